#include <algorithm>
#include <cmath>

#include "artists/artists.hpp"
#include "libplot/markers.hpp"

namespace libplot {

void LineArtist::data_limits(DataLimits& out) const {
  for (std::size_t i = 0; i < x.size() && i < y.size(); ++i) out.add(x[i], y[i]);
  out.sticky_x.insert(out.sticky_x.end(), sticky_x.begin(), sticky_x.end());
  out.sticky_y.insert(out.sticky_y.end(), sticky_y.begin(), sticky_y.end());
}

std::vector<Point> LineArtist::figure_points(const DrawContext& ctx) const {
  std::vector<Point> pts;
  pts.reserve(x.size());
  for (std::size_t i = 0; i < x.size() && i < y.size(); ++i) {
    const Point p = ctx.tr.to_fig({x[i], y[i]});
    if (std::isfinite(p.x) && std::isfinite(p.y)) pts.push_back(p);
  }
  return pts;
}

std::vector<Point> step_vertices(const std::vector<double>& x, const std::vector<double>& y,
                                 DrawStyle style) {
  const std::size_t n = std::min(x.size(), y.size());
  std::vector<Point> v;
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0) {
      switch (style) {
        case DrawStyle::Default: break;
        case DrawStyle::StepsPre: v.push_back({x[i - 1], y[i]}); break;
        case DrawStyle::StepsPost: v.push_back({x[i], y[i - 1]}); break;
        case DrawStyle::StepsMid: {
          const double mid = (x[i - 1] + x[i]) / 2;  // numpy: (x[:-1] + x[1:]) / 2
          v.push_back({mid, y[i - 1]});
          v.push_back({mid, y[i]});
          break;
        }
      }
    }
    // midstep has no vertex at the inner points themselves (they lie on the flat between two mids).
    if (style != DrawStyle::StepsMid || i == 0 || i + 1 == n) v.push_back({x[i], y[i]});
  }
  return v;
}

std::vector<Point> LineArtist::path_points(const DrawContext& ctx) const {
  if (drawstyle == DrawStyle::Default) return figure_points(ctx);
  std::vector<Point> pts;
  for (const Point& d : step_vertices(x, y, drawstyle)) {
    const Point p = ctx.tr.to_fig(d);
    if (std::isfinite(p.x) && std::isfinite(p.y)) pts.push_back(p);
  }
  return pts;
}

void LineArtist::draw(const DrawContext& ctx) const {
  const std::vector<Point> pts = figure_points(ctx);
  if (!dash.is_none() && width > 0 && pts.size() >= 2) {
    LineStyle s = make_line_style(color.with_alpha(color.a * alpha), width, dash);
    s.cap = LineCap::Projecting;  // matplotlib's solid_capstyle for lines
    s.join = LineJoin::Round;
    if (!s.dashes.empty()) s.cap = LineCap::Butt;
    ctx.canvas.stroke_path(Path::polyline(path_points(ctx)), s);
  }
  if (has_markers())
    draw_markers_at(ctx, marker, markersize, pts, marker_face, marker_edge, marker_edge_width, alpha);
}

bool LineArtist::has_markers() const { return !marker.empty() && marker != "none" && marker != "None"; }

std::size_t LineArtist::markers() const { return has_markers() ? std::min(x.size(), y.size()) : 0; }

std::optional<LegendHandle> LineArtist::legend_handle() const {
  LegendHandle h;
  h.kind = LegendHandle::Kind::Line;
  h.alpha = alpha;
  // The artist alpha applies to the legend line as to the drawn one.
  if (!dash.is_none() && width > 0) h.line = make_line_style(color.with_alpha(color.a * alpha), width, dash);
  h.marker = marker;
  h.markersize = markersize;
  h.marker_face = marker_face;
  h.marker_edge = marker_edge;
  h.marker_edge_width = marker_edge_width;
  h.face = color;
  return h;
}

void LineArtist::obstacles(const DrawContext& ctx, Obstacles& out) const {
  std::vector<Point> pts = figure_points(ctx);
  out.points.insert(out.points.end(), pts.begin(), pts.end());
  if (!dash.is_none() && pts.size() >= 2) out.lines.push_back(path_points(ctx));
  if (!has_markers() || markersize <= 0) return;
  // Each marker's real extent, with half its edge (as a scatter's).
  const Rect shape = marker_path(marker, markersize).bounds().padded(marker_edge_width / 2);
  out.marks.reserve(out.marks.size() + pts.size());
  for (const Point& p : pts)
    out.marks.push_back({p.x + shape.x0, p.y + shape.y0, p.x + shape.x1, p.y + shape.y1});
}

void draw_markers_at(const DrawContext& ctx, const std::string& marker, double size,
                     const std::vector<Point>& centres, const Color& face, const Color& edge,
                     double edge_width, double alpha) {
  if (centres.empty() || marker.empty()) return;
  const Path shape = marker_path(marker, size);
  const MarkerPaint paint = marker_paint(marker_is_filled(marker), face, edge, edge_width, alpha);
  ctx.canvas.draw_markers(shape, centres, paint.fill, paint.edge);
}

MarkerPaint marker_paint(bool filled, const Color& face, const Color& edge, double edge_width, double alpha) {
  MarkerPaint p;
  if (filled) p.fill = face.with_alpha(face.a * alpha);
  if (edge_width > 0 && edge.a > 0) {
    LineStyle s;
    s.color = edge.with_alpha(edge.a * alpha);
    s.width = edge_width;
    s.join = LineJoin::Miter;
    s.cap = LineCap::Butt;
    p.edge = s;
  }
  return p;
}

}  // namespace libplot
