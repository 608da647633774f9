// The gallery entries. Each figure is one short function between "// gallery:begin NAME" and
// "// gallery:end" markers: docs/gallery.md shows exactly that text, so keep every entry
// self-contained apart from the helpers block.
#include "gallery.hpp"
#include "entries_axes.hpp"
#include "entries_dates.hpp"
#include "entries_plots.hpp"
#include "entries_ticks.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <cstdint>
#include <iterator>
#include <numbers>
#include <sstream>
#include <stdexcept>

namespace gallery {

using namespace libplot;

// The helpers are shared with the entries_*.cpp files (declared in gallery.hpp).
// gallery:begin helpers
// Evenly spaced values, as numpy.linspace.
std::vector<double> linspace(double lo, double hi, int n) {
  std::vector<double> v;
  for (int i = 0; i < n; ++i) v.push_back(lo + (hi - lo) * i / (n - 1));
  return v;
}

// n reproducible, roughly normal values (mean 0, SD 1): sums of 12 uniform values from a 64-bit
// linear congruential generator, minus 6 (Irwin–Hall).
std::vector<double> normalish(int n, std::uint64_t seed) {
  std::uint64_t state = seed;
  std::vector<double> v;
  for (int i = 0; i < n; ++i) {
    double s = 0;
    for (int k = 0; k < 12; ++k) {
      state = state * 6364136223846793005ULL + 1442695040888963407ULL;
      s += double(state >> 11) / 9007199254740992.0;  // [0, 1) from the top 53 bits
    }
    v.push_back(s - 6);
  }
  return v;
}

Color C(int i) { return Theme{}.cycle(i); }  // matplotlib's "C0".."C9"
Color named(const char* c) { return parse_color(c); }
// gallery:end

namespace {

// gallery:begin line
Figure line() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const auto x = linspace(0, 2 * std::numbers::pi, 60);
  std::vector<double> s, c;
  for (double v : x) {
    s.push_back(std::sin(v));
    c.push_back(std::cos(v));
  }
  ax.plot(x, s, {.label = "sin"});
  ax.plot(x, c, {.label = "cos"});
  ax.set_xlabel("angle [rad]");
  ax.set_ylabel("value");
  ax.set_title("plot, labels, legend");
  ax.legend();
  fig.subplots_adjust({.left = 0.16, .bottom = 0.16});
  return fig;
}
// gallery:end

// gallery:begin bar
Figure bar() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> x{0, 1, 2, 3}, h{3, 5, 2, 4};
  // A line under the bars (zorder 1 < 3) and one over them (zorder 4).
  ax.axhline(2.5, {.color = named("black"), .linewidth = 2, .zorder = 1});
  ax.axhline(4.5, {.color = named("black"), .linewidth = 2, .zorder = 4});
  ax.bar(x, h,
         {.width = 0.6,
          .colors = {C(0), C(1), C(2), C(3)},
          .edgecolor = named("black"),
          .linewidth = 1.5,
          .alpha = 0.7,
          .zorder = 3});
  ax.set_xticks(x, {"a", "b", "c", "d"});
  ax.set_title("bar: colours, edge, alpha, zorder");
  return fig;
}
// gallery:end

// gallery:begin bar_grouped
Figure bar_grouped() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> a{20, 34, 30, 35}, b{25, 32, 34, 20}, c{12, 18, 26, 30};
  const double w = 0.25;
  std::vector<double> xa, xb, xc;
  for (int i = 0; i < 4; ++i) {
    xa.push_back(i - w);
    xb.push_back(i);
    xc.push_back(i + w);
  }
  ax.bar(xa, a, {.width = w, .label = "2021"});
  ax.bar(xb, b, {.width = w, .label = "2022"});
  ax.bar(xc, c, {.width = w, .label = "2023"});
  ax.set_xticks({0, 1, 2, 3}, {"north", "east", "south", "west"});
  ax.set_ylabel("sales");
  ax.set_ylim(0, 45);
  ax.legend({.loc = "upper left", .ncol = 3});
  return fig;
}
// gallery:end

// gallery:begin bar_label
Figure bar_label() {
  Figure fig(Theme{}, {.width = 6, .height = 3});
  auto axes = fig.subplots({.nrows = 1, .ncols = 2});
  Axes& v = *axes[0];
  const BarContainer bars =
      v.bar(std::vector<double>{0, 1, 2, 3}, std::vector<double>{12, 17, -6, 9}, {.width = 0.6});
  v.axhline(0, {.color = named("black"), .linewidth = 0.8});
  v.bar_label(bars, {.fmt = "{:g}", .padding = 3});
  v.bar_label(bars, {.labels = {"a", "b", "c", "d"},
                     .label_type = BarLabelOptions::Type::Center,
                     .props = {.color = named("white")}});
  v.set_title("edge (padding 3), center", {.size = 10});
  Axes& h = *axes[1];
  const std::vector<double> y{0, 1, 2}, base{3, 5, 2}, extra{2, 1, 4};
  const BarContainer low = h.barh(y, base, {.width = 0.6});
  const BarContainer high = h.barh(y, extra, {.width = 0.6, .bottom = base});
  h.bar_label(low, {.label_type = BarLabelOptions::Type::Center, .props = {.color = named("white")}});
  h.bar_label(high, {.fmt = "{:.1f}", .padding = 4});
  h.invert_yaxis();
  h.set_xlim(0, 8);
  h.set_title("barh, stacked, inverted", {.size = 10});
  return fig;
}
// gallery:end

// gallery:begin bar_stacked
Figure bar_stacked() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> x{0, 1, 2, 3, 4}, base{5, 7, 3, 6, 4}, top{2, 3, 4, 1, 3};
  ax.bar(x, base, {.width = 0.6, .label = "base"});
  ax.bar(x, top, {.width = 0.6, .bottom = base, .label = "extra"});
  ax.set_title("stacked bars (bottom)");
  ax.legend({.loc = "upper right"});
  return fig;
}
// gallery:end

// gallery:begin barh
Figure barh() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> y{0, 1, 2, 3, 4}, w{8.2, 6.5, 5.1, 3.3, 1.4};
  ax.barh(y, w, {.width = 0.6, .color = C(2), .edgecolor = named("darkgreen"), .linewidth = 1});
  ax.set_yticks(y, {"alpha", "beta", "gamma", "delta", "epsilon"});
  ax.invert_yaxis();  // first row on top
  ax.set_xlabel("score");
  ax.set_title("barh, inverted y");
  fig.subplots_adjust({.left = 0.2, .bottom = 0.16});
  return fig;
}
// gallery:end

// gallery:begin errorbar
Figure errorbar() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> x{1, 2, 3, 4, 5}, y{2.0, 3.1, 2.6, 4.2, 3.8}, e{0.3, 0.5, 0.2, 0.6, 0.4};
  ax.errorbar(x, y, e,
              {.marker = "o",
               .linestyle = "-",
               .ecolor = named("gray"),
               .elinewidth = 1,
               .capsize = 4,
               .capthick = 2,
               .label = "fmt '-o', capsize 4"});
  std::vector<double> y2;
  for (double v : y) y2.push_back(v - 1.2);
  const std::vector<double> xe{0.2, 0.2, 0.3, 0.1, 0.2};
  ax.errorbar(x, y2, e, {.marker = "s", .markersize = 5, .capsize = 2, .label = "x and y errors"}, xe);
  ax.set_title("errorbar");
  ax.legend({.loc = "upper left"});
  return fig;
}
// gallery:end

// gallery:begin hist
Figure hist() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  ax.hist(normalish(500, 1), {.bins = 20, .edgecolor = named("white"), .linewidth = 0.8});
  ax.set_xlabel("value");
  ax.set_ylabel("count");
  ax.set_title("hist: 20 bins, white edges");
  fig.subplots_adjust({.left = 0.16, .bottom = 0.16});
  return fig;
}
// gallery:end

// gallery:begin hist_edges
Figure hist_edges() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> edges{-3, -2, -1, -0.5, 0, 0.5, 1, 2, 3};
  ax.hist(normalish(400, 2), {.edges = edges, .edgecolor = named("black"), .alpha = 0.6, .label = "a"});
  std::vector<double> b = normalish(400, 3);
  for (double& v : b) v = v * 0.7 + 0.5;
  ax.hist(b, {.edges = edges, .edgecolor = named("black"), .alpha = 0.6, .label = "b"});
  ax.set_title("hist: explicit uneven edges");
  ax.legend();
  return fig;
}
// gallery:end

// gallery:begin hist_binned
Figure hist_binned() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  // Counts binned elsewhere (e.g. streamed from a large file): edges has one value more.
  const std::vector<double> edges{0, 1, 2, 4, 8, 16, 32}, counts{12, 30, 44, 25, 9, 2};
  ax.hist_binned(edges, counts, {.color = C(4), .edgecolor = named("black")});
  ax.set_xlabel("latency [ms]");
  ax.set_title("hist_binned: pre-binned counts");
  fig.subplots_adjust({.bottom = 0.16});
  return fig;
}
// gallery:end

// gallery:begin line_styles
Figure line_styles() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<Dash> styles{"-", "--", ":", "-.", Dash(0, {8, 2, 1, 2})};
  const std::vector<double> x{0, 1};
  for (std::size_t i = 0; i < styles.size(); ++i) {
    const std::vector<double> y(2, double(i));
    ax.plot(x, y, {.color = named("black"), .linewidth = 2, .linestyle = styles[i]});
  }
  ax.set_yticks({0, 1, 2, 3, 4}, {"'-'", "'--'", "':'", "'-.'", "(0, (8, 2, 1, 2))"});
  ax.set_ylim(-0.5, 4.5);
  ax.set_title("line styles");
  fig.subplots_adjust({.left = 0.33});
  return fig;
}
// gallery:end

// gallery:begin markers
Figure markers() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<std::string> ms{"o", "s", "^", "v", "d", "D", "x", "*", "+", "."};
  std::vector<double> ticks;
  for (std::size_t i = 0; i < ms.size(); ++i) {
    const std::vector<double> x{double(i)}, top{1}, bottom{0};
    ax.plot(x, top, {.color = C(i), .linestyle = "none", .marker = ms[i], .markersize = 10});
    ax.plot(x, bottom,
            {.color = C(i),
             .linestyle = "none",
             .marker = ms[i],
             .markersize = 10,
             .markerfacecolor = named("white"),
             .markeredgewidth = 1.5});
    ticks.push_back(double(i));
  }
  ax.set_xticks(ticks, ms);
  ax.set_yticks({0, 1}, {"white face", "default"});
  ax.set_ylim(-0.6, 1.6);
  ax.set_title("markers");
  fig.subplots_adjust({.left = 0.22});
  return fig;
}
// gallery:end

// gallery:begin scatter
Figure scatter() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const auto x = normalish(40, 4), y = normalish(40, 5);
  std::vector<double> sizes;
  std::vector<Color> colours;
  for (int i = 0; i < 40; ++i) {
    sizes.push_back(20 + 8 * (i % 10) * (i % 10));
    colours.push_back(C(i % 4));
  }
  ax.scatter(
      x, y, {.sizes = sizes, .colors = colours, .edgecolor = named("black"), .linewidth = 0.8, .alpha = 0.6});
  ax.set_title("scatter: sizes, colours, alpha, edges");
  return fig;
}
// gallery:end

// gallery:begin fill_between
Figure fill_between() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const auto x = linspace(0, 10, 80);
  std::vector<double> y, lo, hi;
  for (double v : x) {
    y.push_back(std::sin(v) * std::exp(-v / 8));
    lo.push_back(y.back() - 0.15 - 0.02 * v);
    hi.push_back(y.back() + 0.15 + 0.02 * v);
  }
  ax.fill_between(x, lo, hi, {.alpha = 0.3, .label = "band"});
  ax.plot(x, y, {.label = "mean"});
  ax.fill_between(x, y, {}, {.color = C(2), .alpha = 0.15, .label = "to zero"});
  ax.set_title("fill_between");
  ax.legend({.loc = "lower left"});
  fig.tight_layout();
  return fig;
}
// gallery:end

// gallery:begin ref_lines
Figure ref_lines() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const auto x = linspace(0, 4, 40);
  std::vector<double> y;
  for (double v : x) y.push_back(v * v / 4);
  ax.plot(x, y);
  ax.axhline(1.0, {.color = C(1), .linestyle = "--"});
  ax.axhline(3.0, {.color = C(3), .linewidth = 3, .from = 0.25, .to = 0.75});
  ax.axvline(2.0, {.color = C(2), .linestyle = ":", .from = 0.1, .to = 0.9});
  ax.set_title("axhline / axvline with extents");
  return fig;
}
// gallery:end

// gallery:begin spans
Figure spans() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const auto x = linspace(0, 10, 50);
  std::vector<double> y;
  for (double v : x) y.push_back(std::sin(v));
  ax.axvspan(2, 4, {.color = C(1), .alpha = 0.25});
  ax.axhspan(-0.25, 0.25, {.color = named("gray"), .alpha = 0.3, .from = 0.5, .to = 1.0});
  ax.axvspan(6.5, 8, {.color = named("white"), .edgecolor = C(3), .linewidth = 2, .from = 0.1, .to = 0.4});
  ax.plot(x, y, {.color = named("black")});
  ax.set_title("axvspan / axhspan");
  return fig;
}
// gallery:end

// gallery:begin pie
Figure pie() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> v{35, 25, 20, 15, 5};
  ax.pie(v, {.labels = {"rent", "food", "travel", "books", "other"}, .autopct = "{:.1f}%", .startangle = 90});
  ax.set_title("pie: labels, autopct, startangle 90");
  return fig;
}
// gallery:end

// gallery:begin text_coords
Figure text_coords() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  ax.plot(std::vector<double>{0, 10}, std::vector<double>{0, 5}, {.color = named("lightgray")});
  ax.text({2, 3}, "data (2, 3)");
  ax.text({0.95, 0.05}, "axes (0.95, 0.05)",
          {.coords = Coord::AxesFraction, .props = {.ha = HAlign::Right, .va = VAlign::Bottom}});
  ax.text({0.02, 0.94}, "figure (0.02, 0.94)", {.coords = Coord::FigureFraction, .props = {.size = 8}});
  ax.axhline(4, {.color = C(1), .linewidth = 1});
  ax.text({0.02, 4}, "blended: x axes, y data",
          {.coords = {Coord::AxesFraction, Coord::Data}, .props = {.color = C(1), .va = VAlign::Bottom}});
  ax.set_title("text coordinates");
  return fig;
}
// gallery:end

// gallery:begin text_align
Figure text_align() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const HAlign has[3] = {HAlign::Left, HAlign::Center, HAlign::Right};
  const VAlign vas[3] = {VAlign::Top, VAlign::Center, VAlign::Baseline};
  const char* hn[3] = {"left", "center", "right"};
  const char* vn[3] = {"top", "center", "baseline"};
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) {
      ax.plot(std::vector<double>{double(i)}, std::vector<double>{double(j)},
              {.color = C(3), .linestyle = "none", .marker = "+", .markersize = 12});
      // Neighbouring anchors on purpose: their boxes may touch (docs/lint.md).
      ax.text({double(i), double(j)}, std::string(hn[i]) + "\n" + vn[j],
              {.props = {.size = 9, .ha = has[i], .va = vas[j], .lint_ignore = {"text-overlap"}}});
    }
  ax.text({1, 2.35}, "rotated 20°", {.props = {.rotation = 20, .ha = HAlign::Center}});
  ax.set_xlim(-1, 3);
  ax.set_ylim(-0.6, 3);
  ax.set_title("ha / va / multi-line / rotation");
  return fig;
}
// gallery:end

// gallery:begin annotate
Figure annotate() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const auto x = linspace(0, 6, 61);
  std::vector<double> y;
  for (double v : x) y.push_back(v * std::exp(-v));
  ax.plot(x, y);
  ax.set_ylim(0, 0.5);
  ax.annotate(
      "maximum at x = 1", {1.0, std::exp(-1.0)},
      {.xytext = Point{30, -25}, .textcoords = Coord::OffsetPoints, .arrow = ArrowProps{.style = "->"}});
  ax.annotate("offset (5, 5) pt", {4, 4 * std::exp(-4.0)},
              {.xytext = Point{5, 5}, .textcoords = Coord::OffsetPoints, .props = {.size = 8}});
  ax.annotate("boxed", {0.75, 0.85},
              {.xycoords = Coord::AxesFraction,
               .props = {.ha = HAlign::Center},
               .box = BoxStyle{.facecolor = named("lightyellow"), .edgecolor = named("gray")}});
  ax.set_title("annotate");
  return fig;
}
// gallery:end

// gallery:begin boxes_arrows
Figure boxes_arrows() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  ax.axis_off();
  ax.set_xlim(0, 10);
  ax.set_ylim(0, 6);
  const Rect read{0.5, 3.8, 3.5, 5.2}, bin{6.5, 3.8, 9.5, 5.2}, plot{3.5, 0.8, 6.5, 2.2};
  const BoxStyle style{.pad = 0.2, .facecolor = named("aliceblue"), .edgecolor = C(0), .linewidth = 1.2};
  for (const Rect& r : {read, bin, plot}) ax.box(r, style);
  ax.text({2, 4.5}, "read", {.props = {.ha = HAlign::Center, .va = VAlign::Center}});
  ax.text({8, 4.5}, "bin", {.props = {.ha = HAlign::Center, .va = VAlign::Center}});
  ax.text({5, 1.5}, "plot", {.props = {.ha = HAlign::Center, .va = VAlign::Center}});
  const ArrowProps arrow{.style = "-|>", .color = named("dimgray"), .linewidth = 1.2};
  ax.arrow({2, 4.5}, {8, 4.5}, arrow, read.padded(0.2), bin.padded(0.2));
  ax.arrow({8, 4.5}, {5, 1.5}, arrow, bin.padded(0.2), plot.padded(0.2));
  ax.set_title("Axes::box and Axes::arrow, axis off");
  return fig;
}
// gallery:end

// gallery:begin legend_locations
Figure legend_locations() {
  Figure fig(Theme{}, {.width = 6, .height = 3.6});
  auto axes = fig.subplots({.nrows = 2, .ncols = 3, .wspace = 0.3, .hspace = 0.45});
  const char* locs[6] = {"upper left", "upper center", "center right", "lower left", "center", "lower right"};
  for (int i = 0; i < 6; ++i) {
    Axes& ax = *axes[i];
    ax.plot(std::vector<double>{0, 1}, std::vector<double>{0, 1}, {.label = "line"});
    ax.set_xticks({});
    ax.set_yticks({});
    ax.set_title(locs[i], {.size = 9});
    // Each location shown as asked, over the line or not (docs/lint.md).
    ax.legend({.loc = locs[i], .fontsize = 8, .lint_ignore = {"legend-covers-data"}});
  }
  return fig;
}
// gallery:end

// gallery:begin legend_best
Figure legend_best() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const auto x = linspace(0, 1, 30);
  std::vector<double> up, down;
  for (double v : x) {
    up.push_back(0.2 + 0.8 * v * v);
    down.push_back(1 - 0.9 * v);
  }
  ax.plot(x, up, {.label = "rising"});
  ax.plot(x, down, {.label = "falling"});
  ax.set_title("legend loc 'best'");
  ax.legend({.loc = "best"});
  return fig;
}
// gallery:end

// gallery:begin legend_handles
Figure legend_handles() {
  Figure fig(Theme{}, {.width = 5, .height = 3});
  Axes& ax = fig.axes();
  ax.axhspan(5.5, 6.5, {.color = C(7), .alpha = 0.3, .label = "axhspan"});
  ax.bar(std::vector<double>{1, 2}, std::vector<double>{2, 3}, {.width = 0.5, .label = "bar"});
  ax.plot(std::vector<double>{0, 3}, std::vector<double>{4, 5}, {.label = "line"});
  ax.plot(std::vector<double>{0, 3}, std::vector<double>{3, 4},
          {.linestyle = "--", .marker = "o", .label = "line + marker"});
  ax.plot(std::vector<double>{0.5, 2.5}, std::vector<double>{5, 6},
          {.linestyle = "none", .marker = "D", .label = "markers only"});
  ax.scatter(std::vector<double>{0.2, 2.8}, std::vector<double>{1, 2}, {.sizes = {60}, .label = "scatter"});
  ax.errorbar(std::vector<double>{0.5, 2.5}, std::vector<double>{6.5, 7}, std::vector<double>{0.4, 0.3},
              {.marker = "s", .capsize = 3, .label = "errorbar"});
  ax.fill_between(std::vector<double>{0, 3}, std::vector<double>{0.2, 0.8}, std::vector<double>{0, 0},
                  {.alpha = 0.4, .label = "fill_between"});
  ax.axhline(7.8, {.color = named("black"), .linestyle = ":", .label = "axhline"});
  ax.set_title("a legend entry per artist kind");
  ax.legend({.loc = "center left", .fontsize = 9, .bbox_to_anchor = Point{1.02, 0.5}});
  fig.subplots_adjust({.left = 0.08, .right = 0.62});
  return fig;
}
// gallery:end

// gallery:begin legend_options
Figure legend_options() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const auto x = linspace(0, 10, 40);
  for (int k = 1; k <= 4; ++k) {
    std::vector<double> y;
    for (double v : x) y.push_back(k * std::sqrt(v));
    ax.plot(x, y, {.label = "k = " + std::to_string(k)});
  }
  ax.set_ylim(0, 20);
  ax.legend({.loc = "upper left", .fontsize = 9, .framealpha = 1.0, .ncol = 2, .title = "sqrt(x) × k"});
  ax.set_title("legend: title, two columns, opaque frame");
  return fig;
}
// gallery:end

// gallery:begin twinx
Figure twinx() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> month{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
  const std::vector<double> temp{2, 3, 7, 11, 15, 19, 21, 20, 16, 11, 6, 3};
  const std::vector<double> rain{60, 45, 50, 40, 55, 65, 70, 80, 60, 75, 80, 70};
  ax.plot(month, temp, {.color = C(3), .marker = "o", .label = "temperature"});
  ax.set_ylabel("temperature [°C]");
  ax.set_xlabel("month");
  Axes& right = ax.twinx();
  right.bar(month, rain, {.color = C(0), .alpha = 0.4, .label = "rain"});
  right.set_ylabel("rain [mm]");
  right.set_ylim(0, 150);
  ax.set_ylim(0, 28);  // headroom for the legend above the line
  ax.legend({.loc = "upper left", .also_from = {&right}});
  ax.set_title("twinx, one legend for both");
  fig.subplots_adjust({.left = 0.14, .right = 0.86, .bottom = 0.16});
  return fig;
}
// gallery:end

// gallery:begin log_scale
Figure log_scale() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const auto x = linspace(0, 5, 30);
  std::vector<double> y;
  for (double v : x) y.push_back(std::pow(10.0, v) + 1);
  ax.plot(x, y, {.marker = "."});
  ax.set_yscale(Scale::log());
  ax.grid({.which = "both", .alpha = 0.3});
  ax.set_title("log scale, base 10, minor ticks");
  return fig;
}
// gallery:end

// gallery:begin log_base2
Figure log_base2() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> n{1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024};
  std::vector<double> t;
  for (double v : n) t.push_back(0.5 * v * std::log2(v) + 3);
  ax.plot(n, t, {.marker = "o"});
  ax.set_xscale(Scale::log(2));
  ax.set_yscale(Scale::log(2));
  ax.set_xlabel("n");
  ax.set_ylabel("time");
  ax.set_title("log scale, base 2 on both axes");
  fig.subplots_adjust({.left = 0.16, .bottom = 0.16});
  return fig;
}
// gallery:end

// gallery:begin inverted_axis
Figure inverted_axis() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> depth{0, 10, 20, 50, 100, 200, 300}, temp{18, 17.5, 16, 12, 8, 6, 5};
  ax.plot(temp, depth, {.marker = "o"});
  ax.invert_yaxis();
  ax.set_xlabel("temperature [°C]");
  ax.set_ylabel("depth [m]");
  ax.set_title("inverted y axis");
  fig.subplots_adjust({.left = 0.16, .bottom = 0.16});
  return fig;
}
// gallery:end

// gallery:begin fixed_ticks
Figure fixed_ticks() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> x{0, 1, 2, 3, 4}, y{3, 1, 4, 1, 5};
  ax.bar(x, y, {.color = C(1)});
  // A label per tick; "\n" breaks lines, "" leaves a tick unlabelled.
  ax.set_xticks(x, {"one", "two\nlines", "", "three\nline\nlabel", "five"});
  ax.set_yticks({0, 2.5, 5});
  ax.set_title("fixed ticks, multi-line and empty labels");
  fig.subplots_adjust({.bottom = 0.22});
  return fig;
}
// gallery:end

// gallery:begin rotated_ticks
Figure rotated_ticks() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> x{0, 1, 2, 3, 4}, y{5, 7, 3, 8, 6};
  ax.bar(x, y);
  ax.set_xticks(x, {"January", "February", "March", "April", "May"});
  ax.tick_params({.axis = "x", .rotation = 30, .ha = HAlign::Right});
  ax.set_title("rotation 30, ha right");
  fig.subplots_adjust({.bottom = 0.25});
  return fig;
}
// gallery:end

// gallery:begin bold_ticks
Figure bold_ticks() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  ax.plot(std::vector<double>{0, 1, 2, 3}, std::vector<double>{1, 3, 2, 4}, {.marker = "o"});
  ax.tick_params({.labelsize = 11, .labelcolor = named("darkred"), .labelweight = FontWeight::Bold});
  ax.set_xlabel("x", {.weight = FontWeight::Bold});
  ax.set_title("bold, coloured tick labels", {.weight = FontWeight::Bold});
  fig.subplots_adjust({.bottom = 0.16});
  return fig;
}
// gallery:end

// gallery:begin tick_params
Figure tick_params() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  ax.plot(std::vector<double>{0, 10}, std::vector<double>{0, 100});
  ax.tick_params({.axis = "y", .labelleft = false, .labelright = true});
  ax.tick_params({.color = C(3), .length = 7, .width = 1.5, .pad = 6});
  ax.tick_params({.axis = "x", .labelsize = 8});
  ax.set_title("tick_params: labels right, long ticks");
  fig.subplots_adjust({.left = 0.1, .right = 0.85});
  return fig;
}
// gallery:end

// gallery:begin thousands
Figure thousands() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> year{2019, 2020, 2021, 2022, 2023}, users{120000, 250000, 410000, 640000, 870000};
  ax.plot(year, users, {.marker = "o"});
  ax.set_thousands_separator(false, true);
  ax.set_xticks(year);
  ax.set_title("thousands separator on y");
  fig.subplots_adjust({.left = 0.2});
  return fig;
}
// gallery:end

// gallery:begin spines
Figure spines() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  ax.plot(std::vector<double>{0, 1, 2, 3}, std::vector<double>{2, 1, 3, 2.5});
  ax.set_spine_visible(Side::Top, false);
  ax.set_spine_visible(Side::Right, false);
  ax.set_spine_color(Side::Left, C(3));
  ax.set_spine_width(Side::Left, 2);
  ax.set_spine_width(Side::Bottom, 1.5);
  ax.set_facecolor(named("whitesmoke"));
  ax.set_title("spines: hidden, coloured, wide");
  return fig;
}
// gallery:end

// gallery:begin grid
Figure grid() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  ax.bar(std::vector<double>{1, 2, 3, 4}, std::vector<double>{3.2, 4.5, 2.1, 3.8},
         {.width = 0.6, .color = C(0)});
  ax.set_minor_ticks(false, true);
  ax.grid({.axis = "y", .which = "major", .color = named("gray"), .linestyle = "--", .alpha = 0.8});
  ax.grid({.axis = "y", .which = "minor", .color = named("gray"), .linestyle = ":", .alpha = 0.4});
  ax.set_axisbelow(true);
  ax.set_title("y grid: major dashed, minor dotted, below");
  return fig;
}
// gallery:end

// gallery:begin grid_which
Figure grid_which() {
  Figure fig(Theme{}, {.width = 6, .height = 2.4});
  auto axes = fig.subplots({.nrows = 1, .ncols = 3, .wspace = 0.3});
  const char* which[3] = {"major", "minor", "both"};
  for (int i = 0; i < 3; ++i) {
    Axes& ax = *axes[i];
    ax.plot(std::vector<double>{0, 10}, std::vector<double>{0, 10});
    ax.set_minor_ticks(true, true);
    ax.grid({.which = which[i], .linewidth = 0.6});
    ax.set_title(which[i], {.size = 10});
  }
  fig.subplots_adjust({.left = 0.06, .right = 0.98, .bottom = 0.14});
  return fig;
}
// gallery:end

// gallery:begin subplots_ratios
Figure subplots_ratios() {
  Figure fig(Theme{}, {.width = 5, .height = 4});
  auto axes = fig.subplots({.nrows = 2,
                            .ncols = 2,
                            .width_ratios = {2, 1},
                            .height_ratios = {1, 2},
                            .wspace = 0.35,
                            .hspace = 0.45});
  const char* names[4] = {"2 × 1", "1 × 1", "2 × 2", "1 × 2"};
  for (int i = 0; i < 4; ++i) {
    axes[i]->plot(std::vector<double>{0, 1, 2}, std::vector<double>{0, 1 + i * 0.5, 1}, {.color = C(i)});
    axes[i]->set_title(names[i], {.size = 10});
  }
  fig.suptitle("width_ratios 2:1, height_ratios 1:2");
  return fig;
}
// gallery:end

// gallery:begin tight_layout
Figure tight_layout() {
  Figure fig(Theme{}, {.width = 5, .height = 4});
  auto axes = fig.subplots({.nrows = 2, .ncols = 2});
  for (int i = 0; i < 4; ++i) {
    Axes& ax = *axes[i];
    ax.plot(std::vector<double>{0, 1000, 2000}, std::vector<double>{i * 10.0, 25, 40 - i * 5.0},
            {.color = C(i)});
    ax.set_xlabel("x label " + std::to_string(i));
    ax.set_ylabel("y label " + std::to_string(i));
    ax.set_title("title " + std::to_string(i));
  }
  fig.tight_layout();
  return fig;
}
// gallery:end

// gallery:begin suptitle
Figure suptitle() {
  Figure fig(Theme{}, {.width = 5, .height = 3});
  auto axes = fig.subplots({.nrows = 1, .ncols = 2, .wspace = 0.3});
  axes[0]->bar(std::vector<double>{0, 1, 2}, std::vector<double>{2, 4, 3});
  axes[1]->plot(std::vector<double>{0, 1, 2}, std::vector<double>{3, 1, 2}, {.color = C(1)});
  fig.suptitle("A suptitle over two axes", {.weight = FontWeight::Bold});
  fig.text({0.5, 0.02}, "figure text: a footer at (0.5, 0.02), centred",
           {.size = 8, .color = named("dimgray"), .ha = HAlign::Center});
  fig.text({0.99, 0.5}, "right margin",
           {.size = 8, .rotation = 90, .ha = HAlign::Right, .va = VAlign::Center});
  fig.subplots_adjust({.bottom = 0.16, .top = 0.82});
  return fig;
}
// gallery:end

// gallery:begin bbox_tight
Figure bbox_tight() {
  // Saved with SaveOptions{.bbox_tight = true}: the page is cropped to what is drawn,
  // plus savefig.pad_inches, so the legend outside the axes is kept.
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  ax.plot(std::vector<double>{0, 1, 2}, std::vector<double>{0, 1, 4}, {.label = "quadratic"});
  ax.plot(std::vector<double>{0, 1, 2}, std::vector<double>{0, 1, 2}, {.label = "linear"});
  ax.legend({.loc = "upper left", .bbox_to_anchor = Point{1.02, 1.0}});
  ax.set_title("bbox_tight save");
  return fig;
}
// gallery:end

// gallery:begin unicode
Figure unicode() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  ax.plot(std::vector<double>{-5, 0, 5}, std::vector<double>{-2, 0.5, 2}, {.marker = "o"});
  ax.set_xlabel("ΔT [°C]  (−5 → +5)");
  ax.set_ylabel("area [m²]");
  ax.set_title("unicode — ± ² Δ µ ≤ ≥");
  ax.text({0.05, 0.85}, "error ± 0.5 m²", {.coords = Coord::AxesFraction});
  fig.subplots_adjust({.left = 0.17, .bottom = 0.17});
  return fig;
}
// gallery:end

// gallery:begin mathtext
Figure mathtext() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  ax.plot(std::vector<double>{0, 1, 2, 3}, std::vector<double>{1, 2, 3, 4});
  ax.set_yticks({1, 2, 3, 4}, {"$10^{1}$", "$10^{2}$", "$10^{3}$", "$10^{4}$"});
  ax.set_xlabel("$x_{i}^{2}$ [m$^{2}$]");
  ax.set_ylabel("$\\alpha \\times 10^{-3}$");
  ax.set_title("mathtext: $2.5 \\pm 0.1 \\cdot 10^{-6}$ s");
  fig.subplots_adjust({.left = 0.17, .bottom = 0.17});
  return fig;
}
// gallery:end

// gallery:begin point_labels
Figure point_labels() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> x{1.0, 1.1, 1.2, 2.0, 2.05, 3.0, 3.1, 3.2, 4.0, 4.1};
  const std::vector<double> y{2.0, 2.1, 1.9, 3.0, 3.05, 1.0, 1.2, 1.1, 2.5, 2.6};
  ax.scatter(x, y, {.sizes = {30}});
  ax.point_labels(x, y,
                  {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa"},
                  {.props = {.size = 8}});
  ax.set_title("point_labels: placed without collisions");
  return fig;
}
// gallery:end

// gallery:begin theme_modelcard
Figure theme_modelcard() {
  // themes/modelcard.json: its palette, fonts, colours and dpi (160).
  const Theme theme = Theme::named("modelcard");
  Figure fig(theme, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> x{0, 1, 2}, a{3.1, 4.2, 2.5}, b{2.8, 3.9, 3.3};
  const double w = 0.36;
  ax.bar(std::vector<double>{-w / 2, 1 - w / 2, 2 - w / 2}, a,
         {.width = w, .color = theme.color("blue"), .zorder = 3, .label = "BF16"});
  ax.bar(std::vector<double>{w / 2, 1 + w / 2, 2 + w / 2}, b,
         {.width = w, .color = theme.color("orange"), .zorder = 3, .label = "Q8"});
  ax.set_xticks(x, {"small", "medium", "large"});
  ax.grid({.axis = "y"});
  ax.set_spine_visible(Side::Top, false);
  ax.set_spine_visible(Side::Right, false);
  ax.set_ylabel("size [GiB]");
  ax.set_title("theme file: modelcard");
  ax.legend({.loc = "upper right"});
  return fig;
}
// gallery:end

// gallery:begin add_axes
Figure add_axes() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const auto x = linspace(0, 10, 100);
  std::vector<double> y;
  for (double v : x) y.push_back(std::sin(3 * v) * std::exp(-v / 3));
  ax.plot(x, y);
  ax.set_title("add_axes: an inset");
  Axes& inset = fig.add_axes(0.55, 0.55, 0.3, 0.25);
  inset.plot(x, y, {.color = C(1)});
  inset.set_xlim(0, 2);
  inset.tick_params({.labelsize = 7});
  return fig;
}
// gallery:end

// gallery:begin limits_margins
Figure limits_margins() {
  Figure fig(Theme{}, {.width = 5, .height = 2.6});
  auto axes = fig.subplots({.nrows = 1, .ncols = 2, .wspace = 0.3});
  const std::vector<double> x{0, 1, 2, 3}, y{1, 3, 2, 4};
  axes[0]->plot(x, y, {.marker = "o"});
  axes[0]->margins(0, 0);
  axes[0]->set_title("margins(0, 0)", {.size = 10});
  axes[1]->plot(x, y, {.marker = "o"});
  axes[1]->set_xlim(-1, 4);
  axes[1]->set_ylim_lo(0);
  axes[1]->set_title("xlim(-1, 4), ylim bottom 0", {.size = 10});
  fig.subplots_adjust({.bottom = 0.12, .top = 0.85});
  return fig;
}
// gallery:end

// gallery:begin imshow_colorbar
Figure imshow_colorbar() {
  Figure fig(Theme{}, {.width = 8, .height = 3.4});
  auto axes = fig.subplots({.nrows = 1, .ncols = 2});
  // A 12 × 16 field, row-major, row 0 first.
  const std::size_t rows = 12, cols = 16;
  std::vector<double> z;
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t c = 0; c < cols; ++c) z.push_back(std::sin(c / 2.5) * std::cos(r / 3.0) + r / 12.0);
  // Nearest cells, row 0 on top; values past vmin/vmax get the triangles' colours.
  ScalarMappable m = axes[0]->imshow(z, rows, cols, {.vmin = -0.8, .vmax = 1.4});
  fig.colorbar(m, *axes[0], {.label = "amplitude", .extend = Extend::Both});
  axes[0]->set_title("nearest, origin upper");
  // Bilinear, row 0 at the bottom, an extent in data units, a horizontal colorbar.
  ScalarMappable b = axes[1]->imshow(z, rows, cols,
                                     {.cmap = Colormap::named("RdBu_r"),
                                      .interpolation = Interpolation::Bilinear,
                                      .origin = ImageOptions::Origin::Lower,
                                      .extent = Extent{0, 4, 0, 3}});
  fig.colorbar(b, *axes[1], {.orientation = ColorbarOptions::Orientation::Horizontal, .label = "value"});
  axes[1]->set_title("bilinear, origin lower, extent");
  fig.tight_layout();
  return fig;
}
// gallery:end

// gallery:begin pcolormesh
Figure pcolormesh() {
  Figure fig(Theme{}, {.width = 5, .height = 3.6});
  Axes& ax = fig.axes();
  // Unevenly spaced cell edges on both axes.
  const std::vector<double> xe{0, 1, 2, 4, 7, 11, 16}, ye{0, 0.5, 1.5, 3, 5, 7.5};
  std::vector<double> v;
  for (std::size_t j = 0; j + 1 < ye.size(); ++j)
    for (std::size_t i = 0; i + 1 < xe.size(); ++i) v.push_back(std::sqrt((xe[i] + 1) * (ye[j] + 1)));
  ScalarMappable m = ax.pcolormesh(xe, ye, v, {.cmap = Colormap::named("plasma")});
  fig.colorbar(m, ax, {.label = "value"});
  ax.set_xlabel("x");
  ax.set_ylabel("y");
  ax.set_title("pcolormesh on a non-uniform grid");
  fig.tight_layout();
  return fig;
}
// gallery:end

// gallery:begin heatmap_annotated
Figure heatmap_annotated() {
  Figure fig(Theme{}, {.width = 6, .height = 5});
  Axes& ax = fig.axes();
  const std::vector<std::string> vegetables{"cucumber", "tomato", "lettuce", "asparagus",
                                            "potato",   "wheat",  "barley"};
  const std::vector<std::string> farmers{"Farmer Joe",    "Upland Bros.",  "Smith Gardening", "Agrifun",
                                         "Organiculture", "BioGoods Ltd.", "Cornylee Corp."};
  const std::vector<double> harvest{0.8, 2.4, 2.5, 3.9, 0.0, 4.0, 0.0, 2.4, 0.0, 4.0, 1.0, 2.7, 0.0,
                                    0.0, 1.1, 2.4, 0.8, 4.3, 1.9, 4.4, 0.0, 0.6, 0.0, 0.3, 0.0, 3.1,
                                    0.0, 0.0, 0.7, 1.7, 0.6, 2.6, 2.2, 6.2, 0.0, 1.3, 1.2, 0.0, 0.0,
                                    0.0, 3.2, 5.1, 0.1, 2.0, 0.0, 1.4, 0.0, 1.9, 6.3};
  ScalarMappable m = ax.imshow(harvest, 7, 7, {.cmap = Colormap::named("YlGn")});
  fig.colorbar(m, ax, {.label = "harvest [t/year]"});
  ax.cell_labels(harvest, 7, 7, m, {.format = "{:.1f}"});
  std::vector<double> ticks{0, 1, 2, 3, 4, 5, 6};
  ax.set_xticks(ticks, farmers);
  ax.set_yticks(ticks, vegetables);
  ax.tick_params({.axis = "x", .rotation = 30, .ha = HAlign::Right});
  ax.set_title("Harvest of local farmers (in tons/year)");
  fig.tight_layout();
  return fig;
}
// gallery:end

// gallery:begin colormaps
Figure colormaps() {
  const std::vector<std::string> names = Colormap::names();
  const int per_column = static_cast<int>((names.size() + 1) / 2);
  Figure fig(Theme{}, {.width = 8, .height = 0.22 * per_column + 0.6});
  fig.subplots_adjust(
      {.left = 0.16, .right = 0.98, .bottom = 0.02, .top = 0.95, .wspace = 0.5, .hspace = 0.35});
  const GridSpec grid{.nrows = per_column, .ncols = 2};
  std::vector<double> gradient;
  for (int i = 0; i < 256; ++i) gradient.push_back(i / 255.0);
  for (std::size_t k = 0; k < names.size(); ++k) {
    const int row = static_cast<int>(k) % per_column, col = static_cast<int>(k) / per_column;
    Axes& ax = fig.add_subplot(grid, row, row + 1, col, col + 1);
    ax.imshow(gradient, 1, 256, {.cmap = Colormap::named(names[k]), .aspect = std::nullopt});
    ax.text({-0.02, 0.5}, names[k],
            {.coords = Coord::AxesFraction, .props = {.size = 8, .ha = HAlign::Right, .va = VAlign::Center}});
    ax.axis_off();
  }
  fig.suptitle("every colormap", {.size = 11}, 0.995);
  return fig;
}
// gallery:end

// gallery:begin scatter_cmap
Figure scatter_cmap() {
  Figure fig(Theme{}, {.width = 5, .height = 3.6});
  Axes& ax = fig.axes();
  const auto x = normalish(120, 11), y = normalish(120, 12);
  std::vector<double> c, s;
  for (std::size_t i = 0; i < x.size(); ++i) {
    c.push_back(std::hypot(x[i], y[i]));           // distance from the origin
    s.push_back(10 + 40 * std::abs(x[i] - y[i]));  // points²
  }
  ScalarMappable m = ax.scatter(x, y, {.sizes = s, .c = c, .cmap = Colormap::named("magma_r"), .alpha = 0.8});
  fig.colorbar(m, ax, {.shrink = 0.8, .label = "distance"});
  ax.set_xlabel("x");
  ax.set_ylabel("y");
  ax.set_title("scatter coloured by value");
  fig.tight_layout();
  return fig;
}
// gallery:end

// gallery:begin contour
Figure contour() {
  Figure fig(Theme{}, {.width = 5, .height = 3.6});
  Axes& ax = fig.axes();
  // Two Gaussian bumps of opposite sign on a 61 × 41 grid (matplotlib's contour demo).
  const auto x = linspace(-3, 3, 61), y = linspace(-2, 2, 41);
  std::vector<double> z;
  for (double yv : y)
    for (double xv : x)
      z.push_back(2 * (std::exp(-xv * xv - yv * yv) - std::exp(-(xv - 1) * (xv - 1) - (yv - 1) * (yv - 1))));
  ContourSet cs = ax.contour(x, y, z);
  ax.clabel(cs);
  ax.set_title("contour with inline labels");
  return fig;
}
// gallery:end

// gallery:begin contourf
Figure contourf() {
  Figure fig(Theme{}, {.width = 5, .height = 3.6});
  Axes& ax = fig.axes();
  const auto x = linspace(-3, 3, 61), y = linspace(-2, 2, 41);
  std::vector<double> z;
  for (double yv : y)
    for (double xv : x)
      z.push_back(2 * (std::exp(-xv * xv - yv * yv) - std::exp(-(xv - 1) * (xv - 1) - (yv - 1) * (yv - 1))));
  ContourSet cs = ax.contourf(x, y, z, {.nlevels = 10, .cmap = Colormap::named("RdBu_r")});
  ax.contour(x, y, z, {.levels = cs.levels, .colors = named("black"), .linewidth = 0.5});
  fig.colorbar(cs.mapping, ax, {.label = "z"});
  ax.set_title("contourf, lines over it, a colorbar");
  fig.tight_layout();
  return fig;
}
// gallery:end

// gallery:begin boxplot
Figure boxplot() {
  Figure fig(Theme{}, {.width = 7, .height = 3});
  auto axes = fig.subplots({.nrows = 1, .ncols = 2});
  std::vector<std::vector<double>> data;
  for (int k = 0; k < 3; ++k) {
    std::vector<double> d = normalish(80, 20 + k);
    for (double& v : d) v = v * (1 + 0.4 * k) + k;
    d.push_back(6.5 - k);  // an outlier beyond each upper whisker
    data.push_back(d);
  }
  axes[0]->boxplot(data, {.notch = true, .showmeans = true, .labels = {"A", "B", "C"}});
  axes[0]->set_title("notch, showmeans, labels");
  axes[1]->boxplot(data, {.widths = {0.6}, .vert = false});
  axes[1]->set_title("vert=False, widths 0.6");
  fig.tight_layout();
  return fig;
}
// gallery:end

// gallery:begin hist_types
Figure hist_types() {
  Figure fig(Theme{}, {.width = 7, .height = 5});
  auto axes = fig.subplots({.nrows = 2, .ncols = 2});
  const std::vector<double> a = normalish(300, 30);
  std::vector<double> b = normalish(200, 31);
  for (double& v : b) v = 0.8 * v + 1;
  axes[0]->hist({a, b}, {.bins = 12});
  axes[0]->set_title("two data sets side by side");
  axes[1]->hist({a, b}, {.bins = 12, .stacked = true});
  axes[1]->set_title("stacked");
  axes[2]->hist(a, {.bins = 20, .label = "step", .histtype = HistOptions::Type::Step});
  axes[2]->hist(b,
                {.bins = 20, .alpha = 0.5, .label = "stepfilled", .histtype = HistOptions::Type::StepFilled});
  axes[2]->legend();
  axes[2]->set_title("step, stepfilled");
  axes[3]->hist(
      a, {.bins = 10, .alpha = 0.5, .label = "weights 0.5", .weights = std::vector<double>(a.size(), 0.5)});
  axes[3]->hist(a,
                {.bins = 30, .label = "cumulative", .histtype = HistOptions::Type::Step, .cumulative = true});
  axes[3]->legend({.loc = "upper left"});
  axes[3]->set_title("weights, cumulative");
  fig.tight_layout();
  return fig;
}
// gallery:end

}  // namespace

const std::vector<Entry>& entries() {
  static const std::vector<Entry> all = {
      {"line", "Lines with labels, axis labels, a title and a legend.", line},
      {"bar", "Bars with per-bar colours, an edge, alpha, and lines below and above them by zorder.", bar},
      {"bar_grouped", "Grouped bars side by side, with a legend in three columns.", bar_grouped},
      {"bar_label",
       "bar_label: values at the bars' ends with padding and fmt, labels at their centres; stacked, inverted "
       "barh.",
       bar_label},
      {"bar_stacked", "Stacked bars: the second series starts at the first's top (bottom).", bar_stacked},
      {"barh", "Horizontal bars with tick labels, first row on top (inverted y axis).", barh},
      {"errorbar", "Error bars: marker and line, caps (capsize, capthick), an error colour; x errors too.",
       errorbar},
      {"hist", "A histogram with 20 bins and white bin edges.", hist},
      {"hist_edges", "Two overlapping histograms on explicit, uneven bin edges.", hist_edges},
      {"hist_binned", "A histogram of counts binned beforehand (hist_binned).", hist_binned},
      {"line_styles", "The named line styles and a custom dash tuple.", line_styles},
      {"markers", "Every marker, filled and with a white face.", markers},
      {"scatter", "Scatter with per-point sizes and colours, alpha and black edges.", scatter},
      {"fill_between", "fill_between: a band between two curves and an area down to zero.", fill_between},
      {"ref_lines", "axhline and axvline, across the axes and over part of it.", ref_lines},
      {"spans", "axvspan and axhspan, full and partial, filled and outlined.", spans},
      {"pie", "A pie with labels, percentages (autopct) and a start angle.", pie},
      {"text_coords", "Text placed in data, axes-fraction, figure-fraction and blended coordinates.",
       text_coords},
      {"text_align", "Text alignment: every ha/va pair at its anchor, multi-line and rotated text.",
       text_align},
      {"annotate", "annotate: an arrow to a point, text offset in points, a boxed note.", annotate},
      {"boxes_arrows", "A small diagram: rounded boxes and arrows between them on an axes without axis.",
       boxes_arrows},
      {"legend_locations", "Legends at named locations.", legend_locations},
      {"legend_best", "A legend placed at the 'best' location, away from the data.", legend_best},
      {"legend_handles", "A legend with a handle for every artist kind, outside the axes.", legend_handles},
      {"legend_options", "A legend with a title, two columns, a smaller font and an opaque frame.",
       legend_options},
      {"twinx", "A second y axis (twinx) and one legend gathering both axes' entries.", twinx},
      {"log_scale", "A log y axis (base 10) with minor ticks and a major and minor grid.", log_scale},
      {"log_base2", "Log axes in base 2.", log_base2},
      {"inverted_axis", "An inverted y axis (depth).", inverted_axis},
      {"fixed_ticks", "Fixed ticks with multi-line and empty labels.", fixed_ticks},
      {"rotated_ticks", "Rotated tick labels, right-aligned to their ticks.", rotated_ticks},
      {"bold_ticks", "Bold, larger, coloured tick labels; bold label and title.", bold_ticks},
      {"tick_params", "tick_params: labels on the right, tick colour, length, width and pad.", tick_params},
      {"thousands", "A thousands separator in tick labels.", thousands},
      {"spines", "Hidden, coloured and wider spines; an axes face colour.", spines},
      {"grid", "A y grid with dashed major and dotted minor lines, alpha, below the bars.", grid},
      {"grid_which", "Grid lines on major, minor and both ticks.", grid_which},
      {"subplots_ratios", "A 2×2 grid with width and height ratios and spacing; a suptitle.",
       subplots_ratios},
      {"tight_layout", "tight_layout fitting labels and titles of a 2×2 grid.", tight_layout},
      {"suptitle", "A suptitle and figure texts (a footer and a rotated side note).", suptitle},
      {"bbox_tight", "Saved with a tight bounding box: the legend outside the axes is kept.", bbox_tight,
       SaveOptions{.bbox_tight = true}},
      {"unicode", "Unicode text: minus, arrow, dash, ±, ², Δ, µ, ≤, ≥.", unicode},
      {"mathtext", "Mathtext: superscripts, subscripts, Greek letters and symbols.", mathtext},
      {"point_labels", "Point labels placed next to their points without collisions (libplot).",
       point_labels},
      {"theme_modelcard", "A theme file (themes/modelcard.json) instead of the defaults.", theme_modelcard},
      {"add_axes", "An inset axes at a rectangle in figure fraction (add_axes).", add_axes},
      {"limits_margins", "Margins and explicit limits, both ends or one.", limits_margins},
      {"imshow_colorbar",
       "imshow (nearest and bilinear, origin upper and lower, extent) with vertical and horizontal "
       "colorbars, extend triangles and tight layout.",
       imshow_colorbar},
      {"pcolormesh", "pcolormesh on a non-uniform grid, with a colorbar.", pcolormesh},
      {"heatmap_annotated",
       "An annotated heatmap: a value per cell, its colour chosen for contrast (matplotlib's gallery "
       "example).",
       heatmap_annotated},
      {"colormaps", "Every colormap libplot knows (matplotlib's data), by name.", colormaps},
      {"scatter_cmap", "Scatter coloured by value through a colormap, per-point sizes, a shrunk colorbar.",
       scatter_cmap},
      {"contour",
       "contour lines at levels chosen as matplotlib does, with inline labels placed without collisions "
       "(clabel).",
       contour},
      {"contourf",
       "contourf bands, black lines at the same levels (negative ones dashed), a banded colorbar.", contourf},
      {"boxplot", "boxplot: notches, means, fliers and tick labels; horizontal boxes of a set width.",
       boxplot},
      {"hist_types",
       "hist: several data sets side by side and stacked; step and stepfilled; weights; cumulative.",
       hist_types},
      {"tick_locators",
       "Locators set per axis: Null, Multiple, Fixed, MaxN, Auto with AutoMinor, Log (matplotlib's tick "
       "locators example).",
       tick_locators},
      {"tick_formatters",
       "Formatters set per axis: Scalar with offset, StrMethod, FormatStr, Func, Percent, Eng, "
       "LogSciNotation.",
       tick_formatters},
      {"symlog", "symlog scales (linthresh) on y, on both axes, and a SymLogNorm colorbar on a symlog axis.",
       symlog},
      {"step", "step (where pre, mid, post) and plot's drawstyle; markers stay at the points.", step},
      {"stairs", "stairs: an outline down to the baseline, a filled one, no baseline, a NaN gap.", stairs},
      {"hlines_vlines", "hlines and vlines: per-line extents and colours, a dashed set with a legend entry.",
       hlines_vlines},
      {"fill_betweenx", "fill_betweenx: the area between two curves of y, and down to x = 0.", fill_betweenx},
      {"stackplot",
       "stackplot: three series stacked from zero, colours from the cycle, labels in the legend.", stackplot},
      {"bar_yerr",
       "bar and barh with symmetric and asymmetric error bars (capsize, ecolor); errorbar with asymmetric x "
       "and y errors.",
       bar_yerr},
      {"pie_explode", "A pie with exploded wedges; labels and percentages follow their wedge.", pie_explode},
      {"legend_custom",
       "A legend of custom handles (matplotlib's Line2D and Patch proxy artists): lines, a marker, a patch.",
       legend_custom},
      {"violinplot",
       "violinplot: Gaussian KDE bodies (Scott's rule) with means, medians and extrema; horizontal violins "
       "of set widths and positions.",
       violinplot},
      {"sharex_sharey",
       "subplots with sharex=True and sharey=\"row\": shared limits, tick labels on the outer edges only.",
       sharex_sharey},
      {"twiny", "A second x axis on top (twiny) sharing y; the title above it.", twiny},
      {"secondary_axis",
       "Secondary axes through a forward/inverse function pair: radians on top, °F on the right.",
       secondary_axis},
      {"aspect_equal",
       "set_aspect(\"equal\") and set_aspect(2): the box shrinks to the data ratio, with tight layout.",
       aspect_equal},
      {"categorical", "String categories as x (bar, then plot extending them) and as y (scatter, barh).",
       categorical},
      {"logit",
       "logit scales: logistic curves on a logit y axis (ticks 10^-k, 1/2, 1-10^-k), a zoomed logit x axis "
       "with nonpositive clip.",
       logit},
      {"date_axis",
       "Date axes from std::chrono time points: AutoDateLocator with AutoDateFormatter (the default), "
       "ConciseDateFormatter with its offset, dates in axvspan and bar.",
       date_axis},
  };
  return all;
}

std::string read_sources(const std::string& gallery_cpp) {
  namespace fs = std::filesystem;
  std::vector<fs::path> files{gallery_cpp};
  std::vector<fs::path> more;
  for (const auto& e : fs::directory_iterator(fs::path(gallery_cpp).parent_path())) {
    const std::string name = e.path().filename().string();
    if (name.starts_with("entries_") && name.ends_with(".cpp")) more.push_back(e.path());
  }
  std::sort(more.begin(), more.end());
  files.insert(files.end(), more.begin(), more.end());
  std::string all;
  for (const fs::path& f : files) {
    std::ifstream in(f, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + f.string());
    all.append(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  return all;
}

std::string entry_code(const std::string& source, const std::string& name) {
  const std::string begin = "// gallery:begin " + name + "\n", end = "// gallery:end\n";
  const std::size_t b = source.find(begin);
  if (b == std::string::npos) throw std::runtime_error("gallery.cpp has no block for '" + name + "'");
  const std::size_t start = b + begin.size();
  const std::size_t e = source.find(end, start);
  if (e == std::string::npos) throw std::runtime_error("gallery.cpp: block '" + name + "' has no end");
  return source.substr(start, e - start);
}

std::string markdown(const std::string& source) {
  std::ostringstream md;
  md << "# Gallery\n\n"
        "<!-- Generated by `gallery_render --markdown docs/gallery.md` from tests/gallery/gallery.cpp;\n"
        "     gallery_test fails when this file is out of date. Do not edit by hand. -->\n\n"
        "Small figures, one feature each, drawn with libplot's public API. Every image is a golden\n"
        "image (`golden/gallery/NAME.png`, checked by `gallery_test`) and the code under it is the\n"
        "entry's function in `tests/gallery/gallery.cpp` (or `entries_*.cpp`), verbatim. Figures use "
        "`Theme{}`\n"
        "(matplotlib 3.6's defaults) at 100 dpi unless they say otherwise, and\n"
        "`using namespace libplot;`.\n\n"
        "Regenerate the images (after looking at them) and this page:\n\n"
        "```sh\n"
        "cmake --build build --target gallery_render\n"
        "build/tests/gallery/gallery_render golden/gallery\n"
        "build/tests/gallery/gallery_render --markdown docs/gallery.md\n"
        "```\n\n"
        "`tests/gallery/matplotlib_gallery.py` draws the same figures with matplotlib 3.6, for\n"
        "side-by-side comparison (`/usr/bin/python3 tests/gallery/matplotlib_gallery.py OUTDIR`).\n\n";
  md << "Where libplot differs from matplotlib on purpose, the images show libplot's choice:\n"
        "point labels are placed without collisions (`point_labels`; matplotlib has no equivalent),\n"
        "figure texts keep a quarter of their font size from the page edge (`text_coords`,\n"
        "`suptitle`), text beside an axhline/axvline keeps 0.4 em clear of it (`text_coords`), and\n"
        "the title of an axes without axis sits above what the axes draws (`boxes_arrows`). Text is\n"
        "measured as matplotlib's Agg backend measures it, hinted at the output dpi (rendering.md,\n"
        "\"Text metrics modes\").\n\n";
  md << "## Contents\n\n";
  for (const Entry& e : entries()) md << "- [" << e.name << "](#" << e.name << "): " << e.description << "\n";
  md << "\n## Helpers\n\nThe entries use these helpers:\n\n```cpp\n"
     << entry_code(source, "helpers") << "```\n\n";
  for (const Entry& e : entries()) {
    md << "## " << e.name << "\n\n"
       << e.description << "\n\n"
       << "![" << e.name << "](../golden/gallery/" << e.name << ".png)\n\n"
       << (e.save.bbox_tight ? "Saved with `fig.save(path, {.bbox_tight = true})`.\n\n" : "") << "```cpp\n"
       << entry_code(source, e.name) << "```\n\n";
  }
  return md.str();
}

}  // namespace gallery
