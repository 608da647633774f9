// Axes::step, stairs, hlines and vlines: lines in steps and line collections, as matplotlib 3.6
// draws them (step = plot with a drawstyle; stairs = a StepPatch; hlines/vlines = LineCollections).
#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "artists/artists.hpp"
#include "figure/checks.hpp"
#include "libplot/axes.hpp"
#include "model/axes_state.hpp"

namespace libplot {

void Axes::step(std::span<const double> x, std::span<const double> y, const LineOptions& o, StepWhere where) {
  check::same_length("step", "x", x.size(), "y", y.size());
  check::non_negative("step", "linewidth", o.linewidth);
  check::non_negative("step", "markersize", o.markersize);
  check::non_negative("step", "markeredgewidth", o.markeredgewidth);
  check::alpha("step", o.alpha);
  check::mathtext("step", "label", o.label);
  LineOptions lo = o;
  lo.drawstyle = where == StepWhere::Pre   ? DrawStyle::StepsPre
                 : where == StepWhere::Mid ? DrawStyle::StepsMid
                                           : DrawStyle::StepsPost;
  plot(x, y, lo);
}

void Axes::stairs(std::span<const double> values, std::span<const double> edges_in, const StairsOptions& o) {
  const std::size_t n = values.size();
  if (!edges_in.empty() && edges_in.size() != n + 1)
    throw InvalidArgument("stairs: edges has " + std::to_string(edges_in.size()) + " values for " +
                          std::to_string(n) + " values; it must have one more (" + std::to_string(n + 1) +
                          ")");
  std::vector<double> edges(edges_in.begin(), edges_in.end());
  if (edges.empty())
    for (std::size_t i = 0; i <= n; ++i) edges.push_back(double(i));
  for (std::size_t i = 0; i < edges.size(); ++i)
    check::finite("stairs", "edges[" + std::to_string(i) + "]", edges[i]);
  for (std::size_t i = 0; i < n; ++i)
    if (std::isinf(values[i]))  // NaN is a gap, as in matplotlib
      throw InvalidArgument("stairs: values[" + std::to_string(i) + "] is " + check::show(values[i]) +
                            "; it must be finite (or NaN for a gap)");
  if (o.baseline) check::finite("stairs", "baseline", *o.baseline);
  check::non_negative("stairs", "linewidth", o.linewidth);
  check::alpha("stairs", o.alpha);
  check::mathtext("stairs", "label", o.label);

  const Color c = o.color ? *o.color : next_color();  // matplotlib: the lines cycle
  auto a = std::make_unique<PolygonArtist>();
  auto put = [&](std::vector<Point>& path, double along, double level) {
    path.push_back(o.horizontal ? Point{level, along} : Point{along, level});
  };
  // StepPatch._update_path: one polyline per run of non-NaN values, down to the baseline at
  // both ends (or, without one, starting and ending at the first and last value).
  for (std::size_t i0 = 0; i0 < n;) {
    if (std::isnan(values[i0])) {
      ++i0;
      continue;
    }
    std::size_t i1 = i0;
    while (i1 < n && !std::isnan(values[i1])) ++i1;
    std::vector<Point> path;
    put(path, edges[i0], o.baseline ? *o.baseline : values[i0]);
    for (std::size_t i = i0; i < i1; ++i) {
      put(path, edges[i], values[i]);
      put(path, edges[i + 1], values[i]);
    }
    put(path, edges[i1], o.baseline ? *o.baseline : values[i1 - 1]);
    a->paths.push_back(std::move(path));
    i0 = i1;
  }
  const double base = o.baseline.value_or(0.0);
  // matplotlib also puts (edges[0], baseline or 0) into the data limits, and sticks to it.
  a->paths.push_back({o.horizontal ? Point{base, edges[0]} : Point{edges[0], base}});
  (o.horizontal ? a->sticky_x : a->sticky_y).push_back(base);
  const Color col = c.with_alpha(c.a * o.alpha);
  if (o.fill) {
    a->face = col;  // matplotlib: fill sets the face only; linewidth 0
  } else {
    a->edge = col;
    a->edge_width = o.linewidth.value_or(theme_.patch_linewidth);
  }
  a->dash = o.linestyle;
  a->zorder = o.zorder;
  a->lint_ignore = o.lint_ignore;
  a->label = o.label;
  add(std::move(a));
}

// hlines and vlines: `at` across, from `lo` to `hi` along (one for all or one per line).
static std::unique_ptr<SegmentsArtist> segments(const char* call, bool horizontal, std::span<const double> at,
                                                std::span<const double> lo, std::span<const double> hi,
                                                const HVLinesOptions& o, const Theme& theme) {
  const char* at_name = horizontal ? "y" : "x";
  const char* lo_name = horizontal ? "xmin" : "ymin";
  const char* hi_name = horizontal ? "xmax" : "ymax";
  for (const auto& [name, v] : {std::pair{lo_name, lo}, std::pair{hi_name, hi}})
    if (v.size() != 1 && v.size() != at.size())
      throw InvalidArgument(std::string(call) + ": " + name + " has " + std::to_string(v.size()) +
                            " values for " + std::to_string(at.size()) +
                            " lines; give one for all or one per line");
  for (const auto& [name, v] : {std::pair{at_name, at}, std::pair{lo_name, lo}, std::pair{hi_name, hi}})
    for (std::size_t i = 0; i < v.size(); ++i)
      check::finite(call, std::string(name) + "[" + std::to_string(i) + "]", v[i]);
  check::non_negative(call, "linewidth", o.linewidth);
  check::alpha(call, o.alpha);
  check::mathtext(call, "label", o.label);
  auto a = std::make_unique<SegmentsArtist>();
  for (std::size_t i = 0; i < at.size(); ++i) {
    const double l = lo.size() == 1 ? lo[0] : lo[i], h = hi.size() == 1 ? hi[0] : hi[i];
    if (horizontal) a->segments.push_back({{l, at[i]}, {h, at[i]}});
    else a->segments.push_back({{at[i], l}, {at[i], h}});
  }
  std::vector<Color> colors = o.colors;
  if (colors.empty()) colors.push_back(o.color.value_or(theme.cycle(0)));  // lines.color is C0
  for (Color& c : colors) c = c.with_alpha(c.a * o.alpha);
  a->colors = std::move(colors);
  a->width = o.linewidth.value_or(theme.lines_linewidth);
  a->dash = o.linestyle;
  a->zorder = o.zorder;
  a->lint_ignore = o.lint_ignore;
  a->label = o.label;
  return a;
}

void Axes::hlines(std::span<const double> y, std::span<const double> xmin, std::span<const double> xmax,
                  const HVLinesOptions& o) {
  add(segments("hlines", true, y, xmin, xmax, o, theme_));
}

void Axes::vlines(std::span<const double> x, std::span<const double> ymin, std::span<const double> ymax,
                  const HVLinesOptions& o) {
  add(segments("vlines", false, x, ymin, ymax, o, theme_));
}

}  // namespace libplot
