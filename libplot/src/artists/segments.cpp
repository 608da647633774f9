// SegmentsArtist: hlines/vlines, separate straight segments (matplotlib's LineCollection).
#include "artists/artists.hpp"

namespace libplot {

void SegmentsArtist::data_limits(DataLimits& out) const {
  for (const auto& [a, b] : segments) {
    out.add(a.x, a.y);
    out.add(b.x, b.y);
  }
}

void SegmentsArtist::draw(const DrawContext& ctx) const {
  if (width <= 0 || dash.is_none() || colors.empty()) return;
  for (std::size_t i = 0; i < segments.size(); ++i) {
    LineStyle s = make_line_style(colors[i % colors.size()], width, dash);
    s.cap = LineCap::Butt;  // a collection's default capstyle
    Path p;
    p.move_to(ctx.tr.to_fig(segments[i].first)).line_to(ctx.tr.to_fig(segments[i].second));
    ctx.canvas.stroke_path(p, s);
  }
}

// matplotlib's HandlerLineCollection: a line in the first segment's colour.
std::optional<LegendHandle> SegmentsArtist::legend_handle() const {
  LegendHandle h;
  h.kind = LegendHandle::Kind::Line;
  const Color c = colors.empty() ? Color{0, 0, 0, 1} : colors[0];
  h.face = c;
  if (width > 0 && !dash.is_none()) h.line = make_line_style(c, width, dash);
  return h;
}

void SegmentsArtist::obstacles(const DrawContext& ctx, Obstacles& out) const {
  for (const auto& [a, b] : segments) {
    const Point p = ctx.tr.to_fig(a), q = ctx.tr.to_fig(b);
    out.points.push_back(p);
    out.points.push_back(q);
    out.lines.push_back({p, q});
  }
}

}  // namespace libplot
