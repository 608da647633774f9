// Errors found only when a figure is drawn: each names the
// axes and the axis, and no input drives an unbounded allocation.
#include <string>
#include <vector>

#include "expect_error.hpp"
#include "libplot/libplot.hpp"

using namespace libplot;

namespace {

// y = 1e308 on a log axis: the 5 % margins in log space put the top of the view past the largest
// double. The locator used to fail with "LogLocator: the view limits must be finite", no place.
TEST(RenderErrors, LogViewOverflowingADoubleNamesTheAxesAndAxis) {
  Theme theme;
  Figure fig(theme);
  Axes& ax = fig.axes();
  ax.set_title("Throughput");
  ax.set_yscale(Scale::log());
  ax.plot(std::vector<double>{1, 2}, std::vector<double>{1, 1e308});
  expect_error<InvalidArgument>(
      [&] { fig.render(Format::Png); },
      "axes 1 ('Throughput'), y axis: the view limits 3.9810717055349695e-16 .. inf "
      "are not finite: the data and the margins around it overflow a double");
  Figure untitled(theme);
  untitled.axes().set_xscale(Scale::log());
  untitled.axes().plot(std::vector<double>{1e-300, 1e308}, std::vector<double>{1, 2});
  expect_error<InvalidArgument>([&] { untitled.render(Format::Svg); },
                                "axes 1, x axis: the view limits 0.0 .. inf "
                                "are not finite: the data and the margins around it overflow a double");
}

// Values <= 0 on a log axis failed at drawing with "drawing failed: invalid matrix (not
// invertible)". They are left out, as matplotlib masks them: the same picture as without them.
TEST(RenderErrors, NonPositiveValuesOnALogAxisAreLeftOut) {
  auto draw = [](std::vector<double> x, std::vector<double> y) {
    Theme theme;
    Figure fig(theme);
    Axes& ax = fig.axes();
    ax.set_yscale(Scale::log());
    ax.set_xlim(0, 5);
    ax.scatter(x, y);
    return fig.render(Format::Png);
  };
  const std::string with = draw({1, 2, 3, 4}, {0, -1, 5, 50}), without = draw({3, 4}, {5, 50});
  EXPECT_EQ(with.substr(1, 3), "PNG");
  EXPECT_TRUE(with == without) << "the non-positive points changed the picture";
}

// "log_base": 1e20 made the minor locator list every integer below the base (16.8 GB before
// std::bad_alloc). Past a bounded number of sub-ticks a decade gets its power only.
TEST(RenderErrors, HugeLogBaseGivesDecadesOnly) {
  const LogLocator minor{.base = 1e20, .subs_mode = LogLocator::Subs::Auto};
  EXPECT_EQ(minor.tick_values(1, 1e40, 9, 1), std::vector<double>{});
  const LogLocator all{.base = 1e20, .subs_mode = LogLocator::Subs::All};
  EXPECT_EQ(all.tick_values(1, 1e40, 9, 1), (std::vector<double>{1e-20, 1, 1e20, 1e40, 1e60}));
}

}  // namespace
