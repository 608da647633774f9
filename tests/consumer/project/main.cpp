// A program outside the libplot tree: draws a small figure through the installed public API.
#include <cstdio>
#include <vector>

#include <libplot/libplot.hpp>

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  libplot::Theme theme;  // matplotlib's defaults
  libplot::Figure fig(theme, {.width = 6.4, .height = 4.8, .dpi = 100});
  libplot::Axes& ax = fig.axes();
  const std::vector<double> x{0, 1, 2, 3}, y{1, 3, 2, 4};
  ax.plot(x, y, {.marker = "o", .label = "series"});
  ax.set_title("consumer");
  ax.legend();
  fig.save(argv[1]);
  const auto [w, h] = fig.pixel_size();
  std::printf("libplot %s wrote %dx%d\n", libplot::version(), w, h);
  return 0;
}
