// LogitLocator and LogitFormatter: matplotlib 3.6's ticks and labels for logit axes.
#include <algorithm>
#include <cmath>
#include <numeric>
#include <set>
#include <string>

#include "libplot/ticker.hpp"
#include "ticker/detail.hpp"

namespace libplot {

namespace {

// matplotlib's ideal tick of index b: 10^b below 1/2, 1 - 10^-b above, 1/2 at 0.
double ideal_tick(int b) {
  if (b < 0) return std::pow(10.0, b);
  if (b > 0) return 1 - std::pow(10.0, -b);
  return 0.5;
}

// ticker._is_decade(x, rtol=1e-7): log10|x| within numpy's isclose of an integer.
bool is_decade(double x) {
  if (!std::isfinite(x)) return false;
  if (x == 0.0) return true;
  const double lx = std::log(std::fabs(x)) / std::log(10.0);
  const double r = std::nearbyint(lx);
  return std::fabs(lx - r) <= 1e-8 + 1e-7 * std::fabs(r);
}

bool is_one_half(double x) {
  return ticker_detail::is_close_to_int(2 * x) && ticker_detail::py_round(2 * x) == 1;
}

// LogitFormatter._format_value: the value with the precision its nearest neighbour needs.
std::string format_value(double x, const std::vector<double>& locs, bool sci_notation) {
  const double exponent = sci_notation ? std::floor(std::log10(x)) : 0.0;
  const int min_precision = sci_notation ? 0 : 1;
  const double value = x * std::pow(10.0, -exponent);
  int precision = min_precision;
  if (locs.size() >= 2) {
    std::vector<double> d;
    d.reserve(locs.size());
    for (double l : locs) d.push_back(std::fabs(l - x));
    std::sort(d.begin(), d.end());
    const double p = -std::log10(d[1]) + exponent;
    precision = ticker_detail::is_close_to_int(p) ? static_cast<int>(std::nearbyint(p))
                                                  : static_cast<int>(std::ceil(p));
    precision = std::max(precision, min_precision);
  }
  const std::string mantissa = ticker_detail::cformat("%.*f", precision, value);
  if (!sci_notation) return mantissa;
  return mantissa + "\\cdot10^{" + std::to_string(static_cast<long>(exponent)) + "}";
}

}  // namespace

void LogitLocator::check(std::string_view call) const {
  if (nbins && *nbins < 1)
    throw InvalidArgument(std::string(call) + ": LogitLocator nbins is " + std::to_string(*nbins) +
                          "; it must be >= 1");
}

std::pair<double, double> LogitLocator::nonsingular(double vmin, double vmax, double minpos) const {
  constexpr double standard_minpos = 1e-7;
  if (vmin > vmax) std::swap(vmin, vmax);
  if (!std::isfinite(vmin) || !std::isfinite(vmax) || vmax <= 0 || vmin >= 1)
    return {standard_minpos, 1 - standard_minpos};
  if (!std::isfinite(minpos)) minpos = standard_minpos;
  if (vmin <= 0) vmin = minpos;
  if (vmax >= 1) vmax = 1 - minpos;
  if (vmin == vmax) return {0.1 * vmin, 1 - 0.1 * vmin};
  return {vmin, vmax};
}

std::vector<double> LogitLocator::tick_values(double vmin, double vmax, int auto_nbins, double minpos) const {
  check();
  const int n = nbins ? *nbins : auto_nbins;
  std::tie(vmin, vmax) = nonsingular(vmin, vmax, minpos);
  const int binf = static_cast<int>(vmin < 0.5   ? std::floor(std::log10(vmin))
                                    : vmin < 0.9 ? 0.0
                                                 : -std::ceil(std::log10(1 - vmin)));
  const int bsup = static_cast<int>(vmax <= 0.5   ? std::ceil(std::log10(vmax))
                                    : vmax <= 0.9 ? 1.0
                                                  : -std::floor(std::log10(1 - vmax)));
  const int numideal = bsup - binf - 1;
  std::vector<double> out;
  if (numideal >= 2) {
    if (numideal > n) {
      // Too many ideal ticks: every k-th is major, the others minor.
      const int k = (numideal + n - 1) / n;
      for (int b = binf; b <= bsup; ++b) {
        const int rem = ((b % k) + k) % k;  // Python's b % k
        if ((rem != 0) == minor) out.push_back(ideal_tick(b));
      }
      return out;
    }
    if (!minor) {
      for (int b = binf; b <= bsup; ++b) out.push_back(ideal_tick(b));
      return out;
    }
    for (int b = binf; b < bsup; ++b) {
      if (b < -1) {
        for (int m = 2; m < 10; ++m) out.push_back(m * std::pow(10.0, b));
      } else if (b == -1) {
        for (int m = 2; m < 5; ++m) out.push_back(m / 10.0);
      } else if (b == 0) {
        for (int m = 6; m < 9; ++m) out.push_back(m / 10.0);
      } else {
        for (int m = 9; m >= 2; --m) out.push_back(1 - m * std::pow(10.0, -b - 1));
      }
    }
    return out;
  }
  // Zoomed in: linear-looking ticks, and no minor ones.
  if (minor) return {};
  MaxNLocator lin;
  lin.nbins = nbins;
  lin.steps = {1, 2, 5, 10};
  return lin.tick_values(vmin, vmax, n);
}

std::vector<double> LogitLocator::operator()(const AxisView& v) const {
  // matplotlib's "auto" here is the axis's tick space, at least 2 (not MaxNLocator's clip to 9);
  // the MaxNLocator fallback clips it again.
  return tick_values(v.vmin, v.vmax, std::max(v.tick_space, 2), v.minpos > 0 ? v.minpos : 1e-7);
}

std::vector<std::string> LogitFormatter::format(const std::vector<double>& locs) const {
  // set_locs: which minor ticks get a label.
  std::set<double> labelled;
  if (minor) {
    const bool all_ideal = std::all_of(locs.begin(), locs.end(), [](double x) {
      return is_decade(x) || is_decade(1 - x) || is_one_half(x);
    });
    if (!all_ideal && static_cast<int>(locs.size()) < minor_threshold) {
      if (static_cast<int>(locs.size()) < minor_number) {
        labelled.insert(locs.begin(), locs.end());
      } else {
        // Label the minor_number ticks with the most room to their neighbours in logit space.
        const std::size_t n = locs.size();
        std::vector<double> diff;
        for (std::size_t i = 1; i < n; ++i)
          diff.push_back(-std::log(1 / locs[i] - 1) - -std::log(1 / locs[i - 1] - 1));
        std::vector<double> pess(n), sum(n);
        for (std::size_t i = 0; i < n; ++i) {
          const double before = i > 0 ? diff[i - 1] : INFINITY, after = i + 1 < n ? diff[i] : INFINITY;
          pess[i] = std::min(before, after);
          sum[i] = (i > 0 ? diff[i - 1] : 0.0) + (i + 1 < n ? diff[i] : 0.0);
        }
        std::vector<std::size_t> idx(n);
        std::iota(idx.begin(), idx.end(), 0);
        std::stable_sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) {
          return std::pair{pess[a], sum[a]} < std::pair{pess[b], sum[b]};
        });
        for (std::size_t i = n - static_cast<std::size_t>(minor_number); i < n; ++i)
          labelled.insert(locs[idx[i]]);
      }
    }
  }
  std::vector<double> one_minus_locs;
  for (double l : locs) one_minus_locs.push_back(1 - l);
  std::vector<std::string> out;
  out.reserve(locs.size());
  for (double x : locs) {
    if ((minor && !labelled.count(x)) || x <= 0 || x >= 1) {
      out.emplace_back();
      continue;
    }
    std::string s;
    if (is_one_half(x)) {
      s = one_half;
    } else if (x < 0.5 && is_decade(x)) {
      s = "10^{" + std::to_string(static_cast<long>(ticker_detail::py_round(std::log10(x)))) + "}";
    } else if (x > 0.5 && is_decade(1 - x)) {
      s = "1-10^{" + std::to_string(static_cast<long>(ticker_detail::py_round(std::log10(1 - x)))) + "}";
    } else if (x < 0.1) {
      s = format_value(x, locs, true);
    } else if (x > 0.9) {
      s = "1-" + format_value(1 - x, one_minus_locs, true);
    } else {
      s = format_value(x, locs, false);
    }
    out.push_back("$\\mathdefault{" + s + "}$");
  }
  return out;
}

TickLabels LogitFormatter::operator()(const std::vector<double>& locs, const AxisView&) const {
  return {format(locs), {}};
}

}  // namespace libplot
