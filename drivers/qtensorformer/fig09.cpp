// Figure 9: routing churn and latency jitter per hysteresis threshold.
#include "libplot/ticker.hpp"
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig09(const Hysteresis& d, const Theme& th) {
  // The seed's tick label per tau key.
  static const std::pair<const char*, const char*> names[] = {
      {"tau_0.0", "0.0\n(None)"}, {"tau_0.05", "0.05\n(Weak)"}, {"tau_0.15", "0.15\n(Default)"}, {"tau_0.3", "0.30\n(Strong)"}};
  std::vector<std::string> labels;
  for (const auto& t : d.taus) {
    std::string l = t;
    for (const auto& [key, name] : names) if (t == key) l = name;
    labels.push_back(l);
  }
  std::vector<Color> colours;
  for (const char* c : {"red-500", "orange-500", "emerald-500", "emerald-600"}) colours.push_back(th.color(c));
  const BarOptions bars{.width = 0.5, .colors = colours, .edgecolor = th.color("slate-800"), .linewidth = 1.0};
  const TextProps value{.size = 8.5, .weight = FontWeight::Bold, .ha = HAlign::Center};
  const auto x = positions(d.taus.size());

  Figure fig(th, {.width = 9.5, .height = 4.2});
  auto axes = fig.subplots({.nrows = 1, .ncols = 2});
  Axes& churn = *axes[0];
  churn.bar(x, d.churn_pct, bars);
  churn.set_xticks(x, labels);
  churn.set_ylabel("Routing Churn Rate (%)");
  churn.set_title("Mode Switching Churn");
  for (std::size_t i = 0; i < x.size(); ++i)
    churn.text({x[i], d.churn_pct[i] + 1}, pyformat("{:.1f}%", {d.churn_pct[i]}), {.props = value});
  Axes& jitter = *axes[1];
  jitter.bar(x, d.jitter_ms, bars);
  jitter.set_xticks(x, labels);
  jitter.set_ylabel("Latency Std Dev / Jitter (ms)");
  jitter.set_title("Hardware Latency Jitter");
  for (std::size_t i = 0; i < x.size(); ++i)
    jitter.text({x[i], d.jitter_ms[i] + 0.005}, pyformat("{:.3f}ms", {d.jitter_ms[i]}), {.props = value});
  fig.suptitle("Figure 9: Anti-Chattering Hysteresis Stability (tau in {0, 0.05, 0.15, 0.30})", {.size = 12});
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
