#include "layout/tight_layout.hpp"

#include <algorithm>
#include <numeric>

#include "model/axes_state.hpp"
#include "layout/axes_layout.hpp"
#include "layout/page.hpp"

namespace libplot {

namespace {

struct Params {
  double left, right, bottom, top, wspace, hspace;
};

Params resolve_params(const FigureState& f) {
  const Theme& t = f.theme;
  Params p{f.params.left.value_or(t.subplot_left),     f.params.right.value_or(t.subplot_right),
           f.params.bottom.value_or(t.subplot_bottom), f.params.top.value_or(t.subplot_top),
           f.params.wspace.value_or(t.subplot_wspace), f.params.hspace.value_or(t.subplot_hspace)};
  // A gridspec's own spacing wins over the figure's (GridSpec.get_subplot_params).
  if (f.grid.wspace) p.wspace = *f.grid.wspace;
  if (f.grid.hspace) p.hspace = *f.grid.hspace;
  return p;
}

// Cell edges in figure fraction (y up), as GridSpec.get_grid_positions.
void grid_positions(const GridSpec& g, const Params& p, std::vector<double>& bottoms,
                    std::vector<double>& tops, std::vector<double>& lefts, std::vector<double>& rights) {
  auto ratios = [](const std::vector<double>& r, int n) {
    return r.size() == static_cast<std::size_t>(n) ? r : std::vector<double>(n, 1.0);
  };
  const auto hr = ratios(g.height_ratios, g.nrows), wr = ratios(g.width_ratios, g.ncols);
  const double tot_h = p.top - p.bottom, tot_w = p.right - p.left;
  const double cell_h = tot_h / (g.nrows + p.hspace * (g.nrows - 1));
  const double sep_h = p.hspace * cell_h;
  const double norm_h = cell_h * g.nrows / std::accumulate(hr.begin(), hr.end(), 0.0);
  double acc = 0;
  for (int r = 0; r < g.nrows; ++r) {
    if (r > 0) acc += sep_h;
    tops.push_back(p.top - acc);
    acc += hr[r] * norm_h;
    bottoms.push_back(p.top - acc);
  }
  const double cell_w = tot_w / (g.ncols + p.wspace * (g.ncols - 1));
  const double sep_w = p.wspace * cell_w;
  const double norm_w = cell_w * g.ncols / std::accumulate(wr.begin(), wr.end(), 0.0);
  acc = 0;
  for (int c = 0; c < g.ncols; ++c) {
    if (c > 0) acc += sep_w;
    lefts.push_back(p.left + acc);
    acc += wr[c] * norm_w;
    rights.push_back(p.left + acc);
  }
}

// Figure-fraction boxes (x0 = left, y0 = bottom, x1 = right, y1 = top) of every axes.
std::vector<Rect> fraction_boxes(const FigureState& f, const Params& p) {
  GridSpec g = f.grid;
  if (!f.grid_set) g = GridSpec{};
  std::vector<double> bottoms, tops, lefts, rights;
  grid_positions(g, p, bottoms, tops, lefts, rights);
  std::vector<Rect> out;
  for (const auto& ax : f.axes) {
    const AxesState& s = state_of(*ax);
    if (s.fixed_rect) {
      out.push_back(*s.fixed_rect);
      continue;
    }
    const int r0 = std::clamp(s.row0, 0, g.nrows - 1), r1 = std::clamp(s.row1, r0 + 1, g.nrows);
    const int c0 = std::clamp(s.col0, 0, g.ncols - 1), c1 = std::clamp(s.col1, c0 + 1, g.ncols);
    out.push_back({lefts[c0], bottoms[r1 - 1], rights[c1 - 1], tops[r0]});
  }
  return out;
}

Rect to_points(const FigureState& f, const Rect& frac) {
  return {frac.x0 * f.width_pt(), (1 - frac.y1) * f.height_pt(), frac.x1 * f.width_pt(),
          (1 - frac.y0) * f.height_pt()};
}

// The largest box of height/width `want` inside `box`, at `anchor` (fractions of the free width
// from the left and of the free height from the bottom).
Rect shrink_to_aspect(const Rect& box, double want, Point anchor) {
  double w = box.width(), h = box.height();
  if (h / w > want) h = w * want;
  else w = h / want;
  const double x0 = box.x0 + anchor.x * (box.width() - w);
  const double y1 = box.y1 - anchor.y * (box.height() - h);
  return {x0, y1 - h, x0 + w, y1};
}

// How a colorbar splits its parent's cell (matplotlib's make_axes_gridspec in a grid cell,
// make_axes for an axes placed by add_axes): the parent's part and the colorbar's.
std::pair<Rect, Rect> colorbar_split(const Rect& cell, const ColorbarOptions& o, bool fixed) {
  const bool vertical = o.orientation == ColorbarOptions::Orientation::Vertical;
  const double f = o.fraction;
  const double pad = o.pad.value_or(vertical ? 0.05 : 0.15);
  const double len = vertical ? cell.width() : cell.height();
  double main_len, gap;
  if (fixed) {  // make_axes: splitx(1 - fraction - pad, 1 - fraction)
    main_len = (1 - f - pad) * len;
    gap = pad * len;
  } else {  // a 1 × 2 (or 2 × 1) sub-grid, spacing 2 pad / (1 - pad), ratios (1 - f - pad, f)
    const double space = 2 * pad / (1 - pad);
    const double cell_len = len / (2 + space);
    const double norm = cell_len * 2 / (1 - pad);
    main_len = (1 - f - pad) * norm;
    gap = space * cell_len;
  }
  if (vertical)
    return {{cell.x0, cell.y0, cell.x0 + main_len, cell.y1},
            {cell.x0 + main_len + gap, cell.y0, cell.x1, cell.y1}};
  return {{cell.x0, cell.y0, cell.x1, cell.y0 + main_len},
          {cell.x0, cell.y0 + main_len + gap, cell.x1, cell.y1}};
}

// The box an axes gets in its cell: a colorbar's part of its parent's cell (shrunk along its
// length, its extend triangles outside, its box aspect at its anchor), or what a colorbar left
// its parent; then an equal data aspect at the axes' anchor.
Rect place_in_cell(const Axes& ax, Rect box) {
  const AxesState& s = state_of(ax);
  // A twin keeps its host's box (after the host's colorbar or aspect took their share).
  if (s.twin_of) return place_in_cell(*s.twin_of, box);
  if (s.secondary_of) {
    // matplotlib's SecondaryAxis: a zero-thickness axes on its parent's box at `pos`.
    const Rect p = place_in_cell(*s.secondary_of, box);
    if (s.secondary_x) {
      const double y = p.y1 - s.secondary_pos * p.height();
      return {p.x0, y, p.x1, y};
    }
    const double x = p.x0 + s.secondary_pos * p.width();
    return {x, p.y0, x, p.y1};
  }
  if (s.colorbar_room) box = colorbar_split(box, *s.colorbar_room, s.fixed_rect.has_value()).first;
  if (s.colorbar_parent) {
    const AxesState& ps = state_of(*s.colorbar_parent);
    const ColorbarOptions& o = *ps.colorbar_room;
    const bool vertical = o.orientation == ColorbarOptions::Orientation::Vertical;
    box = colorbar_split(box, o, ps.fixed_rect.has_value()).second;
    // shrink about the middle of the length (anchor (0, 0.5) / (0.5, 1))
    if (vertical) {
      const double h = box.height() * o.shrink, c = box.centre().y;
      box = {box.x0, c - h / 2, box.x1, c + h / 2};
    } else {
      const double w = box.width() * o.shrink, c = box.centre().x;
      box = {c - w / 2, box.y0, c + w / 2, box.y1};
    }
    // matplotlib's _ColorbarAxesLocator: the interior shrinks to leave the triangles room.
    const double total = 1 + s.extend_lo + s.extend_hi;
    if (vertical) {
      const double h = box.height() / total;
      const double y1 = box.y1 - box.height() * s.extend_lo / total;
      box = {box.x0, y1 - h, box.x1, y1};
      return shrink_to_aspect(box, o.aspect / total, {0.0, 0.5});
    }
    const double w = box.width() / total;
    const double x0 = box.x0 + box.width() * s.extend_lo / total;
    box = {x0, box.y0, x0 + w, box.y1};
    return shrink_to_aspect(box, total / o.aspect, {0.5, 1.0});
  }
  if (!s.aspect_equal) return box;
  Interval xv, yv;
  autoscale(ax, xv, yv);
  // The data ratio in the scales' space (matplotlib's get_data_ratio).
  const double dx = std::abs(s.x.scale.forward(xv.hi) - s.x.scale.forward(xv.lo));
  const double dy = std::abs(s.y.scale.forward(yv.hi) - s.y.scale.forward(yv.lo));
  if (!(dx > 0 && dy > 0)) return box;
  return shrink_to_aspect(box, s.aspect_ratio * dy / dx, s.anchor);
}

// matplotlib's _auto_adjust_subplotpars: margins from each subplot's decorations.
Params solve_tight(const FigureState& f, const Params& start, TextEngine& text) {
  const TightLayoutOptions& o = *f.tight;
  const GridSpec g = f.grid_set ? f.grid : GridSpec{};
  const double fs_in = f.theme.font_size / 72.0;
  const double pad = o.pad * fs_in;
  const double vpad = o.h_pad.value_or(o.pad) * fs_in, hpad = o.w_pad.value_or(o.pad) * fs_in;
  const double W = f.width_in, H = f.height_in;
  std::vector<std::vector<double>> hspaces(g.nrows, std::vector<double>(g.ncols + 1, 0.0));
  std::vector<std::vector<double>> vspaces(g.nrows + 1, std::vector<double>(g.ncols, 0.0));
  const std::vector<Rect> frac = fraction_boxes(f, start);
  // One tight box per grid cell: the union of the axes in it (a host and its twins), as
  // matplotlib groups subplots by their subplotspec.
  struct Cell {
    const AxesState* s;
    Rect cell, tight;
  };
  std::vector<Cell> cells;
  std::vector<AxesLayout> layouts(f.axes.size());
  std::vector<Rect> boxes;
  for (std::size_t i = 0; i < f.axes.size(); ++i)
    boxes.push_back(place_in_cell(*f.axes[i], to_points(f, frac[i])));
  for (std::size_t i = 0; i < f.axes.size(); ++i) {
    const Axes& ax = *f.axes[i];
    const AxesState& s = state_of(ax);
    if (s.fixed_rect) continue;
    const AxesTransform* parent = s.secondary_of ? &layouts[parent_index(f, ax)].tr : nullptr;
    layouts[i] = layout_axes(ax, boxes[i], f, text, parent, /*annotations_x=*/false, boxes);
    // Point labels are placed after the layout, inside the axes; in matplotlib-compat mode they
    // are annotations at fixed offsets, which matplotlib's tight layout makes room for.
    place_late_artists(ax, layouts[i], f, text,
                       f.theme.matplotlib_compat ? LatePlacing::All : LatePlacing::LegendsOnly);
  }
  std::vector<AxesLayout*> lays;
  for (AxesLayout& l : layouts) lays.push_back(&l);
  raise_titles(f, lays);
  for (std::size_t i = 0; i < f.axes.size(); ++i) {
    const Axes& ax = *f.axes[i];
    const AxesState& s = state_of(ax);
    if (s.fixed_rect) continue;
    const Rect tight = axes_layout_extent(ax, layouts[i], f, text);
    auto same = [&](const Cell& c) {
      return c.s->row0 == s.row0 && c.s->row1 == s.row1 && c.s->col0 == s.col0 && c.s->col1 == s.col1;
    };
    auto it = std::find_if(cells.begin(), cells.end(), same);
    if (it != cells.end()) it->tight = it->tight.united(tight);
    else cells.push_back({&s, to_points(f, frac[i]), tight});  // cell: the original position
  }
  // Spaces between cells add up both neighbours' decorations (matplotlib's +=).
  for (const Cell& c : cells) {
    const AxesState& s = *c.s;
    const Rect& cell = c.cell;
    const Rect& tight = c.tight;
    const double l = (cell.x0 - tight.x0) / 72.0 / W, r = (tight.x1 - cell.x1) / 72.0 / W;
    const double t = (cell.y0 - tight.y0) / 72.0 / H, b = (tight.y1 - cell.y1) / 72.0 / H;
    for (int row = s.row0; row < s.row1; ++row) {
      hspaces[row][s.col0] += l;
      hspaces[row][s.col1] += r;
    }
    for (int col = s.col0; col < s.col1; ++col) {
      vspaces[s.row0][col] += t;
      vspaces[s.row1][col] += b;
    }
  }
  auto col_max = [&](int c) {
    double m = 0;
    for (int r = 0; r < g.nrows; ++r) m = std::max(m, hspaces[r][c]);
    return m;
  };
  auto row_max = [&](int r) {
    double m = 0;
    for (int c = 0; c < g.ncols; ++c) m = std::max(m, vspaces[r][c]);
    return m;
  };
  double ml = col_max(0) + pad / W, mr = col_max(g.ncols) + pad / W;
  double mt = row_max(0) + pad / H, mb = row_max(g.nrows) + pad / H;
  for (const FigureText& t : f.texts) {
    if (!t.is_suptitle || t.text.empty()) continue;
    const Rect b = figure_text_box(f, t, text, nullptr);
    mt += b.height() / 72.0 / H + pad / H;
  }
  if (o.rect) {
    ml = std::max(ml, o.rect->x0);
    mb = std::max(mb, o.rect->y0);
    mr = std::max(mr, 1 - o.rect->x1);
    mt = std::max(mt, 1 - o.rect->y1);
  }
  Params p = start;
  if (ml + mr >= 1 || mb + mt >= 1) return p;  // matplotlib gives up and warns
  p.left = ml;
  p.right = 1 - mr;
  p.bottom = mb;
  p.top = 1 - mt;
  // wspace / hspace: the largest space any boundary between n cells needs, plus the pad, as a
  // fraction of one axes' size; unchanged when the axes would have no room left.
  const auto spacing = [](int n, const auto& need_at, double gap_pad, double margin_hi, double margin_lo,
                          double& out) {
    if (n < 2) return;
    double gap = 0;
    for (int k = 1; k < n; ++k) gap = std::max(gap, need_at(k));
    gap += gap_pad;
    const double axes = (1 - margin_hi - margin_lo - gap * (n - 1)) / n;
    if (axes > 0) out = gap / axes;
  };
  spacing(g.ncols, col_max, hpad / W, mr, ml, p.wspace);
  spacing(g.nrows, row_max, vpad / H, mt, mb, p.hspace);
  return p;
}

}  // namespace

std::vector<Rect> axes_boxes(const FigureState& f, TextEngine& text) {
  Params p = resolve_params(f);
  if (f.tight && !f.axes.empty()) {
    // matplotlib's tight_layout() runs once, before savefig, with an Agg renderer at the figure's
    // own dpi: it measures text hinted at that dpi, whatever the output's format and dpi.
    const TextMetrics saved = text.metrics();
    text.set_metrics(TextMetrics::raster_at(f.dpi));
    try {
      p = solve_tight(f, p, text);
    } catch (...) {
      text.set_metrics(saved);
      throw;
    }
    text.set_metrics(saved);
    // As in matplotlib, a gridspec's own spacing still wins over what tight layout computed.
    if (f.grid.wspace) p.wspace = *f.grid.wspace;
    if (f.grid.hspace) p.hspace = *f.grid.hspace;
  }
  const std::vector<Rect> frac = fraction_boxes(f, p);
  std::vector<Rect> out;
  for (std::size_t i = 0; i < f.axes.size(); ++i)
    out.push_back(place_in_cell(*f.axes[i], to_points(f, frac[i])));
  return out;
}

}  // namespace libplot
