// Figure 7: KV cache rate-distortion curves, fidelity against compression ratio (log x).
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig07(const KvRateDistortion& d, const Theme& th) {
  struct Style { const char* label; const char* marker; const char* colour; const char* dash; double width; };
  // In the order of d.policies (the seed's).
  const Style styles[] = {{"FIFO Eviction", "x", "slate-500", ":", 1.5},
                          {"Attention Sink (StreamingLLM)", "^", "amber-600", "-.", 1.5},
                          {"Uniform INT8", "s", "emerald-600", "--", 1.5},
                          {"Uniform INT4", "d", "violet-600", "--", 1.5},
                          {"Adaptive Q-TensorFormer KV (Ours)", "o", "blue-600", "-", 2.5}};
  Figure fig(th, {.width = 8.5, .height = 4.8});
  Axes& ax = fig.axes();
  for (std::size_t i = 0; i < d.policies.size() && i < std::size(styles); ++i) {
    const Style& s = styles[i];
    ax.plot(d.ratios, d.policies[i].fidelity,
            {.color = th.color(s.colour), .linewidth = s.width, .linestyle = s.dash, .marker = s.marker, .label = s.label});
  }
  ax.set_xscale(Scale::log());
  ax.set_xlabel("Compression Ratio (vs FP16)");
  ax.set_ylabel("Attention Output Cosine Fidelity");
  ax.set_title("Figure 7: KV Cache Rate-Distortion Curves across Compression Budgets");
  ax.set_ylim(-0.15, 1.05);
  ax.legend({.loc = "lower left"});
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
