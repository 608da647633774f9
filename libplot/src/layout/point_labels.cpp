#include "layout/point_labels.hpp"

#include <algorithm>
#include <cmath>

#include "core/axes_state.hpp"
#include "layout/legend.hpp"

namespace libplot {

PointLabelsArtist::PointLabelsArtist(const Axes& owner, std::vector<double> x, std::vector<double> y,
                                     std::vector<std::string> labels, PointLabelOptions o,
                                     Color default_color, double default_size)
    : owner_(owner), x_(std::move(x)), y_(std::move(y)), labels_(std::move(labels)), o_(std::move(o)),
      color_(default_color), size_(default_size) {
  zorder = o_.zorder;
}

namespace {

double overlap_with(const Rect& r, const std::vector<Rect>& boxes) {
  double a = 0;
  for (const Rect& b : boxes) a += r.overlap_area(b);
  return a;
}

bool crosses(const Rect& r, const std::vector<std::vector<Point>>& lines) {
  for (const auto& l : lines)
    for (std::size_t i = 1; i < l.size(); ++i) {
      const Point a = l[i - 1], b = l[i];
      // Sample the segment: cheap and adequate at label scale.
      const int n = 16;
      for (int k = 0; k <= n; ++k) {
        const Point p{a.x + (b.x - a.x) * k / n, a.y + (b.y - a.y) * k / n};
        if (r.contains(p)) return true;
      }
    }
  return false;
}

}  // namespace

std::vector<PointLabelsArtist::Placement> PointLabelsArtist::place(const DrawContext& ctx) const {
  Obstacles obs = collect_obstacles(owner_, ctx, this);
  // The legend is placed first; labels keep clear of it.
  std::vector<Rect> hard = obs.texts;
  for (const auto& a : owner_.state().artists)
    if (const auto* lg = dynamic_cast<const LegendArtist*>(a.get()); lg && !lg->entries().empty())
      hard.push_back(lg->frame(ctx).padded(2));
  const Rect inside = ctx.tr.box.padded(-2);
  const FontSpec font = font_from(o_.props, ctx.theme, size_);
  std::vector<Placement> out;
  std::vector<Rect> placed;
  // Directions tried in order of preference: right, upper right, above, upper left, left, ...
  const double dirs[][2] = {{1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}, {0, 1}, {1, 1}};
  for (std::size_t i = 0; i < labels_.size() && i < x_.size(); ++i) {
    const Point p = ctx.tr.to_fig({x_[i], y_[i]});
    if (!std::isfinite(p.x) || !std::isfinite(p.y)) continue;
    const TextBlock tb = ctx.text.layout(labels_[i], font);
    const double w = tb.width, h = tb.height;
    double best_cost = INFINITY;
    Placement best{};
    for (double dist = o_.offset; dist <= o_.max_offset + 1e-9; dist += std::max(2.0, o_.offset)) {
      for (const auto& d : dirs) {
        // The label box touches the ring at `dist` on the side facing the point.
        const double cx = p.x + d[0] * (dist + w / 2), cy = p.y + d[1] * (dist + h / 2);
        const Rect r{cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2};
        if (!inside.contains(r)) continue;
        double cost = 0;
        cost += 1e6 * overlap_with(r, placed);
        cost += 1e6 * overlap_with(r, hard);
        cost += 1e4 * overlap_with(r, obs.boxes);
        for (const Point& q : obs.points) if (r.padded(1).contains(q)) cost += 1e4;
        if (crosses(r, obs.lines)) cost += 5e3;
        cost += dist;  // prefer close
        if (cost < best_cost) {
          best_cost = cost;
          best = {r, {cx, cy}, p, dist > o_.offset + 1e-9, i};
        }
      }
      if (best_cost < 1e3) break;  // found a free spot in this ring
    }
    if (!std::isfinite(best_cost)) {
      // Nothing fits inside: clamp next to the point, inside the axes.
      Rect r{p.x + o_.offset, p.y - h / 2, p.x + o_.offset + w, p.y + h / 2};
      const double dx = std::min(0.0, inside.x1 - r.x1) + std::max(0.0, inside.x0 - r.x0);
      const double dy = std::min(0.0, inside.y1 - r.y1) + std::max(0.0, inside.y0 - r.y0);
      r = {r.x0 + dx, r.y0 + dy, r.x1 + dx, r.y1 + dy};
      best = {r, r.centre(), p, false, i};
    }
    placed.push_back(best.box);
    out.push_back(best);
  }
  return out;
}

void PointLabelsArtist::draw(const DrawContext& ctx) const {
  const FontSpec font = font_from(o_.props, ctx.theme, size_);
  Color c = o_.props.color.value_or(color_);
  for (const Placement& pl : place(ctx)) {
    if (pl.leader) {
      // A thin leader from the point to the nearest point of the label box.
      const Point q{std::clamp(pl.point.x, pl.box.x0, pl.box.x1), std::clamp(pl.point.y, pl.box.y0, pl.box.y1)};
      LineStyle s;
      s.color = c.with_alpha(0.6 * c.a);
      s.width = 0.5;
      Path path;
      path.move_to(pl.point).line_to(q);
      ctx.canvas.stroke_path(path, s);
    }
    TextBlock tb = ctx.text.layout(labels_[pl.index], font);
    ctx.canvas.draw_text({std::move(tb), {pl.box.x0, pl.box.y0}, 0, c});
  }
}

void PointLabelsArtist::obstacles(const DrawContext& ctx, Obstacles& out) const {
  for (const Placement& pl : place(ctx)) out.texts.push_back(pl.box);
}

Rect PointLabelsArtist::extent(const DrawContext& ctx) const {
  Rect r = Rect::empty();
  for (const Placement& pl : place(ctx)) r = r.united(pl.box);
  return r;
}

}  // namespace libplot
