#include "png_decode.hpp"

#include "image_compare.hpp"

#include <stdexcept>

namespace libplot::testing {

Image decode_png(std::string_view bytes) {
  const testing_support::Image img = testing_support::decode_png(std::string(bytes));
  Image out;
  out.width = img.width;
  out.height = img.height;
  out.px.resize(img.rgba.size() / 4);
  for (std::size_t i = 0; i < out.px.size(); ++i)
    out.px[i] = {img.rgba[4 * i], img.rgba[4 * i + 1], img.rgba[4 * i + 2], img.rgba[4 * i + 3]};
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
