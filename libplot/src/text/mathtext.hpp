#pragma once
// Minimal mathtext: matplotlib's TeX-like box model (mathtext.py / _mathtext.py, 3.6) for the
// small subset plots use (log tick labels, units with superscripts), measured with matplotlib's
// Agg raster rules. Fonts are measured through callbacks, so this file knows nothing of Pango.
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "libplot/error.hpp"
#include "libplot/text.hpp"

namespace libplot::text {

// One glyph in points, relative to its pen origin, y up, as matplotlib's mathtext has it
// (TruetypeFonts._get_info): the outline's box (all zero without an outline, e.g. a space), the
// unhinted advance, and FreeType's glyph metrics (width, height, iceberg = horiBearingY), which
// hinting rounds to the pixel grid.
struct GlyphBox {
  double advance = 0;
  double xmin = 0, xmax = 0, ymin = 0, ymax = 0;
  double width = 0, height = 0, iceberg = 0;
};

struct MathFonts {
  std::function<GlyphBox(char32_t, const FontSpec&)> glyph;
  // Kerning between two glyphs of the same font, points.
  std::function<double(char32_t, char32_t, const FontSpec&)> kern;
};

struct MathLine {
  LineMetrics metrics;          // matplotlib's (w, h, d) for the line at `dpi`
  std::vector<TextSpan> spans;  // glyphs to draw, pen offsets from the line's pen origin
};

// True when matplotlib treats `s` as mathtext: an even, non-zero number of unescaped '$'.
bool is_math_text(std::string_view s);
// The first command in the math parts of `text` that libplot's mathtext cannot typeset ("\frac"),
// or "" when there is none (or `text` is not mathtext).
std::string unsupported_math_command(std::string_view text);
// The deepest nesting of braces in the math parts of `text` (0 when it is not mathtext), read as one
// line and line by line: what layout_math recurses on, checked against kMaxMathDepth where a text
// enters.
std::size_t math_nesting_depth(std::string_view text);
// `text` for an error message: its first bytes (whole UTF-8 characters) and "…" when it is longer.
std::string abbreviated(std::string_view text, std::size_t max_bytes = 40);
// Plain text as matplotlib draws it: "\$" becomes "$".
std::string unescape_dollars(std::string_view s);

// Lays out one line of mathtext (with its $ delimiters; text outside them is plain) in `font`,
// with the raster padding of one pixel at `dpi`. Throws MathTextError for braces nested deeper
// than kMaxMathDepth.
MathLine layout_math(std::string_view line, const FontSpec& font, double dpi, const MathFonts& fonts);

// UTF-8 helpers.
std::u32string utf8_decode(std::string_view s);
std::string utf8_encode(char32_t c);

}  // namespace libplot::text
