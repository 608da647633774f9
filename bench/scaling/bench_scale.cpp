// Draws one figure whose size of problem is given, for timing as a whole process:
//   bench_scale labels N OUT   N labelled scatter points (uniform, seeded) on a figure sized so
//                              that 10,000 labels fit legibly (40 x 40 in: 10,000 6-pt labels
//                              cover about a tenth of the axes); prints the number of labels
//                              dropped and the in-process seconds (placement and save).
//   bench_scale dense N OUT    N labelled points on a 6.4 x 4.8 in figure (most must be dropped).
//   bench_scale points N OUT   the 'labels' figure without its labels: what placing them adds.
//   bench_scale line N OUT     one line of N points (a noisy random walk), 6.4 x 4.8 in.
//   bench_scale rawline N OUT  the same with path.simplify off (every point reaches Cairo).
//   bench_scale text N OUT     one text of N bytes (words of 2-9 letters) as a one-line title
//                              and as a wrapped block of 100-byte lines, 6.4 x 4.8 in.
// OUT's extension picks the format (.png, .pdf, .svg).
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <libplot/libplot.hpp>

#include "process/free_heap.hpp"

using namespace libplot;

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: bench_scale labels|dense|points|line|rawline|text N OUT\n");
    return 2;
  }
  const std::string what = argv[1];
  const std::size_t n = std::strtoull(argv[2], nullptr, 10);
  std::uint64_t seed = 12345;
  auto next = [&] {
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<double>(seed >> 11) / static_cast<double>(1ull << 53);
  };
  // As render_paper: free memory kept at the heap's top (render.hpp). BENCH_SCALE_DEFAULT_MALLOC=1
  // measures with glibc's defaults.
  if (std::getenv("BENCH_SCALE_DEFAULT_MALLOC") == nullptr) process::keep_free_heap_process_wide();
  Theme th;
  const auto t0 = std::chrono::steady_clock::now();
  if (what == "labels" || what == "dense" || what == "points") {
    const bool big = what != "dense";
    Figure fig(th, {.width = big ? 40.0 : 6.4, .height = big ? 40.0 : 4.8, .dpi = big ? 10.0 : 100.0});
    std::vector<double> x(n), y(n);
    std::vector<std::string> labels(n);
    for (std::size_t i = 0; i < n; ++i) {
      x[i] = next();
      y[i] = next();
      labels[i] = std::to_string(i);
      labels[i].insert(0, 1, 'p');
    }
    auto& ax = fig.axes();
    ax.scatter(x, y, {.sizes = {4}});
    if (what == "points") {
      fig.save(argv[3]);
      const double sec = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      std::printf("points %zu, no labels: %.3f s\n", n, sec);
      return 0;
    }
    const PointLabels& pl = ax.point_labels(x, y, labels, {.props = {.size = 6}});
    fig.save(argv[3]);
    const double sec = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("%s %zu labels: %zu dropped, %.3f s\n", what.c_str(), n, pl.dropped(), sec);
  } else if (what == "line" || what == "rawline") {
    th.path_simplify = what == "line";
    Figure fig(th, {.width = 6.4, .height = 4.8, .dpi = 100});
    std::vector<double> x(n), y(n);
    double v = 0;
    for (std::size_t i = 0; i < n; ++i) {
      x[i] = static_cast<double>(i);
      v += next() - 0.5;
      y[i] = v + 3 * std::sin(static_cast<double>(i) * 1e-3);
    }
    fig.axes().plot(x, y);
    fig.save(argv[3]);
    const double sec = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("%s %zu points: %.3f s\n", what.c_str(), n, sec);
  } else if (what == "text") {
    Figure fig(th, {.width = 6.4, .height = 4.8, .dpi = 100});
    std::string line, block;
    std::size_t since_break = 0;
    while (line.size() < n) {
      const std::size_t len = 2 + static_cast<std::size_t>(next() * 8);
      std::string word;
      for (std::size_t i = 0; i < len; ++i) word += static_cast<char>('a' + static_cast<int>(next() * 26));
      word += ' ';
      line += word;
      block += word;
      since_break += word.size();
      if (since_break >= 100) {
        block += '\n';
        since_break = 0;
      }
    }
    line.resize(n);
    block.resize(n);
    auto& ax = fig.axes();
    ax.set_title(line);
    ax.text({0.0, 0.5}, block, {.props = {.size = 6}});
    fig.save(argv[3]);
    const double sec = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("text %zu bytes: %.3f s\n", n, sec);
  } else {
    std::fprintf(stderr, "bench_scale: unknown probe '%s'\n", what.c_str());
    return 2;
  }
}
