// Figure 12: roofline of each hardware (log-log) with the paper's operating point.
#include <algorithm>
#include <cmath>

#include "libplot/ticker.hpp"
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig12(const Roofline& d, const Theme& th) {
  const char* const colours[] = {"emerald-500", "blue-500"};
  // Attainable TFLOPS at an intensity: min(peak, intensity x bandwidth), GB/s -> TB/s.
  auto attainable = [](const Roofline::Hardware& h, double ai) { return std::min(h.peak_tflops, ai * h.bandwidth_gbs / 1e3); };
  std::vector<double> ai;  // the seed's axis: 200 points log-spaced over 10^-1 .. 10^3
  for (int i = 0; i < 200; ++i) ai.push_back(std::pow(10.0, -1.0 + 4.0 * i / 199.0));

  Figure fig(th, {.width = 8.5, .height = 4.8});
  Axes& ax = fig.axes();
  for (std::size_t k = 0; k < d.hardware.size(); ++k) {
    const auto& h = d.hardware[k];
    std::vector<double> perf;
    for (double a : ai) perf.push_back(attainable(h, a));
    ax.plot(ai, perf, {.color = th.color(colours[k % 2]), .linewidth = 2,
                       .label = h.name + pyformat(" (Peak: {:g} TFLOPS, BW: {:g} GB/s)", {h.peak_tflops, h.bandwidth_gbs})});
  }
  // The operating point on every roofline; the note points at the lowest of them.
  double lowest = INFINITY;
  bool compute_bound = true, memory_bound = true;  // on every hardware
  for (const auto& h : d.hardware) {
    const double p = attainable(h, d.intensity);
    ax.scatter(std::vector<double>{d.intensity}, std::vector<double>{p}, {.sizes = {100}, .color = th.color("red-600"), .zorder = 5});
    lowest = std::min(lowest, p);
    if (d.intensity * h.bandwidth_gbs / 1e3 >= h.peak_tflops) memory_bound = false;
    else compute_bound = false;
  }
  const char* bound = compute_bound ? "Compute-Bound" : memory_bound ? "Memory-Bound" : "Mixed";
  ax.annotate(d.system + pyformat(" Operating Point\n(I = {:g} FLOPs/Byte, ", {d.intensity}) + bound + ")",
              {d.intensity, lowest},
              {.xytext = Point{d.intensity * 1.5, 0.5},
               .props = {.size = 8.5, .weight = FontWeight::Bold, .color = th.color("red-800")},
               .arrow = ArrowProps{.style = "->", .color = th.color("red-600")}});
  ax.set_xscale(Scale::log());
  ax.set_yscale(Scale::log());
  ax.set_xlabel("Arithmetic Intensity (FLOPs / Byte)");
  ax.set_ylabel("Attainable Performance (TFLOPS)");
  ax.set_title("Figure 12: Empirical Hardware Roofline Model Analysis");
  ax.legend({.loc = "lower right"});
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
