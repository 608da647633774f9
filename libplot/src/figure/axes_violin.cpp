// Axes::violinplot: matplotlib 3.6's violinplot/violin: one KDE body per data set (fill_betweenx,
// alpha 0.3, no edge) and line collections for means, extrema and medians, all in the next colour
// of the lines' cycle.
#include <algorithm>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "artists/artists.hpp"
#include "figure/checks.hpp"
#include "libplot/axes.hpp"
#include "libplot/violin.hpp"

namespace libplot {

std::vector<ViolinStats> Axes::violinplot(const std::vector<std::vector<double>>& data,
                                          const ViolinOptions& o) {
  const std::size_t n = data.size();
  if (n == 0) throw InvalidArgument("violinplot: data has no data sets");
  if (!o.positions.empty() && o.positions.size() != n)
    throw InvalidArgument("violinplot: positions has " + std::to_string(o.positions.size()) + " values for " +
                          std::to_string(n) + " data sets");
  if (!o.widths.empty() && o.widths.size() != 1 && o.widths.size() != n)
    throw InvalidArgument("violinplot: widths has " + std::to_string(o.widths.size()) + " values for " +
                          std::to_string(n) + " data sets");
  for (std::size_t i = 0; i < o.positions.size(); ++i)
    check::finite("violinplot", "positions[" + std::to_string(i) + "]", o.positions[i]);
  for (std::size_t i = 0; i < o.widths.size(); ++i)
    check::positive("violinplot", "widths[" + std::to_string(i) + "]", o.widths[i]);
  std::vector<ViolinStats> stats;
  for (std::size_t i = 0; i < n; ++i) {
    try {
      stats.push_back(violin_stats(data[i], o.points));
    } catch (const InvalidArgument& e) {
      throw InvalidArgument("violinplot: data[" + std::to_string(i) + "]: " + e.what());
    }
  }

  const Color colour = next_color();  // bodies and lines share it
  std::vector<double> means, mins, maxes, medians, positions, pmins, pmaxes;
  for (std::size_t i = 0; i < n; ++i) {
    const ViolinStats& s = stats[i];
    const double pos = o.positions.empty() ? double(i + 1) : o.positions[i];
    const double width = o.widths.empty() ? 0.5 : o.widths.size() == 1 ? o.widths[0] : o.widths[i];
    // The 0.5: the body spans pos - v .. pos + v.
    const double peak = *std::max_element(s.vals.begin(), s.vals.end());
    auto body = std::make_unique<FillArtist>();
    body->along_y = o.vert;
    body->x = s.coords;
    for (double v : s.vals) {
      const double half = 0.5 * width * v / peak;
      body->y1.push_back(-half + pos);
      body->y2.push_back(half + pos);
    }
    body->face = colour.with_alpha(colour.a * 0.3);
    body->zorder = 1;
    add(std::move(body));
    means.push_back(s.mean);
    mins.push_back(s.min);
    maxes.push_back(s.max);
    medians.push_back(s.median);
    positions.push_back(pos);
    pmins.push_back(-0.25 * width + pos);
    pmaxes.push_back(0.25 * width + pos);
  }
  // Lines across the violin (perpendicular) and along it (parallel), as hlines/vlines.
  const HVLinesOptions lines{.color = colour};
  auto perp = [&](const std::vector<double>& at) {
    if (o.vert) hlines(at, pmins, pmaxes, lines);
    else vlines(at, pmins, pmaxes, lines);
  };
  if (o.showmeans) perp(means);
  if (o.showextrema) {
    perp(maxes);
    perp(mins);
    if (o.vert) vlines(positions, mins, maxes, lines);
    else hlines(positions, mins, maxes, lines);
  }
  if (o.showmedians) perp(medians);
  return stats;
}

}  // namespace libplot
