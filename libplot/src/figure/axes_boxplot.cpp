// Axes::boxplot: matplotlib 3.6's boxplot/bxp drawn from plain lines, as matplotlib does
// (patch_artist=False): box, whiskers, caps and median are Line2Ds, fliers and means markers.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "libplot/error.hpp"
#include "artists/artists.hpp"
#include "libplot/axes.hpp"

namespace libplot {

namespace {

std::string size_error(const char* what, std::size_t got, std::size_t boxes) {
  return std::string("boxplot: ") + what + " has " + std::to_string(got) + " values for " +
         std::to_string(boxes) + " data sets";
}

// Tick label of a position: as Python prints an int position (1, 2, ...), else shortest %g.
std::string position_label(double p) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.12g", p);
  return buf;
}

}  // namespace

std::vector<BoxStats> Axes::boxplot(const std::vector<std::vector<double>>& data, const BoxplotOptions& o) {
  const std::size_t n = data.size();
  if (n == 0) throw InvalidArgument("boxplot: data has no data sets");
  if (!o.positions.empty() && o.positions.size() != n)
    throw InvalidArgument(size_error("positions", o.positions.size(), n));
  if (!o.widths.empty() && o.widths.size() != 1 && o.widths.size() != n)
    throw InvalidArgument(size_error("widths", o.widths.size(), n));
  if (!o.labels.empty() && o.labels.size() != n)
    throw InvalidArgument(size_error("labels", o.labels.size(), n));
  for (double w : o.widths)
    if (!(w > 0) || !std::isfinite(w))
      throw InvalidArgument("boxplot: widths has " + std::to_string(w) + ", not a positive width");
  for (double p : o.positions)
    if (!std::isfinite(p))
      throw InvalidArgument("boxplot: positions has " + std::to_string(p) + ", not finite");

  std::vector<BoxStats> stats;
  for (std::size_t i = 0; i < n; ++i) {
    try {
      stats.push_back(boxplot_stats(data[i], o.whis));
    } catch (const InvalidArgument& e) {
      throw InvalidArgument("boxplot: data[" + std::to_string(i) + "]: " + e.what());
    }
  }
  std::vector<double> positions = o.positions;
  if (positions.empty())
    for (std::size_t i = 0; i < n; ++i) positions.push_back(double(i + 1));
  const auto [pmin, pmax] = std::minmax_element(positions.begin(), positions.end());
  const double default_width = std::clamp(0.15 * (*pmax - *pmin), 0.15, 0.5);

  // boxplot.*props defaults of matplotlib 3.6.
  const Color black{0, 0, 0, 1}, none{0, 0, 0, 0};
  const Color median_colour = theme_.cycle(1), mean_colour = theme_.cycle(2);
  // A line along the box's axis `u` (position direction) and value axis `v`.
  auto line = [&](std::vector<double> u, std::vector<double> v, LineOptions lo) {
    if (o.vert) plot(u, v, lo);
    else plot(v, u, lo);
  };
  const LineOptions solid{.color = black, .linewidth = 1.0, .zorder = o.zorder};
  const LineOptions median{.color = median_colour, .linewidth = 1.0, .zorder = o.zorder + 0.1};
  for (std::size_t i = 0; i < n; ++i) {
    const BoxStats& s = stats[i];
    const double pos = positions[i];
    const double w = o.widths.empty() ? default_width : o.widths.size() == 1 ? o.widths[0] : o.widths[i];
    const double left = pos - w / 2, right = pos + w / 2;
    const double cap_left = pos - w / 4, cap_right = pos + w / 4;  // caps are half the box wide
    line({pos, pos}, {s.q1, s.whislo}, solid);
    line({pos, pos}, {s.q3, s.whishi}, solid);
    if (o.showcaps) {
      line({cap_left, cap_right}, {s.whislo, s.whislo}, solid);
      line({cap_left, cap_right}, {s.whishi, s.whishi}, solid);
    }
    if (o.notch) {
      const double nl = pos - w / 4, nr = pos + w / 4;
      line({left, right, right, nr, right, right, left, left, nl, left, left},
           {s.q1, s.q1, s.cilo, s.med, s.cihi, s.q3, s.q3, s.cihi, s.med, s.cilo, s.q1}, solid);
      line({nl, nr}, {s.med, s.med}, median);
    } else {
      line({left, right, right, left, left}, {s.q1, s.q1, s.q3, s.q3, s.q1}, solid);
      line({left, right}, {s.med, s.med}, median);
    }
    if (o.showmeans)
      line({pos}, {s.mean},
           {.color = mean_colour,
            .linestyle = "none",
            .marker = "^",
            .markersize = 6.0,
            .zorder = o.zorder + 0.1});
    if (o.showfliers && !s.fliers.empty())
      line(std::vector<double>(s.fliers.size(), pos), s.fliers,
           {.color = black,
            .linestyle = "none",
            .marker = "o",
            .markersize = 6.0,
            .markerfacecolor = none,
            .markeredgecolor = black,
            .markeredgewidth = 1.0,
            .zorder = o.zorder});
  }
  // matplotlib's manage_ticks: the data limits reach half a unit beyond the outer positions,
  // sticky so no margin widens them (an undrawn line here), and the ticks sit at the positions.
  auto guide = std::make_unique<LineArtist>();
  std::vector<double> across{*pmin - 0.5, *pmax + 0.5}, along{stats[0].med, stats[0].med};
  guide->x = o.vert ? across : along;
  guide->y = o.vert ? along : across;
  (o.vert ? guide->sticky_x : guide->sticky_y) = across;
  guide->color = none;
  guide->dash = "none";
  guide->zorder = o.zorder;
  add(std::move(guide));
  std::vector<std::string> labels = o.labels;
  if (labels.empty())
    for (double p : positions) labels.push_back(position_label(p));
  if (o.vert) set_xticks(positions, labels);
  else set_yticks(positions, labels);
  return stats;
}

}  // namespace libplot
