// Gallery entries: shared, twinned, secondary, fixed-aspect and categorical axes. Each figure
// is one function between "// gallery:begin NAME" and "// gallery:end" markers (docs/gallery.md
// shows that text).
#include "entries_axes.hpp"

#include <cmath>
#include <numbers>
#include <string>
#include <vector>

namespace gallery {

using namespace libplot;

// gallery:begin sharex_sharey
Figure sharex_sharey() {
  Figure fig(Theme{}, {.width = 5, .height = 4});
  // sharex=True, sharey="row": one x view, one y view per row; tick labels on the outer edges.
  auto axs = fig.subplots({.nrows = 2, .ncols = 2}, {.sharex = Share::All, .sharey = Share::Row});
  std::vector<double> x, a, b, c, d;
  for (int i = 0; i <= 40; ++i) {
    const double t = i * 0.25;
    x.push_back(t);
    a.push_back(std::sin(t));
    b.push_back(0.5 * std::cos(t));
    c.push_back(10 + 3 * std::sin(t / 2));
    d.push_back(12 - 0.4 * t);
  }
  axs[0]->plot(x, a);
  axs[1]->plot(x, b, {.color = Theme{}.cycle(1)});
  axs[2]->plot(x, c, {.color = Theme{}.cycle(2)});
  axs[3]->plot(std::vector<double>(x.begin(), x.begin() + 21), std::vector<double>(d.begin(), d.begin() + 21),
               {.color = Theme{}.cycle(3)});
  axs[0]->set_title("sin");
  axs[1]->set_title("cos / 2");
  axs[2]->set_xlabel("t");
  axs[3]->set_xlabel("t (first half)");
  fig.tight_layout();
  return fig;
}
// gallery:end

// gallery:begin twiny
Figure twiny() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> depth{0, 50, 100, 200, 400, 700, 1000};
  const std::vector<double> temp{18, 17, 14, 10, 6, 4.5, 4};
  const std::vector<double> salinity{35.6, 35.5, 35.3, 35.0, 34.8, 34.7, 34.7};
  ax.plot(temp, depth, {.color = Theme{}.cycle(3), .marker = "o"});
  ax.set_xlabel("temperature [°C]");
  ax.set_ylabel("depth [m]");
  ax.invert_yaxis();
  Axes& top = ax.twiny();  // shares y; its own x on top
  top.plot(salinity, depth, {.color = Theme{}.cycle(0), .marker = "s"});
  top.set_xlabel("salinity [psu]");
  ax.set_title("twiny: a second x axis on top");
  fig.tight_layout();
  return fig;
}
// gallery:end

// gallery:begin secondary_axis
Figure secondary_axis() {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  std::vector<double> deg, temp;
  for (int i = 0; i <= 36; ++i) {
    deg.push_back(i * 10.0);
    temp.push_back(15 + 10 * std::sin(i * 10.0 * std::numbers::pi / 180));
  }
  ax.plot(deg, temp);
  ax.set_xlabel("angle [degrees]");
  ax.set_ylabel("temperature [°C]");
  const double k = std::numbers::pi / 180;
  Axes& rad = ax.secondary_xaxis(
      "top", {.forward = [k](double d) { return d * k; }, .inverse = [k](double r) { return r / k; }});
  rad.set_xlabel("angle [rad]");
  Axes& fahr = ax.secondary_yaxis("right", {.forward = [](double c) { return c * 1.8 + 32; },
                                            .inverse = [](double f) { return (f - 32) / 1.8; }});
  fahr.set_ylabel("temperature [°F]");
  fig.tight_layout();
  return fig;
}
// gallery:end

// gallery:begin aspect_equal
Figure aspect_equal() {
  Figure fig(Theme{}, {.width = 6, .height = 3});
  auto axs = fig.subplots({.nrows = 1, .ncols = 2});
  std::vector<double> cx, cy;
  for (int i = 0; i <= 100; ++i) {
    const double t = 2 * std::numbers::pi * i / 100;
    cx.push_back(2 * std::cos(t));
    cy.push_back(std::sin(t));
  }
  axs[0]->plot(cx, cy);
  axs[0]->set_aspect("equal");  // one data unit as long on both axes: an ellipse 2:1
  axs[0]->set_title("set_aspect(\"equal\")");
  axs[1]->plot(cx, cy, {.color = Theme{}.cycle(1)});
  axs[1]->set_aspect(2.0);  // a y unit twice as long as an x unit
  axs[1]->set_title("set_aspect(2)");
  axs[1]->set_xlabel("x");
  fig.tight_layout();
  return fig;
}
// gallery:end

// gallery:begin categorical
Figure categorical() {
  Figure fig(Theme{}, {.width = 6, .height = 3});
  auto axs = fig.subplots({.nrows = 1, .ncols = 2});
  // Strings as x: each new one takes the next position, in the order first seen.
  const std::vector<std::string> fruit{"apple", "banana", "cherry"};
  axs[0]->bar(fruit, std::vector<double>{3, 5, 2});
  axs[0]->plot(std::vector<std::string>{"banana", "cherry", "durian"}, std::vector<double>{4, 2.5, 6},
               {.color = Theme{}.cycle(1), .marker = "o"});
  axs[0]->set_title("bar, then plot adds a category");
  // Strings as y.
  axs[1]->scatter(std::vector<double>{1, 4, 2, 3}, std::vector<std::string>{"low", "high", "mid", "high"});
  axs[1]->barh(std::vector<std::string>{"mid"}, std::vector<double>{1.5}, {.alpha = 0.4});
  axs[1]->set_title("y categories: scatter, barh");
  fig.tight_layout();
  return fig;
}
// gallery:end

}  // namespace gallery
