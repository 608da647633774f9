// Figure 3: histogram of the Q4_K nibble entropies, the uniform ceiling and the median.
#include "figures.hpp"
#include "libplot/ticker.hpp"
#include "paper/limits.hpp"
#include "paper/template.hpp"
#include "paper/words.hpp"

namespace weightcodec {

using namespace libplot;

Figure fig3(std::vector<double> values, const paper::Section& words, const Theme& th, paper::Notes& notes) {
  const paper::Section s = words.at("fig3");
  const double ceiling = s.number("ceiling");
  const paper::Limits xlim = s.limits("xlim");
  Figure fig(th, {.width = 9, .height = 4.5});
  Axes& ax = fig.axes();
  ax.hist(values, {.bins = static_cast<int>(s.integer("bins")),
                   .color = th.color("hist3"),
                   .edgecolor = th.color("bar-edge")});
  ax.axvline(ceiling, {.color = th.color("reference"),
                       .linewidth = 1.2,
                       .linestyle = "--",
                       .label = paper::format(s.tmpl("ceiling_label", {"ceiling"}), {{"ceiling", ceiling}})});
  const std::size_t n = values.size();
  const double med = median(values);
  ax.axvline(med, {.color = th.color("median"),
                   .linewidth = 1.0,
                   .linestyle = ":",
                   .label = paper::format(s.tmpl("median_label", {"median"}), {{"median", med}})});
  ax.set_xlabel(s.text("xlabel"));
  ax.set_ylabel(s.text("ylabel"));
  paper::keep_limits(ax, paper::Axis::X, xlim.low, xlim.high, values, notes, "fig3");
  ax.set_title(paper::fill_or_empty(s.alternatives("title"), {{"n", static_cast<double>(n)}}));
  // Off the bars and lines wherever other data put them; outside the axes when no place inside is free.
  ax.legend({.loc = "upper left", .avoid_data = true, .outside_when_full = true});
  dotted_grid(ax, 0.3);
  return fig;
}

}  // namespace weightcodec
