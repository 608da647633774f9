// The streaming binner follows numpy.histogram's bin rules exactly.
#include <gtest/gtest.h>

#include <cmath>

#include "expect_error.hpp"
#include "libplot/figure.hpp"
#include "libplot/histogram.hpp"

using libplot::Histogram;

TEST(Histogram, HalfOpenBinsLastClosed) {
  Histogram h({0, 1, 2, 3});
  for (double v : {0.0, 0.5, 1.0, 2.999, 3.0, -0.1, 3.1, std::nan("")}) h.add(v);
  EXPECT_EQ(h.counts(), (std::vector<double>{2, 1, 2}));
  EXPECT_EQ(h.dropped(), 3u);
  EXPECT_EQ(h.total(), 8u);
}

TEST(Histogram, UniformEdgesAsNumpy) {
  const Histogram h = Histogram::uniform(0, 1, 4);
  EXPECT_EQ(h.edges(), (std::vector<double>{0, 0.25, 0.5, 0.75, 1}));
}

TEST(Histogram, RejectsBadEdges) {
  EXPECT_THROW(Histogram({1}), libplot::InvalidArgument);
  EXPECT_THROW(Histogram({0, 2, 1}), libplot::InvalidArgument);
  expect_error<libplot::InvalidArgument>([&] { Histogram::uniform(1, 1, 3); },
                                         "Histogram: the range must have hi > lo");
}

TEST(Histogram, WeightsAddToTheirBin) {
  Histogram h({0, 1, 2});
  h.add(0.5, 0.25);
  h.add(1.5, 2.0);
  h.add(1.0, 0.5);
  h.add(3.0, 9.0);  // outside: dropped, its weight too
  EXPECT_EQ(h.counts(), (std::vector<double>{0.25, 2.5}));
  EXPECT_EQ(h.dropped(), 1u);
}

// Axes::hist's n as matplotlib returns it (values checked with matplotlib 3.6).
TEST(HistAxes, StackedCumulativeWeighted) {
  libplot::Figure fig(libplot::Theme{}, {.width = 4, .height = 3});
  libplot::Axes& ax = fig.axes();
  const std::vector<double> a{0, 0.5, 1, 3}, b{2, 2.5, 4};
  // ax.hist([a, b], bins=[0, 2, 4], stacked=True)[0] == [[3, 1], [3, 4]]
  EXPECT_EQ(ax.hist({a, b}, {.edges = {0, 2, 4}, .stacked = true}),
            (std::vector<std::vector<double>>{{3, 1}, {3, 4}}));
  // ax.hist(a, bins=[0, 2, 4], cumulative=True, weights=[1, 2, 3, 4])[0] == [6, 10]
  EXPECT_EQ(ax.hist(a, {.edges = {0, 2, 4}, .cumulative = true, .weights = {1, 2, 3, 4}}),
            (std::vector<double>{6, 10}));
  // density and cumulative: the last bin reaches 1
  EXPECT_EQ(ax.hist(a, {.edges = {0, 2, 4}, .density = true, .cumulative = true}),
            (std::vector<double>{0.75, 1.0}));
  expect_error<libplot::InvalidArgument>([&] { ax.hist(a, {.weights = {1}}); },
                                         "hist: weights has 1 values for 4 values");
}
