// Figure 11: latency breakdown by sub-system, prefill and decode, as two pies.
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig11(const LatencyBreakdown& d, const Theme& th) {
  std::vector<Color> colours;
  for (const char* c : {"blue-500", "violet-500", "pink-500", "amber-500", "emerald-500", "slate-500"})
    colours.push_back(th.color(c));
  const PieOptions pie{.labels = {"TT-FFN", "Info State (z_t)", "Allocator", "Attention", "Slicing Overhead", "Norms/Res"},
                       .colors = colours, .autopct = "{:.1f}%", .startangle = 140, .textprops = {.size = 8}};
  Figure fig(th, {.width = 10, .height = 4.5});
  auto axes = fig.subplots({.nrows = 1, .ncols = 2});
  axes[0]->pie(d.prefill_pct, pie);
  axes[0]->set_title("Prefill Phase (T=128)");
  axes[1]->pie(d.decode_pct, pie);
  axes[1]->set_title("Decode Phase (T=1, cached)");
  fig.suptitle("Figure 11: Sub-millisecond Inference Latency Breakdown by Sub-system", {.size = 12});
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
