// Axes' calls about the view and its frame rather than the data: limits, scales, sharing,
// aspect, ticks, titles and labels, grid, spines, twins.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "figure/checks.hpp"
#include "figure/label_outer.hpp"
#include "figure/sharing.hpp"
#include "libplot/axes.hpp"
#include "libplot/ticker.hpp"
#include "model/axes_state.hpp"
#include "model/figure_state.hpp"

namespace libplot {
// ---------------------------------------------------------------- limits, scales, ticks
// set_xlim and friends: finite; positive on a log axis; equal limits widened as matplotlib's
// set_xlim widens them (the locator's nonsingular), with a warning.
static void set_limits(AxisState& ax, const char* call, char name, std::optional<double> lo,
                       std::optional<double> hi) {
  for (const auto& [arg, v] : {std::pair{"lo", lo}, std::pair{"hi", hi}}) {
    if (!v) continue;
    check::finite(call, arg, *v);
    if (ax.scale.is_log() && !(*v > 0))
      throw InvalidArgument(std::string(call) + ": " + arg + " is " + check::show(*v) + " but the " + name +
                            " axis is log-scaled; its limits must be > 0");
    if (ax.scale.is_logit() && !(*v > 0 && *v < 1))
      throw InvalidArgument(std::string(call) + ": " + arg + " is " + check::show(*v) + " but the " + name +
                            " axis is logit-scaled; its limits must be in (0, 1)");
  }
  double new_lo = lo ? *lo : ax.lim_lo.value_or(NAN), new_hi = hi ? *hi : ax.lim_hi.value_or(NAN);
  if (new_lo == new_hi) {
    const double v = new_lo;
    if (ax.scale.is_log()) {
      LogLocator loc;
      loc.base = ax.scale.base;
      std::tie(new_lo, new_hi) = loc.view_limits(v, v, v);
    } else if (ax.scale.is_logit()) {
      std::tie(new_lo, new_hi) = LogitLocator{}.nonsingular(v, v);
    } else {
      std::tie(new_lo, new_hi) = nonsingular(v, v, 0.05, 1e-15, false);
    }
    warn(std::string(call) + ": lo and hi are both " + check::show(v) + ", which makes the " + name +
         " axis singular; widened to " + check::show(new_lo) + ".." + check::show(new_hi));
    ax.lim_lo = new_lo;
    ax.lim_hi = new_hi;
    return;
  }
  if (lo) ax.lim_lo = *lo;
  if (hi) ax.lim_hi = *hi;
}

static void set_scale(AxisState& ax, const char* call, char name, const Scale& s) {
  if (s.is_symlog()) {
    if (!(std::isfinite(s.base) && s.base > 1))
      throw InvalidArgument(std::string(call) + ": base is " + check::show(s.base) +
                            "; it must be finite and > 1");
    check::positive(call, "linthresh", s.linthresh);
    check::positive(call, "linscale", s.linscale);
  }
  if (s.is_log()) {
    if (!(std::isfinite(s.base) && s.base > 1))
      throw InvalidArgument(std::string(call) + ": base is " + check::show(s.base) +
                            "; it must be finite and > 1");
    for (const auto& [arg, v] : {std::pair{"lower", ax.lim_lo}, std::pair{"upper", ax.lim_hi}})
      if (v && !(*v > 0))
        throw InvalidArgument(std::string(call) + ": the " + name + " axis's " + arg + " limit is " +
                              check::show(*v) + "; a log scale needs limits > 0");
  }
  if (s.is_logit())
    for (const auto& [arg, v] : {std::pair{"lower", ax.lim_lo}, std::pair{"upper", ax.lim_hi}})
      if (v && !(*v > 0 && *v < 1))
        throw InvalidArgument(std::string(call) + ": the " + name + " axis's " + arg + " limit is " +
                              check::show(*v) + "; a logit scale needs limits in (0, 1)");
  ax.scale = s;
}

// Axes sharing a view share what decides it: limits, scale, inversion and margins. A call on
// one sets them on the whole group (matplotlib propagates set_xlim to the shared axes).
static void copy_view_settings(const AxisState& from, AxisState& to) {
  to.lim_lo = from.lim_lo;
  to.lim_hi = from.lim_hi;
  to.scale = from.scale;
  to.inverted = from.inverted;
  to.margin = from.margin;
}

// ... and their ticker (matplotlib's sharex shares the locator and formatter): fixed ticks and
// labels, categories, minor ticks, the thousands separator. Tick label text props stay per axes.
static void copy_ticker(const AxisState& from, AxisState& to) {
  to.major_locator = from.major_locator;
  to.minor_locator = from.minor_locator;
  to.major_formatter = from.major_formatter;
  to.minor_formatter = from.minor_formatter;
  to.categories = from.categories;
  to.category_locator = from.category_locator;
  to.category_formatter = from.category_formatter;
  to.dates = from.dates;
  to.minor_visible = from.minor_visible;
  to.thousands = from.thousands;
}

void share_ticker(Axes& ax, bool is_x) {
  const AxisState& own = is_x ? state_of(ax).x : state_of(ax).y;
  for (Axes* o : shared_group(ax, is_x))
    if (o != &ax) copy_ticker(own, is_x ? state_of(*o).x : state_of(*o).y);
}

static void share_view(Axes& ax, bool is_x) {
  const AxisState& own = is_x ? state_of(ax).x : state_of(ax).y;
  for (Axes* o : shared_group(ax, is_x))
    if (o != &ax) copy_view_settings(own, is_x ? state_of(*o).x : state_of(*o).y);
}

void Axes::set_xlim(double lo, double hi) {
  set_limits(state_->x, "set_xlim", 'x', lo, hi);
  share_view(*this, true);
}
void Axes::set_ylim(double lo, double hi) {
  set_limits(state_->y, "set_ylim", 'y', lo, hi);
  share_view(*this, false);
}
void Axes::set_xlim_lo(double lo) {
  set_limits(state_->x, "set_xlim_lo", 'x', lo, {});
  share_view(*this, true);
}
void Axes::set_xlim_hi(double hi) {
  set_limits(state_->x, "set_xlim_hi", 'x', {}, hi);
  share_view(*this, true);
}
void Axes::set_ylim_lo(double lo) {
  set_limits(state_->y, "set_ylim_lo", 'y', lo, {});
  share_view(*this, false);
}
void Axes::set_ylim_hi(double hi) {
  set_limits(state_->y, "set_ylim_hi", 'y', {}, hi);
  share_view(*this, false);
}
void Axes::set_xscale(Scale s) {
  set_scale(state_->x, "set_xscale", 'x', s);
  share_view(*this, true);
}
void Axes::set_yscale(Scale s) {
  set_scale(state_->y, "set_yscale", 'y', s);
  share_view(*this, false);
}
void Axes::invert_xaxis() {
  state_->x.inverted = !state_->x.inverted;
  share_view(*this, true);
}
void Axes::invert_yaxis() {
  state_->y.inverted = !state_->y.inverted;
  share_view(*this, false);
}
void Axes::margins(double x, double y) {
  for (const auto& [arg, v] : {std::pair{"x", x}, std::pair{"y", y}})
    if (!(std::isfinite(v) && v > -0.5))  // matplotlib: margin must be greater than -0.5
      throw InvalidArgument(std::string("margins: ") + arg + " is " + check::show(v) +
                            "; it must be finite and > -0.5");
  state_->x.margin = x;
  state_->y.margin = y;
  share_view(*this, true);
  share_view(*this, false);
}

// matplotlib's Axes.sharex/sharey: join other's group, taking its view settings.
static void join_shared(Axes& ax, Axes& other, bool is_x, const FigureState& fig) {
  const char* call = is_x ? "sharex" : "sharey";
  AxesState& s = state_of(ax);
  if (&other == &ax)
    throw InvalidArgument(std::string(call) + ": other is this axes; an axes cannot share with itself");
  const bool in_figure =
      std::any_of(fig.axes.begin(), fig.axes.end(), [&](const auto& a) { return a.get() == &other; });
  if (!in_figure)
    throw InvalidArgument(std::string(call) +
                          ": other belongs to another figure; axes share only within a figure");
  bool& called = is_x ? s.sharex_called : s.sharey_called;
  if (called)
    throw InvalidArgument(std::string(call) + ": this axes already shares its " + (is_x ? "x" : "y") +
                          " axis (matplotlib: \"" + (is_x ? "x" : "y") + "-axis is already shared\")");
  called = true;
  const AxisState& from = is_x ? state_of(other).x : state_of(other).y;
  for (Axes* o : shared_group(ax, is_x)) {
    copy_view_settings(from, is_x ? state_of(*o).x : state_of(*o).y);
    copy_ticker(from, is_x ? state_of(*o).x : state_of(*o).y);
  }
  (is_x ? s.shared_x : s.shared_y).push_back(&other);
  (is_x ? state_of(other).shared_x : state_of(other).shared_y).push_back(&ax);
}

void Axes::sharex(Axes& other) { join_shared(*this, other, true, fig_); }
void Axes::sharey(Axes& other) { join_shared(*this, other, false, fig_); }

// matplotlib's _label_outer_xaxis/_label_outer_yaxis: tick labels (and the offset text) only on
// the grid's outer edges.
void label_outer_axis(AxesState& s, const FigureState& fig, bool is_x) {
  if (s.fixed_rect || s.secondary_of) return;  // not in a grid
  const GridSpec g = fig.grid_set ? fig.grid : GridSpec{};
  if (is_x) {
    if (s.row0 != 0) s.x.label_high = false;
    if (s.row1 != g.nrows) s.x.label_low = false;
  } else {
    if (s.col0 != 0) s.y.label_low = false;
    if (s.col1 != g.ncols) s.y.label_high = false;
  }
}

void Axes::label_outer() {
  label_outer_axis(*state_, fig_, true);
  label_outer_axis(*state_, fig_, false);
  // matplotlib also removes axis labels of inner axes
  const GridSpec g = fig_.grid_set ? fig_.grid : GridSpec{};
  if (!state_->fixed_rect && !state_->secondary_of) {
    if (state_->row1 != g.nrows) state_->x.label.clear();
    if (state_->col0 != 0) state_->y.label.clear();
  }
}

void Axes::set_auto_headroom(bool on) { state_->auto_headroom = on; }
void Axes::set_headroom_past_limits(bool on) { state_->headroom_past_limits = on; }

// matplotlib's set_aspect with adjustable="box": the box shrinks, the limits stay.
static void check_aspect_box(const AxesState& s) {
  if (s.twin_of || !s.twins.empty())
    throw InvalidArgument(
        "set_aspect: the axes has a twin; a fixed aspect needs its own box "
        "(matplotlib: \"Adjustable 'box' is not allowed in a twinned Axes\")");
}

void Axes::set_aspect(Choice<Aspect> aspect) {
  if (!aspect.valid())
    throw InvalidArgument("set_aspect: aspect is '" + std::string(aspect.word()) +
                          "'; expected 'auto', 'equal' or a number");
  if (aspect == Aspect::Auto) {
    state_->aspect_equal = false;
    return;
  }
  set_aspect(1.0);
}

void Axes::set_aspect(double aspect) {
  check::positive("set_aspect", "aspect", aspect);
  check_aspect_box(*state_);
  state_->aspect_equal = true;
  state_->aspect_ratio = aspect;
}

// matplotlib: as many labels as fixed ticks ("The number of FixedLocator locations (4) ... does
// not match the number of ticklabels (3)"), here at the call.
static void set_ticks(AxisState& ax, const char* call, std::vector<double> ticks,
                      std::vector<std::string> labels) {
  for (std::size_t i = 0; i < ticks.size(); ++i)
    check::finite(call, "ticks[" + std::to_string(i) + "]", ticks[i]);
  if (!labels.empty()) check::same_length(call, "labels", labels.size(), "ticks", ticks.size());
  for (const std::string& l : labels) check::mathtext(call, "labels", l);
  ax.major_locator = FixedLocator{std::move(ticks)};
  ax.category_locator = false;  // the user's ticks replace the categories' (matplotlib's locator)
  if (!labels.empty()) {
    ax.major_formatter = FixedFormatter{std::move(labels)};
    ax.category_formatter = false;  // without labels a category axis keeps naming its categories
  }
}

static void set_ticklabels(AxisState& ax, const char* call, char name, std::vector<std::string> labels,
                           const TextProps& props) {
  const std::vector<double>* fixed = ax.major_locator ? ax.major_locator->fixed_locs() : nullptr;
  if (fixed && !labels.empty() && labels.size() != fixed->size())
    throw InvalidArgument(std::string(call) + ": labels has " + std::to_string(labels.size()) +
                          " values but the " + name + " axis has " + std::to_string(fixed->size()) +
                          " fixed ticks");
  for (const std::string& l : labels) check::mathtext(call, "labels", l);
  check::text_props(call, props);
  ax.major_formatter = FixedFormatter{std::move(labels)};
  ax.fixed_label_props = props;
  ax.category_formatter = false;
}

void Axes::set_xticks(std::vector<double> ticks, std::vector<std::string> labels) {
  set_ticks(state_->x, "set_xticks", std::move(ticks), std::move(labels));
  share_ticker(*this, true);
}
void Axes::set_yticks(std::vector<double> ticks, std::vector<std::string> labels) {
  set_ticks(state_->y, "set_yticks", std::move(ticks), std::move(labels));
  share_ticker(*this, false);
}
void Axes::set_xticklabels(std::vector<std::string> labels, const TextProps& props) {
  set_ticklabels(state_->x, "set_xticklabels", 'x', std::move(labels), props);
  share_ticker(*this, true);
}
void Axes::set_yticklabels(std::vector<std::string> labels, const TextProps& props) {
  set_ticklabels(state_->y, "set_yticklabels", 'y', std::move(labels), props);
  share_ticker(*this, false);
}

void Axes::tick_params(const TickParams& p) {
  check::one_of("tick_params", "axis", p.axis);
  check::one_of("tick_params", "which", p.which);
  check::positive("tick_params", "labelsize", p.labelsize);
  check::non_negative("tick_params", "length", p.length);
  check::non_negative("tick_params", "width", p.width);
  if (p.pad) check::finite("tick_params", "pad", *p.pad);
  if (p.rotation) check::finite("tick_params", "rotation", *p.rotation);
  for (AxisState* ax : {&state_->x, &state_->y}) {
    const bool is_x = ax == &state_->x;
    if (!(p.axis == WhichAxis::Both || (p.axis == WhichAxis::X) == is_x)) continue;
    if (p.labelsize) ax->labels.size = p.labelsize;
    if (p.labelcolor) ax->labels.color = p.labelcolor;
    if (p.labelweight) ax->labels.weight = p.labelweight;
    if (p.rotation) ax->labels.rotation = *p.rotation;
    if (p.ha) ax->labels.ha = p.ha;
    if (p.color) ax->tick_color = p.color;
    if (p.length) ax->tick_length = p.length;
    if (p.width) ax->tick_width = p.width;
    if (p.pad) ax->tick_pad = p.pad;
    if (is_x) {
      if (p.labelbottom) ax->label_low = *p.labelbottom;
      if (p.labeltop) ax->label_high = *p.labeltop;
    } else {
      if (p.labelleft) ax->label_low = *p.labelleft;
      if (p.labelright) ax->label_high = *p.labelright;
    }
  }
}

void Axes::set_minor_ticks(bool x, bool y) {
  state_->x.minor_visible = x;
  state_->y.minor_visible = y;
  share_ticker(*this, true);
  share_ticker(*this, false);
}
void Axes::set_thousands_separator(bool x, bool y) {
  state_->x.thousands = x;
  state_->y.thousands = y;
  share_ticker(*this, true);
  share_ticker(*this, false);
}
Axis Axes::xaxis() { return Axis(state_->x); }
Axis Axes::yaxis() { return Axis(state_->y); }

// ---------------------------------------------------------------- decorations
static void check_decoration(const char* call, const std::string& s, const TextProps& props,
                             std::optional<double> pad, const char* pad_name) {
  check::mathtext(call, "s", s);
  check::text_props(call, props);
  if (pad) check::finite(call, pad_name, *pad);
}

void Axes::set_title(std::string s, const TextProps& props, std::optional<double> pad) {
  check_decoration("set_title", s, props, pad, "pad");
  state_->title = std::move(s);
  state_->title_props = props;
  state_->title_pad = pad;
}
void Axes::set_xlabel(std::string s, const TextProps& props, std::optional<double> labelpad) {
  check_decoration("set_xlabel", s, props, labelpad, "labelpad");
  state_->x.label = std::move(s);
  state_->x.label_props = props;
  state_->x.labelpad = labelpad;
}
void Axes::set_ylabel(std::string s, const TextProps& props, std::optional<double> labelpad) {
  check_decoration("set_ylabel", s, props, labelpad, "labelpad");
  state_->y.label = std::move(s);
  state_->y.label_props = props;
  state_->y.labelpad = labelpad;
}

void Axes::grid(const GridOptions& o) {
  check::one_of("grid", "axis", o.axis);
  check::one_of("grid", "which", o.which);
  check::non_negative("grid", "linewidth", o.linewidth);
  check::alpha("grid", o.alpha);
  for (AxisState* ax : {&state_->x, &state_->y}) {
    const bool is_x = ax == &state_->x;
    if (!(o.axis == WhichAxis::Both || (o.axis == WhichAxis::X) == is_x)) continue;
    ax->twin_grid_hidden = false;
    const WhichTicks which = o.which;
    if (which != WhichTicks::Minor) ax->grid_major = o.visible;
    if (which != WhichTicks::Major) ax->grid_minor = o.visible;
    for (int k = 0; k < 2; ++k) {
      if (which != WhichTicks::Both && which != (k == 0 ? WhichTicks::Major : WhichTicks::Minor)) continue;
      AxisState::GridStyle& g = ax->grid_styles[k];
      if (o.color) g.color = o.color;
      if (o.linewidth) g.width = o.linewidth;
      if (o.linestyle) g.style = o.linestyle;
      if (o.alpha) g.alpha = o.alpha;
    }
  }
}

void Axes::set_axisbelow(bool below) {
  state_->axisbelow = below ? Theme::AxisBelow::Below : Theme::AxisBelow::Above;
}
void Axes::set_spine_visible(Side side, bool v) { state_->spines[static_cast<int>(side)].visible = v; }
void Axes::set_spine_color(Side side, const Color& c) { state_->spines[static_cast<int>(side)].color = c; }
void Axes::set_spine_width(Side side, double w) {
  check::non_negative("set_spine_width", "w", w);
  state_->spines[static_cast<int>(side)].width = w;
}
void Axes::set_facecolor(const Color& c) { state_->facecolor = c; }
void Axes::axis_off() { state_->axis_on = false; }

// matplotlib's twinx/twiny: an axes on the same box sharing one axis, drawing only the other one
// on the opposite side.
static Axes& make_twin(Axes& host, Axes& t, bool shares_x) {
  AxesState& hs = state_of(host);
  AxesState& ts = state_of(t);
  ts.twin_of = &host;
  ts.twin_shares = shares_x ? 'x' : 'y';
  ts.row0 = hs.row0;
  ts.row1 = hs.row1;
  ts.col0 = hs.col0;
  ts.col1 = hs.col1;
  ts.fixed_rect = hs.fixed_rect;
  AxisState& shared = shares_x ? ts.x : ts.y;
  AxisState& own = shares_x ? ts.y : ts.x;
  shared = shares_x ? hs.x : hs.y;  // the twin draws no decorations of the shared axis
  shared.owner = &t;
  shared.label.clear();
  shared.label_low = shared.label_high = false;
  shared.ticks_low = shared.ticks_high = false;  // matplotlib hides the twin's shared axis
  shared.grid_major = shared.grid_minor = false;
  own.label_low = false;
  own.label_high = true;
  own.ticks_low = false;
  own.ticks_high = true;
  own.twin_grid_hidden = true;  // one set of gridlines: the host's (see docs/better-than-matplotlib.md)
  ts.facecolor = Color{0, 0, 0, 0};
  (shares_x ? ts.shared_x : ts.shared_y).push_back(&host);
  (shares_x ? hs.shared_x : hs.shared_y).push_back(&t);
  hs.twins.push_back(&t);
  return t;
}

Axes& Axes::twinx() { return make_twin(*this, fig_.new_axes(), true); }
Axes& Axes::twiny() { return make_twin(*this, fig_.new_axes(), false); }

}  // namespace libplot
