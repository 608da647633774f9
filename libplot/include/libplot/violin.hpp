#pragma once
// Kernel density estimates and violin plots (matplotlib 3.6's mlab.GaussianKDE, cbook.violin_stats
// and Axes.violinplot).
#include <span>
#include <vector>

#include "libplot/export.hpp"

namespace libplot {

// matplotlib's mlab.GaussianKDE(data, "scott").evaluate(points): a Gaussian kernel density
// estimate with Scott's bandwidth factor n^(-1/5) times the data's sample standard deviation,
// computed in numpy's order (pairwise sums, determinant through its logarithm). Throws
// InvalidArgument for fewer than 2 values, a non-finite value or data without spread.
LIBPLOT_API std::vector<double> gaussian_kde(std::span<const double> data, std::span<const double> points);

// One violin's statistics (matplotlib's cbook.violin_stats with its KDE method).
struct ViolinStats {
  std::vector<double> coords{};  // numpy.linspace(min, max, points)
  std::vector<double> vals{};    // the density at coords (all 1 for data of one repeated value)
  double mean = 0, median = 0, min = 0, max = 0;
};

// Throws InvalidArgument for no values, a non-finite value or points < 2.
LIBPLOT_API ViolinStats violin_stats(std::span<const double> values, int points = 100);

// Options of Axes::violinplot (matplotlib's keywords; bw_method is Scott's rule).
struct ViolinOptions {
  std::vector<double> positions{};  // one per data set; empty = 1, 2, ..., n
  std::vector<double> widths{};     // one for all or one per violin; empty = 0.5
  bool vert = true;                 // false: violins along x
  bool showmeans = false;
  bool showextrema = true;
  bool showmedians = false;
  int points = 100;  // where each KDE is evaluated
};

}  // namespace libplot
