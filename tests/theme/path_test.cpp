#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "libplot/canvas.hpp"

namespace libplot {
namespace {

using Op = Path::Op;

TEST(Path, Rectangle) {
  const Path p = Path::rectangle({1, 2, 4, 6});
  const auto& s = p.segments();
  ASSERT_EQ(s.size(), 5u);
  EXPECT_EQ(s[0].op, Op::MoveTo);
  EXPECT_EQ(s[0].p[0], (Point{1, 2}));
  EXPECT_EQ(s[1].op, Op::LineTo);
  EXPECT_EQ(s[1].p[0], (Point{4, 2}));
  EXPECT_EQ(s[2].p[0], (Point{4, 6}));
  EXPECT_EQ(s[3].p[0], (Point{1, 6}));
  EXPECT_EQ(s[4].op, Op::Close);
  EXPECT_EQ(p.bounds(), (Rect{1, 2, 4, 6}));
}

TEST(Path, Polyline) {
  const std::vector<Point> pts = {{0, 0}, {3, -1}, {2, 5}};
  const Path p = Path::polyline(pts);
  const auto& s = p.segments();
  ASSERT_EQ(s.size(), 3u);
  EXPECT_EQ(s[0].op, Op::MoveTo);
  EXPECT_EQ(s[1].op, Op::LineTo);
  EXPECT_EQ(s[2].op, Op::LineTo);
  EXPECT_EQ(s[2].p[0], (Point{2, 5}));
  EXPECT_EQ(p.bounds(), (Rect{0, -1, 3, 5}));
  EXPECT_TRUE(Path::polyline({}).empty());
}

TEST(Path, CircleIsMatplotlibsEightBeziers) {
  const Path p = Path::circle({10, 20}, 5);
  const auto& s = p.segments();
  ASSERT_EQ(s.size(), 10u);
  EXPECT_EQ(s[0].op, Op::MoveTo);
  EXPECT_EQ(s[0].p[0], (Point{10, 15}));
  for (int i = 1; i <= 8; ++i) EXPECT_EQ(s[i].op, Op::CurveTo);
  EXPECT_EQ(s[9].op, Op::Close);
  EXPECT_EQ(s[1].p[0], (Point{10 + 5 * 0.2652031, 15}));  // matplotlib's MAGIC
  EXPECT_EQ(s[2].p[2], (Point{15, 20}));
  EXPECT_EQ(s[4].p[2], (Point{10, 25}));
  EXPECT_EQ(s[8].p[2], (Point{10, 15}));
  // Every on-curve point is on the circle.
  for (int i = 1; i <= 8; ++i) EXPECT_NEAR(std::hypot(s[i].p[2].x - 10, s[i].p[2].y - 20), 5, 1e-12);
  EXPECT_EQ(p.bounds(), (Rect{5, 15, 15, 25}));
}

TEST(Path, BoundsAreControlPointBounds) {
  Path p;
  p.move_to({0, 0}).curve_to({-2, 8}, {5, -3}, {1, 1}).close();
  EXPECT_EQ(p.bounds(), (Rect{-2, -3, 5, 8}));
}

TEST(Path, EmptyBounds) {
  const Rect r = Path{}.bounds();
  EXPECT_EQ(r, Rect::empty());
  EXPECT_TRUE(r.is_empty());
}

TEST(Path, Transformed) {
  Path p;
  p.move_to({1, 0}).line_to({0, 1}).curve_to({1, 1}, {2, 2}, {3, 0}).close();
  const Path q = p.transformed(Affine::translate(10, 20).after(Affine::scale(2, 3)));
  const auto& s = q.segments();
  ASSERT_EQ(s.size(), 4u);
  EXPECT_EQ(s[0].p[0], (Point{12, 20}));
  EXPECT_EQ(s[1].p[0], (Point{10, 23}));
  EXPECT_EQ(s[2].op, Op::CurveTo);
  EXPECT_EQ(s[2].p[0], (Point{12, 23}));
  EXPECT_EQ(s[2].p[1], (Point{14, 26}));
  EXPECT_EQ(s[2].p[2], (Point{16, 20}));
  EXPECT_EQ(s[3].op, Op::Close);
  EXPECT_EQ(q.bounds(), (Rect{10, 20, 16, 26}));
}

}  // namespace
}  // namespace libplot
