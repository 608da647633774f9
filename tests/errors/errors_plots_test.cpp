// Misuse of step, stairs, hlines/vlines, fill_betweenx, stackplot, asymmetric error bars and
// pie explode: the exact libplot::Error subclass and message, at the call.
#include <limits>
#include <vector>

#include "expect_error.hpp"
#include "figure_fixture.hpp"
#include "libplot/libplot.hpp"

using namespace libplot;

namespace {

const double kInf = std::numeric_limits<double>::infinity();

using PlotsMisuse = testing_support::FigureFixture;

TEST_F(PlotsMisuse, StepLengths) {
  expect_error<InvalidArgument>(
      [&] {
        ax.step(x4, std::vector<double>{1, 2});
      },
      "step: x has 4 values but y has 2");
  expect_error<InvalidArgument>([&] { ax.step(x4, y4, {.linewidth = -1}); },
                                "step: linewidth is -1; it must be finite and >= 0");
}

TEST_F(PlotsMisuse, StairsEdgesAndValues) {
  expect_error<InvalidArgument>([&] { ax.stairs(y4, x4); },
                                "stairs: edges has 4 values for 4 values; it must have one more (5)");
  expect_error<InvalidArgument>(
      [&] {
        ax.stairs(std::vector<double>{1, kInf});
      },
      "stairs: values[1] is inf; it must be finite (or NaN for a gap)");
  expect_error<InvalidArgument>(
      [&] {
        ax.stairs(std::vector<double>{1}, std::vector<double>{0, kInf});
      },
      "stairs: edges[1] is inf; it must be finite");
  expect_error<InvalidArgument>([&] { ax.stairs(y4, {}, {.baseline = kInf}); },
                                "stairs: baseline is inf; it must be finite");
}

TEST_F(PlotsMisuse, HlinesVlinesExtents) {
  expect_error<InvalidArgument>(
      [&] {
        ax.hlines(y4, std::vector<double>{0, 1}, std::vector<double>{2});
      },
      "hlines: xmin has 2 values for 4 lines; give one for all or one per line");
  expect_error<InvalidArgument>([&] { ax.vlines(x4, std::vector<double>{0}, std::vector<double>{}); },
                                "vlines: ymax has 0 values for 4 lines; give one for all or one per line");
  expect_error<InvalidArgument>(
      [&] { ax.vlines(std::vector<double>{kInf}, std::vector<double>{0}, std::vector<double>{1}); },
      "vlines: x[0] is inf; it must be finite");
}

TEST_F(PlotsMisuse, FillBetweenxLengths) {
  expect_error<InvalidArgument>(
      [&] {
        ax.fill_betweenx(y4, std::vector<double>{1, 2}, {});
      },
      "fill_betweenx: y has 4 values but x1 has 2");
  expect_error<InvalidArgument>(
      [&] {
        ax.fill_betweenx(y4, x4, std::vector<double>{0, 0});
      },
      "fill_betweenx: x2 has 2 values but y has 4");
}

TEST_F(PlotsMisuse, StackplotSeries) {
  expect_error<InvalidArgument>([&] { ax.stackplot(x4, {}); }, "stackplot: ys has no series");
  expect_error<InvalidArgument>(
      [&] {
        ax.stackplot(x4, {y4, {1, 2}});
      },
      "stackplot: ys[1] has 2 values but x has 4");
  expect_error<InvalidArgument>(
      [&] {
        ax.stackplot(x4, {y4}, {.labels = {"a", "b"}});
      },
      "stackplot: labels has 2 values for 1 series");
  expect_error<InvalidArgument>(
      [&] {
        ax.stackplot(x4, {{1, 2, kInf, 3}});
      },
      "stackplot: ys[0][2] is inf; it must be finite");
}

TEST_F(PlotsMisuse, AsymmetricErrors) {
  expect_error<InvalidArgument>(
      [&] { ax.errorbar(x4, y4, {}, {.yerr_lower = {1}}); },
      "errorbar: yerr_lower has 1 values but yerr_upper has 0; give both or neither");
  expect_error<InvalidArgument>(
      [&] { ax.errorbar(x4, y4, std::vector<double>{1}, {.yerr_lower = {1}, .yerr_upper = {1}}); },
      "errorbar: both yerr and yerr_lower/yerr_upper are given; give symmetric or asymmetric errors, not "
      "both");
  expect_error<InvalidArgument>(
      [&] {
        ax.errorbar(x4, y4, {}, {.xerr_lower = {1, 1}, .xerr_upper = {1}});
      },
      "errorbar: xerr_lower has 2 values but x has 4");
  expect_error<InvalidArgument>([&] { ax.errorbar(x4, y4, {}, {.yerr_lower = {0}, .yerr_upper = {-1}}); },
                                "errorbar: yerr_upper[0] is -1; error bars must be finite and not negative");
}

TEST_F(PlotsMisuse, BarErrors) {
  expect_error<InvalidArgument>(
      [&] {
        ax.bar(x4, y4, {.yerr = {1, 2}});
      },
      "bar: yerr has 2 values but x has 4");
  expect_error<InvalidArgument>(
      [&] {
        ax.barh(x4, y4, {.xerr = {1, 2}});
      },
      "barh: xerr has 2 values but y has 4");
  expect_error<InvalidArgument>([&] { ax.bar(x4, y4, {.yerr = {-1}}); },
                                "bar: yerr[0] is -1; error bars must be finite and not negative");
  expect_error<InvalidArgument>([&] { ax.bar(x4, y4, {.yerr = {1}, .capsize = -2}); },
                                "bar: capsize is -2; it must be finite and >= 0");
}

TEST_F(PlotsMisuse, PieExplode) {
  expect_error<InvalidArgument>(
      [&] {
        ax.pie(std::vector<double>{1, 2}, {.explode = {0.1}});
      },
      "pie: explode has 1 values but values has 2");
  expect_error<InvalidArgument>(
      [&] {
        ax.pie(std::vector<double>{1, 2}, {.explode = {0.1, kInf}});
      },
      "pie: explode[1] is inf; it must be finite");
}

}  // namespace

namespace {

TEST_F(PlotsMisuse, LegendHandles) {
  expect_error<MarkerError>(
      [&] {
        ax.legend({.handles = {{.label = "a"}, {.label = "b", .marker = "q"}}});
      },
      "legend: handles[1].marker: unknown marker 'q'");
  expect_error<InvalidArgument>([&] { ax.legend({.handles = {{.label = "a", .linewidth = -1}}}); },
                                "legend: handles[0].linewidth is -1; it must be finite and >= 0");
}

}  // namespace

namespace {

TEST_F(PlotsMisuse, Violinplot) {
  expect_error<InvalidArgument>([&] { ax.violinplot({}); }, "violinplot: data has no data sets");
  expect_error<InvalidArgument>(
      [&] {
        ax.violinplot({{1, 2}}, {.positions = {1, 2}});
      },
      "violinplot: positions has 2 values for 1 data sets");
  expect_error<InvalidArgument>(
      [&] {
        ax.violinplot({{1, 2}}, {.widths = {0}});
      },
      "violinplot: widths[0] is 0; it must be finite and > 0");
  expect_error<InvalidArgument>(
      [&] {
        ax.violinplot({{1, kInf}});
      },
      "violinplot: data[0]: violin_stats: values[1] is inf; it must be finite");
  expect_error<InvalidArgument>(
      [&] {
        ax.violinplot({{1, 2}}, {.points = 1});
      },
      "violinplot: data[0]: violin_stats: points is 1; it must be >= 2");
}

}  // namespace
