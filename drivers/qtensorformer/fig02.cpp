// Figure 2: R² of the marginal value model per prediction head.
#include "paper/template.hpp"
#include "paper/limits.hpp"
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig02(const MarginalValue& d, const paper::Section& words, const Theme& th, paper::Notes& notes) {
  const paper::Section s = words.at("figure2");
  const paper::Limits ylim = s.limits("ylim");
  const double acceptance =
      s.number("acceptance_r2");  // the calibration acceptance bar, a criterion of the method
  Figure fig(th, {.width = 8, .height = 4.5});
  Axes& ax = fig.axes();
  const auto x = positions(d.heads.size());
  const std::vector<Color> colours = category_colours(s, "category_colors", "figure2", d.keys, th, notes);
  const BarContainer bars = ax.bar(
      x, d.r2, {.width = 0.55, .colors = colours, .edgecolor = th.color("slate-800"), .linewidth = 1.2});
  ax.axhline(acceptance, {.color = th.color("slate-500"),
                          .linestyle = ":",
                          .label = paper::format(s.tmpl("acceptance_label", {"r2"}), {{"r2", acceptance}})});
  std::vector<std::string> labels;
  for (double v : d.r2) labels.push_back(paper::format(s.tmpl("value_label", {"r2"}), {{"r2", v}}));
  ax.bar_label(bars, {.labels = labels, .padding = 3, .props = {.size = 9, .weight = FontWeight::Bold}});
  std::vector<double> ys = d.r2;
  ys.push_back(acceptance);
  paper::keep_limits(ax, paper::Axis::Y, ylim.low, ylim.high, ys, notes, s.text("title"),
                     0.15);  // room for the labels
  ax.set_ylabel(s.text("ylabel"));
  ax.set_title(s.text("title"));
  ax.legend({.loc = "lower right"});
  ax.set_xticks(x, d.heads);
  ax.tick_params({.axis = "x", .rotation = 15, .ha = HAlign::Right});
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
