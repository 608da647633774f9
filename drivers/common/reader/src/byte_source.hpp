// The decompressed bytes of a file, whatever its compression: zstd when the content starts with a
// zstd frame, plain text otherwise.
#pragma once

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
  virtual ~ByteSource() = default;

  // Fills dst with up to n bytes, returning fewer only at the end of the data or just before a
  // failure: the bytes that precede a failure are delivered first, and the next call throws
  // StreamFailure (read error, corrupt or truncated stream).
  std::size_t read(char* dst, std::size_t n);
  virtual bool compressed() const noexcept = 0;
  // The decompressed size when it is known before reading: a plain regular file's size, or what
  // the one frame of a small zstd file (read whole by its first read) declares. A hint for buffer
  // sizes only, never trusted as a limit (a file may change while it is read).
  virtual std::optional<std::uint64_t> known_size() const noexcept = 0;

 protected:
  // Adds to `done` as bytes land in dst, so that a failure loses none of them.
  virtual void fill(char* dst, std::size_t n, std::size_t& done) = 0;

 private:
  std::optional<StreamFailure> pending_failure_;
};

// Throws ReadError(Reason::cannot_open) when the file cannot be opened.
std::unique_ptr<ByteSource> open_byte_source(const std::filesystem::path& path);

}  // namespace records::detail
