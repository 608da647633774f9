// Figure 11: latency breakdown by sub-system, prefill and decode, as two pies.
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig11(const LatencyBreakdown& d, const paper::Section& words, const Theme& th, paper::Notes& notes) {
  const paper::Section s = words.at("figure11");
  const std::string autopct = s.text("autopct");  // libplot's pie autopct: a pyformat template of one value
  try {
    pyformat(autopct, {1.0});
  } catch (const std::invalid_argument& e) {
    s.bad("autopct", std::string(": ") + e.what());
  }
  const std::vector<Color> colours = category_colours(s, "category_colors", "figure11", d.keys, th, notes);
  const PieOptions pie{
      .labels = d.labels, .colors = colours, .autopct = autopct, .startangle = 140, .textprops = {.size = 8}};
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
