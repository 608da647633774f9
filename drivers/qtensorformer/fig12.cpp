// Figure 12: roofline of each hardware (log-log) with the paper's operating point.
#include <algorithm>
#include <cmath>

#include "paper/template.hpp"
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig12(const Roofline& d, const Spec& spec, const Theme& th) {
  const auto& s = spec.figure12;
  const char* const colours[] = {"emerald-500", "blue-500"};
  // Attainable TFLOPS at an intensity: min(peak, intensity x bandwidth), GB/s -> TB/s.
  auto attainable = [](const Roofline::Hardware& h, double ai) { return std::min(h.peak_tflops, ai * h.bandwidth_gbs / 1e3); };
  // The spec's axis (the seed's: 200 points log-spaced over 10^-1 .. 10^3), as numpy's logspace.
  const double lo = s.intensity_log10.low, span = s.intensity_log10.high - s.intensity_log10.low;
  std::vector<double> ai;
  for (int i = 0; i < s.intensity_points; ++i) ai.push_back(std::pow(10.0, lo + span * i / (s.intensity_points - 1)));

  Figure fig(th, {.width = 8.5, .height = 4.8});
  Axes& ax = fig.axes();
  for (std::size_t k = 0; k < d.hardware.size(); ++k) {
    const auto& h = d.hardware[k];
    std::vector<double> perf;
    for (double a : ai) perf.push_back(attainable(h, a));
    ax.plot(ai, perf, {.color = th.color(colours[k % 2]), .linewidth = 2,
                       .label = paper::format(s.hardware_label, {{"peak_tflops", h.peak_tflops}, {"bandwidth_gbs", h.bandwidth_gbs}, {"hardware", h.name}})});
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
  const std::string& bound = compute_bound ? s.compute_bound : memory_bound ? s.memory_bound : s.mixed_bound;
  ax.annotate(paper::format(s.operating_point_label, {{"intensity", d.intensity}, {"system", d.system}, {"bound", std::string(bound)}}),
              {d.intensity, lowest},
              // Below and right of the point by a fixed distance in points (the seed put it at
              // a multiple of the intensity and a fixed TFLOPS, which only fits this data; compat
              // mode does so).
              {.xytext = Point{s.note_offset.x, s.note_offset.y},
               .textcoords = Coord::OffsetPoints,
               .props = {.size = 8.5, .weight = FontWeight::Bold, .color = th.color("red-800")},
               .arrow = ArrowProps{.style = "->", .color = th.color("red-600")},
               .compat_xytext = Point{d.intensity * s.seed_note_intensity_times, s.seed_note_tflops}});
  ax.set_xscale(Scale::log());
  ax.set_yscale(Scale::log());
  ax.set_xlabel(s.xlabel);
  ax.set_ylabel(s.ylabel);
  ax.set_title(s.title);
  ax.legend({.loc = "lower right"});
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
