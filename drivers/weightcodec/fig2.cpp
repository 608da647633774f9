// Figure 2: per-tensor achieved ratio against the atlas ceiling, two panels with y = x.
#include "figures.hpp"
#include "libplot/ticker.hpp"

namespace weightcodec {

using namespace libplot;

namespace {

void panel(Axes& ax, const std::vector<std::pair<double, double>>& pts, const Spec::Fig2Panel& p,
           const Theme& th) {
  if (!pts.empty()) {
    std::vector<double> xs, ys;
    for (const auto& [x, y] : pts) {
      xs.push_back(x);
      ys.push_back(y);
    }
    ax.scatter(xs, ys, {.sizes = {14}, .color = th.color("points"), .edgecolor = parse_color("none"),
                        .alpha = 0.55});
  }
  const auto [lo, hi] = p.lim;
  const std::vector<double> line{lo, hi};
  ax.plot(line, line, {.color = th.color("reference"), .linewidth = 1.0, .linestyle = "--", .label = p.line_label});
  ax.set_xlim(lo, hi);
  ax.set_ylim(lo, hi);
  ax.set_xlabel(p.xlabel);
  ax.set_ylabel(p.ylabel);
  ax.set_title(pyformat(p.title, {static_cast<double>(pts.size())}));
  ax.legend({.loc = "upper left"});
  dotted_grid(ax, 0.3);
}

}  // namespace

Figure fig2(const Fig2Data& d, const Spec& spec, const Theme& th) {
  Figure fig(th, {.width = 8, .height = 9.5});
  const auto axes = fig.subplots({.nrows = 2, .ncols = 1});
  panel(*axes[0], d.bf16, spec.fig2.bf16, th);
  panel(*axes[1], d.q4k, spec.fig2.q4k, th);
  fig.suptitle(spec.fig2.suptitle);
  fig.tight_layout();
  return fig;
}

}  // namespace weightcodec
