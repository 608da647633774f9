#pragma once
// A test fixture with a default figure and its one axes, for tests that call the API on it
// (the error tests: expect_error on each misuse). Needs libplot (public headers) and gtest.
#include <gtest/gtest.h>

#include "libplot/libplot.hpp"

namespace testing_support {

struct FigureFixture : ::testing::Test {
  libplot::Theme theme;
  libplot::Figure fig{theme};
  libplot::Axes& ax = fig.axes();
};

}  // namespace testing_support
