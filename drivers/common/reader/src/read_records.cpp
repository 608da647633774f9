// The parsing side of read_records: lines in, records out, bad lines by policy.
#include <algorithm>
#include <cstring>
#include <string>

#include "byte_source.hpp"
#include "chunk_buffer.hpp"
#include "chunk_pipeline.hpp"
#include "read_plan.hpp"
#include "record_parser.hpp"
#include "records/read.hpp"

namespace records {
namespace {

using detail::Chunk;
using detail::LineProblem;

enum class Layout { lines, document, by_first_line };

bool ends_with(std::string_view text, std::string_view suffix) {
  return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

Layout layout_from_name(const std::filesystem::path& path) {
  const std::string file_name = path.filename().string();
  std::string_view name = file_name;
  if (ends_with(name, ".zst")) name.remove_suffix(4);
  if (ends_with(name, ".jsonl") || ends_with(name, ".ndjson")) return Layout::lines;
  if (ends_with(name, ".json")) return Layout::document;
  return Layout::by_first_line;
}

bool is_blank(const char* begin, const char* end) {
  return std::all_of(begin, end, [](char c) { return c == ' ' || c == '\t' || c == '\r'; });
}

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
// simdjson documents are limited to 4 GiB.
constexpr std::size_t kLargestRecord = (std::size_t{1} << 32) - 1 - detail::kParsePadding;

class RecordReader {
 public:
  RecordReader(const std::filesystem::path& path, const RecordCallback& on_record,
               const ReadOptions& options)
      : path_(path),
        on_record_(on_record),
        options_(options),
        max_record_(std::min(options.max_record_bytes, kLargestRecord)),
        layout_(layout_from_name(path)),
        parser_(options.max_depth) {
    summary_.file = path.string();
  }

  ReadSummary run() {
    auto source = detail::open_byte_source(path_);
    detail::ReadPlan plan =
        detail::plan_reading(source->known_size(), std::max<std::size_t>(options_.chunk_bytes, 4096),
                             options_.background_decompression, source->whole_in_one_read());
    if (plan.background && !options_.background_when_loaded && detail::machine_loaded_now()) {
      plan.background = false;
    }
    auto pipeline = detail::make_chunk_pipeline(*source, plan.chunk_bytes, options_.read_ahead_bytes,
                                                max_record_, options_.policy == Policy::lenient,
                                                plan.background);
    while (!stop_) {
      Chunk chunk = pipeline->next();
      if (chunk.kind == Chunk::Kind::lines) {
        take_lines(*chunk.buffer, chunk.size);
        pipeline->release(chunk);
      } else if (chunk.kind == Chunk::Kind::overlong_line) {
        ++line_;
        if (layout_ == Layout::document && !in_document_) {  // a .json document on one line
          in_document_ = true;
          document_line_ = line_;
        }
        if (in_document_) {
          document_too_long();
        } else {
          bad_line(line_, Reason::too_long,
                   "line longer than " + std::to_string(max_record_) + " bytes");
        }
      } else if (chunk.kind == Chunk::Kind::failure) {
        throw ReadError(summary_.file, line_ + 1, chunk.failure->reason, chunk.failure->detail);
      } else {
        if (in_document_) finish_document();
        break;
      }
    }
    summary_.lines = line_;
    summary_.bytes = pipeline->bytes_read();
    summary_.stopped_early = stop_;
    return summary_;
  }

 private:
  void take_lines(const detail::ChunkBuffer& buffer, std::size_t size) {
    const char* begin = buffer.data();
    const char* const end = begin + size;
    while (begin < end && !stop_) {
      const char* newline = static_cast<const char*>(std::memchr(begin, '\n', end - begin));
      const char* line_end = newline != nullptr ? newline : end;
      take_line(begin, line_end, buffer.padded_end());
      begin = line_end + 1;
    }
  }

  void take_line(const char* begin, const char* end, const char* padded_end) {
    ++line_;
    if (line_ == 1 && std::string_view(begin, end - begin).starts_with(kByteOrderMark)) {
      begin += kByteOrderMark.size();
    }
    if (in_document_) {
      append_to_document(begin, end);
      return;
    }
    if (end > begin && end[-1] == '\r') --end;
    if (is_blank(begin, end)) {
      ++summary_.blank_lines;
      return;
    }
    if (layout_ != Layout::lines) {
      const bool document =
          layout_ == Layout::document || parser_.is_unfinished(begin, end - begin, padded_end);
      layout_ = Layout::lines;
      if (document) {
        in_document_ = true;
        document_line_ = line_;
        append_to_document(begin, end);
        return;
      }
    }
    const auto size = static_cast<std::size_t>(end - begin);
    if (size > max_record_) {
      bad_line(line_, Reason::too_long,
               "line longer than " + std::to_string(max_record_) + " bytes");
      return;
    }
    take_record(begin, size, padded_end, line_);
  }

  void take_record(const char* json, std::size_t size, const char* padded_end, std::uint64_t line) {
    if (auto problem =
            parser_.parse(json, size, padded_end, line, options_.validate_structure, record_)) {
      bad_line(line + problem->line_offset, problem->reason, std::move(problem->detail));
      return;
    }
    const bool go_on = on_record_(record_);
    if (auto problem = parser_.problem_met_while_reading()) {
      bad_line(line, problem->reason, std::move(problem->detail));
    } else {
      ++summary_.records;
    }
    if (!go_on) stop_ = true;
  }

  // ---- a whole document as one record
  void append_to_document(const char* begin, const char* end) {
    if (document_skipped_) return;
    if (!document_.empty()) document_ += '\n';
    document_.append(begin, end);
    if (document_.size() > max_record_) document_too_long();
  }

  void document_too_long() {
    if (document_skipped_) return;
    document_skipped_ = true;
    document_.clear();
    document_.shrink_to_fit();
    bad_line(document_line_, Reason::too_long,
             "document longer than " + std::to_string(max_record_) + " bytes");
  }

  void finish_document() {
    if (document_skipped_) return;
    const std::size_t size = document_.size();
    document_.append(detail::kParsePadding, ' ');
    take_record(document_.data(), size, document_.data() + document_.size(), document_line_);
  }

  // ---- policy
  void bad_line(std::uint64_t line, Reason reason, std::string detail) {
    if (options_.policy == Policy::strict) {
      throw ReadError(summary_.file, line, reason, std::move(detail));
    }
    ++summary_.skipped_by_reason[static_cast<std::size_t>(reason)];
    if (summary_.first_skipped.size() < options_.max_reported_lines) {
      summary_.first_skipped.push_back(
          SkippedLine{line, reason, format_error(summary_.file, line, reason, detail)});
    }
  }

  const std::filesystem::path& path_;
  const RecordCallback& on_record_;
  const ReadOptions& options_;
  const std::size_t max_record_;
  Layout layout_;
  detail::RecordParser parser_;
  Record record_;
  ReadSummary summary_;
  std::uint64_t line_ = 0;
  bool stop_ = false;
  bool in_document_ = false;
  bool document_skipped_ = false;
  std::uint64_t document_line_ = 0;
  std::string document_;
};

}  // namespace

ReadSummary read_records(const std::filesystem::path& path, const RecordCallback& on_record,
                         const ReadOptions& options) {
  return RecordReader(path, on_record, options).run();
}

}  // namespace records
