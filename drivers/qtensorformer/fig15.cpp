// Figure 15: three Pareto scatters of the compared models; the paper's own models as stars.
#include <map>

#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig15(const BaselinePareto& d, const Theme& th) {
  static const std::map<std::string, const char*> category_colours = {
      {"Dense", "slate-500"},       {"Quantization", "amber-500"}, {"Attention", "blue-500"},
      {"Tensor-Train", "violet-500"}, {"Conditional", "pink-500"},  {"KV Cache", "teal-500"},
      {"Sparse MoE", "indigo-500"}, {"Adaptive QTF", "red-600"}};
  struct Panel { const char* marker; const char* xlabel; const char* ylabel; const char* title; };
  const Panel panels[] = {
      {"o", "Peak RAM (MB) [Lower is Better]", "Decode Rate (tok/s) [Higher is Better]", "Pareto 1: Throughput vs Working Memory"},
      {"s", "TPOT Latency (ms) [Lower is Better]", "Cosine Fidelity (vs FP32) [Higher is Better]", "Pareto 2: Representation Quality vs Latency"},
      {"^", "Inference Cost ($ / 1M tokens) [Lower is Better]", "Energy (uJ/tok) [Lower is Better]", "Pareto 3: Operational Energy vs Cost"}};
  Figure fig(th, {.width = 16, .height = 5});
  auto axes = fig.subplots({.nrows = 1, .ncols = 3});
  for (std::size_t k = 0; k < d.panels.size() && k < std::size(panels); ++k) {
    Axes& ax = *axes[k];
    std::vector<double> xs, ys;
    std::vector<std::string> labels;
    for (const auto& p : d.panels[k].points) {
      const auto c = category_colours.find(p.category);
      const bool ours = p.category.find("Adaptive QTF") != std::string::npos;
      ax.scatter(std::vector<double>{p.x}, std::vector<double>{p.y},
                 {.sizes = {ours ? 140.0 : 70.0}, .color = th.color(c == category_colours.end() ? "slate-500" : c->second),
                  .marker = ours ? "*" : panels[k].marker, .edgecolor = th.color("slate-800"), .zorder = 4});
      xs.push_back(p.x);
      ys.push_back(p.y);
      labels.push_back(p.label);
    }
    ax.point_labels(xs, ys, labels, {.props = {.size = 7.5, .alpha = 0.85}});
    ax.set_xlabel(panels[k].xlabel);
    ax.set_ylabel(panels[k].ylabel);
    ax.set_title(panels[k].title);
  }
  fig.suptitle("Figure 15: Multi-Objective Baseline Pareto Frontiers (14 Architectures)", {.size = 13});
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
