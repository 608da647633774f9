// Figure 5: measured latency and DRAM traffic per nested rank.
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig05(const AdaptiveRank& d, const paper::Section& words, const Theme& th) {
  const paper::Section s = words.at("figure5");
  Figure fig(th, {.width = 10, .height = 4.2});
  auto axes = fig.subplots({.nrows = 1, .ncols = 2});
  Axes& lat = *axes[0];
  lat.plot(d.ranks, d.latency_ms, {.color = th.color("emerald-600"), .linewidth = 2.2, .marker = "o"});
  lat.set_xlabel(s.text("xlabel"));
  lat.set_ylabel(s.text("latency_ylabel"));
  lat.set_title(s.text("latency_title"));
  lat.set_xticks(d.ranks);
  Axes& traffic = *axes[1];
  traffic.plot(d.ranks, d.traffic_kb, {.color = th.color("amber-600"), .linewidth = 2.2, .marker = "s"});
  traffic.set_xlabel(s.text("xlabel"));
  traffic.set_ylabel(s.text("traffic_ylabel"));
  traffic.set_title(s.text("traffic_title"));
  traffic.set_xticks(d.ranks);
  fig.suptitle(s.text("suptitle"), {.size = 12});
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
