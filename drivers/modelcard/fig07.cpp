// Figure 07: the dedicated runtime — what full specialisation buys, before and after the port.
#include <algorithm>
#include <numeric>

#include "libplot/ticker.hpp"
#include "modelcard.hpp"
#include "paper/limits.hpp"
#include "paper/template.hpp"

namespace modelcard {

using namespace libplot;

// A bar's tick-label fields: its cut and its token count, with the count's words ("1 token").
static paper::Fields tick_fields(const Runtime::Row& row) {
  paper::Fields fields{{"cut", row.cut}};
  paper::add_count(fields, "tokens", row.tokens);
  return fields;
}

// Paired bars (before grey, after coloured) with the change written above each "after" bar:
// "−22%" for a speed-up, "+16%" for a slowdown.
static void paired(Axes& ax, const std::vector<Runtime::Row>& rows, const Panel& panel, const Color& after,
                   const Theme& th, paper::Notes& notes) {
  const double w = 0.36;
  std::vector<double> x(rows.size()), xl, xr, a, b;
  std::iota(x.begin(), x.end(), 0.0);
  std::vector<std::string> labels;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    xl.push_back(x[i] - w / 2 - 0.01);
    xr.push_back(x[i] + w / 2 + 0.01);
    a.push_back(rows[i].before_ms);
    b.push_back(rows[i].after_ms);
    // The tick label, a template of the row's fields ("{cut}\n{tokens:.0f} tokens").
    labels.push_back(panel.say("tick_label", tick_fields(rows[i])));
  }
  ax.bar(xl, a, {.width = w, .color = th.color("muted"), .zorder = 3, .label = panel.series.at(0)});
  ax.bar(xr, b, {.width = w, .color = after, .zorder = 3, .label = panel.series.at(1)});
  for (std::size_t i = 0; i < rows.size(); ++i)
    ax.annotate(change_label(a[i], b[i], panel.reduction_decimals), {xr[i], b[i]},
                {.xytext = Point{0, 4},
                 .textcoords = Coord::OffsetPoints,
                 .props = {.size = 8, .weight = FontWeight::Semibold, .color = after, .ha = HAlign::Center}});
  ax.set_xticks(x, labels);
  if (!panel.xlabel.empty()) ax.set_xlabel(panel.xlabel);
  ax.set_ylabel(panel.ylabel);
  std::vector<double> all = a;
  all.insert(all.end(), b.begin(), b.end());
  paper::keep_limits(ax, paper::Axis::Y, panel.ylim->first, panel.ylim->second, all, notes, panel.title,
                     0.15);  // room for the change labels above the bars
  ax.set_title(panel.title);
}

// What the words may state about a panel's rows: how many there are, the blocks every timing is a
// median of (when all rows give the same number), whether every output is bit-identical.
static paper::Fields facts07(const std::vector<Runtime::Row>& rows) {
  paper::Fields f;
  paper::add_count(f, "rows", static_cast<double>(rows.size()));
  std::optional<double> blocks = rows.front().blocks;
  bool identical = true;
  for (const auto& r : rows) {
    if (r.blocks != blocks) blocks.reset();
    identical = identical && r.bit_identical.value_or(false);  // v3_vs_v2 rows claim nothing
  }
  f["blocks"] = blocks ? paper::FieldValue(*blocks) : paper::absent;
  f["all_bit_identical"] = paper::holds(identical);
  return f;
}

Figure fig07(const Runtime& data, const Theme& th, paper::Notes& notes) {
  Runtime d = data;
  // The window sweep is an ordered quantity on a category axis: bars go by token count whatever the
  // records' order (stable, so equal counts keep theirs). The port's cuts are names: record order.
  std::stable_sort(d.v3_vs_v2.begin(), d.v3_vs_v2.end(),
                   [](const Runtime::Row& l, const Runtime::Row& r) { return l.tokens < r.tokens; });
  const paper::Fields v3_facts = facts07(d.v3_vs_v2), port_facts = facts07(d.port);
  d.v3_panel = said(d.v3_panel, v3_facts);
  d.port_panel = said(d.port_panel, port_facts);
  d.figure = said(d.figure, {});
  Figure fig(th, {.width = 11.0, .height = 4.3});
  auto axes = fig.subplots({.nrows = 1, .ncols = 2, .width_ratios = {1.25, 1.0}, .wspace = 0.22});

  Axes& v3 = *axes[0];
  bare(v3, th);
  paired(v3, d.v3_vs_v2, d.v3_panel, th.color("aqua"), th, notes);
  v3.legend({.loc = "upper left", .fontsize = 8, .avoid_data = true});

  Axes& port = *axes[1];
  bare(port, th);
  paired(port, d.port, d.port_panel, th.color("orange"), th, notes);
  std::vector<std::string> labels;
  for (const auto& r : d.port) labels.push_back(d.port_panel.say("tick_label", tick_fields(r)));
  port.set_xticklabels(labels, {.size = 8});
  port.legend({.loc = "upper right", .fontsize = 8, .avoid_data = true});
  if (const auto& n = d.port_panel.note)
    if (const auto text = paper::fill(n->text, port_facts))
      // Where the words put it, unless other data put bars or labels there: then the nearest free place.
      port.annotate(*text, {n->x, n->y},
                    {.xycoords = Coord::AxesFraction,
                     .props = {.size = 8, .color = th.color("ink2"), .va = VAlign::Top},
                     .avoid_data = true});

  fig.suptitle(d.figure.suptitle, {.size = 11.5, .weight = FontWeight::Semibold}, 0.985);
  footer(fig, d.figure.footer, 0.030, 0.032);  // the seed's fig.text positions
  fig.subplots_adjust({.left = 0.065, .right = 0.985, .bottom = 0.215, .top = 0.845, .wspace = 0.22});
  return fig;
}

}  // namespace modelcard
