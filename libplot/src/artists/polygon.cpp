// PolygonArtist: polylines in data coordinates, filled and/or stroked (stairs' StepPatch).
#include "artists/artists.hpp"

namespace libplot {

void PolygonArtist::data_limits(DataLimits& out) const {
  for (const auto& path : paths)
    for (const Point& p : path) out.add(p.x, p.y);
  out.sticky_x.insert(out.sticky_x.end(), sticky_x.begin(), sticky_x.end());
  out.sticky_y.insert(out.sticky_y.end(), sticky_y.begin(), sticky_y.end());
}

void PolygonArtist::draw(const DrawContext& ctx) const {
  std::optional<LineStyle> stroke;
  if (edge && edge_width > 0 && !dash.is_none()) {
    LineStyle s = make_line_style(*edge, edge_width, dash);
    s.join = LineJoin::Miter;  // matplotlib's patch joinstyle
    s.cap = LineCap::Butt;
    stroke = s;
  }
  for (const auto& path : paths) {
    if (path.size() < 2) continue;
    Path p;
    for (std::size_t i = 0; i < path.size(); ++i) {
      const Point q = ctx.tr.to_fig(path[i]);
      if (i == 0) p.move_to(q);
      else p.line_to(q);
    }
    ctx.canvas.draw_path(p, face, stroke);  // a fill closes the path, the stroke stays open
  }
}

// matplotlib's HandlerStepPatch: a filled patch shows as a rectangle, an outline as a line.
std::optional<LegendHandle> PolygonArtist::legend_handle() const {
  LegendHandle h;
  if (face) {
    h.face = *face;
    h.edge = edge;
    h.edge_width = edge_width;
    return h;
  }
  h.kind = LegendHandle::Kind::Line;
  const Color c = edge.value_or(Color{0, 0, 0, 1});
  h.face = c;
  if (edge_width > 0 && !dash.is_none()) h.line = make_line_style(c, edge_width, dash);
  return h;
}

void PolygonArtist::obstacles(const DrawContext& ctx, Obstacles& out) const {
  for (const auto& path : paths) {
    std::vector<Point> pts;
    for (const Point& p : path) pts.push_back(ctx.tr.to_fig(p));
    if (face) {
      Rect r = Rect::empty();
      for (const Point& p : pts) r = r.unite(p);
      if (!r.is_empty()) out.boxes.push_back(r);
    }
    out.points.insert(out.points.end(), pts.begin(), pts.end());
    if (pts.size() >= 2) out.lines.push_back(std::move(pts));
  }
}

}  // namespace libplot
