// The streaming binner follows numpy.histogram's bin rules exactly.
#include <gtest/gtest.h>

#include <cmath>

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
  try {
    Histogram::uniform(1, 1, 3);
    FAIL();
  } catch (const libplot::InvalidArgument& e) {
    EXPECT_STREQ(e.what(), "Histogram: the range must have hi > lo");
  }
}
