// Figure 5: measured latency and DRAM traffic per nested rank.
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig05(const AdaptiveRank& d, const Spec& spec, const Theme& th) {
  const auto& s = spec.figure5;
  Figure fig(th, {.width = 10, .height = 4.2});
  auto axes = fig.subplots({.nrows = 1, .ncols = 2});
  Axes& lat = *axes[0];
  lat.plot(d.ranks, d.latency_ms, {.color = th.color("emerald-600"), .linewidth = 2.2, .marker = "o"});
  lat.set_xlabel(s.xlabel);
  lat.set_ylabel(s.latency_ylabel);
  lat.set_title(s.latency_title);
  lat.set_xticks(d.ranks);
  Axes& traffic = *axes[1];
  traffic.plot(d.ranks, d.traffic_kb, {.color = th.color("amber-600"), .linewidth = 2.2, .marker = "s"});
  traffic.set_xlabel(s.xlabel);
  traffic.set_ylabel(s.traffic_ylabel);
  traffic.set_title(s.traffic_title);
  traffic.set_xticks(d.ranks);
  fig.suptitle(s.suptitle, {.size = 12});
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
