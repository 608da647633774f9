// Times, per paper figure on the shipped data, rendering to PNG (as render_paper saves it) and
// Figure::lint, each the median of repeated runs in this process, and prints lint / render.
//   bench_lint [RUNS] [PAPER]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "libplot/libplot.hpp"
#include "paper/paper.hpp"

namespace {

template <class F>
double median_ms(int runs, F&& f) {
  std::vector<double> t;
  f();  // warm-up: text caches, fonts
  for (int i = 0; i < runs; ++i) {
    const auto t0 = std::chrono::steady_clock::now();
    f();
    t.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  }
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
  const std::string only = argc > 2 ? argv[2] : "";
  paper::SkipCounter skips;
  std::vector<double> ratios_300;
  std::printf("%-14s %-44s %5s %10s %10s %7s\n", "paper", "figure", "dpi", "render ms", "lint ms", "ratio");
  for (const auto& p : paper::all_papers()) {
    if (!only.empty() && p->name() != only) continue;
    paper::Context ctx;
    ctx.data_dir = p->default_data_dir();
    ctx.skips = &skips;
    for (auto& job : p->prepare(ctx, p->figures())) {
      if (!job.error.empty()) continue;
      const libplot::Figure fig = job.build();
      libplot::SaveOptions save = job.info.save;
      const double dpi = save.dpi.value_or(fig.theme().savefig_dpi.value_or(fig.dpi()));
      std::size_t bytes = 0, findings = 0;
      const double render = median_ms(runs, [&] { bytes += fig.render(libplot::Format::Png, save).size(); });
      const double lint = median_ms(runs, [&] {
        findings += fig.lint({.bbox_tight = save.bbox_tight, .pad_inches = save.pad_inches}).size();
      });
      const double ratio = lint / render;
      if (dpi >= 300) ratios_300.push_back(ratio);
      std::printf("%-14s %-44s %5.0f %10.2f %10.2f %6.1f%%\n", p->name().c_str(), job.info.stem.c_str(), dpi,
                  render, lint, 100 * ratio);
    }
  }
  if (!ratios_300.empty()) {
    std::sort(ratios_300.begin(), ratios_300.end());
    std::printf("300-dpi figures: %zu, lint / render median %.1f%%, max %.1f%%\n", ratios_300.size(),
                100 * ratios_300[ratios_300.size() / 2], 100 * ratios_300.back());
  }
}
