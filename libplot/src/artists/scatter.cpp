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
  // Stamp points in order (matplotlib draws a collection's points in order), batching runs that
  // share size and colours into one marker call.
  std::size_t i = 0;
  const std::size_t n = std::min(x.size(), y.size());
  while (i < n) {
    std::size_t j = i;
    std::vector<Point> centres;
    const double s = pick(sizes, i);
    const Color& f = pick(faces, i);
    const Color& e = pick(edges, i);
    while (j < n && pick(sizes, j) == s && pick(faces, j) == f && pick(edges, j) == e) {
      const Point p = ctx.tr.to_fig({x[j], y[j]});
      if (std::isfinite(p.x) && std::isfinite(p.y)) centres.push_back(p);
      ++j;
    }
    draw_markers_at(ctx, marker, scatter_size_to_markersize(s), centres, f, e, edge_width, alpha);
    i = j;
  }
}

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
