// Gallery entries of the tick API (Axis::set_major_locator ...): one strip per locator or
// formatter, as matplotlib's "Tick locators" and "Tick formatters" examples show them.
#include <cmath>
#include <string>
#include <vector>

#include "entries_ticks.hpp"

namespace gallery {

using namespace libplot;

// gallery:begin tick_locators
Figure tick_locators() {
  Figure fig(Theme{}, {.width = 6, .height = 4.8});
  auto axes = fig.subplots({.nrows = 6, .ncols = 1});
  // Only the x axis, a caption above it.
  auto strip = [](Axes& ax, const std::string& caption) {
    ax.set_xlim(0, 5);
    ax.set_ylim(0, 1);
    ax.yaxis().set_major_locator(NullLocator{});
    for (Side s : {Side::Left, Side::Right, Side::Top}) ax.set_spine_visible(s, false);
    ax.text({0.0, 0.3}, caption, {.coords = Coord::AxesFraction, .props = {.size = 10}});
  };
  strip(*axes[0], "NullLocator()");
  axes[0]->xaxis().set_major_locator(NullLocator{});
  strip(*axes[1], "MultipleLocator(0.5), minor MultipleLocator(0.1)");
  axes[1]->xaxis().set_major_locator(MultipleLocator{0.5});
  axes[1]->xaxis().set_minor_locator(MultipleLocator{0.1});
  strip(*axes[2], "FixedLocator([0, 1, 5]), minor FixedLocator([0.2, 0.4, 0.6, 0.8])");
  axes[2]->xaxis().set_major_locator(FixedLocator{{0, 1, 5}});
  axes[2]->xaxis().set_minor_locator(FixedLocator{{0.2, 0.4, 0.6, 0.8}});
  strip(*axes[3], "MaxNLocator(4), minor AutoMinorLocator()");
  MaxNLocator four = MaxNLocator::matplotlib_default();  // matplotlib's MaxNLocator(4)
  four.nbins = 4;
  axes[3]->xaxis().set_major_locator(four);
  axes[3]->xaxis().set_minor_locator(AutoMinorLocator{});
  strip(*axes[4], "AutoLocator(), minor AutoMinorLocator(4)");
  axes[4]->xaxis().set_major_locator(AutoLocator{});
  axes[4]->xaxis().set_minor_locator(AutoMinorLocator{4});
  strip(*axes[5], "LogLocator(base=10, numticks=15)");
  axes[5]->set_xlim(1e3, 1e10);
  axes[5]->set_xscale(Scale::log());
  axes[5]->xaxis().set_major_locator(LogLocator{.base = 10, .numticks = 15});
  fig.subplots_adjust({.left = 0.05, .right = 0.95, .bottom = 0.06, .top = 0.97, .hspace = 0.9});
  return fig;
}
// gallery:end

// gallery:begin tick_formatters
Figure tick_formatters() {
  Figure fig(Theme{}, {.width = 6, .height = 5.2});
  auto axes = fig.subplots({.nrows = 7, .ncols = 1});
  auto strip = [](Axes& ax, const std::string& caption, double lo, double hi) {
    ax.set_xlim(lo, hi);
    ax.set_ylim(0, 1);
    ax.yaxis().set_major_locator(NullLocator{});
    for (Side s : {Side::Left, Side::Right, Side::Top}) ax.set_spine_visible(s, false);
    ax.text({0.0, 0.3}, caption, {.coords = Coord::AxesFraction, .props = {.size = 10}});
  };
  strip(*axes[0], "ScalarFormatter() with an offset", 1000000, 1000005);
  strip(*axes[1], "StrMethodFormatter('{x:.1f} km')", 0, 5);
  axes[1]->xaxis().set_major_formatter(StrMethodFormatter{"{x:.1f} km"});
  strip(*axes[2], "FormatStrFormatter('#%d')", 0, 5);
  axes[2]->xaxis().set_major_formatter(FormatStrFormatter{"#%d"});
  strip(*axes[3], "FuncFormatter: [value]", 0, 5);
  axes[3]->xaxis().set_major_formatter(
      FuncFormatter{[](double x, std::size_t) { return pyformat("[{:.2f}]", {x}); }});
  strip(*axes[4], "PercentFormatter(xmax=5)", 0, 5);
  axes[4]->xaxis().set_major_formatter(PercentFormatter{.xmax = 5});
  strip(*axes[5], "EngFormatter(unit='Hz')", 0, 5000);
  axes[5]->xaxis().set_major_formatter(EngFormatter{.unit = "Hz"});
  strip(*axes[6], "LogFormatterSciNotation() on a log axis", 1e-2, 1e3);
  axes[6]->set_xscale(Scale::log());
  fig.subplots_adjust({.left = 0.05, .right = 0.95, .bottom = 0.06, .top = 0.97, .hspace = 1.1});
  return fig;
}
// gallery:end

// gallery:begin symlog
Figure symlog() {
  Figure fig(Theme{}, {.width = 9, .height = 3});
  auto axes = fig.subplots({.nrows = 1, .ncols = 3});
  // x³ over -20..20: linear within ±1, decades beyond.
  std::vector<double> x, cube, wave;
  for (int i = 0; i <= 400; ++i) {
    x.push_back(-20 + 0.1 * i);
    cube.push_back(x.back() * x.back() * x.back());
    wave.push_back(std::sin(x.back() / 3.0));
  }
  axes[0]->plot(x, cube);
  axes[0]->set_yscale(Scale::symlog(10, 1));
  axes[0]->set_title("symlog y, linthresh 1");
  axes[1]->plot(x, wave);
  axes[1]->set_xscale(Scale::symlog());
  axes[1]->set_yscale(Scale::symlog(10, 0.015));
  axes[1]->set_title("symlog x and y (linthresh 0.015)");
  // A field spanning ±1000 through a SymLogNorm: its colorbar gets a symlog axis.
  const std::size_t rows = 20, cols = 20;
  std::vector<double> z;
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t c = 0; c < cols; ++c)
      z.push_back(1000 * std::sin(c / 3.0) * std::cos(r / 4.0) * std::abs(std::sin(c / 3.0)));
  ScalarMappable m = axes[2]->imshow(
      z, rows, cols,
      {.cmap = Colormap::named("RdBu_r"), .norm = SymLogNorm{.linthresh = 1, .vmin = -1000, .vmax = 1000}});
  fig.colorbar(m, *axes[2]);
  axes[2]->set_title("SymLogNorm colorbar");
  fig.tight_layout();
  return fig;
}
// gallery:end

// gallery:begin logit
Figure logit() {
  Figure fig(Theme{}, {.width = 8, .height = 3});
  auto axes = fig.subplots({.nrows = 1, .ncols = 2});
  // Logistic curves of two slopes: straight lines on a logit y axis.
  std::vector<double> x, steep, gentle;
  for (int i = 0; i <= 160; ++i) {
    x.push_back(-8 + 0.1 * i);
    steep.push_back(1 / (1 + std::exp(-x.back())));
    gentle.push_back(1 / (1 + std::exp(-x.back() / 2)));
  }
  axes[0]->plot(x, steep, {.label = "slope 1"});
  axes[0]->plot(x, gentle, {.label = "slope 1/2"});
  axes[0]->set_yscale(Scale::logit());
  axes[0]->legend();
  axes[0]->set_title("logit y: 1/2, 10^-k and 1-10^-k");
  // A zoomed logit x axis (0.2 .. 0.8) falls back to linear-looking ticks, no minor ones.
  std::vector<double> p, odds;
  for (int i = 0; i <= 60; ++i) {
    p.push_back(0.2 + 0.01 * i);
    odds.push_back(p.back() / (1 - p.back()));
  }
  axes[1]->plot(p, odds, {.marker = "o", .markersize = 3});
  axes[1]->set_xscale(Scale::logit("clip"));
  axes[1]->set_title("logit x (clip), zoomed in");
  fig.tight_layout();
  return fig;
}
// gallery:end

}  // namespace gallery
