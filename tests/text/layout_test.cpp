// TextEngine::layout and place_text against matplotlib's Text._get_layout (unhinted, dpi 72).
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "mpl_data.hpp"
#include "text/mathtext.hpp"

namespace libplot {
namespace {

constexpr double kTol = 0.03;  // points, for heights
// Widths: FT2Font rounds every glyph advance to 1/64 px (here 1/64 pt).
double wtol(double w) { return 0.004 * w + 0.02; }

TEST(TextLayout, MatchesMatplotlibGetLayout) {
  auto& e = TextEngine::for_this_thread();
  for (const auto& m : testdata::kLayouts) {
    SCOPED_TRACE(std::string(m.text) + " @" + std::to_string(m.size));
    FontSpec f;
    f.size = m.size;
    const TextBlock b = e.layout(m.text, f, m.multialign, 1.2, 72);
    ASSERT_EQ(b.lines.size(), m.xs.size());
    EXPECT_NEAR(b.width, m.width, wtol(m.width));
    EXPECT_NEAR(b.height, m.height, kTol);
    EXPECT_NEAR(b.descent, m.descent, kTol);
    for (std::size_t i = 0; i < b.lines.size(); ++i) {
      EXPECT_NEAR(b.lines[i].x, m.xs[i], wtol(m.width)) << "line " << i;
      EXPECT_NEAR(b.lines[i].baseline, m.baselines[i], kTol) << "line " << i;
    }
  }
}

TEST(TextLayout, LineSpacingIsMatplotlibs) {
  auto& e = TextEngine::for_this_thread();
  FontSpec f;
  const LineMetrics lp = e.measure_line("lp", f);
  const TextBlock one = e.layout("Alpha", f);
  const TextBlock three = e.layout("Alpha\nbeta\ngamma", f);
  ASSERT_EQ(three.lines.size(), 3u);
  // One line: as tall as "lp", baseline at lp's ascent.
  EXPECT_DOUBLE_EQ(one.height, lp.height());
  EXPECT_DOUBLE_EQ(one.lines[0].baseline, lp.ascent);
  // Baselines step by 1.2 x lp's ascent (lp dominates every line here), the block ends one lp
  // descent below the last baseline.
  const double step = 1.2 * lp.ascent;
  EXPECT_NEAR(three.lines[1].baseline - three.lines[0].baseline, step + lp.descent, 1e-9);
  EXPECT_NEAR(three.lines[2].baseline - three.lines[1].baseline, step + lp.descent, 1e-9);
  EXPECT_NEAR(three.height, three.lines[2].baseline + lp.descent, 1e-9);
  EXPECT_DOUBLE_EQ(three.descent, lp.descent);
  // Wider linespacing spreads them.
  const TextBlock wide = e.layout("Alpha\nbeta", f, HAlign::Left, 2.0);
  EXPECT_NEAR(wide.lines[1].baseline - wide.lines[0].baseline, 2.0 * lp.ascent + lp.descent, 1e-9);
  // Multialign right: every line ends at the block's right edge.
  const TextBlock right = e.layout("a\nwider line", f, HAlign::Right);
  EXPECT_NEAR(right.lines[0].x + right.lines[0].metrics.width, right.width, 1e-9);
  EXPECT_DOUBLE_EQ(right.lines[1].x, 0.0);
}

TEST(TextLayout, PlaceTextMatchesMatplotlibWindowExtent) {
  auto& e = TextEngine::for_this_thread();
  const double fig_h = 288;  // the figure the numbers come from: 4 in at 72 dpi
  for (const auto& m : testdata::kPlacements) {
    SCOPED_TRACE(std::string(m.text) + " rot " + std::to_string(m.rotation));
    FontSpec f;
    const TextBlock b = e.layout(m.text, f, HAlign::Left, 1.2, 72);
    const PlacedText p = place_text(b, {100, fig_h - 100}, m.ha, m.va, m.rotation);
    const double t = wtol(b.width);
    EXPECT_NEAR(p.bbox.x0, m.x0, t);
    EXPECT_NEAR(p.bbox.x1, m.x1, t);
    EXPECT_NEAR(p.bbox.y0, fig_h - m.y1, t);
    EXPECT_NEAR(p.bbox.y1, fig_h - m.y0, t);
    EXPECT_DOUBLE_EQ(p.rotation_deg, m.rotation);
  }
}

TEST(TextLayout, PlaceTextRules) {
  TextBlock b;  // a 40 x 10 block, descent 2, one line
  b.width = 40;
  b.height = 10;
  b.descent = 2;
  b.center_baseline = 8;
  const Point a{100, 50};
  // Unrotated: the box's edges at the anchor.
  EXPECT_EQ(place_text(b, a, HAlign::Left, VAlign::Top).bbox, (Rect{100, 50, 140, 60}));
  EXPECT_EQ(place_text(b, a, HAlign::Right, VAlign::Bottom).bbox, (Rect{60, 40, 100, 50}));
  EXPECT_EQ(place_text(b, a, HAlign::Center, VAlign::Center).bbox, (Rect{80, 45, 120, 55}));
  // Baseline: the anchor 2 above the bottom; center_baseline: 4 below the top.
  EXPECT_EQ(place_text(b, a, HAlign::Left, VAlign::Baseline).bbox, (Rect{100, 42, 140, 52}));
  EXPECT_EQ(place_text(b, a, HAlign::Left, VAlign::CenterBaseline).bbox, (Rect{100, 46, 140, 56}));
  // Rotated 90 degrees: the box is 10 wide and 40 tall; the block's top-left lands at the box's
  // bottom-left, which is where the canvas starts drawing.
  const PlacedText r = place_text(b, a, HAlign::Center, VAlign::Center, 90);
  EXPECT_NEAR(r.bbox.x0, 95, 1e-12);
  EXPECT_NEAR(r.bbox.x1, 105, 1e-12);
  EXPECT_NEAR(r.bbox.y0, 30, 1e-12);
  EXPECT_NEAR(r.bbox.y1, 70, 1e-12);
  EXPECT_NEAR(r.origin.x, 95, 1e-12);
  EXPECT_NEAR(r.origin.y, 70, 1e-12);
}

TEST(TextLayout, MathtextSpans) {
  auto& e = TextEngine::for_this_thread();
  FontSpec f;
  const TextBlock b = e.layout("$\\mathdefault{10^{3}}$", f, HAlign::Left, 1.2, 72);
  ASSERT_EQ(b.lines.size(), 1u);
  const auto& spans = b.lines[0].spans;
  ASSERT_EQ(spans.size(), 3u);
  EXPECT_EQ(spans[0].text, "1");
  EXPECT_EQ(spans[1].text, "0");
  EXPECT_EQ(spans[2].text, "3");
  // The exponent is 70% of the size, raised by 0.7 x-height (x-height = 1120/2048 em) and set
  // after the 0 with a kern of 0.025 x-height (shrunk too).
  EXPECT_DOUBLE_EQ(spans[0].font.size, 10);
  EXPECT_NEAR(spans[2].font.size, 7, 1e-12);
  const double xh = 1120.0 / 2048.0 * 10.0;
  EXPECT_NEAR(spans[0].dy - spans[2].dy, 0.7 * xh, 0.002);
  const double adv0 = e.measure_line("0", f).width;
  EXPECT_NEAR(spans[2].dx - spans[1].dx, adv0 + 0.7 * 0.025 * xh, 0.016);  // 1/64 px rounding
  // The digits share one baseline; the first digit's pen is one pixel (1 pt at 72 dpi) inside the
  // padded box, as Agg draws the mathtext image.
  EXPECT_DOUBLE_EQ(spans[0].dy, spans[1].dy);
  EXPECT_NEAR(spans[0].dx, 1.0, 1e-9);
  // The minus sign.
  const TextBlock neg = e.layout("$\\mathdefault{10^{-3}}$", f);
  ASSERT_EQ(neg.lines[0].spans.size(), 4u);
  EXPECT_EQ(neg.lines[0].spans[2].text, "\u2212");
}

TEST(TextLayout, MathDetection) {
  EXPECT_TRUE(text::is_math_text("$x$"));
  EXPECT_TRUE(text::is_math_text("a $x$ b $y$"));
  EXPECT_FALSE(text::is_math_text("Inference Cost ($ / 1M tokens)"));
  EXPECT_FALSE(text::is_math_text("\\$5 and \\$6"));
  EXPECT_FALSE(text::is_math_text("plain"));
  EXPECT_EQ(text::unescape_dollars("\\$5"), "$5");
}

}  // namespace
}  // namespace libplot
