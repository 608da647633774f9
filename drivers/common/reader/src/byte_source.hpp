// The decompressed bytes of a file, whatever its compression: zstd when the content starts with a
// zstd frame, plain text otherwise. "-" is standard input.
#pragma once

#include <zstd.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "records/error.hpp"

namespace records::detail {

// Raised mid-stream; the reader adds the file name and the line it had reached.
struct StreamFailure {
  Reason reason;
  std::string detail;
};

class ByteSource {
 public:
  // Throws ReadError: cannot open, not a regular file (never blocking on a FIFO), a .zst name
  // without a zstd frame.
  explicit ByteSource(const std::filesystem::path& path);
  ByteSource(const ByteSource&) = delete;
  ByteSource& operator=(const ByteSource&) = delete;
  ~ByteSource();

  // Fills dst with up to n bytes, returning fewer only at the end of the data or just before a
  // failure: the bytes that precede a failure are delivered first, and the next call throws
  // StreamFailure (read error, corrupt or truncated stream).
  std::size_t read(char* dst, std::size_t n);
  // The decompressed size when it is known before reading: a plain regular file's size, or what
  // the one frame of a small zstd file (read whole by its first read) declares. A hint for buffer
  // sizes only, never trusted as a limit (a file may change while it is read).
  std::optional<std::uint64_t> known_size() const noexcept { return known_size_; }

 private:
  std::size_t read_raw(char* dst, std::size_t n);  // straight from the file; 0 at its end
  void fill(char* dst, std::size_t n, std::size_t& done);
  void decompress(char* dst, std::size_t n, std::size_t& done);

  int fd_ = -1;
  ZSTD_DCtx* zstd_ = nullptr;  // null for plain text
  // Read ahead of the decoder (and, at opening, to tell the format).
  std::unique_ptr<char[]> buffer_;
  std::size_t capacity_ = 0, begin_ = 0, end_ = 0;
  std::optional<std::uint64_t> known_size_;
  bool input_ended_ = false;
  bool frame_complete_ = true;
  std::optional<StreamFailure> pending_failure_;
};

inline std::unique_ptr<ByteSource> open_byte_source(const std::filesystem::path& path) {
  return std::make_unique<ByteSource>(path);
}

}  // namespace records::detail
