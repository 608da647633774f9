// Figure 16: relative improvement of the paper's edge model over each baseline, per metric.
#include <algorithm>

#include "paper/template.hpp"
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig16(const Improvements& d, const Spec& spec, const Theme& th) {
  const auto& s = spec.figure16;
  // The group of bars fills 0.8 of a row, as matplotlib's grouped bars, whatever the number of metrics.
  const double height = 0.8 / static_cast<double>(std::max<std::size_t>(1, d.series.size()));
  Figure fig(th, {.width = 12, .height = 6.5});
  Axes& ax = fig.axes();
  const auto y = positions(d.baselines.size());
  const double n = static_cast<double>(d.series.size());
  for (std::size_t k = 0; k < d.series.size(); ++k) {
    const double offset = (static_cast<double>(k) - n / 2) * height + height / 2;
    std::vector<double> at, pct;  // baselines without this metric have no bar
    for (std::size_t i = 0; i < y.size(); ++i)
      if (d.series[k].pct[i]) {
        at.push_back(y[i] + offset);
        pct.push_back(*d.series[k].pct[i]);
      }
    ax.barh(at, pct, {.width = height, .color = th.color(s.metrics.at(k).color), .edgecolor = th.color("slate-800"),
                      .linewidth = 1.0, .alpha = 0.88, .label = d.series[k].label});
  }
  ax.axvline(0, {.color = th.color("slate-800"), .linewidth = 1.2, .linestyle = "-"});
  ax.set_yticks(y);
  ax.set_yticklabels(d.baselines, {.size = 9.5, .weight = FontWeight::Bold});
  ax.set_xlabel(s.xlabel);
  ax.set_title(paper::format(s.title, {{"baselines", static_cast<double>(d.baselines.size())}}), {.size = 12});
  ax.legend({.loc = "lower right", .fontsize = 8.5, .framealpha = 0.95, .avoid_data = true});
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
