// Drawing one axes in matplotlib's order: background, then artists, axis decorations and spines
// sorted by zorder (stable, so equal zorders keep insertion order).
#include <algorithm>
#include <functional>

#include "model/artist.hpp"
#include "render/null_canvas.hpp"
#include "artists/artists.hpp"
#include "layout/axes_layout.hpp"
#include "layout/artist_group.hpp"
#include "libplot/linestyle.hpp"

namespace libplot {

namespace {

double axis_zorder(Theme::AxisBelow b) {
  switch (b) {
    case Theme::AxisBelow::Below: return 0.5;
    case Theme::AxisBelow::Line: return 1.5;
    case Theme::AxisBelow::Above: return 2.5;
  }
  return 1.5;
}

void draw_label(Canvas& c, const PlacedLabel& l) {
  c.draw_text({l.block, l.placed.origin, l.placed.rotation_deg, l.color});
}

void draw_grid(const Axes& ax, const AxesLayout& L, Canvas& c, const Theme& th, bool is_x) {
  const AxisState& a = is_x ? state_of(ax).x : state_of(ax).y;
  auto line_at = [&](double v, Path& p) {
    if (is_x) {
      const double x = L.tr.x_to_fig(v);
      p.move_to({x, L.box.y0}).line_to({x, L.box.y1});
    } else {
      const double y = L.tr.y_to_fig(v);
      p.move_to({L.box.x0, y}).line_to({L.box.x1, y});
    }
  };
  auto stroke = [&](const std::vector<double>& vals, const AxisState::GridStyle& g) {
    if (vals.empty()) return;
    Path p;
    for (double v : vals) line_at(v, p);
    Color col = g.color.value_or(th.grid_color);
    col.a = g.alpha.value_or(th.grid_alpha);
    LineStyle s =
        make_line_style(col, g.width.value_or(th.grid_linewidth), g.style.value_or(Dash(th.grid_linestyle)));
    s.cap = LineCap::Projecting;
    if (!s.dashes.empty()) s.cap = LineCap::Butt;
    c.push_clip(L.box);
    c.stroke_path(p, s);
    c.pop_clip();
  };
  const AxisTicks& t = is_x ? L.xticks : L.yticks;
  if (a.twin_grid_hidden && !th.matplotlib_compat) return;
  if (a.grid_major) stroke(t.major, a.grid_styles[0]);
  if (a.grid_minor) stroke(t.minor, a.grid_styles[1]);
}

void draw_ticks(const Axes& ax, const AxesLayout& L, Canvas& c, const Theme& th, bool is_x) {
  const AxisState& a = is_x ? state_of(ax).x : state_of(ax).y;
  const TickTheme& tt = is_x ? th.xtick : th.ytick;
  auto one_set = [&](const std::vector<double>& vals, double size, double width) {
    if (vals.empty() || size <= 0 || width <= 0) return;
    double out = size, in = 0;
    if (tt.direction == TickTheme::Direction::In) {
      out = 0;
      in = size;
    }
    if (tt.direction == TickTheme::Direction::InOut) {
      out = size / 2;
      in = size / 2;
    }
    Path p;
    for (double v : vals) {
      if (is_x) {
        const double x = L.tr.x_to_fig(v);
        if (a.ticks_low) p.move_to({x, L.box.y1 - in}).line_to({x, L.box.y1 + out});
        if (a.ticks_high) p.move_to({x, L.box.y0 + in}).line_to({x, L.box.y0 - out});
      } else {
        const double y = L.tr.y_to_fig(v);
        if (a.ticks_low) p.move_to({L.box.x0 + in, y}).line_to({L.box.x0 - out, y});
        if (a.ticks_high) p.move_to({L.box.x1 - in, y}).line_to({L.box.x1 + out, y});
      }
    }
    LineStyle s;
    s.color = a.tick_color.value_or(tt.color);
    s.width = width;
    c.stroke_path(p, s);
  };
  const AxisTicks& t = is_x ? L.xticks : L.yticks;
  one_set(t.major, a.tick_length.value_or(tt.major_size), a.tick_width.value_or(tt.major_width));
  one_set(t.minor, tt.minor_size, tt.minor_width);
}

void draw_axis(const Axes& ax, const AxesLayout& L, Canvas& c, const Theme& th, bool is_x) {
  {
    CanvasGroup g(c, {.role = DrawRole::Grid});
    draw_grid(ax, L, c, th, is_x);
  }
  {
    CanvasGroup g(c, {.role = DrawRole::Tick});
    draw_ticks(ax, L, c, th, is_x);
  }
  {
    CanvasGroup g(c, {.role = is_x ? DrawRole::TickLabelX : DrawRole::TickLabelY});
    for (const auto& l : is_x ? L.xtick_labels : L.ytick_labels) draw_label(c, l);
  }
  CanvasGroup g(c, {.role = DrawRole::AxisLabel});
  if (is_x && L.xlabel) draw_label(c, *L.xlabel);
  if (!is_x && L.ylabel) draw_label(c, *L.ylabel);
  CanvasGroup o(c, {.role = DrawRole::OffsetText});
  if (is_x && L.xoffset) draw_label(c, *L.xoffset);
  if (!is_x && L.yoffset) draw_label(c, *L.yoffset);
}

void draw_spines(const Axes& ax, const AxesLayout& L, Canvas& c, const Theme& th) {
  const AxesState& s = state_of(ax);
  const Rect& b = L.box;
  const std::pair<Point, Point> ends[4] = {{{b.x0, b.y1}, {b.x0, b.y0}},
                                           {{b.x1, b.y1}, {b.x1, b.y0}},
                                           {{b.x0, b.y0}, {b.x1, b.y0}},
                                           {{b.x0, b.y1}, {b.x1, b.y1}}};
  for (int i = 0; i < 4; ++i) {
    const SpineState& sp = s.spines[i];
    if (!sp.visible) continue;
    // A twin draws only the spine its axis sits on; the host draws the frame.
    LineStyle st;
    st.color = sp.color.value_or(th.axes_edgecolor);
    st.width = sp.width.value_or(th.axes_linewidth);
    st.cap = LineCap::Projecting;
    st.join = LineJoin::Miter;
    Path p;
    p.move_to(ends[i].first).line_to(ends[i].second);
    c.stroke_path(p, st);
  }
}

}  // namespace

std::vector<RefLine> reference_lines(const Axes& ax, const AxesTransform& tr) {
  std::vector<RefLine> out;
  for (const auto& a : state_of(ax).artists)
    if (const auto* r = dynamic_cast<const RefLineArtist*>(a.get()))
      out.push_back(
          {r->horizontal, r->horizontal ? tr.y_to_fig(r->value) : tr.x_to_fig(r->value), r->width / 2});
  return out;
}

void draw_axes(const Axes& ax, const AxesLayout& L, Canvas& canvas, const FigureState& fig,
               TextEngine& text) {
  const AxesState& s = state_of(ax);
  const Theme& th = fig.theme;
  const Rect figure_box{0, 0, fig.width_pt(), fig.height_pt()};
  DrawContext ctx{canvas, L.tr, th, text, fig, figure_box, reference_lines(ax, L.tr), &L.late};
  CanvasGroup axes_group(canvas, {.frame = L.box, .frame_on = s.axis_on});
  const Color face = s.facecolor.value_or(th.axes_facecolor);
  if (s.axis_on && face.a > 0) {
    CanvasGroup g(canvas, {.role = DrawRole::AxesFace});
    canvas.fill_path(Path::rectangle(L.box), face);
  }

  struct Item {
    double z;
    int order;
    std::function<void()> draw;
  };
  std::vector<Item> items;
  int order = 0;
  for (const auto& a : s.artists) {
    const Artist* art = a.get();
    items.push_back({art->draw_zorder(ctx), order++, [&, art] {
                       CanvasGroup g(canvas, artist_group(*art));
                       if (art->clipped()) canvas.push_clip(L.box);
                       art->draw(ctx);
                       if (art->clipped()) canvas.pop_clip();
                     }});
  }
  if (s.axis_on) {
    const double az = axis_zorder(s.axisbelow);
    items.push_back({az, order++, [&] { draw_axis(ax, L, canvas, th, true); }});
    items.push_back({az, order++, [&] { draw_axis(ax, L, canvas, th, false); }});
    items.push_back({2.5, order++, [&] {
                       CanvasGroup g(canvas, {.role = DrawRole::Spine});
                       draw_spines(ax, L, canvas, th);
                     }});
  }
  if (L.title)
    items.push_back({3, order++, [&] {
                       CanvasGroup g(canvas, {.role = DrawRole::Title});
                       draw_label(canvas, *L.title);
                     }});
  std::stable_sort(items.begin(), items.end(), [](const Item& a, const Item& b) {
    return a.z < b.z || (a.z == b.z && a.order < b.order);
  });
  // Artists placed against the others (legends, point labels) draw in their z slot where the
  // layout placed them.
  for (auto& it : items) it.draw();
}

Rect axes_tight_extent(const Axes& ax, const AxesLayout& L, const FigureState& fig, TextEngine& text) {
  const Rect figure_box{0, 0, fig.width_pt(), fig.height_pt()};
  NullCanvas null_canvas;
  DrawContext ctx{null_canvas, L.tr, fig.theme, text, fig, figure_box, reference_lines(ax, L.tr), &L.late};
  Rect r = L.decorations;
  for (const auto& a : state_of(ax).artists) {
    if (a->placed_late() && !ctx.has_placement(*a)) continue;
    Rect e = a->extent(ctx);
    if (e.is_empty()) continue;
    if (a->clipped()) {
      e = {std::max(e.x0, L.box.x0), std::max(e.y0, L.box.y0), std::min(e.x1, L.box.x1),
           std::min(e.y1, L.box.y1)};
      if (e.is_empty()) continue;
    }
    r = r.united(e);
  }
  return r;
}

}  // namespace libplot
