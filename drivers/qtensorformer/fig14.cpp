// Figure 14: where the architecture fails: large-batch prefill and sub-0.5 ms deadlines.
#include "paper/template.hpp"
#include "paper/limits.hpp"
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig14(const CounterHypothesis& d, const paper::Section& words, const Theme& th, paper::Notes& notes) {
  const paper::Section s = words.at("figure14");
  const paper::Limits deadline_ylim = s.limits("deadline_ylim");
  Figure fig(th, {.width = 10, .height = 4.2});
  auto axes = fig.subplots({.nrows = 1, .ncols = 2});

  Axes& batch = *axes[0];
  batch.plot(
      d.batches, d.dense_ms,
      {.color = th.color("emerald-600"), .linewidth = 2.2, .marker = "o", .label = s.text("dense_label")});
  batch.plot(d.batches, d.tt_ms,
             {.color = th.color("red-600"), .linewidth = 2.2, .marker = "s", .label = s.text("tt_label")});
  batch.set_xlabel(s.text("batch_xlabel"));
  batch.set_ylabel(s.text("batch_ylabel"));
  batch.set_title(s.text("batch_title"));
  batch.set_xticks(d.batches);
  batch.legend();

  Axes& floor = *axes[1];
  const std::vector<double> vals{d.allocator_ms, d.slicing_ms, d.floor_ms, d.target_ms};
  const auto x = positions(vals.size());
  std::vector<Color> colours;
  for (const char* c : {"amber-500", "emerald-500", "red-600", "slate-500"}) colours.push_back(th.color(c));
  const BarContainer bars = floor.bar(
      x, vals, {.width = 0.45, .colors = colours, .edgecolor = th.color("slate-800"), .linewidth = 1.0});
  const std::vector<std::string> bar_labels = s.texts("bar_labels", 4);  // allocator, slicing, floor, target
  for (std::size_t i = 0; i < bar_labels.size(); ++i)
    s.check_template("bar_labels[" + std::to_string(i) + "]", bar_labels[i], {"value"});
  std::vector<std::string> ticks;  // each label may show its bar's value
  for (std::size_t i = 0; i < vals.size(); ++i)
    ticks.push_back(paper::format(bar_labels.at(i), {{"value", vals[i]}}));
  floor.set_xticks(x, ticks);
  floor.set_ylabel(s.text("deadline_ylabel"));
  floor.set_title(paper::format(s.tmpl("deadline_title", {"target_ms"}), {{"target_ms", d.target_ms}}));
  floor.axhline(d.target_ms, {.color = th.color("slate-500"), .linestyle = ":"});
  std::vector<std::string> labels;
  for (double v : vals) labels.push_back(paper::format(s.tmpl("value_label", {"value"}), {{"value", v}}));
  floor.bar_label(bars, {.labels = labels, .padding = 3, .props = {.size = 8.5, .weight = FontWeight::Bold}});
  paper::keep_limits(floor, paper::Axis::Y, deadline_ylim.low, deadline_ylim.high, vals, notes,
                     paper::format(s.tmpl("deadline_title", {"target_ms"}), {{"target_ms", d.target_ms}}),
                     0.15);  // room for the value labels

  fig.suptitle(s.text("suptitle"), {.size = 12});
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
