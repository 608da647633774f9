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
// grows with the local density. More than 1,000 labels kept, or more than 20,000 markers, vertices
// and segments, take a coarser search (eight directions, fewer rings and spots, less improvement)
// whose labels that still overlap one shown before them are dropped and counted. See
// docs/better-than-matplotlib.md and docs/rendering.md ("Point labels at scale").
#include "artists/point_labels.hpp"
#include "artists/sorted_runs.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <exception>
#include <mutex>
#include <numbers>
#include <numeric>
#include <thread>

#include "artists/box_checks.hpp"
#include "artists/grid_index.hpp"
#include "model/axes_state.hpp"
#include "model/figure_state.hpp"
#include "artists/legend.hpp"
#include "platform/usable_cpus.hpp"

namespace libplot {

PointLabelsArtist::PointLabelsArtist(const Axes& owner, std::vector<double> x, std::vector<double> y,
                                     std::vector<std::string> labels, PointLabelOptions o,
                                     Color default_color, double default_size)
    : owner_(owner),
      x_(std::move(x)),
      y_(std::move(y)),
      labels_(std::move(labels)),
      o_(std::move(o)),
      color_(default_color),
      size_(default_size) {
  zorder = o_.zorder.value_or(4);
  if (!o_.compat_offset) return;
  for (std::size_t i = 0; i < labels_.size(); ++i) {
    TextArtist& t = compat_.emplace_back();
    t.text = labels_[i];
    t.pos = {x_[i], y_[i]};
    t.props = o_.props;
    t.text_pos = o_.compat_offset;
    t.text_coords = Coord::OffsetPoints;
    t.default_size = size_;
    t.default_color = color_;
    t.zorder = o_.zorder.value_or(AnnotateOptions{}.zorder);
  }
}

double PointLabelsArtist::draw_zorder(const DrawContext& ctx) const {
  return compat(ctx) ? o_.zorder.value_or(AnnotateOptions{}.zorder) : zorder;
}

bool PointLabelsArtist::compat(const DrawContext& ctx) const {
  return o_.compat_offset && ctx.fig.theme.matplotlib_compat;
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
constexpr double kLeaderClear = 2;         // pt a leader keeps from other markers
constexpr double kLeaderOverLabel = 5e4;   // per label box a leader crosses
constexpr double kLeaderCrossing = 300;    // per pair of crossing leaders
constexpr double kLeaderNearMarker = 40;   // a leader's label hugging another marker...
constexpr double kLeaderNearPerPt = 6;     // ...plus per pt nearer than 2 margins
constexpr double kMarkerMaxSide = 40;      // pt; boxes up to this size are markers a label can name
constexpr double kCleanSpot = 200;         // a spot cheaper than this has no real fault
constexpr double kFarFactor = 2;           // leader spots reach this many times max_offset...
constexpr double kBeyondPerPt = 4;         // ...at this cost per pt beyond max_offset
constexpr int kRepairRounds = 4;           // repair rounds for labels left with a fault...
constexpr std::size_t kRepairTries = 24;   // ...trying this many of their cheapest clean spots
constexpr std::size_t kRepairMaxGroup =
    24;  // ...when they and their neighbours have at most this many neighbours
constexpr std::size_t kImproveWork = 4000;  // pairs looked at per label, at most, after the greedy pass
constexpr double kRingStep = 2.0;           // pt between rings
constexpr double kTStep = 0.25;             // pt, search step for the first clear ring
constexpr double kRoomShare = 0.25;         // share of a label's room that labels may cover
constexpr std::size_t kMaxSpots = 128;      // cheapest candidate spots kept per label
constexpr std::size_t kFewLabels = 1000;    // more labels kept than this...
constexpr std::size_t kFewObstacles =
    20000;  // ...or more markers, vertices and segments: the coarse search...
constexpr std::size_t kCoarseMaxSpots = 16;      // ...keeps this many spots per label...
constexpr std::size_t kCoarseImproveWork = 500;  // ...and looks at this many pairs per label
constexpr std::size_t kLocalScan = 64;           // obstacles within reach a spot just loops over...
constexpr std::size_t kListLimit = 256;          // ...picked from at most this many near its direction
constexpr std::size_t kParallelLabels =
    2000;  // labels kept from which their spots are computed on every processor...
constexpr std::size_t kLabelsPerThread = 500;  // ...with at least this many each (a thread copies the grids)
constexpr double kLeaderPiece = 8;             // pt: a leader among many markers asks about pieces this long

// Directions (degrees, counter-clockwise from +x) in order of preference: up and to the right,
// as an annotation offset of (+x, +y) points reads in matplotlib, then right, then the left side,
// then above and below.
constexpr double kAngles[] = {22.5,  0,   45,   337.5, 315, 157.5, 180,   135,
                              202.5, 225, 67.5, 112.5, 90,  292.5, 247.5, 270};

double cross(Point o, Point a, Point b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }

// Proper crossing of segments ab and cd (touching ends do not count).
bool segments_cross(Point a, Point b, Point c, Point d) {
  const double d1 = cross(c, d, a), d2 = cross(c, d, b), d3 = cross(a, b, c), d4 = cross(a, b, d);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

// A marker box's radius: the mean of its half sides.
double radius(const Rect& r) { return (r.width() + r.height()) / 4; }

// The point of r nearest p.
Point nearest_on(const Rect& r, Point p) {
  return {std::clamp(p.x, r.x0, r.x1), std::clamp(p.y, r.y0, r.y1)};
}

// Distance from a box to the edge of a round marker (0 when they touch or overlap). The hot
// loop of the placement (millions of calls for 10,000 labels): a plain square root, as figure
// distances in points neither overflow nor underflow, where std::hypot's guards cost 7 % of it.
double gap_to(const Rect& r, Point c, double rad) {
  const Point q = nearest_on(r, c);
  const double dx = q.x - c.x, dy = q.y - c.y;
  return std::max(0.0, std::sqrt(dx * dx + dy * dy) - rad);
}

// The label box for direction (cos, sin) with its facing side or corner at q.
Rect box_at(Point q, double c, double s, double w, double h) {
  const double hx = c > 0.2 ? 0.0 : (c < -0.2 ? 1.0 : 0.5);  // share of the width left of q
  const double vy = s > 0.2 ? 1.0 : (s < -0.2 ? 0.0 : 0.5);  // share of the height above q
  const double x0 = q.x - hx * w, y0 = q.y - vy * h;
  return {x0, y0, x0 + w, y0 + h};
}

struct Marker {
  Point c;
  double r;
};

// The obstacles near one direction's spots, ascending; when there are many, `many` is set, `ids`
// is empty and each spot asks the index about its own box instead. A short list also holds
// copies of its obstacles, side by side in the same order: the spots of a direction read them
// many times, and reading them in turn costs less than going through `ids` into the scene.
struct Nearby {
  std::vector<std::uint32_t> ids;
  bool many = false;
  std::vector<Rect> boxes;      // hard and marks: the boxes of `ids`
  std::vector<Point> points;    // vertices
  std::vector<Marker> markers;  // markers
};

struct Scene {
  Rect inside;
  std::vector<Rect> hard;                 // texts placed before, the legend
  std::vector<Rect> marks;                // markers and patches
  std::vector<Point> vertices;            // data vertices
  std::vector<std::vector<Point>> lines;  // polylines
  std::vector<Marker> markers;            // what a label could be read as naming
};

struct Label {
  Point p;
  Rect own;  // the point's own marker box (zero size when it has none)
  double w = 0, h = 0;
  bool valid = false;
};

struct Spot {
  Rect box;
  double base = 0;  // cost that does not depend on the other labels
  bool leader = false;
  Point from, to;  // the leader, marker edge to label box
  Rect extent() const { return leader ? box.unite(from).unite(to) : box; }  // the box and the leader
};

// The bucket side for an index over many small boxes (markers, vertices): about two boxes a
// bucket where they are dense, so a question about a label-sized box meets few of them; never
// more than `cell`. The answers do not depend on it (callers apply their exact test).
double cell_for(const std::vector<Rect>& boxes, double cell) {
  Rect b = Rect::empty();
  std::size_t k = 0;
  for (const Rect& r : boxes)
    if (std::isfinite(r.x0) && std::isfinite(r.y0) && std::isfinite(r.x1) && std::isfinite(r.y1)) {
      b = b.united(r);
      ++k;
    }
  if (k == 0 || b.is_empty()) return cell;
  return std::clamp(1.5 * std::sqrt(b.width() * b.height() / static_cast<double>(k)), 1.0, cell);
}

bool same_point(Point a, Point b) { return std::abs(a.x - b.x) < 0.75 && std::abs(a.y - b.y) < 0.75; }

// What two chosen spots of different labels cost together: overlapping boxes, a leader through
// the other label, crossing leaders.
double pair_cost(const Spot& a, const Spot& b) {
  if (!a.extent().padded(1).intersects(b.extent())) return 0;
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
std::atomic<std::size_t> spot_threads_for_testing{0};

// Threads that compute the spots of `labels` labels: one below kParallelLabels (starting threads
// would cost more than it saves), else every processor this process may use, with at least
// kLabelsPerThread labels each.
std::size_t label_spot_threads(std::size_t labels) {
  if (const std::size_t t = spot_threads_for_testing.load()) return t;
  if (labels < kParallelLabels) return 1;
  return std::min(static_cast<std::size_t>(usable_cpus()), labels / kLabelsPerThread);
}
}  // namespace

std::size_t point_label_placements_on_this_thread() { return placements_on_this_thread; }

void set_point_label_threads_for_testing(std::size_t threads) { spot_threads_for_testing = threads; }

std::shared_ptr<const LatePlacement> PointLabelsArtist::place_late(const DrawContext& ctx) const {
  auto placed = std::make_shared<Placed>();
  if (compat(ctx)) {
    dropped_ = 0;
    return placed;
  }
  placed->labels = place(ctx);
  return placed;
}

std::vector<PointLabelsArtist::Placement> PointLabelsArtist::place(const DrawContext& ctx) const {
  ++placements_on_this_thread;
  Obstacles obs = collect_obstacles(owner_, ctx, this);
  Scene sc;
  sc.hard = obs.texts;
  for (const auto& a : state_of(owner_).artists)
    if (const auto* lg = dynamic_cast<const LegendArtist*>(a.get()); lg && !lg->entries().empty())
      sc.hard.push_back(lg->frame(ctx).padded(2));
  sc.marks = obs.boxes;
  sc.vertices = obs.points;
  sc.lines = obs.lines;
  sc.inside = ctx.tr.box.padded(-2);
  const FontSpec font = font_from(o_.props, ctx.theme, size_);
  const double gap = std::max(0.0, o_.offset);
  const double near_limit = std::max(2 * gap, 4.0);  // beyond this far from the first ring: a leader

  // ---- spatial indexes over the obstacles: every question below asks about a small box
  const double cell = std::max(8.0, 4 * size_);
  GridIndex hard_g(sc.hard, cell), marks_g(sc.marks, cell_for(sc.marks, cell));
  std::vector<Rect> vertex_boxes;
  vertex_boxes.reserve(sc.vertices.size());
  for (const Point& q : sc.vertices) vertex_boxes.push_back({q.x, q.y, q.x, q.y});
  GridIndex vertices_g(vertex_boxes, cell_for(vertex_boxes, cell));
  std::vector<std::array<Point, 2>> segs;  // every polyline segment, in line order
  std::vector<Rect> seg_boxes;
  for (const auto& line : sc.lines)
    for (std::size_t j = 1; j < line.size(); ++j) {
      segs.push_back({line[j - 1], line[j]});
      seg_boxes.push_back(Rect{line[j - 1].x, line[j - 1].y, line[j - 1].x, line[j - 1].y}.unite(line[j]));
    }
  GridIndex segs_g(seg_boxes, cell);

  // ---- the labels: point, own marker, size
  const std::size_t n = std::min({labels_.size(), x_.size(), y_.size()});
  std::vector<Label> L(n);
  for (std::size_t i = 0; i < n; ++i) {
    Label& l = L[i];
    l.p = ctx.tr.to_fig({x_[i], y_[i]});
    if (!std::isfinite(l.p.x) || !std::isfinite(l.p.y)) continue;
    l.valid = true;
    l.own = {l.p.x, l.p.y, l.p.x, l.p.y};
    for (std::uint32_t k : marks_g.query(Rect{l.p.x, l.p.y, l.p.x, l.p.y}.padded(0.75))) {
      const Rect& b = sc.marks[k];
      if (same_point(b.centre(), l.p) && b.width() * b.height() > l.own.width() * l.own.height()) l.own = b;
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
  std::vector<Rect> marker_boxes;
  marker_boxes.reserve(sc.markers.size());
  for (const Marker& m : sc.markers) marker_boxes.push_back(Rect{m.c.x, m.c.y, m.c.x, m.c.y}.padded(m.r));
  GridIndex markers_g(marker_boxes, cell_for(marker_boxes, cell));

  // ---- legibility: more labels than their neighbourhood can show side by side are dropped, in
  // input order (earlier labels are kept first). A label's room is the box its near spots can
  // use: its marker padded by offset + max_offset, widened by the label's width and height. A
  // label is kept while its area and that of the kept labels whose points lie in its room cover
  // at most kRoomShare of the room. This bounds the labels near any point, hence the work and
  // memory per label.
  std::vector<char> dropped(n, 0);
  {
    Rect all = Rect::empty();
    double max_room = 0;
    for (const Label& l : L)
      if (l.valid) {
        all = all.unite(l.p);
        max_room = std::max(max_room, std::max(l.w, l.h));
      }
    const double room_pad = gap + std::max(0.0, o_.max_offset);
    PointBuckets kept(all, 2 * (room_pad + max_room) + 1);
    for (std::size_t i = 0; i < n; ++i) {
      const Label& l = L[i];
      if (!l.valid) continue;
      const Rect g = l.own.padded(room_pad);
      const Rect room{g.x0 - l.w, g.y0 - l.h, g.x1 + l.w, g.y1 + l.h};
      double covered = l.w * l.h;
      kept.for_each_in(room, [&](std::uint32_t j) { covered += L[j].w * L[j].h; });
      if (covered > kRoomShare * room.width() * room.height()) {
        dropped[i] = 1;
        continue;
      }
      kept.add(l.p, static_cast<std::uint32_t>(i));
    }
  }
  dropped_ = static_cast<std::size_t>(std::count(dropped.begin(), dropped.end(), 1));
  auto placed = [&](std::size_t i) { return L[i].valid && !dropped[i]; };
  // ---- effort: up to kFewLabels labels kept and kFewObstacles obstacles, the full search; more,
  // a coarser one (the eight compass directions, rings twice as far apart, kCoarseMaxSpots spots
  // kept, kCoarseImproveWork pairs per label), so the work per label stays small. The papers'
  // figures (at most a few dozen labels) never see the coarse search.
  const std::size_t kept =
      static_cast<std::size_t>(std::count_if(L.begin(), L.end(), [](const Label& l) { return l.valid; })) -
      dropped_;
  const std::size_t obstacles = sc.marks.size() + sc.vertices.size() + segs.size();
  const bool coarse = kept > kFewLabels || obstacles > kFewObstacles;
  const std::size_t max_spots = coarse ? kCoarseMaxSpots : kMaxSpots;
  const double ring_step = coarse ? 2 * kRingStep : kRingStep;
  const std::size_t improve_work = coarse ? kCoarseImproveWork : kImproveWork;

  // ---- what each label can reach: only obstacles and labels there are looked at, so the work
  // grows with the local density, not with the square of the number of labels
  // A label that finds no unambiguous spot within max_offset may go up to twice as far, on a leader.
  const double far_limit = kFarFactor * std::max(0.0, o_.max_offset);
  const double reach_pad = gap + far_limit + ring_step;
  std::vector<Rect> reach(n, Rect::empty());
  for (std::size_t i = 0; i < n; ++i)
    if (placed(i)) reach[i] = L[i].own.padded(reach_pad + L[i].w + L[i].h);
  // ---- candidate spots per label, with the cost that does not depend on other labels. Each
  // obstacle test asks the indexes about the spot's box; an obstacle counts only if it is within
  // the label's reach, so the costs are those of a plain loop over the reach.
  std::vector<std::vector<Spot>> spots(n);
  // Work buffers, reused from label to label (their memory is that of one label); one set per
  // thread (see the loop below), with copies of the indexes (a question keeps state in them).
  // A candidate's `lead` is its leader's length (leaders only), which its bound and its cost share.
  struct Candidate {
    Rect box;
    double t, t0, bound, lead;
    std::size_t k;
    bool leader;
  };
  // What orders candidates and spots, sorted instead of them (a sort moves 16 or 24 bytes an
  // element rather than 80): a value, then the order generated (`gen`, the candidate's index).
  struct Order {
    double value;
    std::uint32_t gen;
  };
  struct SpotOrder {
    double value;
    std::uint32_t gen, at;
  };  // at: the spot's index in `costed`
  auto by_value = [](const auto& x, const auto& y) {
    return x.value != y.value ? x.value < y.value : x.gen < y.gen;
  };
  // Per direction, the obstacles within reach that any of its spots or leaders can touch (the
  // spots' boxes move along a line, so the first and last bound them all with the point), in
  // index order; and the other markers its spots' nearest_other can need (those within a spot's
  // `upto` of its box). Refilled for each label and direction that has spots.
  constexpr std::size_t kDirs = std::size(kAngles);
  struct SpotWork {
    SpotWork(const GridIndex& h, const GridIndex& m, const GridIndex& v, const GridIndex& s,
             const GridIndex& k, std::size_t marks)
        : hard_g(h), marks_g(m), vertices_g(v), segs_g(s), markers_g(k), mark_stamp(marks, 0) {}
    GridIndex hard_g, marks_g, vertices_g, segs_g, markers_g;
    std::vector<Candidate> cands;  // in the order generated
    std::vector<Order> cand_order, merge_buffer;
    std::vector<std::size_t> runs;  // where each direction's candidates start in cand_order
    std::vector<Spot> costed;
    std::vector<SpotOrder> costed_order;
    std::vector<double> cheapest;           // max-heap of the kMaxSpots cheapest costs
    std::vector<std::uint32_t> mark_stamp;  // the last leader that counted a mark
    std::uint32_t leader_stamp = 0;
    std::array<Nearby, kDirs> dir_hard, dir_marks, dir_vertices, dir_segs, dir_markers;
  };
  auto spots_of = [&](std::size_t i, SpotWork& w) {
    GridIndex &hard_g = w.hard_g, &marks_g = w.marks_g, &vertices_g = w.vertices_g, &segs_g = w.segs_g,
              &markers_g = w.markers_g;
    auto& cands = w.cands;
    auto& cand_order = w.cand_order;
    auto& merge_buffer = w.merge_buffer;
    auto& runs = w.runs;
    auto& costed = w.costed;
    auto& costed_order = w.costed_order;
    auto& cheapest = w.cheapest;
    auto& mark_stamp = w.mark_stamp;
    auto& leader_stamp = w.leader_stamp;
    auto &dir_hard = w.dir_hard, &dir_marks = w.dir_marks, &dir_vertices = w.dir_vertices,
         &dir_segs = w.dir_segs, &dir_markers = w.dir_markers;
    const Label& l = L[i];
    const Rect& rch = reach[i];
    const Rect around = rch.padded(2 * kClearMargin + 1);
    // The obstacles within reach, ascending. A spot loops over them when they are few and asks
    // the index about its own box when they are many; either way the same obstacles count, in the
    // same order.
    auto in_hard = [&](std::uint32_t k) { return sc.hard[k].intersects(rch); };
    auto in_marks = [&](std::uint32_t k) { return sc.marks[k].intersects(rch); };
    auto in_vertices = [&](std::uint32_t k) { return rch.contains(sc.vertices[k]); };
    auto in_segs = [&](std::uint32_t k) { return segment_intersects(segs[k][0], segs[k][1], rch); };
    auto in_markers = [&](std::uint32_t k) {
      return around.contains(sc.markers[k].c) && !same_point(sc.markers[k].c, l.p);
    };
    // A spot loops over the obstacles within reach when they are few, and asks the index about its
    // own box when they are many; either way the same obstacles count, in the same order (sums
    // that could differ in the last bit come in index order; counts and minima in any order).
    // f returns false to stop: the spot already costs more than any kept one.
    auto visit = [](const Nearby& local, GridIndex& g, const Rect& q, auto&& keep, auto&& f,
                    bool ordered = true) {
      if (!local.many) {
        for (std::uint32_t k : local.ids)
          if (!f(k)) return;
        return;
      }
      for (std::uint32_t k : ordered ? g.query(q) : g.query_unordered(q))
        if (keep(k) && !f(k)) return;
    };
    // The nearest other marker to box b, looked for only as far as `upto` (beyond, any distance
    // costs the same, so a larger distance or infinity stands for it). Markers whose boxes keep
    // more than `pad` from b are more than `pad` away, so among many markers the search widens
    // from b until it has found one within the pad searched.
    auto nearest_other = [&](const Rect& b, double upto, const Nearby& local) {
      double d = INFINITY;
      auto take = [&](const Marker& m) {
        // The larger axis gap is a lower bound of the distance: most markers stop here.
        const Point q = nearest_on(b, m.c);
        if (std::max(std::abs(q.x - m.c.x), std::abs(q.y - m.c.y)) - m.r >= d) return;
        d = std::min(d, gap_to(b, m.c, m.r));
      };
      if (!local.many) {
        for (const Marker& m : local.markers) take(m);
        return d;
      }
      for (double pad = 2;; pad *= 2) {
        const double p = std::min(pad, upto + 1);
        for (std::uint32_t k : markers_g.query_unordered(b.padded(p)))
          if (in_markers(k)) take(sc.markers[k]);
        if (d <= p || p >= upto + 1) return d;
      }
    };
    const double own_r = radius(l.own);
    const Rect clear = l.own.padded(gap);
    // How far a spot looks for another marker: beyond, the distance no longer changes its cost.
    auto other_upto = [&](const Rect& box, bool leader) {
      if (leader) return 2 * kClearMargin;
      const double own_d = gap_to(box, l.p, own_r);
      return own_d + std::max(kClearMargin + kClearShare * own_d, kComfort);
    };
    // Every spot in reach, with the part of its cost that needs no obstacle (a lower bound of the
    // whole: every other term is positive). Spots are costed in the order of that bound, and the
    // costing stops once the bound passes the kMaxSpots-th cheapest cost found: the spots left
    // could not be among the kept ones.
    cands.clear();
    cand_order.clear();
    runs.clear();
    bool runs_sorted = true;  // each direction's bounds ascend with its rings (checked, not assumed)
    // The obstacles in `found` that pass `keep`, ascending; more than kLocalScan, or an index
    // answer cut short (see kListLimit): `many`.
    // (Lists whose terms are all equal, or that give a minimum, need no order.)
    auto gather = [](Nearby& out, const std::vector<std::uint32_t>& found, auto&& keep, bool ordered = true) {
      out.ids.clear();
      for (std::uint32_t q : found)
        if (keep(q) && out.ids.size() <= kLocalScan) out.ids.push_back(q);
      out.many = out.ids.size() > kLocalScan || found.size() > kListLimit;
      if (out.many) out.ids.clear();
      else if (ordered) std::sort(out.ids.begin(), out.ids.end());
    };
    auto copy_of = [](auto& out, const std::vector<std::uint32_t>& ids, const auto& from) {
      out.clear();
      for (std::uint32_t q : ids) out.push_back(from[q]);
    };
    auto sweep_lists = [&](std::size_t k, Rect sweep, Rect marker_sweep) {
      const Rect S = sweep.unite(l.p).padded(own_r + kLeaderClear + 2);
      gather(dir_hard[k], hard_g.query_unordered(S, kListLimit),
             [&](std::uint32_t q) { return in_hard(q) && sc.hard[q].intersects(S); });
      gather(dir_marks[k], marks_g.query_unordered(S, kListLimit),
             [&](std::uint32_t q) { return in_marks(q) && sc.marks[q].intersects(S); });
      gather(
          dir_vertices[k], vertices_g.query_unordered(S, kListLimit),
          [&](std::uint32_t q) { return in_vertices(q) && S.contains(sc.vertices[q]); }, false);
      gather(
          dir_segs[k], segs_g.query_unordered(S, kListLimit),
          [&](std::uint32_t q) { return in_segs(q) && seg_boxes[q].intersects(S); }, false);
      // Only the markers whose boxes meet the sweep (touching counts): one further away is more
      // than `upto` from every spot, where its distance changes no cost.
      gather(
          dir_markers[k], markers_g.query_unordered(marker_sweep, kListLimit),
          [&](std::uint32_t q) {
            const Rect& m = marker_boxes[q];
            return in_markers(q) && m.x0 <= marker_sweep.x1 && m.x1 >= marker_sweep.x0 &&
                   m.y0 <= marker_sweep.y1 && m.y1 >= marker_sweep.y0;
          },
          false);
      copy_of(dir_hard[k].boxes, dir_hard[k].ids, sc.hard);
      copy_of(dir_marks[k].boxes, dir_marks[k].ids, sc.marks);
      copy_of(dir_vertices[k].points, dir_vertices[k].ids, sc.vertices);
      copy_of(dir_markers[k].markers, dir_markers[k].ids, sc.markers);
    };
    for (std::size_t k = 0; k < std::size(kAngles); ++k) {
      if (coarse && std::fmod(kAngles[k], 45.0) != 0) continue;
      Rect sweep = Rect::empty(), marker_sweep = Rect::empty();
      const double a = kAngles[k] * std::numbers::pi / 180.0;
      const double c = std::cos(a), s = std::sin(a);
      auto at = [&](double t) { return box_at({l.p.x + t * c, l.p.y - t * s}, c, s, l.w, l.h); };
      double t0 = 0;
      while (at(t0).intersects(clear) && t0 < 1e3) t0 += kTStep;
      runs.push_back(cand_order.size());
      for (double t = t0; t <= t0 + far_limit + 1e-9;
           t += t - t0 < o_.max_offset ? ring_step : 2 * ring_step) {
        const Rect box = at(t);
        if (!sc.inside.contains(box)) continue;
        double bound = (t - t0) + kRankStep * static_cast<double>(k) +
                       kBeyondPerPt * std::max(0.0, t - t0 - o_.max_offset);
        const bool leader = t - t0 > near_limit;
        double lead = 0;
        if (leader) {
          const Point q = nearest_on(box, l.p);
          lead = std::hypot(q.x - l.p.x, q.y - l.p.y);
          bound += kLeader + kLeaderPerPt * lead;
        }
        if (cand_order.size() > runs.back() && bound < cand_order.back().value) runs_sorted = false;
        cand_order.push_back({bound, static_cast<std::uint32_t>(cands.size())});
        cands.push_back({box, t, t0, bound, lead, k, leader});
        sweep = sweep.united(box);
        marker_sweep = marker_sweep.united(box.padded(other_upto(box, leader) + 1));
      }
      if (!sweep.is_empty()) sweep_lists(k, sweep, marker_sweep);
    }
    // By bound, ties in the order generated (what a stable sort gives, without its buffer). A
    // direction's rings come out in that order already (the bound grows with the distance), so
    // the directions' runs are merged, two by two; a run out of order gets the whole sort.
    sort_runs(cand_order, runs, runs_sorted, merge_buffer, by_value);
    costed.clear();
    costed_order.clear();
    cheapest.clear();
    for (const Order& next : cand_order) {
      const Candidate& cd = cands[next.gen];
      if (cheapest.size() == max_spots && cd.bound > cheapest.front() + 1e-6) break;
      // A spot that already costs more than max_spots others cannot be kept: its costing stops.
      const double limit = cheapest.size() == max_spots ? cheapest.front() : INFINITY;
      const double t = cd.t, t0 = cd.t0;
      const std::size_t k = cd.k;
      Spot sp;
      sp.box = cd.box;
      double cost = (t - t0) + kRankStep * static_cast<double>(k) +
                    kBeyondPerPt * std::max(0.0, t - t0 - o_.max_offset);
      // Over a short list every term is added, 0 where it does not apply (which leaves the sum
      // as it is): no branch to mispredict per obstacle. A spot whose cost passes the limit is
      // dropped below either way, so stopping early or not keeps the same spots.
      auto sum_boxes = [&](const Nearby& near, GridIndex& g, const std::vector<Rect>& boxes, auto&& keep,
                           double weight) {
        if (!near.many) {
          for (const Rect& r : near.boxes)
            if (meets(sp.box, r)) cost += weight * (1 + sp.box.overlap_area(r));
          return;
        }
        visit(near, g, sp.box, keep, [&](std::uint32_t q) {
          if (sp.box.intersects(boxes[q])) cost += weight * (1 + sp.box.overlap_area(boxes[q]));
          return cost <= limit;
        });
      };
      sum_boxes(dir_hard[k], hard_g, sc.hard, in_hard, kHardOverlap);
      sum_boxes(dir_marks[k], marks_g, sc.marks, in_marks, kMarkerOverlap);
      if (cost > limit) continue;
      const Rect inside1 = sp.box.padded(1);
      if (!dir_vertices[k].many) {
        for (const Point& v : dir_vertices[k].points)
          if (holds(inside1, v)) cost += kPointInside;
      } else {
        visit(
            dir_vertices[k], vertices_g, inside1, in_vertices,
            [&](std::uint32_t q) {
              if (inside1.contains(sc.vertices[q])) cost += kPointInside;
              return cost <= limit;
            },
            false);
      }
      if (cost > limit) continue;
      // (Equal terms: their order does not matter, so the index need not sort them.)
      visit(
          dir_segs[k], segs_g, sp.box, in_segs,
          [&](std::uint32_t q) {
            if (segment_intersects(segs[q][0], segs[q][1], sp.box)) cost += kLineCrossing;
            return cost <= limit;
          },
          false);
      if (cost > limit) continue;
      sp.leader = cd.leader;
      if (!sp.leader) {
        // Read as this point's label, not a neighbour's: the own marker is the nearest, clearly.
        const double own_d = gap_to(sp.box, l.p, own_r);
        const double margin = kClearMargin + kClearShare * own_d;
        // The nearest other marker, from the label box's edge to the marker's.
        const double other_d = nearest_other(sp.box, own_d + std::max(margin, kComfort), dir_markers[k]);
        const double lead = other_d - own_d;
        if (lead < margin) cost += kAmbiguous + kAmbiguousPerPt * (margin - lead);
        else if (lead < kComfort) cost += kComfortPerPt * (kComfort - lead);
      } else {
        // Away from the point, on a leader from the marker's edge to the nearest point of the box.
        const Point q = nearest_on(sp.box, l.p);
        const double len = cd.lead;
        const double ux = (q.x - l.p.x) / len, uy = (q.y - l.p.y) / len;
        sp.from = {l.p.x + ux * (own_r + 0.5), l.p.y + uy * (own_r + 0.5)};
        sp.to = {q.x - ux, q.y - uy};
        cost += kLeader + kLeaderPerPt * len;
        const Rect span = Rect{sp.from.x, sp.from.y, sp.from.x, sp.from.y}.unite(sp.to);
        visit(
            dir_hard[k], hard_g, span, in_hard,
            [&](std::uint32_t h) {
              if (segment_intersects(sp.from, sp.to, sc.hard[h])) cost += kLeaderOverLabel;
              return cost <= limit;
            },
            false);
        auto over_marker = [&](const Rect& r) {
          return !apart(span, r.padded(kLeaderClear)) && !same_point(r.centre(), l.p) &&
                 segment_intersects(sp.from, sp.to, r.padded(kLeaderClear));
        };
        if (!dir_marks[k].many) {
          for (const Rect& r : dir_marks[k].boxes)
            if (over_marker(r)) cost += kLeaderOverMarker;
        } else {
          // Many markers (dense inputs): asked piece by piece along the leader, each counted
          // once, instead of over its whole bounding box (a diagonal leader's box holds far more
          // markers than the leader passes). The pieces' boxes, padded by 1e-6 pt over the
          // rounding of their ends, cover every point of the leader, so the same markers count.
          if (++leader_stamp == 0) {
            std::fill(mark_stamp.begin(), mark_stamp.end(), 0);
            leader_stamp = 1;
          }
          const double along = std::max(span.width(), span.height());
          const int pieces = std::max(1, static_cast<int>(std::ceil(along / kLeaderPiece)));
          Point a = sp.from;
          for (int piece = 1; piece <= pieces && cost <= limit; ++piece) {
            const double f = static_cast<double>(piece) / pieces;
            const Point b = piece == pieces ? sp.to
                                            : Point{sp.from.x + f * (sp.to.x - sp.from.x),
                                                    sp.from.y + f * (sp.to.y - sp.from.y)};
            const Rect box = Rect{a.x, a.y, a.x, a.y}.unite(b).padded(kLeaderClear + 1e-6);
            for (std::uint32_t h : marks_g.query_unordered(box)) {
              if (mark_stamp[h] == leader_stamp || !in_marks(h)) continue;
              mark_stamp[h] = leader_stamp;
              if (over_marker(sc.marks[h])) cost += kLeaderOverMarker;
              if (cost > limit) break;
            }
            a = b;
          }
        }
        visit(
            dir_segs[k], segs_g, span, in_segs,
            [&](std::uint32_t h) {
              if (segments_cross(sp.from, sp.to, segs[h][0], segs[h][1])) cost += kLineCrossing / 4;
              return cost <= limit;
            },
            false);
        if (cost > limit) continue;
        // The label itself still keeps a little away from other markers.
        const double other_d = nearest_other(sp.box, 2 * kClearMargin, dir_markers[k]);
        if (other_d < 2 * kClearMargin)
          cost += kLeaderNearMarker + kLeaderNearPerPt * (2 * kClearMargin - other_d);
      }
      if (cost > limit) continue;
      sp.base = cost;
      costed_order.push_back({cost, next.gen, static_cast<std::uint32_t>(costed.size())});
      costed.push_back(sp);
      cheapest.push_back(cost);
      std::push_heap(cheapest.begin(), cheapest.end());
      if (cheapest.size() > max_spots) {
        std::pop_heap(cheapest.begin(), cheapest.end());
        cheapest.pop_back();
      }
    }
    // Cheapest first (ties in the order generated), so a search for the best spot can stop at the
    // first spot whose own cost is already above the best total found; only the cheapest kMaxSpots
    // are kept (memory linear in the number of labels).
    // (Only the first max_spots are kept: sorting those suffices, in the same order.)
    const std::size_t keep = std::min(costed_order.size(), max_spots);
    std::partial_sort(costed_order.begin(), costed_order.begin() + static_cast<std::ptrdiff_t>(keep),
                      costed_order.end(), by_value);
    costed_order.resize(keep);
    spots[i].reserve(costed_order.size());
    for (const SpotOrder& o : costed_order) spots[i].push_back(costed[o.at]);
  };
  // Each label's spots depend on nothing but the scene and the label, so many labels share the
  // work among the processors this process may use (as the PNG encoder does): the same spots
  // whatever the number of threads, labels handed out in turn from a counter.
  {
    std::vector<std::size_t> todo;
    for (std::size_t i = 0; i < n; ++i)
      if (placed(i)) todo.push_back(i);
    const std::size_t threads = label_spot_threads(todo.size());
    std::atomic<std::size_t> next{0};
    std::exception_ptr failed;
    std::mutex failed_lock;
    auto worker = [&] {
      try {
        SpotWork w(hard_g, marks_g, vertices_g, segs_g, markers_g, sc.marks.size());
        for (std::size_t k; (k = next.fetch_add(1)) < todo.size();) spots_of(todo[k], w);
      } catch (...) {
        const std::lock_guard hold(failed_lock);
        if (!failed) failed = std::current_exception();
        next = todo.size();  // the others stop too
      }
    };
    {
      std::vector<std::jthread> pool;
      for (std::size_t t = 1; t < threads; ++t) pool.emplace_back(worker);
      worker();
    }
    if (failed) std::rethrow_exception(failed);
  }

  // ---- the labels each label can meet: those whose spots (boxes and leaders) come within 1 pt of
  // one of its own; any other pair costs nothing, whatever spots are chosen
  std::vector<Rect> span(n, Rect::empty());
  for (std::size_t i = 0; i < n; ++i)
    for (const Spot& sp : spots[i]) span[i] = span[i].united(sp.extent());
  std::vector<std::vector<std::size_t>> near(n);
  {
    // Only the labels with spots are indexed (the others meet nobody; among 200,000 labels of
    // which a few hundred are shown, they would fill every answer): the grid's box k is label
    // with_spots[k], ascending, so the neighbours still come in label order.
    std::vector<std::size_t> with_spots;
    std::vector<Rect> boxes;
    for (std::size_t i = 0; i < n; ++i)
      if (!spots[i].empty()) {
        with_spots.push_back(i);
        boxes.push_back(span[i]);
      }
    GridIndex span_g(boxes, cell);
    for (std::size_t i : with_spots) {
      const Rect q = span[i].padded(1);
      for (std::uint32_t k : span_g.query_unordered(q)) {
        const std::size_t j = with_spots[k];
        if (j != i && q.intersects(span[j])) near[i].push_back(j);
      }
      // In label order (sorting the few that meet, not every box the grid answered with).
      std::sort(near[i].begin(), near[i].end());
    }
  }

  // ---- choose: greedy, most crowded first, then improvement passes
  std::vector<long> choice(n, -1);
  // The chosen spot's extent (box and leader) per label, empty when none, side by side: most
  // neighbours' spots are apart from a spot tried, and this answers so without reading them.
  std::vector<Rect> chosen(n, Rect::empty());
  auto choose = [&](std::size_t i, long k) {
    choice[i] = k;
    chosen[i] = k >= 0 ? spots[i][static_cast<std::size_t>(k)].extent() : Rect::empty();
  };
  std::size_t pair_evals = 0;  // pairs looked at, to bound the improvements
  std::size_t improve_budget = 0;
  auto others_cost = [&](const Spot& a, std::size_t i) {
    double c = 0;
    const Rect reach = a.extent().padded(1);  // pair_cost's first test: further apart costs 0
    for (std::size_t j : near[i])
      if (meets(reach, chosen[j])) c += pair_cost(a, spots[j][static_cast<std::size_t>(choice[j])]);
    pair_evals += near[i].size();
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
  // How many other labelled points sit within a label's width and twice its height.
  std::vector<int> crowd(n, 0);
  {
    double wmax = 0, hmax = 0;
    // Only the labels placed are indexed (a dropped one, an unbounded box, would be in every
    // answer): the grid's box k is label shown[k].
    std::vector<std::size_t> shown;
    std::vector<Rect> pts;
    for (std::size_t i = 0; i < n; ++i)
      if (placed(i)) {
        shown.push_back(i);
        pts.push_back({L[i].p.x, L[i].p.y, L[i].p.x, L[i].p.y});
        wmax = std::max(wmax, L[i].w), hmax = std::max(hmax, L[i].h);
      }
    GridIndex pts_g(pts, cell);
    for (std::size_t i : shown) {
      const Rect q{L[i].p.x - L[i].w - wmax, L[i].p.y - 2 * (L[i].h + hmax), L[i].p.x + L[i].w + wmax,
                   L[i].p.y + 2 * (L[i].h + hmax)};
      for (std::uint32_t k : pts_g.query_unordered(q)) {
        const std::size_t j = shown[k];
        if (j != i && std::abs(L[i].p.x - L[j].p.x) < L[i].w + L[j].w &&
            std::abs(L[i].p.y - L[j].p.y) < 2 * (L[i].h + L[j].h))
          ++crowd[i];
      }
    }
  }
  // Fewest clean spots first (they have the least choice), then the most crowded.
  std::vector<std::size_t> clean(n, 0);
  for (std::size_t i = 0; i < n; ++i)
    for (const Spot& sp : spots[i]) clean[i] += sp.base < kCleanSpot;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return clean[a] != clean[b] ? clean[a] < clean[b] : crowd[a] > crowd[b];
  });
  for (std::size_t i : order) choose(i, best_for(i).first);
  improve_budget = pair_evals + improve_work * kept;
  // The improvements (settling passes and repairs) stop once they have looked at kImproveWork
  // pairs per label: only dense inputs get there, and what is placed by then stands.
  auto settle = [&] {
    for (int pass = 0; pass < 12 && pair_evals < improve_budget; ++pass) {
      bool moved = false;
      for (std::size_t i : order) {
        if (pair_evals >= improve_budget) break;
        if (choice[i] < 0) continue;
        const auto& cur = spots[i][static_cast<std::size_t>(choice[i])];
        const double now = cur.base + others_cost(cur, i);
        const auto [k, c] = best_for(i);
        if (k >= 0 && k != choice[i] && c < now - 1e-9) {
          choose(i, k);
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
        if (choice[y] >= 0 && (!in_group[y] || y > x))
          t += pair_cost(a, spots[y][static_cast<std::size_t>(choice[y])]);
      pair_evals += near[x].size();
    }
    return t;
  };
  for (int round = 0; round < kRepairRounds && pair_evals < improve_budget; ++round) {
    bool improved = false;
    for (std::size_t i : order) {
      if (pair_evals >= improve_budget) break;
      if (choice[i] < 0) continue;
      const Spot& cur = spots[i][static_cast<std::size_t>(choice[i])];
      if (cur.base + others_cost(cur, i) < kCleanSpot) continue;
      // A label among very many others (only in dense inputs) keeps its settled spot: a repair
      // costs about the pairs its group can form.
      if (near[i].size() > kRepairMaxGroup) continue;
      std::size_t pairs = near[i].size();
      for (std::size_t j : near[i]) pairs += near[j].size();
      if (pairs > kRepairMaxGroup * kRepairMaxGroup) continue;
      std::vector<std::size_t> group{i};
      group.insert(group.end(), near[i].begin(), near[i].end());
      for (std::size_t x : group) in_group[x] = 1;
      double best = group_total(group);
      std::vector<long> kept(group.size());
      for (std::size_t g = 0; g < group.size(); ++g) kept[g] = choice[group[g]];
      // The cheapest clean spots of this label, by their own cost.
      std::vector<std::size_t> cand;
      for (std::size_t k = 0;
           k < spots[i].size() && cand.size() < kRepairTries && spots[i][k].base < kCleanSpot; ++k)
        if (static_cast<long>(k) != choice[i]) cand.push_back(k);
      for (std::size_t k : cand) {
        choose(i, static_cast<long>(k));
        for (std::size_t j : near[i])
          if (choice[j] >= 0 && pair_cost(spots[i][k], spots[j][static_cast<std::size_t>(choice[j])]) > 0)
            choose(j, best_for(j).first);
        const double t = group_total(group);
        if (t < best - 1e-9) {
          best = t;
          for (std::size_t g = 0; g < group.size(); ++g) kept[g] = choice[group[g]];
          improved = true;
        } else {
          for (std::size_t g = 0; g < group.size(); ++g) choose(group[g], kept[g]);
        }
      }
      for (std::size_t x : group) in_group[x] = 0;
    }
    if (!improved) break;
    settle();
  }

  // ---- the coarse search's last rule: a label it could not place legibly (no spot, or its box
  // or leader over a label shown before it, in input order) is dropped and counted, so the coarse
  // search never draws labels over each other
  if (coarse) {
    std::vector<char> shown(n, 0);
    for (std::size_t i = 0; i < n; ++i) {
      if (!placed(i)) continue;
      bool legible = choice[i] >= 0;
      for (std::size_t j : near[i]) {
        if (!legible) break;
        if (j < i && shown[j] &&
            pair_cost(spots[i][static_cast<std::size_t>(choice[i])],
                      spots[j][static_cast<std::size_t>(choice[j])]) >= kHardOverlap)
          legible = false;
      }
      shown[i] = legible;
      if (!legible) {
        dropped[i] = 1;
        ++dropped_;
      }
    }
  }

  // ---- placements, in label order
  std::vector<Placement> out;
  for (std::size_t i = 0; i < n; ++i) {
    const Label& l = L[i];
    if (!placed(i)) continue;
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
  if (compat(ctx)) {
    for (const TextArtist& t : compat_) t.draw(ctx);
    return;
  }
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
  if (compat(ctx)) {
    for (const TextArtist& t : compat_) t.obstacles(ctx, out);
    return;
  }
  for (const Placement& pl : ctx.placement_of<Placed>(*this).labels) out.texts.push_back(pl.box);
}

Rect PointLabelsArtist::extent(const DrawContext& ctx) const {
  Rect r = Rect::empty();
  if (compat(ctx)) {
    for (const TextArtist& t : compat_) r = r.united(t.extent(ctx));
    return r;
  }
  for (const Placement& pl : ctx.placement_of<Placed>(*this).labels) r = r.united(pl.box);
  return r;
}

}  // namespace libplot
