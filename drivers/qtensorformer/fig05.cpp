// Figure 5: measured latency and DRAM traffic per nested rank.
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig05(const AdaptiveRank& d, const Theme& th) {
  Figure fig(th, {.width = 10, .height = 4.2});
  auto axes = fig.subplots({.nrows = 1, .ncols = 2});
  Axes& lat = *axes[0];
  lat.plot(d.ranks, d.latency_ms, {.color = th.color("emerald-600"), .linewidth = 2.2, .marker = "o"});
  lat.set_xlabel("Active Rank");
  lat.set_ylabel("Forward Latency (ms)");
  lat.set_title("Measured Execution Latency");
  lat.set_xticks(d.ranks);
  Axes& traffic = *axes[1];
  traffic.plot(d.ranks, d.traffic_kb, {.color = th.color("amber-600"), .linewidth = 2.2, .marker = "s"});
  traffic.set_xlabel("Active Rank");
  traffic.set_ylabel("DRAM Traffic (KB / pass)");
  traffic.set_title("DRAM Memory Traffic");
  traffic.set_xticks(d.ranks);
  fig.suptitle("Figure 5: Measured Hardware Scaling across Nested Ranks", {.size = 12});
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
