#pragma once
// Cairo's ARGB32 rows (premultiplied, native-endian 32-bit words) to PNG's straight RGBA bytes.
#include <cstddef>
#include <cstdint>

namespace libplot::render {

// Every pixel divided by its alpha, rounded to nearest (alpha 0 gives 0, 0, 0, 0): the general
// conversion, one pixel at a time.
void unpremultiply_row(const std::uint32_t* src, std::uint8_t* dst, int width);

// The same bytes as unpremultiply_row, faster: an opaque row (the usual case in a plot, where the
// division is a no-op) is a byte shuffle (AVX2's where the processor has it), done in the one
// pass that also finds whether the row is opaque; any other row is then converted again by
// unpremultiply_row.
void to_rgba(const std::uint32_t* src, std::uint8_t* dst, int width);
// to_rgba without AVX2, as on processors that lack it (tests).
void to_rgba_portable(const std::uint32_t* src, std::uint8_t* dst, int width);

// to_rgba's bytes in dst, and `row`'s first `words` words (width or more) left holding `word`
// (the next page's background, written while the row is in the cache: pixel_buffer.hpp).
void to_rgba_refill(std::uint32_t* row, std::uint8_t* dst, int width, std::size_t words, std::uint32_t word);
// to_rgba_refill without AVX2 (tests).
void to_rgba_refill_portable(std::uint32_t* row, std::uint8_t* dst, int width, std::size_t words,
                             std::uint32_t word);

}  // namespace libplot::render
