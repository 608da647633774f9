#pragma once
// Box-and-whisker statistics and options (matplotlib 3.6's cbook.boxplot_stats and Axes.boxplot).
#include <span>
#include <string>
#include <vector>

#include "libplot/export.hpp"

namespace libplot {

// The statistics of one box, as matplotlib's cbook.boxplot_stats computes them.
struct BoxStats {
  double mean = 0;
  double q1 = 0, med = 0, q3 = 0;  // numpy.percentile 25/50/75, linear interpolation
  double iqr = 0;                  // q3 - q1
  double cilo = 0, cihi = 0;       // notch: med ∓ 1.57 iqr / sqrt(n)
  double whislo = 0, whishi = 0;   // the last datum within whis × iqr of the box (never inside it)
  std::vector<double> fliers{};    // data beyond the whiskers: those below first, in input order
};

// numpy.percentile(values, p) with the default linear interpolation; p in [0, 100].
// Throws std::invalid_argument for no values, a non-finite value or p outside [0, 100].
LIBPLOT_API double percentile(std::span<const double> values, double p);

// The statistics of one data set; whis is the whisker reach in IQRs (matplotlib's default 1.5).
// Throws std::invalid_argument for no values, a non-finite value or a negative whis.
LIBPLOT_API BoxStats boxplot_stats(std::span<const double> values, double whis = 1.5);

// Options of Axes::boxplot (matplotlib's keywords; its default look: black box, whiskers and caps,
// orange (C1) median, unfilled 'o' fliers, green '^' means).
struct BoxplotOptions {
  std::vector<double> positions{};  // one per data set; empty = 1, 2, ..., n
  std::vector<double> widths{};     // one per box or one for all; empty = min(0.15 × max(span, 1), 0.5)
  double whis = 1.5;
  bool notch = false;
  bool vert = true;  // false: horizontal boxes along x
  bool showmeans = false;
  bool showfliers = true;
  bool showcaps = true;
  std::vector<std::string> labels{};  // tick labels, one per box; empty = the positions
  double zorder = 2;
};

}  // namespace libplot
