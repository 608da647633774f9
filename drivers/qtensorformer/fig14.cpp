// Figure 14: where the architecture fails: large-batch prefill and sub-0.5 ms deadlines.
#include "libplot/ticker.hpp"
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig14(const CounterHypothesis& d, const Theme& th) {
  Figure fig(th, {.width = 10, .height = 4.2});
  auto axes = fig.subplots({.nrows = 1, .ncols = 2});

  Axes& batch = *axes[0];
  batch.plot(d.batches, d.dense_ms, {.color = th.color("emerald-600"), .linewidth = 2.2, .marker = "o", .label = "Dense GEMM (cuBLAS)"});
  batch.plot(d.batches, d.tt_ms, {.color = th.color("red-600"), .linewidth = 2.2, .marker = "s", .label = "TT Sequential Contraction"});
  batch.set_xlabel("Batch Size (B)");
  batch.set_ylabel("Latency (ms)");
  batch.set_title("Failure Regime 1: Large-Batch Prefill");
  batch.set_xticks(d.batches);
  batch.legend();

  Axes& floor = *axes[1];
  const std::vector<double> vals{d.allocator_ms, d.slicing_ms, d.floor_ms, d.target_ms};
  const auto x = positions(vals.size());
  std::vector<Color> colours;
  for (const char* c : {"amber-500", "emerald-500", "red-600", "slate-500"}) colours.push_back(th.color(c));
  floor.bar(x, vals, {.width = 0.45, .colors = colours, .edgecolor = th.color("slate-800"), .linewidth = 1.0});
  floor.set_xticks(x, {"Allocator\nDecision", "Slicing\nOverhead", pyformat("Total Floor\n({:.2f} ms)", {d.floor_ms}),
                       pyformat("Target SLA\n({:.2f} ms)", {d.target_ms})});
  floor.set_ylabel("Latency (ms)");
  floor.set_title(pyformat("Failure Regime 3: Sub-{:g}ms Micro-Deadlines", {d.target_ms}));
  floor.axhline(d.target_ms, {.color = th.color("slate-500"), .linestyle = ":"});
  for (std::size_t i = 0; i < x.size(); ++i)
    floor.text({x[i], vals[i] + 0.02}, pyformat("{:.2f}ms", {vals[i]}),
               {.props = {.size = 8.5, .weight = FontWeight::Bold, .ha = HAlign::Center}});
  floor.set_ylim(0, 0.95);

  fig.suptitle("Figure 14: Counter-Hypothesis & Architectural Boundary Conditions", {.size = 12});
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
