// Figure 11: latency breakdown by sub-system, prefill and decode, as two pies.
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig11(const LatencyBreakdown& d, const paper::Section& words, const Theme& th) {
  const paper::Section s = words.at("figure11");
  const std::string autopct = s.text("autopct");  // libplot's pie autopct: a pyformat template of one value
  try {
    pyformat(autopct, {1.0});
  } catch (const std::invalid_argument& e) {
    s.bad("autopct", std::string(": ") + e.what());
  }
  static const char* const palette[] = {"blue-500", "violet-500", "pink-500", "amber-500", "emerald-500", "slate-500"};
  std::vector<Color> colours;
  for (std::size_t i = 0; i < d.labels.size(); ++i) colours.push_back(th.color(palette[i % std::size(palette)]));
  const PieOptions pie{.labels = d.labels, .colors = colours, .autopct = autopct, .startangle = 140, .textprops = {.size = 8}};
  Figure fig(th, {.width = 10, .height = 4.5});
  auto axes = fig.subplots({.nrows = 1, .ncols = 2});
  axes[0]->pie(d.prefill_pct, pie);
  axes[0]->set_title(s.text("prefill_title"));
  axes[1]->pie(d.decode_pct, pie);
  axes[1]->set_title(s.text("decode_title"));
  fig.suptitle(s.text("suptitle"), {.size = 12});
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
