// Figure 7: KV cache rate-distortion curves, fidelity against compression ratio (log x).
#include "paper/limits.hpp"
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig07(const KvRateDistortion& d, const paper::Section& words, const Theme& th, paper::Notes& notes) {
  const paper::Section sp = words.at("figure7");
  const paper::Limits ylim = sp.limits("ylim");
  struct Style {
    const char* marker;
    const char* colour;
    const char* dash;
    double width;
  };
  // In the order of d.policies (the spec's, the seed's: FIFO, attention sink, INT8, INT4, ours).
  const Style styles[] = {{"x", "slate-500", ":", 1.5},
                          {"^", "amber-600", "-.", 1.5},
                          {"s", "emerald-600", "--", 1.5},
                          {"d", "violet-600", "--", 1.5},
                          {"o", "blue-600", "-", 2.5}};
  Figure fig(th, {.width = 8.5, .height = 4.8});
  Axes& ax = fig.axes();
  for (std::size_t i = 0; i < d.policies.size(); ++i) {
    const Style& s = styles[i % std::size(styles)];
    ax.plot(d.ratios, d.policies[i].fidelity,
            {.color = th.color(s.colour),
             .linewidth = s.width,
             .linestyle = s.dash,
             .marker = s.marker,
             .label = d.policies[i].label});
  }
  ax.set_xscale(Scale::log());
  ax.set_xlabel(sp.text("xlabel"));
  ax.set_ylabel(sp.text("ylabel"));
  ax.set_title(sp.text("title"));
  std::vector<double> ys;
  for (const auto& p : d.policies) ys.insert(ys.end(), p.fidelity.begin(), p.fidelity.end());
  paper::keep_limits(ax, paper::Axis::Y, ylim.low, ylim.high, ys, notes, sp.text("title"));
  // The seed's corner, unless other data run through it: then the nearest free place.
  ax.legend({.loc = "lower left", .avoid_data = true});
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
