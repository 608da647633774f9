// bench_heatmap MODE FORMAT OUT [REPEAT]
//   MODE   empty | heatmap   (an empty figure, or imshow of 1000 x 1000 cells with a colorbar)
//   FORMAT png | pdf | svg
// Renders the figure REPEAT times (default 1), writes the last rendering to OUT and prints its
// size and the in-process time per rendering. Time the two modes against each other as whole
// processes (e.g. with /usr/bin/time) for the ratio; both pay the same start-up.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "libplot/libplot.hpp"

using namespace libplot;

namespace {

Figure make(bool heatmap, const std::vector<double>& z) {
  Figure fig(Theme{}, {.width = 8, .height = 6, .dpi = 100});
  Axes& ax = fig.axes();
  if (heatmap) {
    ScalarMappable m = ax.imshow(z, 1000, 1000, {});
    fig.colorbar(m, ax, {.label = "value"});
  }
  ax.set_title("1000 x 1000 cells");
  return fig;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: bench_heatmap empty|heatmap png|pdf|svg OUT [REPEAT]\n");
    return 2;
  }
  const std::string mode = argv[1], format = argv[2], out = argv[3];
  const int repeat = argc > 4 ? std::atoi(argv[4]) : 1;
  if ((mode != "empty" && mode != "heatmap") || repeat < 1) {
    std::fprintf(stderr, "bench_heatmap: bad mode '%s' or repeat\n", mode.c_str());
    return 2;
  }
  const Format f = format == "pdf" ? Format::Pdf : format == "svg" ? Format::Svg : Format::Png;
  // A smooth field with detail at every scale the image shows (what a heatmap usually holds).
  std::vector<double> z(1000 * 1000);
  for (int r = 0; r < 1000; ++r)
    for (int c = 0; c < 1000; ++c)
      z[r * 1000 + c] = std::sin(c / 37.0) * std::cos(r / 53.0) + 0.3 * std::sin((r + c) / 11.0);
  std::string bytes;
  const auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < repeat; ++i) bytes = make(mode == "heatmap", z).render(f);
  const auto t1 = std::chrono::steady_clock::now();
  std::FILE* fp = std::fopen(out.c_str(), "wb");
  if (!fp || std::fwrite(bytes.data(), 1, bytes.size(), fp) != bytes.size()) {
    std::fprintf(stderr, "bench_heatmap: cannot write %s\n", out.c_str());
    return 1;
  }
  std::fclose(fp);
  std::printf("%s %s: %zu bytes, %.2f ms per rendering\n", mode.c_str(), format.c_str(), bytes.size(),
              std::chrono::duration<double, std::milli>(t1 - t0).count() / repeat);
  return 0;
}
