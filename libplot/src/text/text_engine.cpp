// TextEngine: Pango on the project's own fontconfig configuration, one font map and context per
// thread, with matplotlib's Agg text metrics and Text._get_layout rules.
#include <fontconfig/fontconfig.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <mutex>
#include <stdexcept>
#include <set>
#include <strings.h>

#include "libplot/error.hpp"

#include "text/engine_impl.hpp"
#include "text/font_config.hpp"
#include "text/font_match.hpp"
#include "text/key_number.hpp"
#include "text/pango_api.hpp"
#include "text/text_length.hpp"

namespace libplot {
namespace text {

std::string cache_key(std::string_view s, const FontSpec& font, double dpi, bool hinted) {
  std::string k;
  k.reserve(s.size() + font.family.size() + 48);
  k.append(s);
  k += '\x1f';
  k += font.family;
  k += '\x1f';
  append_key_number(k, font.size);
  k += '|';
  append_key_number(k, static_cast<int>(font.weight));
  k += '|';
  append_key_number(k, static_cast<int>(font.style));
  k += '|';
  append_key_number(k, dpi);
  k += hinted ? "|1" : "|0";
  return k;
}

}  // namespace text

namespace {

constexpr double kPangoScale = PANGO_SCALE;

}  // namespace

// The configuration is loaded (or its error thrown) at once; Pango only when text is drawn
// through it (PDF, SVG, mathtext on PNG) or asked what it resolved.
TextEngine::Impl::Impl() { text::font_config(); }

void TextEngine::Impl::ensure_pango() {
  if (font_map) return;
  FcConfig* config = text::font_config();
  const text::PangoApi& pg = text::pango();
  font_map = pg.pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
  if (!font_map) throw FontConfigError("libplot: cannot create a Pango FreeType font map");
  pg.pango_fc_font_map_set_config(reinterpret_cast<PangoFcFontMap*>(font_map), config);
  pg.pango_cairo_font_map_set_resolution(reinterpret_cast<PangoCairoFontMap*>(font_map), 72.0);
  context = pg.pango_font_map_create_context(font_map);

  pg.pango_cairo_context_set_font_options(context, text::context_font_options().get());
  pg.pango_cairo_context_set_resolution(context, 72.0);
  pg.pango_context_set_round_glyph_positions(context, FALSE);
  pg.pango_context_set_base_dir(context, PANGO_DIRECTION_LTR);
  pg.pango_context_set_language(context, pg.pango_language_from_string("en"));

  layout = pg.pango_layout_new(context);
  pg.pango_layout_set_single_paragraph_mode(layout, TRUE);
  attrs = pg.pango_attr_list_new();
  // FT2Font sets glyphs one by one: no ligatures. Kerning stays on, as FT2Font kerns.
  pg.pango_attr_list_insert(attrs, pg.pango_attr_font_features_new("liga=0, clig=0, dlig=0, hlig=0"));
  pg.pango_attr_list_insert(attrs, pg.pango_attr_insert_hyphens_new(FALSE));
  pg.pango_layout_set_attributes(layout, attrs);
}

TextEngine::Impl::~Impl() {
  if (!font_map && descriptions.empty()) return;  // Pango never loaded
  const text::PangoApi& pg = text::pango();
  for (auto& [k, d] : descriptions) pg.pango_font_description_free(d);
  if (attrs) pg.pango_attr_list_unref(attrs);
  if (layout) pg.g_object_unref(layout);
  if (context) pg.g_object_unref(context);
  if (font_map) pg.g_object_unref(font_map);
}

namespace {
constexpr double kMaxFontSize = 1000;  // points
constexpr std::size_t kMaxFontFamilyBytes = 256;

// A family fontconfig does not have is drawn in the configuration's fallback (DejaVu Sans), as
// matplotlib falls back; that is a warning, once per family per process. Families fonts.conf
// names (the DejaVu ones and the aliases it maps) are not checked.
void warn_if_missing(const std::string& family, const std::string& got) {
  static const std::set<std::string, std::less<>> known = {"DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono",
                                                           "sans-serif",  "serif",        "monospace",
                                                           "Arial",       "Helvetica"};
  if (known.contains(family)) return;
  static std::mutex mutex;
  {
    static std::set<std::string, std::less<>> checked;
    std::lock_guard lock(mutex);
    if (!checked.insert(family).second) return;
  }
  if (!got.empty() && strcasecmp(got.c_str(), family.c_str()) != 0)
    warn("font family '" + family + "' is not available; its text is drawn in " + got);
}

// Bounds before fontconfig, FreeType and Pango: past FreeType's 65535-pixel limit Cairo returns
// an error scaled font that Pango never frees (LeakSanitizer, font.size 1e5), and GLib aborts on
// family names of gigabytes. Raster text is sized at 8x the dpi horizontally, so 1000 pt stays
// below that limit up to 589 dpi (ft_text.cpp names the size and dpi past it).
void check_font(const FontSpec& font) {
  if (!(font.size > 0 && font.size <= kMaxFontSize)) {
    char size[32];
    std::snprintf(size, sizeof size, "%g", font.size);
    throw InvalidArgument(std::string("libplot: font size ") + size + " pt is outside (0, 1000]");
  }
  if (font.family.size() > kMaxFontFamilyBytes)
    throw InvalidArgument("libplot: font family name longer than 256 bytes");
}
}  // namespace

PangoFontDescription* TextEngine::Impl::description(const FontSpec& font) {
  font_file(font);  // checks the font, resolves the family once (warning when it is missing)
  const std::string key = text::cache_key("", font);
  auto it = descriptions.find(key);
  if (it != descriptions.end()) return it->second;
  const text::PangoApi& pg = text::pango();
  PangoFontDescription* d = pg.pango_font_description_new();
  pg.pango_font_description_set_family(d, font.family.c_str());
  // matplotlib finds DejaVu Sans Bold for "semibold" (the nearest weight DejaVu has).
  pg.pango_font_description_set_weight(
      d, font.weight == FontWeight::Normal ? PANGO_WEIGHT_NORMAL : PANGO_WEIGHT_BOLD);
  pg.pango_font_description_set_style(
      d, font.style == FontStyle::Italic ? PANGO_STYLE_OBLIQUE : PANGO_STYLE_NORMAL);
  pg.pango_font_description_set_stretch(d, PANGO_STRETCH_NORMAL);
  pg.pango_font_description_set_absolute_size(d, font.size * kPangoScale);
  descriptions.emplace(key, d);
  return d;
}

PangoLayout* TextEngine::Impl::layout_for(std::string_view text, const FontSpec& font) {
  ensure_pango();
  const text::PangoApi& pg = text::pango();
  pg.pango_layout_set_font_description(layout, description(font));
  pg.pango_layout_set_text(layout, text.data(), static_cast<int>(text.size()));
  return layout;
}

const std::string& TextEngine::Impl::font_file(const FontSpec& font) {
  const std::string key = text::cache_key("", font);
  auto it = files.find(key);
  if (it != files.end()) return it->second;
  check_font(font);
  const text::MatchedFont m = text::match_font(font);
  warn_if_missing(font.family, m.family);
  return files.emplace(key, m.file).first->second;
}

text::FtFontKey TextEngine::Impl::ft_key(const FontSpec& font, double dpi, bool hinted) {
  return {font_file(font), font.size, dpi, hinted};
}

text::GlyphBox TextEngine::Impl::glyph(char32_t c, const FontSpec& font, double dpi, bool hinted) {
  const text::FtGlyph g = ft.glyph(c, ft_key(font, dpi, hinted));
  const double k = 72.0 / dpi / 64.0;
  text::GlyphBox b;
  b.advance = g.advance_px * 72.0 / dpi;
  b.xmin = g.xmin * k;
  b.xmax = g.xmax * k;
  b.ymin = g.ymin * k;
  b.ymax = g.ymax * k;
  b.width = g.width * k;
  b.height = g.height * k;
  b.iceberg = g.bearing_y * k;
  return b;
}

double TextEngine::Impl::kern(char32_t a, char32_t b, const FontSpec& font, double dpi, bool hinted) {
  return ft.kern(a, b, ft_key(font, dpi, hinted)) * 72.0 / dpi;
}

// FT2Font's (width, height, descent): the pen advance, and the height and depth of the ink box
// (a glyph without an outline, such as a space, adds the pen origin to that box).
LineMetrics TextEngine::Impl::measure_plain(std::string_view line, const FontSpec& font, double dpi,
                                            bool hinted) {
  const text::FtLine& l = ft.set_text(line, ft_key(font, dpi, hinted));
  const double k = 72.0 / dpi / 64.0;
  LineMetrics m;
  m.width = l.advance * k;
  m.ascent = l.ymax * k;
  m.descent = -l.ymin * k;
  m.ink_left = l.xmin * k;
  return m;
}

const text::MathLine& TextEngine::Impl::measure_math(std::string_view line, const FontSpec& font, double dpi,
                                                     bool hinted) {
  const std::string key = text::cache_key(line, font, dpi, hinted);
  auto it = math_cache.find(key);
  if (it != math_cache.end()) {
    ++hits;
    return it->second;
  }
  text::MathFonts fonts;
  fonts.glyph = [this, dpi, hinted](char32_t c, const FontSpec& f) { return glyph(c, f, dpi, hinted); };
  fonts.kern = [this, dpi, hinted](char32_t a, char32_t b, const FontSpec& f) {
    return kern(a, b, f, dpi, hinted);
  };
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
  text::check_length("TextEngine::measure_line", "line", line);
  text::check_math_depth("TextEngine::measure_line", "line", line);
  const double d = impl_->effective_dpi(dpi);
  const bool hinted = impl_->mode.raster;
  if (text::is_math_text(line)) return impl_->measure_math(line, font, d, hinted).metrics;
  const std::string key = text::cache_key(line, font, d, hinted);
  auto it = impl_->plain_cache.find(key);
  if (it != impl_->plain_cache.end()) {
    ++impl_->hits;
    return it->second;
  }
  const std::string clean = text::unescape_dollars(line);
  const LineMetrics m = impl_->measure_plain(clean, font, d, hinted);
  impl_->plain_cache.emplace(key, m);
  return m;
}

void TextEngine::set_metrics(TextMetrics m) {
  if (!(m.dpi > 0)) m.dpi = 72.0;
  if (!m.raster) m.dpi = 72.0;
  impl_->mode = m;
}
TextMetrics TextEngine::metrics() const { return impl_->mode; }

std::size_t TextEngine::cache_size() const { return impl_->plain_cache.size() + impl_->math_cache.size(); }
std::size_t TextEngine::cache_hits() const { return impl_->hits; }

namespace {
std::string resolved_property(TextEngineAccess::Impl& impl, const FontSpec& font, const char* object) {
  impl.ensure_pango();
  const text::PangoApi& pg = text::pango();
  PangoFont* f = pg.pango_font_map_load_font(impl.font_map, impl.context, impl.description(font));
  if (!f) return {};
  std::string out;
  if (pg.g_type_check_instance_is_a(reinterpret_cast<GTypeInstance*>(f), pg.pango_fc_font_get_type())) {
    FcPattern* pat = pg.pango_fc_font_get_pattern(reinterpret_cast<PangoFcFont*>(f));
    FcChar8* s = nullptr;
    if (pat && FcPatternGetString(pat, object, 0, &s) == FcResultMatch && s)
      out = reinterpret_cast<const char*>(s);
  }
  pg.g_object_unref(f);
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
  text::check_length("TextEngine::layout", "text", text);
  text::check_math_depth("TextEngine::layout", "text", text);
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
    const std::string_view raw = text.substr(start, end == std::string_view::npos ? text.npos : end - start);
    TextLine line;
    line.text = std::string(raw);
    double w = 0, h = 0;
    d = 0;
    const bool math = text::is_math_text(raw);
    if (!raw.empty()) {
      if (math) {
        const text::MathLine& ml =
            impl_->measure_math(raw, font, impl_->effective_dpi(dpi), impl_->mode.raster);
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
    if (i == 0) thisy = -(h - d);
    else thisy -= std::max(min_dy, (h - d) * linespacing);
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
