// Figure 1: per-tensor stacked bars of the two bf16 byte-marginal entropies, grouped by tensor
// category with thin separators, against the raw 16 bits per value.
#include "figures.hpp"
#include "paper/limits.hpp"
#include "paper/template.hpp"

namespace weightcodec {

using namespace libplot;

Figure fig1(const Fig1Data& d, const paper::Section& words, const Theme& th, paper::Notes& notes) {
  const paper::Section s = words.at("fig1");
  const double raw_bits = s.number("raw_bits");
  const paper::Limits ylim = s.limits("ylim");
  Figure fig(th, {.width = 12, .height = 5});
  Axes& ax = fig.axes();
  // matplotlib lists lines before bar containers in a legend: add the reference line first.
  ax.axhline(raw_bits, {.color = th.color("reference"),
                        .linewidth = 0.8,
                        .linestyle = "--",
                        .label = paper::format(s.tmpl("raw_label", {"raw_bits"}), {{"raw_bits", raw_bits}})});
  std::vector<double> x, h1, h0, ticks;
  std::vector<std::string> names;
  for (const auto& g : d.groups) {
    const double start = static_cast<double>(x.size());
    for (const auto& b : g.bars) {
      x.push_back(static_cast<double>(x.size()));
      h1.push_back(b.h_byte1);
      h0.push_back(b.h_byte0);
    }
    const double end = static_cast<double>(x.size());
    ticks.push_back((start + end - 1) / 2);
    names.push_back(g.category);
    ax.axvline(end - 0.5, {.color = th.color("separator"), .linewidth = 0.5, .zorder = 0});
  }
  ax.bar(x, h1, {.color = th.color("byte1"), .label = s.text("byte1_label")});
  ax.bar(x, h0, {.bottom = h1, .color = th.color("byte0"), .label = s.text("byte0_label")});
  ax.set_xticks(ticks, names);
  ax.set_xlim(-0.5, static_cast<double>(x.size()) - 0.5);
  std::vector<double> tops{raw_bits};  // the stacks' tops and the raw line
  for (std::size_t i = 0; i < h1.size(); ++i) tops.push_back(h1[i] + h0[i]);
  paper::keep_limits(ax, paper::Axis::Y, ylim.low, ylim.high, tops, notes, "fig1");
  ax.set_ylabel(s.text("ylabel"));
  ax.set_xlabel(s.text("xlabel"));
  ax.set_title(s.text("title"));
  // The seed's place over the bars' bodies, unless a bar end (other data: lower stacks) comes
  // under it; then the nearest place clear of the ends and the raw line.
  ax.legend(
      {.loc = "lower right", .fontsize = 8, .framealpha = 0.9, .avoid_data = true, .over_bar_bodies = true});
  return fig;
}

void dotted_grid(Axes& ax, double alpha, const char* which) {
  ax.grid({.which = which, .linestyle = Dash(":"), .alpha = alpha});
}

}  // namespace weightcodec
