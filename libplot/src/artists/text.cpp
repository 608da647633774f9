#include <algorithm>
#include <cmath>

#include "model/figure_state.hpp"
#include "artists/artists.hpp"

namespace libplot {

TextArtist::Placed TextArtist::place(const DrawContext& ctx) const {
  Point anchor = ctx.resolve(pos, coords);
  const bool compat_pos = compat_text_pos && ctx.fig.theme.matplotlib_compat;
  const std::optional<Point>& tpos = compat_pos ? compat_text_pos : text_pos;
  const Coords& tcoords = compat_pos ? compat_text_coords : text_coords;
  if (tpos) {
    if (tcoords.x == Coord::OffsetPoints || tcoords.y == Coord::OffsetPoints) {
      const Point base = anchor;
      const Point off = ctx.resolve(*tpos, tcoords);
      anchor = {tcoords.x == Coord::OffsetPoints ? base.x + off.x : off.x,
                tcoords.y == Coord::OffsetPoints ? base.y + off.y : off.y};
    } else {
      anchor = ctx.resolve(*tpos, tcoords);
    }
  }
  FontSpec font = font_from(props, ctx.theme, default_size);
  TextBlock block = ctx.text.layout(text, font, props.multialign.value_or(props.ha), props.linespacing);
  const bool compat = ctx.fig.theme.matplotlib_compat;  // matplotlib: neither fit nor clearance
  if (fit_within && !compat) fit_block_within(ctx, *fit_within, text, props, font, block);
  PlacedText placed = place_text(block, anchor, props.ha, props.va, props.rotation);
  // Text beside a reference line keeps a clearance from it, instead of touching it (libplot;
  // matplotlib lets a note start a pixel from a dashed line). Text across a line is left alone.
  const double clearance = 0.4 * font.size;
  for (const RefLine& l : compat ? std::vector<RefLine>{} : ctx.ref_lines) {
    const double lo = l.pos - l.half_width, hi = l.pos + l.half_width;
    const double b0 = l.horizontal ? placed.bbox.y0 : placed.bbox.x0;
    const double b1 = l.horizontal ? placed.bbox.y1 : placed.bbox.x1;
    double shift = 0;
    if (b0 >= l.pos && b0 - hi < clearance) shift = clearance - (b0 - hi);
    else if (b1 <= l.pos && lo - b1 < clearance) shift = -(clearance - (lo - b1));
    if (shift == 0) continue;
    const Point d = l.horizontal ? Point{0, shift} : Point{shift, 0};
    placed.origin = {placed.origin.x + d.x, placed.origin.y + d.y};
    placed.bbox = {placed.bbox.x0 + d.x, placed.bbox.y0 + d.y, placed.bbox.x1 + d.x, placed.bbox.y1 + d.y};
  }
  if (keep_inside) {
    // Move (never clip) the text back inside the axes box.
    const Rect& b = ctx.tr.box;
    double dx = 0, dy = 0;
    if (placed.bbox.x1 > b.x1) dx = b.x1 - placed.bbox.x1 - 2;
    if (placed.bbox.x0 + dx < b.x0) dx = b.x0 - placed.bbox.x0 + 2;
    if (placed.bbox.y0 < b.y0) dy = b.y0 - placed.bbox.y0 + 2;
    if (placed.bbox.y1 + dy > b.y1) dy = b.y1 - placed.bbox.y1 - 2;
    placed.origin = {placed.origin.x + dx, placed.origin.y + dy};
    placed.bbox = {placed.bbox.x0 + dx, placed.bbox.y0 + dy, placed.bbox.x1 + dx, placed.bbox.y1 + dy};
  }
  if (const Point d = late_shift(ctx); d.x != 0 || d.y != 0) {
    placed.origin = {placed.origin.x + d.x, placed.origin.y + d.y};
    placed.bbox = {placed.bbox.x0 + d.x, placed.bbox.y0 + d.y, placed.bbox.x1 + d.x, placed.bbox.y1 + d.y};
  }
  return {std::move(block), placed, anchor, font};
}

static Rect box_rect(const TextArtist::Placed& p, const BoxStyle& b) {
  return p.placed.bbox.padded(b.pad * p.font.size);
}

void TextArtist::draw(const DrawContext& ctx) const {
  if (text.empty() && !arrow) return;
  Placed p = place(ctx);
  // For the linter: the data point the text labels (or its arrow points to) is its own.
  DrawGroup group;
  if (arrow || (coords.x == Coord::Data && coords.y == Coord::Data)) {
    group.anchor = ctx.resolve(pos, coords);
    group.leader = arrow.has_value();
  }
  CanvasGroup g(ctx.canvas, group);
  if (box) {
    const Rect r = box_rect(p, *box);
    const double radius =
        box->shape == BoxStyle::Shape::Round ? box->rounding_size.value_or(box->pad) * p.font.size : 0;
    const Path path = rounded_box_path(r, radius);
    if (box->facecolor)
      ctx.canvas.fill_path(path, box->facecolor->with_alpha(box->facecolor->a * box->alpha));
    if (box->edgecolor && box->linewidth > 0) {
      LineStyle s;
      s.color = box->edgecolor->with_alpha(box->edgecolor->a * box->alpha);
      s.width = box->linewidth;
      ctx.canvas.stroke_path(path, s);
    }
  }
  if (arrow && (text_pos || (compat_text_pos && ctx.fig.theme.matplotlib_compat))) {
    // The arrow runs from the text box's edge to the annotated point (matplotlib's patchA: the
    // bbox patch, else the text's box padded by 2 pt on every side).
    const Point target = ctx.resolve(pos, coords);
    const Rect from = box ? box_rect(p, *box) : p.placed.bbox.padded(2.0);
    Point tail = from.centre();
    // Clip the segment centre->target at the box edge.
    const double dx = target.x - tail.x, dy = target.y - tail.y;
    double t = 1.0;
    if (dx != 0) t = std::min(t, std::abs((dx > 0 ? from.x1 - tail.x : from.x0 - tail.x) / dx));
    if (dy != 0) t = std::min(t, std::abs((dy > 0 ? from.y1 - tail.y : from.y0 - tail.y) / dy));
    if (t < 1.0) tail = {tail.x + dx * t, tail.y + dy * t};
    const Color c = arrow->color.value_or(props.color.value_or(default_color));
    draw_arrow(ctx, tail, target, *arrow, c);
  }
  Color c = props.color.value_or(default_color);
  if (props.alpha < 1) c.a *= props.alpha;
  ctx.canvas.draw_text({std::move(p.block), p.placed.origin, p.placed.rotation_deg, c});
}

void TextArtist::obstacles(const DrawContext& ctx, Obstacles& out) const {
  if (text.empty()) return;
  const Placed p = place(ctx);
  out.texts.push_back(box ? box_rect(p, *box) : p.placed.bbox);
}

Rect TextArtist::extent(const DrawContext& ctx) const {
  if (text.empty()) return Rect::empty();
  const Placed p = place(ctx);
  return box ? box_rect(p, *box) : p.placed.bbox;
}

}  // namespace libplot
