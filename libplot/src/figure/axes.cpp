// Axes' public calls: each turns matplotlib-style options into an artist.
#include "libplot/axes.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "artists/artists.hpp"
#include "figure/color_mapping.hpp"
#include "model/axes_state.hpp"
#include "model/figure_state.hpp"
#include "layout/legend.hpp"
#include "layout/point_labels.hpp"
#include "libplot/histogram.hpp"
#include "libplot/markers.hpp"
#include "libplot/ticker.hpp"

namespace libplot {

Axes::Axes(FigureState& fig, const Theme& theme)
    : fig_(fig), theme_(theme), state_(std::make_unique<State>()) {
  State& s = *state_;
  s.x.margin = theme.axes_xmargin;
  s.y.margin = theme.axes_ymargin;
  s.axisbelow = theme.axes_axisbelow;
  const bool grid_x = theme.axes_grid && (theme.axes_grid_axis == "both" || theme.axes_grid_axis == "x");
  const bool grid_y = theme.axes_grid && (theme.axes_grid_axis == "both" || theme.axes_grid_axis == "y");
  const bool major = theme.axes_grid_which != "minor", minor = theme.axes_grid_which != "major";
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
static Color next_patch_color(Axes::State& s, const Theme& t) {
  const std::size_t i = s.patch_cycle_index++;
  return t.prop_cycle.empty() ? cycle_color(i) : t.prop_cycle[i % t.prop_cycle.size()];
}

static void check_sizes(std::size_t a, std::size_t b, const char* what) {
  if (a != b)
    throw std::invalid_argument(std::string(what) + ": x has " + std::to_string(a) +
                                " values but y has " + std::to_string(b));
}

static double value_at(const std::vector<double>& v, std::size_t i) {
  if (v.empty()) return 0;
  return v.size() == 1 ? v[0] : v.at(i);
}

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
  check_sizes(x.size(), heights.size(), "bar");
  const Color base = o.color ? *o.color : (o.colors.empty() ? next_patch_color(*state_, theme_) : o.colors[0]);
  add(make_bars(x, heights, o, false, base));
  return container_of(x, heights, o, false);
}

BarContainer Axes::barh(std::span<const double> y, std::span<const double> widths, const BarOptions& o) {
  check_sizes(y.size(), widths.size(), "barh");
  const Color base = o.color ? *o.color : (o.colors.empty() ? next_patch_color(*state_, theme_) : o.colors[0]);
  add(make_bars(y, widths, o, true, base));
  return container_of(y, widths, o, true);
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
}

void Axes::plot(std::span<const double> x, std::span<const double> y, const LineOptions& o) {
  check_sizes(x.size(), y.size(), "plot");
  auto a = std::make_unique<LineArtist>();
  fill_line(*a, x, y, o, o.color ? *o.color : next_color(), theme_);
  a->zorder = o.zorder;
  a->label = o.label;
  a->lint_ignore = o.lint_ignore;
  add(std::move(a));
}

void Axes::errorbar(std::span<const double> x, std::span<const double> y, std::span<const double> yerr,
                    const ErrorbarOptions& o, std::span<const double> xerr) {
  check_sizes(x.size(), y.size(), "errorbar");
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
  a->yerr.assign(yerr.begin(), yerr.end());
  a->xerr.assign(xerr.begin(), xerr.end());
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
  auto a = std::make_unique<ScatterArtist>();
  a->x.assign(x.begin(), x.end());
  a->y.assign(y.begin(), y.end());
  a->sizes = o.sizes.empty() ? std::vector<double>{theme_.lines_markersize * theme_.lines_markersize} : o.sizes;
  ScalarMappable mapping;
  if (!o.c.empty()) {
    if (o.c.size() != x.size())
      throw std::invalid_argument("scatter: c has " + std::to_string(o.c.size()) + " values for " +
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
  for (auto* v : {&a->sizes}) if (v->size() != 1 && v->size() != x.size())
    throw std::invalid_argument("scatter: sizes must have 1 or " + std::to_string(x.size()) + " values");
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

void Axes::fill_between(std::span<const double> x, std::span<const double> y1,
                        std::span<const double> y2, const FillOptions& o) {
  check_sizes(x.size(), y1.size(), "fill_between");
  auto a = std::make_unique<FillArtist>();
  a->x.assign(x.begin(), x.end());
  a->y1.assign(y1.begin(), y1.end());
  if (y2.empty()) a->y2.assign(x.size(), 0.0);
  else if (y2.size() == 1) a->y2.assign(x.size(), y2[0]);
  else a->y2.assign(y2.begin(), y2.end());
  const Color c = o.color ? *o.color : next_patch_color(*state_, theme_);
  patch_colours(*a, c, o, theme_);
  a->zorder = o.zorder;
  a->label = o.label;
  add(std::move(a));
}

void Axes::axhline(double y, const RefLineOptions& o) {
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
  a->label = o.label;
  add(std::move(a));
}

void Axes::axvline(double x, const RefLineOptions& o) {
  axhline(x, o);
  static_cast<RefLineArtist&>(*state_->artists.back()).horizontal = false;
}

void Axes::axhspan(double y0, double y1, const SpanOptions& o) {
  auto a = std::make_unique<SpanArtist>();
  a->horizontal = true;
  a->lo = y0;
  a->hi = y1;
  a->from = o.from;
  a->to = o.to;
  const Color c = o.color ? *o.color : theme_.cycle(0);
  patch_colours(*a, c, o, theme_);
  a->zorder = o.zorder;
  a->label = o.label;
  add(std::move(a));
}

void Axes::axvspan(double x0, double x1, const SpanOptions& o) {
  axhspan(x0, x1, o);
  static_cast<SpanArtist&>(*state_->artists.back()).horizontal = false;
}

// ---------------------------------------------------------------- histograms
std::vector<double> Axes::hist(std::span<const double> values, const HistOptions& o) {
  std::vector<double> edges = o.edges;
  if (edges.empty()) {
    const int n = o.bins > 0 ? o.bins : theme_.hist_bins;
    double lo = o.range_lo.value_or(INFINITY), hi = o.range_hi.value_or(-INFINITY);
    if (!o.range_lo || !o.range_hi) {
      for (double v : values) {
        if (!std::isfinite(v)) continue;
        if (!o.range_lo) lo = std::min(lo, v);
        if (!o.range_hi) hi = std::max(hi, v);
      }
    }
    if (!(lo <= hi)) { lo = 0; hi = 1; }
    if (lo == hi) { lo -= 0.5; hi += 0.5; }  // numpy's histogram_bin_edges for a single value
    for (int i = 0; i <= n; ++i) edges.push_back(lo + (hi - lo) * i / n);
  }
  Histogram binner(edges);
  binner.add(values);
  std::vector<double> counts = binner.counts();
  if (o.density) {
    double total = 0;
    for (double c : counts) total += c;
    for (std::size_t i = 0; i < counts.size(); ++i)
      counts[i] = total > 0 ? counts[i] / total / (edges[i + 1] - edges[i]) : 0;
  }
  hist_binned(edges, counts, o);
  return counts;
}

void Axes::hist_binned(std::span<const double> edges, std::span<const double> counts,
                       const HistOptions& o) {
  if (edges.size() != counts.size() + 1)
    throw std::invalid_argument("hist_binned: edges must have counts + 1 values");
  auto a = std::make_unique<BarsArtist>();
  Color c = o.color ? *o.color : next_color();
  c.a *= o.alpha;
  for (std::size_t i = 0; i < counts.size(); ++i) a->bars.push_back({edges[i], edges[i + 1], 0, counts[i], c});
  a->sticky = {0.0};
  if (o.edgecolor) a->edge = o.edgecolor->with_alpha(o.edgecolor->a * o.alpha);  // alpha applies to edges too
  a->edge_width = o.edgecolor ? (o.linewidth > 0 ? o.linewidth : theme_.patch_linewidth) : 0;
  a->zorder = o.zorder;
  a->label = o.label;
  add(std::move(a));
}

// ---------------------------------------------------------------- pie
void Axes::pie(std::span<const double> values, const PieOptions& o) {
  auto a = std::make_unique<PieArtist>();
  double sum = 0;
  for (double v : values) sum += v;
  if (!(sum > 0)) throw std::invalid_argument("pie: values must sum to a positive number");
  for (double v : values) a->fractions.push_back(v / sum);
  if (!o.colors.empty()) a->colors = o.colors;
  else for (std::size_t i = 0; i < values.size(); ++i) a->colors.push_back(next_patch_color(*state_, theme_));
  a->opts = o;
  if (!o.autopct.empty())
    for (double f : a->fractions) a->pct_labels.push_back(pyformat(o.autopct, {100.0 * f}));
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
  s.x.fixed_ticks = std::vector<double>{};
  s.y.fixed_ticks = std::vector<double>{};
  s.x.lim_lo = -1.25 * o.radius;
  s.x.lim_hi = 1.25 * o.radius;
  s.y.lim_lo = -1.25 * o.radius;
  s.y.lim_hi = 1.25 * o.radius;
  s.facecolor = Color{0, 0, 0, 0};
}

// ---------------------------------------------------------------- text
void Axes::text(Point pos, std::string s, const TextOptions& o) {
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
  auto a = std::make_unique<TextArtist>();
  a->text = std::move(s);
  a->pos = xy;
  a->coords = o.xycoords;
  a->props = o.props;
  a->box = o.box;
  a->text_pos = o.xytext;
  a->text_coords = o.xytext ? o.textcoords : o.xycoords;
  a->arrow = o.arrow;
  if (a->arrow) a->arrow->mutation_scale = o.props.size.value_or(theme_.font_size);
  a->keep_inside = o.keep_inside;
  a->default_size = theme_.font_size;
  a->default_color = theme_.text_color;
  a->lint_ignore = o.props.lint_ignore;
  a->zorder = o.zorder;
  add(std::move(a));
}

void Axes::box(const Rect& data_rect, const BoxStyle& style, double zorder) {
  auto a = std::make_unique<BoxArtist>();
  a->rect = data_rect;
  a->style = style;
  a->font_size = 1.0;  // a data-space box's pad is in data units (mutation_scale 1), as matplotlib
  a->zorder = zorder;
  add(std::move(a));
}

void Axes::arrow(Point from, Point to, const ArrowProps& props, std::optional<Rect> from_box,
                 std::optional<Rect> to_box, double zorder) {
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
void Axes::set_xlim(double lo, double hi) { state_->x.lim_lo = lo; state_->x.lim_hi = hi; }
void Axes::set_ylim(double lo, double hi) { state_->y.lim_lo = lo; state_->y.lim_hi = hi; }
void Axes::set_xlim_lo(double lo) { state_->x.lim_lo = lo; }
void Axes::set_xlim_hi(double hi) { state_->x.lim_hi = hi; }
void Axes::set_ylim_lo(double lo) { state_->y.lim_lo = lo; }
void Axes::set_ylim_hi(double hi) { state_->y.lim_hi = hi; }
void Axes::set_xscale(Scale s) { state_->x.scale = s; }
void Axes::set_yscale(Scale s) { state_->y.scale = s; }
void Axes::invert_xaxis() { state_->x.inverted = !state_->x.inverted; }
void Axes::invert_yaxis() { state_->y.inverted = !state_->y.inverted; }
void Axes::margins(double x, double y) { state_->x.margin = x; state_->y.margin = y; }
void Axes::set_auto_headroom(bool on) { state_->auto_headroom = on; }

void Axes::set_xticks(std::vector<double> ticks, std::vector<std::string> labels) {
  state_->x.fixed_ticks = std::move(ticks);
  if (!labels.empty()) state_->x.fixed_labels = std::move(labels);
}
void Axes::set_yticks(std::vector<double> ticks, std::vector<std::string> labels) {
  state_->y.fixed_ticks = std::move(ticks);
  if (!labels.empty()) state_->y.fixed_labels = std::move(labels);
}
void Axes::set_xticklabels(std::vector<std::string> labels, const TextProps& props) {
  state_->x.fixed_labels = std::move(labels);
  state_->x.fixed_label_props = props;
}
void Axes::set_yticklabels(std::vector<std::string> labels, const TextProps& props) {
  state_->y.fixed_labels = std::move(labels);
  state_->y.fixed_label_props = props;
}

void Axes::tick_params(const TickParams& p) {
  for (AxisState* ax : {&state_->x, &state_->y}) {
    const bool is_x = ax == &state_->x;
    if (!(p.axis == "both" || (p.axis == "x") == is_x)) continue;
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

void Axes::set_minor_ticks(bool x, bool y) { state_->x.minor_visible = x; state_->y.minor_visible = y; }
void Axes::set_thousands_separator(bool x, bool y) { state_->x.thousands = x; state_->y.thousands = y; }

// ---------------------------------------------------------------- decorations
void Axes::set_title(std::string s, const TextProps& props, std::optional<double> pad) {
  state_->title = std::move(s);
  state_->title_props = props;
  state_->title_pad = pad;
}
void Axes::set_xlabel(std::string s, const TextProps& props, std::optional<double> labelpad) {
  state_->x.label = std::move(s);
  state_->x.label_props = props;
  state_->x.labelpad = labelpad;
}
void Axes::set_ylabel(std::string s, const TextProps& props, std::optional<double> labelpad) {
  state_->y.label = std::move(s);
  state_->y.label_props = props;
  state_->y.labelpad = labelpad;
}

void Axes::grid(const GridOptions& o) {
  for (AxisState* ax : {&state_->x, &state_->y}) {
    const bool is_x = ax == &state_->x;
    if (!(o.axis == "both" || (o.axis == "x") == is_x)) continue;
    if (o.which == "major" || o.which == "both") ax->grid_major = o.visible;
    if (o.which == "minor" || o.which == "both") ax->grid_minor = o.visible;
    for (int k = 0; k < 2; ++k) {
      if (!(o.which == "both" || o.which == (k == 0 ? "major" : "minor"))) continue;
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
void Axes::set_spine_width(Side side, double w) { state_->spines[static_cast<int>(side)].width = w; }
void Axes::set_facecolor(const Color& c) { state_->facecolor = c; }
void Axes::axis_off() { state_->axis_on = false; }

Axes& Axes::twinx() {
  Axes& t = fig_.new_axes();
  State& ts = t.state();
  ts.twin_of = this;
  ts.row0 = state_->row0; ts.row1 = state_->row1; ts.col0 = state_->col0; ts.col1 = state_->col1;
  ts.fixed_rect = state_->fixed_rect;
  ts.x = state_->x;  // shares x; the twin draws no x decorations of its own
  ts.x.label.clear();
  ts.x.label_low = false;
  ts.x.ticks_low = ts.x.ticks_high = false;  // matplotlib hides the twin's x axis
  ts.x.grid_major = ts.x.grid_minor = false;
  ts.y.label_low = false;
  ts.y.label_high = true;
  ts.y.ticks_low = false;
  ts.y.ticks_high = true;
  ts.y.grid_major = ts.y.grid_minor = false;  // one set of gridlines: the host's (see docs/layout.md)
  ts.facecolor = Color{0, 0, 0, 0};
  state_->twins.push_back(&t);
  return t;
}

}  // namespace libplot

// ---------------------------------------------------------------- placed late
namespace libplot {

void Axes::legend(const LegendOptions& o) {
  // One legend per axes, as matplotlib: a second call replaces the first.
  auto& arts = state_->artists;
  arts.erase(std::remove_if(arts.begin(), arts.end(),
                            [](const auto& a) { return dynamic_cast<LegendArtist*>(a.get()) != nullptr; }),
             arts.end());
  auto a = std::make_unique<LegendArtist>(*this, o);
  a->lint_ignore = o.lint_ignore;
  add(std::move(a));
}

void Axes::point_labels(std::span<const double> x, std::span<const double> y,
                        std::vector<std::string> labels, const PointLabelOptions& o) {
  check_sizes(x.size(), y.size(), "point_labels");
  if (labels.size() != x.size())
    throw std::invalid_argument("point_labels: " + std::to_string(labels.size()) + " labels for " +
                                std::to_string(x.size()) + " points");
  auto a = std::make_unique<PointLabelsArtist>(*this, std::vector<double>(x.begin(), x.end()),
                                               std::vector<double>(y.begin(), y.end()), std::move(labels), o,
                                               theme_.text_color, theme_.font_size);
  a->lint_ignore = o.props.lint_ignore;
  add(std::move(a));
}

}  // namespace libplot
