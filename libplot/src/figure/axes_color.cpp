// Axes' colour-mapped calls: imshow, pcolormesh, cell labels (scatter by value is in axes.cpp).
#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>
#include <string>

#include "artists/artists.hpp"
#include "model/axes_state.hpp"
#include "figure/color_mapping.hpp"
#include "libplot/error.hpp"
#include "libplot/axes.hpp"
#include "libplot/ticker.hpp"

namespace libplot {

ScalarMappable resolve_mapping(const std::optional<Colormap>& cmap, const Norm& norm,
                               std::optional<double> vmin, std::optional<double> vmax,
                               std::span<const double> data, const char* call) {
  ScalarMappable m;
  if (cmap) m.cmap = *cmap;
  Norm n = norm;
  if (vmin || vmax) {
    const bool has_limits = std::visit(
        [&](auto& v) {
          if constexpr (requires { v.vmin = vmin; }) {
            if (vmin) v.vmin = vmin;
            if (vmax) v.vmax = vmax;
            return true;
          } else {
            return false;
          }
        },
        n);
    if (!has_limits)
      throw InvalidArgument(std::string(call) +
                            ": vmin/vmax cannot be used with this norm (set its own limits)");
  }
  try {
    m.norm = autoscaled(n, data);
  } catch (const InvalidArgument& e) {
    throw InvalidArgument(std::string(call) + ": " + e.what());
  }
  return m;
}

namespace {

std::uint8_t to_byte(double v) {
  // matplotlib's to_rgba(bytes=True): (lut * 255).astype(uint8), truncation
  return static_cast<std::uint8_t>(std::clamp(v, 0.0, 1.0) * 255.0);
}

void check_grid(std::size_t n, std::size_t rows, std::size_t cols, const char* call) {
  if (rows != 0 && cols > n / rows + 1)
    throw InvalidArgument(std::string(call) + ": values has " + std::to_string(n) +
                          " entries, far fewer than " + std::to_string(rows) + " x " + std::to_string(cols));
  if (rows == 0 || cols == 0)
    throw InvalidArgument(std::string(call) + ": rows and cols must be positive, got " +
                          std::to_string(rows) + " x " + std::to_string(cols));
  if (n != rows * cols)
    throw InvalidArgument(std::string(call) + ": values has " + std::to_string(n) +
                          " entries, expected rows x cols = " + std::to_string(rows) + " x " +
                          std::to_string(cols) + " = " + std::to_string(rows * cols));
}

// WCAG relative luminance of an sRGB colour.
double luminance(const Color& c) {
  auto lin = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
}

}  // namespace

ScalarMappable Axes::imshow(std::span<const double> values, std::size_t rows, std::size_t cols,
                            const ImageOptions& o) {
  check_grid(values.size(), rows, cols, "imshow");
  // Cairo's image surfaces (and so PNG, PDF and SVG images) stop at 32767 pixels a side.
  if (rows > 32767 || cols > 32767)
    throw InvalidArgument("imshow: an image has at most 32767 rows and columns, got " + std::to_string(rows) +
                          " x " + std::to_string(cols));
  ScalarMappable m = resolve_mapping(o.cmap, o.norm, o.vmin, o.vmax, values, "imshow");
  m.alpha = o.alpha;
  auto a = std::make_unique<ImageArtist>();
  a->image.width = static_cast<int>(cols);
  a->image.height = static_cast<int>(rows);
  a->image.rgba.resize(rows * cols * 4);
  const bool upper = o.origin == ImageOptions::Origin::Upper;
  // The colormap's table, under, over and bad colours as bytes, looked up by matplotlib's index
  // rule (Colormap.__call__), with the norm visited once rather than per value.
  const long n = m.cmap.size();
  std::vector<std::array<std::uint8_t, 4>> lut(n + 3);
  auto bytes = [&](const Color& col) {
    return std::array<std::uint8_t, 4>{to_byte(col.r), to_byte(col.g), to_byte(col.b),
                                       to_byte(col.a * o.alpha)};
  };
  for (long i = 0; i < n; ++i) lut[i] = bytes(m.cmap.table()[i]);
  lut[n] = bytes(m.cmap.under());
  lut[n + 1] = bytes(m.cmap.over());
  lut[n + 2] = bytes(m.cmap.bad());
  auto index_of_fraction = [n](double t) -> long {
    if (std::isnan(t)) return n + 2;
    double xa = t * static_cast<double>(n);
    if (xa < 0) return n;  // under
    if (xa == static_cast<double>(n)) xa = static_cast<double>(n - 1);
    if (xa >= static_cast<double>(n)) return n + 1;  // over
    return static_cast<long>(xa);
  };
  // Normalize's limits once (the same arithmetic as Normalize::operator()).
  const double lo = norm_vmin(m.norm), hi = norm_vmax(m.norm);
  std::visit(
      [&](const auto& norm) {
        for (std::size_t r = 0; r < rows; ++r) {
          const std::size_t src = upper ? r : rows - 1 - r;  // the raster's top row
          for (std::size_t c = 0; c < cols; ++c) {
            const double v = values[src * cols + c];
            long k;
            if constexpr (std::is_same_v<std::decay_t<decltype(norm)>, Normalize>) {
              k = index_of_fraction(
                  lo == hi ? 0.0
                           : ((norm.clip && !std::isnan(v) ? std::clamp(v, lo, hi) : v) - lo) / (hi - lo));
            } else if constexpr (std::is_same_v<std::decay_t<decltype(norm)>, BoundaryNorm>) {
              k = std::isnan(v) ? n + 2 : norm(v);
              if (k < 0) k = n;
              else if (k >= n && !std::isnan(v)) k = n + 1;
            } else {
              k = index_of_fraction(norm(v));
            }
            std::copy_n(lut[static_cast<std::size_t>(k)].data(), 4, &a->image.rgba[(r * cols + c) * 4]);
          }
        }
      },
      m.norm);
  const double w = static_cast<double>(cols), h = static_cast<double>(rows);
  const Extent def = upper ? Extent{-0.5, w - 0.5, h - 0.5, -0.5} : Extent{-0.5, w - 0.5, -0.5, h - 0.5};
  const Extent e = o.extent.value_or(def);
  // The raster's top row lies at the extent's top for upper, at its bottom... for lower the
  // rows were flipped above, so the raster's top is the extent's top in both cases.
  a->extent = e;
  a->interpolation = o.interpolation;
  a->zorder = o.zorder;
  a->lint_ignore = o.lint_ignore;
  add(std::move(a));
  // As matplotlib: limits at the extent, in its direction (upper: y grows downwards).
  State& s = *state_;
  s.x.lim_lo = e.left;
  s.x.lim_hi = e.right;
  s.y.lim_lo = e.bottom;
  s.y.lim_hi = e.top;
  s.x.inverted = false;
  s.y.inverted = false;
  s.aspect_equal = o.aspect.has_value();
  if (o.aspect) {
    if (!(*o.aspect > 0))
      throw InvalidArgument("imshow: aspect must be positive, got " + std::to_string(*o.aspect));
    s.aspect_ratio = *o.aspect;
  }
  return m;
}

ScalarMappable Axes::pcolormesh(std::span<const double> x_edges, std::span<const double> y_edges,
                                std::span<const double> values, const MeshOptions& o) {
  if (x_edges.size() < 2 || y_edges.size() < 2)
    throw InvalidArgument("pcolormesh: x_edges and y_edges need at least 2 values, got " +
                          std::to_string(x_edges.size()) + " and " + std::to_string(y_edges.size()));
  check_grid(values.size(), y_edges.size() - 1, x_edges.size() - 1, "pcolormesh");
  for (const auto* e : {&x_edges, &y_edges}) {
    const bool up = (*e)[1] > (*e)[0];
    for (std::size_t i = 1; i < e->size(); ++i)
      if (!std::isfinite((*e)[i]) || !std::isfinite((*e)[i - 1]) || ((*e)[i] > (*e)[i - 1]) != up ||
          (*e)[i] == (*e)[i - 1])
        throw InvalidArgument(std::string("pcolormesh: ") + (e == &x_edges ? "x_edges" : "y_edges") +
                              " must be finite and strictly monotonic (entry " + std::to_string(i) + ")");
  }
  ScalarMappable m = resolve_mapping(o.cmap, o.norm, o.vmin, o.vmax, values, "pcolormesh");
  m.alpha = o.alpha;
  auto a = std::make_unique<MeshArtist>();
  a->xe.assign(x_edges.begin(), x_edges.end());
  a->ye.assign(y_edges.begin(), y_edges.end());
  for (double v : values) {
    Color c = m.to_rgba(v);
    c.a *= o.alpha;
    a->colors.push_back(c);
  }
  if (o.edgecolor && o.linewidth > 0) {
    a->edge = o.edgecolor;
    a->edge_width = o.linewidth;
  }
  a->zorder = o.zorder;
  a->lint_ignore = o.lint_ignore;
  add(std::move(a));
  return m;
}

void Axes::cell_labels(std::span<const double> values, std::size_t rows, std::size_t cols,
                       const ScalarMappable& mapping, const CellLabelOptions& o) {
  check_grid(values.size(), rows, cols, "cell_labels");
  if (o.colors.empty()) throw InvalidArgument("cell_labels: colors must not be empty");
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t c = 0; c < cols; ++c) {
      const double v = values[r * cols + c];
      if (std::isnan(v)) continue;
      const double cell = luminance(mapping.to_rgba(v));
      const Color* best = &o.colors.front();
      double best_ratio = -1;
      for (const Color& t : o.colors) {
        const double lt = luminance(t);
        const double ratio = (std::max(lt, cell) + 0.05) / (std::min(lt, cell) + 0.05);
        if (ratio > best_ratio) {
          best_ratio = ratio;
          best = &t;
        }
      }
      TextOptions to;
      to.props.ha = HAlign::Center;
      to.props.va = VAlign::Center;
      to.props.color = *best;
      to.props.size = o.size;
      to.props.weight = o.weight;
      to.zorder = o.zorder;
      to.props.lint_ignore = o.lint_ignore;
      text({static_cast<double>(c), static_cast<double>(r)}, pyformat(o.format, {v}), to);
    }
}

}  // namespace libplot
