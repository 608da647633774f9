#pragma once
// Cairo's ARGB32 rows (premultiplied, native-endian 32-bit words) to PNG's straight RGBA bytes.
#include <cstdint>

namespace libplot::render {

// Every pixel divided by its alpha, rounded to nearest (alpha 0 gives 0, 0, 0, 0): the general
// conversion, one pixel at a time.
void unpremultiply_row(const std::uint32_t* src, std::uint8_t* dst, int width);

// The same bytes as unpremultiply_row, faster: an opaque row (the usual case in a plot, where the
// division is a no-op) is a byte shuffle the compiler vectorises, done in the one pass that also
// finds whether the row is opaque; any other row is then converted again by unpremultiply_row.
void to_rgba(const std::uint32_t* src, std::uint8_t* dst, int width);

}  // namespace libplot::render
