// Notes that keep clear of the data (AnnotateOptions::avoid_data): errorbar caps are data they
// keep off, and where no free place is left the view makes room for them, on every axes that
// shares it.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "layout/page.hpp"
#include "model/figure_state.hpp"
#include "libplot/libplot.hpp"

using namespace libplot;

namespace {

using Doubles = std::vector<double>;

PageLayout page_of(const Figure& fig) { return layout_page(state_of(fig), TextEngine::for_this_thread()); }

// The box of the one drawn text `s`.
Rect text_box(const Figure& fig, const std::string& s) {
  RecordingCanvas c;
  fig.draw(c);
  const auto found = c.find_text(s);
  EXPECT_EQ(found.size(), 1u) << s;
  return found.empty() ? Rect::empty() : found[0]->bbox;
}

// The default figure's axes box: subplot params 0.125..0.9 × 0.11..0.88 of 460.8 × 345.6 points.
const Rect kAxesBox{0.125 * 460.8, (1 - 0.88) * 345.6, 0.9 * 460.8, (1 - 0.11) * 345.6};

}  // namespace

// A note asked just right of an errorbar's whisker, at the height of its top cap (20 pt wide):
// clear of the whisker itself, but over the cap, so it moves off the cap.
TEST(RoomForNotes, NotesKeepOffErrorbarCaps) {
  const std::string note = "a note";
  auto drawn = [&](double capsize, bool avoid) {
    Theme th;
    Figure fig(th);
    Axes& ax = fig.axes();
    ax.errorbar(Doubles{0.5}, Doubles{0.5}, Doubles{0.3}, {.capsize = capsize});
    ax.set_xlim(0, 1);
    ax.set_ylim(0, 1);
    const double x = 0.5 + 4 / kAxesBox.width();  // 4 pt right of the whisker
    ax.annotate(note, {x, 0.8},
                {.xycoords = Coord::AxesFraction,
                 .props = {.ha = HAlign::Left, .va = VAlign::Center},
                 .avoid_data = avoid});
    return text_box(fig, note);
  };
  const Point cap{kAxesBox.x0 + 0.5 * kAxesBox.width(), kAxesBox.y1 - 0.8 * kAxesBox.height()};
  const Rect cap_box{cap.x - 10, cap.y - 0.5, cap.x + 10, cap.y + 0.5};  // capsize 10, capthick 1
  const Rect asked = drawn(10, false);
  ASSERT_TRUE(asked.intersects(cap_box));  // the case is what it says
  const Rect moved = drawn(10, true);
  EXPECT_FALSE(moved.intersects(cap_box.padded(2)));
  EXPECT_TRUE(kAxesBox.contains(moved));
  // Without caps the whisker alone is not under it: it stays where it was asked.
  const Rect no_caps = drawn(0, true);
  EXPECT_EQ(no_caps.x0, asked.x0);
  EXPECT_EQ(no_caps.y0, asked.y0);
}

// Data covering the whole axes leave a note at the top no free place: the autoscaled view grows
// until the data under the note pass below it, and an axes sharing the y view takes the same
// view. The axes beside it, not sharing, keeps its own. matplotlib-compat draws over the data.
TEST(RoomForNotes, ViewGrowsForANoteWithNoFreePlaceOnEverySharingAxes) {
  const std::string note = "a note\non two lines";
  auto build = [&](Figure& fig, bool share) {
    auto axs = fig.subplots({.nrows = 1, .ncols = 3});
    Doubles x, y;
    for (int i = 0; i <= 40; ++i)
      for (int j = 0; j <= 40; ++j) {
        x.push_back(i / 40.0);
        y.push_back(j / 40.0);
      }
    axs[0]->plot(x, y, {.linestyle = "none", .marker = "o", .markersize = 4});
    axs[0]->annotate(note, {0.03, 0.97},
                     {.xycoords = Coord::AxesFraction,
                      .props = {.ha = HAlign::Left, .va = VAlign::Top},
                      .avoid_data = true});
    axs[1]->plot(Doubles{0, 1}, Doubles{0.2, 0.6});
    axs[2]->plot(Doubles{0, 1}, Doubles{0.2, 0.6});
    if (share) axs[1]->sharey(*axs[0]);
  };
  Theme th;
  Figure fig(th);
  build(fig, true);
  const PageLayout page = page_of(fig);
  const Interval& v = page.axes[0].tr.yview;
  EXPECT_DOUBLE_EQ(v.lo, -0.05);  // the autoscaled low end (margins 0.05) stays
  ASSERT_GT(v.hi, 1.1);           // grown from 1.05
  EXPECT_EQ(page.axes[1].tr.yview, v);
  EXPECT_DOUBLE_EQ(page.axes[2].tr.yview.lo, 0.18);
  EXPECT_DOUBLE_EQ(page.axes[2].tr.yview.hi, 0.62);
  // The topmost markers under the note (value 1, radius 2 pt plus half their 1 pt edge) now keep
  // 3 pt below the note.
  const Rect box = text_box(fig, note);
  const double top_marker_edge = page.axes[0].tr.y_to_fig(1.0) - 2.5;
  EXPECT_NEAR(top_marker_edge - box.y1, 3.0, 0.05);
  EXPECT_TRUE(page.axes[0].box.contains(box));

  Theme compat;
  compat.matplotlib_compat = true;
  Figure mpl(compat);
  build(mpl, true);
  EXPECT_DOUBLE_EQ(page_of(mpl).axes[0].tr.yview.hi, 1.05);
}
