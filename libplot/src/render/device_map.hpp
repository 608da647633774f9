#pragma once
// Figure points (pt) to device units as the Cairo canvas maps them: scale, translation and, for
// snapped paths, Agg's rounding plus the snap offset.
#include <cmath>

#include "libplot/canvas.hpp"

namespace libplot::render {

// Agg's snapping rounds with floor(x + 0.5); text positions use Python's round (ties to even).
// libplot reaches device pixels through points (x pt * dpi / 72), which leaves a coordinate
// matplotlib computes as an exact half pixel (127.5) a few ulps below it: the tolerance rounds
// those up as Agg does.
inline double agg_round(double v) { return std::floor(v + 0.5 + 1e-7); }

struct DeviceMap {
  double s = 1, tx = 0, ty = 0;
  bool snap = false;
  double snap_value = 0;

  Point operator()(Point p) const {
    double x = p.x * s + tx, y = p.y * s + ty;
    if (snap) {
      x = agg_round(x) + snap_value;
      y = agg_round(y) + snap_value;
    }
    return Point{x, y};
  }
};

}  // namespace libplot::render
