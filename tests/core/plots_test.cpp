// step/drawstyle, stairs, hlines/vlines, fill_betweenx, stackplot, asymmetric error bars, bar
// error bars and pie explode: the exact figure-space geometry on the recording canvas, computed
// here from the axes box and limits with the axes transform's formula.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "expect_error.hpp"
#include "layout/tight_layout.hpp"
#include "libplot/libplot.hpp"
#include "libplot/recording_canvas.hpp"
#include "model/figure_state.hpp"
#include "recorded_texts.hpp"

using namespace libplot;

namespace {

const Color kRed{1, 0, 0, 1}, kBlue{0, 0, 1, 1};

struct Drawn {
  RecordingCanvas rc;
  AxesTransform tr;
};

// Draws a one-axes figure whose limits are fixed to [0, 10] × [0, 10] after `make`.
template <class F>
Drawn draw_with(F&& make) {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  make(ax);
  ax.set_xlim(0, 10);
  ax.set_ylim(0, 10);
  Drawn d;
  fig.draw(d.rc);
  d.tr.xview = {0, 10};
  d.tr.yview = {0, 10};
  d.tr.box = axes_boxes(state_of(fig), TextEngine::for_this_thread())[0];
  return d;
}

bool same(const Color& a, const Color& b) { return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a; }

// The recorded paths stroked (or filled) in colour c, in drawing order.
std::vector<const RecordedPath*> stroked(const RecordingCanvas& rc, const Color& c) {
  std::vector<const RecordedPath*> out;
  for (const auto& p : rc.paths)
    if (p.stroke && same(p.stroke->color, c)) out.push_back(&p);
  return out;
}
std::vector<const RecordedPath*> filled(const RecordingCanvas& rc, const Color& c) {
  std::vector<const RecordedPath*> out;
  for (const auto& p : rc.paths)
    if (p.fill && same(*p.fill, c)) out.push_back(&p);
  return out;
}

void expect_points(const std::vector<Point>& got, const std::vector<Point>& data, const AxesTransform& tr,
                   const char* what) {
  ASSERT_EQ(got.size(), data.size()) << what;
  for (std::size_t i = 0; i < data.size(); ++i) {
    const Point e = tr.to_fig(data[i]);
    EXPECT_EQ(got[i].x, e.x) << what << " vertex " << i;
    EXPECT_EQ(got[i].y, e.y) << what << " vertex " << i;
  }
}

}  // namespace

TEST(Step, DrawstylesGiveMatplotlibsStepVertices) {
  const std::vector<double> x{1, 3, 4}, y{2, 5, 3};
  const std::vector<std::pair<StepWhere, std::vector<Point>>> cases{
      {StepWhere::Pre, {{1, 2}, {1, 5}, {3, 5}, {3, 3}, {4, 3}}},
      {StepWhere::Post, {{1, 2}, {3, 2}, {3, 5}, {4, 5}, {4, 3}}},
      {StepWhere::Mid, {{1, 2}, {2, 2}, {2, 5}, {3.5, 5}, {3.5, 3}, {4, 3}}}};
  for (const auto& [where, vertices] : cases) {
    Drawn d =
        draw_with([&, where = where](Axes& ax) { ax.step(x, y, {.color = kRed, .marker = "o"}, where); });
    const auto lines = stroked(d.rc, kRed);
    ASSERT_EQ(lines.size(), 1u);
    expect_points(lines[0]->polylines.at(0), vertices, d.tr, "step");
    // The markers stay at the data points.
    ASSERT_EQ(d.rc.markers.size(), 1u);
    expect_points(d.rc.markers[0].centres, {{1, 2}, {3, 5}, {4, 3}}, d.tr, "markers");
  }
  // plot's drawstyle is the same thing.
  Drawn d = draw_with([&](Axes& ax) { ax.plot(x, y, {.color = kRed, .drawstyle = DrawStyle::StepsPost}); });
  expect_points(stroked(d.rc, kRed).at(0)->polylines.at(0), cases[1].second, d.tr, "plot drawstyle");
}

TEST(Stairs, OutlineDropsToTheBaselineAndNaNLeavesAGap) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  Drawn d = draw_with([&](Axes& ax) {
    ax.stairs(std::vector<double>{3, 5, nan, 4}, std::vector<double>{1, 2, 4, 5, 7}, {.color = kRed});
  });
  const auto p = stroked(d.rc, kRed);
  ASSERT_EQ(p.size(), 2u);  // one polyline per run of values
  EXPECT_FALSE(p[0]->fill.has_value());
  EXPECT_EQ(p[0]->stroke->width, 1.0);  // patch.linewidth
  expect_points(p[0]->polylines.at(0), {{1, 0}, {1, 3}, {2, 3}, {2, 5}, {4, 5}, {4, 0}}, d.tr, "first run");
  expect_points(p[1]->polylines.at(0), {{5, 0}, {5, 4}, {7, 4}, {7, 0}}, d.tr, "second run");
}

TEST(Stairs, FilledNoBaselineAndHorizontal) {
  Drawn d = draw_with([&](Axes& ax) {
    ax.stairs(std::vector<double>{3, 5}, {}, {.baseline = std::nullopt, .color = kRed});
    ax.stairs(std::vector<double>{2, 6}, std::vector<double>{4, 5, 6}, {.fill = true, .color = kBlue});
    ax.stairs(std::vector<double>{1, 2}, std::vector<double>{7, 8, 9}, {.horizontal = true, .color = kRed});
  });
  const auto outline = stroked(d.rc, kRed);
  ASSERT_EQ(outline.size(), 2u);
  // No baseline: the outline starts at the first value and ends at the last; edges 0, 1, 2.
  expect_points(outline[0]->polylines.at(0), {{0, 3}, {0, 3}, {1, 3}, {1, 5}, {2, 5}, {2, 5}}, d.tr,
                "no baseline");
  expect_points(outline[1]->polylines.at(0), {{0, 7}, {1, 7}, {1, 8}, {2, 8}, {2, 9}, {0, 9}}, d.tr,
                "horizontal");
  const auto fill = filled(d.rc, kBlue);
  ASSERT_EQ(fill.size(), 1u);
  EXPECT_FALSE(fill[0]->stroke.has_value());  // filled stairs have no edge
}

TEST(HlinesVlines, SegmentsColoursAndTheCycle) {
  Drawn d = draw_with([&](Axes& ax) {
    ax.hlines(std::vector<double>{1, 2, 3}, std::vector<double>{0}, std::vector<double>{4, 5, 6},
              {.colors = {kRed, kBlue}});
    ax.vlines(std::vector<double>{8}, std::vector<double>{1}, std::vector<double>{9});
    ax.plot(std::vector<double>{0, 1}, std::vector<double>{0, 1});
  });
  const auto red = stroked(d.rc, kRed), blue = stroked(d.rc, kBlue);
  ASSERT_EQ(red.size(), 2u);  // colours cycle over the lines: red, blue, red
  ASSERT_EQ(blue.size(), 1u);
  expect_points(red[0]->polylines.at(0), {{0, 1}, {4, 1}}, d.tr, "hline 0");
  expect_points(blue[0]->polylines.at(0), {{0, 2}, {5, 2}}, d.tr, "hline 1");
  expect_points(red[1]->polylines.at(0), {{0, 3}, {6, 3}}, d.tr, "hline 2");
  EXPECT_EQ(red[0]->stroke->width, 1.5);
  EXPECT_EQ(red[0]->stroke->cap, LineCap::Butt);
  // vlines default to C0 without advancing the cycle: the plot after them is C0 too.
  const auto c0 = stroked(d.rc, Theme{}.cycle(0));
  ASSERT_EQ(c0.size(), 2u);
  expect_points(c0[0]->polylines.at(0), {{8, 1}, {8, 9}}, d.tr, "vline");
  expect_points(c0[1]->polylines.at(0), {{0, 0}, {1, 1}}, d.tr, "plot");
}

TEST(FillBetweenx, PolygonAlongY) {
  Drawn d = draw_with([&](Axes& ax) {
    ax.fill_betweenx(std::vector<double>{1, 2, 3}, std::vector<double>{4, 5, 6}, std::vector<double>{1},
                     {.color = kRed});
  });
  const auto p = filled(d.rc, kRed);
  ASSERT_EQ(p.size(), 1u);
  expect_points(p[0]->polylines.at(0), {{4, 1}, {5, 2}, {6, 3}, {1, 3}, {1, 2}, {1, 1}, {4, 1}}, d.tr,
                "fill_betweenx");
}

TEST(Stackplot, RunningSumsCycleColoursAndLegend) {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  ax.stackplot(std::vector<double>{0, 1}, {{1, 2}, {3, 1}, {0.5, 0.5}}, {.labels = {"a", "b"}});
  ax.set_xlim(0, 10);
  ax.set_ylim(0, 10);
  ax.legend();
  RecordingCanvas rc;
  fig.draw(rc);
  AxesTransform tr{
      .xview = {0, 10}, .yview = {0, 10}, .box = axes_boxes(state_of(fig), TextEngine::for_this_thread())[0]};
  const Theme t;
  const std::vector<std::vector<Point>> polys{{{0, 1}, {1, 2}, {1, 0}, {0, 0}, {0, 1}},
                                              {{0, 4}, {1, 3}, {1, 2}, {0, 1}, {0, 4}},
                                              {{0, 4.5}, {1, 3.5}, {1, 3}, {0, 4}, {0, 4.5}}};
  for (int k = 0; k < 3; ++k) {
    const auto p = filled(rc, t.cycle(k));
    ASSERT_GE(p.size(), 1u) << k;  // k < 2: the body and its legend patch
    EXPECT_FALSE(p[0]->stroke.has_value()) << k;
    expect_points(p[0]->polylines.at(0), polys[k], tr, "series");
    EXPECT_EQ(p.size(), k < 2 ? 2u : 1u) << k;  // only labelled series are in the legend
  }
  int legend_texts = 0;
  for (const auto& tx : rc.texts) legend_texts += tx.text == "a" || tx.text == "b";
  EXPECT_EQ(legend_texts, 2);
}

TEST(Errorbar, AsymmetricErrorsInBothDirections) {
  Drawn d = draw_with([&](Axes& ax) {
    ax.errorbar(std::vector<double>{2, 6}, std::vector<double>{5, 4}, {},
                {.color = kRed,
                 .capsize = 3,
                 .yerr_lower = {1, 2},
                 .yerr_upper = {0.5},
                 .xerr_lower = {1},
                 .xerr_upper = {2, 3}});
  });
  const auto bars = stroked(d.rc, kRed);
  ASSERT_GE(bars.size(), 1u);
  const auto& segs = bars[0]->polylines;
  ASSERT_EQ(segs.size(), 4u);  // per point: the y bar, then the x bar
  expect_points(segs[0], {{2, 4}, {2, 5.5}}, d.tr, "y bar 0");
  expect_points(segs[1], {{1, 5}, {4, 5}}, d.tr, "x bar 0");
  expect_points(segs[2], {{6, 2}, {6, 4.5}}, d.tr, "y bar 1");
  expect_points(segs[3], {{5, 4}, {9, 4}}, d.tr, "x bar 1");
  // Caps at every bar end: two marker sets (horizontal caps on y bars, vertical on x bars).
  std::vector<const RecordedMarkers*> caps;
  for (const auto& m : d.rc.markers)
    if (!m.fill) caps.push_back(&m);
  ASSERT_EQ(caps.size(), 2u);
  expect_points(caps[0]->centres, {{2, 4}, {2, 5.5}, {6, 2}, {6, 4.5}}, d.tr, "y caps");
  EXPECT_EQ(caps[0]->marker_bounds.width(), 6.0);  // 2 × capsize
  expect_points(caps[1]->centres, {{1, 5}, {4, 5}, {5, 4}, {9, 4}}, d.tr, "x caps");
}

TEST(Bar, ErrorBarsAtTheBarsEndsBlackWithoutAdvancingTheCycle) {
  const Color black{0, 0, 0, 1};
  Drawn d = draw_with([&](Axes& ax) {
    ax.bar(std::vector<double>{2, 5}, std::vector<double>{4, 6},
           {.bottom = {1}, .yerr_lower = {1, 0.5}, .yerr_upper = {2, 1}, .capsize = 2});
    ax.barh(std::vector<double>{8}, std::vector<double>{3}, {.xerr = {1}, .ecolor = kRed});
    ax.plot(std::vector<double>{0, 1}, std::vector<double>{0, 1});
  });
  const auto k = stroked(d.rc, black);
  std::vector<const RecordedPath*> err;
  for (const auto* p : k)
    if (p->polylines.size() == 2) err.push_back(p);
  ASSERT_EQ(err.size(), 1u);
  expect_points(err[0]->polylines[0], {{2, 4}, {2, 7}}, d.tr, "bar 0 error");  // top 1 + 4 = 5
  expect_points(err[0]->polylines[1], {{5, 6.5}, {5, 8}}, d.tr, "bar 1 error");
  const auto red = stroked(d.rc, kRed);
  ASSERT_EQ(red.size(), 1u);
  expect_points(red[0]->polylines.at(0), {{2, 8}, {4, 8}}, d.tr, "barh error");  // right end at 3
  // bar's errorbar takes no colour from the lines' cycle: the plot is still C0.
  EXPECT_EQ(stroked(d.rc, Theme{}.cycle(0)).size(), 1u);
}

// align=Edge puts a bar's left edge (a horizontal bar's bottom edge) at its position, as
// matplotlib's align="edge": its error bar and its bar_label sit at the bar's centre, half a
// width past the position.
TEST(Bar, EdgeAlignedBarsCarryErrorBarsAndLabelsAtTheirCentres) {
  const Color black{0, 0, 0, 1};
  Drawn d = draw_with([&](Axes& ax) {
    const BarContainer c =
        ax.bar(std::vector<double>{2, 5}, std::vector<double>{4, 6},
               {.width = 2, .color = kRed, .align = BarOptions::Align::Edge, .yerr = {1, 1}});
    EXPECT_EQ(c.centers, (std::vector<double>{3, 6}));
    ax.bar_label(c, {.labels = {"a", "b"}});
  });
  // The bars' sides: x = 2..4 and 5..7 (left edges at the positions).
  std::vector<double> xs;
  for (const auto* p : filled(d.rc, kRed))
    for (const auto& line : p->polylines)
      for (const Point& q : line) xs.push_back(q.x);
  std::sort(xs.begin(), xs.end());
  xs.erase(std::unique(xs.begin(), xs.end(), [](double u, double v) { return std::fabs(u - v) < 1e-9; }),
           xs.end());
  ASSERT_EQ(xs.size(), 4u);
  for (int i = 0; i < 4; ++i)
    EXPECT_NEAR(xs[i], d.tr.to_fig({std::vector<double>{2, 4, 5, 7}[i], 0}).x, 1e-9);
  // Error bars through the centres: x = 3 and 6.
  std::vector<const RecordedPath*> err;
  for (const auto* p : stroked(d.rc, black))
    if (p->polylines.size() == 2) err.push_back(p);
  ASSERT_EQ(err.size(), 1u);
  expect_points(err[0]->polylines.at(0), {{3, 3}, {3, 5}}, d.tr, "bar 0 error at its centre");
  expect_points(err[0]->polylines.at(1), {{6, 5}, {6, 7}}, d.tr, "bar 1 error at its centre");
  // The labels centred over the bars.
  std::vector<double> label_x;
  for (const auto& t : d.rc.texts)
    if (t.text == "a" || t.text == "b") label_x.push_back((t.bbox.x0 + t.bbox.x1) / 2);
  ASSERT_EQ(label_x.size(), 2u);
  EXPECT_NEAR(label_x[0], d.tr.to_fig({3, 0}).x, 1e-6);
  EXPECT_NEAR(label_x[1], d.tr.to_fig({6, 0}).x, 1e-6);
}

// The same for barh: the bar's bottom edge at its position, its error bar and label at its centre.
TEST(Bar, EdgeAlignedHorizontalBarsCarryErrorBarsAndLabelsAtTheirCentres) {
  Drawn d = draw_with([&](Axes& ax) {
    const BarContainer c =
        ax.barh(std::vector<double>{8}, std::vector<double>{3},
                {.width = 1, .color = kBlue, .align = BarOptions::Align::Edge, .xerr = {1}, .ecolor = kRed});
    EXPECT_EQ(c.centers, (std::vector<double>{8.5}));
    ax.bar_label(c, {.labels = {"h"}, .label_type = BarLabelOptions::Type::Center});
  });
  const auto blue = filled(d.rc, kBlue);
  ASSERT_EQ(blue.size(), 1u);
  EXPECT_NEAR(blue[0]->bounds.y0, d.tr.to_fig({0, 9}).y, 1e-9);
  EXPECT_NEAR(blue[0]->bounds.y1, d.tr.to_fig({0, 8}).y, 1e-9);
  const auto red_err = stroked(d.rc, kRed);
  ASSERT_EQ(red_err.size(), 1u);
  expect_points(red_err[0]->polylines.at(0), {{2, 8.5}, {4, 8.5}}, d.tr, "barh error at its centre");
  std::vector<Point> label_centres;
  for (const auto& t : d.rc.texts)
    if (t.text == "h") label_centres.push_back(t.bbox.centre());
  ASSERT_EQ(label_centres.size(), 1u);
  EXPECT_NEAR(label_centres[0].x, d.tr.to_fig({1.5, 0}).x, 1e-6);
  EXPECT_NEAR(label_centres[0].y, d.tr.to_fig({0, 8.5}).y, 0.5);
}

TEST(Bar, AFailedCallAddsNothing) {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  EXPECT_THROW(
      ax.bar(std::vector<double>{1, 2}, std::vector<double>{1, 2}, {.color = kRed, .yerr = {1, 2, 3}}),
      InvalidArgument);
  RecordingCanvas rc;
  fig.draw(rc);
  EXPECT_TRUE(filled(rc, kRed).empty());
}

TEST(Pie, ExplodeMovesTheWedgeAndItsTexts) {
  Figure fig(Theme{}, {.width = 4, .height = 4});
  Axes& ax = fig.axes();
  // Two halves from 90°: the first spans 90°..270° (middle 180°), the second 270°..450° (0°).
  ax.pie(std::vector<double>{1, 1},
         {.labels = {"L", "R"}, .autopct = "%d%%", .startangle = 90, .explode = {0.2, 0}});
  RecordingCanvas rc;
  fig.draw(rc);
  const Rect box = axes_boxes(state_of(fig), TextEngine::for_this_thread())[0];
  // The axes keep matplotlib's pie limits, ±1.25, with an equal aspect.
  AxesTransform tr{.xview = {-1.25, 1.25}, .yview = {-1.25, 1.25}, .box = box};
  const Theme t;
  const auto w0 = filled(rc, t.cycle(0)), w1 = filled(rc, t.cycle(1));
  ASSERT_EQ(w0.size(), 1u);
  ASSERT_EQ(w1.size(), 1u);
  const double c = std::cos(M_PI), s = std::sin(M_PI);
  const Point tip0 = tr.to_fig({0.2 * c, 0.2 * s}), tip1 = tr.to_fig({0, 0});
  EXPECT_NEAR(w0[0]->polylines.at(0).front().x, tip0.x, 1e-9);
  EXPECT_NEAR(w0[0]->polylines.at(0).front().y, tip0.y, 1e-9);
  EXPECT_NEAR(w1[0]->polylines.at(0).front().x, tip1.x, 1e-9);
  // The label sits at the moved centre + 1.1 r along the middle angle, right-aligned (x < 0).
  int seen = 0;
  for (const auto& tx : rc.texts) {
    if (tx.text == "L") {
      EXPECT_NEAR(tx.bbox.x1, tr.x_to_fig(0.2 * c + 1.1 * c), 1e-9);
      ++seen;
    }
    if (tx.text == "50%" && tx.bbox.centre().x < tr.x_to_fig(0)) {
      EXPECT_NEAR(tx.bbox.centre().x, tr.x_to_fig(0.2 * c + 0.6 * c), 1e-9);
      ++seen;
    }
  }
  EXPECT_EQ(seen, 2);
}

TEST(Legend, CustomHandlesReplaceTheArtistsEntries) {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  ax.plot(std::vector<double>{0, 1}, std::vector<double>{0, 1}, {.label = "not shown"});
  ax.legend(
      {.handles = {{.label = "line", .color = kRed, .linewidth = 3, .linestyle = "--"},
                   {.label = "dot", .color = kBlue, .linestyle = "none", .marker = "s", .markersize = 7},
                   {.kind = LegendEntry::Kind::Patch, .label = "box", .color = kRed, .alpha = 0.5}}});
  RecordingCanvas rc;
  fig.draw(rc);
  const std::vector<std::string> texts = testing_support::texts_of(rc);
  EXPECT_EQ(std::count(texts.begin(), texts.end(), "not shown"), 0);
  EXPECT_EQ(std::count(texts.begin(), texts.end(), "line"), 1);
  // The line handle: 3 pt, dashed, 2 font sizes long (legend.handlelength × 10 pt).
  const auto red = stroked(rc, kRed);
  ASSERT_EQ(red.size(), 1u);
  EXPECT_EQ(red[0]->stroke->width, 3.0);
  EXPECT_FALSE(red[0]->stroke->dashes.empty());
  EXPECT_DOUBLE_EQ(red[0]->bounds.width(), 20.0);
  // The marker handle: one 's' marker, 7 pt, no line in blue.
  EXPECT_TRUE(stroked(rc, kBlue).empty());
  ASSERT_EQ(rc.markers.size(), 1u);
  EXPECT_DOUBLE_EQ(rc.markers[0].marker_bounds.width(), 7.0);
  // The patch: face and edge (color= sets both) at half alpha, patch.linewidth wide.
  const Color half_red{1, 0, 0, 0.5};
  const auto face = filled(rc, half_red), edge = stroked(rc, half_red);
  ASSERT_EQ(face.size(), 1u);
  ASSERT_EQ(edge.size(), 1u);
  EXPECT_EQ(edge[0]->stroke->width, 1.0);
  EXPECT_EQ(edge[0]->bounds.width(), face[0]->bounds.width());
}

// Expected values printed by matplotlib 3.6.3 / numpy 1.24.2 (repr): mlab.GaussianKDE(d, 'scott')
// .evaluate(numpy.linspace(min, max, 100)) and cbook.violin_stats. libplot follows numpy's order
// of operations (pairwise sums, the determinant through its logarithm) with the C library's pow,
// exp and log; numpy on an AVX-512 machine (where these were printed) uses its own SIMD pow and
// exp, which differ from the C library's in the last bit or two, so matplotlib's own output
// depends on the CPU. Where the data make every step exact the values are equal to the bit;
// elsewhere they agree to within 8 units in the last place (measured: at most 5 over 33 data
// sets of 2 to 300 values).
static void expect_ulps(double got, double want, const char* what) {
  EXPECT_NEAR(got, want, 8 * std::numeric_limits<double>::epsilon() * std::abs(want)) << what;
}
TEST(GaussianKde, EqualsMatplotlibsMlab) {
  const std::vector<double> d{1, 2, 3, 4, 5};
  const ViolinStats s = violin_stats(d);
  ASSERT_EQ(s.coords.size(), 100u);
  EXPECT_EQ(s.coords[1], 1.0404040404040404);
  EXPECT_EQ(s.coords[98], 4.95959595959596);
  EXPECT_EQ(s.coords[99], 5.0);
  EXPECT_EQ(s.mean, 3.0);
  EXPECT_EQ(s.median, 3.0);
  EXPECT_EQ(s.vals[0], 0.13480721239851626);
  EXPECT_EQ(s.vals[1], 0.13741135906113114);
  EXPECT_EQ(s.vals[37], 0.1921142195217324);
  EXPECT_EQ(s.vals[50], 0.19514465984757615);
  EXPECT_EQ(s.vals[99], 0.13480721239851623);
}

TEST(GaussianKde, InexactDataAndFewPoints) {
  const std::vector<double> d2{0.3, 1.7, 2.2, 0.9, 5.1, 1.1, 0.05};
  const ViolinStats s = violin_stats(d2);
  EXPECT_EQ(s.coords[37], 1.9373737373737372);
  EXPECT_EQ(s.mean, 1.6214285714285714);
  EXPECT_EQ(s.median, 1.1);
  expect_ulps(s.vals[0], 0.19430066060590603, "d2 0");
  expect_ulps(s.vals[10], 0.23263672703890334, "d2 10");
  expect_ulps(s.vals[50], 0.13664682278573861, "d2 50");
  expect_ulps(s.vals[99], 0.05228775948652788, "d2 99");
  const ViolinStats t = violin_stats(std::vector<double>{0.1, 0.7, 0.2, 0.9}, 5);
  const std::vector<double> want{0.7119863706481374, 0.7668453773723377, 0.7391877680913406,
                                 0.7314377039007957, 0.6381967901901155};
  ASSERT_EQ(t.vals.size(), 5u);
  for (std::size_t i = 0; i < 5; ++i) expect_ulps(t.vals[i], want[i], "d4");
  EXPECT_EQ(t.median, 0.44999999999999996);  // (0.2 + 0.7) / 2
  EXPECT_EQ(t.mean, 0.475);
}

// More data than points: mlab sums the kernels per point (numpy's pairwise sum).
TEST(GaussianKde, MoreDataThanPoints) {
  std::vector<double> d3;
  for (int i = 0; i < 150; ++i) d3.push_back(((i * 37) % 101) / 10.0);
  const ViolinStats s = violin_stats(d3);
  expect_ulps(s.vals[0], 0.05246383745428216, "d3 0");
  expect_ulps(s.vals[50], 0.0994374123174472, "d3 50");
  expect_ulps(s.vals[99], 0.050158303791338774, "d3 99");
}

TEST(GaussianKde, OneRepeatedValueAndBadInput) {
  const ViolinStats s = violin_stats(std::vector<double>{2, 2, 2}, 4);
  EXPECT_EQ(s.vals, (std::vector<double>{1, 1, 1, 1}));
  EXPECT_EQ(s.coords, (std::vector<double>{2, 2, 2, 2}));
  expect_error<InvalidArgument>([&] { gaussian_kde(std::vector<double>{1}, std::vector<double>{1}); },
                                "gaussian_kde: data has 1 values; a KDE needs at least 2");
}

TEST(Violinplot, BodiesAndLinesAsMatplotlib) {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> d{1, 2, 3, 4, 5}, d2{0.3, 1.7, 2.2, 0.9, 5.1, 1.1, 0.05};
  const auto stats = ax.violinplot({d, d2}, {.showmeans = true, .showmedians = true});
  ASSERT_EQ(stats.size(), 2u);
  ax.set_xlim(0, 10);
  ax.set_ylim(0, 10);
  RecordingCanvas rc;
  fig.draw(rc);
  AxesTransform tr{
      .xview = {0, 10}, .yview = {0, 10}, .box = axes_boxes(state_of(fig), TextEngine::for_this_thread())[0]};
  const Color c0 = Theme{}.cycle(0);
  const Color body = c0.with_alpha(0.3);
  const auto bodies = filled(rc, body);
  ASSERT_EQ(bodies.size(), 2u);
  EXPECT_FALSE(bodies[0]->stroke.has_value());
  // Body 1: x = pos ∓ 0.5 × width × vals / max(vals) along the coords (fill_betweenx).
  const auto& poly = bodies[0]->polylines.at(0);
  ASSERT_EQ(poly.size(), 201u);  // 100 + 100 + closing point
  const double peak = *std::max_element(stats[0].vals.begin(), stats[0].vals.end());
  const Point first = tr.to_fig({-(0.5 * 0.5 * stats[0].vals[0] / peak) + 1, 1.0});
  EXPECT_EQ(poly[0].x, first.x);
  EXPECT_EQ(poly[0].y, first.y);
  // Lines: means, maxes, mins, bars, medians, each one collection of 2 segments in C0.
  const auto lines = stroked(rc, c0);
  ASSERT_EQ(lines.size(), 10u);
  expect_points(lines[0]->polylines.at(0), {{0.875, 3}, {1.125, 3}}, tr, "mean 1");
  expect_points(lines[1]->polylines.at(0), {{1.875, 1.6214285714285714}, {2.125, 1.6214285714285714}}, tr,
                "mean 2");
  expect_points(lines[2]->polylines.at(0), {{0.875, 5}, {1.125, 5}}, tr, "max 1");
  expect_points(lines[5]->polylines.at(0), {{2.125 - 0.25, 0.05}, {2.125, 0.05}}, tr, "min 2");
  expect_points(lines[6]->polylines.at(0), {{1, 1}, {1, 5}}, tr, "bar 1");
  expect_points(lines[9]->polylines.at(0), {{1.875, 1.1}, {2.125, 1.1}}, tr, "median 2");
}

TEST(Violinplot, HorizontalAndErrors) {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  ax.violinplot({{1, 2, 3, 4, 5}}, {.positions = {4}, .widths = {2}, .vert = false, .showextrema = false});
  ax.set_xlim(0, 10);
  ax.set_ylim(0, 10);
  RecordingCanvas rc;
  fig.draw(rc);
  AxesTransform tr{
      .xview = {0, 10}, .yview = {0, 10}, .box = axes_boxes(state_of(fig), TextEngine::for_this_thread())[0]};
  const auto bodies = filled(rc, Theme{}.cycle(0).with_alpha(0.3));
  ASSERT_EQ(bodies.size(), 1u);
  EXPECT_TRUE(stroked(rc, Theme{}.cycle(0)).empty());  // no extrema lines
  // Along x; the widest point (the middle, value 3) reaches 4 + 0.5 × 2 = 5.
  double top = 1e300;
  for (const Point& p : bodies[0]->polylines.at(0)) top = std::min(top, p.y);
  EXPECT_NEAR(top, tr.y_to_fig(5), 1e-9);
  EXPECT_THROW(ax.violinplot({}), InvalidArgument);
  expect_error<InvalidArgument>(
      [&] {
        ax.violinplot({{1, 2}, {}});
      },
      "violinplot: data[1]: violin_stats: values is empty");
}
