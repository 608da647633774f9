#pragma once
// Norms: data values to colormap positions, with matplotlib 3.6's semantics (colors.Normalize,
// LogNorm, SymLogNorm, TwoSlopeNorm, CenteredNorm, BoundaryNorm). Unset limits come from the data
// (autoscaled); a norm's call on a value gives a fraction (0..1 inside the limits, outside it
// beyond them, NaN for a value the norm cannot map: matplotlib's masked values, drawn "bad").
#include <cmath>
#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

#include "libplot/export.hpp"
#include "libplot/colormap.hpp"

namespace libplot {

// Which out-of-range ends a colour mapping shows with the colormap's under (Min) and over (Max)
// colours: BoundaryNorm's extra bins, contourf's extended fills, a colorbar's triangles.
enum class Extend { Neither, Min, Max, Both };

struct LIBPLOT_API Normalize {
  std::optional<double> vmin = std::nullopt, vmax = std::nullopt;
  bool clip = false;  // clamp values into [vmin, vmax] first
  // (v - vmin) / (vmax - vmin); 0 when vmin == vmax. Throws InvalidArgument when
  // vmin > vmax or a limit is unset.
  double operator()(double v) const;
  double inverse(double t) const;
};

// Logarithmic: (log10 v - log10 vmin) / (log10 vmax - log10 vmin); values <= 0 are bad and are
// ignored when autoscaling.
struct LIBPLOT_API LogNorm {
  std::optional<double> vmin = std::nullopt, vmax = std::nullopt;
  bool clip = false;
  double operator()(double v) const;  // throws InvalidArgument on vmin or vmax <= 0
  double inverse(double t) const;
};

// Symmetric log: linear within ±linthresh (stretched by linscale), logarithmic beyond.
struct LIBPLOT_API SymLogNorm {
  double linthresh = 1.0;
  double linscale = 1.0;
  std::optional<double> vmin = std::nullopt, vmax = std::nullopt;
  bool clip = false;
  double base = 10.0;
  double operator()(double v) const;
  double inverse(double t) const;
  double transform(double v) const;  // SymmetricalLogTransform
  double untransform(double t) const;
};

// Two linear pieces: vmin..vcenter to 0..0.5 and vcenter..vmax to 0.5..1. A limit on the wrong
// side of vcenter after autoscaling is mirrored about it; vmin < vcenter < vmax is required.
struct LIBPLOT_API TwoSlopeNorm {
  double vcenter = 0.0;
  std::optional<double> vmin = std::nullopt, vmax = std::nullopt;
  double operator()(double v) const;
  double inverse(double t) const;
};

// Linear and symmetric about vcenter: the half range is the data's largest distance from it
// unless given.
struct LIBPLOT_API CenteredNorm {
  double vcenter = 0.0;
  std::optional<double> halfrange = std::nullopt;
  bool clip = false;
  double operator()(double v) const;
  double inverse(double t) const;
  double vmin() const { return vcenter - std::abs(halfrange.value_or(0)); }
  double vmax() const { return vcenter + std::abs(halfrange.value_or(0)); }
};

// Discrete bins: a value in [b[i], b[i+1]) maps to colour index i, spread over ncolors when
// there are more colours than bins (matplotlib's BoundaryNorm; its call gives an index, not a
// fraction). extend adds a bin below (Min), above (Max) or both, for the under/over colours.
struct LIBPLOT_API BoundaryNorm {
  std::vector<double> boundaries = {};
  int ncolors = 256;
  bool clip = false;
  Extend extend = Extend::Neither;
  // The colour index (-1 below the first boundary, ncolors at or above the last).
  long operator()(double v) const;
};

using Norm = std::variant<Normalize, LogNorm, SymLogNorm, TwoSlopeNorm, CenteredNorm, BoundaryNorm>;

// The norm with its unset limits taken from the finite values of `data` (matplotlib's
// autoscale_None). Throws InvalidArgument for a norm that cannot hold (vmin > vmax,
// a TwoSlopeNorm whose limits do not bracket vcenter, fewer than 2 boundaries, more bins than
// colours).
LIBPLOT_API Norm autoscaled(const Norm& norm, std::span<const double> data);
// The resolved limits of an autoscaled norm (the first and last boundary for BoundaryNorm).
LIBPLOT_API double norm_vmin(const Norm& norm);
LIBPLOT_API double norm_vmax(const Norm& norm);

// A colormap and a norm together: matplotlib's ScalarMappable.to_rgba for one value.
// `norm` must have been autoscaled.
LIBPLOT_API Color map_color(const Colormap& cmap, const Norm& norm, double value);

}  // namespace libplot
