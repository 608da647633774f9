// transforms.nonsingular: keep an interval away from zero width and from the double resolution.
#include <cfloat>
#include <cmath>

#include "libplot/ticker.hpp"

namespace libplot {

std::pair<double, double> nonsingular(double vmin, double vmax, double expander, double tiny,
                                      bool increasing) {
  if (!std::isfinite(vmin) || !std::isfinite(vmax)) return {-expander, expander};
  bool swapped = false;
  if (vmax < vmin) {
    std::swap(vmin, vmax);
    swapped = true;
  }
  const double maxabs = std::fmax(std::fabs(vmin), std::fabs(vmax));
  if (maxabs < (1e6 / tiny) * DBL_MIN) {
    vmin = -expander;
    vmax = expander;
  } else if (vmax - vmin <= maxabs * tiny) {
    if (vmax == 0 && vmin == 0) {
      vmin = -expander;
      vmax = expander;
    } else {
      vmin -= expander * std::fabs(vmin);
      vmax += expander * std::fabs(vmax);
    }
  }
  if (swapped && !increasing) std::swap(vmin, vmax);
  return {vmin, vmax};
}

}  // namespace libplot
