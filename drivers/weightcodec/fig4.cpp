// Figure 4: histogram of inter-layer correlations, the model-level CI band, zero and the median.
#include "figures.hpp"
#include "paper/template.hpp"
#include "paper/words.hpp"
#include "libplot/ticker.hpp"

namespace weightcodec {

using namespace libplot;

// The family the source models share: the name up to its last '-' ("Qwen2.5" of
// "Qwen2.5-0.5B"), when every model has the same one.
static paper::FieldValue family_of(const std::optional<std::vector<std::string>>& models) {
  if (!models) return paper::absent;
  std::string family;
  for (const auto& m : *models) {
    const auto dash = m.rfind('-');
    if (dash == std::string::npos || dash == 0) return paper::absent;
    if (!family.empty() && m.compare(0, dash, family) != 0) return paper::absent;
    family = m.substr(0, dash);
  }
  return family.empty() ? paper::absent : paper::FieldValue(family);
}

Figure fig4(std::vector<double> values, const std::optional<std::vector<std::string>>& models,
            const paper::Section& words, const Theme& th) {
  const paper::Section s = words.at("fig4");
  const paper::Limits band = s.limits("band");  // the paper's cited model-level CI
  Figure fig(th, {.width = 9, .height = 4.5});
  Axes& ax = fig.axes();
  ax.hist(values, {.bins = static_cast<int>(s.integer("bins")),
                   .color = th.color("hist4"),
                   .edgecolor = th.color("bar-edge")});
  // The CI's words show the band's own numbers.
  ax.axvspan(band.low, band.high,
             {.color = th.color("ci-band"),
              .alpha = 0.6,
              .zorder = 0,
              .label = paper::format(s.tmpl("band_label", {"low", "high"}),
                                     {{"low", band.low}, {"high", band.high}})});
  ax.axvline(
      s.number("zero"),
      {.color = th.color("reference"), .linewidth = 1.0, .linestyle = "--", .label = s.text("zero_label")});
  const std::size_t n = values.size();
  const double med = median(values);
  ax.axvline(med, {.color = th.color("median"),
                   .linewidth = 1.0,
                   .linestyle = ":",
                   .label = paper::format(s.tmpl("median_label", {"median"}), {{"median", med}})});
  ax.set_xlabel(s.text("xlabel"));
  ax.set_ylabel(s.text("ylabel"));
  const double m = models ? static_cast<double>(models->size()) : 0;
  paper::Fields title_fields = {
      {"models", models ? paper::FieldValue(m) : paper::absent},
      {"models_word", models ? paper::FieldValue(paper::spelled(m)) : paper::absent},
      {"family", family_of(models)},
      {"single_model", models && models->size() == 1 ? paper::FieldValue(models->front()) : paper::absent}};
  paper::add_count(title_fields, "n", static_cast<double>(n));  // "1 pair", not "1 pairs"
  ax.set_title(paper::fill_or_empty(s.alternatives("title"), title_fields));
  ax.legend({.loc = "upper right", .fontsize = 9, .framealpha = 0.9});
  dotted_grid(ax, 0.3);
  return fig;
}

}  // namespace weightcodec
