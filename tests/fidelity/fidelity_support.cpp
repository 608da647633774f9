#include "fidelity_support.hpp"

#include <map>
#include <stdexcept>

namespace fidelity {

std::vector<PaperFigure> paper_figures(bool matplotlib_compat) {
  std::vector<PaperFigure> out;
  for (const auto& p : paper::all_papers()) {
    paper::Context ctx;
    ctx.data_dir = p->default_data_dir();
    paper::SkipCounter skips;
    ctx.skips = &skips;
    for (paper::FigureJob& job : p->prepare(ctx, p->figures())) {
      if (!job.error.empty()) throw std::runtime_error(job.info.stem + ": " + job.error);
      libplot::Figure fig = job.build();
      fig.set_matplotlib_compat(matplotlib_compat);
      out.push_back({p->name(), job.info, std::move(fig)});
    }
  }
  return out;
}

double axes_tolerance(const std::string& stem) {
  // Figures whose axes are not yet within 1 px of matplotlib's, and why (docs/rendering.md).
  // Measured 2026-12-01; a figure that improves fails here until its line is tightened.
  static const std::map<std::string, double> known = {
      // The title of an axes without axis sits above what it draws, also in compat mode (the
      // improvement has no compat switch yet): the axes top is 98.5 px higher in matplotlib.
      {"figure1_architecture", 99.0},
      // Point labels (Axes::point_labels) have no compat placement yet: matplotlib's annotations
      // run past the axes' right edge and tight_layout narrows the axes for them; libplot's stay
      // inside, so its axes are wider by these many pixels.
      {"figure4_nested_tt_suboptimality", 148.5},
      {"figure13_multi_pareto_frontiers", 24.2},
      {"figure15_baseline_pareto_frontiers", 147.8},
      // The operating-point note is offset in points from its point (docs/qtensorformer.md), not
      // written at the seed's fixed 0.5 TFLOPS; its right end sits further right, so tight layout
      // leaves the axes 4.2 px narrower than matplotlib's.
      {"figure12_hardware_roofline", 4.3},
  };
  auto it = known.find(stem);
  return it == known.end() ? 1.0 : it->second;
}

}  // namespace fidelity

namespace fidelity {

Limits limits(const std::string& stem) {
  // Compat mode reaches 0.97 / 0.99 / matplotlib's size on the figures listed with those
  // numbers. The others hold what they reach (measured 2026-12-01, floored to 3 decimals) until
  // the missing compat switches exist; docs/better-than-matplotlib.md says why each falls short.
  // The improvements named are those that change the figure in default mode.
  static const std::map<std::string, Limits> table = {
      {"06_stage_path", {0.970, 0.990, true, "reference-line clearance (the floor notes and -0.0338)"}},
      {"07_runtime_specialization", {0.970, 0.990, true, ""}},
      {"08_long_context_window", {0.970, 0.990, true, "page margin (footer), reference-line clearance"}},
      {"09_tokenizer_cost", {0.970, 0.990, true, "reference-line clearance (the 'unchanged' note)"}},
      {"fig1", {0.970, 0.990, true, ""}},
      {"fig2", {0.964, 0.990, true, ""}},
      {"fig3", {0.970, 0.990, true, ""}},
      {"fig4", {0.970, 0.990, true, ""}},
      {"fig5", {0.732, 0.660, false, "point labels (no compat placement yet)"}},
      {"figure1_architecture", {0.646, 0.781, true, "text fitted to boxes, arrows at box edges, title of an axes without axis (the last two: no compat switch yet)"}},
      {"figure2_marginal_value_r2", {0.970, 0.990, true, ""}},
      {"figure3_8d_lofo_importance", {0.970, 0.990, true, "automatic headroom"}},
      {"figure4_nested_tt_suboptimality", {0.786, 0.662, true, "point labels (no compat placement yet)"}},
      {"figure5_adaptive_rank_latency_traffic", {0.970, 0.982, true, ""}},
      {"figure6_gqa_memory_traffic", {0.970, 0.988, true, "twin axes: one set of gridlines (no compat switch yet)"}},
      {"figure7_kv_rate_distortion", {0.970, 0.990, true, ""}},
      {"figure8_controller_convergence", {0.970, 0.990, true, "legend away from data"}},
      {"figure9_hysteresis_churn_jitter", {0.970, 0.990, true, "automatic headroom"}},
      {"figure10_quantum_utility_tradeoff", {0.970, 0.990, true, "automatic headroom"}},
      {"figure11_subsystem_latency_breakdown", {0.970, 0.990, true, "pie labels that do not overlap"}},
      {"figure12_hardware_roofline", {0.912, 0.943, true, "operating-point note offset in points from its point, not at the seed's 0.5 TFLOPS"}},
      {"figure13_multi_pareto_frontiers", {0.794, 0.858, true, "point labels (no compat placement yet)"}},
      {"figure14_counter_hypothesis_boundaries", {0.970, 0.990, true, "automatic headroom"}},
      {"figure15_baseline_pareto_frontiers", {0.740, 0.665, true, "point labels (no compat placement yet)"}},
      {"figure16_baseline_improvement_radar", {0.970, 0.990, true, "legend away from data"}},
  };
  auto it = table.find(stem);
  return it == table.end() ? Limits{} : it->second;
}

}  // namespace fidelity
