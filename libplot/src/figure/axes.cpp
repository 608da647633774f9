// Axes' public calls: each turns matplotlib-style options into an artist.
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
#include "layout/legend.hpp"
#include "layout/point_labels.hpp"
#include "layout/free_text.hpp"
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
static void check_label(const char* call, const std::string& label) {
  check::mathtext(call, "label", label);
}

static void check_text_props(const char* call, const TextProps& p) {
  check::positive(call, "size", p.size);
  check::finite(call, "rotation", p.rotation);
  check::alpha(call, p.alpha);
  check::positive(call, "linespacing", p.linespacing);
}

static double value_at(const std::vector<double>& v, std::size_t i) {
  if (v.empty()) return 0;
  return v.size() == 1 ? v[0] : v.at(i);
}

static void error_lengths(const char* call, const char* axis, std::span<const double> err,
                          const std::vector<double>& lower, const std::vector<double>& upper, std::size_t points,
                          const char* of, std::vector<double>& lo, std::vector<double>& hi);

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

static BarContainer container_of(std::span<const double> pos, std::span<const double> len, const BarOptions& o,
                                 bool horizontal) {
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
  const Color base = o.color ? *o.color : (o.colors.empty() ? next_patch_color(*state_, theme_) : o.colors[0]);
  const BarContainer c = container_of(x, heights, o, false);
  bar_errors("bar", c, o, false);  // checked before anything is added
  add(make_bars(x, heights, o, false, base));
  bar_errors("bar", c, o, true);
  return c;
}

BarContainer Axes::barh(std::span<const double> y, std::span<const double> widths, const BarOptions& o) {
  check::same_length("barh", "y", y.size(), "width", widths.size());
  check_bar_options("barh", y.size(), o);
  const Color base = o.color ? *o.color : (o.colors.empty() ? next_patch_color(*state_, theme_) : o.colors[0]);
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
           {.linestyle = "none", .color = o.ecolor, .ecolor = o.ecolor, .capsize = o.capsize.value_or(theme_.errorbar_capsize),
            .yerr_lower = o.yerr_lower, .yerr_upper = o.yerr_upper, .xerr_lower = o.xerr_lower,
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
                          const std::vector<double>& lower, const std::vector<double>& upper, std::size_t points,
                          const char* of, std::vector<double>& lo, std::vector<double>& hi) {
  const std::string e = std::string(axis) + "err";
  if (lower.empty() != upper.empty())
    throw InvalidArgument(std::string(call) + ": " + e + "_lower has " + std::to_string(lower.size()) + " values but " +
                          e + "_upper has " + std::to_string(upper.size()) + "; give both or neither");
  if (!lower.empty() && !err.empty())
    throw InvalidArgument(std::string(call) + ": both " + e + " and " + e + "_lower/" + e +
                          "_upper are given; give symmetric or asymmetric errors, not both");
  const std::vector<std::pair<std::string, std::span<const double>>> parts =
      lower.empty() ? std::vector<std::pair<std::string, std::span<const double>>>{{e, err}}
                    : std::vector<std::pair<std::string, std::span<const double>>>{{e + "_lower", lower}, {e + "_upper", upper}};
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
  for (const auto& [name, v] : {std::pair{"linewidth", o.linewidth}, std::pair{"markersize", o.markersize},
                                std::pair{"markeredgewidth", o.markeredgewidth},
                                std::pair{"elinewidth", o.elinewidth}, std::pair{"capsize", o.capsize},
                                std::pair{"capthick", o.capthick}})
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
  a->sizes = o.sizes.empty() ? std::vector<double>{theme_.lines_markersize * theme_.lines_markersize} : o.sizes;
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

void Axes::fill_between(std::span<const double> x, std::span<const double> y1,
                        std::span<const double> y2, const FillOptions& o) {
  add(make_fill("fill_between", false, "x", "y1", "y2", x, y1, y2, o, *state_, theme_));
}

void Axes::fill_betweenx(std::span<const double> y, std::span<const double> x1,
                         std::span<const double> x2, const FillOptions& o) {
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
      throw InvalidArgument(std::string(call) + ": edges must increase, but edges[" +
                            std::to_string(i) + "] is " + check::show(edges[i]) + " after " +
                            check::show(edges[i - 1]));
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

void Axes::hist_binned(std::span<const double> edges, std::span<const double> counts,
                       const HistOptions& o) {
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
  check_text_props("pie", o.textprops);
  for (double v : values) a->fractions.push_back(v / sum);
  if (!o.colors.empty()) a->colors = o.colors;
  else for (std::size_t i = 0; i < values.size(); ++i) a->colors.push_back(next_patch_color(*state_, theme_));
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
  check_text_props("text", o.props);
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
  check_text_props("annotate", o.props);
  std::unique_ptr<TextArtist> a = o.avoid_data ? std::make_unique<FreeTextArtist>(*this) : std::make_unique<TextArtist>();
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

// ---------------------------------------------------------------- limits, scales, ticks
// set_xlim and friends: finite; positive on a log axis; equal limits widened as matplotlib's
// set_xlim widens them (the locator's nonsingular), with a warning.
static void set_limits(AxisState& ax, const char* call, char name, std::optional<double> lo,
                       std::optional<double> hi) {
  for (const auto& [arg, v] : {std::pair{"lo", lo}, std::pair{"hi", hi}}) {
    if (!v) continue;
    check::finite(call, arg, *v);
    if (ax.scale.is_log() && !(*v > 0))
      throw InvalidArgument(std::string(call) + ": " + arg + " is " + check::show(*v) + " but the " +
                            name + " axis is log-scaled; its limits must be > 0");
    if (ax.scale.is_logit() && !(*v > 0 && *v < 1))
      throw InvalidArgument(std::string(call) + ": " + arg + " is " + check::show(*v) + " but the " +
                            name + " axis is logit-scaled; its limits must be in (0, 1)");
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
    warn(std::string(call) + ": lo and hi are both " + check::show(v) + ", which makes the " +
         name + " axis singular; widened to " + check::show(new_lo) + ".." + check::show(new_hi));
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

void Axes::set_xlim(double lo, double hi) { set_limits(state_->x, "set_xlim", 'x', lo, hi); share_view(*this, true); }
void Axes::set_ylim(double lo, double hi) { set_limits(state_->y, "set_ylim", 'y', lo, hi); share_view(*this, false); }
void Axes::set_xlim_lo(double lo) { set_limits(state_->x, "set_xlim_lo", 'x', lo, {}); share_view(*this, true); }
void Axes::set_xlim_hi(double hi) { set_limits(state_->x, "set_xlim_hi", 'x', {}, hi); share_view(*this, true); }
void Axes::set_ylim_lo(double lo) { set_limits(state_->y, "set_ylim_lo", 'y', lo, {}); share_view(*this, false); }
void Axes::set_ylim_hi(double hi) { set_limits(state_->y, "set_ylim_hi", 'y', {}, hi); share_view(*this, false); }
void Axes::set_xscale(Scale s) { set_scale(state_->x, "set_xscale", 'x', s); share_view(*this, true); }
void Axes::set_yscale(Scale s) { set_scale(state_->y, "set_yscale", 'y', s); share_view(*this, false); }
void Axes::invert_xaxis() { state_->x.inverted = !state_->x.inverted; share_view(*this, true); }
void Axes::invert_yaxis() { state_->y.inverted = !state_->y.inverted; share_view(*this, false); }
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
  const bool in_figure = std::any_of(fig.axes.begin(), fig.axes.end(), [&](const auto& a) { return a.get() == &other; });
  if (!in_figure)
    throw InvalidArgument(std::string(call) + ": other belongs to another figure; axes share only within a figure");
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
    throw InvalidArgument("set_aspect: the axes has a twin; a fixed aspect needs its own box "
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

static void set_ticklabels(AxisState& ax, const char* call, char name,
                           std::vector<std::string> labels, const TextProps& props) {
  const std::vector<double>* fixed = ax.major_locator ? ax.major_locator->fixed_locs() : nullptr;
  if (fixed && !labels.empty() && labels.size() != fixed->size())
    throw InvalidArgument(std::string(call) + ": labels has " + std::to_string(labels.size()) +
                          " values but the " + name + " axis has " +
                          std::to_string(fixed->size()) + " fixed ticks");
  for (const std::string& l : labels) check::mathtext(call, "labels", l);
  check_text_props(call, props);
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
  check_text_props(call, props);
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
  ts.row0 = hs.row0; ts.row1 = hs.row1; ts.col0 = hs.col0; ts.col1 = hs.col1;
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

// ---------------------------------------------------------------- placed late
namespace libplot {

void Axes::legend(const LegendOptions& o) {
  if (o.loc) check_legend_loc(*o.loc);
  check::positive("legend", "fontsize", o.fontsize);
  check::alpha("legend", o.framealpha);
  if (o.ncol < 1)
    throw InvalidArgument("legend: ncol is " + std::to_string(o.ncol) + "; it must be >= 1");
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
  check_text_props("point_labels", o.props);
  check::non_negative("point_labels", "offset", o.offset);
  check::non_negative("point_labels", "max_offset", o.max_offset);
  if (o.compat_offset) check_point("point_labels", "compat_offset.x", "compat_offset.y", *o.compat_offset);
  auto artist = std::make_unique<PointLabelsArtist>(*this, std::vector<double>(x.begin(), x.end()),
                                                    std::vector<double>(y.begin(), y.end()), std::move(labels), o,
                                                    theme_.text_color, theme_.font_size);
  artist->lint_ignore = o.props.lint_ignore;
  const PointLabels& handle = *artist;
  add(std::move(artist));
  return handle;
}

}  // namespace libplot
