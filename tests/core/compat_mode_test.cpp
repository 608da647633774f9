// matplotlib-compat mode, switch by switch, through the recording canvas: each improvement of
// docs/better-than-matplotlib.md off, and on in default mode.
#include <gtest/gtest.h>

#include <cmath>

#include "image_compare.hpp"
#include "libplot/libplot.hpp"

using namespace libplot;

namespace {

struct Drawn {
  RecordingCanvas rec;
  Rect page;
};

Drawn draw(const Figure& fig) {
  Drawn d;
  d.page = fig.draw(d.rec);
  return d;
}

// What `fig` draws in matplotlib-compat mode (or not).
RecordingCanvas drawn(Figure& fig, bool compat) {
  fig.set_matplotlib_compat(compat);
  RecordingCanvas rec;
  fig.draw(rec);
  return rec;
}

// A 4 x 3 in figure whose one axes shows [0, 1] on both axes.
struct UnitAxes {
  Theme th;
  Figure fig{th, {.width = 4, .height = 3}};
  Axes& ax = fig.axes();
  UnitAxes() {
    ax.set_xlim(0, 1);
    ax.set_ylim(0, 1);
  }
};

// The scatter's one marker centre (figure points).
Point marker_centre(const RecordingCanvas& rec) {
  EXPECT_EQ(rec.markers.size(), 1u);
  EXPECT_EQ(rec.markers.at(0).centres.size(), 1u);
  return rec.markers.at(0).centres.at(0);
}

}  // namespace

TEST(CompatMode, PointLabelsAtTheScriptsOffset) {
  UnitAxes unit;
  Figure& fig = unit.fig;
  Axes& ax = unit.ax;
  ax.scatter(std::vector<double>{0.5}, std::vector<double>{0.5}, {});
  ax.point_labels(std::vector<double>{0.5}, std::vector<double>{0.5}, {"label"},
                  {.props = {.size = 8}, .compat_offset = Point{10, -4}});
  fig.set_matplotlib_compat(true);
  const Drawn c = draw(fig);
  const Point p = marker_centre(c.rec);
  const auto t = c.rec.find_text("label");
  ASSERT_EQ(t.size(), 1u);
  // annotate(xytext=(10, -4), textcoords="offset points"): ha left at +10 pt, baseline 4 pt below
  // (y grows downwards on the figure).
  EXPECT_NEAR(t[0]->bbox.x0, p.x + 10, 1e-9);
  EXPECT_GT(t[0]->bbox.y1, p.y + 4);  // the descent hangs below the baseline
  EXPECT_LT(t[0]->bbox.y0, p.y + 4);

  fig.set_matplotlib_compat(false);  // placed by libplot: somewhere else
  const Drawn d = draw(fig);
  const auto u = d.rec.find_text("label");
  ASSERT_EQ(u.size(), 1u);
  EXPECT_NE(u[0]->bbox.x0, t[0]->bbox.x0);
}

TEST(CompatMode, PointLabelsPastTheAxesCountForTightLayout) {
  Theme th;
  auto build = [&](bool compat) {
    Figure fig(th, {.width = 4, .height = 3});
    Axes& ax = fig.axes();
    ax.set_xlim(0, 1);
    ax.set_ylim(0, 1);
    ax.point_labels(std::vector<double>{1.0}, std::vector<double>{0.5}, {"a long label past the edge"},
                    {.compat_offset = Point{5, 0}});
    fig.tight_layout();
    const RecordingCanvas rec = drawn(fig, compat);
    const auto t = rec.find_text("a long label past the edge");
    EXPECT_EQ(t.size(), 1u);
    return t.empty() ? Rect{} : t[0]->bbox;
  };
  const Rect compat = build(true), placed = build(false);
  // The label sticks out of the axes in compat mode; tight layout keeps it on the 4 in page.
  EXPECT_LE(compat.x1, 4 * 72.0);
  EXPECT_GT(compat.x1, placed.x1);
}

TEST(CompatMode, PointLabelsDrawAtAnnotatesZorder) {
  UnitAxes unit;
  Figure& fig = unit.fig;
  Axes& ax = unit.ax;
  ax.point_labels(std::vector<double>{0.5}, std::vector<double>{0.5}, {"under"},
                  {.compat_offset = Point{0, 0}});
  ax.scatter(std::vector<double>{0.5}, std::vector<double>{0.5}, {.zorder = 3.5});
  // Compat: the label (zorder 3) is drawn before the markers (3.5); default: after (4).
  for (const bool compat : {true, false}) {
    const RecordingCanvas rec = drawn(fig, compat);
    ASSERT_EQ(rec.find_text("under").size(), 1u);
    ASSERT_EQ(rec.markers.size(), 1u);
    const std::size_t text_group = rec.find_text("under")[0]->group, marker_group = rec.markers[0].group;
    if (compat) EXPECT_LT(text_group, marker_group);
    else EXPECT_GT(text_group, marker_group);
  }
}

TEST(CompatMode, TwinDrawsItsOwnGridlines) {
  Theme th;
  th.axes_grid = true;
  Figure fig(th, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  ax.plot(std::vector<double>{0, 1}, std::vector<double>{0, 1}, {});
  Axes& twin = ax.twinx();
  twin.plot(std::vector<double>{0, 1}, std::vector<double>{0, 3}, {});
  auto grids = [&](bool compat) {
    const RecordingCanvas rec = drawn(fig, compat);
    int n = 0;
    for (const auto& p : rec.paths)
      if (p.stroke && std::abs(p.stroke->color.a - th.grid_alpha) < 1e-9 &&
          p.stroke->color.r == th.grid_color.r)
        ++n;
    return n;
  };
  EXPECT_EQ(grids(false), 2);  // the host's x and y
  EXPECT_EQ(grids(true), 3);   // and the twin's y, as matplotlib
}

TEST(CompatMode, ArrowsFromTheGivenPoints) {
  UnitAxes unit;
  Figure& fig = unit.fig;
  Axes& ax = unit.ax;
  ax.axis_off();
  const Rect a{0.1, 0.4, 0.3, 0.6}, b{0.7, 0.4, 0.9, 0.6};
  ax.arrow({0.2, 0.5}, {0.8, 0.5}, {.style = "-", .shrink_a = 0, .shrink_b = 0}, a, b);
  auto span = [&](bool compat) {
    const RecordingCanvas rec = drawn(fig, compat);
    const RecordedPath* arrow = nullptr;  // the one stroked path (the page background is filled)
    for (const auto& p : rec.paths)
      if (p.stroke) {
        EXPECT_EQ(arrow, nullptr);
        arrow = &p;
      }
    return arrow ? arrow->bounds.width() : 0.0;
  };
  const double inside = span(true), edges = span(false);
  // Box edges at 0.3 and 0.7: the default arrow is 0.4 / 0.6 of the compat one.
  EXPECT_NEAR(edges / inside, 0.4 / 0.6, 1e-9);
}

TEST(CompatMode, AnnotationTextWhereTheScriptPutIt) {
  UnitAxes unit;
  Figure& fig = unit.fig;
  Axes& ax = unit.ax;
  ax.scatter(std::vector<double>{0.2}, std::vector<double>{0.2}, {});
  ax.annotate("note", {0.2, 0.2},
              {.xytext = Point{20, 0}, .textcoords = Coord::OffsetPoints, .compat_xytext = Point{0.2, 0.2}});
  for (const bool compat : {true, false}) {
    const RecordingCanvas rec = drawn(fig, compat);
    const Point p = marker_centre(rec);
    const auto t = rec.find_text("note");
    ASSERT_EQ(t.size(), 1u);
    EXPECT_NEAR(t[0]->bbox.x0, p.x + (compat ? 0 : 20), 1e-9);
  }
}

TEST(CompatMode, TitleOfAnAxesWithoutAxisAboveItsFrame) {
  UnitAxes unit;
  Figure& fig = unit.fig;
  Axes& ax = unit.ax;
  ax.axis_off();
  ax.box({0.4, 0.0, 0.6, 0.2}, {.facecolor = parse_color("red")});  // drawn low in the axes
  ax.set_title("title");
  auto gap = [&](bool compat) {
    const RecordingCanvas rec = drawn(fig, compat);
    const auto t = rec.find_text("title");
    EXPECT_EQ(t.size(), 1u);
    const RecordedPath* box = nullptr;
    for (const auto& p : rec.paths)
      if (p.fill && *p.fill == parse_color("red")) box = &p;
    EXPECT_NE(box, nullptr);
    return t.empty() || !box ? 0.0 : box->bounds.y0 - t[0]->bbox.y1;
  };
  // Compat: above the invisible frame, far from the box; default: its pad above the box.
  const double compat = gap(true), improved = gap(false);
  EXPECT_LT(improved, 10);
  EXPECT_GT(compat, improved + 60);  // 80 % of the axes' height further up
}

TEST(CompatMode, BadCompatOffsetsNamed) {
  Theme th;
  Figure fig(th, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> x{0.5}, y{0.5};
  try {
    ax.point_labels(x, y, {"a"}, {.compat_offset = Point{NAN, 0}});
    FAIL() << "no error";
  } catch (const InvalidArgument& e) {
    EXPECT_NE(std::string(e.what()).find("compat_offset.x"), std::string::npos) << e.what();
  }
  try {
    ax.annotate("a", {0.5, 0.5}, {.compat_xytext = Point{0, INFINITY}});
    FAIL() << "no error";
  } catch (const InvalidArgument& e) {
    EXPECT_NE(std::string(e.what()).find("compat_xytext.y"), std::string::npos) << e.what();
  }
}

// Not a switch: both modes round a colour's alpha to 8 bits as Agg's rgba8 does. #b0b0b0 at 0.3
// over white: Agg 255 + (176 - 255) * 77/255 = 231; Cairo's truncation to 76/255 gave 232.
TEST(AggColour, AlphaRoundedToEightBitsLikeAgg) {
  Theme th;
  Figure fig(th, {.width = 2, .height = 2, .dpi = 100});
  Axes& ax = fig.axes();
  ax.set_ylim(0, 1);
  ax.axhspan(0, 1, {.color = parse_color("#b0b0b0"), .alpha = 0.3});
  const testing_support::Image im = testing_support::decode_png(fig.render(Format::Png));
  ASSERT_EQ(im.width, 200);
  const std::size_t centre = (static_cast<std::size_t>(im.height / 2) * im.width + im.width / 2) * 4;
  EXPECT_EQ(im.rgba[centre], 231);
  EXPECT_EQ(im.rgba[centre + 3], 255);
}
