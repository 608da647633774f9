// libplot::pyformat(fmt, values): succeeds or throws libplot::FormatError.
// Input: byte 0 = number of values (0..3), then values as 8-byte doubles (any bit pattern,
// NaN and infinities included), then the template.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string_view>
#include <vector>

#include "libplot/ticker.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1) return 0;
  std::size_t count = data[0] % 4;
  data += 1;
  size -= 1;
  std::vector<double> values;
  for (std::size_t i = 0; i < count && size >= sizeof(double); ++i) {
    double v;
    std::memcpy(&v, data, sizeof v);
    values.push_back(v);
    data += sizeof v;
    size -= sizeof v;
  }
  const std::string_view fmt(reinterpret_cast<const char*>(data), size);
  try {
    const std::string out = libplot::pyformat(fmt, values);
    (void)out;
  } catch (const libplot::FormatError&) {
  }
  return 0;
}
