// Figure 3: histogram of the Q4_K nibble entropies, the uniform ceiling and the median.
#include "figures.hpp"
#include "libplot/ticker.hpp"
#include "paper/limits.hpp"
#include "paper/template.hpp"

namespace weightcodec {

using namespace libplot;

Figure fig3(std::vector<double> values, const Spec& spec, const Theme& th, paper::Notes& notes) {
  const auto& s = spec.fig3;
  Figure fig(th, {.width = 9, .height = 4.5});
  Axes& ax = fig.axes();
  ax.hist(values, {.bins = s.bins, .color = th.color("hist3"), .edgecolor = th.color("bar-edge")});
  ax.axvline(s.ceiling, {.color = th.color("reference"), .linewidth = 1.2, .linestyle = "--", .label = s.ceiling_label});
  const std::size_t n = values.size();
  const double med = median(values);
  ax.axvline(med, {.color = th.color("median"), .linewidth = 1.0, .linestyle = ":",
                   .label = paper::format(s.median_label, {{"median", med}}, "figures.json: fig3.median_label")});
  ax.set_xlabel(s.xlabel);
  ax.set_ylabel(s.ylabel);
  paper::keep_limits(ax, paper::Axis::X, s.xlim.first, s.xlim.second, values, notes, "fig3");
  ax.set_title(paper::fill_or_empty(s.title, {{"n", static_cast<double>(n)}}));
  ax.legend({.loc = "upper left"});
  dotted_grid(ax, 0.3);
  return fig;
}

}  // namespace weightcodec
