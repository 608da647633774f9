// MultipleLocator, FixedLocator, AutoMinorLocator as matplotlib 3.6 computes them, and the axis
// entry points (operator()) of every locator.
#include <algorithm>
#include <cmath>
#include <string>
#include <tuple>

#include "libplot/ticker.hpp"
#include "ticker/detail.hpp"

namespace libplot {
namespace {

using namespace ticker_detail;

// More ticks than this is a mistake (a step far too small for the view), not a figure:
// matplotlib warns at 1000 and goes on; libplot refuses before allocating millions.
constexpr double kMaxTicks = 100000;

void check_count(const char* who, double n, double vmin, double vmax) {
  if (!(n <= kMaxTicks))
    throw InvalidArgument(std::string(who) + ": " + py_repr(n) + " ticks over " + py_repr(vmin) + ".." +
                          py_repr(vmax) + "; at most 100000 are allowed");
}

// numpy.arange(start, stop, step) for floats: length ceil((stop - start) / step), values
// start + i * ((start + step) - start) (numpy's fill).
std::vector<double> np_arange(double start, double stop, double step, const char* who) {
  const double len = std::ceil((stop - start) / step);
  if (!(len > 0)) return {};
  check_count(who, len, start, stop);
  const auto n = static_cast<std::size_t>(len);
  std::vector<double> out;
  out.reserve(n);
  out.push_back(start);
  if (n == 1) return out;
  const double next = start + step;
  out.push_back(next);
  const double delta = next - start;
  for (std::size_t i = 2; i < n; ++i) out.push_back(start + static_cast<double>(i) * delta);
  return out;
}

}  // namespace

std::vector<double> MaxNLocator::operator()(const AxisView& v) const {
  return tick_values(v.vmin, v.vmax, v.tick_space);
}

std::vector<double> LogLocator::operator()(const AxisView& v) const {
  return tick_values(v.vmin, v.vmax, v.tick_space, v.minpos);
}

void MultipleLocator::check(std::string_view call) const {
  if (!(std::isfinite(base) && base > 0))
    throw InvalidArgument(std::string(call) + ": MultipleLocator base is " + py_repr(base) +
                          "; it must be finite and > 0");
}

std::vector<double> MultipleLocator::tick_values(double vmin, double vmax) const {
  check();
  if (vmax < vmin) std::swap(vmin, vmax);
  const EdgeInteger edge{base, 0};
  const double step = base;
  const double lo = edge.ge(vmin) * step;
  const double n = py_floordiv(vmax - lo + 0.001 * step, step);
  check_count("MultipleLocator", n + 3, vmin, vmax);
  std::vector<double> locs;
  for (double i = 0; i < n + 3; i += 1) locs.push_back(lo - step + i * step);
  return locs;
}

std::vector<double> MultipleLocator::operator()(const AxisView& v) const {
  return tick_values(v.vmin, v.vmax);
}

void FixedLocator::check(std::string_view call) const {
  for (std::size_t i = 0; i < locs.size(); ++i)
    if (!std::isfinite(locs[i]))
      throw InvalidArgument(std::string(call) + ": FixedLocator locs[" + std::to_string(i) + "] is " +
                            py_repr(locs[i]) + "; it must be finite");
  if (nbins && *nbins < 1)
    throw InvalidArgument(std::string(call) + ": FixedLocator nbins is " + std::to_string(*nbins) +
                          "; it must be >= 1");
}

std::vector<double> FixedLocator::tick_values() const {
  check();
  if (!nbins || locs.empty()) return locs;
  // Every step-th location, from the offset whose ticks come nearest zero.
  const std::size_t step = std::max<std::size_t>(1, (locs.size() + *nbins - 1) / *nbins);
  auto pick = [&](std::size_t first) {
    std::vector<double> t;
    for (std::size_t i = first; i < locs.size(); i += step) t.push_back(locs[i]);
    return t;
  };
  auto min_abs = [](const std::vector<double>& t) {
    double m = INFINITY;
    for (double x : t) m = std::min(m, std::fabs(x));
    return m;
  };
  std::vector<double> ticks = pick(0);
  for (std::size_t i = 1; i < step; ++i) {
    std::vector<double> other = pick(i);
    if (min_abs(other) < min_abs(ticks)) ticks = std::move(other);
  }
  return ticks;
}

std::vector<double> FixedLocator::operator()(const AxisView&) const { return tick_values(); }

void AutoMinorLocator::check(std::string_view call) const {
  if (ndivs && *ndivs < 1)
    throw InvalidArgument(std::string(call) + ": AutoMinorLocator ndivs is " + std::to_string(*ndivs) +
                          "; it must be >= 1");
}

std::vector<double> AutoMinorLocator::operator()(const AxisView& v) const {
  check();
  if (v.scale.is_log() || v.major_locs.size() < 2) return {};
  const double majorstep = v.major_locs[1] - v.major_locs[0];
  // A decreasing or repeated major sequence has no step to divide (matplotlib's arange would
  // give nothing or fail).
  if (!(std::isfinite(majorstep) && majorstep > 0)) return {};
  int n = 4;
  if (ndivs) {
    n = *ndivs;
  } else {
    const double mant = std::pow(10.0, py_divmod(std::log10(majorstep), 1.0).second);
    for (double c : {1.0, 2.5, 5.0, 10.0})
      if (std::fabs(mant - c) <= 1e-8 + 1e-5 * c) n = 5;  // numpy.isclose
  }
  const double minorstep = majorstep / n;
  const double t0 = v.major_locs[0];
  const double tmin = (py_floordiv(v.vmin - t0, minorstep) + 1) * minorstep;
  const double tmax = (py_floordiv(v.vmax - t0, minorstep) + 1) * minorstep;
  std::vector<double> locs = np_arange(tmin, tmax, minorstep, "AutoMinorLocator");
  for (double& x : locs) x += t0;
  return locs;
}

}  // namespace libplot

namespace libplot {

void SymmetricalLogLocator::check(std::string_view call) const {
  if (!(std::isfinite(base) && base > 1))
    throw InvalidArgument(std::string(call) + ": SymmetricalLogLocator base is " +
                          ticker_detail::py_repr(base) + "; it must be finite and > 1");
  if (!(std::isfinite(linthresh) && linthresh > 0))
    throw InvalidArgument(std::string(call) + ": SymmetricalLogLocator linthresh is " +
                          ticker_detail::py_repr(linthresh) + "; it must be finite and > 0");
  if (numticks < 2)
    throw InvalidArgument(std::string(call) + ": SymmetricalLogLocator numticks is " +
                          std::to_string(numticks) + "; it must be >= 2");
}

// SymmetricalLogLocator.tick_values: the view in three parts, a (below -linthresh), b (the
// linear stretch, ticked at 0 only) and c (above linthresh); a and c get decades.
std::vector<double> SymmetricalLogLocator::tick_values(double vmin, double vmax) const {
  check();
  if (vmax < vmin) std::swap(vmin, vmax);
  if (-linthresh < vmin && vmin < vmax && vmax < linthresh) return {vmin, vmax};
  const bool has_a = vmin < -linthresh;
  const bool has_c = vmax > linthresh;
  const bool has_b = (has_a && vmax > -linthresh) || (has_c && vmin < linthresh);
  const double lb = std::log(base);
  auto log_range = [&](double lo, double hi) {
    return std::pair{std::floor(std::log(lo) / lb), std::ceil(std::log(hi) / lb)};
  };
  double a_lo = 0, a_hi = 0, c_lo = 0, c_hi = 0;
  if (has_a) std::tie(a_lo, a_hi) = log_range(std::fabs(std::min(-linthresh, vmax)), std::fabs(vmin) + 1);
  if (has_c) std::tie(c_lo, c_hi) = log_range(std::max(linthresh, vmin), vmax + 1);
  double total = (a_hi - a_lo) + (c_hi - c_lo);
  if (has_b) total += 1;
  const double stride = std::max(ticker_detail::py_floordiv(total, numticks - 1), 1.0);
  if (!(total / stride <= 100000))
    throw InvalidArgument("SymmetricalLogLocator: too many decades in the view");
  std::vector<double> decades;
  if (has_a) {
    std::vector<double> e;
    for (double k = a_lo; k < a_hi; k += stride) e.push_back(k);  // np.arange of integral floats
    for (auto it = e.rbegin(); it != e.rend(); ++it) decades.push_back(-1 * std::pow(base, *it));
  }
  if (has_b) decades.push_back(0.0);
  if (has_c)
    for (double k = c_lo; k < c_hi; k += stride) decades.push_back(std::pow(base, k));
  std::vector<double> s = subs;
  if (s.empty())
    for (double c = 2.0; c < base; c += 1) s.push_back(c);  // np.arange(2.0, base)
  if (s.empty()) return decades;  // base <= 2 with subs None: matplotlib fails (IndexError)
  if (s.size() == 1 && s[0] == 1.0) return decades;
  std::vector<double> locs;
  for (double d : decades) {
    if (d == 0) {
      locs.push_back(d);
      continue;
    }
    for (double c : s) locs.push_back(c * d);
  }
  return locs;
}

std::vector<double> SymmetricalLogLocator::operator()(const AxisView& v) const {
  return tick_values(v.vmin, v.vmax);
}

}  // namespace libplot
