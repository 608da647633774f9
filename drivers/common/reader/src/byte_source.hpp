// The decompressed bytes of a file, whatever its compression: zstd when the content starts with a
// zstd frame, plain text otherwise.
#pragma once

#include <cstddef>
#include <filesystem>
#include <memory>
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
  // Fills dst with up to n bytes, returning fewer only at the end of the data.
  // Throws StreamFailure on a read error or a corrupt or truncated stream.
  virtual std::size_t read(char* dst, std::size_t n) = 0;
  virtual bool compressed() const noexcept = 0;
};

// Throws ReadError(Reason::cannot_open) when the file cannot be opened.
std::unique_ptr<ByteSource> open_byte_source(const std::filesystem::path& path);

}  // namespace records::detail
