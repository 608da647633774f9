#pragma once
// One glyph drawn as PangoCairo 1.50 draws it in libplot's Pango context, without Pango: the
// Cairo scaled font its PangoCairoFcFont makes (cairo_ft_font_face_create_for_pattern of the
// pattern its font map matches, font matrix from FC_PIXEL_SIZE and FC_MATRIX, the context's
// font options) and the glyph its shaper maps the character to. Mathtext on PNG draws each glyph
// as a span of one character whose pen is the glyph's origin, so appending that glyph's path
// through this font is what pango_cairo_layout_line_path appends, to the bit (tests/text,
// DirectGlyphs), and a PNG with mathtext never loads Pango.
#include <cairo.h>
#include <fontconfig/fontconfig.h>

#include <memory>
#include <string>
#include <unordered_map>

#include "libplot/text.hpp"

namespace libplot::text {

// The Cairo font options libplot's Pango context is given: unhinted outlines and metrics, grey
// antialiasing.
std::unique_ptr<cairo_font_options_t, decltype(&cairo_font_options_destroy)> context_font_options();

class DirectGlyphs {
 public:
  struct Glyph {
    cairo_scaled_font_t* font = nullptr;  // null: only Pango knows how it draws this character
    unsigned long index = 0;
  };

  DirectGlyphs() = default;
  ~DirectGlyphs();
  DirectGlyphs(const DirectGlyphs&) = delete;
  DirectGlyphs& operator=(const DirectGlyphs&) = delete;

  // The font (owned here) and glyph Pango draws `c` with in `font`. No font for a character
  // the matched font lacks (Pango takes it from a fallback font), for spaces, controls and
  // format characters (Pango draws nothing or a hex box), and for a font Cairo cannot open.
  Glyph find(char32_t c, const FontSpec& font);

 private:
  struct Font {
    cairo_scaled_font_t* scaled = nullptr;
    FcCharSet* charset = nullptr;  // the matched font's coverage (Pango's font choice)
    std::unordered_map<char32_t, unsigned long> indices;
  };
  Font& font_for(const FontSpec& font);
  std::unordered_map<std::string, Font> fonts_;
};

}  // namespace libplot::text
