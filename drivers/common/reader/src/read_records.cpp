// read_records: one stream, one RecordReader.
#include "byte_source.hpp"
#include "record_reader.hpp"
#include "records/read.hpp"

namespace records {

ReadSummary read_records(const std::filesystem::path& path, const RecordCallback& on_record,
                         const ReadOptions& options) {
  auto source = detail::open_byte_source(path);
  return detail::RecordReader(path, on_record, options).run(*source);
}

}  // namespace records
