#include "records/error.hpp"
#include "records/result.hpp"
#include "records/summary.hpp"

#include <iterator>
#include <string>

namespace records {

std::string_view to_string(Reason reason) noexcept {
  static constexpr std::string_view kNames[] = {"malformed JSON",
                                                "not a JSON object",
                                                "too long",
                                                "not JSON",
                                                "duplicate key",
                                                "too deep",
                                                "cannot open",
                                                "read error",
                                                "corrupt zstd stream",
                                                "truncated zstd stream",
                                                "not a regular file"};
  const auto index = static_cast<std::size_t>(reason);
  return index < std::size(kNames) ? kNames[index] : "unknown";
}

std::string_view to_string(FieldError error) noexcept {
  static constexpr std::string_view kNames[] = {"missing", "null", "wrong type", "malformed"};
  const auto index = static_cast<std::size_t>(error);
  return index < std::size(kNames) ? kNames[index] : "unknown";
}

std::string format_error(std::string_view file, std::uint64_t line, Reason reason, std::string_view detail) {
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

std::string ReadSummary::to_string() const {
  std::string text = file + ": " + std::to_string(records) + " records, " + std::to_string(lines) +
                     " lines (" + std::to_string(blank_lines) + " blank)";
  if (stopped_early) text += ", stopped early";
  return text;
}

}  // namespace records
