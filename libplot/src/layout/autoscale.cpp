// View limits as matplotlib's autoscale_view computes them in the 'data' autolimit mode.
#include <algorithm>
#include <cmath>
#include <string>

#include "error/show_number.hpp"
#include "layout/axes_layout.hpp"
#include "libplot/dates.hpp"
#include "libplot/ticker.hpp"

namespace libplot {

namespace {

DataLimits collect_limits(const Axes& ax) {
  DataLimits lim;
  for (const auto& a : state_of(ax).artists) a->data_limits(lim);
  return lim;
}

Interval autoscale_axis(const AxisState& axis, char name, double dmin, double dmax, double minpos,
                        std::vector<double> stickies) {
  const Scale& sc = axis.scale;
  double x0 = dmin, x1 = dmax;
  if (sc.is_logit() && !sc.clip) {
    // matplotlib masks such points silently; libplot refuses to drop data without a word.
    for (double v : {dmin, dmax})
      if (std::isfinite(v) && !(v > 0 && v < 1)) {
        throw InvalidArgument(
            std::string("set_") + name + "scale(Scale::logit()): the " + name + " data reach " +
            show_number(v) +
            "; a logit axis takes values in (0, 1) (Scale::logit(\"clip\") draws the others at its edges)");
      }
  }
  if (!(std::isfinite(x0) && std::isfinite(x1))) {
    x0 = sc.is_log() ? 1.0 : 0.0;
    x1 = sc.is_log() ? 10.0 : 1.0;
  }
  if (sc.is_log()) {
    LogLocator loc;
    loc.base = sc.base;
    std::tie(x0, x1) = loc.view_limits(x0, x1, minpos);
    stickies.erase(std::remove_if(stickies.begin(), stickies.end(), [](double v) { return v <= 0; }),
                   stickies.end());
  } else if (sc.is_logit()) {
    // LogitLocator.nonsingular, then limit_range_for_scale (both with the axis's minpos).
    const double mp = std::isfinite(minpos) && minpos > 0 ? minpos : 1e-7;
    std::tie(x0, x1) = LogitLocator{}.nonsingular(x0, x1, mp);
    if (x0 <= 0) x0 = mp;
    if (x1 >= 1) x1 = 1 - mp;
  } else {
    // A date axis widens an empty view by two years each way (AutoDateLocator.nonsingular).
    if (axis.dates && !sc.is_symlog()) std::tie(x0, x1) = AutoDateLocator{}.nonsingular(x0, x1);
    MaxNLocator loc;
    std::tie(x0, x1) = loc.view_limits(x0, x1);
  }
  std::sort(stickies.begin(), stickies.end());
  // Margins must not cross a sticky edge (bars stay on their baseline).
  const double tol = 1e-5 * std::max({std::abs(x0), std::abs(x1), std::abs(x1 - x0)});
  std::optional<double> x0bound, x1bound;
  {
    auto it = std::lower_bound(stickies.begin(), stickies.end(), x0 + tol);
    if (it != stickies.begin()) x0bound = *(it - 1);
    auto jt = std::lower_bound(stickies.begin(), stickies.end(), x1 - tol);
    if (jt != stickies.end()) x1bound = *jt;
  }
  if (sc.is_log()) {
    if (x0 <= 0) x0 = minpos;
    if (x1 <= 0) x1 = minpos;
  }
  const double t0 = sc.forward(x0), t1 = sc.forward(x1);
  double delta = (t1 - t0) * axis.margin;
  if (!std::isfinite(delta)) delta = 0;
  x0 = sc.inverse(t0 - delta);
  x1 = sc.inverse(t1 + delta);
  if (x0bound) x0 = std::max(x0, *x0bound);
  if (x1bound) x1 = std::min(x1, *x1bound);
  return {x0, x1};
}

Interval finish(const AxisState& axis, Interval v) {
  if (axis.lim_lo) v.lo = *axis.lim_lo;
  if (axis.lim_hi) v.hi = *axis.lim_hi;
  if (axis.inverted) std::swap(v.lo, v.hi);
  return v;
}

}  // namespace

void autoscale(const Axes& ax, Interval& xview, Interval& yview) {
  const AxesState& s = state_of(ax);
  // Axes sharing a view (sharex/sharey, twins) autoscale over all their data and sticky edges,
  // as matplotlib's autoscale_view over the shared siblings; their settings are the same.
  DataLimits xlim, ylim;
  for (const Axes* a : shared_group(ax, true)) xlim.merge(collect_limits(*a));
  for (const Axes* a : shared_group(ax, false)) ylim.merge(collect_limits(*a));
  xview = finish(s.x, autoscale_axis(s.x, 'x', xlim.xmin, xlim.xmax, xlim.xminpos, xlim.sticky_x));
  yview = finish(s.y, autoscale_axis(s.y, 'y', ylim.ymin, ylim.ymax, ylim.yminpos, ylim.sticky_y));
}

}  // namespace libplot
