#pragma once
// A test fixture with a default figure, its one axes and four points of data, for tests that call
// the API on them (the error tests: expect_error on each misuse). Needs libplot and gtest.
#include <gtest/gtest.h>

#include <vector>

#include "libplot/libplot.hpp"

namespace testing_support {

struct FigureFixture : ::testing::Test {
  libplot::Theme theme;
  libplot::Figure fig{theme};
  libplot::Axes& ax = fig.axes();
  const std::vector<double> x4{0, 1, 2, 3}, y4{1, 3, 2, 4};
};

}  // namespace testing_support
