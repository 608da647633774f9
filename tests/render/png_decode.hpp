#pragma once
// Test helpers: decode a PNG to straight RGBA and list its chunks.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace libplot::testing {

struct Rgba {
  std::uint8_t r, g, b, a;
  friend bool operator==(const Rgba&, const Rgba&) = default;
};

struct Image {
  int width = 0, height = 0;
  std::vector<Rgba> px;
  Rgba at(int x, int y) const { return px[static_cast<std::size_t>(y) * width + x]; }
};

Image decode_png(std::string_view bytes);  // throws std::runtime_error

struct Chunk {
  std::string type;
  std::string data;
};
std::vector<Chunk> png_chunks(std::string_view bytes);

}  // namespace libplot::testing
