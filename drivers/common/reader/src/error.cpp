#include "records/error.hpp"

#include <string>

namespace records {

std::string_view to_string(Reason reason) noexcept {
  switch (reason) {
    case Reason::malformed_json:
      return "malformed JSON";
    case Reason::not_an_object:
      return "not a JSON object";
    case Reason::too_long:
      return "too long";
    case Reason::cannot_open:
      return "cannot open";
    case Reason::read_error:
      return "read error";
    case Reason::corrupt_zstd:
      return "corrupt zstd stream";
    case Reason::truncated_zstd:
      return "truncated zstd stream";
    case Reason::not_json:
      return "not JSON";
    case Reason::duplicate_key:
      return "duplicate key";
    case Reason::too_deep:
      return "too deep";
    case Reason::not_regular_file:
      return "not a regular file";
  }
  return "unknown";
}

std::string format_error(std::string_view file, std::uint64_t line, Reason reason,
                         std::string_view detail) {
  if (reason == Reason::not_regular_file) return "not a regular file: " + std::string(file);
  if (reason == Reason::not_json) {
    // "not JSON: NaN at atlas.jsonl:3, field H_byte1": the token first, then where.
    const std::size_t comma = detail.find(", ");
    std::string message = "not JSON: ";
    message += detail.substr(0, comma);
    message += " at ";
    message += file;
    if (line != 0) message += ':' + std::to_string(line);
    if (comma != std::string_view::npos) message += detail.substr(comma);
    return message;
  }
  std::string message(file);
  if (line != 0) {
    message += ':';
    message += std::to_string(line);
  }
  message += ": ";
  message += to_string(reason);
  if (!detail.empty()) {
    message += ": ";
    message += detail;
  }
  return message;
}

ReadError::ReadError(std::string file, std::uint64_t line, Reason reason, std::string detail)
    : std::runtime_error(format_error(file, line, reason, detail)),
      file_(std::move(file)),
      line_(line),
      reason_(reason),
      detail_(std::move(detail)) {}

}  // namespace records
