// ScalarFormatter: set_locs (_compute_offset, _set_order_of_magnitude, _set_format), the tick
// labels, and get_offset() with format_data(), as matplotlib 3.6 computes them.
#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "libplot/ticker.hpp"
#include "ticker/detail.hpp"

namespace libplot {
namespace {

using namespace ticker_detail;

// int(math.floor(v)) for the exponents below, clamped so that non-finite input cannot overflow.
int floor_int(double v) {
  if (std::isnan(v)) return 0;
  return static_cast<int>(std::clamp(std::floor(v), -100000.0, 100000.0));
}

std::vector<double> visible(const std::vector<double>& locs, double lo, double hi) {
  std::vector<double> out;
  for (double l : locs)
    if (lo <= l && l <= hi) out.push_back(l);
  return out;
}

double compute_offset(const std::vector<double>& locs, double lo, double hi, int threshold) {
  const auto vis = visible(locs, lo, hi);
  if (vis.empty()) return 0;
  const double lmin = *std::min_element(vis.begin(), vis.end());
  const double lmax = *std::max_element(vis.begin(), vis.end());
  if (lmin == lmax || (lmin <= 0 && 0 <= lmax)) return 0;
  double abs_min = std::fabs(lmin), abs_max = std::fabs(lmax);
  if (abs_min > abs_max) std::swap(abs_min, abs_max);
  const double sign = std::copysign(1.0, lmin);
  const double oom_max = std::ceil(std::log10(abs_max));
  // The smallest power of ten at which abs_min and abs_max agree.
  double oom = oom_max;
  for (int guard = 0; guard < 2000; ++guard, oom -= 1) {
    const double p = std::pow(10.0, oom);
    if (py_floordiv(abs_min, p) != py_floordiv(abs_max, p)) break;
  }
  oom += 1;
  if ((abs_max - abs_min) / std::pow(10.0, oom) <= 1e-2) {
    // Straddling a multiple of a large power of ten: no more than 1 apart at that precision.
    oom = oom_max;
    for (int guard = 0; guard < 2000; ++guard, oom -= 1) {
      const double p = std::pow(10.0, oom);
      if (py_floordiv(abs_max, p) - py_floordiv(abs_min, p) > 1) break;
    }
    oom += 1;
  }
  const double p = std::pow(10.0, oom);
  const double q = py_floordiv(abs_max, p);
  return q >= std::pow(10.0, threshold - 1) ? sign * q * p : 0.0;
}

// ScalarFormatter.format_data: "1e6", "1.5e3", or "10^{6}" / "1.5 \times 10^{3}" for mathtext.
std::string format_data(double value, bool mathtext, bool unicode_minus) {
  const int e = floor_int(std::log10(std::fabs(value)));
  const double p = e >= 0 ? std::pow(10.0, e) : std::pow(10.0, static_cast<double>(e));
  const double s = std::strtod(cformat("%.10f", value / p).c_str(), nullptr);  // round(x, 10)
  const std::string exponent = fix_minus(cformat("%d", e), unicode_minus);
  const std::string significand = fix_minus(
      s == std::floor(s) ? cformat("%lld", static_cast<long long>(s)) : cformat("%1.10g", s), unicode_minus);
  if (e == 0) return significand;
  if (mathtext) {
    const std::string ex = "10^{" + exponent + "}";
    return s == 1 ? ex : significand + " \\times " + ex;
  }
  return significand + "e" + exponent;
}

}  // namespace

ScalarFormatter::Result ScalarFormatter::format(const std::vector<double>& locs, double vmin,
                                                double vmax) const {
  Result r;
  if (locs.empty()) return r;
  const double lo = std::min(vmin, vmax), hi = std::max(vmin, vmax);

  // set_locs
  double off = 0;
  if (offset) off = *offset;
  else if (use_offset) off = compute_offset(locs, lo, hi, offset_threshold);

  int oom = 0;
  if (!scientific) {
    oom = 0;
  } else if (power_limit_low == power_limit_high && power_limit_low != 0) {
    oom = power_limit_low;
  } else {
    const auto vis = visible(locs, lo, hi);
    if (!vis.empty()) {
      int o;
      if (off != 0) {
        o = floor_int(std::log10(hi - lo));
      } else {
        double val = 0;
        for (double v : vis) val = std::max(val, std::fabs(v));
        o = val == 0 ? 0 : floor_int(std::log10(val));
      }
      if (o <= power_limit_low || o >= power_limit_high) oom = o;
    }
  }

  // _set_format
  const double scale = std::pow(10.0, static_cast<double>(oom));
  std::vector<double> sl;
  for (double l : locs) sl.push_back((l - off) / scale);
  std::vector<double> ext = sl;
  if (locs.size() < 2) {
    ext.push_back((vmin - off) / scale);
    ext.push_back((vmax - off) / scale);
  }
  double loc_range = *std::max_element(ext.begin(), ext.end()) - *std::min_element(ext.begin(), ext.end());
  if (loc_range == 0) {
    for (double v : ext) loc_range = std::max(loc_range, std::fabs(v));
  }
  if (loc_range == 0) loc_range = 1;
  const int loc_range_oom = floor_int(std::log10(loc_range));
  int sigfigs = std::max(0, 3 - loc_range_oom);
  const double thresh = 1e-3 * std::pow(10.0, static_cast<double>(loc_range_oom));
  while (sigfigs >= 0) {
    double worst = 0;
    for (double v : sl) worst = std::max(worst, std::fabs(v - np_round(v, sigfigs)));
    if (worst < thresh) --sigfigs;
    else break;
  }
  ++sigfigs;

  r.order_of_magnitude = oom;
  r.offset = off;
  r.decimals = sigfigs;

  for (double x : locs) {
    double xp = (x - off) / scale;
    if (std::fabs(xp) < 1e-8) xp = 0;
    std::string s = cformat("%1.*f", sigfigs, xp);
    if (thousands_separator) s = group_thousands(s);
    if (use_mathtext) s = "$\\mathdefault{" + s + "}$";
    r.labels.push_back(fix_minus(s, use_unicode_minus));
  }

  // get_offset
  if (oom != 0 || off != 0) {
    std::string offset_str, sci;
    if (off != 0) {
      offset_str = format_data(off, use_mathtext, use_unicode_minus);
      if (off > 0) offset_str = "+" + offset_str;
    }
    if (oom != 0) {
      if (use_mathtext) {
        const double p = oom >= 0 ? std::pow(10.0, oom) : std::pow(10.0, static_cast<double>(oom));
        sci = format_data(p, true, use_unicode_minus);
      } else {
        sci = cformat("1e%d", oom);
      }
    }
    std::string s;
    if (use_mathtext) {
      if (!sci.empty()) sci = "\\times\\mathdefault{" + sci + "}";
      s = "$" + sci + "\\mathdefault{" + offset_str + "}$";
    } else {
      s = sci + offset_str;
    }
    r.offset_text = fix_minus(s, use_unicode_minus);
  }
  return r;
}

}  // namespace libplot
