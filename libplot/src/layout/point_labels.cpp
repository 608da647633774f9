// Point-label placement: every label goes next to its point, clear of the point's own marker,
// of the other labels, the other markers, the texts already placed and the legend, and inside the
// axes. Candidates sit on rings around the marker (16 directions, nearest ring first); each gets
// a cost, the cheapest wins. Labels are placed greedily, most crowded first, then improved by a
// few passes that move each label to its cheapest spot given all the others (the total cost only
// goes down, so the passes end). See docs/layout.md.
#include "layout/point_labels.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <numeric>

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

// Cost weights, in points of displacement: any overlap with a label, a placed text or the legend
// outweighs everything else; covering a marker or a patch outweighs any move within reach;
// crossing a line costs a few points of distance.
constexpr double kHardOverlap = 1e6;       // per intersecting box, plus per pt² of overlap
constexpr double kMarkerOverlap = 1e3;     // per intersecting marker/patch box, plus per pt²
constexpr double kPointInside = 5e2;       // per data vertex under the label
constexpr double kLineCrossing = 12;       // per line segment through the label
constexpr double kRankStep = 0.5;          // preference between directions at equal distance
constexpr double kAmbiguity = 40;          // the label is nearer another labelled point...
constexpr double kAmbiguityPerPt = 4;      // ...plus per pt it is nearer
constexpr double kRingStep = 2.0;          // pt between rings
constexpr double kTStep = 0.25;            // pt, search step for the first clear ring

// Directions (degrees, counter-clockwise from +x) in order of preference: up and to the right,
// as an annotation offset of (+x, +y) points reads in matplotlib, then right, then the left side,
// then above and below.
constexpr double kAngles[] = {22.5, 0, 45, 337.5, 315, 157.5, 180, 135, 202.5, 225,
                              67.5, 112.5, 90, 292.5, 247.5, 270};

bool segment_hits_rect(Point a, Point b, const Rect& r) {
  double t0 = 0, t1 = 1;
  const double dx = b.x - a.x, dy = b.y - a.y;
  const double p[4] = {-dx, dx, -dy, dy};
  const double q[4] = {a.x - r.x0, r.x1 - a.x, a.y - r.y0, r.y1 - a.y};
  for (int i = 0; i < 4; ++i) {
    if (p[i] == 0) {
      if (q[i] < 0) return false;
    } else {
      const double t = q[i] / p[i];
      if (p[i] < 0) t0 = std::max(t0, t); else t1 = std::min(t1, t);
      if (t0 > t1) return false;
    }
  }
  return true;
}

// A marker box's radius (half its smaller side).
double radius(const Rect& r) { return std::min(r.width(), r.height()) / 2; }

// The label box for direction (cos, sin) with its facing side or corner at q.
Rect box_at(Point q, double c, double s, double w, double h) {
  const double hx = c > 0.2 ? 0.0 : (c < -0.2 ? 1.0 : 0.5);  // share of the width left of q
  const double vy = s > 0.2 ? 1.0 : (s < -0.2 ? 0.0 : 0.5);  // share of the height above q
  const double x0 = q.x - hx * w, y0 = q.y - vy * h;
  return {x0, y0, x0 + w, y0 + h};
}

struct Scene {
  Rect inside;
  std::vector<Rect> hard;                  // texts placed before, the legend
  std::vector<Rect> marks;                 // markers and patches
  std::vector<Point> vertices;             // data vertices
  std::vector<std::vector<Point>> lines;   // polylines
};

struct Label {
  Point p;
  Rect own;       // the point's own marker box (zero size when it has none)
  double w = 0, h = 0;
  bool valid = false;
};

struct Spot {
  Rect box;
  double base = 0;  // cost that does not depend on the other labels
  double t = 0, t0 = 0;
};

}  // namespace

std::vector<PointLabelsArtist::Placement> PointLabelsArtist::place(const DrawContext& ctx) const {
  Obstacles obs = collect_obstacles(owner_, ctx, this);
  Scene sc;
  sc.hard = obs.texts;
  for (const auto& a : owner_.state().artists)
    if (const auto* lg = dynamic_cast<const LegendArtist*>(a.get()); lg && !lg->entries().empty())
      sc.hard.push_back(lg->frame(ctx).padded(2));
  sc.marks = obs.boxes;
  sc.vertices = obs.points;
  sc.lines = obs.lines;
  sc.inside = ctx.tr.box.padded(-2);
  const FontSpec font = font_from(o_.props, ctx.theme, size_);
  const double gap = std::max(0.0, o_.offset);

  // ---- the labels: point, own marker, size
  const std::size_t n = std::min({labels_.size(), x_.size(), y_.size()});
  std::vector<Label> L(n);
  for (std::size_t i = 0; i < n; ++i) {
    Label& l = L[i];
    l.p = ctx.tr.to_fig({x_[i], y_[i]});
    if (!std::isfinite(l.p.x) || !std::isfinite(l.p.y)) continue;
    l.valid = true;
    l.own = {l.p.x, l.p.y, l.p.x, l.p.y};
    for (const Rect& b : sc.marks) {
      const Point c = b.centre();
      if (std::abs(c.x - l.p.x) < 0.75 && std::abs(c.y - l.p.y) < 0.75 && b.width() * b.height() > l.own.width() * l.own.height())
        l.own = b;
    }
    const TextBlock tb = ctx.text.layout(labels_[i], font);
    l.w = tb.width;
    l.h = tb.height;
  }

  // ---- what each label can reach: only obstacles and labels there are looked at, so the work
  // grows with the local density, not with the square of the number of labels
  const double reach_pad = gap + o_.max_offset + kRingStep;
  std::vector<Rect> reach(n);
  for (std::size_t i = 0; i < n; ++i)
    if (L[i].valid) reach[i] = L[i].own.padded(reach_pad + L[i].w + L[i].h);
  std::vector<std::vector<std::size_t>> near(n);  // labels whose reach meets this one's
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j)
      if (i != j && L[i].valid && L[j].valid && reach[i].intersects(reach[j])) near[i].push_back(j);

  // ---- candidate spots per label, with the cost that does not depend on other labels
  std::vector<std::vector<Spot>> spots(n);
  for (std::size_t i = 0; i < n; ++i) {
    const Label& l = L[i];
    if (!l.valid) continue;
    Scene local;
    for (const Rect& r : sc.hard) if (r.intersects(reach[i])) local.hard.push_back(r);
    for (const Rect& r : sc.marks) if (r.intersects(reach[i])) local.marks.push_back(r);
    for (const Point& q : sc.vertices) if (reach[i].contains(q)) local.vertices.push_back(q);
    for (const auto& line : sc.lines)
      for (std::size_t j = 1; j < line.size(); ++j)
        if (segment_hits_rect(line[j - 1], line[j], reach[i])) local.lines.push_back({line[j - 1], line[j]});
    const Rect clear = l.own.padded(gap);
    for (std::size_t k = 0; k < std::size(kAngles); ++k) {
      const double a = kAngles[k] * std::numbers::pi / 180.0;
      const double c = std::cos(a), s = std::sin(a);
      auto at = [&](double t) { return box_at({l.p.x + t * c, l.p.y - t * s}, c, s, l.w, l.h); };
      double t0 = 0;
      while (at(t0).intersects(clear) && t0 < 1e3) t0 += kTStep;
      for (double t = t0; t <= t0 + o_.max_offset + 1e-9; t += kRingStep) {
        Spot sp;
        sp.box = at(t);
        sp.t = t;
        sp.t0 = t0;
        if (!sc.inside.contains(sp.box)) continue;
        double cost = (t - t0) + kRankStep * static_cast<double>(k);
        for (const Rect& r : local.hard)
          if (sp.box.intersects(r)) cost += kHardOverlap * (1 + sp.box.overlap_area(r));
        for (const Rect& r : local.marks)
          if (sp.box.intersects(r)) cost += kMarkerOverlap * (1 + sp.box.overlap_area(r));
        for (const Point& q : local.vertices)
          if (sp.box.padded(1).contains(q)) cost += kPointInside;
        for (const auto& seg : local.lines)
          if (segment_hits_rect(seg[0], seg[1], sp.box)) cost += kLineCrossing;
        // Read as this point's label, not a neighbour's: no other marker is nearer the side or
        // corner of the label that faces its point.
        const Point q{l.p.x + t * c, l.p.y - t * s};
        const double own_d = t - radius(l.own);
        for (std::size_t j : near[i]) {
          const double d = std::hypot(q.x - L[j].p.x, q.y - L[j].p.y) - radius(L[j].own);
          if (d < own_d - 0.5) cost += kAmbiguity + kAmbiguityPerPt * (own_d - d);
        }
        sp.base = cost;
        spots[i].push_back(sp);
      }
    }
  }

  // ---- choose: greedy, most crowded first, then improvement passes
  std::vector<long> choice(n, -1);
  auto pair_cost = [&](const Rect& a, std::size_t i) {
    double c = 0;
    for (std::size_t j : near[i])
      if (choice[j] >= 0) {
        const Rect& b = spots[j][static_cast<std::size_t>(choice[j])].box;
        if (a.intersects(b)) c += kHardOverlap * (1 + a.overlap_area(b));
      }
    return c;
  };
  auto best_for = [&](std::size_t i) {
    long best = -1;
    double best_cost = INFINITY;
    for (std::size_t k = 0; k < spots[i].size(); ++k) {
      const double c = spots[i][k].base + pair_cost(spots[i][k].box, i);
      if (c < best_cost - 1e-9) {
        best_cost = c;
        best = static_cast<long>(k);
      }
    }
    return std::pair{best, best_cost};
  };
  std::vector<std::size_t> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::vector<int> crowd(n, 0);
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j : near[i])
      if (std::abs(L[i].p.x - L[j].p.x) < L[i].w + L[j].w && std::abs(L[i].p.y - L[j].p.y) < 2 * (L[i].h + L[j].h))
        ++crowd[i];
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return crowd[a] > crowd[b]; });
  for (std::size_t i : order) choice[i] = best_for(i).first;
  for (int pass = 0; pass < 8; ++pass) {
    bool moved = false;
    for (std::size_t i : order) {
      if (choice[i] < 0) continue;
      const auto& cur = spots[i][static_cast<std::size_t>(choice[i])];
      const double now = cur.base + pair_cost(cur.box, i);
      const auto [k, c] = best_for(i);
      if (k >= 0 && k != choice[i] && c < now - 1e-9) {
        choice[i] = k;
        moved = true;
      }
    }
    if (!moved) break;
  }

  // ---- placements, in label order
  std::vector<Placement> out;
  for (std::size_t i = 0; i < n; ++i) {
    const Label& l = L[i];
    if (!l.valid) continue;
    Rect r;
    bool far = false;
    if (choice[i] >= 0) {
      const Spot& sp = spots[i][static_cast<std::size_t>(choice[i])];
      r = sp.box;
      // A label pushed away from its marker gets a leader back to it.
      far = sp.t - sp.t0 > std::max(2 * gap, 4.0);
    } else {
      // Nothing fits inside: next to the point, moved into the axes.
      r = {l.p.x + gap, l.p.y - l.h / 2, l.p.x + gap + l.w, l.p.y + l.h / 2};
      const double dx = std::min(0.0, sc.inside.x1 - r.x1) + std::max(0.0, sc.inside.x0 - r.x0);
      const double dy = std::min(0.0, sc.inside.y1 - r.y1) + std::max(0.0, sc.inside.y0 - r.y0);
      r = {r.x0 + dx, r.y0 + dy, r.x1 + dx, r.y1 + dy};
    }
    out.push_back({r, r.centre(), l.p, far, i});
  }
  return out;
}

void PointLabelsArtist::draw(const DrawContext& ctx) const {
  const FontSpec font = font_from(o_.props, ctx.theme, size_);
  Color c = o_.props.color.value_or(color_);
  c.a *= o_.props.alpha;
  const Obstacles obs = collect_obstacles(owner_, ctx, this);
  for (const Placement& pl : place(ctx)) {
    if (pl.leader) {
      // A thin leader from the edge of the point's marker to the nearest point of the label box.
      const Point q{std::clamp(pl.point.x, pl.box.x0, pl.box.x1), std::clamp(pl.point.y, pl.box.y0, pl.box.y1)};
      const double len = std::hypot(q.x - pl.point.x, q.y - pl.point.y);
      double r = 0;
      for (const Rect& b : obs.boxes) {
        const Point m = b.centre();
        if (std::abs(m.x - pl.point.x) < 0.75 && std::abs(m.y - pl.point.y) < 0.75)
          r = std::max(r, std::min(b.width(), b.height()) / 2);
      }
      if (len > r + 2) {
        const double ux = (q.x - pl.point.x) / len, uy = (q.y - pl.point.y) / len;
        LineStyle s;
        s.color = c.with_alpha(0.6 * c.a);
        s.width = 0.5;
        Path path;
        path.move_to({pl.point.x + ux * (r + 0.5), pl.point.y + uy * (r + 0.5)}).line_to({q.x - ux, q.y - uy});
        ctx.canvas.stroke_path(path, s);
      }
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
