// Figure 9: routing churn and latency jitter per hysteresis threshold.
#include "paper/template.hpp"
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig09(const Hysteresis& d, const paper::Section& words, const Theme& th, paper::Notes& notes) {
  const paper::Section s = words.at("figure9");
  const std::vector<std::string>& labels = d.labels;  // the spec's tick label per tau key
  const std::vector<Color> colours = category_colours(s, "category_colors", "figure9", d.taus, th, notes);
  const BarOptions bars{
      .width = 0.5, .colors = colours, .edgecolor = th.color("slate-800"), .linewidth = 1.0};
  const TextProps value{.size = 8.5, .weight = FontWeight::Bold, .ha = HAlign::Center};
  const auto x = positions(d.taus.size());

  Figure fig(th, {.width = 9.5, .height = 4.2});
  auto axes = fig.subplots({.nrows = 1, .ncols = 2});
  Axes& churn = *axes[0];
  const BarContainer churn_bars = churn.bar(x, d.churn_pct, bars);
  churn.set_xticks(x, labels);
  churn.set_ylabel(s.text("churn_ylabel"));
  churn.set_title(s.text("churn_title"));
  std::vector<std::string> churn_labels, jitter_labels;
  for (double v : d.churn_pct)
    churn_labels.push_back(paper::format(s.tmpl("churn_value_label", {"churn_pct"}), {{"churn_pct", v}}));
  for (double v : d.jitter_ms)
    jitter_labels.push_back(paper::format(s.tmpl("jitter_value_label", {"jitter_ms"}), {{"jitter_ms", v}}));
  churn.bar_label(churn_bars, {.labels = churn_labels, .padding = 3, .props = value});
  Axes& jitter = *axes[1];
  const BarContainer jitter_bars = jitter.bar(x, d.jitter_ms, bars);
  jitter.set_xticks(x, labels);
  jitter.set_ylabel(s.text("jitter_ylabel"));
  jitter.set_title(s.text("jitter_title"));
  jitter.bar_label(jitter_bars, {.labels = jitter_labels, .padding = 3, .props = value});
  std::string taus;
  for (const auto& t : d.in_title) taus += (taus.empty() ? "" : ", ") + t;
  fig.suptitle(paper::format(s.tmpl("suptitle", {}, {"taus"}), {{"taus", taus}}), {.size = 12});
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
