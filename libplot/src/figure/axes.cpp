// Axes' plotting calls: each turns matplotlib-style options into an artist (the view and its
// frame: axes_view.cpp).
#include "libplot/axes.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <tuple>

#include "artists/artists.hpp"
#include "figure/checks.hpp"
#include "figure/color_mapping.hpp"
#include "figure/label_outer.hpp"
#include "figure/sharing.hpp"
#include "model/axes_state.hpp"
#include "model/figure_state.hpp"
#include "artists/legend.hpp"
#include "artists/point_labels.hpp"
#include "artists/free_text.hpp"
#include "libplot/histogram.hpp"
#include "libplot/markers.hpp"
#include "libplot/ticker.hpp"

namespace libplot {

Axes::Axes(FigureState& fig, const Theme& theme)
    : fig_(fig), theme_(theme), state_(std::make_unique<State>()) {
  State& s = *state_;
  s.x.owner = s.y.owner = this;
  s.y.is_x = false;
  s.x.margin = theme.axes_xmargin;
  s.y.margin = theme.axes_ymargin;
  s.axisbelow = theme.axes_axisbelow;
  const WhichAxis grid_axis = theme.axes_grid_axis;
  const WhichTicks grid_which = theme.axes_grid_which;
  const bool grid_x = theme.axes_grid && grid_axis != WhichAxis::Y;
  const bool grid_y = theme.axes_grid && grid_axis != WhichAxis::X;
  const bool major = grid_which != WhichTicks::Minor, minor = grid_which != WhichTicks::Major;
  s.x.grid_major = grid_x && major;
  s.x.grid_minor = grid_x && minor;
  s.y.grid_major = grid_y && major;
  s.y.grid_minor = grid_y && minor;
  s.x.minor_visible = theme.xtick.minor_visible;
  s.y.minor_visible = theme.ytick.minor_visible;
  s.spines[0].visible = theme.spine_left;
  s.spines[1].visible = theme.spine_right;
  s.spines[2].visible = theme.spine_top;
  s.spines[3].visible = theme.spine_bottom;
}

Axes::~Axes() = default;

Color Axes::next_color() {
  const auto& cyc = theme_.prop_cycle;
  const std::size_t i = state_->cycle_index++;
  return cyc.empty() ? cycle_color(i) : cyc[i % cyc.size()];
}

void Axes::add(std::unique_ptr<Artist> a) { state_->artists.push_back(std::move(a)); }

// matplotlib keeps two colour cycles per axes: lines (plot, errorbar, hist) and patches (bar,
// barh, scatter, fill_between, pie), each starting at C0. axhline/axhspan take lines.color and
// patch.facecolor ("C0") without advancing either.
static Color next_patch_color(AxesState& s, const Theme& t) {
  const std::size_t i = s.patch_cycle_index++;
  return t.prop_cycle.empty() ? cycle_color(i) : t.prop_cycle[i % t.prop_cycle.size()];
}

static void check_sizes(std::size_t a, std::size_t b, const char* what) {
  check::same_length(what, "x", a, "y", b);
}

// Per-point values (bar bottoms, scatter sizes, error bars): none, one for all, or one per point.
static void check_per_point(const char* call, const char* arg, std::size_t n, const char* of,
                            std::size_t points) {
  if (n > 1 && n != points) check::same_length(call, arg, n, of, points);
}

// The label every artist takes, shown in the legend.
static void check_label(const char* call, const std::string& label) { check::mathtext(call, "label", label); }

static double value_at(const std::vector<double>& v, std::size_t i) {
  if (v.empty()) return 0;
  return v.size() == 1 ? v[0] : v.at(i);
}

static void error_lengths(const char* call, const char* axis, std::span<const double> err,
                          const std::vector<double>& lower, const std::vector<double>& upper,
                          std::size_t points, const char* of, std::vector<double>& lo,
                          std::vector<double>& hi);

// ---------------------------------------------------------------- bars
// bar() and barh() differ only in which axis the bars stand on.
static std::unique_ptr<BarsArtist> make_bars(std::span<const double> pos, std::span<const double> len,
                                             const BarOptions& o, bool horizontal, const Color& base) {
  auto a = std::make_unique<BarsArtist>();
  a->horizontal = horizontal;
  for (std::size_t i = 0; i < pos.size(); ++i) {
    const double b = value_at(o.bottom, i);
    const double p0 = o.align == BarOptions::Align::Center ? pos[i] - o.width / 2 : pos[i];
    Color c = o.colors.empty() ? base : o.colors[i % o.colors.size()];
    c.a *= o.alpha;
    if (horizontal) a->bars.push_back({b, b + len[i], p0, p0 + o.width, c});
    else a->bars.push_back({p0, p0 + o.width, b, b + len[i], c});
    a->sticky.push_back(b);
  }
  if (o.edgecolor) a->edge = o.edgecolor->with_alpha(o.edgecolor->a * o.alpha);
  a->edge_width = o.linewidth;
  a->zorder = o.zorder;
  a->label = o.label;
  a->lint_ignore = o.lint_ignore;
  a->container = true;
  return a;
}

static void check_bar_options(const char* call, std::size_t n, const BarOptions& o) {
  check::finite(call, "width", o.width);
  check_per_point(call, "bottom", o.bottom.size(), "x", n);
  check::non_negative(call, "linewidth", o.linewidth);
  check::alpha(call, o.alpha);
  check_label(call, o.label);
}

static BarContainer container_of(std::span<const double> pos, std::span<const double> len,
                                 const BarOptions& o, bool horizontal) {
  BarContainer c;
  c.horizontal = horizontal;
  for (std::size_t i = 0; i < pos.size(); ++i) {
    c.centers.push_back(o.align == BarOptions::Align::Center ? pos[i] : pos[i] + o.width / 2);
    c.bottoms.push_back(value_at(o.bottom, i));
    c.values.push_back(len[i]);
  }
  return c;
}

BarContainer Axes::bar(std::span<const double> x, std::span<const double> heights, const BarOptions& o) {
  check::same_length("bar", "x", x.size(), "height", heights.size());
  check_bar_options("bar", x.size(), o);
  const Color base =
      o.color ? *o.color : (o.colors.empty() ? next_patch_color(*state_, theme_) : o.colors[0]);
  const BarContainer c = container_of(x, heights, o, false);
  bar_errors("bar", c, o, false);  // checked before anything is added
  add(make_bars(x, heights, o, false, base));
  bar_errors("bar", c, o, true);
  return c;
}

BarContainer Axes::barh(std::span<const double> y, std::span<const double> widths, const BarOptions& o) {
  check::same_length("barh", "y", y.size(), "width", widths.size());
  check_bar_options("barh", y.size(), o);
  const Color base =
      o.color ? *o.color : (o.colors.empty() ? next_patch_color(*state_, theme_) : o.colors[0]);
  const BarContainer c = container_of(y, widths, o, true);
  bar_errors("barh", c, o, false);  // checked before anything is added
  add(make_bars(y, widths, o, true, base));
  bar_errors("barh", c, o, true);
  return c;
}

// matplotlib's bar(yerr=, xerr=): errorbar(fmt='none') at each bar's end (the middle of its top
// for bar, of its right end for barh), black and capped per errorbar.capsize unless given. As in
// matplotlib, the lines' colour cycle does not advance.
void Axes::bar_errors(const char* call, const BarContainer& c, const BarOptions& o, bool draw) {
  const std::size_t n = c.centers.size();
  std::vector<double> lo, hi;
  const char* of = c.horizontal ? "y" : "x";
  error_lengths(call, "y", o.yerr, o.yerr_lower, o.yerr_upper, n, of, lo, hi);
  error_lengths(call, "x", o.xerr, o.xerr_lower, o.xerr_upper, n, of, lo, hi);
  check::non_negative(call, "capsize", o.capsize);
  if (!draw || (o.yerr.empty() && o.yerr_lower.empty() && o.xerr.empty() && o.xerr_lower.empty())) return;
  std::vector<double> ex, ey;
  for (std::size_t i = 0; i < n; ++i) {
    const double end = c.bottoms[i] + c.values[i];
    ex.push_back(c.horizontal ? end : c.centers[i]);
    ey.push_back(c.horizontal ? c.centers[i] : end);
  }
  errorbar(ex, ey, o.yerr,
           {.linestyle = "none",
            .color = o.ecolor,
            .ecolor = o.ecolor,
            .capsize = o.capsize.value_or(theme_.errorbar_capsize),
            .yerr_lower = o.yerr_lower,
            .yerr_upper = o.yerr_upper,
            .xerr_lower = o.xerr_lower,
            .xerr_upper = o.xerr_upper},
           o.xerr);
}

// ---------------------------------------------------------------- lines
static void fill_line(LineArtist& l, std::span<const double> x, std::span<const double> y,
                      const LineOptions& o, const Color& colour, const Theme& t) {
  l.x.assign(x.begin(), x.end());
  l.y.assign(y.begin(), y.end());
  l.color = colour;
  l.width = o.linewidth.value_or(t.lines_linewidth);
  l.dash = o.linestyle;
  l.marker = o.marker;
  l.markersize = o.markersize.value_or(t.lines_markersize);
  l.marker_face = o.markerfacecolor.value_or(colour);
  l.marker_edge = o.markeredgecolor.value_or(colour);
  l.marker_edge_width = o.markeredgewidth.value_or(t.lines_markeredgewidth);
  l.alpha = o.alpha;
  l.drawstyle = o.drawstyle;
}

static void check_line_options(const char* call, const LineOptions& o) {
  check::non_negative(call, "linewidth", o.linewidth);
  check::non_negative(call, "markersize", o.markersize);
  check::non_negative(call, "markeredgewidth", o.markeredgewidth);
  check::alpha(call, o.alpha);
  check_label(call, o.label);
}

void Axes::plot(std::span<const double> x, std::span<const double> y, const LineOptions& o) {
  check_sizes(x.size(), y.size(), "plot");
  check_line_options("plot", o);
  auto a = std::make_unique<LineArtist>();
  fill_line(*a, x, y, o, o.color ? *o.color : next_color(), theme_);
  a->zorder = o.zorder;
  a->label = o.label;
  a->lint_ignore = o.lint_ignore;
  add(std::move(a));
}

// One axis' error lengths for errorbar: symmetric `err` or asymmetric lower/upper, each none,
// one for all points or one per point and never negative (matplotlib's checks).
static void error_lengths(const char* call, const char* axis, std::span<const double> err,
                          const std::vector<double>& lower, const std::vector<double>& upper,
                          std::size_t points, const char* of, std::vector<double>& lo,
                          std::vector<double>& hi) {
  const std::string e = std::string(axis) + "err";
  if (lower.empty() != upper.empty())
    throw InvalidArgument(std::string(call) + ": " + e + "_lower has " + std::to_string(lower.size()) +
                          " values but " + e + "_upper has " + std::to_string(upper.size()) +
                          "; give both or neither");
  if (!lower.empty() && !err.empty())
    throw InvalidArgument(std::string(call) + ": both " + e + " and " + e + "_lower/" + e +
                          "_upper are given; give symmetric or asymmetric errors, not both");
  const std::vector<std::pair<std::string, std::span<const double>>> parts =
      lower.empty() ? std::vector<std::pair<std::string, std::span<const double>>>{{e, err}}
                    : std::vector<std::pair<std::string, std::span<const double>>>{{e + "_lower", lower},
                                                                                   {e + "_upper", upper}};
  for (const auto& [name, v] : parts) {
    check_per_point(call, name.c_str(), v.size(), of, points);
    for (std::size_t i = 0; i < v.size(); ++i)
      if (!(v[i] >= 0) || !std::isfinite(v[i]))
        throw InvalidArgument(std::string(call) + ": " + name + "[" + std::to_string(i) + "] is " +
                              check::show(v[i]) + "; error bars must be finite and not negative");
  }
  lo.assign(parts.front().second.begin(), parts.front().second.end());
  hi.assign(parts.back().second.begin(), parts.back().second.end());
}

void Axes::errorbar(std::span<const double> x, std::span<const double> y, std::span<const double> yerr,
                    const ErrorbarOptions& o, std::span<const double> xerr) {
  check_sizes(x.size(), y.size(), "errorbar");
  std::vector<double> ylo, yhi, xlo, xhi;
  error_lengths("errorbar", "y", yerr, o.yerr_lower, o.yerr_upper, y.size(), "y", ylo, yhi);
  error_lengths("errorbar", "x", xerr, o.xerr_lower, o.xerr_upper, x.size(), "x", xlo, xhi);
  for (const auto& [name, v] :
       {std::pair{"linewidth", o.linewidth}, std::pair{"markersize", o.markersize},
        std::pair{"markeredgewidth", o.markeredgewidth}, std::pair{"elinewidth", o.elinewidth},
        std::pair{"capsize", o.capsize}, std::pair{"capthick", o.capthick}})
    check::non_negative("errorbar", name, v);
  check::alpha("errorbar", o.alpha);
  check_label("errorbar", o.label);
  auto a = std::make_unique<ErrorbarArtist>();
  const Color c = o.color ? *o.color : next_color();
  LineOptions lo;
  lo.linewidth = o.linewidth;
  lo.linestyle = o.linestyle;
  lo.marker = o.marker;
  lo.markersize = o.markersize;
  lo.markerfacecolor = o.markerfacecolor;
  lo.markeredgecolor = o.markeredgecolor;
  lo.markeredgewidth = o.markeredgewidth;
  lo.alpha = o.alpha;
  fill_line(a->line, x, y, lo, c, theme_);
  a->ylo = std::move(ylo);
  a->yhi = std::move(yhi);
  a->xlo = std::move(xlo);
  a->xhi = std::move(xhi);
  a->ecolor = o.ecolor.value_or(c);
  a->elinewidth = o.elinewidth.value_or(a->line.width);
  a->capsize = o.capsize.value_or(theme_.errorbar_capsize);
  a->capthick = o.capthick.value_or(a->elinewidth);
  a->zorder = o.zorder;
  a->label = o.label;
  a->lint_ignore = o.lint_ignore;
  a->container = true;
  add(std::move(a));
}

ScalarMappable Axes::scatter(std::span<const double> x, std::span<const double> y, const ScatterOptions& o) {
  check_sizes(x.size(), y.size(), "scatter");
  check_per_point("scatter", "sizes", o.sizes.size(), "x", x.size());
  check_per_point("scatter", "colors", o.colors.size(), "x", x.size());
  check_per_point("scatter", "edgecolors", o.edgecolors.size(), "x", x.size());
  for (std::size_t i = 0; i < o.sizes.size(); ++i)
    check::non_negative("scatter", "sizes[" + std::to_string(i) + "]", o.sizes[i]);
  check::non_negative("scatter", "linewidth", o.linewidth);
  check::alpha("scatter", o.alpha);
  check_label("scatter", o.label);
  auto a = std::make_unique<ScatterArtist>();
  a->x.assign(x.begin(), x.end());
  a->y.assign(y.begin(), y.end());
  a->sizes =
      o.sizes.empty() ? std::vector<double>{theme_.lines_markersize * theme_.lines_markersize} : o.sizes;
  ScalarMappable mapping;
  if (!o.c.empty()) {
    if (o.c.size() != x.size())
      throw InvalidArgument("scatter: c has " + std::to_string(o.c.size()) + " values for " +
                            std::to_string(x.size()) + " points");
    mapping = resolve_mapping(o.cmap, o.norm, o.vmin, o.vmax, o.c, "scatter");
    mapping.alpha = o.alpha;
    for (double v : o.c) a->faces.push_back(mapping.to_rgba(v));  // matplotlib does not advance the cycle
  } else if (!o.colors.empty()) a->faces = o.colors;
  else a->faces = {o.color ? *o.color : next_patch_color(*state_, theme_)};
  if (!o.edgecolors.empty()) a->edges = o.edgecolors;
  else if (o.edgecolor) a->edges = {*o.edgecolor};
  else a->edges = a->faces;  // matplotlib's scatter edge is 'face'
  a->marker = o.marker.empty() ? theme_.scatter_marker : o.marker;
  a->edge_width = o.linewidth.value_or(1.0);
  a->alpha = o.alpha;
  a->zorder = o.zorder;
  a->label = o.label;
  a->lint_ignore = o.lint_ignore;
  add(std::move(a));
  return mapping;
}

// matplotlib's `color` on a polygon (fill_between, axhspan) sets its face and its edge, the
// edge patch.linewidth wide unless given; alpha applies to both.
template <class PatchArtist, class Options>
static void patch_colours(PatchArtist& a, const Color& face, const Options& o, const Theme& t) {
  a.face = face.with_alpha(face.a * o.alpha);
  const std::optional<Color> edge = o.edgecolor ? o.edgecolor : o.color;
  if (edge) a.edge = edge->with_alpha(edge->a * o.alpha);
  a.edge_width = o.linewidth.value_or(t.patch_linewidth);
}

// fill_between and fill_betweenx: the same polygon between two curves, along x or along y.
// `along` holds the positions, `c1` the first curve, `c2` the second (empty: 0; one value: a
// constant); the names are the call's own, for its messages.
static std::unique_ptr<FillArtist> make_fill(const char* call, bool along_y, const char* along_name,
                                             const char* c1_name, const char* c2_name,
                                             std::span<const double> along, std::span<const double> c1,
                                             std::span<const double> c2, const FillOptions& o,
                                             AxesState& state, const Theme& theme) {
  check::same_length(call, along_name, along.size(), c1_name, c1.size());
  check_per_point(call, c2_name, c2.size(), along_name, along.size());
  check::non_negative(call, "linewidth", o.linewidth);
  check::alpha(call, o.alpha);
  check_label(call, o.label);
  auto a = std::make_unique<FillArtist>();
  a->along_y = along_y;
  a->x.assign(along.begin(), along.end());
  a->y1.assign(c1.begin(), c1.end());
  if (c2.empty()) a->y2.assign(along.size(), 0.0);
  else if (c2.size() == 1) a->y2.assign(along.size(), c2[0]);
  else a->y2.assign(c2.begin(), c2.end());
  const Color c = o.color ? *o.color : next_patch_color(state, theme);
  patch_colours(*a, c, o, theme);
  a->zorder = o.zorder;
  a->lint_ignore = o.lint_ignore;
  a->label = o.label;
  return a;
}

void Axes::fill_between(std::span<const double> x, std::span<const double> y1, std::span<const double> y2,
                        const FillOptions& o) {
  add(make_fill("fill_between", false, "x", "y1", "y2", x, y1, y2, o, *state_, theme_));
}

void Axes::fill_betweenx(std::span<const double> y, std::span<const double> x1, std::span<const double> x2,
                         const FillOptions& o) {
  add(make_fill("fill_betweenx", true, "y", "x1", "x2", y, x1, x2, o, *state_, theme_));
}

// matplotlib's stackplot (baseline 'zero'): fill_between of running sums, each series with the
// next colour of the lines' cycle as its face only (no edge); the bottom sticks to 0.
void Axes::stackplot(std::span<const double> x, const std::vector<std::vector<double>>& ys,
                     const StackplotOptions& o) {
  if (ys.empty()) throw InvalidArgument("stackplot: ys has no series");
  for (std::size_t k = 0; k < ys.size(); ++k) {
    check::same_length("stackplot", "ys[" + std::to_string(k) + "]", ys[k].size(), "x", x.size());
    for (std::size_t i = 0; i < ys[k].size(); ++i)
      check::finite("stackplot", "ys[" + std::to_string(k) + "][" + std::to_string(i) + "]", ys[k][i]);
  }
  if (o.labels.size() > ys.size())
    throw InvalidArgument("stackplot: labels has " + std::to_string(o.labels.size()) + " values for " +
                          std::to_string(ys.size()) + " series");
  for (const std::string& l : o.labels) check_label("stackplot", l);
  check::alpha("stackplot", o.alpha);
  std::vector<double> below(x.size(), 0.0);
  for (std::size_t k = 0; k < ys.size(); ++k) {
    auto a = std::make_unique<FillArtist>();
    a->x.assign(x.begin(), x.end());
    a->y2 = below;
    for (std::size_t i = 0; i < x.size(); ++i) below[i] += ys[k][i];  // numpy.cumsum's order
    a->y1 = below;
    const Color c = o.colors.empty() ? next_color() : o.colors[k % o.colors.size()];
    a->face = c.with_alpha(c.a * o.alpha);
    if (k == 0) a->sticky_y = {0.0};
    a->zorder = o.zorder;
    a->lint_ignore = o.lint_ignore;
    if (k < o.labels.size()) a->label = o.labels[k];
    add(std::move(a));
  }
}

static void check_ref_line(const char* call, double v, const RefLineOptions& o) {
  check::finite(call, call[2] == 'h' ? "y" : "x", v);
  check::non_negative(call, "linewidth", o.linewidth);
  check::alpha(call, o.alpha);
  check::finite(call, "from", o.from);
  check::finite(call, "to", o.to);
  check_label(call, o.label);
}

void Axes::axhline(double y, const RefLineOptions& o) {
  check_ref_line("axhline", y, o);
  auto a = std::make_unique<RefLineArtist>();
  a->horizontal = true;
  a->value = y;
  a->from = o.from;
  a->to = o.to;
  const Color c = o.color ? *o.color : theme_.cycle(0);
  a->color = c.with_alpha(c.a * o.alpha);
  a->width = o.linewidth.value_or(theme_.lines_linewidth);
  a->dash = o.linestyle;
  a->zorder = o.zorder;
  a->lint_ignore = o.lint_ignore;
  a->label = o.label;
  add(std::move(a));
}

void Axes::axvline(double x, const RefLineOptions& o) {
  check_ref_line("axvline", x, o);
  axhline(x, o);  // checked again as axhline's, which passes
  static_cast<RefLineArtist&>(*state_->artists.back()).horizontal = false;
}

static void check_span(const char* call, double v0, double v1, const SpanOptions& o) {
  const bool h = call[2] == 'h';
  check::finite(call, h ? "y0" : "x0", v0);
  check::finite(call, h ? "y1" : "x1", v1);
  check::non_negative(call, "linewidth", o.linewidth);
  check::alpha(call, o.alpha);
  check::finite(call, "from", o.from);
  check::finite(call, "to", o.to);
  check_label(call, o.label);
}

void Axes::axhspan(double y0, double y1, const SpanOptions& o) {
  check_span("axhspan", y0, y1, o);
  auto a = std::make_unique<SpanArtist>();
  a->horizontal = true;
  a->lo = y0;
  a->hi = y1;
  a->from = o.from;
  a->to = o.to;
  const Color c = o.color ? *o.color : theme_.cycle(0);
  patch_colours(*a, c, o, theme_);
  a->zorder = o.zorder;
  a->lint_ignore = o.lint_ignore;
  a->label = o.label;
  add(std::move(a));
}

void Axes::axvspan(double x0, double x1, const SpanOptions& o) {
  check_span("axvspan", x0, x1, o);
  axhspan(x0, x1, o);  // checked again as axhspan's, which passes
  static_cast<SpanArtist&>(*state_->artists.back()).horizontal = false;
}

// ---------------------------------------------------------------- histograms
static void check_hist_options(const char* call, const HistOptions& o) {
  check::non_negative(call, "linewidth", o.linewidth);
  check::alpha(call, o.alpha);
  check_label(call, o.label);
}

static void check_edges(const char* call, std::span<const double> edges) {
  for (std::size_t i = 0; i < edges.size(); ++i) {
    check::finite(call, "edges[" + std::to_string(i) + "]", edges[i]);
    if (i > 0 && !(edges[i] > edges[i - 1]))
      throw InvalidArgument(std::string(call) + ": edges must increase, but edges[" + std::to_string(i) +
                            "] is " + check::show(edges[i]) + " after " + check::show(edges[i - 1]));
  }
  if (edges.size() < 2)
    throw InvalidArgument(std::string(call) + ": edges has " + std::to_string(edges.size()) +
                          " values; a histogram needs at least 2");
}

std::vector<double> Axes::hist(std::span<const double> values, const HistOptions& o) {
  // matplotlib: bins must be a positive integer; 0 is libplot's "hist.bins from the theme".
  check::hist_bins("hist", o.bins);
  if (o.range_lo) check::finite("hist", "range_lo", *o.range_lo);
  if (o.range_hi) check::finite("hist", "range_hi", *o.range_hi);
  if (o.range_lo && o.range_hi && !(*o.range_lo <= *o.range_hi))
    throw InvalidArgument("hist: range_lo is " + check::show(*o.range_lo) + " but range_hi is " +
                          check::show(*o.range_hi) + "; range_lo must not exceed range_hi");
  if (!o.edges.empty()) check_edges("hist", o.edges);
  check_hist_options("hist", o);
  return hist(std::vector<std::vector<double>>{std::vector<double>(values.begin(), values.end())}, o)[0];
}

void Axes::hist_binned(std::span<const double> edges, std::span<const double> counts, const HistOptions& o) {
  if (edges.size() != counts.size() + 1)
    throw InvalidArgument("hist_binned: edges has " + std::to_string(edges.size()) +
                          " values but counts has " + std::to_string(counts.size()) +
                          "; edges must have one more");
  check_edges("hist_binned", edges);
  for (std::size_t i = 0; i < counts.size(); ++i)
    check::finite("hist_binned", "counts[" + std::to_string(i) + "]", counts[i]);
  check_hist_options("hist_binned", o);
  const std::vector<double> zeros(counts.size(), 0.0);
  hist_patches(edges, counts, zeros, 0, 1, o, o.color ? *o.color : next_color(), true);
}

// ---------------------------------------------------------------- pie
// autopct in matplotlib's own form, Python %-formatting of the percentage ("%1.1f%%"): one
// conversion of type d i f F e E g G with flags, width and precision, and "%%".
static std::string percent_printf(std::string_view fmt, double pct) {
  auto fail = [&](const std::string& why) -> std::string {
    throw FormatError("pie: autopct '" + std::string(fmt) + "' " + why);
  };
  std::string out;
  bool converted = false;
  for (std::size_t i = 0; i < fmt.size(); ++i) {
    if (fmt[i] != '%') {
      out += fmt[i];
      continue;
    }
    if (i + 1 < fmt.size() && fmt[i + 1] == '%') {
      out += '%';
      ++i;
      continue;
    }
    if (converted) fail("has more than one conversion; it formats one number");
    std::string spec = "%";
    std::size_t j = i + 1;
    while (j < fmt.size() && std::string_view("-+ #0").find(fmt[j]) != std::string_view::npos)
      spec += fmt[j++];
    for (int part = 0; part < 2; ++part) {  // width, then precision
      if (part == 1) {
        if (j >= fmt.size() || fmt[j] != '.') break;
        spec += fmt[j++];
      }
      const std::size_t digits = j;
      while (j < fmt.size() && fmt[j] >= '0' && fmt[j] <= '9') spec += fmt[j++];
      if (j - digits > 2) fail("has a width or precision over 99");
    }
    if (j >= fmt.size()) fail("ends inside a conversion");
    const char type = fmt[j];
    char buf[256];
    if (std::string_view("fFeEgG").find(type) != std::string_view::npos) {
      spec += type;
      std::snprintf(buf, sizeof buf, spec.c_str(), pct);
    } else if (type == 'd' || type == 'i') {  // Python's int(): truncates
      spec += "lld";
      std::snprintf(buf, sizeof buf, spec.c_str(), static_cast<long long>(pct));
    } else {
      fail(std::string("has the unsupported conversion '%") + type + "'");
    }
    out += buf;
    converted = true;
    i = j;
  }
  if (!converted) fail("has no conversion such as %1.1f");
  return out;
}

// autopct: Python str.format ("{:.1f}%", libplot's form) when it has a brace, else matplotlib's
// %-form ("%1.1f%%").
static std::string percent_label(const std::string& autopct, double pct) {
  if (autopct.find('{') == std::string::npos) return percent_printf(autopct, pct);
  try {
    return pyformat(autopct, {pct});
  } catch (const FormatError& e) {
    throw FormatError(std::string("pie: autopct: ") + e.what());
  }
}

void Axes::pie(std::span<const double> values, const PieOptions& o) {
  auto a = std::make_unique<PieArtist>();
  double sum = 0;
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (!(values[i] >= 0 && std::isfinite(values[i])))
      throw InvalidArgument("pie: values[" + std::to_string(i) + "] is " + check::show(values[i]) +
                            "; wedge sizes must be finite and >= 0");
    sum += values[i];
  }
  if (!std::isfinite(sum))
    throw InvalidArgument("pie: values sum to " + check::show(sum) + "; they are too large to add up");
  if (!(sum > 0)) throw InvalidArgument("pie: values sum to 0; at least one must be positive");
  if (!o.labels.empty()) check::same_length("pie", "labels", o.labels.size(), "values", values.size());
  for (const std::string& l : o.labels) check::mathtext("pie", "labels", l);
  if (!o.explode.empty()) check::same_length("pie", "explode", o.explode.size(), "values", values.size());
  for (std::size_t i = 0; i < o.explode.size(); ++i)
    check::finite("pie", "explode[" + std::to_string(i) + "]", o.explode[i]);
  check::finite("pie", "startangle", o.startangle);
  check::positive("pie", "radius", o.radius);
  check::finite("pie", "pctdistance", o.pctdistance);
  check::finite("pie", "labeldistance", o.labeldistance);
  check::non_negative("pie", "linewidth", o.linewidth);
  check::text_props("pie", o.textprops);
  for (double v : values) a->fractions.push_back(v / sum);
  if (!o.colors.empty()) a->colors = o.colors;
  else
    for (std::size_t i = 0; i < values.size(); ++i) a->colors.push_back(next_patch_color(*state_, theme_));
  a->opts = o;
  if (!o.autopct.empty())
    for (double f : a->fractions) a->pct_labels.push_back(percent_label(o.autopct, 100.0 * f));
  a->text_color = theme_.text_color;
  a->label_size = o.textprops.size.value_or(theme_.xtick.labelsize);
  a->pct_size = o.textprops.size.value_or(theme_.font_size);
  a->lint_ignore = o.lint_ignore;
  a->lint_ignore.insert(a->lint_ignore.end(), o.textprops.lint_ignore.begin(), o.textprops.lint_ignore.end());
  a->zorder = 1;
  add(std::move(a));
  // As matplotlib: equal aspect, no frame and no ticks, limits ±1.25 radius.
  State& s = *state_;
  s.aspect_equal = true;
  for (auto& sp : s.spines) sp.visible = false;
  s.x.major_locator = s.y.major_locator = NullLocator{};
  s.x.lim_lo = -1.25 * o.radius;
  s.x.lim_hi = 1.25 * o.radius;
  s.y.lim_lo = -1.25 * o.radius;
  s.y.lim_hi = 1.25 * o.radius;
  s.facecolor = Color{0, 0, 0, 0};
}

// ---------------------------------------------------------------- text
static void check_point(const char* call, const char* x, const char* y, Point p) {
  check::finite(call, x, p.x);
  check::finite(call, y, p.y);
}

void Axes::text(Point pos, std::string s, const TextOptions& o) {
  check_point("text", "x", "y", pos);
  check::mathtext("text", "s", s);
  check::text_props("text", o.props);
  auto a = std::make_unique<TextArtist>();
  a->text = std::move(s);
  a->pos = pos;
  a->coords = o.coords;
  a->props = o.props;
  a->box = o.box;
  a->clip = o.clip;
  a->fit_within = o.fit_within;
  a->default_size = theme_.font_size;
  a->default_color = theme_.text_color;
  a->lint_ignore = o.props.lint_ignore;
  a->zorder = o.zorder;
  add(std::move(a));
}

void Axes::annotate(std::string s, Point xy, const AnnotateOptions& o) {
  check_point("annotate", "xy.x", "xy.y", xy);
  if (o.xytext) check_point("annotate", "xytext.x", "xytext.y", *o.xytext);
  if (o.compat_xytext) check_point("annotate", "compat_xytext.x", "compat_xytext.y", *o.compat_xytext);
  check::mathtext("annotate", "s", s);
  check::text_props("annotate", o.props);
  std::unique_ptr<TextArtist> a =
      o.avoid_data ? std::make_unique<FreeTextArtist>(*this) : std::make_unique<TextArtist>();
  a->text = std::move(s);
  a->pos = xy;
  a->coords = o.xycoords;
  a->props = o.props;
  a->box = o.box;
  a->text_pos = o.xytext;
  a->text_coords = o.xytext ? o.textcoords : o.xycoords;
  a->compat_text_pos = o.compat_xytext;
  a->compat_text_coords = o.compat_textcoords;
  a->arrow = o.arrow;
  if (a->arrow) a->arrow->mutation_scale = o.props.size.value_or(theme_.font_size);
  a->keep_inside = o.keep_inside;
  a->headroom_x_final = o.headroom_x;
  a->default_size = theme_.font_size;
  a->default_color = theme_.text_color;
  a->lint_ignore = o.props.lint_ignore;
  a->zorder = o.zorder;
  add(std::move(a));
}

void Axes::box(const Rect& data_rect, const BoxStyle& style, double zorder) {
  check_point("box", "x0", "y0", {data_rect.x0, data_rect.y0});
  check_point("box", "x1", "y1", {data_rect.x1, data_rect.y1});
  auto a = std::make_unique<BoxArtist>();
  a->rect = data_rect;
  a->style = style;
  a->font_size = 1.0;  // a data-space box's pad is in data units (mutation_scale 1), as matplotlib
  a->zorder = zorder;
  add(std::move(a));
}

void Axes::arrow(Point from, Point to, const ArrowProps& props, std::optional<Rect> from_box,
                 std::optional<Rect> to_box, double zorder) {
  check_point("arrow", "from.x", "from.y", from);
  check_point("arrow", "to.x", "to.y", to);
  auto a = std::make_unique<ArrowArtist>();
  a->from = from;
  a->to = to;
  a->from_box = from_box;
  a->to_box = to_box;
  a->props = props;
  a->color = props.color.value_or(theme_.text_color);
  a->zorder = zorder;
  add(std::move(a));
}

// ---------------------------------------------------------------- placed late

void Axes::legend(const LegendOptions& o) {
  if (o.loc) check_legend_loc(*o.loc);
  check::positive("legend", "fontsize", o.fontsize);
  check::alpha("legend", o.framealpha);
  if (o.ncol < 1) throw InvalidArgument("legend: ncol is " + std::to_string(o.ncol) + "; it must be >= 1");
  if (o.bbox_to_anchor) check_point("legend", "bbox_to_anchor.x", "bbox_to_anchor.y", *o.bbox_to_anchor);
  if (o.title) check::mathtext("legend", "title", *o.title);
  for (std::size_t i = 0; i < o.handles.size(); ++i) {
    const LegendEntry& e = o.handles[i];
    const std::string at = "handles[" + std::to_string(i) + "].";
    check::mathtext("legend", at + "label", e.label);
    check::non_negative("legend", at + "linewidth", e.linewidth);
    check::non_negative("legend", at + "markersize", e.markersize);
    check::non_negative("legend", at + "markeredgewidth", e.markeredgewidth);
    check::alpha("legend", e.alpha);
    try {
      marker_is_filled(e.marker);
    } catch (const MarkerError& err) {
      throw MarkerError("legend: " + at + "marker: " + err.what());
    }
  }
  // One legend per axes, as matplotlib: a second call replaces the first.
  auto& arts = state_->artists;
  arts.erase(std::remove_if(arts.begin(), arts.end(),
                            [](const auto& a) { return dynamic_cast<LegendArtist*>(a.get()) != nullptr; }),
             arts.end());
  auto a = std::make_unique<LegendArtist>(*this, o);
  a->lint_ignore = o.lint_ignore;
  add(std::move(a));
}

const PointLabels& Axes::point_labels(std::span<const double> x, std::span<const double> y,
                                      std::vector<std::string> labels, const PointLabelOptions& o) {
  check_sizes(x.size(), y.size(), "point_labels");
  check::same_length("point_labels", "labels", labels.size(), "x", x.size());
  for (const std::string& l : labels) check::mathtext("point_labels", "labels", l);
  check::text_props("point_labels", o.props);
  check::non_negative("point_labels", "offset", o.offset);
  check::non_negative("point_labels", "max_offset", o.max_offset);
  if (o.compat_offset) check_point("point_labels", "compat_offset.x", "compat_offset.y", *o.compat_offset);
  auto artist = std::make_unique<PointLabelsArtist>(
      *this, std::vector<double>(x.begin(), x.end()), std::vector<double>(y.begin(), y.end()),
      std::move(labels), o, theme_.text_color, theme_.font_size);
  artist->lint_ignore = o.props.lint_ignore;
  const PointLabels& handle = *artist;
  add(std::move(artist));
  return handle;
}

}  // namespace libplot
