// Box-and-whisker statistics exactly as matplotlib 3.6's cbook.boxplot_stats (numpy 1.22+
// percentiles), so a box drawn by libplot sits where matplotlib's does.
#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

#include "libplot/error.hpp"
#include "libplot/boxplot.hpp"

namespace libplot {

namespace {

void check_values(std::span<const double> values, const char* call) {
  if (values.empty()) throw InvalidArgument(std::string(call) + ": values is empty");
  for (std::size_t i = 0; i < values.size(); ++i)
    if (!std::isfinite(values[i]))
      throw InvalidArgument(std::string(call) + ": values[" + std::to_string(i) +
                            "] = " + std::to_string(values[i]) + " is not finite");
}

// numpy's _lerp: from the nearer end, so t = 1 gives b exactly.
double lerp(double a, double b, double t) {
  const double d = b - a;
  return t >= 0.5 ? b - d * (1 - t) : a + d * t;
}

double sorted_percentile(const std::vector<double>& s, double p) {
  const double index = double(s.size() - 1) * (p / 100);  // numpy's "linear" virtual index
  const double below = std::floor(index);
  const std::size_t lo = std::size_t(below), hi = std::min(lo + 1, s.size() - 1);
  return lerp(s[lo], s[hi], index - below);
}

}  // namespace

double percentile(std::span<const double> values, double p) {
  check_values(values, "percentile");
  if (!(p >= 0 && p <= 100))
    throw InvalidArgument("percentile: p = " + std::to_string(p) + " is outside [0, 100]");
  std::vector<double> s(values.begin(), values.end());
  std::sort(s.begin(), s.end());
  return sorted_percentile(s, p);
}

BoxStats boxplot_stats(std::span<const double> values, double whis) {
  check_values(values, "boxplot_stats");
  if (!(whis >= 0)) throw InvalidArgument("boxplot_stats: whis = " + std::to_string(whis) + " is negative");
  std::vector<double> s(values.begin(), values.end());
  std::sort(s.begin(), s.end());
  BoxStats b;
  double sum = 0;
  for (double v : values) sum += v;
  b.mean = sum / double(values.size());
  b.q1 = sorted_percentile(s, 25);
  b.med = sorted_percentile(s, 50);
  b.q3 = sorted_percentile(s, 75);
  b.iqr = b.q3 - b.q1;
  const double half_notch = 1.57 * b.iqr / std::sqrt(double(values.size()));
  b.cilo = b.med - half_notch;
  b.cihi = b.med + half_notch;
  const double loval = b.q1 - whis * b.iqr, hival = b.q3 + whis * b.iqr;
  // Whiskers end at the most extreme datum within reach, but never inside the box.
  auto hi_it = std::upper_bound(s.begin(), s.end(), hival);
  b.whishi = (hi_it == s.begin() || *(hi_it - 1) < b.q3) ? b.q3 : *(hi_it - 1);
  auto lo_it = std::lower_bound(s.begin(), s.end(), loval);
  b.whislo = (lo_it == s.end() || *lo_it > b.q1) ? b.q1 : *lo_it;
  for (double v : values)
    if (v < b.whislo) b.fliers.push_back(v);
  for (double v : values)
    if (v > b.whishi) b.fliers.push_back(v);
  return b;
}

}  // namespace libplot
