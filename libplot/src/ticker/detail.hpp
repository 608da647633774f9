#pragma once
// Small Python/numpy/matplotlib number helpers shared by the ticker sources (not installed).
#include <algorithm>
#include <cmath>
#include <string>
#include <utility>

namespace libplot::ticker_detail {

// Python float floor division and divmod (Objects/floatobject.c semantics; numpy's
// floor_divide on float64 does the same arithmetic).
std::pair<double, double> py_divmod(double x, double y);
double py_floordiv(double x, double y);

// Python round(x) for a float: nearest integer, halves to even.
double py_round(double x);

// numpy.round(x, decimals) for decimals >= 0: rint(x * 10**decimals) / 10**decimals.
double np_round(double x, int decimals);

// math.isclose(x, round(x)) with the default rel_tol 1e-9.
bool is_close_to_int(double x);

// printf into a std::string.
std::string cformat(const char* fmt, ...) __attribute__((format(printf, 1, 2)));

// Formatter.fix_minus: '-' -> U+2212 when `unicode`.
std::string fix_minus(const std::string& s, bool unicode = true);

// Python repr(float): shortest round-trip digits, exponent form below 1e-4 and from 1e16.
std::string py_repr(double x);

// Insert `sep` every three digits in the integer part of a plain decimal string
// ("-1234.5" -> "-1,234.5"); text without a digit run is returned unchanged.
std::string group_thousands(const std::string& s, char sep = ',');

// _Edge_integer: integer multiples of `step` with slop that grows with the offset.
struct EdgeInteger {
  double step, offset;
  bool closeto(double ms, double edge) const {
    double tol;
    if (offset > 0) {
      const double digits = std::log10(offset / step);
      tol = std::max(1e-10, std::pow(10.0, digits - 12));
      tol = std::min(0.4999, tol);
    } else {
      tol = 1e-10;
    }
    return std::fabs(ms - edge) < tol;
  }
  double le(double x) const {  // largest n with n*step <= x
    auto [d, m] = py_divmod(x, step);
    return closeto(m / step, 1) ? d + 1 : d;
  }
  double ge(double x) const {  // smallest n with n*step >= x
    auto [d, m] = py_divmod(x, step);
    return closeto(m / step, 0) ? d : d + 1;
  }
};

}  // namespace libplot::ticker_detail
