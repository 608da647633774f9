// Long paths: matplotlib's path simplification (exact vertices on constructed cases) and the
// chunked stroker (against one Cairo stroke of the same line: what differs, and how much).
#include <gtest/gtest.h>

#include <cairo.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "libplot/render.hpp"
#include "png_decode.hpp"
#include "render/cairo_canvas.hpp"
#include "render/path_simplify.hpp"
#include "render/stroke_chunks.hpp"

namespace libplot {
namespace {

using render::simplify_path;

std::string show(const Path& p) {
  std::string s;
  for (const Path::Segment& seg : p.segments()) {
    if (!s.empty()) s += ' ';
    s += seg.op == Path::Op::MoveTo ? "M" : seg.op == Path::Op::LineTo ? "L" : "?";
    char buf[64];
    std::snprintf(buf, sizeof buf, "%g,%g", seg.p[0].x, seg.p[0].y);
    s += buf;
  }
  return s;
}

Path line_of(const std::vector<Point>& pts) { return Path::polyline(pts); }

TEST(PathSimplify, OnlyLongPolylinesQualify) {
  std::vector<Point> pts;
  for (int i = 0; i < 127; ++i) pts.push_back({double(i), double(i % 3)});
  EXPECT_FALSE(render::should_simplify(line_of(pts)));
  pts.push_back({127, 0});
  EXPECT_TRUE(render::should_simplify(line_of(pts)));
  Path closed = line_of(pts);
  closed.close();
  EXPECT_FALSE(render::should_simplify(closed));
  Path curved = line_of(pts);
  curved.curve_to({1, 1}, {2, 2}, {3, 3});
  EXPECT_FALSE(render::should_simplify(curved));
}

TEST(PathSimplify, CollinearRunBecomesItsEnds) {
  std::vector<Point> pts;
  for (int i = 0; i < 200; ++i) pts.push_back({double(i), 0});
  EXPECT_EQ(show(simplify_path(line_of(pts), 1.0 / 9)), "M0,0 L199,0");
}

TEST(PathSimplify, ReturnsToTheRunsLastPointWhenItWasNoExtreme) {
  // Out to x = 99, back to 49 (still ahead of the start), then straight up.
  std::vector<Point> pts;
  for (int i = 0; i <= 99; ++i) pts.push_back({double(i), 0});
  for (int j = 1; j <= 50; ++j) pts.push_back({double(99 - j), 0});
  for (int k = 1; k <= 100; ++k) pts.push_back({49, double(k)});
  EXPECT_EQ(show(simplify_path(line_of(pts), 1.0 / 9)), "M0,0 L99,0 L49,0 L49,100");
}

TEST(PathSimplify, KeepsBothExtremesOfAnAntiParallelRun) {
  // From x = 50 out to 100, back past the start to 0, then up: both ends of the run survive,
  // in the order the data reached them.
  std::vector<Point> pts;
  for (int i = 0; i <= 50; ++i) pts.push_back({double(50 + i), 0});
  for (int j = 1; j <= 100; ++j) pts.push_back({double(100 - j), 0});
  for (int k = 1; k <= 50; ++k) pts.push_back({0, double(k)});
  EXPECT_EQ(show(simplify_path(line_of(pts), 1.0 / 9)), "M50,0 L100,0 L0,0 L0,50");
}

TEST(PathSimplify, ThresholdIsADistanceAcrossTheRun) {
  // 0.11 across stays in the run (0.11 < 1/9), 0.112 leaves it.
  EXPECT_EQ(show(simplify_path(line_of({{0, 0}, {1, 0}, {2, 0.11}, {3, 0}}), 1.0 / 9)), "M0,0 L3,0");
  EXPECT_EQ(show(simplify_path(line_of({{0, 0}, {1, 0}, {2, 0.112}, {3, 0}}), 1.0 / 9)),
            "M0,0 L1,0 L2,0.112 L3,0");
  // Threshold 0 keeps every corner.
  EXPECT_EQ(show(simplify_path(line_of({{0, 0}, {1, 0}, {2, 0.11}, {3, 0}}), 0)), "M0,0 L1,0 L2,0.11 L3,0");
}

TEST(PathSimplify, SubpathsAndDotsSurvive) {
  Path p;
  p.move_to({0, 0}).line_to({5, 0}).line_to({10, 0}).move_to({0, 5}).line_to({0, 5});
  EXPECT_EQ(show(simplify_path(p, 1.0 / 9)), "M0,0 L10,0 M0,5 L0,5");
}

// Simplified on the way to device units: the same vertices, bit for bit, as mapping the whole
// path first and simplifying the copy; a point that maps to a non-finite value refuses the lot.
TEST(PathSimplify, MappedOnTheWayEqualsMappedFirst) {
  std::uint64_t state = 12345;
  auto next = [&] {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return double(state >> 11) / double(1ULL << 53);
  };
  const render::DeviceMap maps[] = {
      {1, 0, 0, false, 0}, {300.0 / 72, 0, 17.25, false, 0}, {2.5, 0, -3, true, 0.5}, {1, 0, 0, true, 0}};
  std::size_t compared = 0, shortened = 0;
  for (const render::DeviceMap& map : maps) {
    for (int trial = 0; trial < 20; ++trial) {
      Path p;
      double x = 0, y = 0;
      const int n = 200 + trial * 300;
      for (int i = 0; i < n; ++i) {
        // Mostly small steps (runs the simplifier merges), now and then a jump or a new subpath.
        x += next() < 0.05 ? 40 * next() : 0.3 * next();
        y += (next() - 0.5) * (trial % 2 ? 0.05 : 4.0);
        if (i == 0 || next() < 0.002) p.move_to({x, y});
        else p.line_to({x, y});
      }
      Path mapped;
      for (const Path::Segment& seg : p.segments()) {
        if (seg.op == Path::Op::MoveTo) mapped.move_to(map(seg.p[0]));
        else mapped.line_to(map(seg.p[0]));
      }
      const Path expected = simplify_path(mapped, render::kDefaultSimplifyThreshold);
      const std::optional<Path> got = render::simplify_mapped(p, map, render::kDefaultSimplifyThreshold);
      ASSERT_TRUE(got.has_value());
      ASSERT_EQ(show(*got), show(expected));
      ++compared;
      shortened += expected.segments().size() < p.segments().size();
    }
  }
  EXPECT_EQ(compared, 80u);
  EXPECT_GT(shortened, 40u);  // the cases do exercise the simplification
  Path bad = line_of({{0, 0}, {1, 1}, {2, std::numeric_limits<double>::infinity()}, {3, 3}});
  EXPECT_FALSE(render::simplify_mapped(bad, maps[1], render::kDefaultSimplifyThreshold).has_value());
  Path overflow = line_of({{0, 0}, {1e308, 1}, {2, 2}});  // finite in, infinite out (x 4.17)
  EXPECT_FALSE(render::simplify_mapped(overflow, maps[1], render::kDefaultSimplifyThreshold).has_value());
}

TEST(StrokeChunks, PiecesOverlapByOneSegmentAndCarryTheDashPhase) {
  std::vector<Point> pts;
  for (int i = 0; i <= 10; ++i) pts.push_back({double(i) * 2, 0});  // 10 segments of length 2
  // Short enough: stroked whole.
  EXPECT_TRUE(render::split_for_stroking(pts, 1, LineCap::Butt, false, 0, 10).pieces.empty());
  const auto c = render::split_for_stroking(pts, 1, LineCap::Butt, true, 0.5, 4);
  ASSERT_EQ(c.pieces.size(), 3u);  // segments [0,4), [3,7), [6,10)
  EXPECT_EQ(c.pieces[0].points.front().x, 0);
  EXPECT_EQ(c.pieces[0].points.back().x, 8);
  EXPECT_EQ(c.pieces[1].points.front().x, 6);
  EXPECT_EQ(c.pieces[1].points.back().x, 14);
  EXPECT_EQ(c.pieces[2].points.front().x, 12);
  EXPECT_EQ(c.pieces[2].points.back().x, 20);
  EXPECT_EQ(c.pieces[0].dash_offset, 0.5);
  EXPECT_EQ(c.pieces[1].dash_offset, 6.5);
  EXPECT_EQ(c.pieces[2].dash_offset, 12.5);
  EXPECT_TRUE(c.caps.empty());
  // Square caps become the line run on by half the width at both ends.
  const auto sq = render::split_for_stroking(pts, 3, LineCap::Projecting, false, 0, 4);
  EXPECT_EQ(sq.pieces.front().points.front().x, -1.5);
  EXPECT_EQ(sq.pieces.back().points.back().x, 21.5);
  // Dashes whose every dash has a cap cannot be split.
  EXPECT_TRUE(render::split_for_stroking(pts, 1, LineCap::Projecting, true, 0, 4).pieces.empty());
}

// A dense zigzag polyline of n segments (random-ish, seeded), device units.
std::vector<Point> zigzag(int n, double w, double h) {
  std::vector<Point> pts;
  std::uint64_t seed = 7;
  double y = h / 2;
  for (int i = 0; i <= n; ++i) {
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    y += (static_cast<double>(seed >> 11) / static_cast<double>(1ull << 53) - 0.5) * 6;
    y = std::fmin(std::fmax(y, 5), h - 5);
    pts.push_back({5 + (w - 10) * i / n, y});
  }
  return pts;
}

// Straight alpha pixels of a surface, for comparing two drawings.
std::vector<std::uint32_t> pixels(cairo_surface_t* s) {
  cairo_surface_flush(s);
  const int w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s);
  const int stride = cairo_image_surface_get_stride(s);
  const unsigned char* d = cairo_image_surface_get_data(s);
  std::vector<std::uint32_t> out;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      out.push_back(reinterpret_cast<const std::uint32_t*>(d + std::size_t(y) * stride)[x]);
  return out;
}

// How two ARGB32 pixel lists differ: the largest difference of one channel, and how many
// pixels differ by more than `tolerance` levels in some channel.
struct Difference {
  int worst = 0, count = 0;
};
Difference difference(const std::vector<std::uint32_t>& a, const std::vector<std::uint32_t>& b,
                      int tolerance) {
  Difference d;
  for (std::size_t i = 0; i < a.size(); ++i) {
    int px = 0;
    for (int sh = 0; sh < 32; sh += 8)
      px = std::max(px, std::abs(int((a[i] >> sh) & 255) - int((b[i] >> sh) & 255)));
    d.worst = std::max(d.worst, px);
    if (px > tolerance) ++d.count;
  }
  return d;
}

struct Drawn {
  std::vector<std::uint32_t> one_stroke, in_pieces;
};

Drawn draw_both(const std::vector<Point>& pts, const LineStyle& st) {
  const int w = 400, h = 200;
  Drawn out;
  for (int pass = 0; pass < 2; ++pass) {
    cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    cairo_t* cr = cairo_create(s);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    if (pass == 0) {
      // One Cairo stroke, set up as the canvas sets up its strokes.
      cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY);
      cairo_set_line_width(cr, st.width);
      cairo_set_line_cap(cr, st.cap == LineCap::Projecting ? CAIRO_LINE_CAP_SQUARE
                             : st.cap == LineCap::Round    ? CAIRO_LINE_CAP_ROUND
                                                           : CAIRO_LINE_CAP_BUTT);
      cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_miter_limit(cr, 4);
      cairo_set_source_rgba(cr, st.color.r, st.color.g, st.color.b, st.color.a);
      cairo_move_to(cr, pts[0].x, pts[0].y);
      for (std::size_t i = 1; i < pts.size(); ++i) cairo_line_to(cr, pts[i].x, pts[i].y);
      cairo_stroke(cr);
    } else {
      // The canvas at 72 dpi (1 device unit a point), simplification off: pieces.
      render::CairoCanvas canvas(cr, render::CairoCanvas::Kind::Raster, 1.0);
      canvas.stroke_path(Path::polyline(pts), st, Snap::Off);
    }
    cairo_destroy(cr);
    (pass == 0 ? out.one_stroke : out.in_pieces) = pixels(s);
    cairo_surface_destroy(s);
  }
  return out;
}

TEST(StrokeChunks, LongPathWithACurveIsStrokedWhole) {
  // More segments than a piece, but not a polyline: stroked as it is (its curve's control
  // points are not vertices: nothing reaches (100, 100)).
  Path p;
  p.move_to({5, 10});
  for (int i = 1; i <= 20000; ++i) p.line_to({5 + 25.0 * i / 20000, 10});
  p.curve_to({100, 100}, {100, 100}, {35, 10});
  const testing::Image img =
      testing::decode_png(render_bytes(Format::Png, {2, 2, 72, {1, 1, 1, 1}}, [&](Canvas& c) {
        c.stroke_path(p, LineStyle{Color{0, 0, 0, 1}, 1.0}, Snap::Off);
      }));
  const testing::Rgba white{255, 255, 255, 255};
  EXPECT_TRUE(img.at(99, 99) == white);
  EXPECT_TRUE(img.at(90, 90) == white);
  EXPECT_FALSE(img.at(20, 10) == white);  // the straight part is drawn
}

TEST(StrokeChunks, OpaqueLineLooksLikeOneStroke) {
  LineStyle st{Color{0.1, 0.2, 0.7, 1}, 1.5};
  st.cap = LineCap::Projecting;
  st.join = LineJoin::Round;
  const Drawn d = draw_both(zigzag(40000, 400, 200), st);
  // 40,000 segments: three pieces, two seams. Everything is the same pixels except the
  // antialiased fringe of the segment two pieces share, which is painted twice (a few pixels
  // darker per seam, as with matplotlib's agg.path.chunksize).
  const Difference exact = difference(d.one_stroke, d.in_pieces, 0);
  const Difference visible = difference(d.one_stroke, d.in_pieces, 8);
  EXPECT_EQ(exact.count, 32);
  EXPECT_EQ(visible.count, 21);
  EXPECT_EQ(exact.worst, 51);
}

TEST(StrokeChunks, TranslucentLineIsPaintedOnce) {
  LineStyle st{Color{0.8, 0.1, 0.1, 0.5}, 2.0};
  st.cap = LineCap::Projecting;
  st.join = LineJoin::Round;
  const Drawn d = draw_both(zigzag(40000, 400, 200), st);
  // Drawn opaque into a group painted once with alpha 0.5: where pieces overlap the colour is
  // not doubled. The group's 8-bit premultiplied pixels round differently from a translucent
  // stroke (up to 2 levels, everywhere on the line); only the seams' fringes differ more.
  const Difference exact = difference(d.one_stroke, d.in_pieces, 0);
  const Difference beyond_rounding = difference(d.one_stroke, d.in_pieces, 2);
  EXPECT_EQ(exact.count, 14896);
  EXPECT_EQ(beyond_rounding.count, 24);
  EXPECT_EQ(exact.worst, 27);
}

}  // namespace
}  // namespace libplot
