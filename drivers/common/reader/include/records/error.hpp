// What can go wrong while reading a records file, and the exception that says where.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace records {

enum class Reason : std::uint8_t {
  // A bad line.
  malformed_json,
  not_an_object,
  too_long,
  not_json,       // NaN, Infinity or -Infinity where a JSON number belongs
  duplicate_key,  // an object names the same key twice
  too_deep,       // objects and arrays nested deeper than the depth cap
  // The input itself.
  cannot_open,
  read_error,
  corrupt_zstd,
  truncated_zstd,
  not_regular_file,  // a directory, FIFO, socket or device
};

// "malformed JSON", "not a JSON object", "too long", "not JSON", "duplicate key", "too deep",
// "cannot open", "read error", "corrupt zstd stream", "truncated zstd stream",
// "not a regular file".
std::string_view to_string(Reason reason) noexcept;

// what() is "FILE:LINE: REASON: DETAIL", or "FILE: REASON: DETAIL" when no line applies
// (line() == 0). FILE is the path as the caller gave it. Two reasons read as sentences instead:
// not_regular_file is "not a regular file: FILE", and not_json, whose detail is "TOKEN, field
// PATH", is "not JSON: TOKEN at FILE:LINE, field PATH". docs/reader.md lists every message.
class ReadError : public std::runtime_error {
 public:
  ReadError(std::string file, std::uint64_t line, Reason reason, std::string detail);

  const std::string& file() const noexcept { return file_; }
  std::uint64_t line() const noexcept { return line_; }
  Reason reason() const noexcept { return reason_; }
  const std::string& detail() const noexcept { return detail_; }

 private:
  std::string file_;
  std::uint64_t line_;
  Reason reason_;
  std::string detail_;
};

// The message ReadError carries, without building the exception.
std::string format_error(std::string_view file, std::uint64_t line, Reason reason, std::string_view detail);

}  // namespace records
