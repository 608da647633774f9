// Axis.get_tick_space: labels are assumed no wider than 3 em (x) and spaced 2 em (y).
#include <climits>
#include <cmath>

#include "libplot/ticker.hpp"

namespace libplot {

int tick_space(double length_pt, double label_size_pt, bool x_axis) {
  const double size = label_size_pt * (x_axis ? 3.0 : 2.0);
  if (!(size > 0)) return INT_MAX;
  const double n = std::floor(length_pt / size);
  if (std::isnan(n)) return 0;
  if (n >= static_cast<double>(INT_MAX)) return INT_MAX;
  if (n <= static_cast<double>(INT_MIN)) return INT_MIN;
  return static_cast<int>(n);
}

}  // namespace libplot
