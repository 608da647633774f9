#include "png_decode.hpp"

#include <png.h>

#include <stdexcept>

namespace libplot::testing {

Image decode_png(std::string_view bytes) {
  png_image img{};
  img.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&img, bytes.data(), bytes.size()))
    throw std::runtime_error(std::string("png decode: ") + img.message);
  img.format = PNG_FORMAT_RGBA;
  Image out;
  out.width = static_cast<int>(img.width);
  out.height = static_cast<int>(img.height);
  out.px.resize(static_cast<std::size_t>(out.width) * out.height);
  if (!png_image_finish_read(&img, nullptr, out.px.data(), 0, nullptr))
    throw std::runtime_error(std::string("png decode: ") + img.message);
  return out;
}

std::vector<Chunk> png_chunks(std::string_view b) {
  std::vector<Chunk> out;
  if (b.size() < 8 || b.substr(0, 8) != std::string_view("\x89PNG\r\n\x1a\n", 8))
    throw std::runtime_error("not a PNG");
  std::size_t i = 8;
  while (i + 12 <= b.size()) {
    const auto u = [&](std::size_t k) { return static_cast<unsigned char>(b[k]); };
    const std::size_t n = (std::size_t{u(i)} << 24) | (u(i + 1) << 16) | (u(i + 2) << 8) | u(i + 3);
    out.push_back({std::string(b.substr(i + 4, 4)), std::string(b.substr(i + 8, n))});
    i += 12 + n;
  }
  return out;
}

}  // namespace libplot::testing
