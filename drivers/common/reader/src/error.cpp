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
  }
  return "unknown";
}

std::string format_error(std::string_view file, std::uint64_t line, Reason reason,
                         std::string_view detail) {
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
