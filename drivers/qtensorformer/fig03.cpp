// Figure 3: leave-one-feature-out R² drop per information-state feature, in file order.
#include <algorithm>

#include "paper/template.hpp"
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig03(const Ablation& d, const paper::Section& words, const Theme& th) {
  const paper::Section s = words.at("figure3");
  const std::vector<std::string> highlighted = s.strings("highlighted");
  Figure fig(th, {.width = 8.5, .height = 4.5});
  Axes& ax = fig.axes();
  const auto x = positions(d.features.size());
  const std::vector<std::string> names = short_names(s, d.features);  // "S_t (Dispersion)" -> "S"
  std::vector<Color> colours;
  for (const auto& f : d.features) {
    // Entropy and uncertainty features in the darker blue.
    const bool key_feature = std::find(highlighted.begin(), highlighted.end(), f) != highlighted.end();
    colours.push_back(th.color(key_feature ? "blue-600" : "blue-400"));
  }
  const BarContainer bars = ax.bar(
      x, d.drops, {.width = 0.55, .colors = colours, .edgecolor = th.color("slate-800"), .linewidth = 1.2});
  std::vector<std::string> labels;
  for (double v : d.drops) labels.push_back(paper::format(s.tmpl("value_label", {"drop"}), {{"drop", v}}));
  ax.bar_label(bars, {.labels = labels, .padding = 3, .props = {.size = 8.5, .weight = FontWeight::Bold}});
  ax.set_xticks(x, names);
  ax.set_ylabel(s.text("ylabel"));
  ax.set_xlabel(
      paper::format(s.tmpl("xlabel", {"features"}), {{"features", static_cast<double>(d.features.size())}}));
  ax.set_title(s.text("title"));
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
