#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

#include "expect_error.hpp"
#include "libplot/markers.hpp"

namespace libplot {
namespace {

using Op = Path::Op;

struct Expected {
  const char* marker;
  // matplotlib: MarkerStyle(m).get_path().transformed(get_transform() + scale(10)).get_extents(),
  // y up: x0, y0, x1, y1.
  double x0, y0, x1, y1;
  bool filled;
  LineJoin join;
  double snap;  // NaN: None
};

constexpr double kNone = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

const Expected kMarkers[] = {
    {"o", -5, -5, 5, 5, true, LineJoin::Round, kInf},
    {"s", -5, -5, 5, 5, true, LineJoin::Miter, 2.0},
    {"^", -5, -5, 5, 5, true, LineJoin::Miter, 5.0},
    {"v", -4.9999999999999991, -5, 5.0000000000000009, 5.0000000000000009, true, LineJoin::Miter, 5.0},
    {"<", -5, -5, 5, 5, true, LineJoin::Miter, 5.0},
    {">", -5.0000000000000009, -4.9999999999999991, 5, 5.0000000000000009, true, LineJoin::Miter, 5.0},
    {"d", -4.2426406871192848, -7.0710678118654746, 4.2426406871192848, 7.0710678118654764, true,
     LineJoin::Miter, 5.0},
    {"D", -7.0710678118654755, -7.0710678118654746, 7.0710678118654746, 7.0710678118654764, true,
     LineJoin::Miter, 5.0},
    {"x", -5, -5, 5, 5, false, LineJoin::Round, 3.0},
    {"+", -5, -5, 5, 5, false, LineJoin::Round, 1.0},
    {"*", -4.7552825814757682, -4.0450849718747381, 4.7552825814757691, 5, true, LineJoin::Bevel, 5.0},
    {".", -2.5, -2.5, 2.5, 2.5, true, LineJoin::Round, kInf},
    {"p", -4.7552825814757682, -4.0450849718747381, 4.7552825814757691, 5, true, LineJoin::Miter, 5.0},
    {"h", -4.3301270189221936, -5, 4.3301270189221954, 5, true, LineJoin::Miter, kNone},
};

TEST(Markers, BoundsAtSize10MatchMatplotlib) {
  for (const Expected& e : kMarkers) {
    SCOPED_TRACE(e.marker);
    const Rect b = marker_path(e.marker, 10).bounds();
    // y down: matplotlib's y range mirrored.
    EXPECT_NEAR(b.x0, e.x0, 1e-12);
    EXPECT_NEAR(b.x1, e.x1, 1e-12);
    EXPECT_NEAR(b.y0, -e.y1, 1e-12);
    EXPECT_NEAR(b.y1, -e.y0, 1e-12);
  }
}

TEST(Markers, StyleFlags) {
  for (const Expected& e : kMarkers) {
    SCOPED_TRACE(e.marker);
    const MarkerShape m = marker_shape(e.marker, 6);
    EXPECT_EQ(m.filled, e.filled);
    EXPECT_EQ(marker_is_filled(e.marker), e.filled);
    EXPECT_EQ(m.join, e.join);
    EXPECT_EQ(m.cap, LineCap::Butt);
    if (std::isnan(e.snap)) EXPECT_FALSE(m.snap_threshold.has_value());
    else EXPECT_EQ(m.snap_threshold, e.snap);
  }
}

TEST(Markers, ScaleWithSize) {
  const Rect b = marker_path("s", 7).bounds();
  EXPECT_EQ(b, (Rect{-3.5, -3.5, 3.5, 3.5}));
  const Rect c = marker_path("o", 6).bounds();
  EXPECT_EQ(c, (Rect{-3, -3, 3, 3}));
}

TEST(Markers, TrianglesPointTheRightWayOnScreen) {
  // y down: '^' has its apex at the top (negative y), 'v' at the bottom.
  EXPECT_NEAR(marker_path("^", 10).segments()[0].p[0].x, 0, 1e-12);
  EXPECT_NEAR(marker_path("^", 10).segments()[0].p[0].y, -5, 1e-12);
  EXPECT_NEAR(marker_path("v", 10).segments()[0].p[0].y, 5, 1e-12);
  EXPECT_NEAR(marker_path("<", 10).segments()[0].p[0].x, -5, 1e-12);
  EXPECT_NEAR(marker_path(">", 10).segments()[0].p[0].x, 5, 1e-12);
  // The star and the pentagon point up too.
  EXPECT_NEAR(marker_path("*", 10).segments()[0].p[0].y, -5, 1e-12);
  EXPECT_NEAR(marker_path("p", 10).segments()[0].p[0].y, -5, 1e-12);
}

TEST(Markers, PathStructure) {
  auto ops = [](std::string_view m) {
    std::string out;
    const Path path = marker_path(m, 10);
    for (const auto& s : path.segments())
      out += s.op == Op::MoveTo ? 'M' : s.op == Op::LineTo ? 'L' : s.op == Op::CurveTo ? 'C' : 'Z';
    return out;
  };
  EXPECT_EQ(ops("o"), "MCCCCCCCCZ");
  EXPECT_EQ(ops("."), "MCCCCCCCCZ");
  EXPECT_EQ(ops("s"), "MLLLZ");
  EXPECT_EQ(ops("D"), "MLLLZ");
  EXPECT_EQ(ops("^"), "MLLZ");
  EXPECT_EQ(ops("p"), "MLLLLZ");
  EXPECT_EQ(ops("h"), "MLLLLLZ");
  EXPECT_EQ(ops("*"), "MLLLLLLLLLZ");
  EXPECT_EQ(ops("x"), "MLML");
  EXPECT_EQ(ops("+"), "MLML");
}

TEST(Markers, NoMarker) {
  for (const char* m : {"None", "none", " ", ""}) {
    EXPECT_TRUE(marker_path(m, 10).empty()) << m;
    EXPECT_FALSE(marker_is_filled(m)) << m;
  }
}

TEST(Markers, UnknownMarker) {
  for (const char* m : {"q", "oo", "S", "1"}) {
    expect_error<MarkerError>([&] { marker_path(m, 10); }, "unknown marker '" + std::string(m) + "'");
  }
  EXPECT_THROW(marker_is_filled("q"), MarkerError);
}

TEST(Markers, SnapDecision) {
  // 's' snaps from 2 px: 1 pt at 144 dpi is 2 px.
  EXPECT_EQ(marker_snap(marker_shape("s", 1), 1, 144), true);
  EXPECT_EQ(marker_snap(marker_shape("s", 1), 1, 143), false);
  EXPECT_EQ(marker_snap(marker_shape("o", 100), 100, 300), false);     // circles never
  EXPECT_EQ(marker_snap(marker_shape("h", 6), 6, 100), std::nullopt);  // automatic
  EXPECT_EQ(marker_snap(marker_shape("x", 6), 6, 36), true);           // 3 px
}

TEST(Markers, ScatterSizeIsArea) {
  EXPECT_EQ(scatter_size_to_markersize(100), 10);
  EXPECT_EQ(scatter_size_to_markersize(36), 6);
  EXPECT_EQ(scatter_size_to_markersize(14), std::sqrt(14.0));
}

}  // namespace
}  // namespace libplot
