// Box statistics equal matplotlib 3.6's cbook.boxplot_stats (numpy 1.24 percentiles) to the bit;
// expected values printed by Python (repr).
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "expect_error.hpp"
#include "libplot/boxplot.hpp"
#include "libplot/figure.hpp"

using namespace libplot;

TEST(BoxplotStats, MatchesMatplotlib) {
  const std::vector<double> d{1.0, 2.0, 2.5, 3.0, 4.0, 4.5, 5.0, 20.0, -9.0, 3.5};
  const BoxStats s = boxplot_stats(d);
  EXPECT_EQ(s.mean, 3.65);
  EXPECT_EQ(s.q1, 2.125);
  EXPECT_EQ(s.med, 3.25);
  EXPECT_EQ(s.q3, 4.375);
  EXPECT_EQ(s.iqr, 2.25);
  EXPECT_EQ(s.cilo, 2.13292541654552);
  EXPECT_EQ(s.cihi, 4.36707458345448);
  EXPECT_EQ(s.whislo, 1.0);
  EXPECT_EQ(s.whishi, 5.0);
  EXPECT_EQ(s.fliers, (std::vector<double>{-9.0, 20.0}));  // low fliers first
}

TEST(BoxplotStats, InexactQuartilesAndNotch) {
  const std::vector<double> d{0.3, 1.7, 2.2, 0.9, 5.1, 1.1, 0.05};
  const BoxStats s = boxplot_stats(d);
  EXPECT_EQ(s.q1, 0.6);
  EXPECT_EQ(s.med, 1.1);
  EXPECT_EQ(s.q3, 1.9500000000000002);
  EXPECT_EQ(s.iqr, 1.35);
  EXPECT_EQ(s.cilo, 0.29890429945694286);
  EXPECT_EQ(s.cihi, 1.9010957005430573);
  EXPECT_EQ(s.whislo, 0.05);
  EXPECT_EQ(s.whishi, 2.2);
  EXPECT_EQ(s.fliers, (std::vector<double>{5.1}));
}

TEST(BoxplotStats, WhiskersNeverInsideTheBox) {
  const std::vector<double> d{1, 2, 3, 4, 100};
  const BoxStats s = boxplot_stats(d, 0);
  EXPECT_EQ(s.whislo, 2.0);  // no datum at q1 - 0 × iqr below q1: the whisker stops at q1
  EXPECT_EQ(s.whishi, 4.0);
  EXPECT_EQ(s.fliers, (std::vector<double>{1.0, 100.0}));
  const std::vector<double> one{5.0};
  const BoxStats t = boxplot_stats(one);
  EXPECT_EQ(t.q1, 5.0);
  EXPECT_EQ(t.whislo, 5.0);
  EXPECT_EQ(t.cilo, 5.0);
  EXPECT_TRUE(t.fliers.empty());
}

TEST(Percentile, LinearAsNumpy) {
  const std::vector<double> v{0.1, 0.7, 0.2};
  EXPECT_EQ(percentile(v, 10), 0.12000000000000001);
  EXPECT_EQ(percentile(v, 33), 0.166);
  EXPECT_EQ(percentile(v, 90), 0.6);
  EXPECT_EQ(percentile(v, 100), 0.7);
  EXPECT_EQ(percentile(v, 0), 0.1);
}

TEST(BoxplotStats, RejectsBadInput) {
  const std::vector<double> empty, bad{1, NAN};
  expect_error<libplot::InvalidArgument>([&] { boxplot_stats(empty); }, "boxplot_stats: values is empty");
  expect_error<libplot::InvalidArgument>([&] { boxplot_stats(bad); },
                                         "boxplot_stats: values[1] = nan is not finite");
  expect_error<libplot::InvalidArgument>([&] { percentile(std::vector<double>{1}, 101); },
                                         "percentile: p = 101.000000 is outside [0, 100]");
}

TEST(Boxplot, RejectsBadArguments) {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  expect_error<libplot::InvalidArgument>([&] { ax.boxplot({}); }, "boxplot: data has no data sets");
  expect_error<libplot::InvalidArgument>(
      [&] {
        ax.boxplot({{1, 2}, {3}}, {.positions = {1}});
      },
      "boxplot: positions has 1 values for 2 data sets");
  expect_error<libplot::InvalidArgument>(
      [&] {
        ax.boxplot({{1, 2}}, {.widths = {-1}});
      },
      "boxplot: widths has -1.000000, not a positive width");
  expect_error<libplot::InvalidArgument>(
      [&] {
        ax.boxplot({{1, 2}, {}});
      },
      "boxplot: data[1]: boxplot_stats: values is empty");
}

TEST(Boxplot, ReturnsStatsPerBox) {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  const auto stats =
      fig.axes().boxplot({{1, 2, 3, 4, 100}, {0.3, 1.7, 2.2, 0.9, 5.1, 1.1, 0.05}}, {.vert = false});
  ASSERT_EQ(stats.size(), 2u);
  EXPECT_EQ(stats[0].fliers, (std::vector<double>{100.0}));
  EXPECT_EQ(stats[1].q3, 1.9500000000000002);
}
