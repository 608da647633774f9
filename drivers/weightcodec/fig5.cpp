// Figure 5: the throughput / ratio Pareto scatter: one point per (corpus, method), marker and
// colour by method class, size from the record count, black edges and a polyline on the front,
// a label per point placed by libplot's point-label placement.
#include <algorithm>
#include <cmath>
#include <set>

#include "figures.hpp"
#include "paper/template.hpp"
#include "libplot/ticker.hpp"

namespace weightcodec {

using namespace libplot;

Figure fig5(const std::vector<ParetoPoint>& points, const paper::Section& words, const Theme& th) {
  const paper::Section s = words.at("fig5");
  const MethodClasses classes = MethodClasses::of(s);
  const double area_min = s.number("marker_area_min"), area_per_log1p = s.number("marker_area_per_log1p");
  const std::string label = s.tmpl("label", {}, {"method", "corpus"});
  const paper::OffsetPt offset = s.offset_pt("label_offset_pt");
  Figure fig(th, {.width = 12, .height = 7});
  Axes& ax = fig.axes();
  std::set<std::string> seen;
  std::vector<double> xs, ys;
  std::vector<std::string> labels;
  std::vector<std::pair<double, double>> front;
  for (const ParetoPoint& p : points) {
    const MethodClass& cls = classes.of_method(p.method);
    const double area = std::max(area_min, std::log1p(static_cast<double>(p.n)) * area_per_log1p);
    ax.scatter(std::vector<double>{p.mbps}, std::vector<double>{p.ratio},
               {.sizes = {area},
                .color = th.color(cls.name),
                .marker = cls.marker,
                .edgecolor = p.front ? th.color("front-edge") : parse_color("none"),
                .linewidth = p.front ? 1.4 : 0.0,
                .alpha = 0.85,
                .label = seen.insert(cls.name).second ? cls.name : std::string()});
    xs.push_back(p.mbps);
    ys.push_back(p.ratio);
    labels.push_back(paper::format(label, {{"method", p.method}, {"corpus", p.corpus}}));
    if (p.front) front.emplace_back(p.mbps, p.ratio);
  }
  std::sort(front.begin(), front.end());
  if (front.size() >= 2) {
    std::vector<double> fx, fy;
    for (const auto& [x, y] : front) {
      fx.push_back(x);
      fy.push_back(y);
    }
    ax.plot(fx, fy,
            {.color = th.color("front"),
             .linewidth = 0.9,
             .alpha = 0.5,
             .zorder = 0,
             .label = s.text("front_label")});
  }
  ax.point_labels(
      xs, ys, std::move(labels),
      {.props = {.size = 6.5, .alpha = 0.75}, .offset = 2, .compat_offset = Point{offset.x, offset.y}});
  ax.set_xscale(Scale::log());
  ax.set_xlabel(s.text("xlabel"));
  ax.set_ylabel(s.text("ylabel"));
  ax.set_title(s.text("title"));
  dotted_grid(ax, 0.35, "both");
  ax.legend({.loc = "center right", .fontsize = 9, .framealpha = 0.9});
  return fig;
}

}  // namespace weightcodec
