// Figure 8: latency traces of three controllers through a step disturbance, against the SLA band.
#include "libplot/ticker.hpp"
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig08(const Controller& d, const Theme& th) {
  Figure fig(th, {.width = 9, .height = 4.5});
  Axes& ax = fig.axes();
  std::vector<double> steps;
  for (std::size_t i = 1; i <= d.pid_ms.size(); ++i) steps.push_back(static_cast<double>(i));
  ax.axvline(d.disturbance_step, {.color = th.color("red-600"), .linestyle = "--", .alpha = 0.7,
                                  .label = pyformat("Step Disturbance (SeqLen: {:.0f} -> {:.0f})", {d.seq_before, d.seq_after})});
  ax.axhline(d.target_ms, {.color = th.color("emerald-600"), .linewidth = 1.8, .linestyle = ":",
                           .label = pyformat("SLA Target ({:.2f} ms)", {d.target_ms})});
  const double tol = d.tolerance_pct / 100.0;
  const std::vector<double> lo(steps.size(), d.target_ms * (1 - tol)), hi(steps.size(), d.target_ms * (1 + tol));
  ax.fill_between(steps, lo, hi, {.color = th.color("emerald-500"), .alpha = 0.15,
                                  .label = pyformat("\u00b1{:g}% SLA Tolerance Band", {d.tolerance_pct})});
  ax.plot(steps, d.static_ms, {.color = th.color("slate-400"), .linestyle = ":",
                               .label = pyformat("Static Heuristic ({:g}% Violation)", {d.static_violation_pct})});
  ax.plot(steps, d.p_only_ms, {.color = th.color("amber-500"), .linestyle = "--", .label = "P-Only Controller (Chattering)"});
  ax.plot(steps, d.pid_ms, {.color = th.color("blue-600"), .linewidth = 2, .label = "PID Dual Controller (Fast SLA Convergence)"});
  ax.set_xlabel("Generation Step (Tokens)");
  ax.set_ylabel("Measured Latency (ms)");
  ax.set_title("Figure 8: Closed-Loop Dual Controller Step Disturbance Recovery");
  ax.legend({.loc = "upper left", .fontsize = 8.5, .avoid_data = true});
  ax.set_ylim(0.5, 2.9);
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
