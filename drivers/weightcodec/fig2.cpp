// Figure 2: per-tensor achieved ratio against the atlas ceiling, two panels with y = x.
#include "figures.hpp"
#include "libplot/ticker.hpp"
#include "paper/limits.hpp"
#include "paper/template.hpp"
#include "paper/words.hpp"

namespace weightcodec {

using namespace libplot;

namespace {

void panel(Axes& ax, const std::vector<std::pair<double, double>>& pts, const paper::Section& p,
           const paper::Fields& constants, const Theme& th, paper::Notes& notes) {
  std::vector<double> xs, ys;
  for (const auto& [x, y] : pts) {
    xs.push_back(x);
    ys.push_back(y);
  }
  if (!pts.empty()) {
    ax.scatter(xs, ys,
               {.sizes = {14}, .color = th.color("points"), .edgecolor = parse_color("none"), .alpha = 0.55});
  }
  // The seed's square limits, widened (both axes alike, so y = x stays the diagonal) when a point
  // falls outside them.
  std::vector<double> all = xs;
  all.insert(all.end(), ys.begin(), ys.end());
  const std::string where = paper::format(p.tmpl("title", {"n"}), {{"n", static_cast<double>(pts.size())}});
  const paper::Limits lim = p.limits("lim");
  const auto [lo, hi] = paper::keep_limits(ax, paper::Axis::X, lim.low, lim.high, all, notes, where);
  paper::Notes same;  // the y note would repeat the x one
  paper::keep_limits(ax, paper::Axis::Y, lim.low, lim.high, all, same, where);
  const std::vector<double> line{lo, hi};
  ax.plot(
      line, line,
      {.color = th.color("reference"), .linewidth = 1.0, .linestyle = "--", .label = p.text("line_label")});
  ax.set_xlabel(paper::fill_or_empty(p.alternatives("xlabel"), constants));
  ax.set_ylabel(p.text("ylabel"));
  ax.set_title(where);
  ax.legend({.loc = "upper left", .avoid_data = true});  // off the points wherever other data put them
  dotted_grid(ax, 0.3);
}

}  // namespace

Figure fig2(const Fig2Data& d, const paper::Section& words, const Theme& th, paper::Notes& notes) {
  const paper::Section s = words.at("fig2");
  Figure fig(th, {.width = 8, .height = 9.5});
  const auto axes = fig.subplots({.nrows = 2, .ncols = 1});
  panel(*axes[0], d.bf16, s.at("bf16"), {}, th, notes);
  panel(*axes[1], d.q4k, s.at("q4k"), {{"ceiling_bits", s.at("q4k").number("ceiling_bits")}}, th, notes);
  fig.suptitle(s.text("suptitle"));
  fig.tight_layout();
  return fig;
}

}  // namespace weightcodec
