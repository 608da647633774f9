// Figure 10: CPU simulation overhead of the quantum attention (log y) and the QPU latency budget.
#include "paper/template.hpp"
#include "paper/limits.hpp"
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig10(const QuantumUtility& d, const paper::Section& words, const Theme& th, paper::Notes& notes) {
  const paper::Section s = words.at("figure10");
  const std::vector<std::string> simulation_ticks = s.texts("simulation_ticks", 3);
  const paper::Limits budget_ylim = s.limits("budget_ylim");
  const TextProps value{.size = 8.5, .weight = FontWeight::Bold, .ha = HAlign::Center};
  const Color edge = th.color("slate-800");
  Figure fig(th, {.width = 9.5, .height = 4.2});
  auto axes = fig.subplots({.nrows = 1, .ncols = 2});

  Axes& sim = *axes[0];
  const std::vector<double> lats{d.sdpa_ms, d.surrogate_ms, d.statevector_ms};
  const auto x = positions(lats.size());
  const BarContainer sim_bars =
      sim.bar(x, lats,
              {.width = 0.5,
               .colors = {th.color("blue-500"), th.color("amber-500"), th.color("red-600")},
               .edgecolor = edge,
               .linewidth = 1.0});
  sim.set_yscale(Scale::log());
  sim.set_xticks(x, simulation_ticks);
  sim.set_ylabel(s.text("simulation_ylabel"));
  sim.set_title(s.text("simulation_title"));
  std::vector<std::string> labels;
  for (double v : lats)
    labels.push_back(paper::format(s.tmpl("value_label", {"latency_ms"}), {{"latency_ms", v}}));
  sim.bar_label(sim_bars, {.labels = labels, .padding = 3, .props = value});

  Axes& qpu = *axes[1];
  const std::vector<double> at{0}, budget{d.threshold_ms};
  const BarContainer budget_bar = qpu.bar(
      at, budget, {.width = 0.35, .color = th.color("emerald-500"), .edgecolor = edge, .linewidth = 1.0});
  qpu.set_xticks(at, {s.text("budget_tick")});
  qpu.axhline(d.sdpa_reference_ms, {.color = th.color("blue-500"),
                                    .linestyle = ":",
                                    .label = paper::format(s.tmpl("sdpa_label", {"latency_ms"}),
                                                           {{"latency_ms", d.sdpa_reference_ms}})});
  qpu.set_ylabel(s.text("budget_ylabel"));
  qpu.set_title(s.text("budget_title"));
  qpu.bar_label(budget_bar, {.labels = {paper::format(s.tmpl("budget_label", {"threshold_ms"}),
                                                      {{"threshold_ms", d.threshold_ms}}) +
                                        (d.includes_readout ? s.text("readout_note") : "")},
                             .padding = 3,
                             .props = value});
  // A budget bar near the top leaves no free corner: the legend then goes beside the axes.
  qpu.legend({.avoid_data = true, .outside_when_full = true});
  // The budget's two-line label gets its room from the automatic headroom, past these limits too.
  paper::keep_limits(qpu, paper::Axis::Y, budget_ylim.low, budget_ylim.high,
                     {d.threshold_ms, d.sdpa_reference_ms}, notes, s.text("budget_title"));

  fig.suptitle(s.text("suptitle"), {.size = 12});
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
