// Figure 13: quality against latency of the compared systems, and the hypervolume advantage.
#include "paper/template.hpp"
#include "paper/limits.hpp"
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig13(const Pareto& d, const paper::Section& words, const Theme& th, paper::Notes& notes) {
  const paper::Section sp = words.at("figure13");
  const paper::OffsetPt label_offset = sp.offset_pt("label_offset_pt");
  const paper::Limits advantage_ylim = sp.limits("advantage_ylim");
  Figure fig(th, {.width = 10, .height = 4.5});
  auto axes = fig.subplots({.nrows = 1, .ncols = 2});

  Axes& front = *axes[0];
  std::vector<double> lat, q;
  std::vector<std::string> full_names;
  for (const auto& s : d.systems) {
    front.scatter(
        std::vector<double>{s.latency_ms}, std::vector<double>{s.quality},
        {.sizes = {s.ours ? 130.0 : 70.0}, .color = s.color, .marker = s.ours ? "*" : "o", .zorder = 5});
    lat.push_back(s.latency_ms);
    q.push_back(s.quality);
    full_names.push_back(s.name);
  }
  front.point_labels(lat, q, short_names(sp, full_names),
                     {.props = {.size = 8}, .compat_offset = Point{label_offset.x, label_offset.y}});
  front.set_xlabel(sp.text("frontier_xlabel"));
  front.set_ylabel(sp.text("frontier_ylabel"));
  front.set_title(sp.text("frontier_title"));

  Axes& hv = *axes[1];
  const auto x = positions(d.dims.size());
  const BarContainer bars = hv.bar(
      x, d.advantage_pct,
      {.width = 0.55, .color = th.color("blue-500"), .edgecolor = th.color("slate-800"), .linewidth = 1.0});
  hv.set_xticks(x, d.dims);
  hv.set_ylabel(sp.text("advantage_ylabel"));
  hv.set_title(sp.text("advantage_title"));
  std::vector<std::string> labels;
  for (double v : d.advantage_pct)
    labels.push_back(
        paper::format(sp.tmpl("advantage_value_label", {"advantage_pct"}), {{"advantage_pct", v}}));
  hv.bar_label(bars, {.labels = labels, .padding = 3, .props = {.size = 8, .weight = FontWeight::Bold}});
  paper::keep_limits(hv, paper::Axis::Y, advantage_ylim.low, advantage_ylim.high, d.advantage_pct, notes,
                     sp.text("advantage_title"), 0.15);  // room for the value labels
  hv.tick_params({.axis = "x", .rotation = 15, .ha = HAlign::Right});

  fig.suptitle(sp.text("suptitle"), {.size = 12});
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
