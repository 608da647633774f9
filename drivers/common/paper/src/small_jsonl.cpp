#include "paper/small_jsonl.hpp"

#include "paper/paper.hpp"
#include "records/read.hpp"

namespace paper {

std::vector<records::JsonDocument> read_small_jsonl(const std::filesystem::path& path) {
  std::vector<records::JsonDocument> docs;
  const std::string name = path.filename().string();
  // The reader rejects duplicate keys, NaN and deep nesting with the file's own line. A few KiB:
  // it reads a file smaller than a chunk on the calling thread through one buffer of its size
  // (read_plan.hpp), rather than a thread and 4 MiB of buffers.
  records::read_records(path, [&](records::Record& r) {
    docs.push_back(records::JsonDocument::parse(r.json(), name + ":" + std::to_string(r.line())));
  });
  return docs;
}

std::vector<const records::JsonDocument*> records_of(const std::vector<records::JsonDocument>& docs,
                                                     std::string_view kind) {
  std::vector<const records::JsonDocument*> out;
  for (const auto& d : docs)
    if (d.string("record") == kind) out.push_back(&d);
  return out;
}

const records::JsonDocument& one_record(const std::vector<records::JsonDocument>& docs, std::string_view kind,
                                        const std::filesystem::path& file) {
  const auto found = records_of(docs, kind);
  if (found.size() != 1)
    throw InputError(file.filename().string() + ": expected one \"" + std::string(kind) +
                     "\" record, found " + std::to_string(found.size()));
  return *found.front();
}

}  // namespace paper
