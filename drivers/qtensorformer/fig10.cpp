// Figure 10: CPU simulation overhead of the quantum attention (log y) and the QPU latency budget.
#include "libplot/ticker.hpp"
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig10(const QuantumUtility& d, const Theme& th) {
  const TextProps value{.size = 8.5, .weight = FontWeight::Bold, .ha = HAlign::Center};
  const Color edge = th.color("slate-800");
  Figure fig(th, {.width = 9.5, .height = 4.2});
  auto axes = fig.subplots({.nrows = 1, .ncols = 2});

  Axes& sim = *axes[0];
  const std::vector<double> lats{d.sdpa_ms, d.surrogate_ms, d.statevector_ms};
  const auto x = positions(lats.size());
  sim.bar(x, lats, {.width = 0.5, .colors = {th.color("blue-500"), th.color("amber-500"), th.color("red-600")},
                    .edgecolor = edge, .linewidth = 1.0});
  sim.set_yscale(Scale::log());
  sim.set_xticks(x, {"Classical\nSDPA", "Classical\nSurrogate", "Statevector\n(PennyLane)"});
  sim.set_ylabel("CPU Forward Latency (ms, log scale)");
  sim.set_title("Classical CPU Simulation Overhead");
  for (std::size_t i = 0; i < x.size(); ++i)
    sim.text({x[i], lats[i] * 1.3}, pyformat("{:.3f}ms", {lats[i]}), {.props = value});

  Axes& qpu = *axes[1];
  const std::vector<double> at{0}, budget{d.threshold_ms};
  qpu.bar(at, budget, {.width = 0.35, .color = th.color("emerald-500"), .edgecolor = edge, .linewidth = 1.0});
  qpu.set_xticks(at, {"Physical QPU\nExecution Budget"});
  qpu.axhline(d.sdpa_reference_ms, {.color = th.color("blue-500"), .linestyle = ":",
                                    .label = pyformat("Classical SDPA ({:.3f} ms)", {d.sdpa_reference_ms})});
  qpu.set_ylabel("Latency Threshold (ms)");
  qpu.set_title("Required Physical QPU Latency");
  qpu.text({0, d.threshold_ms + 0.01},
           pyformat("T_QPU <= {:.3f} ms", {d.threshold_ms}) + (d.includes_readout ? "\n(Includes Readout)" : ""),
           {.props = value});
  qpu.legend();
  qpu.set_ylim(0, 0.32);

  fig.suptitle("Figure 10: Quantum Utility & Hardware Realism Disclosures", {.size = 12});
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
