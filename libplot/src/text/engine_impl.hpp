#pragma once
// TextEngine's insides, shared with the Cairo canvas (which draws with the same Pango context the
// engine measures with, so drawing and measuring can never disagree).
#include <pango/pangocairo.h>

#include <string>
#include <string_view>
#include <unordered_map>

#include "libplot/text.hpp"
#include "text/direct_glyphs.hpp"
#include "text/ft_text.hpp"
#include "text/mathtext.hpp"

namespace libplot {

struct TextEngine::Impl {
  Impl();
  ~Impl();
  Impl(const Impl&) = delete;
  Impl& operator=(const Impl&) = delete;

  // Creates the Pango font map, context and layout on first use (PNG text needs none of them).
  void ensure_pango();
  // The engine's one layout, set to `text` in `font` (no ligatures, unhinted, unrounded).
  PangoLayout* layout_for(std::string_view text, const FontSpec& font);
  // FreeType's key for `font` measured at `dpi`, hinted or not.
  text::FtFontKey ft_key(const FontSpec& font, double dpi, bool hinted);
  // One glyph's box and advance, and the kerning of a pair, in points (for mathtext).
  text::GlyphBox glyph(char32_t c, const FontSpec& font, double dpi, bool hinted);
  double kern(char32_t a, char32_t b, const FontSpec& font, double dpi, bool hinted);
  LineMetrics measure_plain(std::string_view line, const FontSpec& font, double dpi, bool hinted);
  const text::MathLine& measure_math(std::string_view line, const FontSpec& font, double dpi, bool hinted);
  PangoFontDescription* description(const FontSpec& font);
  const std::string& font_file(const FontSpec& font);
  // The dpi a measurement uses: the given one, else the mode's.
  double effective_dpi(double dpi) const { return dpi > 0 ? dpi : mode.dpi; }

  PangoFontMap* font_map = nullptr;  // Pango's objects: null until ensure_pango()
  PangoContext* context = nullptr;
  PangoLayout* layout = nullptr;
  PangoAttrList* attrs = nullptr;

  text::FtText ft;
  text::DirectGlyphs direct;  // mathtext glyphs on PNG, as Pango draws them, without Pango
  TextMetrics mode;

  std::unordered_map<std::string, LineMetrics> plain_cache;
  std::unordered_map<std::string, text::MathLine> math_cache;
  std::unordered_map<std::string, PangoFontDescription*> descriptions;
  std::unordered_map<std::string, std::string> files;
  std::size_t hits = 0;
};

// The engine's insides for libplot's own code (the canvas, tests); not part of the API.
struct TextEngineAccess {
  using Impl = TextEngine::Impl;
  static Impl& impl(TextEngine& e) { return *e.impl_; }
};
inline TextEngineAccess::Impl& engine_impl(TextEngine& e) { return TextEngineAccess::impl(e); }

namespace text {
// A cache key for (string, font[, dpi[, hinted]]).
std::string cache_key(std::string_view s, const FontSpec& font, double dpi = 0, bool hinted = false);
}  // namespace text

}  // namespace libplot
