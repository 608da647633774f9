// Point-label placement: every label goes next to its point, clear of the point's own marker,
// of the other labels, the other markers, the texts already placed and the legend, and inside the
// axes. Candidates sit on rings around the marker (16 directions, nearest ring first); each gets
// a cost, the cheapest wins. A label next to its point must read as that point's label: its own
// marker is the nearest marker to the label box, by a clear margin (distances from the box to the
// markers' edges). Where no spot next to the point is unambiguous, the label moves to free space
// further out and a thin leader line joins it to its marker; leaders keep off other labels and
// markers. Labels are placed greedily, most crowded first, then improved by a few passes that move
// each label to its cheapest spot given all the others (the total cost only goes down, so the
// passes end). Every label looks only at the obstacles and labels within its reach, so the work
// grows with the local density. See docs/better-than-matplotlib.md.
#include "layout/point_labels.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <numeric>

#include "model/axes_state.hpp"
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
// outweighs everything else; a label read as another point's, or covering a marker or a patch,
// outweighs any move within reach; crossing a line costs a few points of distance.
constexpr double kHardOverlap = 1e6;       // per intersecting box, plus per pt² of overlap
constexpr double kMarkerOverlap = 1e3;     // per intersecting marker/patch box, plus per pt²
constexpr double kPointInside = 5e2;       // per data vertex under the label
constexpr double kLineCrossing = 12;       // per line segment through the label
constexpr double kRankStep = 0.5;          // preference between directions at equal distance
constexpr double kAmbiguous = 5e3;         // another marker is (nearly) as near the label as its own...
constexpr double kAmbiguousPerPt = 50;     // ...plus per pt short of the margin
constexpr double kClearMargin = 3;         // pt by which the own marker must be the nearest
constexpr double kClearShare = 0.3;        // ...plus this share of the label's distance to it
constexpr double kComfort = 8;             // pt of lead below which a clear label still pays...
constexpr double kComfortPerPt = 0.75;     // ...this much per pt
constexpr double kLeader = 12;             // a label away from its point, on a leader
constexpr double kLeaderPerPt = 0.5;       // per pt of leader, on top of the displacement
constexpr double kLeaderOverMarker = 300;  // per other marker a leader crosses
constexpr double kLeaderClear = 2;        // pt a leader keeps from other markers
constexpr double kLeaderOverLabel = 5e4;   // per label box a leader crosses
constexpr double kLeaderCrossing = 300;    // per pair of crossing leaders
constexpr double kLeaderNearMarker = 40;   // a leader's label hugging another marker...
constexpr double kLeaderNearPerPt = 6;     // ...plus per pt nearer than 2 margins
constexpr double kMarkerMaxSide = 40;      // pt; boxes up to this size are markers a label can name
constexpr double kCleanSpot = 200;        // a spot cheaper than this has no real fault
constexpr double kFarFactor = 2;          // leader spots reach this many times max_offset...
constexpr double kBeyondPerPt = 4;         // ...at this cost per pt beyond max_offset
constexpr int kRepairRounds = 4;          // repair rounds for labels left with a fault...
constexpr std::size_t kRepairTries = 24;   // ...trying this many of their cheapest clean spots
constexpr double kRingStep = 2.0;          // pt between rings
constexpr double kTStep = 0.25;            // pt, search step for the first clear ring

// Directions (degrees, counter-clockwise from +x) in order of preference: up and to the right,
// as an annotation offset of (+x, +y) points reads in matplotlib, then right, then the left side,
// then above and below.
constexpr double kAngles[] = {22.5, 0, 45, 337.5, 315, 157.5, 180, 135, 202.5, 225,
                              67.5, 112.5, 90, 292.5, 247.5, 270};

double cross(Point o, Point a, Point b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }

// Proper crossing of segments ab and cd (touching ends do not count).
bool segments_cross(Point a, Point b, Point c, Point d) {
  const double d1 = cross(c, d, a), d2 = cross(c, d, b), d3 = cross(a, b, c), d4 = cross(a, b, d);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

// A marker box's radius: the mean of its half sides.
double radius(const Rect& r) { return (r.width() + r.height()) / 4; }

// The point of r nearest p.
Point nearest_on(const Rect& r, Point p) { return {std::clamp(p.x, r.x0, r.x1), std::clamp(p.y, r.y0, r.y1)}; }

// Distance from a box to the edge of a round marker (0 when they touch or overlap).
double gap_to(const Rect& r, Point c, double rad) {
  const Point q = nearest_on(r, c);
  return std::max(0.0, std::hypot(q.x - c.x, q.y - c.y) - rad);
}

// The label box for direction (cos, sin) with its facing side or corner at q.
Rect box_at(Point q, double c, double s, double w, double h) {
  const double hx = c > 0.2 ? 0.0 : (c < -0.2 ? 1.0 : 0.5);  // share of the width left of q
  const double vy = s > 0.2 ? 1.0 : (s < -0.2 ? 0.0 : 0.5);  // share of the height above q
  const double x0 = q.x - hx * w, y0 = q.y - vy * h;
  return {x0, y0, x0 + w, y0 + h};
}

struct Marker { Point c; double r; };

struct Scene {
  Rect inside;
  std::vector<Rect> hard;                  // texts placed before, the legend
  std::vector<Rect> marks;                 // markers and patches
  std::vector<Point> vertices;             // data vertices
  std::vector<std::vector<Point>> lines;   // polylines
  std::vector<Marker> markers;             // what a label could be read as naming
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
  bool leader = false;
  Point from, to;   // the leader, marker edge to label box
  Rect extent;      // the box and the leader
};

bool same_point(Point a, Point b) { return std::abs(a.x - b.x) < 0.75 && std::abs(a.y - b.y) < 0.75; }

// What two chosen spots of different labels cost together: overlapping boxes, a leader through
// the other label, crossing leaders.
double pair_cost(const Spot& a, const Spot& b) {
  if (!a.extent.padded(1).intersects(b.extent)) return 0;
  double c = 0;
  if (a.box.intersects(b.box)) c += kHardOverlap * (1 + a.box.overlap_area(b.box));
  if (a.leader && segment_intersects(a.from, a.to, b.box.padded(1))) c += kLeaderOverLabel;
  if (b.leader && segment_intersects(b.from, b.to, a.box.padded(1))) c += kLeaderOverLabel;
  if (a.leader && b.leader && segments_cross(a.from, a.to, b.from, b.to)) c += kLeaderCrossing;
  return c;
}

}  // namespace

namespace {
thread_local std::size_t placements_on_this_thread = 0;
}  // namespace

std::size_t point_label_placements_on_this_thread() { return placements_on_this_thread; }

std::shared_ptr<const LatePlacement> PointLabelsArtist::place_late(const DrawContext& ctx) const {
  auto placed = std::make_shared<Placed>();
  placed->labels = place(ctx);
  return placed;
}

std::vector<PointLabelsArtist::Placement> PointLabelsArtist::place(const DrawContext& ctx) const {
  ++placements_on_this_thread;
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
  const double near_limit = std::max(2 * gap, 4.0);  // beyond this far from the first ring: a leader

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
      if (same_point(b.centre(), l.p) && b.width() * b.height() > l.own.width() * l.own.height())
        l.own = b;
    }
    const TextBlock tb = ctx.text.layout(labels_[i], font);
    l.w = tb.width;
    l.h = tb.height;
  }
  // The markers a label could be taken to name: every marker-sized box, and the labelled points
  // that have no marker.
  for (const Rect& b : sc.marks)
    if (std::max(b.width(), b.height()) <= kMarkerMaxSide) sc.markers.push_back({b.centre(), radius(b)});
  for (const Label& l : L)
    if (l.valid && l.own.width() == 0) sc.markers.push_back({l.p, 0});

  // ---- what each label can reach: only obstacles and labels there are looked at, so the work
  // grows with the local density, not with the square of the number of labels
  // A label that finds no unambiguous spot within max_offset may go up to twice as far, on a leader.
  const double far_limit = kFarFactor * std::max(0.0, o_.max_offset);
  const double reach_pad = gap + far_limit + kRingStep;
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
        if (segment_intersects(line[j - 1], line[j], reach[i])) local.lines.push_back({line[j - 1], line[j]});
    // Other markers near enough to any candidate box to be nearer it than the own marker.
    const Rect around = reach[i].padded(2 * kClearMargin + 1);
    for (const Marker& m : sc.markers)
      if (around.contains(m.c) && !same_point(m.c, l.p)) local.markers.push_back(m);
    const double own_r = radius(l.own);
    const Rect clear = l.own.padded(gap);
    for (std::size_t k = 0; k < std::size(kAngles); ++k) {
      const double a = kAngles[k] * std::numbers::pi / 180.0;
      const double c = std::cos(a), s = std::sin(a);
      auto at = [&](double t) { return box_at({l.p.x + t * c, l.p.y - t * s}, c, s, l.w, l.h); };
      double t0 = 0;
      while (at(t0).intersects(clear) && t0 < 1e3) t0 += kTStep;
      for (double t = t0; t <= t0 + far_limit + 1e-9; t += t - t0 < o_.max_offset ? kRingStep : 2 * kRingStep) {
        Spot sp;
        sp.box = at(t);
        if (!sc.inside.contains(sp.box)) continue;
        double cost = (t - t0) + kRankStep * static_cast<double>(k) +
                      kBeyondPerPt * std::max(0.0, t - t0 - o_.max_offset);
        for (const Rect& r : local.hard)
          if (sp.box.intersects(r)) cost += kHardOverlap * (1 + sp.box.overlap_area(r));
        for (const Rect& r : local.marks)
          if (sp.box.intersects(r)) cost += kMarkerOverlap * (1 + sp.box.overlap_area(r));
        for (const Point& q : local.vertices)
          if (sp.box.padded(1).contains(q)) cost += kPointInside;
        for (const auto& seg : local.lines)
          if (segment_intersects(seg[0], seg[1], sp.box)) cost += kLineCrossing;
        // The nearest other marker, from the label box's edge to the marker's.
        double other_d = INFINITY;
        for (const Marker& m : local.markers) other_d = std::min(other_d, gap_to(sp.box, m.c, m.r));
        sp.leader = t - t0 > near_limit;
        if (!sp.leader) {
          // Read as this point's label, not a neighbour's: the own marker is the nearest, clearly.
          const double own_d = gap_to(sp.box, l.p, own_r);
          const double lead = other_d - own_d, margin = kClearMargin + kClearShare * own_d;
          if (lead < margin) cost += kAmbiguous + kAmbiguousPerPt * (margin - lead);
          else if (lead < kComfort) cost += kComfortPerPt * (kComfort - lead);
        } else {
          // Away from the point, on a leader from the marker's edge to the nearest point of the box.
          const Point q = nearest_on(sp.box, l.p);
          const double len = std::hypot(q.x - l.p.x, q.y - l.p.y);
          const double ux = (q.x - l.p.x) / len, uy = (q.y - l.p.y) / len;
          sp.from = {l.p.x + ux * (own_r + 0.5), l.p.y + uy * (own_r + 0.5)};
          sp.to = {q.x - ux, q.y - uy};
          cost += kLeader + kLeaderPerPt * len;
          for (const Rect& r : local.hard)
            if (segment_intersects(sp.from, sp.to, r)) cost += kLeaderOverLabel;
          for (const Rect& r : local.marks)
            if (!same_point(r.centre(), l.p) && segment_intersects(sp.from, sp.to, r.padded(kLeaderClear)))
              cost += kLeaderOverMarker;
          for (const auto& seg : local.lines)
            if (segments_cross(sp.from, sp.to, seg[0], seg[1])) cost += kLineCrossing / 4;
          // The label itself still keeps a little away from other markers.
          if (other_d < 2 * kClearMargin) cost += kLeaderNearMarker + kLeaderNearPerPt * (2 * kClearMargin - other_d);
        }
        sp.base = cost;
        sp.extent = sp.leader ? sp.box.unite(sp.from).unite(sp.to) : sp.box;
        spots[i].push_back(sp);
      }
    }
  }

  // Cheapest first, so a search for the best spot can stop at the first spot whose own cost is
  // already above the best total found.
  for (auto& sp : spots)
    std::stable_sort(sp.begin(), sp.end(), [](const Spot& a, const Spot& b) { return a.base < b.base; });

  // ---- choose: greedy, most crowded first, then improvement passes
  std::vector<long> choice(n, -1);
  auto others_cost = [&](const Spot& a, std::size_t i) {
    double c = 0;
    for (std::size_t j : near[i])
      if (choice[j] >= 0) c += pair_cost(a, spots[j][static_cast<std::size_t>(choice[j])]);
    return c;
  };
  auto best_for = [&](std::size_t i) {
    long best = -1;
    double best_cost = INFINITY;
    for (std::size_t k = 0; k < spots[i].size(); ++k) {
      if (spots[i][k].base >= best_cost) break;
      const double c = spots[i][k].base + others_cost(spots[i][k], i);
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
  // Fewest clean spots first (they have the least choice), then the most crowded.
  std::vector<std::size_t> clean(n, 0);
  for (std::size_t i = 0; i < n; ++i)
    for (const Spot& sp : spots[i]) clean[i] += sp.base < kCleanSpot;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return clean[a] != clean[b] ? clean[a] < clean[b] : crowd[a] > crowd[b];
  });
  for (std::size_t i : order) choice[i] = best_for(i).first;
  auto settle = [&] {
    for (int pass = 0; pass < 12; ++pass) {
      bool moved = false;
      for (std::size_t i : order) {
        if (choice[i] < 0) continue;
        const auto& cur = spots[i][static_cast<std::size_t>(choice[i])];
        const double now = cur.base + others_cost(cur, i);
        const auto [k, c] = best_for(i);
        if (k >= 0 && k != choice[i] && c < now - 1e-9) {
          choice[i] = k;
          moved = true;
        }
      }
      if (!moved) break;
    }
  };
  settle();

  // ---- repair: a label left with a fault (ambiguous, on a marker, its leader through a label)
  // tries its cheaper spots, each time re-placing the neighbours in the way; a try is kept when
  // the cost of the group (its spots and every pair touching it) goes down, so this ends too.
  std::vector<char> in_group(n, 0);
  auto group_total = [&](const std::vector<std::size_t>& group) {
    double t = 0;
    for (std::size_t x : group) {
      if (choice[x] < 0) continue;
      const Spot& a = spots[x][static_cast<std::size_t>(choice[x])];
      t += a.base;
      for (std::size_t y : near[x])
        if (choice[y] >= 0 && (!in_group[y] || y > x)) t += pair_cost(a, spots[y][static_cast<std::size_t>(choice[y])]);
    }
    return t;
  };
  for (int round = 0; round < kRepairRounds; ++round) {
    bool improved = false;
    for (std::size_t i : order) {
      if (choice[i] < 0) continue;
      const Spot& cur = spots[i][static_cast<std::size_t>(choice[i])];
      if (cur.base + others_cost(cur, i) < kCleanSpot) continue;
      std::vector<std::size_t> group{i};
      group.insert(group.end(), near[i].begin(), near[i].end());
      for (std::size_t x : group) in_group[x] = 1;
      double best = group_total(group);
      std::vector<long> kept(group.size());
      for (std::size_t g = 0; g < group.size(); ++g) kept[g] = choice[group[g]];
      // The cheapest clean spots of this label, by their own cost.
      std::vector<std::size_t> cand;
      for (std::size_t k = 0; k < spots[i].size() && cand.size() < kRepairTries && spots[i][k].base < kCleanSpot; ++k)
        if (static_cast<long>(k) != choice[i]) cand.push_back(k);
      for (std::size_t k : cand) {
        choice[i] = static_cast<long>(k);
        for (std::size_t j : near[i])
          if (choice[j] >= 0 && pair_cost(spots[i][k], spots[j][static_cast<std::size_t>(choice[j])]) > 0)
            choice[j] = best_for(j).first;
        const double t = group_total(group);
        if (t < best - 1e-9) {
          best = t;
          for (std::size_t g = 0; g < group.size(); ++g) kept[g] = choice[group[g]];
          improved = true;
        } else {
          for (std::size_t g = 0; g < group.size(); ++g) choice[group[g]] = kept[g];
        }
      }
      for (std::size_t x : group) in_group[x] = 0;
    }
    if (!improved) break;
    settle();
  }

  // ---- placements, in label order
  std::vector<Placement> out;
  for (std::size_t i = 0; i < n; ++i) {
    const Label& l = L[i];
    if (!l.valid) continue;
    if (choice[i] >= 0) {
      const Spot& sp = spots[i][static_cast<std::size_t>(choice[i])];
      out.push_back({sp.box, sp.box.centre(), l.p, sp.leader, sp.from, sp.to, i});
      continue;
    }
    // Nothing fits inside: next to the point, moved into the axes.
    Rect r{l.p.x + gap, l.p.y - l.h / 2, l.p.x + gap + l.w, l.p.y + l.h / 2};
    const double dx = std::min(0.0, sc.inside.x1 - r.x1) + std::max(0.0, sc.inside.x0 - r.x0);
    const double dy = std::min(0.0, sc.inside.y1 - r.y1) + std::max(0.0, sc.inside.y0 - r.y0);
    r = {r.x0 + dx, r.y0 + dy, r.x1 + dx, r.y1 + dy};
    out.push_back({r, r.centre(), l.p, false, l.p, l.p, i});
  }
  return out;
}

void PointLabelsArtist::draw(const DrawContext& ctx) const {
  const FontSpec font = font_from(o_.props, ctx.theme, size_);
  Color c = o_.props.color.value_or(color_);
  c.a *= o_.props.alpha;
  for (const Placement& pl : ctx.placement_of<Placed>(*this).labels) {
    CanvasGroup g(ctx.canvas, {.anchor = pl.point, .leader = pl.leader});
    // A thin leader from the edge of the point's marker to the label box.
    if (pl.leader && std::hypot(pl.to.x - pl.from.x, pl.to.y - pl.from.y) > 1) {
      LineStyle s;
      s.color = c.with_alpha(0.6 * c.a);
      s.width = 0.5;
      Path path;
      path.move_to(pl.from).line_to(pl.to);
      ctx.canvas.stroke_path(path, s);
    }
    TextBlock tb = ctx.text.layout(labels_[pl.index], font);
    ctx.canvas.draw_text({std::move(tb), {pl.box.x0, pl.box.y0}, 0, c});
  }
}

void PointLabelsArtist::obstacles(const DrawContext& ctx, Obstacles& out) const {
  for (const Placement& pl : ctx.placement_of<Placed>(*this).labels) out.texts.push_back(pl.box);
}

Rect PointLabelsArtist::extent(const DrawContext& ctx) const {
  Rect r = Rect::empty();
  for (const Placement& pl : ctx.placement_of<Placed>(*this).labels) r = r.united(pl.box);
  return r;
}

}  // namespace libplot
