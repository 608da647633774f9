#pragma once
// What the fidelity tests share: every paper figure built from the sample data, in default or
// matplotlib-compat mode, and the per-figure limits they are held to.
#include <string>
#include <vector>

#include "libplot/figure.hpp"
#include "paper/paper.hpp"

namespace fidelity {

struct PaperFigure {
  std::string paper;
  paper::FigureInfo info;
  libplot::Figure figure;
};

// Every figure of every paper, built from each paper's sample data; or, with `only`, that paper's
// figures whose index i has i % parts == part.
std::vector<PaperFigure> paper_figures(bool matplotlib_compat, const std::string& only = {},
                                       std::size_t part = 0, std::size_t parts = 1);

// The tests run in compat mode (the improvements off): they hold libplot to what matplotlib draws.
inline bool compat_mode() { return true; }

// Largest axes-rectangle difference from matplotlib allowed per figure (px).
double axes_tolerance(const std::string& stem);

// What a figure must reach against matplotlib's reference in compat mode, and the improvements
// of docs/better-than-matplotlib.md that change it in default mode ("" = none: default mode
// must score exactly as compat mode).
struct Limits {
  double ssim_q = 0.97;
  double ink_f1 = 0.99;
  bool same_size = true;
  std::string improvements;
};
Limits limits(const std::string& stem);

}  // namespace fidelity
