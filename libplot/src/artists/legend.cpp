#include "model/figure_state.hpp"
#include "artists/legend.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

#include "artists/artists.hpp"
#include "model/axes_state.hpp"

namespace libplot {

LegendArtist::LegendArtist(const Axes& owner, LegendOptions opts) : owner_(owner), opts_(std::move(opts)) {
  zorder = 5;
}

// A described entry (LegendEntry) as the handle matplotlib's HandlerLine2D / HandlerPatch draws.
static LegendHandle handle_of(const LegendEntry& e, const Theme& t) {
  LegendHandle h;
  h.alpha = e.alpha;
  if (e.kind == LegendEntry::Kind::Patch) {
    const Color face = e.facecolor.value_or(e.color.value_or(t.cycle(0)));
    h.face = face.with_alpha(face.a * e.alpha);
    const std::optional<Color> edge = e.edgecolor ? e.edgecolor : e.color;
    if (edge) h.edge = edge->with_alpha(edge->a * e.alpha);
    h.edge_width = e.linewidth.value_or(t.patch_linewidth);
    return h;
  }
  h.kind = LegendHandle::Kind::Line;
  const Color c = e.color.value_or(t.cycle(0));
  const double width = e.linewidth.value_or(t.lines_linewidth);
  if (!e.linestyle.is_none() && width > 0)
    h.line = make_line_style(c.with_alpha(c.a * e.alpha), width, e.linestyle);
  h.face = c;
  h.marker = e.marker == "none" || e.marker == "None" ? "" : e.marker;
  h.markersize = e.markersize.value_or(t.lines_markersize);
  h.marker_face = e.markerfacecolor.value_or(c);
  h.marker_edge = e.markeredgecolor.value_or(c);
  h.marker_edge_width = e.markeredgewidth.value_or(t.lines_markeredgewidth);
  return h;
}

std::vector<LegendArtist::Entry> LegendArtist::entries() const {
  std::vector<Entry> out;
  if (!opts_.handles.empty()) {
    for (const LegendEntry& e : opts_.handles) out.push_back({handle_of(e, owner_.theme()), e.label});
    return out;
  }
  auto gather = [&](const Axes& ax) {
    for (const bool containers : {false, true})
      for (const auto& a : state_of(ax).artists) {
        if (a->container != containers || a->label.empty() || a->label[0] == '_') continue;
        if (auto h = a->legend_handle()) out.push_back({*h, a->label});
      }
  };
  gather(owner_);
  for (const Axes* o : opts_.also_from) gather(*o);
  return out;
}

Obstacles collect_obstacles(const Axes& ax, const DrawContext& ctx, const Artist* skip, bool bar_ends_only) {
  Obstacles obs;
  for (const auto& a : state_of(ax).artists) {
    if (a.get() == skip || a->placed_late()) continue;
    const auto* bars = bar_ends_only ? dynamic_cast<const BarsArtist*>(a.get()) : nullptr;
    if (bars) bars->end_obstacles(ctx, obs);
    else a->obstacles(ctx, obs);
  }
  return obs;
}

struct LegendArtist::Packed {
  double width = 0, height = 0;  // the frame box
  struct Row {
    Entry entry;
    double baseline;
    double x;
    TextBlock text;
  };
  std::vector<Row> rows;  // relative to the frame's top-left
  FontSpec font;
  double fs = 10;
  std::optional<TextBlock> title;  // above the entries, centred
  double title_x = 0, title_baseline = 0;
};

LegendArtist::Packed LegendArtist::pack(const DrawContext& ctx) const {
  const Theme& th = ctx.theme;
  Packed P;
  P.fs = opts_.fontsize.value_or(th.legend_fontsize);
  P.font = th.font(P.fs);
  const double f = P.fs;
  const double pad = th.legend_borderpad * f, sep = th.legend_labelspacing * f;
  const double hl = th.legend_handlelength * f, htp = th.legend_handletextpad * f;
  const double handle_h = th.legend_handleheight * f - 0.35 * f * (th.legend_handleheight - 0.7);
  const TextBlock lp = ctx.text.layout("lp", P.font);
  const double lp_h = lp.height, lp_d = lp.descent;
  const auto all = entries();
  const int ncol = std::max(1, opts_.ncol);
  const std::size_t per_col = (all.size() + ncol - 1) / ncol;
  double x = pad, total_w = 0, total_h = 0;
  for (int c = 0; c < ncol; ++c) {
    double y = pad, col_w = 0;
    for (std::size_t i = c * per_col; i < std::min(all.size(), (c + 1) * per_col); ++i) {
      TextBlock tb = ctx.text.layout(all[i].label, P.font);
      // TextArea: height above the baseline at least "lp"'s, descent at least "lp"'s.
      const double text_hd = std::max(lp_h - lp_d, tb.height - tb.descent);
      const double text_d = std::max(lp_d, tb.descent);
      const double above = std::max(handle_h, text_hd), below = text_d;
      if (i > c * per_col) y += sep;
      const double baseline = y + above;
      col_w = std::max(col_w, hl + htp + tb.width);
      P.rows.push_back({all[i], baseline, x, std::move(tb)});
      y = baseline + below;
    }
    total_h = std::max(total_h, y);
    x += col_w + (c + 1 < ncol ? th.legend_columnspacing * f : 0);
    total_w = x;
  }
  P.width = total_w + pad;
  P.height = total_h + pad;
  if (opts_.title && !opts_.title->empty()) {
    // matplotlib's VPacker(children=[title TextArea, entries], sep=labelspacing, align="center"):
    // the title in font.size (legend.title_fontsize None), the entries below it, both centred.
    const FontSpec tf = th.font(th.font_size);
    TextBlock tb = ctx.text.layout(*opts_.title, tf);
    const TextBlock tlp = ctx.text.layout("lp", tf);
    const double hd = std::max(tlp.height - tlp.descent, tb.height - tb.descent);
    const double d = std::max(tlp.descent, tb.descent);
    const double entries_w = total_w - pad, inner_w = std::max(entries_w, tb.width);
    const double dx = (inner_w - entries_w) / 2, dy = hd + d + (all.empty() ? 0 : sep);
    for (auto& row : P.rows) {
      row.x += dx;
      row.baseline += dy;
    }
    P.title_x = pad + (inner_w - tb.width) / 2;
    P.title_baseline = pad + hd;
    P.title = std::move(tb);
    P.width = inner_w + 2 * pad;
    P.height = (all.empty() ? pad + hd + d : total_h + dy) + pad;
  }
  return P;
}

namespace {

enum Loc { Best = 0, UR, UL, LL, LR, R, CL, CR, LC, UC, C };  // LegendLoc's order

Loc parse_loc(const Choice<LegendLoc>& loc) {
  if (loc.valid()) return static_cast<Loc>(loc.value());
  std::string list;
  for (std::string_view n : ChoiceWords<LegendLoc>::words)
    list += std::string(list.empty() ? "'" : ", '") + std::string(n) + "'";
  throw InvalidArgument("legend: loc is '" + std::string(loc.word()) + "'; expected one of " + list);
}

// The legend's top-left for a location code inside `container` (matplotlib's _get_anchored_bbox).
Point anchored(Loc loc, double w, double h, const Rect& c) {
  double x = c.x0, y = c.y0;
  switch (loc) {
    case UR:
      x = c.x1 - w;
      y = c.y0;
      break;
    case UL:
      x = c.x0;
      y = c.y0;
      break;
    case LL:
      x = c.x0;
      y = c.y1 - h;
      break;
    case LR:
      x = c.x1 - w;
      y = c.y1 - h;
      break;
    case R:
    case CR:
      x = c.x1 - w;
      y = (c.y0 + c.y1 - h) / 2;
      break;
    case CL:
      x = c.x0;
      y = (c.y0 + c.y1 - h) / 2;
      break;
    case LC:
      x = (c.x0 + c.x1 - w) / 2;
      y = c.y1 - h;
      break;
    case UC:
      x = (c.x0 + c.x1 - w) / 2;
      y = c.y0;
      break;
    case C:
      x = (c.x0 + c.x1 - w) / 2;
      y = (c.y0 + c.y1 - h) / 2;
      break;
    case Best: break;
  }
  return {x, y};
}

// Points between a frame placed off the data (avoid_data) and any data.
constexpr double kDataClearance = 2.0;

// matplotlib's _find_best_position badness: data vertices inside, boxes and texts overlapped,
// lines crossed (once per line); with `marks`, also the line markers overlapped (not matplotlib's).
double badness(const Rect& r, const Obstacles& obs, bool texts, bool marks) {
  double bad = 0;
  for (const Point& p : obs.points) bad += r.contains(p) ? 1 : 0;
  for (const Rect& b : obs.boxes) bad += r.intersects(b) ? 1 : 0;
  for (const auto& line : obs.lines) {
    for (std::size_t i = 1; i < line.size(); ++i)
      if (segment_intersects(line[i - 1], line[i], r)) {
        bad += 1;
        break;
      }
  }
  if (texts)
    for (const Rect& t : obs.texts) bad += r.intersects(t) ? 1 : 0;
  if (marks)
    for (const Rect& m : obs.marks) bad += r.intersects(m) ? 1 : 0;
  return bad;
}

}  // namespace

// LegendOptions::avoid_data: the preferred frame if nothing is under it (with a small
// clearance), else the free grid position nearest to it, else the least covered one.
Rect clear_of_data(const Rect& preferred, const Rect& container, const Obstacles& obs, bool texts) {
  const double clearance = kDataClearance;
  auto score = [&](const Rect& r) { return badness(r.padded(clearance), obs, texts, true); };
  if (score(preferred) == 0) return preferred;
  const int steps = 40;
  const double w = preferred.width(), h = preferred.height();
  const double span_x = std::max(0.0, container.width() - w), span_y = std::max(0.0, container.height() - h);
  const Point want = preferred.centre();
  Rect best = preferred;
  double best_bad = score(preferred), best_dist = 0;
  for (int i = 0; i <= steps; ++i)
    for (int j = 0; j <= steps; ++j) {
      const Rect r =
          Rect::from_xywh(container.x0 + span_x * i / steps, container.y0 + span_y * j / steps, w, h);
      const double bad = score(r);
      const Point c = r.centre();
      const double dist = std::hypot(c.x - want.x, c.y - want.y);
      if (bad < best_bad || (bad == best_bad && dist < best_dist)) {
        best = r;
        best_bad = bad;
        best_dist = dist;
      }
    }
  return best;
}

double data_under(const Rect& r, const Obstacles& obs, bool texts) {
  return badness(r.padded(kDataClearance), obs, texts, true);
}

void check_legend_loc(const Choice<LegendLoc>& loc) { parse_loc(loc); }

struct LegendArtist::Placed : LatePlacement {
  Packed packed;
  Rect frame;  // empty without entries
};

std::shared_ptr<const LatePlacement> LegendArtist::place_late(const DrawContext& ctx) const {
  auto placed = std::make_shared<Placed>();
  placed->packed = pack(ctx);
  placed->frame = placed->packed.rows.empty() ? Rect::empty() : find_frame(ctx, placed->packed);
  return placed;
}

Rect LegendArtist::frame(const DrawContext& ctx) const { return ctx.placement_of<Placed>(*this).frame; }

Rect LegendArtist::find_frame(const DrawContext& ctx, const Packed& P) const {
  const Theme& th = ctx.theme;
  // matplotlib-compat: matplotlib's own placement (no data or text avoidance).
  const bool compat = ctx.fig.theme.matplotlib_compat;
  const bool avoid_data = opts_.avoid_data && !compat, avoid_text = opts_.avoid_text && !compat;
  const double bap = th.legend_borderaxespad * P.fs;
  const Loc loc = parse_loc(opts_.loc ? *opts_.loc : th.legend_loc);
  if (opts_.bbox_to_anchor) {
    // A point anchor: matplotlib pads the zero-size box by -borderaxespad, so the legend's named
    // corner lands borderaxespad away from the point, on the legend's own side.
    const Point a = ctx.tr.axes_to_fig(*opts_.bbox_to_anchor);
    const Point tl =
        anchored(loc == Best ? UR : loc, P.width, P.height, {a.x + bap, a.y + bap, a.x - bap, a.y - bap});
    return Rect::from_xywh(tl.x, tl.y, P.width, P.height);
  }
  const Rect container = ctx.tr.box.padded(-bap);
  if (loc != Best && !avoid_data) {
    const Point tl = anchored(loc, P.width, P.height, container);
    return Rect::from_xywh(tl.x, tl.y, P.width, P.height);
  }
  // Everything drawn in the axes (and its twins, and the axes the legend gathers from).
  const bool ends_only = avoid_data && opts_.over_bar_bodies;
  Obstacles obs = collect_obstacles(owner_, ctx, this, ends_only);
  std::vector<const Axes*> others(opts_.also_from.begin(), opts_.also_from.end());
  if (avoid_data)
    for (const Axes* t : state_of(owner_).twins)
      if (std::find(others.begin(), others.end(), t) == others.end()) others.push_back(t);
  for (const Axes* o : others) {
    Obstacles more = collect_obstacles(*o, ctx, nullptr, ends_only);
    obs.points.insert(obs.points.end(), more.points.begin(), more.points.end());
    obs.lines.insert(obs.lines.end(), more.lines.begin(), more.lines.end());
    obs.boxes.insert(obs.boxes.end(), more.boxes.begin(), more.boxes.end());
    obs.texts.insert(obs.texts.end(), more.texts.begin(), more.texts.end());
    obs.marks.insert(obs.marks.end(), more.marks.begin(), more.marks.end());
  }
  // With avoid_data: the free place nearest to `r`; with outside_when_full, when none is free,
  // right of the axes.
  auto clear = [&](const Rect& r) {
    const Rect inside = clear_of_data(r, container, obs, avoid_text);
    if (!opts_.outside_when_full || badness(inside.padded(kDataClearance), obs, avoid_text, true) == 0)
      return inside;
    return Rect::from_xywh(ctx.tr.box.x1 + bap, ctx.tr.box.y0, P.width, P.height);
  };
  if (loc != Best) {
    const Point tl = anchored(loc, P.width, P.height, container);
    return clear(Rect::from_xywh(tl.x, tl.y, P.width, P.height));
  }
  // "best": the first candidate with the least badness (matplotlib's _find_best_position).
  Rect best;
  double best_bad = INFINITY;
  for (int code = UR; code <= C; ++code) {
    const Point tl = anchored(static_cast<Loc>(code), P.width, P.height, container);
    const Rect r = Rect::from_xywh(tl.x, tl.y, P.width, P.height);
    // Avoiding data, a candidate must keep the clearance too (a line just past a corner is "under" it).
    const double bad = badness(avoid_data ? r.padded(kDataClearance) : r, obs, avoid_text, avoid_data);
    if (bad < best_bad) {
      best_bad = bad;
      best = r;
      if (bad == 0) break;
    }
  }
  if (avoid_data && best_bad > 0) return clear(best);
  return best;
}

void LegendArtist::draw(const DrawContext& ctx) const {
  const Placed& placed = ctx.placement_of<Placed>(*this);
  const Packed& P = placed.packed;
  if (P.rows.empty()) return;
  const Theme& th = ctx.theme;
  const Rect& fr = placed.frame;
  const double f = P.fs;
  if (opts_.frameon.value_or(th.legend_frameon)) {
    const double alpha = opts_.framealpha.value_or(th.legend_framealpha);
    const Path p = rounded_box_path(fr, th.legend_fancybox ? 0.2 * f : 0);
    const Color face = th.legend_facecolor.value_or(th.axes_facecolor);
    ctx.canvas.fill_path(p, face.with_alpha(alpha));
    LineStyle s;
    s.color = th.legend_edgecolor.with_alpha(alpha);
    s.width = th.patch_linewidth;
    ctx.canvas.stroke_path(p, s);
  }
  const double hl = th.legend_handlelength * f;
  const double handle_h = th.legend_handleheight * f - 0.35 * f * (th.legend_handleheight - 0.7);
  for (const auto& row : P.rows) {
    const double x0 = fr.x0 + row.x, base = fr.y0 + row.baseline;
    const LegendHandle& h = row.entry.handle;
    const double ymid = base - handle_h / 2;
    const double xmid = x0 + hl / 2;
    CanvasGroup entry_group(ctx.canvas, {.role = DrawRole::LegendEntry, .label = row.entry.label});
    switch (h.kind) {
      case LegendHandle::Kind::Patch: {
        const Path p = Path::rectangle({x0, base - handle_h, x0 + hl, base});
        ctx.canvas.fill_path(p, h.face);
        if (h.edge && h.edge_width > 0) {
          LineStyle s;
          s.color = *h.edge;
          s.width = h.edge_width;
          ctx.canvas.stroke_path(p, s);
        }
        break;
      }
      case LegendHandle::Kind::Line:
      case LegendHandle::Kind::Errorbar: {
        if (h.line) {
          Path p;
          p.move_to({x0, ymid}).line_to({x0 + hl, ymid});
          ctx.canvas.stroke_path(p, *h.line);
        }
        if (h.kind == LegendHandle::Kind::Errorbar && h.errbar) {
          // matplotlib's HandlerErrorbar: bars of ±0.5 font size through the marker, caps
          // capsize long ("_" on y bars, "|" on x bars) and capthick wide.
          const double e = 0.5 * f;
          LineStyle cap_style = *h.errbar;
          cap_style.width = h.capthick;
          if (h.has_yerr) {
            Path p;
            p.move_to({xmid, ymid - e}).line_to({xmid, ymid + e});
            ctx.canvas.stroke_path(p, *h.errbar);
            if (h.capsize > 0) {
              Path cap;
              cap.move_to({-h.capsize, 0}).line_to({h.capsize, 0});
              std::vector<Point> at{{xmid, ymid - e}, {xmid, ymid + e}};
              ctx.canvas.draw_markers(cap, at, std::nullopt, cap_style);
            }
          }
          if (h.has_xerr) {
            Path p;
            p.move_to({xmid - e, ymid}).line_to({xmid + e, ymid});
            ctx.canvas.stroke_path(p, *h.errbar);
            if (h.capsize > 0) {
              Path cap;
              cap.move_to({0, -h.capsize}).line_to({0, h.capsize});
              std::vector<Point> at{{xmid - e, ymid}, {xmid + e, ymid}};
              ctx.canvas.draw_markers(cap, at, std::nullopt, cap_style);
            }
          }
        }
        if (!h.marker.empty())
          draw_markers_at(ctx, h.marker, h.markersize * th.legend_markerscale, {{xmid, ymid}},
                          h.marker_face.value_or(h.face), h.marker_edge.value_or(h.face), h.marker_edge_width,
                          h.alpha);
        break;
      }
      case LegendHandle::Kind::Marker: {
        // Scatter handles sit at 3/8 of the handle height (legend.scatteryoffsets).
        const double y = base - 0.375 * handle_h;
        draw_markers_at(ctx, h.marker, h.markersize * th.legend_markerscale, {{xmid, y}},
                        h.marker_face.value_or(h.face), h.marker_edge.value_or(h.face), h.marker_edge_width,
                        h.alpha);
        break;
      }
    }
    const double tx = x0 + hl + th.legend_handletextpad * f;
    const double top = base - (row.text.lines.empty() ? 0 : row.text.lines.front().baseline);
    ctx.canvas.draw_text({row.text, {tx, top}, 0, th.text_color});
  }
  if (P.title) {
    const double top =
        fr.y0 + P.title_baseline - (P.title->lines.empty() ? 0 : P.title->lines.front().baseline);
    ctx.canvas.draw_text({*P.title, {fr.x0 + P.title_x, top}, 0, th.text_color});
  }
}

void LegendArtist::obstacles(const DrawContext& ctx, Obstacles& out) const {
  const Placed& placed = ctx.placement_of<Placed>(*this);
  if (!placed.packed.rows.empty()) out.boxes.push_back(placed.frame);
}

Rect LegendArtist::extent(const DrawContext& ctx) const { return frame(ctx); }

}  // namespace libplot
