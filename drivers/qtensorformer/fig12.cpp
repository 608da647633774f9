// Figure 12: roofline of each hardware (log-log) with the paper's operating point.
#include <algorithm>
#include <cmath>

#include "paper/template.hpp"
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig12(const Roofline& d, const paper::Section& words, const Theme& th) {
  const paper::Section s = words.at("figure12");
  const paper::OffsetPt note_offset = s.offset_pt("note_offset_pt");
  const char* const colours[] = {"emerald-500", "blue-500"};
  // Attainable TFLOPS at an intensity: min(peak, intensity x bandwidth), GB/s -> TB/s.
  auto attainable = [](const Roofline::Hardware& h, double ai) {
    return std::min(h.peak_tflops, ai * h.bandwidth_gbs / 1e3);
  };
  // The spec's axis (the seed's: 200 points log-spaced over 10^-1 .. 10^3), as numpy's logspace.
  const paper::Limits range = s.limits("intensity_log10_range");
  const auto points = s.integer("intensity_points");
  if (points < 2 || points > 100000) s.bad("intensity_points", "must be 2 to 100000");
  const double lo = range.low, span = range.high - range.low;
  std::vector<double> ai;
  for (int i = 0; i < points; ++i)
    ai.push_back(std::pow(10.0, lo + span * i / static_cast<double>(points - 1)));

  Figure fig(th, {.width = 8.5, .height = 4.8});
  Axes& ax = fig.axes();
  for (std::size_t k = 0; k < d.hardware.size(); ++k) {
    const auto& h = d.hardware[k];
    std::vector<double> perf;
    for (double a : ai) perf.push_back(attainable(h, a));
    ax.plot(
        ai, perf,
        {.color = th.color(colours[k % 2]),
         .linewidth = 2,
         .label = paper::format(
             s.tmpl("hardware_label", {"peak_tflops", "bandwidth_gbs"}, {"hardware"}),
             {{"peak_tflops", h.peak_tflops}, {"bandwidth_gbs", h.bandwidth_gbs}, {"hardware", h.name}})});
  }
  // The operating point on every roofline; the note points at the lowest of them.
  double lowest = INFINITY;
  bool compute_bound = true, memory_bound = true;  // on every hardware
  for (const auto& h : d.hardware) {
    const double p = attainable(h, d.intensity);
    ax.scatter(std::vector<double>{d.intensity}, std::vector<double>{p},
               {.sizes = {100}, .color = th.color("red-600"), .zorder = 5});
    lowest = std::min(lowest, p);
    if (d.intensity * h.bandwidth_gbs / 1e3 >= h.peak_tflops) memory_bound = false;
    else compute_bound = false;
  }
  const paper::Section bounds = s.at("bound");
  const std::string bound = bounds.text(compute_bound ? "compute" : memory_bound ? "memory" : "mixed");
  // Where the seed wrote the note (data: intensity x intensity_times, tflops), drawn there in
  // matplotlib-compat mode: it fits only the sample data.
  const paper::Section seed_note = s.at("seed_note_at");
  const double seed_times = seed_note.number("intensity_times"), seed_tflops = seed_note.number("tflops");
  if (!(seed_times > 0) || !(seed_tflops > 0)) s.bad("seed_note_at", "must be positive (a log-log axes)");
  ax.annotate(
      paper::format(s.tmpl("operating_point_label", {"intensity"}, {"system", "bound"}),
                    {{"intensity", d.intensity}, {"system", d.system}, {"bound", std::string(bound)}}),
      {d.intensity, lowest},
      // Below and right of the point by a fixed distance in points (the seed put it at
      // a multiple of the intensity and a fixed TFLOPS, which only fits this data; compat
      // mode does so).
      {.xytext = Point{note_offset.x, note_offset.y},
       .textcoords = Coord::OffsetPoints,
       .props = {.size = 8.5, .weight = FontWeight::Bold, .color = th.color("red-800")},
       .arrow = ArrowProps{.style = "->", .color = th.color("red-600")},
       // A point near the right end would push the note across the frame: the x limit
       // grows instead (the y limit does for every text anchored to data).
       .headroom_x = true,
       .compat_xytext = Point{d.intensity * seed_times, seed_tflops}});
  ax.set_xscale(Scale::log());
  ax.set_yscale(Scale::log());
  ax.set_xlabel(s.text("xlabel"));
  ax.set_ylabel(s.text("ylabel"));
  ax.set_title(s.text("title"));
  ax.legend({.loc = "lower right"});
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
