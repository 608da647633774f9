// Figure 5: measured latency and DRAM traffic per nested rank.
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig05(const AdaptiveRank& d, const paper::Section& words, const Theme& th) {
  const paper::Section s = words.at("figure5");
  Figure fig(th, {.width = 10, .height = 4.2});
  auto axes = fig.subplots({.nrows = 1, .ncols = 2});
  // Two panels alike but for the series, its style and its words.
  const auto panel = [&](Axes& ax, const std::vector<double>& y, const char* colour, const char* marker,
                         const char* ylabel_key, const char* title_key) {
    ax.plot(d.ranks, y, {.color = th.color(colour), .linewidth = 2.2, .marker = marker});
    ax.set_xlabel(s.text("xlabel"));
    ax.set_ylabel(s.text(ylabel_key));
    ax.set_title(s.text(title_key));
    ax.set_xticks(d.ranks);
  };
  panel(*axes[0], d.latency_ms, "emerald-600", "o", "latency_ylabel", "latency_title");
  panel(*axes[1], d.traffic_kb, "amber-600", "s", "traffic_ylabel", "traffic_title");
  fig.suptitle(s.text("suptitle"), {.size = 12});
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
