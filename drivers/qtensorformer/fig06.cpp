// Figure 6: stored KV footprint (bars) and decode latency (twin-axis line) per attention layout.
#include "paper/template.hpp"
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig06(const GqaAudit& d, const paper::Section& words, const Theme& th) {
  const paper::Section s = words.at("figure6");
  Figure fig(th, {.width = 8.5, .height = 4.5});
  Axes& ax = fig.axes();
  const auto x = positions(d.configs.size());
  const double width = 0.35;
  std::vector<double> left, right;
  for (double v : x) {
    left.push_back(v - width / 2);
    right.push_back(v + width / 2);
  }
  ax.bar(left, d.stored_kb,
         {.width = width,
          .color = th.color("blue-500"),
          .label =
              paper::format(s.tmpl("stored_label", {}, {"seq_len"}), {{"seq_len", std::string(d.seq_len)}})});
  Axes& lat = ax.twinx();
  lat.plot(right, d.decode_ms,
           {.color = th.color("red-500"), .linewidth = 2, .marker = "o", .label = s.text("decode_label")});
  ax.set_xticks(x, d.configs);
  ax.set_ylabel(s.text("ylabel"));
  lat.set_ylabel(s.text("decode_ylabel"));
  ax.set_title(s.text("title"));
  ax.legend(
      {.loc = "upper right", .also_from = {&lat}, .avoid_data = true});  // off both axes' data on other data
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
