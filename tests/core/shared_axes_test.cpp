// Shared, twinned, secondary, fixed-aspect and categorical axes, checked exactly against
// matplotlib 3.6.3's numbers for the same calls (limits, ticks, tick positions, boxes).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "layout/page.hpp"
#include "model/axes_state.hpp"
#include "model/figure_state.hpp"
#include "libplot/libplot.hpp"

using namespace libplot;

namespace {

PageLayout page_of(const Figure& fig) { return layout_page(state_of(fig), TextEngine::for_this_thread()); }

using Strings = std::vector<std::string>;
using Doubles = std::vector<double>;

// The tick label texts an axes draws (x or y), in drawing order.
Strings tick_labels(const AxesLayout& L, bool x) {
  Strings out;
  for (const auto& l : x ? L.xtick_labels : L.ytick_labels) out.push_back(l.block.lines.at(0).text);
  return out;
}

void expect_view(const Interval& v, double lo, double hi) {
  EXPECT_DOUBLE_EQ(v.lo, lo);
  EXPECT_DOUBLE_EQ(v.hi, hi);
}

void expect_rect(const Rect& r, double x0, double y0, double x1, double y1) {
  EXPECT_NEAR(r.x0, x0, 1e-9);
  EXPECT_NEAR(r.y0, y0, 1e-9);
  EXPECT_NEAR(r.x1, x1, 1e-9);
  EXPECT_NEAR(r.y1, y1, 1e-9);
}

}  // namespace

// plt.subplots(2, 2, sharex=True, sharey='row'): one x view for all, one y view per row,
// x tick labels on the bottom row only, y tick labels on the left column only.
TEST(SharedAxes, SubplotsShareAllAndRow) {
  Theme th;
  Figure fig(th);
  auto axs = fig.subplots({.nrows = 2, .ncols = 2}, {.sharex = Share::All, .sharey = Share::Row});
  axs[0]->plot(Doubles{0, 1, 2}, Doubles{1, 2, 3});
  axs[3]->plot(Doubles{-1, 4}, Doubles{10, 20});
  axs[1]->bar(Doubles{5}, Doubles{7});
  const PageLayout page = page_of(fig);
  for (const AxesLayout& L : page.axes) expect_view(L.tr.xview, -1.32, 5.72);
  expect_view(page.axes[0].tr.yview, 0.0, 7.35);
  expect_view(page.axes[1].tr.yview, 0.0, 7.35);
  expect_view(page.axes[2].tr.yview, 9.5, 20.5);
  expect_view(page.axes[3].tr.yview, 9.5, 20.5);
  EXPECT_EQ(tick_labels(page.axes[0], true), Strings{});
  EXPECT_EQ(tick_labels(page.axes[1], true), Strings{});
  EXPECT_EQ(tick_labels(page.axes[2], true), (Strings{"0", "2", "4"}));
  EXPECT_EQ(tick_labels(page.axes[3], true), (Strings{"0", "2", "4"}));
  EXPECT_EQ(tick_labels(page.axes[0], false), (Strings{"0", "2", "4", "6"}));
  EXPECT_EQ(tick_labels(page.axes[1], false), Strings{});
  EXPECT_EQ(tick_labels(page.axes[2], false), (Strings{"10", "12", "14", "16", "18", "20"}));
  EXPECT_EQ(tick_labels(page.axes[3], false), Strings{});
}

// Share::Col shares x down each column only; labels of inner rows go, every y label stays.
TEST(SharedAxes, SubplotsShareColumns) {
  Theme th;
  Figure fig(th);
  auto axs = fig.subplots({.nrows = 2, .ncols = 2}, {.sharex = Share::Col});
  axs[0]->plot(Doubles{0, 10}, Doubles{0, 1});
  axs[3]->plot(Doubles{100, 200}, Doubles{0, 1});
  const PageLayout page = page_of(fig);
  expect_view(page.axes[0].tr.xview, -0.5, 10.5);
  expect_view(page.axes[2].tr.xview, -0.5, 10.5);
  expect_view(page.axes[1].tr.xview, 95.0, 205.0);
  expect_view(page.axes[3].tr.xview, 95.0, 205.0);
  EXPECT_TRUE(tick_labels(page.axes[0], true).empty());
  EXPECT_FALSE(tick_labels(page.axes[2], true).empty());
  for (const AxesLayout& L : page.axes) EXPECT_FALSE(tick_labels(L, false).empty());
}

// ax2.sharex(ax1) after both have data: both autoscale over both; set_xlim on either sets both.
TEST(SharedAxes, SharexJoinsAndSetXlimPropagates) {
  Theme th;
  Figure fig(th);
  auto axs = fig.subplots({.nrows = 1, .ncols = 2});
  axs[0]->plot(Doubles{0, 10}, Doubles{0, 1});
  axs[1]->plot(Doubles{20, 30}, Doubles{0, 1});
  axs[1]->sharex(*axs[0]);
  PageLayout page = page_of(fig);
  expect_view(page.axes[0].tr.xview, -1.5, 31.5);
  expect_view(page.axes[1].tr.xview, -1.5, 31.5);
  // Not shared: y stays each axes' own.
  EXPECT_EQ(tick_labels(page.axes[1], true).empty(), false);
  axs[1]->set_xlim(1, 5);
  page = page_of(fig);
  expect_view(page.axes[0].tr.xview, 1.0, 5.0);
  axs[0]->invert_xaxis();
  page = page_of(fig);
  expect_view(page.axes[1].tr.xview, 5.0, 1.0);
}

// twiny: its own x on top, the host's y.
TEST(TwinAxes, TwinySharesYAndDrawsXOnTop) {
  Theme th;
  Figure fig(th);
  Axes& ax = fig.axes();
  ax.plot(Doubles{0, 1}, Doubles{0, 10});
  Axes& t = ax.twiny();
  t.plot(Doubles{100, 300}, Doubles{5, 20});
  t.set_xlabel("top label");
  ax.set_title("title");
  const PageLayout page = page_of(fig);
  expect_view(page.axes[0].tr.xview, -0.05, 1.05);
  expect_view(page.axes[0].tr.yview, -1.0, 21.0);
  expect_view(page.axes[1].tr.xview, 90.0, 310.0);
  expect_view(page.axes[1].tr.yview, -1.0, 21.0);
  EXPECT_EQ(tick_labels(page.axes[1], true),
            (Strings{"100", "125", "150", "175", "200", "225", "250", "275", "300"}));
  EXPECT_TRUE(tick_labels(page.axes[1], false).empty());
  const Rect& box = page.axes[1].box;
  for (const auto& l : page.axes[1].xtick_labels) EXPECT_LT(l.placed.bbox.y1, box.y0);  // above the box
  ASSERT_TRUE(page.axes[1].xlabel.has_value());
  EXPECT_LT(page.axes[1].xlabel->placed.bbox.y1, page.axes[1].xtick_labels[0].placed.bbox.y0);
  // The host's title sits above the twin's top label (matplotlib's _update_title_position).
  ASSERT_TRUE(page.axes[0].title.has_value());
  const PlacedLabel& title = *page.axes[0].title;
  EXPECT_NEAR(title.placed.origin.y + title.block.lines.at(0).baseline + th.axes_titlepad,
              page.axes[1].xlabel->placed.bbox.y0, 1e-9);
}

// secondary_xaxis("top", 2x + 1): limits forward(parent's), ticks in its units, placed at the
// parent's inverse(tick) (matplotlib: 0, 2.5, ..., 20 at 57.6, 98.18..., ... points).
TEST(SecondaryAxis, TicksInItsUnitsAtTheParentsPositions) {
  Theme th;
  Figure fig(th);
  Axes& ax = fig.axes();
  ax.plot(Doubles{0, 10}, Doubles{0, 1});
  Axes& sec = ax.secondary_xaxis("top", {.forward = [](double x) { return 2 * x + 1; },
                                         .inverse = [](double x) { return (x - 1) / 2; }});
  const PageLayout page = page_of(fig);
  const AxesLayout& L = page.axes[1];
  EXPECT_EQ(tick_labels(L, true),
            (Strings{"0.0", "2.5", "5.0", "7.5", "10.0", "12.5", "15.0", "17.5", "20.0"}));
  const Doubles want{57.6,
                     98.1818181818182,
                     138.76363636363638,
                     179.34545454545457,
                     219.92727272727276,
                     260.50909090909096,
                     301.09090909090907,
                     341.6727272727273,
                     382.25454545454545};
  ASSERT_EQ(L.xticks.major.size(), want.size());
  for (std::size_t i = 0; i < want.size(); ++i) EXPECT_NEAR(L.tr.x_to_fig(L.xticks.major[i]), want[i], 1e-9);
  // A zero-height box on the parent's top edge.
  expect_rect(L.box, page.axes[0].box.x0, page.axes[0].box.y0, page.axes[0].box.x1, page.axes[0].box.y0);
  (void)sec;
}

TEST(SecondaryAxis, YAxisAtAFraction) {
  Theme th;
  Figure fig(th);
  Axes& ax = fig.axes();
  ax.plot(Doubles{0, 1}, Doubles{0, 100});
  ax.secondary_yaxis(
      0.25, {.forward = [](double y) { return y / 100; }, .inverse = [](double y) { return y * 100; }});
  const PageLayout page = page_of(fig);
  const AxesLayout& L = page.axes[1];
  const Rect& p = page.axes[0].box;
  expect_rect(L.box, p.x0 + 0.25 * p.width(), p.y0, p.x0 + 0.25 * p.width(), p.y1);
  EXPECT_EQ(tick_labels(L, false), (Strings{"0.0", "0.2", "0.4", "0.6", "0.8", "1.0"}));
  // Below 0.5: labels on the left of the line.
  for (const auto& l : L.ytick_labels) EXPECT_LT(l.placed.bbox.x1, L.box.x0);
}

// set_aspect("equal") and set_aspect(0.5): the box shrinks about its centre (adjustable "box").
TEST(Aspect, BoxShrinksToTheDataRatio) {
  Theme th;
  {
    Figure fig(th);
    Axes& ax = fig.axes();
    ax.plot(Doubles{0, 4}, Doubles{0, 1});
    ax.set_aspect("equal");
    const PageLayout page = page_of(fig);
    expect_rect(page.axes[0].box, 57.6, 129.88799999999995, 414.72, 219.168);
    expect_view(page.axes[0].tr.xview, -0.2, 4.2);
  }
  {
    Figure fig(th);
    Axes& ax = fig.axes();
    ax.plot(Doubles{0, 1}, Doubles{0, 4});
    ax.set_aspect(0.5);
    expect_rect(page_of(fig).axes[0].box, 169.63200000000003, 41.471999999999994, 302.68800000000005,
                307.584);
    ax.set_aspect("auto");
    expect_rect(page_of(fig).axes[0].box, 57.6, 41.472, 414.72, 307.584);
  }
}

// Equal aspect under tight layout: the shrunk box's decorations are what tight layout fits, so
// the box stays at the data ratio and its tick labels inside the page.
TEST(Aspect, WorksWithTightLayout) {
  Theme th;
  Figure fig(th);
  auto axs = fig.subplots({.nrows = 1, .ncols = 2});
  axs[0]->plot(Doubles{0, 4}, Doubles{0, 1});
  axs[0]->set_aspect("equal");
  axs[1]->plot(Doubles{0, 1}, Doubles{0, 1});
  axs[1]->set_ylabel("y");
  fig.tight_layout();
  const PageLayout page = page_of(fig);
  const AxesLayout& L = page.axes[0];
  EXPECT_NEAR(L.box.height() / L.box.width(), 1.1 / 4.4, 1e-12);
  EXPECT_GE(page.extent.x0, 0.0);
  EXPECT_LE(page.extent.x1, 460.8);
}

// Strings as x: categories in first-seen order at 0, 1, 2, ...; a second call extends them
// (matplotlib: xlim -0.17..3.57, ticks 0..3 labelled b, a, c, d).
TEST(Categorical, PlotThenBarExtendTheMapping) {
  Theme th;
  Figure fig(th);
  Axes& ax = fig.axes();
  ax.plot(Strings{"b", "a", "c"}, Doubles{1, 2, 3});
  const BarContainer bars = ax.bar(Strings{"d", "a"}, Doubles{4, 5});
  EXPECT_EQ(bars.centers, (Doubles{3, 1}));
  const PageLayout page = page_of(fig);
  expect_view(page.axes[0].tr.xview, -0.17000000000000004, 3.5700000000000003);
  expect_view(page.axes[0].tr.yview, 0.0, 5.25);
  EXPECT_EQ(page.axes[0].xticks.major, (Doubles{0, 1, 2, 3}));
  EXPECT_EQ(tick_labels(page.axes[0], true), (Strings{"b", "a", "c", "d"}));
}

TEST(Categorical, StringsAsY) {
  Theme th;
  Figure fig(th);
  Axes& ax = fig.axes();
  ax.scatter(Doubles{1, 2}, Strings{"lo", "hi"});
  ax.barh(Strings{"mid"}, Doubles{3});
  const PageLayout page = page_of(fig);
  expect_view(page.axes[0].tr.yview, -0.12000000000000002, 2.5200000000000005);
  EXPECT_EQ(page.axes[0].yticks.major, (Doubles{0, 1, 2}));
  EXPECT_EQ(tick_labels(page.axes[0], false), (Strings{"lo", "hi", "mid"}));
}

// set_xticks on a category axis keeps the names (StrCategoryFormatter); later categories no
// longer move the user's ticks; a failed call leaves the mapping as it was.
TEST(Categorical, UserTicksAndFailedCalls) {
  Theme th;
  Figure fig(th);
  Axes& ax = fig.axes();
  ax.plot(Strings{"a", "b", "c"}, Doubles{1, 2, 3});
  ax.set_xticks({0, 2, 2.5});
  ax.plot(Strings{"d"}, Doubles{4});
  EXPECT_THROW(ax.plot(Strings{"e", "f"}, Doubles{1}), InvalidArgument);
  const PageLayout page = page_of(fig);
  EXPECT_EQ(page.axes[0].xticks.major, (Doubles{0, 2, 2.5}));
  EXPECT_EQ(tick_labels(page.axes[0], true), (Strings{"a", "c"}));
  EXPECT_EQ(state_of(ax).x.categories, (Strings{"a", "b", "c", "d"}));
}

// Categories are shared with the axes sharing the view.
TEST(Categorical, SharedAxesShareTheMapping) {
  Theme th;
  Figure fig(th);
  auto axs = fig.subplots({.nrows = 2, .ncols = 1}, {.sharex = Share::All});
  axs[0]->bar(Strings{"x", "y"}, Doubles{1, 2});
  axs[1]->bar(Strings{"z", "x"}, Doubles{3, 4});
  const PageLayout page = page_of(fig);
  EXPECT_EQ(page.axes[1].xticks.major, (Doubles{0, 1, 2}));
  EXPECT_EQ(tick_labels(page.axes[1], true), (Strings{"x", "y", "z"}));
  EXPECT_TRUE(tick_labels(page.axes[0], true).empty());
}

// A twin's box is its host's, also when the host's aspect shrinks it.
TEST(TwinAxes, TwinKeepsTheHostsShrunkBox) {
  Theme th;
  Figure fig(th);
  Axes& ax = fig.axes();
  ax.plot(Doubles{0, 4}, Doubles{0, 1});
  ax.set_aspect("equal");
  Axes& t = ax.twinx();
  t.plot(Doubles{0, 4}, Doubles{5, 6});
  const PageLayout page = page_of(fig);
  expect_rect(page.axes[0].box, 57.6, 129.88799999999995, 414.72, 219.168);
  expect_rect(page.axes[1].box, 57.6, 129.88799999999995, 414.72, 219.168);
}

// Strings on both axes (matplotlib: ax.scatter(["a", "b", "a"], ["u", "v", "w"])).
TEST(Categorical, StringsOnBothAxes) {
  Theme th;
  Figure fig(th);
  Axes& ax = fig.axes();
  ax.scatter(Strings{"a", "b", "a"}, Strings{"u", "v", "w"});
  const PageLayout page = page_of(fig);
  EXPECT_EQ(tick_labels(page.axes[0], true), (Strings{"a", "b"}));
  EXPECT_EQ(tick_labels(page.axes[0], false), (Strings{"u", "v", "w"}));
  expect_view(page.axes[0].tr.xview, -0.05, 1.05);
  expect_view(page.axes[0].tr.yview, -0.1, 2.1);
}

// A twin of an axes in a shared grid shares the grid's x view.
TEST(SharedAxes, TwinJoinsTheSharedGroup) {
  Theme th;
  Figure fig(th);
  auto axs = fig.subplots({.nrows = 2, .ncols = 1}, {.sharex = Share::All});
  axs[0]->plot(Doubles{0, 10}, Doubles{0, 1});
  Axes& t = axs[1]->twinx();
  t.plot(Doubles{-10, 0}, Doubles{5, 6});
  const PageLayout page = page_of(fig);
  for (const AxesLayout& L : page.axes) expect_view(L.tr.xview, -11.0, 11.0);
  EXPECT_TRUE(tick_labels(page.axes[2], true).empty());
  EXPECT_EQ(tick_labels(page.axes[2], false), (Strings{"5.0", "5.2", "5.4", "5.6", "5.8", "6.0"}));
}

// A secondary axis of a log parent ticks as a log axis in its own units (matplotlib's
// functionlog scale): forward 10x maps 1..100 to 10..1000.
TEST(SecondaryAxis, LogParent) {
  Theme th;
  Figure fig(th);
  Axes& ax = fig.axes();
  ax.plot(Doubles{1, 100}, Doubles{0, 1});
  ax.set_xscale(Scale::log());
  ax.set_xlim(1, 100);
  Axes& sec = ax.secondary_xaxis(
      "top", {.forward = [](double x) { return 10 * x; }, .inverse = [](double x) { return x / 10; }});
  (void)sec;
  const PageLayout page = page_of(fig);
  const AxesLayout& L = page.axes[1];
  EXPECT_EQ(tick_labels(L, true),
            (Strings{"$\\mathdefault{10^{1}}$", "$\\mathdefault{10^{2}}$", "$\\mathdefault{10^{3}}$"}));
  ASSERT_EQ(L.xticks.major.size(), 3u);
  EXPECT_NEAR(L.tr.x_to_fig(L.xticks.major[0]), page.axes[0].box.x0, 1e-9);
  EXPECT_NEAR(L.tr.x_to_fig(L.xticks.major[2]), page.axes[0].box.x1, 1e-9);
}

// Sharing shares the ticker too (matplotlib's sharex shares locator and formatter): ticks set on
// one axes are every sharing axes' ticks; a later sharer takes them over.
TEST(SharedAxes, TicksAreShared) {
  Theme th;
  Figure fig(th);
  auto axs = fig.subplots({.nrows = 1, .ncols = 3}, {.sharey = Share::All});
  axs[0]->plot(Doubles{0, 1}, Doubles{0, 10});
  axs[2]->set_yticks({0, 5, 10}, {"zero", "five", "ten"});
  axs[1]->set_xticks({0.5});
  const PageLayout page = page_of(fig);
  for (const AxesLayout& L : page.axes) EXPECT_EQ(L.yticks.major, (Doubles{0, 5, 10}));
  EXPECT_EQ(tick_labels(page.axes[0], false), (Strings{"zero", "five", "ten"}));
  EXPECT_EQ(page.axes[1].xticks.major, (Doubles{0.5}));
  EXPECT_NE(page.axes[0].xticks.major, (Doubles{0.5}));  // x is not shared
}

// A locator set through the Axis handle of one sharing axes is every sharer's.
TEST(SharedAxes, AxisHandleLocatorIsShared) {
  Theme th;
  Figure fig(th);
  auto axs = fig.subplots({.nrows = 2, .ncols = 1}, {.sharex = Share::All});
  axs[0]->plot(Doubles{0, 1}, Doubles{0, 1});
  axs[1]->xaxis().set_major_locator(MultipleLocator{0.25});
  const PageLayout page = page_of(fig);
  EXPECT_EQ(page.axes[0].xticks.major, (Doubles{0, 0.25, 0.5, 0.75, 1}));
  EXPECT_EQ(page.axes[1].xticks.major, (Doubles{0, 0.25, 0.5, 0.75, 1}));
  EXPECT_EQ(tick_labels(page.axes[1], true), (Strings{"0.00", "0.25", "0.50", "0.75", "1.00"}));
}
