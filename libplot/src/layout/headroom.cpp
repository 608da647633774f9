// Automatic headroom (libplot; matplotlib autoscales on data only, so a value label written just
// above the tallest bar touches or crosses the frame): an autoscaled limit grows until every
// text anchored to a data value fits inside the axes with a small clearance. And the extent of
// what an axes draws, for titles over axes without a frame.
#include <algorithm>
#include <cmath>
#include <span>

#include "model/figure_state.hpp"
#include "artists/artists.hpp"
#include "render/null_canvas.hpp"
#include "layout/axes_layout.hpp"
#include "artists/free_text.hpp"
#include "artists/legend.hpp"

namespace libplot {

namespace {

// Clearance between a text and the frame, points.
constexpr double kClearance = 3.0;

// One text's needs along an axis: its data anchor (in scale space) and how far its box reaches
// beyond that anchor towards each end of the axis, in points.
struct Need {
  double anchor;  // scale space
  double toward_lo, toward_hi;
};

// The data value a text's position depends on along one axis, if it is anchored to data there.
std::optional<double> data_anchor(const TextArtist& t, bool x_axis) {
  const Coord pos_c = x_axis ? t.coords.x : t.coords.y;
  const double pos_v = x_axis ? t.pos.x : t.pos.y;
  if (t.text_pos) {
    const Coord tc = x_axis ? t.text_coords.x : t.text_coords.y;
    if (tc == Coord::Data) return x_axis ? t.text_pos->x : t.text_pos->y;
    if (tc == Coord::OffsetPoints && pos_c == Coord::Data) return pos_v;
    return std::nullopt;
  }
  if (pos_c == Coord::Data) return pos_v;
  return std::nullopt;
}

std::vector<Need> needs(const Axes& ax, const DrawContext& ctx, bool x_axis, bool annotations_x) {
  std::vector<Need> out;
  const Scale& sc = x_axis ? ctx.tr.xscale : ctx.tr.yscale;
  for (const auto& a : state_of(ax).artists) {
    const auto* t = dynamic_cast<const TextArtist*>(a.get());
    if (!t || t->text.empty() || t->keep_inside || t->clip) continue;
    if (x_axis && !t->headroom_x && !(annotations_x && t->headroom_x_final)) continue;
    const auto v = data_anchor(*t, x_axis);
    if (!v || !std::isfinite(sc.forward(*v))) continue;
    const TextArtist::Placed p = t->place(ctx);
    // Only texts inside the axes across this axis (a label placed beside the axes on purpose is
    // not headroom's business).
    const double across = x_axis ? p.anchor.y : p.anchor.x;
    const double lo = x_axis ? ctx.tr.box.y0 : ctx.tr.box.x0, hi = x_axis ? ctx.tr.box.y1 : ctx.tr.box.x1;
    if (across < lo || across > hi) continue;
    const Rect e = t->extent(ctx);
    const double at = x_axis ? ctx.tr.x_to_fig(*v) : ctx.tr.y_to_fig(*v);
    // Figure x grows with the data; figure y shrinks as data grows.
    if (x_axis) out.push_back({sc.forward(*v), at - e.x0, e.x1 - at});
    else out.push_back({sc.forward(*v), e.y1 - at, at - e.y0});
  }
  return out;
}

// Room for a text kept clear of the data (AnnotateOptions::avoid_data) at a place that does not
// move with the data along y (axes fraction, figure points), when at this view the data cover it
// and no free place is left for it: the data under it must pass below it (a text in the upper
// half of the axes) or above it (lower half). Each obstacle under the text's width becomes a need:
// its value, and the text's far edge's distance from that end of the axes plus the obstacle's own
// reach past its value in points (a marker's half height).
void free_text_needs(const Axes& ax, const DrawContext& ctx, std::vector<Need>& out) {
  const AxesTransform& tr = ctx.tr;
  const double t0 = tr.yscale.forward(tr.yview.lo), t1 = tr.yscale.forward(tr.yview.hi);
  if (!std::isfinite(t0) || !std::isfinite(t1) || t0 == t1 || !(tr.box.height() > 0)) return;
  // The scale-space value at figure y.
  auto value_at = [&](double y) { return t0 + (tr.box.y1 - y) / tr.box.height() * (t1 - t0); };
  for (const auto& a : state_of(ax).artists) {
    const auto* t = dynamic_cast<const FreeTextArtist*>(a.get());
    if (!t || t->text.empty() || data_anchor(*t, false)) continue;
    const Rect want = t->asked_box(ctx);
    const Obstacles obs = collect_obstacles(ax, ctx, t);
    if (data_under(want, obs, true) == 0) continue;
    if (data_under(clear_of_data(want, tr.box.padded(-2), obs, true), obs, true) == 0) continue;
    const bool top = want.centre().y < tr.box.centre().y;
    // Distance from the axes end the text sits at to its far edge, points.
    const double reach = top ? want.y1 - tr.box.y0 : tr.box.y1 - want.y0;
    const double x0 = want.x0 - 2, x1 = want.x1 + 2;  // clear_of_data's clearance
    // An obstacle whose value sits at figure y `at` and whose ink reaches `up` points above it
    // and `down` below it.
    auto need = [&](double at, double up, double down) {
      const double v = value_at(at);
      if (top) out.push_back({v, 0, reach + up});
      else out.push_back({v, reach + down, 0});
    };
    for (const Point& p : obs.points)
      if (p.x >= x0 && p.x <= x1) need(p.y, 0, 0);
    for (const Rect& b : obs.marks)
      if (b.x1 >= x0 && b.x0 <= x1) need(b.centre().y, b.centre().y - b.y0, b.y1 - b.centre().y);
    // Patches grow with the data: their far edge is the value.
    for (const Rect& b : obs.boxes)
      if (b.x1 >= x0 && b.x0 <= x1) need(top ? b.y0 : b.y1, 0, 0);
    for (const auto& line : obs.lines)
      for (std::size_t i = 0; i < line.size(); ++i) {
        const Point& p = line[i];
        if (p.x >= x0 && p.x <= x1) need(p.y, 0, 0);
        if (i == 0) continue;
        // Where a segment enters or leaves the text's width.
        const Point& q = line[i - 1];
        for (double x : {x0, x1})
          if ((q.x - x) * (p.x - x) < 0) need(q.y + (p.y - q.y) * (x - q.x) / (p.x - q.x), 0, 0);
      }
  }
}

// Grows [t_lo, t_hi] (scale space; either order) where it is free, so each need fits in `length`
// points with the clearance.
void grow(double& t_lo, double& t_hi, bool lo_free, bool hi_free, double length,
          const std::vector<Need>& ns) {
  for (int pass = 0; pass < 4; ++pass) {
    bool changed = false;
    for (const Need& n : ns) {
      const double span = t_hi - t_lo;
      if (!(std::abs(span) > 0)) return;
      // Distance in points from the anchor to each end of the axis.
      const double to_hi = (t_hi - n.anchor) / span * length, to_lo = (n.anchor - t_lo) / span * length;
      const double f_hi = (n.toward_hi + kClearance) / length, f_lo = (n.toward_lo + kClearance) / length;
      if (hi_free && to_hi < n.toward_hi + kClearance && f_hi < 0.5) {
        t_hi = (n.anchor - f_hi * t_lo) / (1 - f_hi);
        changed = true;
      }
      if (lo_free && to_lo < n.toward_lo + kClearance && f_lo < 0.5) {
        t_lo = (n.anchor - f_lo * t_hi) / (1 - f_lo);
        changed = true;
      }
    }
    if (!changed) return;
  }
}

// One axis's headroom over the axes sharing its view (see apply_headroom for which texts count on
// x): the view grows until every member's texts fit in that member's box, so that all keep one
// view. Each member asks with its autoscaled views and its own box, in figure order, so every
// member computes the same growth. `boxes`: every axes' box, in figure order (empty: unknown, and a
// shared view is left as it is).
void headroom_on(const Axes& ax, AxesTransform& tr, const FigureState& fig, TextEngine& text, bool x_axis,
                 bool annotations_x, std::span<const Rect> boxes) {
  const std::vector<Axes*> shared = shared_group(ax, x_axis);
  std::vector<const Axes*> group{&ax};
  std::vector<Rect> member_boxes{tr.box};
  if (shared.size() > 1) {
    if (boxes.size() != fig.axes.size()) return;
    group.clear();
    member_boxes.clear();
    for (std::size_t i = 0; i < fig.axes.size(); ++i)
      if (std::find(shared.begin(), shared.end(), fig.axes[i].get()) != shared.end()) {
        // One view for all: headroom grows it only when every member asks for it.
        if (!state_of(*fig.axes[i]).auto_headroom) return;
        group.push_back(fig.axes[i].get());
        member_boxes.push_back(boxes[i]);
      }
    if (group.size() != shared.size()) return;
  }
  Interval& view = x_axis ? tr.xview : tr.yview;
  const Scale& sc = x_axis ? tr.xscale : tr.yscale;
  // Only autoscaled ends move (view.lo and view.hi after inversion: which did the user fix?),
  // and not an end held by a sticky edge (bars stay on their baseline) of any member. Ends fixed
  // by the user stay, unless every member asked for its fixed limits as a least view.
  bool lo_free = true, hi_free = true;
  for (const Axes* m : group) {
    const AxesState& s = state_of(*m);
    const AxisState& a = x_axis ? s.x : s.y;
    DataLimits lim;
    for (const auto& art : s.artists) art->data_limits(lim);
    const std::vector<double>& sticky = x_axis ? lim.sticky_x : lim.sticky_y;
    auto held = [&](double v) {
      const double tol = 1e-9 * std::max({1.0, std::abs(view.lo), std::abs(view.hi)});
      return std::any_of(sticky.begin(), sticky.end(), [&](double e) { return std::abs(e - v) <= tol; });
    };
    const bool past = s.headroom_past_limits;
    lo_free = lo_free && (past || !(a.inverted ? a.lim_hi : a.lim_lo).has_value()) && !held(view.lo);
    hi_free = hi_free && (past || !(a.inverted ? a.lim_lo : a.lim_hi).has_value()) && !held(view.hi);
  }
  if (!lo_free && !hi_free) return;
  const Rect figure_box{0, 0, fig.width_pt(), fig.height_pt()};
  NullCanvas null_canvas;
  // Each member's needs and the length of its axis.
  std::vector<std::pair<std::vector<Need>, double>> asks;
  for (std::size_t k = 0; k < group.size(); ++k) {
    AxesTransform mt = tr;
    if (group.size() > 1) {
      autoscale(*group[k], mt.xview, mt.yview);
      mt.xscale = state_of(*group[k]).x.scale;
      mt.yscale = state_of(*group[k]).y.scale;
      mt.box = member_boxes[k];
    }
    DrawContext ctx{null_canvas, mt, fig.theme, text, fig, figure_box};
    std::vector<Need> ns = needs(*group[k], ctx, x_axis, annotations_x);
    if (!x_axis) free_text_needs(*group[k], ctx, ns);
    if (!ns.empty()) asks.emplace_back(std::move(ns), x_axis ? mt.box.width() : mt.box.height());
  }
  if (asks.empty()) return;
  double t_lo = sc.forward(view.lo), t_hi = sc.forward(view.hi);
  if (!std::isfinite(t_lo) || !std::isfinite(t_hi)) return;
  // Growing one end for one member can take room from another's need at the other end: twice.
  for (int round = 0; round < (asks.size() > 1 ? 2 : 1); ++round)
    for (const auto& [ns, length] : asks) grow(t_lo, t_hi, lo_free, hi_free, length, ns);
  view = {sc.inverse(t_lo), sc.inverse(t_hi)};
}

}  // namespace

void apply_headroom(const Axes& ax, AxesTransform& tr, const FigureState& fig, TextEngine& text,
                    bool annotations_x, std::span<const Rect> boxes) {
  if (!state_of(ax).auto_headroom || fig.theme.matplotlib_compat) return;
  // y for every text anchored to data: value labels sit above (or below) their data. x only for
  // the labels at the ends of horizontal bars and annotations asking for it
  // (AnnotateOptions::headroom_x): growing x for all texts would widen shared x axes and move
  // texts that sit beside the data on purpose.
  headroom_on(ax, tr, fig, text, false, annotations_x, boxes);
  headroom_on(ax, tr, fig, text, true, annotations_x, boxes);
}

Rect content_extent(const Axes& ax, const AxesTransform& tr, const FigureState& fig, TextEngine& text) {
  const Rect figure_box{0, 0, fig.width_pt(), fig.height_pt()};
  NullCanvas null_canvas;
  DrawContext ctx{null_canvas, tr, fig.theme, text, fig, figure_box};
  Rect r = Rect::empty();
  for (const auto& a : state_of(ax).artists)
    if (!a->placed_late()) r = r.united(a->extent(ctx));
  return r;
}

}  // namespace libplot
