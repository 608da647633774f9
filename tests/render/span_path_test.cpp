// Mathtext glyphs on PNG without Pango (render/span_path.hpp, text/direct_glyphs.hpp): for every
// character, font, size, scale, rotation and sub-pixel pen tried, the path appended without
// Pango fills exactly the pixels Pango's path fills; characters only Pango knows how to draw go
// through Pango.
#include <gtest/gtest.h>

#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "libplot/text.hpp"
#include "render/span_path.hpp"
#include "text/engine_impl.hpp"
#include "text/mathtext.hpp"

namespace libplot {
namespace {

struct Placement {
  double scale;  // device pixels per point (dpi / 72)
  double deg;    // rotation, counter-clockwise
  double pen_x, pen_y;
};

// The span filled at the placement as the canvas fills it, in an 8-bit alpha image.
std::vector<unsigned char> fill(const TextSpan& span, const Placement& p, render::SpanPath how) {
  const int size = 160;
  cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_A8, size, size);
  cairo_t* cr = cairo_create(s);
  TextEngineAccess::Impl& eng = engine_impl(TextEngine::for_this_thread());
  cairo_translate(cr, p.pen_x, p.pen_y);
  if (p.deg != 0) cairo_rotate(cr, -p.deg * M_PI / 180.0);
  cairo_scale(cr, p.scale, p.scale);
  cairo_new_path(cr);
  cairo_move_to(cr, 0, 0);
  render::append_span_path(cr, eng, span, how);
  cairo_fill(cr);
  cairo_destroy(cr);
  cairo_surface_flush(s);
  const unsigned char* data = cairo_image_surface_get_data(s);
  std::vector<unsigned char> out(data, data + cairo_image_surface_get_stride(s) * size);
  cairo_surface_destroy(s);
  return out;
}

std::size_t inked(const std::vector<unsigned char>& img) {
  std::size_t n = 0;
  for (unsigned char v : img) n += v != 0;
  return n;
}

// Sizes as mathtext makes them: the base, its 0.7 and 0.7 x 0.7 shrinks, odd theme sizes.
const std::vector<double> kSizes{10, 10 * 0.7, 10 * 0.7 * 0.7, 8.33, 12.5, 7.5 * 0.7};
const std::vector<Placement> kPlacements{{100.0 / 72, 0, 40.3, 80.7},
                                         {300.0 / 72, 0, 30.55, 110.125},
                                         {160.0 / 72, 90, 90.2, 120.9},
                                         {1, 30, 50.5, 90.25}};

std::vector<FontSpec> fonts() {
  std::vector<FontSpec> out;
  for (const char* family : {"DejaVu Sans", "DejaVu Serif", "sans-serif", "DejaVu Sans Mono"})
    for (FontWeight w : {FontWeight::Normal, FontWeight::Bold})
      for (FontStyle st : {FontStyle::Normal, FontStyle::Italic}) {
        FontSpec f;
        f.family = family;
        f.weight = w;
        f.style = st;
        out.push_back(f);
      }
  return out;
}

// Every character mathtext sets in the papers' and gallery's figures and more: ASCII, Latin-1
// letters, Greek, the minus sign and mathtext's symbols.
std::u32string characters() {
  std::u32string s;
  for (char32_t c = 0x21; c <= 0x7E; ++c) s += c;
  s += U"\u00B0\u00B1\u00B5\u00D7\u00E9\u00F7\u00FC";
  for (char32_t c = 0x391; c <= 0x3A9; ++c)
    if (c != 0x3A2) s += c;
  for (char32_t c = 0x3B1; c <= 0x3C9; ++c) s += c;
  s += U"\u2212\u2213\u2218\u221E\u2248\u2264\u2265\u2260\u2192\u2190\u223C\u2032\u2217"
       U"\u22C6\u2219\u22C5\u2026\u22EF\u2070\u00B2\u2202\u2211";
  return s;
}

TEST(DirectGlyphs, FillExactlyThePixelsPangosPathFills) {
  std::size_t compared = 0, direct = 0;
  std::vector<std::string> missing;
  TextEngineAccess::Impl& eng = engine_impl(TextEngine::for_this_thread());
  for (const FontSpec& base : fonts())
    for (double size : kSizes) {
      FontSpec font = base;
      font.size = size;
      for (char32_t c : characters()) {
        const TextSpan span{text::utf8_encode(c), font, 0, 0};
        if (eng.direct.find(c, font).font) ++direct;
        else missing.push_back(base.family + " U+" + std::to_string(static_cast<unsigned>(c)));
        for (const Placement& p : kPlacements) {
          // Each placement once per font and size for the whole alphabet would be slow: the
          // placements take turns over the characters.
          if ((c + static_cast<char32_t>(&p - kPlacements.data())) % 2 != 0 && p.scale == 1) continue;
          const auto ours = fill(span, p, render::SpanPath::Fastest);
          const auto pango = fill(span, p, render::SpanPath::ThroughPango);
          ASSERT_EQ(ours, pango) << "U+" << std::hex << static_cast<unsigned>(c) << std::dec << " "
                                 << font.family << " " << font.size << " pt, bold "
                                 << (font.weight == FontWeight::Bold) << ", italic "
                                 << (font.style == FontStyle::Italic) << ", scale " << p.scale << ", "
                                 << p.deg << " deg";
          ++compared;
        }
      }
    }
  // Only DejaVu Serif's two missing symbols (U+22C6, U+22EF: Pango takes them from DejaVu Sans)
  // went through Pango, in its 4 faces at 6 sizes.
  EXPECT_EQ(direct, fonts().size() * kSizes.size() * characters().size() - 2 * 4 * 6);
  std::sort(missing.begin(), missing.end());
  missing.erase(std::unique(missing.begin(), missing.end()), missing.end());
  EXPECT_EQ(missing, (std::vector<std::string>{"DejaVu Serif U+8902", "DejaVu Serif U+8943"}));
  EXPECT_GT(compared, 20000u);
}

TEST(DirectGlyphs, TheLogAxisLabelsOfThePapersDrawTheSame) {
  // The mathtext strings the papers' and gallery's figures draw, laid out and filled span by
  // span at 100 and 300 dpi.
  TextEngineAccess::Impl& eng = engine_impl(TextEngine::for_this_thread());
  FontSpec font;
  font.size = 10;
  for (const char* s : {"$\\mathdefault{10^{-2}}$", "$\\mathdefault{10^{3}}$", "$10^{4}$",
                        "$\\mathdefault{0}$", "$\\alpha \\times 10^{-3}$", "$x_{i}^{2}$ [m$^{2}$]",
                        "mathtext: $2.5 \\pm 0.1 \\cdot 10^{-6}$ s", "$\\mathdefault{2\\times10^{1}}$"})
    for (double dpi : {100.0, 300.0}) {
      const text::MathLine& line = eng.measure_math(s, font, dpi, true);
      ASSERT_FALSE(line.spans.empty()) << s;
      for (const TextSpan& span : line.spans) {
        // At the span's own fraction of a pixel (its whole pixels would leave the image).
        const Placement p{dpi / 72, 0, 20 + std::fmod(span.dx * dpi / 72, 1.0),
                          100 + std::fmod(span.dy * dpi / 72, 1.0)};
        const auto ours = fill(span, p, render::SpanPath::Fastest);
        EXPECT_GT(inked(ours), 0u) << s << " " << span.text;
        EXPECT_EQ(ours, fill(span, p, render::SpanPath::ThroughPango)) << s << " " << span.text;
      }
    }
}

TEST(DirectGlyphs, CharactersOnlyPangoKnowsGoThroughIt) {
  TextEngineAccess::Impl& eng = engine_impl(TextEngine::for_this_thread());
  FontSpec font;
  font.size = 10;
  EXPECT_NE(eng.direct.find(U'7', font).font, nullptr);
  EXPECT_NE(eng.direct.find(0x2212, font).font, nullptr);
  EXPECT_EQ(eng.direct.find(U' ', font).font, nullptr);    // a space: nothing to draw
  EXPECT_EQ(eng.direct.find(0x301, font).font, nullptr);   // a combining accent
  EXPECT_EQ(eng.direct.find(0x200B, font).font, nullptr);  // zero width space
  EXPECT_EQ(eng.direct.find(0x4E2D, font).font, nullptr);  // CJK: not in DejaVu
  EXPECT_EQ(eng.direct.find(0x627, font).font, nullptr);   // Arabic: shaped in context
  EXPECT_EQ(eng.direct.find(0x2312, font).font, nullptr);  // a symbol DejaVu Sans lacks
  // Those still draw, through Pango: a CJK character in a fallback font or as a hex box.
  const TextSpan cjk{text::utf8_encode(0x4E2D), font, 0, 0};
  EXPECT_GT(inked(fill(cjk, {100.0 / 72, 0, 40, 100}, render::SpanPath::Fastest)), 0u);
  // Several characters in one span (plain text drawn through Pango) are Pango's too.
  const TextSpan word{"10", font, 0, 0};
  EXPECT_EQ(fill(word, {100.0 / 72, 0, 40.5, 100.5}, render::SpanPath::Fastest),
            fill(word, {100.0 / 72, 0, 40.5, 100.5}, render::SpanPath::ThroughPango));
}

}  // namespace
}  // namespace libplot
