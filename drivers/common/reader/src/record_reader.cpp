#include "record_reader.hpp"

#include <algorithm>
#include <cstring>
#include <string>

#include "chunk_buffer.hpp"
#include "chunk_pipeline.hpp"
#include "node_access.hpp"
#include "read_plan.hpp"
#include "structure_check.hpp"

namespace records::detail {

static_assert(kParsePadding == simdjson::SIMDJSON_PADDING);

namespace {

bool ends_with(std::string_view text, std::string_view suffix) {
  return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

bool is_blank(const char* begin, const char* end) {
  return std::all_of(begin, end, [](char c) { return c == ' ' || c == '\t' || c == '\r'; });
}

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

}  // namespace

Layout layout_from_name(const std::filesystem::path& path) {
  const std::string file_name = path.filename().string();
  std::string_view name = file_name;
  if (ends_with(name, ".zst")) name.remove_suffix(4);
  if (ends_with(name, ".jsonl") || ends_with(name, ".ndjson")) return Layout::lines;
  if (ends_with(name, ".json")) return Layout::document;
  return Layout::by_first_line;
}

RecordReader::RecordReader(const std::filesystem::path& path, const RecordCallback& on_record,
                           const ReadOptions& options)
    : path_(path),
      on_record_(&on_record),
      options_(options),
      max_record_(std::min(options.max_record_bytes, kLargestRecord)),
      layout_(layout_from_name(path)),
      validator_(std::make_unique<Validator>(options.max_depth, /*record=*/true)) {
  summary_.file = path.string();
}

RecordReader::~RecordReader() = default;

ReadSummary RecordReader::run(ByteSource& source) {
  ReadPlan plan = plan_reading(source.known_size(), std::max<std::size_t>(options_.chunk_bytes, 4096),
                               options_.background_decompression);
  if (plan.background && !options_.background_when_loaded && machine_loaded_now()) {
    plan.background = false;
  }
  auto pipeline = make_chunk_pipeline(source, plan.chunk_bytes, options_.read_ahead_bytes, max_record_,
                                      options_.policy == Policy::lenient, plan.background);
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
        bad_line(line_, Reason::too_long, "line longer than " + std::to_string(max_record_) + " bytes");
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

ReadSummary RecordReader::take_chunk(const Chunk& chunk, std::uint64_t first_line,
                                     const RecordCallback& on_record) {
  summary_ = ReadSummary{};
  summary_.file = path_.string();
  layout_ = Layout::lines;
  on_record_ = &on_record;
  line_ = first_line - 1;
  if (chunk.kind == Chunk::Kind::lines) {
    take_lines(*chunk.buffer, chunk.size);
  } else if (chunk.kind == Chunk::Kind::overlong_line) {
    ++line_;
    bad_line(line_, Reason::too_long, "line longer than " + std::to_string(max_record_) + " bytes");
  } else if (chunk.kind == Chunk::Kind::failure) {
    throw ReadError(summary_.file, first_line, chunk.failure->reason, chunk.failure->detail);
  }
  summary_.lines = line_ - (first_line - 1);
  return std::move(summary_);
}

void RecordReader::take_lines(const ChunkBuffer& buffer, std::size_t size) {
  const char* begin = buffer.data();
  const char* const end = begin + size;
  while (begin < end && !stop_) {
    const char* newline = static_cast<const char*>(std::memchr(begin, '\n', end - begin));
    const char* line_end = newline != nullptr ? newline : end;
    take_line(begin, line_end, buffer.padded_end());
    begin = line_end + 1;
  }
}

void RecordReader::take_line(const char* begin, const char* end, const char* padded_end) {
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
        layout_ == Layout::document || validator_->is_unfinished(begin, end - begin, padded_end - begin);
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
    bad_line(line_, Reason::too_long, "line longer than " + std::to_string(max_record_) + " bytes");
    return;
  }
  take_record(begin, size, padded_end, line_);
}

void RecordReader::take_record(const char* json, std::size_t size, const char* padded_end, std::uint64_t line) {
  const std::string_view text(json, size);
  simdjson::dom::element root;
  if (auto problem = validator_->parse(json, size, static_cast<std::size_t>(padded_end - json), root)) {
    // Broken JSON keeps simdjson's words; the reader's own checks say where.
    if (problem->reason != Reason::malformed_json && problem->reason != Reason::not_json) {
      problem->detail += Validator::position_note(*problem, text);
    }
    const std::uint64_t offset = problem->at == nullptr ? 0 : locate(text, problem->at).line - 1;
    bad_line(line + offset, problem->reason, std::move(problem->detail));
    return;
  }
  record_ = NodeAccess::make_record(root.get_object().value_unsafe(), line, text);
  ++summary_.records;
  if (!(*on_record_)(record_)) stop_ = true;
}

// ---- a whole document as one record
void RecordReader::append_to_document(const char* begin, const char* end) {
  if (document_skipped_) return;
  if (!document_.empty()) document_ += '\n';
  document_.append(begin, end);
  if (document_.size() > max_record_) document_too_long();
}

void RecordReader::document_too_long() {
  if (document_skipped_) return;
  document_skipped_ = true;
  document_.clear();
  document_.shrink_to_fit();
  bad_line(document_line_, Reason::too_long, "document longer than " + std::to_string(max_record_) + " bytes");
}

void RecordReader::finish_document() {
  if (document_skipped_) return;
  const std::size_t size = document_.size();
  document_.append(kParsePadding, ' ');
  take_record(document_.data(), size, document_.data() + document_.size(), document_line_);
}

// ---- policy
void RecordReader::bad_line(std::uint64_t line, Reason reason, std::string detail) {
  if (options_.policy == Policy::strict) {
    throw ReadError(summary_.file, line, reason, std::move(detail));
  }
  ++summary_.skipped_by_reason[static_cast<std::size_t>(reason)];
  if (summary_.first_skipped.size() < options_.max_reported_lines) {
    summary_.first_skipped.push_back(SkippedLine{line, reason, format_error(summary_.file, line, reason, detail)});
  }
}

}  // namespace records::detail
