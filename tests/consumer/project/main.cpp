// A program outside the libplot tree: draws a figure with a title, tick labels, mathtext and a
// legend through the installed public API. Built in-tree too: the two PNGs must be identical.
#include <cstdio>
#include <vector>

#include <libplot/libplot.hpp>

#ifdef LIBPLOT_CONSUMER_EXPECT_CXX23
// The consumer asked for C++23; libplot's interface (cxx_std_20) must not lower it.
static_assert(__cplusplus > 202002L, "libplot lowered the consumer's C++ standard");
#endif

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: consumer OUT.png\n");
    return 2;
  }
  try {
    const libplot::Theme theme = libplot::Theme::named("modelcard");  // from the data directory
    libplot::Figure fig(theme, {.width = 6.4, .height = 4.8, .dpi = 100});
    libplot::Axes& ax = fig.axes();
    const std::vector<double> x{0, 1, 2, 3}, y{1, 3, 2, 4}, z{0.5, 1.5, 2.5, 3.5};
    ax.plot(x, y, {.marker = "o", .label = R"($\alpha^2 + \beta_i$)"});
    ax.plot(x, z, {.linestyle = "--", .label = "linear"});
    ax.set_title(R"(consumer: $\sigma = 10^{-3}$)");
    ax.set_xlabel("step");
    ax.legend({.loc = "upper left"});
    fig.save(argv[1]);
    const auto [w, h] = fig.pixel_size();
    std::printf("libplot %s wrote %dx%d\n", libplot::version(), w, h);
  } catch (const libplot::Error& e) {
    std::fprintf(stderr, "consumer: %s\n", e.what());
    return 1;
  }
  return 0;
}
