// Gallery entries of the tick API (Axis::set_major_locator ...): one strip per locator or
// formatter, as matplotlib's "Tick locators" and "Tick formatters" examples show them.
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

}  // namespace gallery
