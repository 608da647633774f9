#include "paper/limits.hpp"

#include <algorithm>
#include <cmath>

#include "libplot/ticker.hpp"

namespace paper {

std::pair<double, double> keep_limits(libplot::Axes& ax, Axis axis, double lo, double hi,
                                      const std::vector<double>& values, Notes& notes, std::string_view panel,
                                      double margin) {
  double vmin = lo, vmax = hi;
  std::size_t below = 0, above = 0;
  for (double v : values) {
    if (!std::isfinite(v)) continue;
    if (v < lo) ++below;
    if (v > hi) ++above;
    vmin = std::min(vmin, v);
    vmax = std::max(vmax, v);
  }
  double new_lo = lo, new_hi = hi;
  if (below || above) {
    const double pad = margin * (vmax - vmin);
    if (below) new_lo = vmin - pad;
    if (above) new_hi = vmax + pad;
    const char* name = axis == Axis::X ? "x" : "y";
    std::string n = std::string(panel) + ": " + name + " limit " +
                    libplot::pyformat("[{:g}, {:g}] widened to [{:g}, {:g}]", {lo, hi, new_lo, new_hi}) +
                    ": ";
    if (below) n += std::to_string(below) + " value(s) below it";
    if (below && above) n += ", ";
    if (above) n += std::to_string(above) + " value(s) above it";
    notes.push_back(n);
  }
  // The limits were chosen for one data set: value labels of other data may still need room.
  ax.set_headroom_past_limits(true);
  if (axis == Axis::X) ax.set_xlim(new_lo, new_hi);
  else ax.set_ylim(new_lo, new_hi);
  return {new_lo, new_hi};
}

}  // namespace paper
