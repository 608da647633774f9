// Figure 08: reading wider does not help — macro F1 against the inference window, log base 2.
#include <algorithm>
#include <cmath>
#include <set>

#include "libplot/ticker.hpp"
#include "modelcard.hpp"
#include "paper/limits.hpp"
#include "paper/template.hpp"

namespace modelcard {

using namespace libplot;

// What the words may state, each only when the records bear it out:
//   wider_never_helps   every model that reads the whole sweep scores best at its narrowest window;
//   same_loss           exactly two such models, whose changes across the sweep differ by at most
//                       same_loss_within; same_loss_context is the shorter context of the two;
//   thresholds          "qwen 0.20→0.05, ...": every model with a selected threshold at both ends
//                       (thresholds_fall: there is one, and each falls);
//   windows_first/last  windows read at the sweep's ends (windows_collapse: fewer at the widest);
//   split_docs, and the figure record's facts (seed, trained_window, trained_stride).
static paper::Fields facts08(const WindowSweep& d, const Floor& floor, double narrowest, double widest) {
  const Panel& p = d.figure;
  paper::Fields f;
  std::vector<const WindowSweep::Model*> full;
  for (const auto& m : d.models)
    if (m.context >= widest) full.push_back(&m);
  bool never_helps = !full.empty();
  for (const auto* m : full)
    for (double v : m->macro_f1) never_helps = never_helps && v <= m->macro_f1.front();
  f["wider_never_helps"] = paper::holds(never_helps);
  f["same_loss"] = paper::absent;
  f["same_loss_context"] = paper::absent;
  if (full.size() == 2) {
    const auto change = [](const WindowSweep::Model* m) { return m->macro_f1.back() - m->macro_f1.front(); };
    if (std::abs(change(full[0]) - change(full[1])) <= *p.same_loss_within) {
      f["same_loss"] = paper::holds(true);
      f["same_loss_context"] = std::min(full[0]->context, full[1]->context);
    }
  }
  std::string thresholds;
  bool fall = true;
  for (const auto& m : d.models) {
    if (m.threshold.empty() || !m.threshold.front() || !m.threshold.back() || m.short_name.empty()) continue;
    fall = fall && *m.threshold.back() < *m.threshold.front();
    thresholds +=
        (thresholds.empty() ? "" : ", ") +
        p.say("threshold_change",
              {{"model", m.short_name}, {"first", *m.threshold.front()}, {"last", *m.threshold.back()}});
  }
  f["thresholds"] = thresholds.empty() ? paper::absent : paper::FieldValue(thresholds);
  f["thresholds_fall"] = paper::holds(!thresholds.empty() && fall);
  const auto narrow = d.window_counts.find(narrowest);
  const auto wide = d.window_counts.find(widest);
  const bool counts = narrow != d.window_counts.end() && wide != d.window_counts.end();
  f["windows_first"] = counts ? paper::FieldValue(narrow->second) : paper::absent;
  f["windows_last"] = counts ? paper::FieldValue(wide->second) : paper::absent;
  f["windows_collapse"] = paper::holds(counts && wide->second < narrow->second);
  f["split_docs"] = floor.split_docs;
  add_facts(f, p, {"seed", "trained_window", "trained_stride"});
  return f;
}

Figure fig08(const WindowSweep& d, const Floor& floor, const Theme& th, paper::Notes& notes) {
  Figure fig(th, {.width = 7.8, .height = 4.7});
  Axes& ax = fig.axes();
  bare(ax, th, "both");
  double widest = 0;
  std::set<double> windows;
  for (const auto& m : d.models)
    for (double w : m.window) {
      widest = std::max(widest, w);
      windows.insert(w);
    }
  const Panel p = said(d.figure, facts08(d, floor, *windows.begin(), widest));
  bool first_range = true;
  for (const auto& m : d.models) {
    const Color c = th.color(m.colour);
    ax.plot(m.window, m.macro_f1,
            {.color = c,
             .linewidth = 2,
             .marker = "o",
             .markersize = 6,
             .markeredgecolor = th.color("surface"),
             .markeredgewidth = 1.4,
             .zorder = 4,
             .label = m.label});
    // A model whose context is shorter than the sweep stops at its position limit (the seed's
    // offset, in points). Models ending at the same point would stack their labels there, and
    // another model's line may pass: the label then moves to the nearest free place.
    if (m.context < widest)
      ax.annotate(p.say("position_limit", {}), {m.window.back(), m.macro_f1.back()},
                  {.xytext = Point{9, -2},
                   .textcoords = Coord::OffsetPoints,
                   .props = {.size = 7.5, .color = c, .va = VAlign::Center},
                   .avoid_data = true});
    if (!m.delta_note.empty()) {
      // The change across the sweep; the first model marked "with_range" also names the range.
      const bool range = m.delta_note == "with_range" && first_range;
      if (range) first_range = false;
      const paper::Fields fields{{"delta", m.macro_f1.back() - m.macro_f1.front()},
                                 {"first", m.window.front()},
                                 {"last", m.window.back()}};
      const std::string s = paper::with_minus(range ? p.say("delta_range", fields) : p.say("delta", fields));
      ax.annotate(s, {m.window.back(), m.macro_f1.back()},
                  {.xytext = Point{12, 0},
                   .textcoords = Coord::OffsetPoints,
                   .props = {.size = 8, .color = c, .ha = HAlign::Left, .va = VAlign::Center},
                   .avoid_data = true});  // off the floor line or another model's line when one passes there
    }
  }
  const Color muted = th.color("muted");
  ax.axhline(floor.macro_f1, {.color = muted, .linewidth = 1.2, .linestyle = Dash(0, {4, 3}), .zorder = 2});
  floor_label(ax, floor.label, 0.015, floor.macro_f1, p, {.size = 7.5, .color = muted});
  ax.set_xscale(Scale::log(*p.log_base));
  std::vector<double> ticks(windows.begin(), windows.end());
  std::vector<std::string> labels;
  for (double t : ticks) labels.push_back(p.say("window_tick", {{"window", t}}));
  ax.set_xticks(ticks, labels);
  std::vector<double> xs, ys;
  for (const auto& m : d.models) {
    xs.insert(xs.end(), m.window.begin(), m.window.end());
    ys.insert(ys.end(), m.macro_f1.begin(), m.macro_f1.end());
  }
  paper::keep_limits(ax, paper::Axis::X, p.xlim->first, p.xlim->second, xs, notes, p.title);
  const Range yl = floor_ylim(p, floor);
  paper::keep_limits(ax, paper::Axis::Y, yl.first, yl.second, ys, notes, p.title);
  ax.set_xlabel(p.xlabel);
  ax.set_ylabel(p.ylabel);
  ax.set_title(p.title);
  ax.legend({.loc = "best",
             .fontsize = 8});  // the seed's "upper right" where that is free (it is on the paper's data)
  footer(fig, p.footer, 0.006, 0.026);  // the seed's fig.text positions
  fig.subplots_adjust({.left = 0.105, .right = 0.985, .bottom = 0.235, .top = 0.925});
  return fig;
}

}  // namespace modelcard
