// Inputs for the reader tests, made in a temporary directory: plain text and zstd frames with
// or without content size and checksum.
#pragma once

#include <zstd.h>

#include <stdexcept>
#include <string>
#include <string_view>

#include "file_io.hpp"
#include "temp_dir.hpp"

namespace records_test {

// A fresh directory, removed with the object.
struct TempDir : testing_support::TempDir {
  TempDir() : testing_support::TempDir("records_test") {}
};

using testing_support::write_file;

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
