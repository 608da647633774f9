// Axes::contour, contourf and clabel: levels chosen as matplotlib's ContourSet does, geometry by
// marching squares (artists/contour_geometry).
#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include "artists/artists.hpp"
#include "artists/contour_geometry.hpp"
#include "figure/color_mapping.hpp"
#include "libplot/axes.hpp"
#include "libplot/ticker.hpp"
#include "model/axes_state.hpp"

namespace libplot {

namespace {

// ContourSet._autolev: MaxNLocator(n + 1, min_n_ticks=1) over [zmin, zmax], trimmed to the
// last level at or below zmin and the first at or above zmax (one more inside per extend).
std::vector<double> auto_levels(double zmin, double zmax, int n, Extend extend) {
  MaxNLocator loc = MaxNLocator::matplotlib_default();
  loc.nbins = n + 1;
  loc.min_n_ticks = 1;
  const std::vector<double> lev = loc.tick_values(zmin, zmax);
  std::size_t i0 = 0, i1 = lev.size();
  for (std::size_t i = 0; i < lev.size(); ++i)
    if (lev[i] < zmin) i0 = i;
  for (std::size_t i = 0; i < lev.size(); ++i)
    if (lev[i] > zmax) {
      i1 = i + 1;
      break;
    }
  if (extend == Extend::Min || extend == Extend::Both) ++i0;
  if (extend == Extend::Max || extend == Extend::Both) --i1;
  if (i1 < i0 + 3) {
    i0 = 0;
    i1 = lev.size();
  }
  return {lev.begin() + static_cast<std::ptrdiff_t>(i0), lev.begin() + static_cast<std::ptrdiff_t>(i1)};
}

void check_grid(std::span<const double> x, std::span<const double> y, std::span<const double> z,
                const char* call) {
  if (x.size() < 2 || y.size() < 2)
    throw InvalidArgument(std::string(call) + ": x and y need at least 2 values, got " +
                          std::to_string(x.size()) + " and " + std::to_string(y.size()));
  if (z.size() != x.size() * y.size())
    throw InvalidArgument(std::string(call) + ": z has " + std::to_string(z.size()) + " values, expected " +
                          std::to_string(y.size()) + " rows of " + std::to_string(x.size()));
  for (const auto* v : {&x, &y})
    for (std::size_t i = 1; i < v->size(); ++i)
      if (!((*v)[i] > (*v)[i - 1]))
        throw InvalidArgument(std::string(call) + ": " + (v == &x ? "x" : "y") + " must increase (entry " +
                              std::to_string(i) + ")");
}

}  // namespace

static ContourSet make_contour(Axes& ax, AxesState& st, const Theme& theme, std::span<const double> x,
                               std::span<const double> y, std::span<const double> z, const ContourOptions& o,
                               bool filled, std::unique_ptr<ContourArtist>& out) {
  const char* call = filled ? "contourf" : "contour";
  check_grid(x, y, z, call);
  double zmin = INFINITY, zmax = -INFINITY;
  for (double v : z)
    if (std::isfinite(v)) {
      zmin = std::min(zmin, v);
      zmax = std::max(zmax, v);
    }
  if (!(zmin <= zmax)) throw InvalidArgument(std::string(call) + ": z has no finite value");
  ContourSet cs;
  cs.filled = filled;
  if (o.levels.empty()) {
    if (o.nlevels < 1)
      throw InvalidArgument(std::string(call) + ": nlevels must be >= 1, got " + std::to_string(o.nlevels));
    cs.levels = auto_levels(zmin, zmax, o.nlevels, filled ? o.extend : Extend::Neither);
  } else {
    cs.levels = o.levels;
  }
  for (std::size_t i = 1; i < cs.levels.size(); ++i)
    if (!(cs.levels[i] > cs.levels[i - 1]))
      throw InvalidArgument(std::string(call) + ": levels must increase");
  if (filled && cs.levels.size() < 2)
    throw InvalidArgument("contourf: filled contours need at least 2 levels");

  // The norm spans the levels (set_array(levels) then autoscale, as matplotlib does).
  cs.mapping = resolve_mapping(o.cmap, Normalize{}, std::nullopt, std::nullopt, cs.levels, call);
  cs.mapping.alpha = o.alpha;
  auto a = std::make_unique<ContourArtist>();
  a->filled = filled;
  a->xmin = x.front();
  a->xmax = x.back();
  a->ymin = y.front();
  a->ymax = y.back();
  a->width = o.linewidth.value_or(theme.lines_linewidth);
  a->zorder = o.zorder.value_or(filled ? 1.0 : 2.0);
  a->lint_ignore = o.lint_ignore;
  if (filled) {
    cs.mapping.boundaries = cs.levels;
    // Bands between levels, with the extends' open ends; each coloured by its midpoint. Drawn
    // from the lowest up, each as everything above its lower level (clipped at the top), so a
    // band's anti-aliased edge lies over the band below it and no seam shows.
    std::vector<double> lv = cs.levels;
    const bool lo = o.extend == Extend::Min || o.extend == Extend::Both;
    const bool hi = o.extend == Extend::Max || o.extend == Extend::Both;
    if (lo) lv.insert(lv.begin(), -1e250);
    if (hi) lv.push_back(1e250);
    const double top = lv.back();
    for (std::size_t b = 0; b + 1 < lv.size(); ++b) {
      Color c = o.colors ? *o.colors : cs.mapping.to_rgba(0.5 * (lv[b] + lv[b + 1]));
      c.a *= o.alpha;
      a->colors.push_back(c);
      a->regions.push_back(contour_region(x, y, z, b == 0 && lo ? -INFINITY : lv[b], hi ? INFINITY : top));
    }
  } else {
    for (double l : cs.levels) {
      Color c = o.colors ? *o.colors : cs.mapping.to_rgba(l);
      c.a *= o.alpha;
      a->colors.push_back(c);
      // matplotlib: monochrome contours draw negative levels with contour.negative_linestyle
      a->dashes.push_back(o.colors && l < 0 ? Dash("--") : Dash("-"));
      a->levels.push_back(l);
      a->lines.push_back(contour_lines(x, y, z, l));
    }
  }
  (void)ax;
  cs.artist = st.artists.size();
  out = std::move(a);
  return cs;
}

ContourSet Axes::contour(std::span<const double> x, std::span<const double> y, std::span<const double> z,
                         const ContourOptions& o) {
  std::unique_ptr<ContourArtist> a;
  ContourSet cs = make_contour(*this, *state_, theme_, x, y, z, o, false, a);
  add(std::move(a));
  return cs;
}

ContourSet Axes::contourf(std::span<const double> x, std::span<const double> y, std::span<const double> z,
                          const ContourOptions& o) {
  std::unique_ptr<ContourArtist> a;
  ContourSet cs = make_contour(*this, *state_, theme_, x, y, z, o, true, a);
  add(std::move(a));
  return cs;
}

void Axes::clabel(const ContourSet& cs, const ClabelOptions& o) {
  auto* a = cs.artist < state_->artists.size()
                ? dynamic_cast<ContourArtist*>(state_->artists[cs.artist].get())
                : nullptr;
  if (!a) throw InvalidArgument("clabel: the contour set is not one of this axes'");
  if (a->filled) throw InvalidArgument("clabel: label the lines of contour(), not contourf()");
  ContourArtist::Labels lab;
  lab.size = o.fontsize.value_or(theme_.font_size);
  lab.inline_spacing = o.inline_spacing;
  lab.color = o.color;
  // matplotlib's default format: a ScalarFormatter (no offset) over all the levels
  ScalarFormatter f;
  f.use_offset = false;
  const auto fmt = f.format(a->levels, a->levels.front(), a->levels.back());
  for (std::size_t i = 0; i < a->levels.size(); ++i) {
    const double l = a->levels[i];
    if (!o.levels.empty() && std::find(o.levels.begin(), o.levels.end(), l) == o.levels.end()) continue;
    lab.levels.push_back(i);
    lab.texts.push_back(o.format.empty() ? fmt.labels[i] : pyformat(o.format, {l}));
  }
  a->labels = std::move(lab);
}

}  // namespace libplot
