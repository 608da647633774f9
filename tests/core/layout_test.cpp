// Layout checked exactly through the recording canvas: limits, ticks, legends, labels.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/axes_state.hpp"
#include "core/figure_state.hpp"
#include "layout/axes_layout.hpp"
#include "libplot/libplot.hpp"

using namespace libplot;

namespace {

std::vector<std::string> texts_of(const RecordingCanvas& c) {
  std::vector<std::string> out;
  for (const auto& t : c.texts) out.push_back(t.text);
  return out;
}

bool has(const std::vector<std::string>& v, const std::string& s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

}  // namespace

TEST(Figure, PixelSizeTruncatesLikeMatplotlib) {
  Theme th;
  Figure a(th, {.width = 11.4, .height = 4.1, .dpi = 160});
  EXPECT_EQ(a.pixel_size(), std::make_pair(1824, 656));
  Figure b(th, {.width = 7.8, .height = 4.7, .dpi = 160});
  EXPECT_EQ(b.pixel_size(), std::make_pair(1248, 752));
  Figure c(th, {.width = 10, .height = 6, .dpi = 300});
  EXPECT_EQ(c.pixel_size(), std::make_pair(3000, 1800));
}

TEST(Autoscale, BarsStickToZeroAndGetFivePercentMargins) {
  Theme th;
  Figure fig(th);
  Axes& ax = fig.axes();
  const std::vector<double> x{0, 1}, h{1, 3};
  ax.bar(x, h);
  Interval xv, yv;
  autoscale(ax, xv, yv);
  EXPECT_DOUBLE_EQ(yv.lo, 0.0);
  EXPECT_DOUBLE_EQ(yv.hi, 3.15);
  EXPECT_DOUBLE_EQ(xv.lo, -0.49);
  EXPECT_DOUBLE_EQ(xv.hi, 1.49);
}

TEST(Autoscale, ExplicitAndInvertedLimits) {
  Theme th;
  Figure fig(th);
  Axes& ax = fig.axes();
  const std::vector<double> x{0, 1, 2}, y{5, 6, 7};
  ax.plot(x, y);
  ax.set_ylim(0, 10);
  ax.invert_xaxis();
  Interval xv, yv;
  autoscale(ax, xv, yv);
  EXPECT_DOUBLE_EQ(yv.lo, 0.0);
  EXPECT_DOUBLE_EQ(yv.hi, 10.0);
  EXPECT_DOUBLE_EQ(xv.lo, 2.1);
  EXPECT_DOUBLE_EQ(xv.hi, -0.1);
}

TEST(Autoscale, LogAxisMarginsInLogSpace) {
  Theme th;
  Figure fig(th);
  Axes& ax = fig.axes();
  const std::vector<double> x{10, 1000}, y{1, 2};
  ax.plot(x, y);
  ax.set_xscale(Scale::log(10));
  Interval xv, yv;
  autoscale(ax, xv, yv);
  EXPECT_NEAR(xv.lo, std::pow(10.0, 0.9), 1e-9);
  EXPECT_NEAR(xv.hi, std::pow(10.0, 3.1), 1e-9);
}

TEST(Ticks, AutoLocatorLabelsAsMatplotlib) {
  Theme th;
  Figure fig(th, {.width = 6.4, .height = 4.8, .dpi = 100});
  Axes& ax = fig.axes();
  const std::vector<double> x{0, 1}, y{0, 1};
  ax.plot(x, y);
  ax.set_ylim(0, 1620);
  RecordingCanvas c;
  fig.draw(c);
  const auto t = texts_of(c);
  for (const char* s : {"0", "200", "400", "600", "800", "1000", "1200", "1400", "1600"}) EXPECT_TRUE(has(t, s)) << s;
  EXPECT_FALSE(has(t, "1800"));
  // x: 0.0 .. 1.0 in steps of 0.2 over the margins
  for (const char* s : {"0.0", "0.2", "0.4", "0.6", "0.8", "1.0"}) EXPECT_TRUE(has(t, s)) << s;
}

TEST(Ticks, FixedTicksWithMultilineLabels) {
  Theme th;
  Figure fig(th);
  Axes& ax = fig.axes();
  const std::vector<double> x{0, 1}, h{1, 2};
  ax.bar(x, h);
  ax.set_xticks({0, 1}, {"24L\n248k", "4L\n128k"});
  RecordingCanvas c;
  fig.draw(c);
  const auto t = texts_of(c);
  EXPECT_TRUE(has(t, "24L\n248k"));
  EXPECT_TRUE(has(t, "4L\n128k"));
  const auto found = c.find_text("24L\n248k");
  ASSERT_EQ(found.size(), 1u);
  // Two lines are taller than any one-line tick label.
  double one_line = 1e9;
  for (const auto& t : c.texts)
    if (t.text.find('\n') == std::string::npos) one_line = std::min(one_line, t.bbox.height());
  EXPECT_GT(found[0]->bbox.height(), 1.8 * one_line);
}

TEST(Legend, UpperRightSitsInsideTheAxesAtBorderaxespad) {
  Theme th;
  Figure fig(th, {.width = 6.4, .height = 4.8, .dpi = 100});
  Axes& ax = fig.axes();
  const std::vector<double> x{0, 1, 2}, y{0, 1, 0};
  ax.plot(x, y, {.label = "series one"});
  ax.legend({.loc = "upper right"});
  RecordingCanvas c;
  fig.draw(c);
  const auto label = c.find_text("series one");
  ASSERT_EQ(label.size(), 1u);
  // The axes box: subplot params 0.125..0.9 × 0.11..0.88 of 460.8 × 345.6 points.
  const double right = 0.9 * 460.8, top = (1 - 0.88) * 345.6;
  EXPECT_LT(label[0]->bbox.x1, right - 0.5 * 10);
  EXPECT_GT(label[0]->bbox.y0, top + 0.5 * 10);
}

TEST(Legend, BestAvoidsTheData) {
  Theme th;
  Figure fig(th);
  Axes& ax = fig.axes();
  // Data fills the upper right; "best" must go elsewhere.
  std::vector<double> x, y;
  for (int i = 0; i <= 20; ++i) {
    x.push_back(5 + i * 0.25);
    y.push_back(5 + i * 0.25);
  }
  x.push_back(0);
  y.push_back(0);
  ax.scatter(x, y, {.label = "points"});
  ax.legend();
  RecordingCanvas c;
  fig.draw(c);
  const auto label = c.find_text("points");
  ASSERT_EQ(label.size(), 1u);
  // Upper left (loc code 2) is free: the legend is in the left half and the upper half.
  EXPECT_LT(label[0]->bbox.x1, 0.5 * 460.8);
  EXPECT_LT(label[0]->bbox.y1, 0.5 * 345.6);
}

TEST(PointLabels, NeverOverlapAndStayInside) {
  Theme th;
  Figure fig(th);
  Axes& ax = fig.axes();
  std::vector<double> x, y;
  std::vector<std::string> labels;
  for (int i = 0; i < 12; ++i) {
    x.push_back(1 + 0.05 * i);
    y.push_back(1 + 0.04 * (i % 3));
    labels.push_back("label " + std::to_string(i));
  }
  x.push_back(3);
  y.push_back(3);
  labels.push_back("far");
  ax.scatter(x, y);
  ax.point_labels(x, y, labels);
  RecordingCanvas c;
  fig.draw(c);
  std::vector<Rect> boxes;
  for (const auto& t : c.texts)
    if (t.text.rfind("label ", 0) == 0 || t.text == "far") boxes.push_back(t.bbox);
  ASSERT_EQ(boxes.size(), 13u);
  const Rect axes_box{0.125 * 460.8, (1 - 0.88) * 345.6, 0.9 * 460.8, (1 - 0.11) * 345.6};
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    EXPECT_TRUE(axes_box.contains(boxes[i])) << i;
    for (std::size_t j = i + 1; j < boxes.size(); ++j) EXPECT_FALSE(boxes[i].intersects(boxes[j])) << i << " " << j;
  }
}

TEST(TightLayout, EveryTextInsideTheFigure) {
  Theme th;
  Figure fig(th, {.width = 4, .height = 3, .dpi = 100});
  auto axes = fig.subplots({.nrows = 1, .ncols = 2});
  const std::vector<double> x{0, 1000000}, y{0, 1};
  for (Axes* a : axes) {
    a->plot(x, y);
    a->set_ylabel("a rather long y label");
    a->set_xlabel("x label");
    a->set_title("title");
  }
  fig.suptitle("suptitle");
  fig.tight_layout();
  RecordingCanvas c;
  fig.draw(c);
  const Rect page{0, 0, 4 * 72.0, 3 * 72.0};
  for (const auto& t : c.texts) EXPECT_TRUE(page.contains(t.bbox)) << t.text;
}

TEST(Errors, MismatchedLengthsNameTheCall) {
  Theme th;
  Figure fig(th);
  const std::vector<double> x{0, 1, 2}, y{0, 1};
  try {
    fig.axes().plot(x, y);
    FAIL();
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "plot: x has 3 values but y has 2");
  }
}
