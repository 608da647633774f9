// Figure 08: reading wider does not help — macro F1 against the inference window, log base 2.
#include <algorithm>
#include <set>

#include "libplot/ticker.hpp"
#include "modelcard.hpp"
#include "paper/limits.hpp"
#include "paper/template.hpp"

namespace modelcard {

using namespace libplot;

Figure fig08(const WindowSweep& d, const Floor& floor, const Theme& th, paper::Notes& notes) {
  Figure fig(th, {.width = 7.8, .height = 4.7});
  Axes& ax = fig.axes();
  bare(ax, th, "both");
  const Panel& p = d.figure;
  double widest = 0;
  std::set<double> windows;
  for (const auto& m : d.models)
    for (double w : m.window) {
      widest = std::max(widest, w);
      windows.insert(w);
    }
  bool first_range = true;
  for (const auto& m : d.models) {
    const Color c = th.color(m.colour);
    ax.plot(m.window, m.macro_f1, {.color = c, .linewidth = 2, .marker = "o", .markersize = 6,
                                   .markeredgecolor = th.color("surface"), .markeredgewidth = 1.4,
                                   .zorder = 4, .label = m.label});
    // A model whose context is shorter than the sweep stops at its position limit (the seed's
    // offset, in points).
    if (m.context < widest)
      ax.annotate(p.text("position_limit", "position limit"), {m.window.back(), m.macro_f1.back()},
                  {.xytext = Point{9, -2}, .textcoords = Coord::OffsetPoints,
                   .props = {.size = 7.5, .color = c, .va = VAlign::Center}});
    if (!m.delta_note.empty()) {
      // The change across the sweep; the first model marked "with_range" also names the range.
      const bool range = m.delta_note == "with_range" && first_range;
      if (range) first_range = false;
      const std::string s = paper::with_minus(paper::format(
          range ? p.text("delta_range", "{delta:+.4f}\nover {first:,.0f}\u2192{last:,.0f}") : p.text("delta", "{delta:+.4f}"),
          {{"delta", m.macro_f1.back() - m.macro_f1.front()}, {"first", m.window.front()}, {"last", m.window.back()}},
          p.where));
      ax.annotate(s, {m.window.back(), m.macro_f1.back()},
                  {.xytext = Point{12, 0}, .textcoords = Coord::OffsetPoints,
                   .props = {.size = 8, .color = c, .ha = HAlign::Left, .va = VAlign::Center}});
    }
  }
  const Color muted = th.color("muted");
  ax.axhline(floor.macro_f1, {.color = muted, .linewidth = 1.2, .linestyle = Dash(0, {4, 3}), .zorder = 2});
  floor_label(ax, floor.label, 0.015, floor.macro_f1, p, {.size = 7.5, .color = muted});
  ax.set_xscale(Scale::log(p.log_base.value_or(10)));
  std::vector<double> ticks(windows.begin(), windows.end());
  std::vector<std::string> labels;
  for (double t : ticks) labels.push_back(paper::format(p.text("window_tick", "{window:,.0f}"), {{"window", t}}, p.where));
  ax.set_xticks(ticks, labels);
  std::vector<double> xs, ys;
  for (const auto& m : d.models) {
    xs.insert(xs.end(), m.window.begin(), m.window.end());
    ys.insert(ys.end(), m.macro_f1.begin(), m.macro_f1.end());
  }
  if (p.xlim) paper::keep_limits(ax, paper::Axis::X, p.xlim->first, p.xlim->second, xs, notes, p.title);
  if (const auto yl = ylim_of(p, floor)) paper::keep_limits(ax, paper::Axis::Y, yl->first, yl->second, ys, notes, p.title);
  ax.set_xlabel(p.xlabel);
  ax.set_ylabel(p.ylabel);
  ax.set_title(p.title);
  ax.legend({.loc = "upper right", .fontsize = 8});
  footer(fig, p.footer, 0.006, 0.026);  // the seed's fig.text positions
  fig.subplots_adjust({.left = 0.105, .right = 0.985, .bottom = 0.235, .top = 0.925});
  return fig;
}

}  // namespace modelcard
