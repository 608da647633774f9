// libplot::parse_color(text): succeeds (channels in 0..1) or throws ColorError.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "libplot/color.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    const libplot::Color c = libplot::parse_color(text);
    for (double ch : {c.r, c.g, c.b, c.a})
      if (!(ch >= 0.0 && ch <= 1.0)) std::abort();  // a colour outside 0..1 is a bug
    (void)libplot::to_hex(c);
  } catch (const libplot::ColorError&) {
  }
  return 0;
}
