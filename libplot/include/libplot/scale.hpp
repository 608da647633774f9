#pragma once
// Axis scales and the data -> figure transform of one axes. The scale is the only non-affine step;
// it is applied in C++ before the affine that maps the view box onto the axes box.
#include "libplot/export.hpp"
#include <cmath>
#include <string_view>

#include "libplot/error.hpp"
#include "libplot/geometry.hpp"

namespace libplot {

struct Scale {
  enum class Kind { Linear, Log, SymLog, Logit } kind = Kind::Linear;
  double base = 10.0;
  // SymLog only: linear within (-linthresh, linthresh), that stretch as long as linscale decades.
  double linthresh = 2.0, linscale = 1.0;
  // Logit only: matplotlib's nonpositive='clip' (values outside (0, 1) go to -+1000 in scale
  // space) instead of 'mask' (they are not a number there).
  bool clip = false;

  static Scale linear() { return {}; }
  // Throws InvalidArgument "Scale::log: base is 1; it must be finite and > 1".
  LIBPLOT_API static Scale log(double base = 10.0);
  // matplotlib's set_xscale("symlog", base=, linthresh=, linscale=). Throws InvalidArgument
  // naming the argument unless base > 1, linthresh > 0 and linscale > 0 (all finite).
  LIBPLOT_API static Scale symlog(double base = 10.0, double linthresh = 2.0, double linscale = 1.0);
  // matplotlib's set_xscale("logit", nonpositive=): log10(p / (1 - p)) over (0, 1). Throws
  // InvalidArgument unless nonpositive is "mask" or "clip".
  LIBPLOT_API static Scale logit(std::string_view nonpositive = "mask");
  bool is_log() const { return kind == Kind::Log; }
  bool is_symlog() const { return kind == Kind::SymLog; }
  bool is_logit() const { return kind == Kind::Logit; }
  // Into the scale's space (log_base(v) for log, non-positive values giving -inf; symlog as
  // matplotlib's SymmetricalLogTransform).
  double forward(double v) const {
    switch (kind) {
      case Kind::Linear: return v;
      case Kind::Log: return v > 0 ? std::log(v) / std::log(base) : -INFINITY;
      case Kind::SymLog: {
        const double adj = linscale / (1.0 - std::pow(base, -1.0));
        if (std::fabs(v) <= linthresh) return v * adj;
        return std::copysign(1.0, v) * linthresh *
               (adj + std::log(std::fabs(v) / linthresh) / std::log(base));
      }
      case Kind::Logit:
        if (clip && v <= 0) return -1000.0;
        if (clip && v >= 1) return 1000.0;
        return std::log10(v / (1 - v));
    }
    return v;
  }
  double inverse(double t) const {
    switch (kind) {
      case Kind::Linear: return t;
      case Kind::Log: return std::pow(base, t);
      case Kind::SymLog: {
        const double adj = linscale / (1.0 - std::pow(base, -1.0));
        if (std::fabs(t) <= linthresh * adj) return t / adj;
        return std::copysign(1.0, t) * linthresh * std::pow(base, std::fabs(t) / linthresh - adj);
      }
      case Kind::Logit: return 1.0 / (1 + std::pow(10.0, -t));
    }
    return t;
  }
};

// View limits [lo, hi] of one axis (lo > hi for an inverted axis).
struct Interval {
  double lo = 0, hi = 1;
  double span() const { return hi - lo; }
  friend bool operator==(const Interval&, const Interval&) = default;
};

// Maps data coordinates to figure points for one axes: scale, then view -> axes box.
struct AxesTransform {
  Scale xscale{}, yscale{};
  Interval xview{}, yview{};  // in data units
  Rect box{};                 // the axes box in figure points (y down)

  double x_to_fig(double x) const {
    const double t0 = xscale.forward(xview.lo), t1 = xscale.forward(xview.hi);
    return box.x0 + (xscale.forward(x) - t0) / (t1 - t0) * box.width();
  }
  double y_to_fig(double y) const {
    const double t0 = yscale.forward(yview.lo), t1 = yscale.forward(yview.hi);
    return box.y1 - (yscale.forward(y) - t0) / (t1 - t0) * box.height();
  }
  Point to_fig(Point data) const { return {x_to_fig(data.x), y_to_fig(data.y)}; }
  // Axes fraction (0..1 from the bottom-left) to figure points.
  Point axes_to_fig(Point frac) const {
    return {box.x0 + frac.x * box.width(), box.y1 - frac.y * box.height()};
  }
};

}  // namespace libplot
