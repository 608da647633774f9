#include "record_reader.hpp"

#include <algorithm>
#include <cstring>
#include <string>

#include "node_access.hpp"
#include "structure_check.hpp"

namespace records::detail {

static_assert(kParsePadding == simdjson::SIMDJSON_PADDING);

RecordReader::RecordReader(const std::filesystem::path& path, const ReadOptions& options)
    : path_(path),
      options_(options),
      max_record_(std::min(options.max_record_bytes, kLargestRecord)),
      validator_(std::make_unique<Validator>(options.max_depth, /*record=*/true)) {}

RecordReader::~RecordReader() = default;

ReadSummary RecordReader::take_chunk(const Chunk& chunk, std::uint64_t first_line,
                                     const RecordCallback& on_record) {
  summary_ = ReadSummary{};
  summary_.file = path_.string();
  on_record_ = &on_record;
  line_ = first_line - 1;
  stop_ = false;
  take(chunk);
  summary_.lines = line_ - (first_line - 1);
  summary_.stopped_early = stop_;
  return std::move(summary_);
}

void RecordReader::take(const Chunk& chunk) {
  if (chunk.kind == Chunk::Kind::failure) {
    throw ReadError(summary_.file, line_ + 1, chunk.failure->reason, chunk.failure->detail);
  }
  if (chunk.kind == Chunk::Kind::overlong_line) {
    ++line_;
    bad_line(line_, Reason::too_long, "line longer than " + std::to_string(max_record_) + " bytes");
    return;
  }
  const char* begin = chunk.buffer->data();
  const char* const end = begin + chunk.size;
  while (begin < end && !stop_) {
    const char* newline =
        static_cast<const char*>(std::memchr(begin, '\n', static_cast<std::size_t>(end - begin)));
    const char* line_end = newline != nullptr ? newline : end;
    take_line(begin, line_end, chunk.buffer->padded_end());
    begin = line_end + 1;
  }
}

void RecordReader::take_line(const char* begin, const char* end, const char* padded_end) {
  ++line_;
  constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
  if (line_ == 1 &&
      std::string_view(begin, static_cast<std::size_t>(end - begin)).starts_with(kByteOrderMark)) {
    begin += kByteOrderMark.size();
  }
  if (end > begin && end[-1] == '\r') --end;
  if (std::all_of(begin, end, [](char c) { return c == ' ' || c == '\t' || c == '\r'; })) {
    ++summary_.blank_lines;
    return;
  }
  const auto size = static_cast<std::size_t>(end - begin);
  if (size > max_record_) {
    bad_line(line_, Reason::too_long, "line longer than " + std::to_string(max_record_) + " bytes");
    return;
  }
  const std::string_view text(begin, size);
  simdjson::dom::element root;
  if (auto problem = validator_->parse(begin, size, static_cast<std::size_t>(padded_end - begin), root)) {
    // Broken JSON keeps simdjson's words; the reader's own checks say where.
    if (problem->reason != Reason::malformed_json && problem->reason != Reason::not_json) {
      problem->detail += Validator::position_note(*problem, text);
    }
    bad_line(line_, problem->reason, std::move(problem->detail));
    return;
  }
  record_ = NodeAccess::make_record(root.get_object().value_unsafe(), line_, text);
  ++summary_.records;
  if (!(*on_record_)(record_)) stop_ = true;
}

void RecordReader::bad_line(std::uint64_t line, Reason reason, std::string detail) {
  throw ReadError(summary_.file, line, reason, std::move(detail));
}

}  // namespace records::detail
