// Automatic headroom (libplot; matplotlib autoscales on data only, so a value label written just
// above the tallest bar touches or crosses the frame): an autoscaled limit grows until every
// text anchored to a data value fits inside the axes with a small clearance. And the extent of
// what an axes draws, for titles over axes without a frame.
#include <algorithm>
#include <cmath>

#include "model/figure_state.hpp"
#include "artists/artists.hpp"
#include "render/null_canvas.hpp"
#include "layout/axes_layout.hpp"

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

// Grows [t_lo, t_hi] (scale space; either order) where it is free, so each need fits in `length`
// points with the clearance.
void grow(double& t_lo, double& t_hi, bool lo_free, bool hi_free, double length, const std::vector<Need>& ns) {
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

// One axis's headroom (see apply_headroom for which texts count on x).
void headroom_on(const Axes& ax, AxesTransform& tr, const FigureState& fig, TextEngine& text, bool x_axis,
                 bool annotations_x) {
  const AxesState& s = state_of(ax);
  const AxisState& a = x_axis ? s.x : s.y;
  // A shared view is the same on every sharing axes: one axes' texts must not move it.
  if (shared_group(ax, x_axis).size() > 1) return;
  Interval& view = x_axis ? tr.xview : tr.yview;
  const Scale& sc = x_axis ? tr.xscale : tr.yscale;
  // Only autoscaled ends move (view.lo and view.hi after inversion: which did the user fix?),
  // and not an end held by a sticky edge (bars stay on their baseline).
  DataLimits lim;
  for (const auto& art : s.artists) art->data_limits(lim);
  const std::vector<double>& sticky = x_axis ? lim.sticky_x : lim.sticky_y;
  auto held = [&](double v) {
    const double tol = 1e-9 * std::max({1.0, std::abs(view.lo), std::abs(view.hi)});
    return std::any_of(sticky.begin(), sticky.end(), [&](double e) { return std::abs(e - v) <= tol; });
  };
  // Ends fixed by the user stay, unless they asked for their fixed limits as a least view.
  const bool past = s.headroom_past_limits;
  const bool lo_free = (past || !(a.inverted ? a.lim_hi : a.lim_lo).has_value()) && !held(view.lo);
  const bool hi_free = (past || !(a.inverted ? a.lim_lo : a.lim_hi).has_value()) && !held(view.hi);
  if (!lo_free && !hi_free) return;
  const Rect figure_box{0, 0, fig.width_pt(), fig.height_pt()};
  NullCanvas null_canvas;
  DrawContext ctx{null_canvas, tr, fig.theme, text, fig, figure_box};
  const std::vector<Need> ns = needs(ax, ctx, x_axis, annotations_x);
  if (ns.empty()) return;
  double t_lo = sc.forward(view.lo), t_hi = sc.forward(view.hi);
  if (!std::isfinite(t_lo) || !std::isfinite(t_hi)) return;
  grow(t_lo, t_hi, lo_free, hi_free, x_axis ? tr.box.width() : tr.box.height(), ns);
  view = {sc.inverse(t_lo), sc.inverse(t_hi)};
}

}  // namespace

void apply_headroom(const Axes& ax, AxesTransform& tr, const FigureState& fig, TextEngine& text, bool annotations_x) {
  if (!state_of(ax).auto_headroom || fig.theme.matplotlib_compat) return;
  // y for every text anchored to data: value labels sit above (or below) their data. x only for
  // the labels at the ends of horizontal bars and annotations asking for it
  // (AnnotateOptions::headroom_x): growing x for all texts would widen shared x axes and move
  // texts that sit beside the data on purpose.
  headroom_on(ax, tr, fig, text, false, annotations_x);
  headroom_on(ax, tr, fig, text, true, annotations_x);
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
