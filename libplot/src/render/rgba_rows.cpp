// Premultiplied ARGB32 rows to straight RGBA (see rgba_rows.hpp).
#include "render/rgba_rows.hpp"

#include <cstring>

namespace libplot::render {

void unpremultiply_row(const std::uint32_t* src, std::uint8_t* dst, int width) {
  for (int x = 0; x < width; ++x) {
    const std::uint32_t p = src[x];
    const std::uint32_t a = p >> 24;
    std::uint32_t r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
    if (a == 0) {
      r = g = b = 0;
    } else if (a != 255) {
      r = (r * 255 + a / 2) / a;
      g = (g * 255 + a / 2) / a;
      b = (b * 255 + a / 2) / a;
    }
    dst[4 * x + 0] = static_cast<std::uint8_t>(r);
    dst[4 * x + 1] = static_cast<std::uint8_t>(g);
    dst[4 * x + 2] = static_cast<std::uint8_t>(b);
    dst[4 * x + 3] = static_cast<std::uint8_t>(a);
  }
}

void to_rgba(const std::uint32_t* src, std::uint8_t* dst, int width) {
  // One pass reads the row once (from memory: the image is larger than the caches), swaps R and
  // B and ANDs the alphas; written as a branch-free loop so that it vectorises.
  std::uint32_t all = 0xFF000000u;
  for (int x = 0; x < width; ++x) {
    const std::uint32_t p = src[x];
    all &= p;
    const std::uint32_t q = (p & 0xFF00FF00u) | ((p >> 16) & 0xFFu) | ((p & 0xFFu) << 16);
    std::memcpy(dst + 4 * x, &q, 4);
  }
  if (all != 0xFF000000u) unpremultiply_row(src, dst, width);  // the row is in cache by now
}

}  // namespace libplot::render
