// Figure 08: reading wider does not help — macro F1 against the inference window, log base 2.
#include <algorithm>
#include <set>

#include "libplot/ticker.hpp"
#include "modelcard.hpp"

namespace modelcard {

using namespace libplot;

Figure fig08(const WindowSweep& d, const Floor& floor, const Theme& th) {
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
    // A model whose context is shorter than the sweep stops at its position limit.
    if (m.context < widest)
      ax.annotate("position limit", {m.window.back(), m.macro_f1.back()},
                  {.xytext = Point{9, -2}, .textcoords = Coord::OffsetPoints,
                   .props = {.size = 7.5, .color = c, .va = VAlign::Center}});
    if (!m.delta_note.empty()) {
      std::string s = with_minus(pyformat("{:+.4f}", {m.macro_f1.back() - m.macro_f1.front()}));
      if (m.delta_note == "with_range" && first_range) {
        s += pyformat("\nover {:,.0f}\u2192{:,.0f}", {m.window.front(), m.window.back()});
        first_range = false;
      }
      ax.annotate(s, {m.window.back(), m.macro_f1.back()},
                  {.xytext = Point{12, 0}, .textcoords = Coord::OffsetPoints,
                   .props = {.size = 8, .color = c, .ha = HAlign::Left, .va = VAlign::Center}});
    }
  }
  const Color muted = th.color("muted");
  ax.axhline(floor.macro_f1, {.color = muted, .linewidth = 1.2, .linestyle = Dash(0, {4, 3}), .zorder = 2});
  ax.annotate(floor.label, {0.015, floor.macro_f1 + p.floor_note_offset.value_or(0)},
              {.xycoords = {Coord::AxesFraction, Coord::Data}, .props = {.size = 7.5, .color = muted}});
  ax.set_xscale(Scale::log(p.log_base.value_or(10)));
  std::vector<double> ticks(windows.begin(), windows.end());
  std::vector<std::string> labels;
  for (double t : ticks) labels.push_back(pyformat("{:,.0f}", {t}));
  ax.set_xticks(ticks, labels);
  if (p.xlim) ax.set_xlim(p.xlim->first, p.xlim->second);
  if (p.ylim) ax.set_ylim(p.ylim->first, p.ylim->second);
  ax.set_xlabel(p.xlabel);
  ax.set_ylabel(p.ylabel);
  ax.set_title(p.title);
  ax.legend({.loc = "upper right", .fontsize = 8});
  footer(fig, p.footer, {0.058, 0.032, 0.006});
  fig.subplots_adjust({.left = 0.105, .right = 0.985, .bottom = 0.235, .top = 0.925});
  return fig;
}

}  // namespace modelcard
