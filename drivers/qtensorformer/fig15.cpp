// Figure 15: three Pareto scatters of the compared models; the paper's own models as stars.
#include <algorithm>

#include "paper/template.hpp"
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig15(const BaselinePareto& d, const paper::Section& words, const Theme& th, paper::Notes& notes) {
  const paper::Section s = words.at("figure15");
  const paper::OffsetPt label_offset = s.offset_pt("label_offset_pt");
  // Colours keyed by the data's categories (figures.json category_colors), in order of first
  // appearance; one without a colour there follows the same rule as figures 2, 9 and 11.
  std::vector<std::string> categories;
  for (const auto& panel : d.panels)
    for (const auto& p : panel.points)
      if (std::find(categories.begin(), categories.end(), p.category) == categories.end())
        categories.push_back(p.category);
  const std::vector<Color> colours =
      category_colours(s, "category_colors", "figure15", categories, th, notes);
  const auto colour_of = [&](const std::string& category) {
    return colours[static_cast<std::size_t>(std::find(categories.begin(), categories.end(), category) -
                                            categories.begin())];
  };
  const std::vector<paper::Section> panels = s.elements("panels");
  const std::string own_category = s.text("own_category");
  const char* const markers[] = {"o", "s", "^"};  // per panel, in the spec's order
  Figure fig(th, {.width = 16, .height = 5});
  auto axes = fig.subplots({.nrows = 1, .ncols = static_cast<int>(d.panels.size())});
  for (std::size_t k = 0; k < d.panels.size() && k < panels.size(); ++k) {
    Axes& ax = *axes[k];
    std::vector<double> xs, ys;
    std::vector<std::string> labels;
    for (const auto& p : d.panels[k].points) {
      const bool ours = p.category == own_category;
      ax.scatter(std::vector<double>{p.x}, std::vector<double>{p.y},
                 {.sizes = {ours ? 140.0 : 70.0},
                  .color = colour_of(p.category),
                  .marker = ours ? "*" : markers[k % std::size(markers)],
                  .edgecolor = th.color("slate-800"),
                  .zorder = 4});
      xs.push_back(p.x);
      ys.push_back(p.y);
      labels.push_back(p.label);
    }
    ax.point_labels(
        xs, ys, labels,
        {.props = {.size = 7.5, .alpha = 0.85}, .compat_offset = Point{label_offset.x, label_offset.y}});
    ax.set_xlabel(panels[k].text("xlabel"));
    ax.set_ylabel(panels[k].text("ylabel"));
    ax.set_title(panels[k].text("title"));
  }
  fig.suptitle(paper::format(s.tmpl("suptitle", {"models"}), {{"models", static_cast<double>(d.models)}}),
               {.size = 13});
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
