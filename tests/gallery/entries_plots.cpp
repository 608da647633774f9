// Gallery entries: lines in steps, stairs, line collections, fill_betweenx, stackplot, error bars
// on bars and pie explode. Each between "// gallery:begin NAME" and "// gallery:end" markers, as
// in gallery.cpp (docs/gallery.md shows that text).
#include <cmath>
#include <limits>
#include <vector>

#include "entries_plots.hpp"
#include "gallery.hpp"

namespace gallery {

using namespace libplot;

// gallery:begin step
Figure step() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> x{0, 1, 2, 3, 4, 5, 6};
  const std::vector<double> y{1, 3, 2, 4, 3.5, 2.5, 3};
  std::vector<double> y1, y2, y3;
  for (double v : y) {
    y1.push_back(v + 4);
    y2.push_back(v + 2);
    y3.push_back(v);
  }
  ax.step(x, y1, {.marker = "o", .label = "pre (default)"}, StepWhere::Pre);
  ax.step(x, y2, {.marker = "o", .label = "mid"}, StepWhere::Mid);
  ax.plot(x, y3, {.drawstyle = DrawStyle::StepsPost, .marker = "o", .label = "drawstyle steps-post"});
  ax.plot(x, y3, {.color = named("grey"), .linestyle = ":", .alpha = 0.7});
  ax.set_ylim(0, 11.5);
  ax.set_title("step and drawstyle");
  ax.legend({.loc = "upper center", .fontsize = 7, .ncol = 2});
  return fig;
}
// gallery:end

// gallery:begin stairs
Figure stairs() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> edges{0, 1, 2, 4, 5, 7};
  const std::vector<double> a{2, 4, 3, 5, 1}, b{1, 2, 1.5, 2.5, 0.5};
  const double nan = std::numeric_limits<double>::quiet_NaN();
  ax.stairs(b, edges, {.fill = true, .alpha = 0.5, .label = "fill"});
  ax.stairs(a, edges, {.linewidth = 2, .label = "baseline 0"});
  ax.stairs(std::vector<double>{6, 6.5, nan, 7, 6}, edges,
            {.baseline = std::nullopt, .label = "no baseline, NaN gap"});
  ax.set_title("stairs");
  ax.legend({.loc = "upper left", .fontsize = 8});
  return fig;
}
// gallery:end

// gallery:begin hlines_vlines
Figure hlines_vlines() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> x{1, 2, 3, 4, 5}, top{2, 3.5, 1.5, 4, 2.5};
  ax.vlines(x, std::vector<double>{0}, top, {.linewidth = 3, .label = "vlines"});
  ax.hlines(std::vector<double>{1, 3}, std::vector<double>{0.5, 2.5}, std::vector<double>{3.5, 5.5},
            {.colors = {C(1), C(2)}, .linestyle = "--", .label = "hlines"});
  ax.set_title("hlines and vlines");
  ax.legend({.loc = "upper left"});
  return fig;
}
// gallery:end

// gallery:begin fill_betweenx
Figure fill_betweenx() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const auto y = linspace(0, 2 * 3.141592653589793, 60);
  std::vector<double> x1, x2;
  for (double v : y) {
    x1.push_back(std::sin(v));
    x2.push_back(std::sin(v) * 0.4 + 1.5);
  }
  ax.fill_betweenx(y, x1, x2, {.alpha = 0.5, .label = "between x1 and x2"});
  ax.fill_betweenx(y, x1, {}, {.color = C(1), .alpha = 0.4, .label = "to x = 0"});
  ax.set_xlabel("x");
  ax.set_ylabel("y");
  ax.set_title("fill_betweenx");
  ax.legend({.loc = "upper right", .fontsize = 8});
  fig.subplots_adjust({.left = 0.16, .bottom = 0.16});
  return fig;
}
// gallery:end

// gallery:begin stackplot
Figure stackplot() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> years{2018, 2019, 2020, 2021, 2022, 2023};
  const std::vector<std::vector<double>> ys{
      {1, 1.5, 2, 2.2, 2.5, 3}, {0.5, 1, 1.2, 2, 2.4, 2.6}, {2, 1.8, 1.5, 1.4, 1.2, 1}};
  ax.stackplot(years, ys, {.labels = {"alpha", "beta", "gamma"}, .alpha = 0.9});
  ax.set_title("stackplot");
  ax.set_ylabel("total");
  ax.legend({.loc = "upper left"});
  return fig;
}
// gallery:end

// gallery:begin bar_yerr
Figure bar_yerr() {
  Figure fig(Theme{}, {.width = 6, .height = 3});
  auto axes = fig.subplots({.nrows = 1, .ncols = 2, .wspace = 0.3});
  const std::vector<double> x{0, 1, 2, 3}, h{3, 5, 2, 4};
  axes[0]->bar(x, h, {.width = 0.6, .label = "yerr", .yerr = {0.4, 0.6, 0.3, 0.5}, .capsize = 4});
  const std::vector<double> x2{0.5, 1.5, 2.5, 3.5};
  axes[0]->bar(x2, std::vector<double>{2, 3, 1.5, 2.5},
               {.width = 0.3,
                .label = "asymmetric",
                .yerr_lower = {0.2, 0.5, 0.4, 0.1},
                .yerr_upper = {1.0, 0.3, 0.8, 0.6},
                .ecolor = C(3),
                .capsize = 2});
  axes[0]->set_title("bar: yerr", {.size = 10});
  axes[0]->legend({.fontsize = 8});
  const std::vector<double> y{0, 1, 2};
  axes[1]->barh(y, std::vector<double>{4, 2.5, 3},
                {.xerr_lower = {0.5, 0.3, 1.0}, .xerr_upper = {0.2, 0.8, 0.4}, .capsize = 3});
  axes[1]->errorbar(std::vector<double>{1, 2, 3}, std::vector<double>{0.5, 1.5, 2.5}, {},
                    {.marker = "o", .capsize = 3, .xerr_lower = {0.3}, .xerr_upper = {0.6}},
                    std::vector<double>{});
  axes[1]->errorbar(std::vector<double>{1.5, 2.5}, std::vector<double>{0.2, 1.2}, {},
                    {.marker = "s", .yerr_lower = {0.1, 0.2}, .yerr_upper = {0.3, 0.05}});
  axes[1]->set_title("barh: xerr; errorbar", {.size = 10});
  return fig;
}
// gallery:end

// gallery:begin pie_explode
Figure pie_explode() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> v{35, 25, 20, 20};
  ax.pie(v, {.labels = {"apples", "pears", "plums", "figs"},
             .autopct = "%1.1f%%",
             .startangle = 90,
             .explode = {0.1, 0, 0.2, 0}});
  ax.set_title("pie: explode");
  return fig;
}
// gallery:end

// gallery:begin legend_custom
Figure legend_custom() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const auto x = linspace(0, 10, 30);
  std::vector<double> a, b;
  for (double v : x) {
    a.push_back(std::sin(v / 2) + 2);
    b.push_back(std::cos(v / 2));
  }
  ax.plot(x, a, {.color = C(0)});
  ax.plot(x, b, {.color = C(3), .linestyle = "--"});
  ax.axvspan(4, 6, {.color = named("grey"), .alpha = 0.3});
  ax.legend({.loc = "upper right",
             .fontsize = 8,
             .handles = {{.label = "model", .color = C(0)},
                         {.label = "baseline", .color = C(3), .linestyle = "--"},
                         {.label = "samples",
                          .color = named("black"),
                          .linestyle = "none",
                          .marker = "o",
                          .markersize = 5,
                          .markerfacecolor = named("white")},
                         {.kind = LegendEntry::Kind::Patch,
                          .label = "window",
                          .facecolor = named("grey"),
                          .edgecolor = named("black"),
                          .alpha = 0.5}}});
  ax.set_title("legend with custom handles");
  return fig;
}
// gallery:end

// gallery:begin violinplot
Figure violinplot() {
  Figure fig(Theme{}, {.width = 6, .height = 3});
  auto axes = fig.subplots({.nrows = 1, .ncols = 2, .wspace = 0.3});
  std::vector<std::vector<double>> data;
  for (int k = 0; k < 3; ++k) {
    std::vector<double> d;
    for (double v : normalish(80 + 40 * k, 7 + k)) d.push_back(v * (0.6 + 0.4 * k) + k);
    data.push_back(d);
  }
  axes[0]->violinplot(data, {.showmeans = true, .showmedians = true});
  axes[0]->set_title("showmeans, showmedians", {.size = 10});
  axes[1]->violinplot(
      data,
      {.positions = {0, 2, 3}, .widths = {1.2, 0.8, 0.4}, .vert = false, .showextrema = false, .points = 40});
  axes[1]->set_title("vert=False, widths, positions", {.size = 10});
  return fig;
}
// gallery:end

}  // namespace gallery
