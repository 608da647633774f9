#include "artists/artists.hpp"

namespace libplot {

// ---- fill_between
void FillArtist::data_limits(DataLimits& out) const {
  for (std::size_t i = 0; i < x.size(); ++i) {
    const Point a = at(i, y1[i]), b = at(i, y2[i]);
    out.add(a.x, a.y);
    out.add(b.x, b.y);
  }
  out.sticky_y.insert(out.sticky_y.end(), sticky_y.begin(), sticky_y.end());
}

void FillArtist::draw(const DrawContext& ctx) const {
  if (x.empty()) return;
  Path p;
  for (std::size_t i = 0; i < x.size(); ++i) {
    const Point q = ctx.tr.to_fig(at(i, y1[i]));
    if (i == 0) p.move_to(q);
    else p.line_to(q);
  }
  if (!open) {
    for (std::size_t i = x.size(); i-- > 0;) p.line_to(ctx.tr.to_fig(at(i, y2[i])));
    p.close();
  }
  ctx.canvas.draw_path(p, open ? std::nullopt : std::optional<Color>(face),
                       edge_style(edge, edge_width, LineJoin::Round));
}

std::optional<LegendHandle> FillArtist::legend_handle() const {
  LegendHandle h;
  h.face = face;
  h.edge = edge;
  h.edge_width = edge_width;
  return h;
}

void FillArtist::obstacles(const DrawContext& ctx, Obstacles& out) const {
  Rect r = Rect::empty();
  for (std::size_t i = 0; i < x.size(); ++i) {
    r = r.unite(ctx.tr.to_fig(at(i, y1[i])));
    r = r.unite(ctx.tr.to_fig(at(i, y2[i])));
  }
  if (!r.is_empty()) out.boxes.push_back(r);
}

// ---- axhline / axvline
void RefLineArtist::data_limits(DataLimits& out) const {
  // Only the data coordinate counts: the other one is in axes fraction.
  if (horizontal) out.add_y(value);
  else out.add_x(value);
}

static std::pair<Point, Point> ref_ends(const RefLineArtist& a, const DrawContext& ctx) {
  if (a.horizontal) {
    const double y = ctx.tr.y_to_fig(a.value);
    return {{ctx.tr.box.x0 + a.from * ctx.tr.box.width(), y}, {ctx.tr.box.x0 + a.to * ctx.tr.box.width(), y}};
  }
  const double x = ctx.tr.x_to_fig(a.value);
  return {{x, ctx.tr.box.y1 - a.from * ctx.tr.box.height()}, {x, ctx.tr.box.y1 - a.to * ctx.tr.box.height()}};
}

void RefLineArtist::draw(const DrawContext& ctx) const {
  const auto [a, b] = ref_ends(*this, ctx);
  LineStyle s = make_line_style(color, width, dash);
  s.cap = s.dashes.empty() ? LineCap::Projecting : LineCap::Butt;
  Path p;
  p.move_to(a).line_to(b);
  ctx.canvas.stroke_path(p, s);
}

std::optional<LegendHandle> RefLineArtist::legend_handle() const {
  LegendHandle h;
  h.kind = LegendHandle::Kind::Line;
  h.line = make_line_style(color, width, dash);
  h.face = color;
  return h;
}

void RefLineArtist::obstacles(const DrawContext& ctx, Obstacles& out) const {
  const auto [a, b] = ref_ends(*this, ctx);
  out.points.push_back(a);
  out.points.push_back(b);
  out.lines.push_back({a, b});
}

// ---- axhspan / axvspan
void SpanArtist::data_limits(DataLimits& out) const {
  if (horizontal) {
    out.add_y(lo);
    out.add_y(hi);
  } else {
    out.add_x(lo);
    out.add_x(hi);
  }
}

Rect SpanArtist::figure_rect(const DrawContext& ctx) const {
  const Rect& b = ctx.tr.box;
  if (horizontal) {
    const double ya = ctx.tr.y_to_fig(lo), yb = ctx.tr.y_to_fig(hi);
    return {b.x0 + from * b.width(), std::min(ya, yb), b.x0 + to * b.width(), std::max(ya, yb)};
  }
  const double xa = ctx.tr.x_to_fig(lo), xb = ctx.tr.x_to_fig(hi);
  return {std::min(xa, xb), b.y1 - to * b.height(), std::max(xa, xb), b.y1 - from * b.height()};
}

void SpanArtist::draw(const DrawContext& ctx) const {
  ctx.canvas.draw_path(Path::rectangle(figure_rect(ctx)), face, edge_style(edge, edge_width));
}

std::optional<LegendHandle> SpanArtist::legend_handle() const {
  LegendHandle h;
  h.face = face;
  h.edge = edge;
  h.edge_width = edge_width;
  return h;
}

void SpanArtist::obstacles(const DrawContext& ctx, Obstacles& out) const {
  out.boxes.push_back(figure_rect(ctx));
}

}  // namespace libplot
