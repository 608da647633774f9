// The Cairo canvas's raster habits (Agg's): snapping, markers on whole pixels, clip boxes, text.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "libplot/render.hpp"
#include "png_decode.hpp"
#include "render/cairo_canvas.hpp"
#include "text/engine_impl.hpp"
#include "scenes.hpp"

namespace libplot {
namespace {

using testing::rect_path;
using testing::Rgba;
const Rgba kWhite{255, 255, 255, 255}, kBlack{0, 0, 0, 255};

testing::Image draw72(double w_in, double h_in, const std::function<void(Canvas&)>& f) {
  return testing::decode_png(render_bytes(Format::Png, {w_in, h_in, 72, {1, 1, 1, 1}}, f));
}

// The box of pixels darker than white.
Rect ink_box(const testing::Image& img) {
  int x0 = img.width, y0 = img.height, x1 = -1, y1 = -1;
  for (int y = 0; y < img.height; ++y)
    for (int x = 0; x < img.width; ++x)
      if (!(img.at(x, y) == kWhite)) {
        x0 = std::min(x0, x);
        y0 = std::min(y0, y);
        x1 = std::max(x1, x);
        y1 = std::max(y1, y);
      }
  return {double(x0), double(y0), double(x1 + 1), double(y1 + 1)};
}

TEST(Snapping, RulesOfAggsPathSnapper) {
  using render::should_snap;
  EXPECT_TRUE(should_snap(rect_path(0.3, 0.3, 5.7, 8.2), Snap::Auto));
  Path diag;
  diag.move_to({0, 0}).line_to({5, 5});
  EXPECT_FALSE(should_snap(diag, Snap::Auto));
  EXPECT_TRUE(should_snap(diag, Snap::On));
  EXPECT_FALSE(should_snap(rect_path(0, 0, 1, 1), Snap::Off));
  Path curve;
  curve.move_to({0, 0}).curve_to({1, 0}, {1, 1}, {0, 1});
  EXPECT_FALSE(should_snap(curve, Snap::Auto));
  Path many;  // more than 1024 vertices: never automatically
  many.move_to({0, 0});
  for (int i = 0; i < 1100; ++i) many.line_to({double(i % 2), double(i)});
  EXPECT_FALSE(should_snap(many, Snap::Auto));
  // Odd whole widths snap to pixel centres, even ones (and no stroke) to pixel edges.
  EXPECT_EQ(render::snap_offset(0), 0.0);
  EXPECT_EQ(render::snap_offset(1.0), 0.5);
  EXPECT_EQ(render::snap_offset(1.78), 0.0);  // 0.8 pt at 160 dpi rounds to 2 px
  EXPECT_EQ(render::snap_offset(3.33), 0.5);  // 1.5 pt at 160 dpi rounds to 3 px
}

TEST(Snapping, OnePixelLineIsCrisp) {
  // A 1 px horizontal line at y = 10.3 snaps to the centre of row 10: one solid black row. Its
  // ends snap to pixel centres too (x 5.5 to 30.5), so the end pixels are half covered.
  const auto img = draw72(0.5, 0.5, [](Canvas& c) {
    Path p;
    p.move_to({5, 10.3}).line_to({30, 10.3});
    c.stroke_path(p, LineStyle{Color{0, 0, 0, 1}, 1.0});
  });
  for (int x = 6; x < 30; ++x) {
    EXPECT_EQ(img.at(x, 10), kBlack) << x;
    EXPECT_EQ(img.at(x, 9), kWhite) << x;
    EXPECT_EQ(img.at(x, 11), kWhite) << x;
  }
  EXPECT_EQ(img.at(5, 10), (Rgba{127, 127, 127, 255}));
  EXPECT_EQ(img.at(30, 10), (Rgba{127, 127, 127, 255}));
  EXPECT_EQ(img.at(4, 10), kWhite);
  // Unsnapped, the same line is spread over two grey rows.
  const auto soft = draw72(0.5, 0.5, [](Canvas& c) {
    Path p;
    p.move_to({5, 10.3}).line_to({30, 10.3});
    c.stroke_path(p, LineStyle{Color{0, 0, 0, 1}, 1.0}, Snap::Off);
  });
  EXPECT_NE(soft.at(15, 10), kBlack);
  EXPECT_NE(soft.at(15, 10), kWhite);
}

TEST(Snapping, FaceAndEdgeShareOnePath) {
  // A 2 px edge snaps to pixel edges; the fill inside it too.
  const auto img = draw72(0.5, 0.5, [](Canvas& c) {
    c.draw_path(rect_path(10.4, 10.4, 20.4, 20.4), Color{1, 0, 0, 1}, LineStyle{Color{0, 0, 0, 1}, 2.0});
  });
  EXPECT_EQ(ink_box(img), (Rect{9, 9, 21, 21}));
  EXPECT_EQ(img.at(9, 15), kBlack);
  EXPECT_EQ(img.at(10, 15), kBlack);
  EXPECT_EQ(img.at(11, 15), (Rgba{255, 0, 0, 255}));
}

TEST(Markers, CentresRoundToWholePixels) {
  // A 4 x 4 pt square without edge at centres (10.4, 10.6) and (20.5, 5.2) @72 dpi: centres
  // round to (10, 11) and (21, 5); the square snaps to [-2, 2] around them.
  const Point centres[] = {{10.4, 10.6}, {20.5, 5.2}};
  const auto img = draw72(0.5, 0.5, [&](Canvas& c) {
    c.draw_markers(rect_path(-2, -2, 2, 2), centres, Color{0, 0, 0, 1}, std::nullopt);
  });
  int black = 0;
  for (const Rgba& p : img.px) black += p == kBlack;
  EXPECT_EQ(black, 32);
  for (int y = 9; y < 13; ++y)
    for (int x = 8; x < 12; ++x) EXPECT_EQ(img.at(x, y), kBlack) << x << "," << y;
  for (int y = 3; y < 7; ++y)
    for (int x = 19; x < 23; ++x) EXPECT_EQ(img.at(x, y), kBlack) << x << "," << y;
}

TEST(Markers, UnsnappedMarkerSitsOnAPixelCentre) {
  // Agg moves a marker its snapper leaves alone (a circle) by half a pixel: a 3 pt circle at
  // (10.4, 10.6) @72 dpi is centred on (10.5, 11.5), the centre of pixel (10, 11), so its ink
  // covers pixels 7..13 and 8..14, mirror images about that pixel.
  const Point centres[] = {{10.4, 10.6}};
  const auto img = draw72(0.5, 0.5, [&](Canvas& c) {
    c.draw_markers(Path::circle({0, 0}, 3), centres, Color{0, 0, 0, 1}, std::nullopt);
  });
  EXPECT_EQ(ink_box(img), (Rect{7, 8, 14, 15}));
  for (int d = 1; d <= 3; ++d) {
    EXPECT_EQ(img.at(10 - d, 11), img.at(10 + d, 11)) << d;
    EXPECT_EQ(img.at(10, 11 - d), img.at(10, 11 + d)) << d;
  }
}

TEST(Markers, HalfPixelCentresRoundUpAtAnyDpi) {
  // 91.8 pt @100 dpi is 127.5 px (matplotlib's 0.125 + 0.25 * 0.775 of a 400 px figure), though
  // 91.8 * 100 / 72 is a few ulps below it in doubles: the centre rounds up to 128, as Agg.
  const Point centres[] = {{91.8, 7.2}};
  const auto img = testing::decode_png(render_bytes(Format::Png, {2, 0.3, 100, {1, 1, 1, 1}}, [&](Canvas& c) {
    c.draw_markers(rect_path(-1.44, -1.44, 1.44, 1.44), centres, Color{0, 0, 0, 1}, std::nullopt);
  }));
  EXPECT_EQ(ink_box(img), (Rect{126, 8, 130, 12}));
}

TEST(Markers, VectorOutputDrawsEveryMarker) {
  const Point centres[] = {{10, 10}, {20, 20}, {30, 30}};
  const std::string svg = render_bytes(Format::Svg, {1, 1, 72}, [&](Canvas& c) {
    c.draw_markers(rect_path(-2, -2, 2, 2), centres, Color{0, 0, 0, 1}, std::nullopt);
  });
  std::size_t paths = 0;
  for (std::size_t at = svg.find("<path"); at != std::string::npos; at = svg.find("<path", at + 1)) ++paths;
  EXPECT_EQ(paths, 3u);
}

TEST(Clip, RoundsToWholePixelsAndNests) {
  const auto img = draw72(0.5, 0.5, [](Canvas& c) {
    c.push_clip({5.4, 5.6, 20.5, 15.2});
    c.push_clip({0, 0, 12.2, 100});
    c.fill_path(rect_path(0, 0, 36, 36), Color{0, 0, 0, 1}, Snap::Off);
    c.pop_clip();
    c.pop_clip();
  });
  // Clip to x 5..21, y 6..15, then x 0..12: the fill covers x 5..12, y 6..15 exactly.
  EXPECT_EQ(ink_box(img), (Rect{5, 6, 12, 15}));
  EXPECT_EQ(img.at(5, 6), kBlack);
  EXPECT_EQ(img.at(11, 14), kBlack);
}

TEST(Clip, PopRestoresDrawingEverywhere) {
  const auto img = draw72(0.5, 0.5, [](Canvas& c) {
    c.push_clip({0, 0, 10, 10});
    c.pop_clip();
    c.pop_clip();  // one too many: ignored
    c.fill_path(rect_path(0, 0, 36, 36), Color{0, 0, 0, 1});
  });
  EXPECT_EQ(ink_box(img), (Rect{0, 0, 36, 36}));
}

// Ink boxes below are matplotlib 3.6.3's (Agg, 72 dpi) for the same text at the same place:
//   fig = plt.figure(figsize=(1.5, 1), dpi=72)
//   fig.text(20 / 108, 1 - 60 / 72, "H", ha="left", va="baseline", fontsize=40)
// gives ink pixels x 24..47, y 30..59; and
//   fig = plt.figure(figsize=(1, 2), dpi=72)
//   fig.text(0.5, 0.5, "HHHH", rotation=90, ha="center", va="center", fontsize=30)
// gives x 25..46, y 34..118. Agg's hinting moves edges by a pixel at most.
TEST(Text, DrawnWhereMatplotlibDrawsIt) {
  FontSpec f;
  f.size = 40;
  auto& e = TextEngine::for_this_thread();
  const TextBlock b = e.layout("H", f);
  const PlacedText p = place_text(b, {20, 60}, HAlign::Left, VAlign::Baseline);
  const auto img = draw72(1.5, 1, [&](Canvas& c) { c.draw_text({b, p.origin, 0, Color{0, 0, 0, 1}}); });
  const Rect ink = ink_box(img);
  EXPECT_NEAR(ink.x0, 24, 1.0);
  EXPECT_NEAR(ink.y0, 30, 1.0);
  EXPECT_NEAR(ink.x1, 48, 1.0);
  EXPECT_NEAR(ink.y1, 60, 1.0);
  // And where the metrics say: on the baseline, `ascent` tall, ink_left after the pen; the
  // glyph's own ink width plus at most a pixel of antialiasing on each side.
  const LineMetrics& m = b.lines[0].metrics;
  EXPECT_NEAR(ink.x0, 20 + m.ink_left, 1.0);
  EXPECT_NEAR(ink.y0, 60 - m.ascent, 1.0);
  const text::GlyphBox h = engine_impl(e).glyph(U'H', f, 72.0, true);
  EXPECT_GE(ink.width(), h.xmax - h.xmin);
  EXPECT_LE(ink.width(), h.xmax - h.xmin + 2);
}

TEST(Text, RotatedQuarterTurnLikeMatplotlib) {
  // Agg adds the line's left bearing to x whatever the angle and hangs the rotated image one
  // pixel below the anchor, so the ink's centre is not the box's (36, 72): matplotlib puts it at
  // (36, 76.5) here, and so does libplot, within a pixel.
  FontSpec f;
  f.size = 30;
  auto& e = TextEngine::for_this_thread();
  const TextBlock b = e.layout("HHHH", f);
  const PlacedText p = place_text(b, {36, 72}, HAlign::Center, VAlign::Center, 90);
  const auto img = draw72(1, 2, [&](Canvas& c) { c.draw_text({b, p.origin, 90, Color{0, 0, 0, 1}}); });
  const Rect ink = ink_box(img);
  EXPECT_NEAR(ink.x0, 25, 1.0);
  EXPECT_NEAR(ink.y0, 34, 1.0);
  EXPECT_NEAR(ink.x1, 47, 1.0);
  EXPECT_NEAR(ink.y1, 119, 1.0);
}

TEST(Text, QuarterTurnByHandEqualsCairosRotation) {
  // Lines turned a quarter left are turned by hand and painted upright; through Cairo's
  // rotation instead, every page has the same bytes: many strings, sizes, fractional anchors,
  // opaque and translucent colours, at 300 dpi; other angles are drawn as before.
  auto scene = [](bool by_hand) {
    return [by_hand](Canvas& c) {
      auto* cc = dynamic_cast<render::CairoCanvas*>(&c);
      ASSERT_NE(cc, nullptr);
      cc->set_turn_quarter_masks(by_hand);
      auto& e = TextEngine::for_this_thread();
      const char* texts[] = {"Latency (ms)", "g", "R\u00b2 score", "Throughput [tok/s]", "1,435 MiB", "y"};
      int k = 0;
      for (double size : {6.0, 8.5, 10.0, 13.3, 20.0}) {
        for (const char* t : texts) {
          FontSpec f;
          f.size = size;
          const TextBlock b = e.layout(t, f);
          const double x = 10 + (k % 12) * 14.37, y = 40 + (k / 12) * 43.71;
          const double deg = k % 7 == 6 ? -90 : (k % 11 == 10 ? 45 : 90);
          const Color col = k % 3 == 0 ? Color{0.2, 0.4, 0.6, 0.55} : Color{0, 0, 0, 1};
          c.draw_text({b, place_text(b, {x, y}, HAlign::Center, VAlign::Center, deg).origin, deg, col});
          ++k;
        }
      }
    };
  };
  const RenderTarget page{2.5, 2, 300, {1, 1, 1, 1}};
  const std::string by_hand = render_bytes(Format::Png, page, scene(true));
  const std::string by_cairo = render_bytes(Format::Png, page, scene(false));
  EXPECT_EQ(by_hand, by_cairo);
  EXPECT_GT(by_hand.size(), 20000u);  // the texts are there
}

}  // namespace
}  // namespace libplot
