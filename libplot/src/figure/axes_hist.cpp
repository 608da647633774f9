// hist of one or several data sets, as matplotlib 3.6's Axes.hist: bins over all the data,
// weights, density, stacking, cumulative counts, and the bar / step / stepfilled looks.
#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

#include "libplot/error.hpp"
#include "artists/artists.hpp"
#include "figure/checks.hpp"
#include "libplot/axes.hpp"
#include "libplot/histogram.hpp"

namespace libplot {

namespace {

std::vector<double> bin_edges(const std::vector<std::vector<double>>& datasets, const HistOptions& o,
                              int default_bins) {
  if (!o.edges.empty()) return o.edges;
  const int n = o.bins > 0 ? o.bins : default_bins;
  double lo = o.range_lo.value_or(INFINITY), hi = o.range_hi.value_or(-INFINITY);
  if (!o.range_lo || !o.range_hi) {
    for (const auto& values : datasets)
      for (double v : values) {
        if (!std::isfinite(v)) continue;
        if (!o.range_lo) lo = std::min(lo, v);
        if (!o.range_hi) hi = std::max(hi, v);
      }
  }
  if (!(lo <= hi)) {
    lo = 0;
    hi = 1;
  }
  if (lo == hi) {
    lo -= 0.5;
    hi += 0.5;
  }  // numpy's histogram_bin_edges for a single value
  std::vector<double> edges;
  for (int i = 0; i <= n; ++i) edges.push_back(lo + (hi - lo) * i / n);
  return edges;
}

}  // namespace

std::vector<std::vector<double>> Axes::hist(const std::vector<std::vector<double>>& datasets,
                                            const HistOptions& o) {
  if (datasets.empty()) throw InvalidArgument("hist: datasets is empty");
  check::hist_bins("hist", o.bins);
  if (!o.weights.empty()) {
    if (datasets.size() != 1)
      throw InvalidArgument("hist: weights are for one data set, not " + std::to_string(datasets.size()));
    if (o.weights.size() != datasets[0].size())
      throw InvalidArgument("hist: weights has " + std::to_string(o.weights.size()) + " values for " +
                            std::to_string(datasets[0].size()) + " values");
  }
  const std::vector<double> edges = bin_edges(datasets, o, theme_.hist_bins);
  const std::size_t nbins = edges.size() - 1;
  std::vector<std::vector<double>> tops;
  for (const auto& values : datasets) {
    Histogram binner(edges);
    if (o.weights.empty()) binner.add(values);
    else
      for (std::size_t i = 0; i < values.size(); ++i) binner.add(values[i], o.weights[i]);
    std::vector<double> counts = binner.counts();
    if (o.density && !o.stacked) {
      double total = 0;
      for (double c : counts) total += c;
      for (std::size_t i = 0; i < nbins; ++i)
        counts[i] = total != 0 ? counts[i] / total / (edges[i + 1] - edges[i]) : 0;
    }
    tops.push_back(std::move(counts));
  }
  if (o.stacked) {
    for (std::size_t k = 1; k < tops.size(); ++k)
      for (std::size_t i = 0; i < nbins; ++i) tops[k][i] += tops[k - 1][i];
    if (o.density) {  // the whole stack integrates to one
      double total = 0;
      for (double c : tops.back()) total += c;
      for (auto& t : tops)
        for (std::size_t i = 0; i < nbins; ++i)
          t[i] = total != 0 ? t[i] / (edges[i + 1] - edges[i]) / total : 0;
    }
  }
  if (o.cumulative)
    for (auto& t : tops) {
      double run = 0;
      for (std::size_t i = 0; i < nbins; ++i)
        t[i] = run += o.density ? t[i] * (edges[i + 1] - edges[i]) : t[i];
    }

  std::vector<Color> colours;
  for (std::size_t k = 0; k < tops.size(); ++k) colours.push_back(o.color ? *o.color : next_color());
  const std::size_t nx = tops.size();
  const std::vector<double> zeros(nbins, 0.0);
  if (o.histtype == HistOptions::Type::Bar) {
    // matplotlib: several unstacked data sets share 80% of each bin side by side.
    const double dr = (nx > 1 && !o.stacked) ? 0.8 : 1.0;
    const double width = o.stacked ? dr : dr / double(nx);
    double offset = 0.5 - 0.5 * dr;  // bars centred in their bin
    for (std::size_t k = 0; k < nx; ++k) {
      const std::vector<double>& bottom = (o.stacked && k > 0) ? tops[k - 1] : zeros;
      std::vector<double> heights = tops[k];
      if (o.stacked && k > 0)
        for (std::size_t i = 0; i < nbins; ++i) heights[i] -= bottom[i];
      hist_patches(edges, heights, bottom, offset, width, o, colours[k], k == 0);
      if (!o.stacked) offset += width;
    }
  } else if (o.histtype == HistOptions::Type::StepFilled) {
    // Drawn from the top of the stack down, so lower data sets lie over higher ones.
    for (std::size_t k = nx; k-- > 0;) hist_patches(edges, tops[k], zeros, 0, 1, o, colours[k], k == 0);
  } else {
    for (std::size_t k = 0; k < nx; ++k) hist_patches(edges, tops[k], zeros, 0, 1, o, colours[k], k == 0);
  }
  return tops;
}

void Axes::hist_patches(std::span<const double> edges, std::span<const double> tops,
                        std::span<const double> bottoms, double offset, double width, const HistOptions& o,
                        const Color& colour, bool labelled) {
  const std::size_t n = tops.size();
  if (o.histtype == HistOptions::Type::Bar) {
    auto a = std::make_unique<BarsArtist>();
    const Color c = colour.with_alpha(colour.a * o.alpha);
    for (std::size_t i = 0; i < n; ++i) {
      double x0 = edges[i], x1 = edges[i + 1];
      if (offset != 0 || width != 1) {  // a share of the bin (several unstacked data sets)
        const double bin = edges[i + 1] - edges[i];
        x0 = edges[i] + offset * bin;
        x1 = x0 + width * bin;
      }
      a->bars.push_back({x0, x1, bottoms[i], bottoms[i] + tops[i], c});
    }
    a->sticky = {0.0};
    if (o.edgecolor)
      a->edge = o.edgecolor->with_alpha(o.edgecolor->a * o.alpha);  // alpha applies to edges too
    a->edge_width = o.edgecolor ? (o.linewidth > 0 ? o.linewidth : theme_.patch_linewidth) : 0;
    a->zorder = o.zorder.value_or(1);
    a->lint_ignore = o.lint_ignore;
    if (labelled) a->label = o.label;
    add(std::move(a));
    return;
  }
  // The outline: up from the baseline at the first edge, along the tops, down at the last.
  auto a = std::make_unique<FillArtist>();
  const bool step = o.histtype == HistOptions::Type::Step;
  a->x.push_back(edges[0]);
  a->y1.push_back(0);
  for (std::size_t i = 0; i < n; ++i) {
    a->x.insert(a->x.end(), {edges[i], edges[i + 1]});
    a->y1.insert(a->y1.end(), {tops[i], tops[i]});
  }
  a->x.push_back(edges[n]);
  a->y1.push_back(0);
  a->y2.assign(a->x.size(), 0.0);
  if (step) {
    a->open = true;
    a->face = Color{0, 0, 0, 0};
    const Color e = o.edgecolor.value_or(colour);
    a->edge = e.with_alpha(e.a * o.alpha);
    a->edge_width = o.linewidth > 0 ? o.linewidth : theme_.patch_linewidth;
  } else {
    a->face = colour.with_alpha(colour.a * o.alpha);
    if (o.edgecolor) {
      a->edge = o.edgecolor->with_alpha(o.edgecolor->a * o.alpha);
      a->edge_width = o.linewidth > 0 ? o.linewidth : theme_.patch_linewidth;
    }
  }
  a->sticky_y = {0.0};
  a->zorder = o.zorder.value_or(step ? 2 : 1);
  a->lint_ignore = o.lint_ignore;
  if (labelled) a->label = o.label;
  add(std::move(a));
}

}  // namespace libplot
