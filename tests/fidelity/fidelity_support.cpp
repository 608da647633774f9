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
  };
  auto it = known.find(stem);
  return it == known.end() ? 1.0 : it->second;
}

}  // namespace fidelity
