// PangoCairo's scaled font and glyph for one character, built without Pango (direct_glyphs.hpp).
// Each step names the Pango 1.50 function whose result it reproduces.
#include "text/direct_glyphs.hpp"

#include <cairo-ft.h>
#include <fontconfig/fontconfig.h>
#include <pango/pango-types.h>

#include <ft2build.h>
#include FT_FREETYPE_H

#include "text/engine_impl.hpp"
#include "text/font_config.hpp"
#include "text/font_match.hpp"

namespace libplot::text {
namespace {

using PatternPtr = std::unique_ptr<FcPattern, decltype(&FcPatternDestroy)>;

// Characters Pango draws as the font's glyph for them, alone in a line: printable Latin, Greek
// and Cyrillic letters and the symbol blocks mathtext uses. Not spaces, controls, format
// characters or combining marks (Pango draws nothing, a hex box or a dotted circle), nor scripts
// whose shaping picks another glyph for a letter standing alone (Arabic, Indic...).
bool drawn_as_itself(char32_t c) {
  if (c >= 0x21 && c <= 0x7E) return true;
  if (c >= 0xA1 && c <= 0x24F) return c != 0xAD;                // soft hyphen: default-ignorable
  if (c >= 0x370 && c <= 0x3FF) return true;                    // Greek (its combining marks are below)
  if (c >= 0x400 && c <= 0x4FF) return c < 0x483 || c > 0x489;  // Cyrillic but its marks
  if (c >= 0x2010 && c <= 0x2027) return true;                  // dashes, quotes, bullets, ellipsis
  if (c >= 0x2030 && c <= 0x205E) return true;                  // per mille, primes... (not the format marks)
  if (c >= 0x2070 && c <= 0x20CF) return true;                  // super- and subscripts, currency
  if (c >= 0x2100 && c <= 0x23FF) return true;                  // letterlike, number forms, arrows, operators
  if (c >= 0x25A0 && c <= 0x25FF) return true;                  // geometric shapes
  if (c >= 0x27C0 && c <= 0x27EF) return true;                  // miscellaneous mathematical symbols A
  if (c >= 0x2980 && c <= 0x2AFF) return true;                  // mathematical symbols B, operators
  return false;
}

// pango_fc_make_pattern for libplot's descriptions (absolute size, the context's 72 dpi and
// language "en"), then the PangoCairo font map's substitutions in its order: the configuration's,
// the context's Cairo font options, fontconfig's defaults; then the font map's FcFontMatch.
PatternPtr pango_font_pattern(const FontSpec& font, int pixel_size, const cairo_font_options_t* options) {
  FcConfig* config = font_config();
  const double dpi = 72;
  PatternPtr pat(FcPatternCreate(), FcPatternDestroy);
  FcPattern* p = pat.get();
  // As TextEngine describes fonts to Pango: semibold is bold, italic is oblique.
  FcPatternAddDouble(p, FC_WEIGHT, FcWeightFromOpenTypeDouble(font.weight == FontWeight::Normal ? 400 : 700));
  FcPatternAddInteger(p, FC_SLANT, font.style == FontStyle::Italic ? FC_SLANT_OBLIQUE : FC_SLANT_ROMAN);
  FcPatternAddInteger(p, FC_WIDTH, FC_WIDTH_NORMAL);
  FcPatternAddBool(p, FC_VERTICAL_LAYOUT, FcFalse);
  FcPatternAddBool(p, FC_VARIABLE, FcDontCare);
  FcPatternAddDouble(p, FC_DPI, dpi);
  FcPatternAddDouble(p, FC_SIZE, pixel_size * (72. / 1024. / dpi));
  FcPatternAddDouble(p, FC_PIXEL_SIZE, pixel_size / 1024.);
  add_families(p, font.family);
  FcPatternAddString(p, FC_LANG, reinterpret_cast<const FcChar8*>("en"));
  FcConfigSubstitute(config, p, FcMatchPattern);
  cairo_ft_font_options_substitute(options, p);
  FcDefaultSubstitute(p);
  FcResult result = FcResultNoMatch;
  return PatternPtr(FcFontMatch(config, p, &result), FcPatternDestroy);
}

}  // namespace

std::unique_ptr<cairo_font_options_t, decltype(&cairo_font_options_destroy)> context_font_options() {
  std::unique_ptr<cairo_font_options_t, decltype(&cairo_font_options_destroy)> fo(cairo_font_options_create(),
                                                                                  cairo_font_options_destroy);
  cairo_font_options_set_hint_style(fo.get(), CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics(fo.get(), CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_antialias(fo.get(), CAIRO_ANTIALIAS_GRAY);
  cairo_font_options_set_subpixel_order(fo.get(), CAIRO_SUBPIXEL_ORDER_DEFAULT);
  return fo;
}

DirectGlyphs::~DirectGlyphs() {
  for (auto& [key, f] : fonts_) {
    if (f.scaled) cairo_scaled_font_destroy(f.scaled);
    if (f.charset) FcCharSetDestroy(f.charset);
  }
}

DirectGlyphs::Font& DirectGlyphs::font_for(const FontSpec& font) {
  const std::string key = cache_key("", font);
  auto it = fonts_.find(key);
  if (it != fonts_.end()) return it->second;
  Font f;
  // pango_font_description_set_absolute_size stores Pango units in an int: truncated.
  const int pixel_size = static_cast<int>(font.size * PANGO_SCALE);
  const auto options = context_font_options();
  const PatternPtr match = pango_font_pattern(font, pixel_size, options.get());
  if (match) {
    // _pango_cairo_fc_font_new: the size from the match's FC_PIXEL_SIZE, the match's FC_MATRIX
    // (a synthesised slant), then _pango_cairo_font_private_initialize's gravity rotation (0:
    // south) and the context's (identity) matrix.
    double size = pixel_size / 1024. * PANGO_SCALE;
    double px = 0;
    if (FcPatternGetDouble(match.get(), FC_PIXEL_SIZE, 0, &px) == FcResultMatch) size = px * PANGO_SCALE;
    cairo_matrix_t font_matrix;
    FcMatrix* fc_matrix = nullptr;
    if (FcPatternGetMatrix(match.get(), FC_MATRIX, 0, &fc_matrix) == FcResultMatch)
      cairo_matrix_init(&font_matrix, fc_matrix->xx, -fc_matrix->yx, -fc_matrix->xy, fc_matrix->yy, 0., 0.);
    else cairo_matrix_init_identity(&font_matrix);
    cairo_matrix_scale(&font_matrix, size / PANGO_SCALE, size / PANGO_SCALE);
    cairo_matrix_t gravity, matrix, ctm;
    cairo_matrix_init_rotate(&gravity, 0.0);
    cairo_matrix_multiply(&matrix, &font_matrix, &gravity);
    cairo_matrix_init_identity(&ctm);
    // pango_cairo_fc_font_create_font_face and _pango_cairo_font_private_get_scaled_font.
    cairo_font_face_t* face = cairo_ft_font_face_create_for_pattern(match.get());
    cairo_scaled_font_t* scaled = cairo_scaled_font_create(face, &matrix, &ctm, options.get());
    cairo_font_face_destroy(face);
    FcCharSet* charset = nullptr;
    if (cairo_scaled_font_status(scaled) == CAIRO_STATUS_SUCCESS &&
        FcPatternGetCharSet(match.get(), FC_CHARSET, 0, &charset) == FcResultMatch) {
      f.scaled = scaled;
      f.charset = FcCharSetCopy(charset);
    } else {
      cairo_scaled_font_destroy(scaled);
    }
  }
  return fonts_.emplace(key, std::move(f)).first->second;
}

DirectGlyphs::Glyph DirectGlyphs::find(char32_t c, const FontSpec& font) {
  if (!drawn_as_itself(c)) return {};
  Font& f = font_for(font);
  if (!f.scaled || !FcCharSetHasChar(f.charset, c)) return {};  // Pango would fall back
  auto it = f.indices.find(c);
  if (it == f.indices.end()) {
    unsigned long index = 0;
    if (FT_Face face = cairo_ft_scaled_font_lock_face(f.scaled)) {
      index = FT_Get_Char_Index(face, c);
      cairo_ft_scaled_font_unlock_face(f.scaled);
    }
    it = f.indices.emplace(c, index).first;
  }
  if (it->second == 0) return {};
  return {f.scaled, it->second};
}

}  // namespace libplot::text
