// Inputs for the reader tests, made in a temporary directory: plain text and zstd frames with
// or without content size and checksum.
#pragma once

#include <zstd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <string_view>

namespace records_test {

class TempDir {
 public:
  TempDir() {
    std::string pattern = (std::filesystem::temp_directory_path() / "records_test_XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("mkdtemp failed");
    path_ = pattern;
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  const std::filesystem::path& path() const { return path_; }
  std::filesystem::path operator/(std::string_view name) const { return path_ / name; }

 private:
  std::filesystem::path path_;
};

inline void write_file(const std::filesystem::path& path, std::string_view bytes) {
  std::ofstream out(path, std::ios::binary);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  if (!out) throw std::runtime_error("cannot write " + path.string());
}

struct FrameOptions {
  bool content_size = true;
  bool checksum = false;
  int level = 3;
};

// One complete zstd frame holding `text`.
inline std::string zstd_frame(std::string_view text, FrameOptions options = {}) {
  ZSTD_CCtx* context = ZSTD_createCCtx();
  ZSTD_CCtx_setParameter(context, ZSTD_c_compressionLevel, options.level);
  ZSTD_CCtx_setParameter(context, ZSTD_c_contentSizeFlag, options.content_size ? 1 : 0);
  ZSTD_CCtx_setParameter(context, ZSTD_c_checksumFlag, options.checksum ? 1 : 0);
  std::string frame(ZSTD_compressBound(text.size()), '\0');
  std::size_t size = 0;
  if (options.content_size) {
    size = ZSTD_compress2(context, frame.data(), frame.size(), text.data(), text.size());
  } else {
    // Streaming without a pledged size: the frame header carries no content size.
    ZSTD_inBuffer in{text.data(), text.size(), 0};
    ZSTD_outBuffer out{frame.data(), frame.size(), 0};
    std::size_t left = 0;
    do {
      left = ZSTD_compressStream2(context, &out, &in, ZSTD_e_end);
      if (ZSTD_isError(left)) break;
    } while (left != 0);
    size = ZSTD_isError(left) ? left : out.pos;
  }
  ZSTD_freeCCtx(context);
  if (ZSTD_isError(size)) throw std::runtime_error(ZSTD_getErrorName(size));
  frame.resize(size);
  return frame;
}

// "{"i": 1, ...}\n" lines numbered first..last.
inline std::string numbered_lines(int first, int last) {
  std::string text;
  for (int i = first; i <= last; ++i) {
    text += "{\"i\": " + std::to_string(i) + ", \"name\": \"record " + std::to_string(i) + "\"}\n";
  }
  return text;
}

}  // namespace records_test
