// The parent's own program: draws through the embedded libplot and prints the PNG's size.
#include <cstdio>
#include <vector>

#include <libplot/libplot.hpp>

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  try {
    libplot::Figure fig(libplot::Theme{}, {.width = 3.2, .height = 2.4, .dpi = 100});
    const std::vector<double> x{0, 1, 2}, h{3, 1, 2};
    fig.axes().bar(x, h, {});
    fig.axes().set_title("embedded");
    fig.save(argv[1]);
    const auto [w, hpx] = fig.pixel_size();
    std::printf("wrote %dx%d\n", w, hpx);
  } catch (const libplot::Error& e) {
    std::fprintf(stderr, "parent_tool: %s\n", e.what());
    return 1;
  }
  return 0;
}
