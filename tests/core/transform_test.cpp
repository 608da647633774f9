// Data → figure points through the scale, then the view → box affine.
#include <gtest/gtest.h>

#include <cmath>

#include "libplot/scale.hpp"

using namespace libplot;

TEST(Transform, LinearMapsViewOntoBoxWithYDown) {
  AxesTransform t;
  t.xview = {0, 10};
  t.yview = {0, 100};
  t.box = {50, 20, 250, 220};
  EXPECT_DOUBLE_EQ(t.x_to_fig(0), 50);
  EXPECT_DOUBLE_EQ(t.x_to_fig(10), 250);
  EXPECT_DOUBLE_EQ(t.x_to_fig(2.5), 100);
  EXPECT_DOUBLE_EQ(t.y_to_fig(0), 220);   // bottom of the box
  EXPECT_DOUBLE_EQ(t.y_to_fig(100), 20);  // top
  EXPECT_EQ(t.axes_to_fig({0.5, 0.5}), (Point{150, 120}));
}

TEST(Transform, LogScaleIsEvenInDecadesAnyBase) {
  AxesTransform t;
  t.xscale = Scale::log(10);
  t.xview = {1, 1000};
  t.yscale = Scale::log(2);
  t.yview = {256, 4096};
  t.box = {0, 0, 300, 400};
  EXPECT_NEAR(t.x_to_fig(10), 100, 1e-9);
  EXPECT_NEAR(t.x_to_fig(100), 200, 1e-9);
  EXPECT_NEAR(t.y_to_fig(1024), 200, 1e-9);  // two of four doublings up from 256
  EXPECT_TRUE(std::isinf(t.x_to_fig(0)));    // non-positive values have no place on a log axis
}

TEST(Transform, InvertedViewFlips) {
  AxesTransform t;
  t.yview = {3.5, -0.5};  // invert_yaxis on categories 0..3
  t.box = {0, 0, 100, 400};
  EXPECT_DOUBLE_EQ(t.y_to_fig(3.5), 400);
  EXPECT_DOUBLE_EQ(t.y_to_fig(-0.5), 0);
  EXPECT_DOUBLE_EQ(t.y_to_fig(0), 50);  // first category at the top
}
