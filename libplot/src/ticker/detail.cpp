// Python/numpy number semantics the ticker needs to match matplotlib bit for bit.
#include "ticker/detail.hpp"

#include <charconv>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <system_error>

namespace libplot::ticker_detail {

std::pair<double, double> py_divmod(double x, double y) {
  double mod = std::fmod(x, y);
  double div = (x - mod) / y;
  if (mod != 0.0) {
    if ((y < 0) != (mod < 0)) {
      mod += y;
      div -= 1.0;
    }
  } else {
    mod = std::copysign(0.0, y);
  }
  double floordiv;
  if (div != 0.0) {
    floordiv = std::floor(div);
    if (div - floordiv > 0.5) floordiv += 1.0;
  } else {
    floordiv = std::copysign(0.0, x / y);
  }
  return {floordiv, mod};
}

double py_floordiv(double x, double y) { return py_divmod(x, y).first; }

double py_round(double x) {
  double r = std::round(x);  // halves away from zero; fix the exact-half case to even
  if (std::fabs(x - std::trunc(x)) == 0.5) r = 2.0 * std::round(x / 2.0);
  return r;
}

double np_round(double x, int decimals) {
  double f = 1.0;
  int n = decimals;
  while (n >= 10) {
    f *= 1e10;
    n -= 10;
  }
  while (n > 0) {
    f *= 10.0;
    --n;
  }
  return std::nearbyint(x * f) / f;
}

bool is_close_to_int(double x) {
  const double r = py_round(x);
  if (x == r) return true;
  if (!std::isfinite(x)) return false;
  return std::fabs(x - r) <= 1e-9 * std::fmax(std::fabs(x), std::fabs(r));
}

std::string cformat(const char* fmt, ...) {
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  va_list ap2;
  va_copy(ap2, ap);
  const int n = std::vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  std::string out;
  if (n < 0) {
    va_end(ap2);
    return out;
  }
  if (static_cast<std::size_t>(n) < sizeof buf) {
    out.assign(buf, static_cast<std::size_t>(n));
  } else {
    out.resize(static_cast<std::size_t>(n) + 1);
    std::vsnprintf(out.data(), out.size(), fmt, ap2);
    out.resize(static_cast<std::size_t>(n));
  }
  va_end(ap2);
  return out;
}

std::string fix_minus(const std::string& s, bool unicode) {
  if (!unicode) return s;
  std::string out;
  out.reserve(s.size() + 8);
  for (char c : s) {
    if (c == '-') out += "\xE2\x88\x92";  // U+2212 MINUS SIGN
    else out += c;
  }
  return out;
}

std::string py_repr(double x) {
  if (std::isnan(x)) return "nan";
  if (std::isinf(x)) return x < 0 ? "-inf" : "inf";
  if (x == 0.0) return std::signbit(x) ? "-0.0" : "0.0";
  char buf[64];
  auto res = std::to_chars(buf, buf + sizeof buf, x, std::chars_format::scientific);
  std::string sci(buf, res.ptr);
  std::string sign;
  if (sci[0] == '-') {
    sign = "-";
    sci.erase(0, 1);
  }
  const auto epos = sci.find('e');
  const int exp10 = std::atoi(sci.c_str() + epos + 1);
  std::string digits;
  for (std::size_t i = 0; i < epos; ++i)
    if (sci[i] != '.') digits += sci[i];
  const int decpt = exp10 + 1;  // value = 0.DIGITS * 10**decpt
  std::string out;
  if (decpt <= -4 || decpt > 16) {
    out = digits.substr(0, 1);
    if (digits.size() > 1) out += "." + digits.substr(1);
    out += cformat("e%c%02d", exp10 < 0 ? '-' : '+', std::abs(exp10));
  } else if (decpt <= 0) {
    out = "0." + std::string(static_cast<std::size_t>(-decpt), '0') + digits;
  } else if (static_cast<std::size_t>(decpt) >= digits.size()) {
    out = digits + std::string(static_cast<std::size_t>(decpt) - digits.size(), '0') + ".0";
  } else {
    out = digits.substr(0, static_cast<std::size_t>(decpt)) + "." +
          digits.substr(static_cast<std::size_t>(decpt));
  }
  return sign + out;
}

std::string group_thousands(const std::string& s, char sep) {
  std::size_t start = 0;
  while (start < s.size() && !(s[start] >= '0' && s[start] <= '9')) ++start;
  if (start == s.size()) return s;
  std::size_t end = start;
  while (end < s.size() && s[end] >= '0' && s[end] <= '9') ++end;
  std::string digits = s.substr(start, end - start);
  std::string grouped;
  const std::size_t n = digits.size();
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0 && (n - i) % 3 == 0) grouped += sep;
    grouped += digits[i];
  }
  return s.substr(0, start) + grouped + s.substr(end);
}

}  // namespace libplot::ticker_detail
