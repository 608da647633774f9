// Figure 16: relative improvement of the paper's edge model over each baseline, per metric.
#include <algorithm>

#include "paper/template.hpp"
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig16(const Improvements& d, const paper::Section& words, const Theme& th) {
  const paper::Section s = words.at("figure16");
  const std::vector<paper::Section> metrics = s.elements("metrics");  // in d.series order
  // The group of bars fills 0.8 of a row, as matplotlib's grouped bars, whatever the number of metrics.
  const double height = 0.8 / static_cast<double>(std::max<std::size_t>(1, d.series.size()));
  Figure fig(th, {.width = 12, .height = 6.5});
  Axes& ax = fig.axes();
  // The rows: baselines with at least one bar (one missing from the data is reported, not drawn
  // as an empty row, and not counted in the title).
  std::vector<std::size_t> rows;
  std::vector<std::string> names;
  for (std::size_t i = 0; i < d.baselines.size(); ++i)
    if (std::any_of(d.series.begin(), d.series.end(),
                    [&](const auto& s) { return s.pct.at(i).has_value(); })) {
      rows.push_back(i);
      names.push_back(d.baselines[i]);
    }
  const auto y = positions(rows.size());
  const double n = static_cast<double>(d.series.size());
  for (std::size_t k = 0; k < d.series.size(); ++k) {
    const double offset = (static_cast<double>(k) - n / 2) * height + height / 2;
    std::vector<double> at, pct;  // baselines without this metric have no bar
    for (std::size_t r = 0; r < rows.size(); ++r)
      if (const auto& v = d.series[k].pct[rows[r]]) {
        at.push_back(y[r] + offset);
        pct.push_back(*v);
      }
    ax.barh(at, pct,
            {.width = height,
             .color = th.color(metrics.at(k).text("color")),
             .edgecolor = th.color("slate-800"),
             .linewidth = 1.0,
             .alpha = 0.88,
             .label = d.series[k].label});
  }
  ax.axvline(0, {.color = th.color("slate-800"), .linewidth = 1.2, .linestyle = "-"});
  ax.set_yticks(y);
  ax.set_yticklabels(names, {.size = 9.5, .weight = FontWeight::Bold});
  ax.set_xlabel(s.text("xlabel"));
  ax.set_title(
      paper::format(s.tmpl("title", {"baselines"}), {{"baselines", static_cast<double>(rows.size())}}),
      {.size = 12});
  ax.legend({.loc = "lower right", .fontsize = 8.5, .framealpha = 0.95, .avoid_data = true});
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
