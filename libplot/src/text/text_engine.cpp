// TextEngine: Pango on the project's own fontconfig configuration, one font map and context per
// thread, with matplotlib's Agg text metrics and Text._get_layout rules.
#include <fontconfig/fontconfig.h>
#include <pango/pangofc-fontmap.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "text/engine_impl.hpp"
#include "text/font_config.hpp"

namespace libplot {
namespace text {

std::string cache_key(std::string_view s, const FontSpec& font, double dpi) {
  std::string k;
  k.reserve(s.size() + font.family.size() + 48);
  k.append(s);
  k += '\x1f';
  k += font.family;
  k += '\x1f';
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.6g|%d|%d|%.6g", font.size, static_cast<int>(font.weight),
                static_cast<int>(font.style), dpi);
  k += buf;
  return k;
}

}  // namespace text

namespace {

constexpr double kPangoScale = PANGO_SCALE;

// Characters FreeType gives no outline: matplotlib's FT2Font adds the pen origin (0, 0) to the
// string's box for each of them (an empty glyph's box is not moved to the pen position).
bool has_outline_free_char(std::string_view s) {
  for (std::size_t i = 0; i < s.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (c == ' ' || c == '\t') return true;
    if (c == 0xC2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0xA0) return true;
    if (c == 0xE2 && i + 2 < s.size()) {
      const unsigned char c1 = static_cast<unsigned char>(s[i + 1]);
      const unsigned char c2 = static_cast<unsigned char>(s[i + 2]);
      // U+2000..U+200B, U+202F, U+205F
      if (c1 == 0x80 && (c2 <= 0x8B || c2 == 0xAF)) return true;
      if (c1 == 0x81 && c2 == 0x9F) return true;
    }
  }
  return false;
}

}  // namespace

TextEngine::Impl::Impl() {
  FcConfig* config = text::font_config();
  font_map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
  if (!font_map) throw text::FontConfigError("libplot: cannot create a Pango FreeType font map");
  pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(font_map), config);
  pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(font_map), 72.0);
  context = pango_font_map_create_context(font_map);

  cairo_font_options_t* fo = cairo_font_options_create();
  cairo_font_options_set_hint_style(fo, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics(fo, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_antialias(fo, CAIRO_ANTIALIAS_GRAY);
  cairo_font_options_set_subpixel_order(fo, CAIRO_SUBPIXEL_ORDER_DEFAULT);
  pango_cairo_context_set_font_options(context, fo);
  cairo_font_options_destroy(fo);
  pango_cairo_context_set_resolution(context, 72.0);
  pango_context_set_round_glyph_positions(context, FALSE);
  pango_context_set_base_dir(context, PANGO_DIRECTION_LTR);
  pango_context_set_language(context, pango_language_from_string("en"));

  layout = pango_layout_new(context);
  pango_layout_set_single_paragraph_mode(layout, TRUE);
  attrs = pango_attr_list_new();
  // FT2Font sets glyphs one by one: no ligatures. Kerning stays on, as FT2Font kerns.
  pango_attr_list_insert(attrs, pango_attr_font_features_new("liga=0, clig=0, dlig=0, hlig=0"));
  pango_attr_list_insert(attrs, pango_attr_insert_hyphens_new(FALSE));
  pango_layout_set_attributes(layout, attrs);
}

TextEngine::Impl::~Impl() {
  for (auto& [k, d] : descriptions) pango_font_description_free(d);
  if (attrs) pango_attr_list_unref(attrs);
  if (layout) g_object_unref(layout);
  if (context) g_object_unref(context);
  if (font_map) g_object_unref(font_map);
}

namespace {
constexpr double kMaxFontSize = 1000;              // points
constexpr std::size_t kMaxFontFamilyBytes = 256;
}  // namespace

PangoFontDescription* TextEngine::Impl::description(const FontSpec& font) {
  // Bounds before Pango: past FreeType's 65535-pixel limit Cairo returns an error scaled font
  // that Pango never frees (LeakSanitizer, font.size 1e5), and GLib aborts on family names of
  // gigabytes. 1000 pt stays below that limit up to 4700 dpi.
  if (!(font.size > 0 && font.size <= kMaxFontSize)) {
    char size[32];
    std::snprintf(size, sizeof size, "%g", font.size);
    throw std::invalid_argument(std::string("libplot: font size ") + size +
                                " pt is outside (0, 1000]");
  }
  if (font.family.size() > kMaxFontFamilyBytes)
    throw std::invalid_argument("libplot: font family name longer than 256 bytes");
  const std::string key = text::cache_key("", font);
  auto it = descriptions.find(key);
  if (it != descriptions.end()) return it->second;
  PangoFontDescription* d = pango_font_description_new();
  pango_font_description_set_family(d, font.family.c_str());
  // matplotlib finds DejaVu Sans Bold for "semibold" (the nearest weight DejaVu has).
  pango_font_description_set_weight(d, font.weight == FontWeight::Normal ? PANGO_WEIGHT_NORMAL
                                                                          : PANGO_WEIGHT_BOLD);
  pango_font_description_set_style(d, font.style == FontStyle::Italic ? PANGO_STYLE_OBLIQUE
                                                                       : PANGO_STYLE_NORMAL);
  pango_font_description_set_stretch(d, PANGO_STRETCH_NORMAL);
  pango_font_description_set_absolute_size(d, font.size * kPangoScale);
  descriptions.emplace(key, d);
  return d;
}

PangoLayout* TextEngine::Impl::layout_for(std::string_view text, const FontSpec& font) {
  pango_layout_set_font_description(layout, description(font));
  pango_layout_set_text(layout, text.data(), static_cast<int>(text.size()));
  return layout;
}

text::GlyphBox TextEngine::Impl::raw_box(std::string_view text, const FontSpec& font,
                                         bool& has_ink) {
  PangoLayout* l = layout_for(text, font);
  PangoLayoutLine* line = pango_layout_get_line_readonly(l, 0);
  PangoRectangle ink{}, logical{};
  if (line) pango_layout_line_get_extents(line, &ink, &logical);
  text::GlyphBox b;
  b.advance = logical.width / kPangoScale;
  has_ink = ink.width > 0 && ink.height > 0;
  if (has_ink) {
    b.xmin = ink.x / kPangoScale;
    b.xmax = (ink.x + ink.width) / kPangoScale;
    b.ymax = -ink.y / kPangoScale;
    b.ymin = -(ink.y + ink.height) / kPangoScale;
  }
  return b;
}

text::GlyphBox TextEngine::Impl::glyph(char32_t c, const FontSpec& font) {
  const std::string s = text::utf8_encode(c);
  const std::string key = text::cache_key(s, font);
  auto it = glyph_cache.find(key);
  if (it != glyph_cache.end()) return it->second;
  bool has_ink = false;
  const text::GlyphBox b = raw_box(s, font, has_ink);
  glyph_cache.emplace(key, b);
  return b;
}

double TextEngine::Impl::kern(char32_t a, char32_t b, const FontSpec& font) {
  std::string s = text::utf8_encode(a);
  s += text::utf8_encode(b);
  const std::string key = text::cache_key(s, font);
  auto it = kern_cache.find(key);
  if (it != kern_cache.end()) return it->second;
  bool ink = false;
  const double pair = raw_box(s, font, ink).advance;
  const double k = pair - glyph(a, font).advance - glyph(b, font).advance;
  // Pango units are 1/1024 pt; anything smaller is rounding, not kerning.
  const double kk = std::fabs(k) < 1.5 / kPangoScale ? 0.0 : k;
  kern_cache.emplace(key, kk);
  return kk;
}

LineMetrics TextEngine::Impl::measure_plain(std::string_view line, const FontSpec& font) {
  bool has_ink = false;
  text::GlyphBox b = raw_box(line, font, has_ink);
  double xmin = 0, xmax = 0, ymin = 0, ymax = 0;
  if (has_ink) {
    xmin = b.xmin;
    xmax = b.xmax;
    ymin = b.ymin;
    ymax = b.ymax;
    if (has_outline_free_char(line)) {
      xmin = std::min(xmin, 0.0);
      xmax = std::max(xmax, 0.0);
      ymin = std::min(ymin, 0.0);
      ymax = std::max(ymax, 0.0);
    }
  }
  LineMetrics m;
  // FT2Font's width is the pen advance (kerning included), not the ink width.
  m.width = b.advance;
  m.ascent = ymax;
  m.descent = -ymin;
  m.ink_left = xmin;
  return m;
}

const text::MathLine& TextEngine::Impl::measure_math(std::string_view line, const FontSpec& font,
                                                     double dpi) {
  const std::string key = text::cache_key(line, font, dpi);
  auto it = math_cache.find(key);
  if (it != math_cache.end()) {
    ++hits;
    return it->second;
  }
  text::MathFonts fonts;
  fonts.glyph = [this](char32_t c, const FontSpec& f) { return glyph(c, f); };
  fonts.kern = [this](char32_t a, char32_t b, const FontSpec& f) { return kern(a, b, f); };
  return math_cache.emplace(key, text::layout_math(line, font, dpi, fonts)).first->second;
}

// ---- TextEngine ----

TextEngine::TextEngine() : impl_(std::make_unique<Impl>()) {}
TextEngine::~TextEngine() = default;

TextEngine& TextEngine::for_this_thread() {
  thread_local TextEngine engine;
  return engine;
}

LineMetrics TextEngine::measure_line(std::string_view line, const FontSpec& font, double dpi) {
  if (text::is_math_text(line)) return impl_->measure_math(line, font, dpi).metrics;
  const std::string key = text::cache_key(line, font);
  auto it = impl_->plain_cache.find(key);
  if (it != impl_->plain_cache.end()) {
    ++impl_->hits;
    return it->second;
  }
  const std::string clean = text::unescape_dollars(line);
  const LineMetrics m = impl_->measure_plain(clean, font);
  impl_->plain_cache.emplace(key, m);
  return m;
}

std::size_t TextEngine::cache_size() const {
  return impl_->plain_cache.size() + impl_->math_cache.size();
}
std::size_t TextEngine::cache_hits() const { return impl_->hits; }

namespace {
std::string resolved_property(TextEngine::Impl& impl, const FontSpec& font, const char* object) {
  PangoFont* f = pango_font_map_load_font(impl.font_map, impl.context, impl.description(font));
  if (!f) return {};
  std::string out;
  if (PANGO_IS_FC_FONT(f)) {
    FcPattern* pat = pango_fc_font_get_pattern(PANGO_FC_FONT(f));
    FcChar8* s = nullptr;
    if (pat && FcPatternGetString(pat, object, 0, &s) == FcResultMatch && s)
      out = reinterpret_cast<const char*>(s);
  }
  g_object_unref(f);
  return out;
}
}  // namespace

std::string TextEngine::resolved_family(const FontSpec& font) {
  return resolved_property(*impl_, font, FC_FAMILY);
}
std::string TextEngine::resolved_file(const FontSpec& font) {
  return resolved_property(*impl_, font, FC_FILE);
}

// matplotlib's Text._get_layout, unrotated: each line's (w, h, d) with h and d raised to those
// of "lp"; the first baseline h - d below the top; each next baseline max(lp spacing, own
// spacing) below the previous line's bottom... as matplotlib has it (see the comments).
TextBlock TextEngine::layout(std::string_view text, const FontSpec& font, HAlign multialign,
                             double linespacing, double dpi) {
  TextBlock block;
  block.font = font;
  const LineMetrics lp = measure_line("lp", font, dpi);
  const double lp_h = lp.height(), lp_d = lp.descent;
  const double min_dy = (lp_h - lp_d) * linespacing;

  // matplotlib's y runs up from the block's top; baselines are negative there.
  double thisy = 0;
  double d = 0;
  double baseline_ref = 0;
  std::vector<double> ws;
  std::size_t start = 0;
  for (std::size_t i = 0;; ++i) {
    const std::size_t end = text.find('\n', start);
    const std::string_view raw = text.substr(start, end == std::string_view::npos ? text.npos
                                                                                    : end - start);
    TextLine line;
    line.text = std::string(raw);
    double w = 0, h = 0;
    d = 0;
    const bool math = text::is_math_text(raw);
    if (!raw.empty()) {
      if (math) {
        const text::MathLine& ml = impl_->measure_math(raw, font, dpi);
        line.metrics = ml.metrics;
        line.spans = ml.spans;
      } else {
        line.metrics = measure_line(raw, font, dpi);
        const std::string clean = text::unescape_dollars(raw);
        line.spans.push_back(TextSpan{clean, font, 0, 0});
      }
      w = line.metrics.width;
      h = line.metrics.height();
      d = line.metrics.descent;
    }
    h = std::max(h, lp_h);
    d = std::max(d, lp_d);
    ws.push_back(w);
    baseline_ref = (h - d) - thisy;
    if (i == 0)
      thisy = -(h - d);
    else
      thisy -= std::max(min_dy, (h - d) * linespacing);
    line.x = 0;
    line.baseline = -thisy;
    thisy -= d;
    block.lines.push_back(std::move(line));
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  block.descent = d;
  block.width = *std::max_element(ws.begin(), ws.end());
  block.height = -(-block.lines.back().baseline - d);
  block.center_baseline = baseline_ref;
  for (std::size_t i = 0; i < block.lines.size(); ++i) {
    switch (multialign) {
      case HAlign::Left: block.lines[i].x = 0; break;
      case HAlign::Center: block.lines[i].x = block.width / 2 - ws[i] / 2; break;
      case HAlign::Right: block.lines[i].x = block.width - ws[i]; break;
    }
  }
  return block;
}

}  // namespace libplot
