// Figure::colorbar: an axes beside its parent, holding the colormap's solids between the norm's
// boundaries, extend triangles and an outline; its long axis has the usual ticks.
#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include "artists/artists.hpp"
#include "model/axes_state.hpp"
#include "model/figure_state.hpp"
#include "libplot/error.hpp"
#include "libplot/figure.hpp"
#include "libplot/ticker.hpp"

namespace libplot {

namespace {

void check_option(bool ok, const char* what, double v) {
  if (!ok) throw InvalidArgument(std::string("colorbar: ") + what + ", got " + std::to_string(v));
}

// The solids: matplotlib's _process_values. N + 1 boundaries evenly spaced in the norm's space
// (the norm's inverse), one colour each; a BoundaryNorm's own boundaries, each bin coloured as
// its midpoint maps.
void solids(const ScalarMappable& m, std::vector<double>& edges, std::vector<Color>& colors) {
  const auto* b = std::get_if<BoundaryNorm>(&m.norm);
  if (b || !m.boundaries.empty()) {
    edges = m.boundaries.empty() ? b->boundaries : m.boundaries;
    for (std::size_t i = 0; i + 1 < edges.size(); ++i)
      colors.push_back(m.to_rgba(0.5 * (edges[i] + edges[i + 1])));
    return;
  }
  const int n = m.cmap.size();
  for (int i = 0; i <= n; ++i) {
    const double t = i == n ? 1.0 : i * (1.0 / n);
    edges.push_back(std::visit(
        [t](const auto& norm) -> double {
          if constexpr (requires { norm.inverse(t); }) return norm.inverse(t);
          else return t;
        },
        m.norm));
  }
  for (int i = 0; i < n; ++i) colors.push_back(m.cmap.at_index(i));
}

}  // namespace

Axes& Figure::colorbar(const ScalarMappable& mapping, Axes& parent, const ColorbarOptions& o) {
  FigureState& fs = *state_;
  bool mine = false;
  for (const auto& a : fs.axes) mine = mine || a.get() == &parent;
  if (!mine) throw InvalidArgument("colorbar: parent is not an axes of this figure");
  AxesState& ps = state_of(parent);
  if (ps.colorbar_room) throw InvalidArgument("colorbar: the parent axes already has a colorbar");
  check_option(o.fraction > 0 && o.fraction < 1, "fraction must be in (0, 1)", o.fraction);
  if (o.pad)
    check_option(*o.pad >= 0 && *o.pad + o.fraction < 1, "pad must be >= 0 and pad + fraction < 1", *o.pad);
  check_option(o.shrink > 0 && o.shrink <= 1, "shrink must be in (0, 1]", o.shrink);
  check_option(o.aspect > 0, "aspect must be positive", o.aspect);
  if (!o.format.empty() && !o.ticks)
    throw InvalidArgument(
        "colorbar: format applies to given ticks; set ticks too (automatic ticks use ScalarFormatter)");
  const bool vertical = o.orientation == ColorbarOptions::Orientation::Vertical;
  const double vmin = norm_vmin(mapping.norm), vmax = norm_vmax(mapping.norm);

  ps.colorbar_room = o;
  ps.anchor = vertical ? Point{1.0, 0.5} : Point{0.5, 0.0};  // matplotlib's panchor
  Axes& cb = fs.new_axes();
  AxesState& s = state_of(cb);
  s.row0 = ps.row0;
  s.row1 = ps.row1;
  s.col0 = ps.col0;
  s.col1 = ps.col1;
  s.fixed_rect = ps.fixed_rect;
  s.colorbar_parent = &parent;
  const bool lo = o.extend == Extend::Min || o.extend == Extend::Both;
  const bool hi = o.extend == Extend::Max || o.extend == Extend::Both;
  s.extend_lo = lo ? 0.05 : 0.0;  // matplotlib's default extendfrac
  s.extend_hi = hi ? 0.05 : 0.0;

  AxisState& along = vertical ? s.y : s.x;
  AxisState& across = vertical ? s.x : s.y;
  across.major_locator = NullLocator{};
  across.lim_lo = 0;
  across.lim_hi = 1;
  along.lim_lo = vmin;
  along.lim_hi = vmax;
  if (std::holds_alternative<LogNorm>(mapping.norm)) along.scale = Scale::log();
  // matplotlib's colorbar takes the norm's scale: a SymLogNorm gets a symlog axis.
  if (const auto* sl = std::get_if<SymLogNorm>(&mapping.norm))
    along.scale = Scale::symlog(sl->base, sl->linthresh, sl->linscale);
  along.minor_visible = false;
  along.grid_major = along.grid_minor = across.grid_major = across.grid_minor = false;
  if (vertical) {
    along.ticks_low = along.label_low = false;
    along.ticks_high = along.label_high = true;
  }
  const auto* bn = std::get_if<BoundaryNorm>(&mapping.norm);
  if (!o.ticks && (bn || !mapping.boundaries.empty())) {
    // matplotlib: FixedLocator(boundaries, nbins=10).
    const std::vector<double>& b = mapping.boundaries.empty() ? bn->boundaries : mapping.boundaries;
    along.major_locator = FixedLocator{b, 10};
  }
  if (o.ticks) {
    along.major_locator = FixedLocator{*o.ticks};
    if (!o.format.empty()) {
      std::vector<std::string> labels;
      for (double t : *o.ticks) labels.push_back(pyformat(o.format, {t}));
      along.major_formatter = FixedFormatter{std::move(labels)};
    }
  }
  along.label = o.label;
  for (auto& sp : s.spines) sp.visible = false;

  auto mesh = std::make_unique<MeshArtist>();
  std::vector<double> edges;
  solids(mapping, edges, mesh->colors);
  for (Color& c : mesh->colors) c.a *= mapping.alpha;
  (vertical ? mesh->ye : mesh->xe) = edges;
  (vertical ? mesh->xe : mesh->ye) = {0.0, 1.0};
  mesh->sticky = false;
  mesh->zorder = 1;
  s.artists.push_back(std::move(mesh));

  auto frame = std::make_unique<ColorbarFrameArtist>();
  frame->vertical = vertical;
  frame->extend_lo = s.extend_lo;
  frame->extend_hi = s.extend_hi;
  frame->under = mapping.cmap.under();
  frame->over = mapping.cmap.over();
  frame->under.a *= mapping.alpha;
  frame->over.a *= mapping.alpha;
  frame->outline = fs.theme.axes_edgecolor;
  frame->outline_width = fs.theme.axes_linewidth;
  frame->zorder = 2.5;
  s.artists.push_back(std::move(frame));
  return cb;
}

}  // namespace libplot
