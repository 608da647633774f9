// LogLocator: ticks at subs[j] * base**n, every `stride` decades so that about numticks fit,
// with matplotlib's fallback to AutoLocator when a minor locator would show one tick or none.
#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "error/show_number.hpp"
#include "libplot/error.hpp"
#include "libplot/ticker.hpp"

namespace libplot {
namespace {

constexpr double kMaxSubs = 100;

long long floordiv_int(long long a, long long b) {
  long long q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}

// _decade_less / _decade_greater for x > 0.
double decade_less(double x, double b) {
  double less = std::pow(b, std::floor(std::log(x) / std::log(b)));
  if (less == x) less /= b;
  return less;
}
double decade_greater(double x, double b) {
  double greater = std::pow(b, std::ceil(std::log(x) / std::log(b)));
  if (greater == x) greater *= b;
  return greater;
}

}  // namespace

std::vector<double> LogLocator::tick_values(double vmin, double vmax, int auto_numticks,
                                            double minpos) const {
  const long long nt = numticks ? *numticks : std::min(std::max(auto_numticks, 2), 9);
  if (nt <= 0) throw InvalidArgument("LogLocator: numticks must be positive");
  const double b = base;
  if (!(std::isfinite(b) && b > 1))
    throw InvalidArgument("LogLocator: base is " + show_number(b) + "; it must be finite and > 1");
  if (vmin <= 0.0) {
    vmin = minpos;
    if (vmin <= 0.0 || !std::isfinite(vmin))
      throw InvalidArgument("Data has no positive values, and therefore can not be log-scaled.");
  }
  if (vmax < vmin) std::swap(vmin, vmax);
  const double log_vmin = std::log(vmin) / std::log(b);
  const double log_vmax = std::log(vmax) / std::log(b);
  if (!std::isfinite(log_vmin) || !std::isfinite(log_vmax))
    throw InvalidArgument("LogLocator: the view limits must be finite");
  const long long numdec =
      static_cast<long long>(std::floor(log_vmax)) - static_cast<long long>(std::ceil(log_vmin));

  std::vector<double> sub;
  if (!subs.empty()) {
    sub = subs;
  } else if (subs_mode == Subs::One) {
    sub = {1.0};
  } else {
    const double first = subs_mode == Subs::Auto ? 2.0 : 1.0;
    // matplotlib lists every integer sub below the base; a huge base would make that list
    // unbounded, so past kMaxSubs a decade gets only its power, as for a wide view.
    if (numdec > 10 || b < 3 || b - first > kMaxSubs) {
      if (subs_mode == Subs::Auto) return {};  // no minor or major ticks
      sub = {1.0};
    } else {
      for (double s = first; s < b; s += 1.0) sub.push_back(s);
    }
  }

  long long stride = floordiv_int(numdec + 1, nt) + 1;
  if (stride >= numdec) stride = std::max<long long>(1, numdec - 1);

  const bool have_subs = sub.size() > 1 || (sub.size() == 1 && sub[0] != 1.0);
  const long long d0 = static_cast<long long>(std::floor(log_vmin)) - stride;
  const long long d1 = static_cast<long long>(std::ceil(log_vmax)) + 2 * stride;

  std::vector<double> locs;
  if (have_subs) {
    if (stride == 1) {
      for (long long d = d0; d < d1; d += stride) {
        const double start = std::pow(b, static_cast<double>(d));
        for (double s : sub) locs.push_back(s * start);
      }
    }
  } else {
    for (long long d = d0; d < d1; d += stride) locs.push_back(std::pow(b, static_cast<double>(d)));
  }

  if (sub.size() > 1 && stride == 1) {
    const auto in_view =
        std::count_if(locs.begin(), locs.end(), [&](double t) { return vmin <= t && t <= vmax; });
    if (in_view <= 1) return MaxNLocator{}.tick_values(vmin, vmax, 9);
  }
  return locs;
}

std::pair<double, double> LogLocator::view_limits(double vmin, double vmax, double minpos) const {
  if (vmin > vmax) std::swap(vmin, vmax);
  if (!std::isfinite(vmin) || !std::isfinite(vmax)) return {1, 10};
  if (vmax <= 0) return {1, 10};
  if (!std::isfinite(minpos)) minpos = 1e-300;
  if (vmin <= 0) vmin = minpos;
  if (vmin == vmax) {
    vmin = decade_less(vmin, base);
    vmax = decade_greater(vmax, base);
  }
  return {vmin, vmax};
}

}  // namespace libplot
