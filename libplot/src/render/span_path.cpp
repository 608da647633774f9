// Appending a span's outlines (span_path.hpp). The Pango-free branch repeats, for one glyph at
// the pen, the Cairo calls PangoCairo's renderer makes in path mode (_pango_cairo_do_layout_line,
// pango_cairo_renderer_show_text_glyphs), so both give the same path.
#include "render/span_path.hpp"

#include "text/mathtext.hpp"
#include "text/pango_api.hpp"

namespace libplot::render {
namespace {

// The span's one character, or 0 when it has more (or none).
char32_t only_character(const std::string& s) {
  const std::u32string u = text::utf8_decode(s);
  return u.size() == 1 ? u[0] : 0;
}

}  // namespace

void append_span_path(cairo_t* cr, TextEngineAccess::Impl& eng, const TextSpan& span, SpanPath how) {
  if (how == SpanPath::Fastest) {
    const char32_t c = only_character(span.text);
    const text::DirectGlyphs::Glyph g = c ? eng.direct.find(c, span.font) : text::DirectGlyphs::Glyph{};
    if (g.font) {
      // save_current_point: the pen, read back in user space as the renderer reads it.
      const bool had_point = cairo_has_current_point(cr);
      double x = 0, y = 0;
      cairo_get_current_point(cr, &x, &y);
      cairo_save(cr);
      cairo_set_scaled_font(cr, g.font);  // _pango_cairo_font_install
      const cairo_glyph_t glyph{g.index, x, y};
      cairo_glyph_path(cr, &glyph, 1);
      cairo_restore(cr);
      // restore_current_point
      if (had_point) cairo_move_to(cr, x, y);
      else cairo_new_sub_path(cr);
      return;
    }
  }
  PangoLayout* layout = eng.layout_for(span.text, span.font);
  const text::PangoApi& pg = text::pango();
  PangoLayoutLine* line = pg.pango_layout_get_line_readonly(layout, 0);
  if (line) pg.pango_cairo_layout_line_path(cr, line);
}

}  // namespace libplot::render
