#pragma once
// What an Axes holds between the driver's calls and the layout: artists and axis settings.
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/artist.hpp"
#include "libplot/axes.hpp"
#include "libplot/figure.hpp"

namespace libplot {

struct TickLabelStyle {
  std::optional<double> size;
  std::optional<Color> color;
  std::optional<FontWeight> weight;
  double rotation = 0;
  std::optional<HAlign> ha;
};

// One axis (x or y) of an axes.
struct AxisState {
  Scale scale;
  std::optional<double> lim_lo, lim_hi;  // explicit limits
  bool inverted = false;
  double margin = 0.05;
  // Set locators and formatters (Axis::set_major_locator ...); unset = the scale's defaults,
  // chosen by the layout (minor_visible picks AutoMinorLocator, thousands the separator).
  std::optional<Locator> major_locator, minor_locator;
  std::optional<Formatter> major_formatter, minor_formatter;
  TextProps fixed_label_props;
  bool minor_visible = false;
  bool thousands = false;
  TickLabelStyle labels;
  std::optional<Color> tick_color;
  std::optional<double> tick_length, tick_width, tick_pad;
  bool label_low = true;    // labels on the bottom/left
  bool label_high = false;  // labels on the top/right
  bool ticks_low = true, ticks_high = false;
  // grid
  bool grid_major = false, grid_minor = false;
  // A twin's own gridlines, hidden so that one set is drawn (libplot); matplotlib-compat mode draws
  // them as matplotlib does. grid() on the axis decides for itself.
  bool twin_grid_hidden = false;
  // Grid line style per tick kind ([0] major, [1] minor), as matplotlib keeps them: unset
  // fields come from grid.* in the theme.
  struct GridStyle {
    std::optional<Color> color;
    std::optional<double> width;
    std::optional<Dash> style;
    std::optional<double> alpha;
  } grid_styles[2];
  // String categories (matplotlib's StrCategoryConverter): the i-th seen is at i. While the
  // flags are set, the major locator / formatter are the categories' (set_xticks, set_*_locator
  // clear them: the user's replace the categories').
  std::vector<std::string> categories;
  bool category_locator = false, category_formatter = false;
  // A date axis (dates given to an Axes call, or xaxis_date): unset locator and formatter are
  // AutoDateLocator and AutoDateFormatter, and an empty view widens as AutoDateLocator does.
  bool dates = false;
  // Which axes and axis this is (for Axis setters to reach the axes sharing it).
  Axes* owner = nullptr;
  bool is_x = true;
  // axis label
  std::string label;
  TextProps label_props;
  std::optional<double> labelpad;
};

struct SpineState {
  bool visible = true;
  std::optional<Color> color;
  std::optional<double> width;
};

struct Axes::State {
  std::vector<std::unique_ptr<Artist>> artists;
  AxisState x, y;
  SpineState spines[4];  // Side order: Left, Right, Top, Bottom
  std::optional<Color> facecolor;
  Theme::AxisBelow axisbelow = Theme::AxisBelow::Line;
  bool axis_on = true;
  bool aspect_equal = false;
  double aspect_ratio = 1.0;  // with aspect_equal: height/width of one data unit
  // Where a box shrunk by an aspect sits in its cell: fractions of the free width from the left
  // and of the free height from the bottom (matplotlib's anchor; 'C' = (0.5, 0.5)).
  Point anchor{0.5, 0.5};
  // A colorbar beside this axes takes part of its cell (set on the parent) ...
  std::optional<ColorbarOptions> colorbar_room;
  // ... and the colorbar's axes knows its parent, the length fractions of its extend triangles
  // (below, above) and the box aspect (long/short) it keeps.
  const Axes* colorbar_parent = nullptr;
  double extend_lo = 0, extend_hi = 0;
  bool auto_headroom = true;
  bool headroom_past_limits = false;  // headroom may grow ends fixed by set_xlim/set_ylim too
  std::size_t cycle_index = 0;        // lines: plot, errorbar, hist
  std::size_t patch_cycle_index = 0;  // patches: bar, barh, scatter, fill_between, pie
  // title
  std::string title;
  TextProps title_props;
  std::optional<double> title_pad;
  // twins: the axes this one shares an axis with (set on the twin: x for twinx, y for twiny)
  Axes* twin_of = nullptr;
  char twin_shares = 'x';
  std::vector<Axes*> twins;
  // Shared views (sharex/sharey, twins): direct links; the group is their closure (shared_group).
  std::vector<Axes*> shared_x, shared_y;
  bool sharex_called = false, sharey_called = false;  // matplotlib's _sharex/_sharey: one call each
  // A secondary axis (secondary_xaxis/yaxis) of `secondary_of`: a zero-thickness axes at `pos`
  // (parent axes fraction) whose axis shows forward(parent value); ticks go back through inverse.
  const Axes* secondary_of = nullptr;
  bool secondary_x = true;
  double secondary_pos = 1.0;
  std::function<double(double)> secondary_forward, secondary_inverse;
  // placement in the figure (set by the figure before layout)
  int row0 = 0, row1 = 1, col0 = 0, col1 = 1;
  std::optional<Rect> fixed_rect;  // figure fraction (left, bottom, right, top) for add_axes
};

// What the public Axes hides, for libplot's own code: making axes and reading their state.
struct AxesAccess {
  using State = Axes::State;
  static std::unique_ptr<Axes> make(FigureState& fig, const Theme& theme) {
    return std::unique_ptr<Axes>(new Axes(fig, theme));
  }
  static State& state(Axes& ax) { return *ax.state_; }
  static const State& state(const Axes& ax) { return *ax.state_; }
};
using AxesState = AxesAccess::State;

// Every axes whose view of the x (is_x) or y axis is the same as ax's, ax first, then in the
// order they were linked (model/shared_axes.cpp).
std::vector<Axes*> shared_group(const Axes& ax, bool is_x);
inline AxesState& state_of(Axes& ax) { return AxesAccess::state(ax); }
inline const AxesState& state_of(const Axes& ax) { return AxesAccess::state(ax); }

}  // namespace libplot
