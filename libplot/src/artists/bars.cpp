#include <algorithm>
#include <cmath>

#include "artists/artists.hpp"

namespace libplot {

void BarsArtist::data_limits(DataLimits& out) const {
  for (const Bar& b : bars) {
    out.add(b.x0, b.y0);
    out.add(b.x1, b.y1);
  }
  auto& sticky = horizontal ? out.sticky_x : out.sticky_y;
  sticky.insert(sticky.end(), this->sticky.begin(), this->sticky.end());
}

static Rect bar_rect(const DrawContext& ctx, const BarsArtist::Bar& b) {
  Point p0 = ctx.tr.to_fig({b.x0, b.y0});
  Point p1 = ctx.tr.to_fig({b.x1, b.y1});
  // On a log axis a bar from 0 starts at -infinity: as matplotlib clips non-positive values to
  // far outside the view, keep such ends far beyond the axes box (the clip cuts them there).
  const Rect far = ctx.tr.box.padded(1e5);
  auto keep = [](double v, double lo, double hi) { return std::isnan(v) ? hi : std::clamp(v, lo, hi); };
  for (Point* p : {&p0, &p1}) *p = {keep(p->x, far.x0, far.x1), keep(p->y, far.y0, far.y1)};
  return {std::min(p0.x, p1.x), std::min(p0.y, p1.y), std::max(p0.x, p1.x), std::max(p0.y, p1.y)};
}

void BarsArtist::draw(const DrawContext& ctx) const {
  for (const Bar& b : bars) {
    const Rect r = bar_rect(ctx, b);
    if (r.is_empty()) continue;
    // Face and edge in one call, so both snap to the same pixels (matplotlib's draw_path).
    ctx.canvas.draw_path(Path::rectangle(r), b.face, edge_style(edge, edge_width));
  }
}

std::optional<LegendHandle> BarsArtist::legend_handle() const {
  if (bars.empty()) return std::nullopt;
  LegendHandle h;
  h.kind = LegendHandle::Kind::Patch;
  h.face = bars.front().face;
  h.edge = edge;
  h.edge_width = edge ? edge_width : 0;
  return h;
}

void BarsArtist::obstacles(const DrawContext& ctx, Obstacles& out) const {
  for (const Bar& b : bars) out.boxes.push_back(bar_rect(ctx, b));
}

void BarsArtist::end_obstacles(const DrawContext& ctx, Obstacles& out) const {
  const double h = 0.5;  // half the thickness of an end
  for (const Bar& b : bars) {
    const Rect r = bar_rect(ctx, b);
    if (horizontal) {
      out.boxes.push_back({r.x0 - h, r.y0, r.x0 + h, r.y1});
      out.boxes.push_back({r.x1 - h, r.y0, r.x1 + h, r.y1});
    } else {
      out.boxes.push_back({r.x0, r.y0 - h, r.x1, r.y0 + h});
      out.boxes.push_back({r.x0, r.y1 - h, r.x1, r.y1 + h});
    }
  }
}

}  // namespace libplot
