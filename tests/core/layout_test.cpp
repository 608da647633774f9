// Layout checked exactly through the recording canvas: limits, ticks, legends, labels.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "expect_error.hpp"
#include "model/axes_state.hpp"
#include "model/figure_state.hpp"
#include "layout/axes_layout.hpp"
#include "libplot/libplot.hpp"
#include "point_label_cases.hpp"
#include "recorded_texts.hpp"

using namespace libplot;

namespace {

using testing_support::texts_of;

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
  for (const char* s : {"0", "200", "400", "600", "800", "1000", "1200", "1400", "1600"})
    EXPECT_TRUE(has(t, s)) << s;
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
  const auto [x, y, labels] = test::clustered_points();
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
    for (std::size_t j = i + 1; j < boxes.size(); ++j)
      EXPECT_FALSE(boxes[i].intersects(boxes[j])) << i << " " << j;
  }
}

// Dense generated scatters: every label that has no leader line is nearer its own marker than
// any other (distance from the label box to the markers' edges), no two labels overlap and all
// stay inside the axes; every leader starts at its own marker and ends at its label.
namespace {

struct Scatter {
  std::vector<double> x, y;
  std::vector<std::string> labels;
};

Scatter generated_scatter(int kind, std::uint32_t seed) {
  auto next = [&] {
    seed = seed * 1664525u + 1013904223u;
    return (seed >> 8) / double(1u << 24);
  };
  const char* words[] = {"a", "int8", "model", "QTF", "Edge-SLA", "r=4", "baseline", "x"};
  Scatter s;
  const int n = kind == 0 ? 40 : (kind == 1 ? 36 : 24);
  for (int i = 0; i < n; ++i) {
    double x = 0, y = 0;
    if (kind == 0) {  // uniform
      x = next() * 10;
      y = next() * 10;
    } else if (kind == 1) {  // tight clusters
      const int c = i % 4;
      x = 2 + 2 * c + (next() - 0.5) * 1.2;
      y = 2 + 1.5 * ((c * 7) % 5) + (next() - 0.5) * 1.2;
    } else {  // points along a curve, some almost on top of each other
      const double t = next();
      x = t * 10;
      y = 10 * t * t + (next() - 0.5) * 0.8;
    }
    s.x.push_back(x);
    s.y.push_back(y);
    std::string name = words[static_cast<std::size_t>(next() * 8) % 8];
    if (next() < 0.5) name += std::string(" ") + words[static_cast<std::size_t>(next() * 8) % 8];
    s.labels.push_back(name + " #" + std::to_string(i));
  }
  return s;
}

}  // namespace

TEST(PointLabels, UnambiguousInDenseScatters) {
  int cases = 0, leaders_total = 0, labels_total = 0;
  for (int kind = 0; kind < 3; ++kind)
    for (std::uint32_t seed : {7u, 101u, 2024u}) {
      const Scatter s = generated_scatter(kind, seed);
      Theme th;
      Figure fig(th, {.width = 6, .height = 4.5});
      Axes& ax = fig.axes();
      ax.scatter(s.x, s.y, {.sizes = {kind == 1 ? 30.0 : 50.0}});
      ax.point_labels(s.x, s.y, s.labels, {.props = {.size = 7}});
      RecordingCanvas c;
      fig.draw(c);
      SCOPED_TRACE("kind " + std::to_string(kind) + " seed " + std::to_string(seed));
      ++cases;
      // Markers, in data order, and the axes (their clip).
      const RecordedMarkers* mk = nullptr;
      for (const auto& m : c.markers)
        if (m.clip && m.centres.size() == s.x.size()) mk = &m;
      ASSERT_NE(mk, nullptr);
      const Rect axes_box = *mk->clip;
      const double r = (mk->marker_bounds.width() + mk->marker_bounds.height()) / 4;
      std::vector<Rect> boxes;
      for (const std::string& l : s.labels) {
        const auto t = c.find_text(l);
        ASSERT_EQ(t.size(), 1u) << l;
        boxes.push_back(t[0]->bbox);
      }
      // Leaders: thin stroked segments, one end at a marker's edge, the other at a label box.
      std::vector<Rect> leaders;
      for (const auto& p : c.paths)
        if (p.stroke && !p.fill && p.segment_count == 2 && p.stroke->width == 0.5)
          leaders.push_back(p.bounds);
      auto dist = [&](const Rect& b, Point q) {
        const double dx = std::max({b.x0 - q.x, 0.0, q.x - b.x1}),
                     dy = std::max({b.y0 - q.y, 0.0, q.y - b.y1});
        return std::max(0.0, std::hypot(dx, dy) - r);
      };
      for (std::size_t i = 0; i < boxes.size(); ++i) {
        ++labels_total;
        EXPECT_TRUE(axes_box.contains(boxes[i])) << s.labels[i];
        for (std::size_t j = i + 1; j < boxes.size(); ++j)
          EXPECT_FALSE(boxes[i].intersects(boxes[j])) << s.labels[i] << " / " << s.labels[j];
        const Point own = mk->centres[i];
        const bool has_leader = std::any_of(leaders.begin(), leaders.end(), [&](const Rect& l) {
          return l.padded(1.5).intersects(boxes[i]) && l.padded(r + 3).contains(own);
        });
        leaders_total += has_leader;
        if (has_leader) continue;
        const double own_d = dist(boxes[i], own);
        for (std::size_t j = 0; j < mk->centres.size(); ++j)
          if (j != i) {
            EXPECT_LT(own_d, dist(boxes[i], mk->centres[j])) << s.labels[i] << " nearer point " << j;
          }
      }
      // Every leader belongs to some label.
      for (const Rect& l : leaders)
        EXPECT_TRUE(std::any_of(boxes.begin(), boxes.end(),
                                [&](const Rect& b) { return l.padded(1.5).intersects(b); }));
    }
  EXPECT_EQ(cases, 9);
  // Even in these crowded scatters most labels sit right next to their points.
  EXPECT_LT(leaders_total * 2, labels_total);
}

// Sparse points: every label right next to its point, no leaders.
TEST(PointLabels, SparseLabelsStayNextToTheirPoints) {
  Theme th;
  Figure fig(th, {.width = 6, .height = 4.5});
  Axes& ax = fig.axes();
  const std::vector<double> x{1, 3, 5, 7, 9, 2, 6}, y{1, 8, 3, 6, 2, 5, 9};
  const std::vector<std::string> labels{"one", "two", "three", "four", "five", "six", "seven"};
  ax.scatter(x, y);
  const PointLabels& pl = ax.point_labels(x, y, labels);
  RecordingCanvas c;
  fig.draw(c);
  EXPECT_EQ(pl.dropped(), 0u);
  const RecordedMarkers& mk = c.markers.back();
  ASSERT_EQ(mk.centres.size(), x.size());
  for (const auto& p : c.paths)
    EXPECT_FALSE(p.stroke && !p.fill && p.segment_count == 2 && p.stroke->width == 0.5);
  for (std::size_t i = 0; i < labels.size(); ++i) {
    const auto t = c.find_text(labels[i]);
    ASSERT_EQ(t.size(), 1u);
    const Rect b = t[0]->bbox;
    const Point q = mk.centres[i];
    const double dx = std::max({b.x0 - q.x, 0.0, q.x - b.x1}), dy = std::max({b.y0 - q.y, 0.0, q.y - b.y1});
    EXPECT_LT(std::hypot(dx, dy), 12.0) << labels[i];  // marker radius ~3.5 + the 4 pt offset + a ring
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
  expect_error<libplot::InvalidArgument>([&] { fig.axes().plot(x, y); }, "plot: x has 3 values but y has 2");
}

TEST(Annotate, KeepInsideMovesTextBackIntoTheAxes) {
  Theme th;
  Figure fig(th, {.width = 6.4, .height = 4.8, .dpi = 100});
  Axes& ax = fig.axes();
  const std::vector<double> x{0, 1}, y{0, 1};
  ax.plot(x, y);
  ax.set_xlim(0, 1);
  ax.set_ylim(0, 1);
  ax.annotate("a label that would run past the right edge", {0.98, 0.5}, {.keep_inside = true});
  ax.annotate("this one is clipped by nothing", {0.98, 0.2});
  RecordingCanvas c;
  fig.draw(c);
  const Rect axes_box{0.125 * 460.8, (1 - 0.88) * 345.6, 0.9 * 460.8, (1 - 0.11) * 345.6};
  const auto kept = c.find_text("a label that would run past the right edge");
  ASSERT_EQ(kept.size(), 1u);
  EXPECT_TRUE(axes_box.contains(kept[0]->bbox));
  const auto free = c.find_text("this one is clipped by nothing");
  ASSERT_EQ(free.size(), 1u);
  EXPECT_GT(free[0]->bbox.x1, axes_box.x1);  // without keep_inside, matplotlib's behaviour
}

// AnnotateOptions::avoid_data: a note asked for where a bar stands moves to the nearest free place
// inside the axes, clear of the bars, the other text and the legend; asked for a free place it
// stays exactly there; matplotlib-compat mode draws it where it was asked.
TEST(Layout, NoteAvoidingDataMovesOffBarsTextAndLegend) {
  auto draw = [](bool compat, double at_x) {
    Theme th;
    Figure fig(th);
    if (compat) fig.set_matplotlib_compat(true);
    Axes& ax = fig.axes();
    const BarContainer bars =
        ax.bar(std::vector<double>{0, 1, 2}, std::vector<double>{9, 3, 6}, {.label = "bars"});
    ax.set_ylim(0, 10);
    ax.text({1, 3.5}, "a value", {.props = {.ha = HAlign::Center}});
    ax.legend({.loc = "upper right"});
    ax.annotate("a note of\ntwo lines", {at_x, 0.95},
                {.xycoords = Coord::AxesFraction, .props = {.va = VAlign::Top}, .avoid_data = true});
    RecordingCanvas c;
    fig.draw(c);
    std::vector<Rect> out{c.find_text("a note of\ntwo lines").at(0)->bbox,
                          c.find_text("a value").at(0)->bbox};
    // The bars (and the legend's handle) in C0, the legend frame at its framealpha.
    for (const auto& p : c.paths)
      if (p.fill && (*p.fill == th.cycle(0) || std::abs(p.fill->a - th.legend_framealpha) < 1e-9))
        out.push_back(p.bounds);
    EXPECT_EQ(out.size(), 2u + bars.values.size() + 2);
    return out;
  };
  const auto moved = draw(false, 0.02);  // over the first bar
  ASSERT_GE(moved.size(), 5u);
  for (std::size_t i = 1; i < moved.size(); ++i) EXPECT_FALSE(moved[0].intersects(moved[i])) << i;
  const auto asked = draw(true, 0.02);
  EXPECT_TRUE(asked[0].intersects(asked[2]));  // compat: over the first bar, as matplotlib
  const Rect axes_box{0.125 * 460.8, (1 - 0.88) * 345.6, 0.9 * 460.8, (1 - 0.11) * 345.6};
  EXPECT_TRUE(axes_box.contains(moved[0]));
  const Rect free = draw(false, 0.4)[0], free_compat = draw(true, 0.4)[0];
  EXPECT_EQ(free.x0, free_compat.x0);  // a free place: where it was asked
  EXPECT_EQ(free.y0, free_compat.y0);
}

// The drawn legend frame: the one path filled at the legend's framealpha.
static Rect legend_frame(Figure& fig, const Theme& th) {
  RecordingCanvas c;
  fig.draw(c);
  for (const auto& p : c.paths)
    if (p.fill && std::abs(p.fill->a - th.legend_framealpha) < 1e-9) return p.bounds;
  ADD_FAILURE() << "no legend frame";
  return Rect{};
}

// LegendOptions::outside_when_full: with no free place inside the axes the legend goes right of
// the axes, level with its top; with a free place it is where avoid_data alone puts it.
TEST(Layout, LegendOutsideWhenNoPlaceInsideIsFree) {
  auto frame = [](bool full, bool outside) {
    Theme th;
    Figure fig(th);
    Axes& ax = fig.axes();
    std::vector<double> x, y;
    for (int i = 0; i <= 400; ++i) {
      x.push_back(i / 400.0);
      y.push_back(full ? (i % 2 ? 0.0 : 1.0) : 0.1);  // a zigzag over the whole box, or a low line
    }
    ax.plot(x, y, {.label = "data"});
    ax.set_xlim(0, 1);
    ax.set_ylim(0, 1);
    ax.legend({.loc = "upper left", .avoid_data = true, .outside_when_full = outside});
    return legend_frame(fig, th);
  };
  const Rect axes_box{0.125 * 460.8, (1 - 0.88) * 345.6, 0.9 * 460.8, (1 - 0.11) * 345.6};
  const Rect out = frame(true, true);
  EXPECT_GT(out.x0, axes_box.x1);
  EXPECT_NEAR(out.y0, axes_box.y0, 0.5);               // level with the top (the frame's stroke aside)
  EXPECT_TRUE(axes_box.contains(frame(true, false)));  // least covered place inside
  const Rect free = frame(false, true), free_inside = frame(false, false);
  EXPECT_EQ(free.x0, free_inside.x0);
  EXPECT_EQ(free.y0, free_inside.y0);
  EXPECT_TRUE(axes_box.contains(free));
}

// LegendOptions::avoid_data keeps the legend off a line's markers, not only its vertices: a big
// marker whose centre is just left of the upper-right frame moves the legend (asked for "upper
// right" or "best"); a small one there does not; without avoid_data matplotlib's choice stays.
TEST(Layout, LegendAvoidingDataKeepsOffLineMarkers) {
  const Rect axes_box{0.125 * 460.8, (1 - 0.88) * 345.6, 0.9 * 460.8, (1 - 0.11) * 345.6};
  auto frame = [](const std::string& loc, bool avoid, double markersize, Point at) {
    Theme th;
    Figure fig(th);
    Axes& ax = fig.axes();
    ax.plot(std::vector<double>{at.x}, std::vector<double>{at.y},
            {.linestyle = "none",
             .marker = "o",
             .markersize = markersize,
             .markeredgewidth = 0,
             .label = "one point"});
    ax.set_xlim(0, 1);
    ax.set_ylim(0, 1);
    ax.legend({.loc = loc, .avoid_data = avoid});
    return legend_frame(fig, th);
  };
  // Where "upper right" puts the frame with the point far away; the point goes 4 pt left of it.
  const Rect ur = frame("upper right", false, 6, {0.05, 0.05});
  const Point centre{ur.x0 - 4, (ur.y0 + ur.y1) / 2};
  const Point at{(centre.x - axes_box.x0) / axes_box.width(),
                 1 - (centre.y - axes_box.y0) / axes_box.height()};
  const Rect big_marker{centre.x - 15, centre.y - 15, centre.x + 15, centre.y + 15};  // markersize 30
  for (const std::string loc : {"upper right", "best"}) {
    SCOPED_TRACE(loc);
    const Rect moved = frame(loc, true, 30, at);
    EXPECT_FALSE(moved.intersects(big_marker));
    EXPECT_TRUE(axes_box.contains(moved));
    const Rect kept = frame(loc, false, 30, at);  // matplotlib counts the vertex only: outside
    EXPECT_EQ(kept.x0, ur.x0);
    EXPECT_EQ(kept.y0, ur.y0);
  }
  const Rect small = frame("upper right", true, 1, at);  // 0.5 pt: clear of the frame and its clearance
  EXPECT_EQ(small.x0, ur.x0);
  EXPECT_EQ(small.y0, ur.y0);
}

// Labels beyond what their neighbourhood can show are dropped in input order and counted: 300
// labels on one point (no marker) keep exactly as many as a quarter of their room can hold side by side.
// The room is the point padded by offset + max_offset (4 + 40 pt), widened by the label's size.
TEST(PointLabels, CrowdedLabelsAreDroppedByTheRoomRuleAndCounted) {
  Theme th;
  Figure fig(th);
  Axes& ax = fig.axes();
  const std::vector<double> x(300, 0.5), y(300, 0.5);
  const std::vector<std::string> labels(300, "x");
  ax.set_xlim(0, 1);
  ax.set_ylim(0, 1);
  const PointLabels& pl = ax.point_labels(x, y, labels);
  RecordingCanvas c;
  fig.draw(c);
  const auto drawn = c.find_text("x");
  ASSERT_FALSE(drawn.empty());
  const double w = drawn[0]->bbox.width(), h = drawn[0]->bbox.height();
  const double room = (2 * 44 + 2 * w) * (2 * 44 + 2 * h);
  const auto kept = static_cast<std::size_t>(std::floor(0.25 * room / (w * h)));
  EXPECT_EQ(drawn.size(), kept);
  EXPECT_EQ(pl.dropped(), 300 - kept);
  EXPECT_GT(kept, 10u);
  EXPECT_LT(kept, 100u);
}

// 5,000 labelled points on a small axes: placement ends (its work is bounded), every label is
// either drawn inside the axes or counted as dropped, and sparse labels lose none.
TEST(PointLabels, DenseInputsDropLabelsAndCountThem) {
  Theme th;
  Figure fig(th);
  Axes& ax = fig.axes();
  const std::size_t n = 5000;
  std::vector<double> x(n), y(n);
  std::vector<std::string> labels(n);
  std::uint32_t seed = 99;
  auto next = [&] {
    seed = seed * 1664525u + 1013904223u;
    return (seed >> 8) / double(1u << 24);
  };
  for (std::size_t i = 0; i < n; ++i) {
    x[i] = next();
    y[i] = next();
    labels[i] = std::to_string(i);
    labels[i].insert(0, 1, 'q');
  }
  ax.scatter(x, y, {.sizes = {4}});
  const PointLabels& pl = ax.point_labels(x, y, labels, {.props = {.size = 6}});
  RecordingCanvas c;
  fig.draw(c);
  std::size_t drawn = 0;
  const Rect axes_box{0.125 * 460.8, (1 - 0.88) * 345.6, 0.9 * 460.8, (1 - 0.11) * 345.6};
  for (const auto& t : c.texts)
    if (t.text.size() > 1 && t.text[0] == 'q') {
      ++drawn;
      EXPECT_TRUE(axes_box.contains(t.bbox)) << t.text;
    }
  EXPECT_GT(pl.dropped(), n / 2);
  EXPECT_EQ(drawn + pl.dropped(), n);
}
