// The axis-side tick filters: which ticks are drawn (Axis._update_ticks with
// _interval_contains_close) and which minor ticks survive next to the major ones
// (Axis.get_minorticklocs with remove_overlapping_locs).
#include <algorithm>
#include <cmath>
#include <numbers>

#include "libplot/ticker.hpp"

namespace libplot {
namespace {

// LogTransform.transform_non_affine with nonpositive='clip'.
double scale_transform(double v, bool log_scale, double base) {
  if (!log_scale) return v;
  if (v <= 0) return -1000.0;
  if (base == 10.0) return std::log10(v);
  if (base == 2.0) return std::log2(v);
  if (base == std::numbers::e) return std::log(v);
  return std::log(v) / std::log(base);
}

double scale_transform(double v, const Scale& sc) {
  if (sc.is_log()) return scale_transform(v, true, sc.base);
  return sc.forward(v);
}

template <class T>
std::vector<std::size_t> in_view(const std::vector<double>& ticks, double vmin, double vmax, T&& tr) {
  if (vmin > vmax) std::swap(vmin, vmax);
  double a = tr(vmin), b = tr(vmax);
  if (a > b) std::swap(a, b);
  const double tol = (b - a) * 1e-10;
  std::vector<std::size_t> keep;
  for (std::size_t i = 0; i < ticks.size(); ++i) {
    const double t = tr(ticks[i]);
    if (a - tol <= t && t <= b + tol) keep.push_back(i);
  }
  return keep;
}

template <class T>
std::vector<double> overlapping(const std::vector<double>& minor, const std::vector<double>& major,
                                double vmin, double vmax, T&& tr) {
  double lo = tr(vmin), hi = tr(vmax);
  if (lo > hi) std::swap(lo, hi);
  const double tol = (hi - lo) * 1e-5;
  std::vector<double> tr_major;
  tr_major.reserve(major.size());
  for (double m : major) tr_major.push_back(tr(m));
  std::vector<double> kept;
  for (double m : minor) {
    const double t = tr(m);
    const bool close = std::any_of(tr_major.begin(), tr_major.end(), [&](double M) {
      if (std::isinf(t) || std::isinf(M)) return t == M;
      return std::fabs(t - M) <= tol;
    });
    if (!close) kept.push_back(m);
  }
  return kept;
}

}  // namespace

std::vector<std::size_t> ticks_in_view(const std::vector<double>& ticks, double vmin, double vmax,
                                       const Scale& scale) {
  return in_view(ticks, vmin, vmax, [&](double v) { return scale_transform(v, scale); });
}

std::vector<double> remove_overlapping_locs(const std::vector<double>& minor,
                                            const std::vector<double>& major, double vmin, double vmax,
                                            const Scale& scale) {
  return overlapping(minor, major, vmin, vmax, [&](double v) { return scale_transform(v, scale); });
}

std::vector<std::size_t> ticks_in_view(const std::vector<double>& ticks, double vmin, double vmax,
                                       bool log_scale, double log_base) {
  return in_view(ticks, vmin, vmax, [&](double v) { return scale_transform(v, log_scale, log_base); });
}

std::vector<double> remove_overlapping_locs(const std::vector<double>& minor,
                                            const std::vector<double>& major, double vmin, double vmax,
                                            bool log_scale, double log_base) {
  return overlapping(minor, major, vmin, vmax,
                     [&](double v) { return scale_transform(v, log_scale, log_base); });
}

}  // namespace libplot
