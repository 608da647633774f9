// MaxNLocator: the nice-number search of matplotlib's ticker (scale_range, the extended step
// staircase, _Edge_integer's tolerant floor/ceil, and the walk down to smaller steps until
// min_n_ticks ticks are in view).
#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <tuple>

#include "libplot/error.hpp"
#include "libplot/ticker.hpp"
#include "ticker/detail.hpp"

namespace libplot {
namespace {

using ticker_detail::EdgeInteger;
using ticker_detail::py_divmod;
using ticker_detail::py_floordiv;

struct ScaleOffset {
  double scale, offset;
};

// scale_range(vmin, vmax, n, threshold=100)
ScaleOffset scale_range(double vmin, double vmax, double n) {
  const double dv = std::fabs(vmax - vmin);
  const double meanv = (vmax + vmin) / 2;
  double offset = 0;
  if (!(std::fabs(meanv) / dv < 100))
    offset = std::copysign(std::pow(10.0, py_floordiv(std::log10(std::fabs(meanv)), 1.0)), meanv);
  const double scale = std::pow(10.0, py_floordiv(std::log10(dv / n), 1.0));
  return {scale, offset};
}

std::vector<double> validated_steps(const std::vector<double>& in) {
  const char* msg = "MaxNLocator: steps must be an increasing sequence of numbers between 1 and 10";
  if (in.empty()) throw InvalidArgument(msg);
  for (std::size_t i = 1; i < in.size(); ++i)
    if (!(in[i] - in[i - 1] > 0)) throw InvalidArgument(msg);
  if (in.back() > 10 || in.front() < 1) throw InvalidArgument(msg);
  std::vector<double> s;
  if (in.front() != 1) s.push_back(1);
  s.insert(s.end(), in.begin(), in.end());
  if (s.back() != 10) s.push_back(10);
  return s;
}

}  // namespace

MaxNLocator MaxNLocator::matplotlib_default() {
  MaxNLocator m;
  m.nbins = 10;
  m.steps = {1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10};
  return m;
}

std::vector<double> MaxNLocator::tick_values(double vmin, double vmax, int auto_nbins) const {
  const int min_ticks = std::max(1, min_n_ticks);
  if (symmetric) {
    vmax = std::max(std::fabs(vmin), std::fabs(vmax));
    vmin = -vmax;
  }
  std::tie(vmin, vmax) = nonsingular(vmin, vmax, 1e-13, 1e-14);

  // _raw_ticks
  int n;
  if (nbins) {
    n = *nbins;
  } else {
    n = std::min(std::max(auto_nbins, std::max(1, min_ticks - 1)), 9);
  }
  if (n <= 0) throw InvalidArgument("MaxNLocator: nbins must be positive");
  const auto [scale, offset] = scale_range(vmin, vmax, n);
  const double lo = vmin - offset, hi = vmax - offset;
  const double raw_step = (hi - lo) / n;

  const std::vector<double> s = validated_steps(steps);
  std::vector<double> extended;  // _staircase: 0.1*steps[:-1], steps, 10*steps[1]
  for (std::size_t i = 0; i + 1 < s.size(); ++i) extended.push_back(0.1 * s[i]);
  extended.insert(extended.end(), s.begin(), s.end());
  extended.push_back(10 * s[1]);
  std::vector<double> cand;
  for (double e : extended) {
    const double st = e * scale;
    if (integer && !(st < 1 || std::fabs(st - std::nearbyint(st)) < 0.001)) continue;
    cand.push_back(st);
  }
  std::size_t istep = cand.size();
  for (std::size_t i = 0; i < cand.size(); ++i)
    if (cand[i] >= raw_step) {
      istep = i;
      break;
    }
  if (istep == cand.size()) throw InvalidArgument("MaxNLocator: no step fits the range");

  std::vector<double> ticks;
  for (std::size_t k = istep + 1; k-- > 0;) {
    double step = cand[k];
    if (integer && std::floor(hi) - std::ceil(lo) >= min_ticks - 1) step = std::max(1.0, step);
    const double best_vmin = py_floordiv(lo, step) * step;
    const EdgeInteger edge{step, std::fabs(offset)};
    const double low = edge.le(lo - best_vmin);
    const double high = edge.ge(hi - best_vmin);
    ticks.clear();
    // np.arange(low, high + 1): ceil((high + 1 - low) / 1) values low, low + 1, ...
    double count = std::ceil(high + 1 - low);
    if (!(count <= 1e6)) count = 0;  // NaN from an overflowing range: no ticks rather than a hang
    for (double i = 0; i < count; i += 1) ticks.push_back((low + i) * step + best_vmin);
    int nticks = 0;
    for (double t : ticks)
      if (t <= hi && t >= lo) ++nticks;
    if (nticks >= min_ticks) break;
  }
  for (double& t : ticks) t += offset;

  switch (prune) {
    case Prune::None: break;
    case Prune::Lower:
      if (!ticks.empty()) ticks.erase(ticks.begin());
      break;
    case Prune::Upper:
      if (!ticks.empty()) ticks.pop_back();
      break;
    case Prune::Both:
      if (!ticks.empty()) ticks.erase(ticks.begin());
      if (!ticks.empty()) ticks.pop_back();
      break;
  }
  return ticks;
}

std::pair<double, double> MaxNLocator::view_limits(double dmin, double dmax) const {
  if (symmetric) {
    dmax = std::max(std::fabs(dmin), std::fabs(dmax));
    dmin = -dmax;
  }
  return nonsingular(dmin, dmax, 1e-12, 1e-13);
}

}  // namespace libplot
