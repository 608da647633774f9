// Norms with matplotlib 3.6's semantics (colors.py): autoscaling, the forward map and its inverse.
#include "libplot/norm.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

namespace libplot {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

std::string num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.17g", v);
  return buf;
}

double need(const std::optional<double>& v, const char* norm, const char* which) {
  if (!v)
    throw InvalidArgument(std::string(norm) + ": " + which + " is not set (autoscale it from data first)");
  return *v;
}

struct Range {
  double lo = kInf, hi = -kInf;
  bool any() const { return lo <= hi; }
};

// The finite values' range; `positive_only` skips values <= 0 (LogNorm's masked_less_equal).
Range data_range(std::span<const double> data, bool positive_only) {
  Range r;
  for (double v : data) {
    if (!std::isfinite(v) || (positive_only && v <= 0)) continue;
    r.lo = std::min(r.lo, v);
    r.hi = std::max(r.hi, v);
  }
  return r;
}

template <class N>
void fill_limits(N& n, std::span<const double> data, bool positive_only) {
  const Range r = data_range(data, positive_only);
  if (!r.any()) return;
  if (!n.vmin) n.vmin = r.lo;
  if (!n.vmax) n.vmax = r.hi;
}

void check_order(double vmin, double vmax, const char* norm) {
  if (vmin > vmax)
    throw InvalidArgument(std::string(norm) + ": vmin (" + num(vmin) +
                          ") must be less than or equal to vmax (" + num(vmax) + ")");
}

// numpy.interp through (x0, 0), (x1, 0.5), (x2, 1), with -inf left and +inf right.
double interp3(double v, double x0, double x1, double x2) {
  if (std::isnan(v)) return kNaN;
  if (v < x0) return -kInf;
  if (v > x2) return kInf;
  if (v == x2) return 1.0;
  const double xs[3] = {x0, x1, x2}, fs[3] = {0.0, 0.5, 1.0};
  const int j = v < x1 ? 0 : 1;
  const double slope = (fs[j + 1] - fs[j]) / (xs[j + 1] - xs[j]);
  double r = slope * (v - xs[j]) + fs[j];
  if (std::isnan(r)) {
    r = slope * (v - xs[j + 1]) + fs[j + 1];
    if (std::isnan(r) && fs[j] == fs[j + 1]) r = fs[j];
  }
  return r;
}

}  // namespace

double Normalize::operator()(double v) const {
  const double lo = need(vmin, "Normalize", "vmin"), hi = need(vmax, "Normalize", "vmax");
  if (lo == hi) return 0.0;
  check_order(lo, hi, "Normalize");
  if (clip && !std::isnan(v)) v = std::clamp(v, lo, hi);
  return (v - lo) / (hi - lo);
}

double Normalize::inverse(double t) const {
  const double lo = need(vmin, "Normalize", "vmin"), hi = need(vmax, "Normalize", "vmax");
  return lo + t * (hi - lo);
}

double LogNorm::operator()(double v) const {
  const double lo = need(vmin, "LogNorm", "vmin"), hi = need(vmax, "LogNorm", "vmax");
  check_order(lo, hi, "LogNorm");
  if (lo == hi) return 0.0;
  if (clip && !std::isnan(v)) v = std::clamp(v, lo, hi);
  const double t0 = std::log10(lo), t1 = std::log10(hi);
  if (!std::isfinite(t0) || !std::isfinite(t1))
    throw InvalidArgument("LogNorm: invalid vmin or vmax (" + num(lo) + ", " + num(hi) +
                          "): both must be > 0");
  if (!(v > 0)) return kNaN;  // masked: drawn with the bad colour
  const double t = (std::log10(v) - t0) / (t1 - t0);
  return std::isfinite(t) ? t : kNaN;
}

double LogNorm::inverse(double t) const {
  const double t0 = std::log10(need(vmin, "LogNorm", "vmin")), t1 = std::log10(need(vmax, "LogNorm", "vmax"));
  return std::pow(10.0, t * (t1 - t0) + t0);
}

double SymLogNorm::transform(double a) const {
  const double linscale_adj = linscale / (1.0 - std::pow(base, -1.0));
  if (std::abs(a) <= linthresh) return a * linscale_adj;
  const double sign = a > 0 ? 1.0 : -1.0;
  return sign * linthresh * (linscale_adj + std::log(std::abs(a) / linthresh) / std::log(base));
}

double SymLogNorm::untransform(double a) const {
  const double linscale_adj = linscale / (1.0 - std::pow(base, -1.0));
  const double invlinthresh = transform(linthresh);
  if (std::abs(a) <= invlinthresh) return a / linscale_adj;
  const double sign = a > 0 ? 1.0 : -1.0;
  return sign * linthresh * std::pow(base, std::abs(a) / linthresh - linscale_adj);
}

double SymLogNorm::operator()(double v) const {
  const double lo = need(vmin, "SymLogNorm", "vmin"), hi = need(vmax, "SymLogNorm", "vmax");
  check_order(lo, hi, "SymLogNorm");
  if (lo == hi) return 0.0;
  if (!(linthresh > 0)) throw InvalidArgument("SymLogNorm: linthresh must be > 0, got " + num(linthresh));
  if (clip && !std::isnan(v)) v = std::clamp(v, lo, hi);
  const double t0 = transform(lo), t1 = transform(hi);
  const double t = (transform(v) - t0) / (t1 - t0);
  return std::isfinite(t) ? t : kNaN;
}

double SymLogNorm::inverse(double t) const {
  const double t0 = transform(need(vmin, "SymLogNorm", "vmin")),
               t1 = transform(need(vmax, "SymLogNorm", "vmax"));
  return untransform(t * (t1 - t0) + t0);
}

double TwoSlopeNorm::operator()(double v) const {
  const double lo = need(vmin, "TwoSlopeNorm", "vmin"), hi = need(vmax, "TwoSlopeNorm", "vmax");
  if (!(lo <= vcenter && vcenter <= hi))
    throw InvalidArgument("TwoSlopeNorm: vmin (" + num(lo) + "), vcenter (" + num(vcenter) + "), vmax (" +
                          num(hi) + ") must increase monotonically");
  return interp3(v, lo, vcenter, hi);
}

double TwoSlopeNorm::inverse(double t) const {
  const double lo = need(vmin, "TwoSlopeNorm", "vmin"), hi = need(vmax, "TwoSlopeNorm", "vmax");
  // numpy.interp(value, [0, 0.5, 1], [vmin, vcenter, vmax])
  if (t <= 0) return lo;
  if (t >= 1) return hi;
  if (t < 0.5) return (vcenter - lo) / 0.5 * t + lo;
  return (hi - vcenter) / 0.5 * (t - 0.5) + vcenter;
}

double CenteredNorm::operator()(double v) const { return Normalize{vmin(), vmax(), clip}(v); }

double CenteredNorm::inverse(double t) const { return Normalize{vmin(), vmax(), clip}.inverse(t); }

long BoundaryNorm::operator()(double v) const {
  const std::size_t n = boundaries.size();
  if (n < 2)
    throw InvalidArgument("BoundaryNorm: boundaries must have at least 2 entries, got " + std::to_string(n));
  const double lo = boundaries.front(), hi = boundaries.back();
  int offset = 0;
  long regions = static_cast<long>(n) - 1;
  if (extend == Extend::Min || extend == Extend::Both) {
    ++regions;
    offset = 1;
  }
  if (extend == Extend::Max || extend == Extend::Both) ++regions;
  if (regions > ncolors)
    throw InvalidArgument("BoundaryNorm: there are " + std::to_string(regions) +
                          " color bins including extensions, but ncolors = " + std::to_string(ncolors) +
                          "; ncolors must equal or exceed the number of bins");
  if (std::isnan(v)) v = hi + 1;  // matplotlib fills masked values with vmax + 1 (NaN is not masked there)
  long max_col = ncolors;
  if (clip) {
    v = std::clamp(v, lo, hi);
    max_col = ncolors - 1;
  }
  if (v < lo) return -1;
  if (v >= hi) return max_col;
  // numpy.digitize(v, boundaries) - 1: the bin with boundaries[i] <= v < boundaries[i + 1]
  long i = static_cast<long>(std::upper_bound(boundaries.begin(), boundaries.end(), v) - boundaries.begin()) -
           1 + offset;
  if (ncolors > regions) {
    if (regions == 1) {
      if (i == 0) i = (ncolors - 1) / 2;
    } else {
      i = static_cast<long>(static_cast<double>(ncolors - 1) / static_cast<double>(regions - 1) *
                            static_cast<double>(i));
    }
  }
  return i;
}

Norm autoscaled(const Norm& norm, std::span<const double> data) {
  Norm out = norm;
  if (auto* n = std::get_if<Normalize>(&out)) {
    fill_limits(*n, data, false);
  } else if (auto* n = std::get_if<LogNorm>(&out)) {
    fill_limits(*n, data, true);
  } else if (auto* n = std::get_if<SymLogNorm>(&out)) {
    fill_limits(*n, data, false);
  } else if (auto* n = std::get_if<TwoSlopeNorm>(&out)) {
    fill_limits(*n, data, false);
    if (n->vmin && *n->vmin > n->vcenter) n->vmin = n->vcenter;
    if (n->vmax && *n->vmax < n->vcenter) n->vmax = n->vcenter;
  } else if (auto* n = std::get_if<CenteredNorm>(&out)) {
    if (!n->halfrange) {
      double h = -kInf;
      for (double v : data)
        if (std::isfinite(v)) h = std::max(h, std::abs(v - n->vcenter));
      if (h >= 0) n->halfrange = h;
    }
  } else if (auto* n = std::get_if<BoundaryNorm>(&out)) {
    for (std::size_t i = 1; i < n->boundaries.size(); ++i)
      if (!(n->boundaries[i] > n->boundaries[i - 1]))
        throw InvalidArgument("BoundaryNorm: boundaries must increase, got " + num(n->boundaries[i - 1]) +
                              " then " + num(n->boundaries[i]));
    if (n->clip && n->extend != Extend::Neither)
      throw InvalidArgument("BoundaryNorm: clip is not compatible with extend");
    (*n)(0.0);  // checks the counts
  }
  // The limits must now hold (the call checks them).
  std::visit([](const auto& n) { (void)n(0.0); }, out);
  return out;
}

double norm_vmin(const Norm& norm) {
  return std::visit(
      [](const auto& n) -> double {
        using T = std::decay_t<decltype(n)>;
        if constexpr (std::is_same_v<T, BoundaryNorm>) return n.boundaries.front();
        else if constexpr (std::is_same_v<T, CenteredNorm>) return n.vmin();
        else return need(n.vmin, "norm", "vmin");
      },
      norm);
}

double norm_vmax(const Norm& norm) {
  return std::visit(
      [](const auto& n) -> double {
        using T = std::decay_t<decltype(n)>;
        if constexpr (std::is_same_v<T, BoundaryNorm>) return n.boundaries.back();
        else if constexpr (std::is_same_v<T, CenteredNorm>) return n.vmax();
        else return need(n.vmax, "norm", "vmax");
      },
      norm);
}

Color map_color(const Colormap& cmap, const Norm& norm, double value) {
  if (const auto* b = std::get_if<BoundaryNorm>(&norm)) {
    if (std::isnan(value)) return cmap.bad();
    return cmap.at_index((*b)(value));
  }
  return cmap(std::visit([value](const auto& n) { return static_cast<double>(n(value)); }, norm));
}

}  // namespace libplot
