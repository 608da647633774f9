// Misuse of shared, twinned, secondary, fixed-aspect and categorical axes: exact type and message.
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "expect_error.hpp"
#include "libplot/libplot.hpp"

using namespace libplot;

namespace {

struct AxesMisuse : ::testing::Test {
  Theme theme;
  Figure fig{theme};
  std::vector<Axes*> axs = fig.subplots({.nrows = 1, .ncols = 2});
};

TEST_F(AxesMisuse, SharexTwice) {
  axs[1]->sharex(*axs[0]);
  Axes& third = fig.add_axes(0.1, 0.1, 0.2, 0.2);
  expect_error<InvalidArgument>(
      [&] { axs[1]->sharex(third); },
      "sharex: this axes already shares its x axis (matplotlib: \"x-axis is already shared\")");
}

TEST_F(AxesMisuse, ShareyWithItself) {
  expect_error<InvalidArgument>([&] { axs[0]->sharey(*axs[0]); },
                                "sharey: other is this axes; an axes cannot share with itself");
}

TEST_F(AxesMisuse, SharexAcrossFigures) {
  Figure other(theme);
  expect_error<InvalidArgument>([&] { axs[0]->sharex(other.axes()); },
                                "sharex: other belongs to another figure; axes share only within a figure");
}

TEST_F(AxesMisuse, SecondaryLocationName) {
  expect_error<InvalidArgument>(
      [&] { axs[0]->secondary_xaxis("left"); },
      "secondary_xaxis: location is 'left'; expected 'top', 'bottom' or a number (axes fraction)");
  expect_error<InvalidArgument>(
      [&] { axs[0]->secondary_yaxis("top"); },
      "secondary_yaxis: location is 'top'; expected 'right', 'left' or a number (axes fraction)");
}

TEST_F(AxesMisuse, SecondaryLocationNotFinite) {
  expect_error<InvalidArgument>([&] { axs[0]->secondary_xaxis(std::nan("")); },
                                "secondary_xaxis: location is nan; it must be finite");
}

TEST_F(AxesMisuse, SecondaryHalfAFunctionPair) {
  expect_error<InvalidArgument>(
      [&] { axs[0]->secondary_yaxis("right", {.forward = [](double v) { return 2 * v; }}); },
      "secondary_yaxis: functions has only forward; it needs both forward and inverse (or neither, the "
      "identity)");
}

TEST_F(AxesMisuse, AspectName) {
  expect_error<InvalidArgument>([&] { axs[0]->set_aspect("square"); },
                                "set_aspect: aspect is 'square'; expected 'auto', 'equal' or a number");
}

TEST_F(AxesMisuse, AspectNotPositive) {
  expect_error<InvalidArgument>([&] { axs[0]->set_aspect(0.0); },
                                "set_aspect: aspect is 0; it must be finite and > 0");
  expect_error<InvalidArgument>([&] { axs[0]->set_aspect(-std::numeric_limits<double>::infinity()); },
                                "set_aspect: aspect is -inf; it must be finite and > 0");
}

TEST_F(AxesMisuse, AspectOnATwin) {
  axs[0]->twinx();
  expect_error<InvalidArgument>([&] { axs[0]->set_aspect("equal"); },
                                "set_aspect: the axes has a twin; a fixed aspect needs its own box "
                                "(matplotlib: \"Adjustable 'box' is not allowed in a twinned Axes\")");
}

TEST_F(AxesMisuse, CategoryLengths) {
  const std::vector<std::string> x{"a", "b", "c"};
  expect_error<InvalidArgument>(
      [&] {
        axs[0]->bar(x, std::vector<double>{1, 2});
      },
      "bar: x has 3 values but height has 2");
  expect_error<InvalidArgument>([&] { axs[0]->plot(std::vector<double>{1}, x); },
                                "plot: x has 1 values but y has 3");
}

TEST_F(AxesMisuse, CategoryMathtext) {
  expect_error<MathTextError>(
      [&] { axs[0]->bar(std::vector<std::string>{"$\\frac{a}{b}$"}, std::vector<double>{1}); },
      "bar: x uses the mathtext command \\frac, which libplot does not support (text: '$\\frac{a}{b}$')");
}

}  // namespace
