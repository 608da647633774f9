#include <algorithm>
#include <cmath>

#include "artists/artists.hpp"
#include "model/figure_state.hpp"

namespace libplot {

Path rounded_box_path(const Rect& r, double radius) {
  radius = std::min({radius, r.width() / 2, r.height() / 2});
  if (radius <= 0) return Path::rectangle(r);
  // Quarter circles by cubic Béziers (kappa = 4/3 (√2 − 1)).
  const double k = 0.5522847498307936 * radius;
  Path p;
  p.move_to({r.x0 + radius, r.y0});
  p.line_to({r.x1 - radius, r.y0});
  p.curve_to({r.x1 - radius + k, r.y0}, {r.x1, r.y0 + radius - k}, {r.x1, r.y0 + radius});
  p.line_to({r.x1, r.y1 - radius});
  p.curve_to({r.x1, r.y1 - radius + k}, {r.x1 - radius + k, r.y1}, {r.x1 - radius, r.y1});
  p.line_to({r.x0 + radius, r.y1});
  p.curve_to({r.x0 + radius - k, r.y1}, {r.x0, r.y1 - radius + k}, {r.x0, r.y1 - radius});
  p.line_to({r.x0, r.y0 + radius});
  p.curve_to({r.x0, r.y0 + radius - k}, {r.x0 + radius - k, r.y0}, {r.x0 + radius, r.y0});
  p.close();
  return p;
}

void draw_arrow(const DrawContext& ctx, Point tail, Point head, const ArrowProps& p, const Color& color) {
  double dx = head.x - tail.x, dy = head.y - tail.y;
  const double len = std::hypot(dx, dy);
  if (len <= p.shrink_a + p.shrink_b) return;
  dx /= len;
  dy /= len;
  tail = {tail.x + dx * p.shrink_a, tail.y + dy * p.shrink_a};
  head = {head.x - dx * p.shrink_b, head.y - dy * p.shrink_b};
  // FancyArrowPatch strokes with round caps and joins.
  LineStyle s;
  s.color = color;
  s.width = p.linewidth;
  s.cap = LineCap::Round;
  s.join = LineJoin::Round;
  const double hl = p.head_length * p.mutation_scale, hw = p.head_width * p.mutation_scale;
  const bool at_head = p.style.find('>') != std::string::npos;
  const bool at_tail = p.style.find('<') != std::string::npos;
  // ArrowStyle._Curve pulls each head back by half the line width over sin(half the head's
  // angle), so the stroked tip does not overshoot the point (pad_projected).
  const double pad = hw > 0 ? 0.5 * p.linewidth * std::hypot(hl, hw) / hw : 0.0;
  if (at_head) head = {head.x - dx * pad, head.y - dy * pad};
  if (at_tail) tail = {tail.x + dx * pad, tail.y + dy * pad};
  Path shaft;
  shaft.move_to(tail).line_to(head);
  ctx.canvas.stroke_path(shaft, s);
  auto head_at = [&](Point tip, double ux, double uy) {
    const Point base{tip.x - ux * hl, tip.y - uy * hl};
    const Point a{base.x - uy * hw, base.y + ux * hw}, b{base.x + uy * hw, base.y - ux * hw};
    Path h;
    h.move_to(a).line_to(tip).line_to(b);
    if (p.style.find('|') != std::string::npos) {
      h.close();
      ctx.canvas.fill_path(h, color);
    }
    ctx.canvas.stroke_path(h, s);
  };
  if (at_head) head_at(head, dx, dy);
  if (at_tail) head_at(tail, -dx, -dy);
}

// ---- BoxArtist: matplotlib's FancyBboxPatch with mutation scale `font_size`: the pad and the
// rounding are in the box's own units (data units for Axes::box), and belong to the patch's
// extent (its data limits), as matplotlib's patch path does.
static Rect padded_rect(const BoxArtist& b) { return b.rect.padded(b.style.pad * b.font_size); }

void BoxArtist::data_limits(DataLimits& out) const {
  const Rect r = padded_rect(*this);
  out.add(r.x0, r.y0);
  out.add(r.x1, r.y1);
}

static Rect box_fig_rect(const BoxArtist& b, const DrawContext& ctx) {
  const Rect d = padded_rect(b);
  const Point a = ctx.tr.to_fig({d.x0, d.y0}), c = ctx.tr.to_fig({d.x1, d.y1});
  return Rect{std::min(a.x, c.x), std::min(a.y, c.y), std::max(a.x, c.x), std::max(a.y, c.y)};
}

// BoxStyle.Round's path: straight sides and a quadratic Bézier (control point at the corner)
// round each corner, built in the box's units and then mapped to the figure, so a data-space
// box has the slightly elliptical corners matplotlib draws.
static Path fancy_box_path(const BoxArtist& b, const DrawContext& ctx) {
  const Rect r = padded_rect(b);
  double dr =
      b.style.shape == BoxStyle::Shape::Round ? b.style.rounding_size.value_or(b.style.pad) * b.font_size : 0;
  dr = std::min({dr, r.width() / 2, r.height() / 2});
  auto f = [&](double x, double y) { return ctx.tr.to_fig({x, y}); };
  if (dr <= 0) {
    Path p;
    p.move_to(f(r.x0, r.y0)).line_to(f(r.x1, r.y0)).line_to(f(r.x1, r.y1)).line_to(f(r.x0, r.y1)).close();
    return p;
  }
  Path p;
  // One corner: from `a` through the control point `c` to `e`, as a cubic (the quadratic raised).
  auto corner = [&](Point a, Point c, Point e) {
    const Point fa = f(a.x, a.y), fc = f(c.x, c.y), fe = f(e.x, e.y);
    p.curve_to({fa.x + 2.0 / 3.0 * (fc.x - fa.x), fa.y + 2.0 / 3.0 * (fc.y - fa.y)},
               {fe.x + 2.0 / 3.0 * (fc.x - fe.x), fe.y + 2.0 / 3.0 * (fc.y - fe.y)}, fe);
  };
  p.move_to(f(r.x0 + dr, r.y0));
  p.line_to(f(r.x1 - dr, r.y0));
  corner({r.x1 - dr, r.y0}, {r.x1, r.y0}, {r.x1, r.y0 + dr});
  p.line_to(f(r.x1, r.y1 - dr));
  corner({r.x1, r.y1 - dr}, {r.x1, r.y1}, {r.x1 - dr, r.y1});
  p.line_to(f(r.x0 + dr, r.y1));
  corner({r.x0 + dr, r.y1}, {r.x0, r.y1}, {r.x0, r.y1 - dr});
  p.line_to(f(r.x0, r.y0 + dr));
  corner({r.x0, r.y0 + dr}, {r.x0, r.y0}, {r.x0 + dr, r.y0});
  p.close();
  return p;
}

void BoxArtist::draw(const DrawContext& ctx) const {
  const Path p = fancy_box_path(*this, ctx);
  const auto faded = [&](const std::optional<Color>& c) {
    return c ? std::optional<Color>(c->with_alpha(c->a * style.alpha)) : std::nullopt;
  };
  ctx.canvas.draw_path(p, faded(style.facecolor), edge_style(faded(style.edgecolor), style.linewidth));
}

void BoxArtist::obstacles(const DrawContext& ctx, Obstacles& out) const {
  out.boxes.push_back(box_fig_rect(*this, ctx));
}

Rect BoxArtist::extent(const DrawContext& ctx) const {
  return box_fig_rect(*this, ctx).padded(style.edgecolor ? style.linewidth / 2 : 0);
}

// ---- ArrowArtist: stops at the boxes' edges so arrows never start inside a box or land on text.
static Point exit_point(Point inside, Point outside, const Rect& box) {
  const double dx = outside.x - inside.x, dy = outside.y - inside.y;
  double t = 1.0;
  if (dx > 0) t = std::min(t, (box.x1 - inside.x) / dx);
  if (dx < 0) t = std::min(t, (box.x0 - inside.x) / dx);
  if (dy > 0) t = std::min(t, (box.y1 - inside.y) / dy);
  if (dy < 0) t = std::min(t, (box.y0 - inside.y) / dy);
  t = std::clamp(t, 0.0, 1.0);
  return {inside.x + dx * t, inside.y + dy * t};
}

void ArrowArtist::draw(const DrawContext& ctx) const {
  const auto [a, b] = ends(ctx);
  draw_arrow(ctx, a, b, props, color);
}

Rect ArrowArtist::extent(const DrawContext& ctx) const {
  const auto [a, b] = ends(ctx);
  const double head = props.head_width * props.mutation_scale;
  return Rect::empty().unite(a).unite(b).padded(head);
}

std::pair<Point, Point> ArrowArtist::ends(const DrawContext& ctx) const {
  Point a = ctx.tr.to_fig(from), b = ctx.tr.to_fig(to);
  if (ctx.fig.theme.matplotlib_compat) return {a, b};  // matplotlib: from and to as given
  auto fig_box = [&](const Rect& r) {
    const Point p = ctx.tr.to_fig({r.x0, r.y0}), q = ctx.tr.to_fig({r.x1, r.y1});
    return Rect{std::min(p.x, q.x), std::min(p.y, q.y), std::max(p.x, q.x), std::max(p.y, q.y)};
  };
  if (from_box) {
    const Rect fb = fig_box(*from_box);
    if (fb.contains(a)) a = exit_point(a, b, fb);
  }
  if (to_box) {
    const Rect tb = fig_box(*to_box);
    if (tb.contains(b)) b = exit_point(b, a, tb);
  }
  return {a, b};
}

}  // namespace libplot
