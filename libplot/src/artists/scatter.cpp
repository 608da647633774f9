#include <algorithm>
#include <cmath>

#include "artists/artists.hpp"
#include "libplot/markers.hpp"

namespace libplot {

template <class T>
static const T& pick(const std::vector<T>& v, std::size_t i) {
  return v.size() == 1 ? v[0] : v[i];
}

void ScatterArtist::data_limits(DataLimits& out) const {
  for (std::size_t i = 0; i < x.size() && i < y.size(); ++i) out.add(x[i], y[i]);
}

void ScatterArtist::draw(const DrawContext& ctx) const {
  const std::size_t n = std::min(x.size(), y.size());
  // matplotlib draws a scatter with one size, one face and one edge colour as markers (Agg's
  // draw_markers: one stamp at whole pixels); any other scatter is a path collection, every
  // point's marker its own path at its exact position (snapped only if rectilinear), in order.
  if (sizes.size() == 1 && faces.size() == 1 && edges.size() == 1) {
    std::vector<Point> centres;
    for (std::size_t i = 0; i < n; ++i) {
      const Point p = ctx.tr.to_fig({x[i], y[i]});
      if (std::isfinite(p.x) && std::isfinite(p.y)) centres.push_back(p);
    }
    draw_markers_at(ctx, marker, scatter_size_to_markersize(sizes[0]), centres, faces[0], edges[0],
                    edge_width, alpha);
    return;
  }
  const bool filled = marker_is_filled(marker);
  Path shape;
  double shape_size = -1;
  for (std::size_t i = 0; i < n; ++i) {
    const Point p = ctx.tr.to_fig({x[i], y[i]});
    if (!std::isfinite(p.x) || !std::isfinite(p.y)) continue;
    const double size = scatter_size_to_markersize(pick(sizes, i));
    if (size != shape_size) {
      shape = marker_path(marker, size);
      shape_size = size;
    }
    const Color& f = pick(faces, i);
    const Color& e = pick(edges, i);
    const MarkerPaint paint = marker_paint(filled, f, e, edge_width, alpha);
    ctx.canvas.draw_path(shape.transformed(Affine::translate(p.x, p.y)), paint.fill, paint.edge, Snap::Auto);
  }
}

std::size_t ScatterArtist::markers() const { return std::min(x.size(), y.size()); }

std::optional<LegendHandle> ScatterArtist::legend_handle() const {
  if (x.empty()) return std::nullopt;
  LegendHandle h;
  h.kind = LegendHandle::Kind::Marker;
  h.marker = marker;
  h.markersize = scatter_size_to_markersize(pick(sizes, 0));
  h.marker_face = pick(faces, 0);
  h.marker_edge = pick(edges, 0);
  h.marker_edge_width = edge_width;
  h.alpha = alpha;
  h.face = pick(faces, 0);
  return h;
}

void ScatterArtist::obstacles(const DrawContext& ctx, Obstacles& out) const {
  // Each marker's real extent (a diamond reaches past size / 2), with half its edge.
  Rect shape;
  double shape_size = -1;
  for (std::size_t i = 0; i < x.size() && i < y.size(); ++i) {
    const Point p = ctx.tr.to_fig({x[i], y[i]});
    out.points.push_back(p);
    const double size = scatter_size_to_markersize(pick(sizes, i));
    if (size != shape_size) {
      shape = marker_path(marker, size).bounds().padded(edge_width / 2);
      shape_size = size;
    }
    out.boxes.push_back({p.x + shape.x0, p.y + shape.y0, p.x + shape.x1, p.y + shape.y1});
  }
}

}  // namespace libplot
