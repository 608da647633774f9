// What tight layout makes room for (matplotlib's Axes.get_tightbbox(for_layout_only=True)): the
// axes' tight extent, except that the title and the x label count with their width collapsed to
// one pixel and the y label with its height collapsed, so a title wider than its axes does not
// push the subplots in (the adjustment could not fix it anyway).
#include "layout/axes_layout.hpp"

namespace libplot {

Rect axes_layout_extent(const Axes& ax, const AxesLayout& L, const FigureState& fig, TextEngine& text) {
  const double px = 72.0 / fig.dpi;  // one pixel of the figure, points
  auto thin_x = [&](const Rect& r) {
    const double c = (r.x0 + r.x1) / 2;
    return Rect{c - px / 2, r.y0, c + px / 2, r.y1};
  };
  auto thin_y = [&](const Rect& r) {
    const double c = (r.y0 + r.y1) / 2;
    return Rect{r.x0, c - px / 2, r.x1, c + px / 2};
  };
  Rect r = L.box;
  if (!state_of(ax).axis_on && !fig.theme.matplotlib_compat) {
    const Rect content = content_extent(ax, L.tr, fig, text);
    if (!content.is_empty()) r = content;
  } else r = tick_marks_extent(state_of(ax), L, fig.theme);
  for (const auto& l : L.xtick_labels) r = r.united(l.placed.bbox);
  for (const auto& l : L.ytick_labels) r = r.united(l.placed.bbox);
  if (L.xoffset) r = r.united(L.xoffset->placed.bbox);
  if (L.yoffset) r = r.united(L.yoffset->placed.bbox);
  if (L.xlabel) r = r.united(thin_x(L.xlabel->placed.bbox));
  if (L.ylabel) r = r.united(thin_y(L.ylabel->placed.bbox));
  if (L.title) r = r.united(thin_x(L.title->placed.bbox));
  // The artists, as axes_tight_extent counts them.
  AxesLayout bare = L;
  bare.decorations = r;
  return axes_tight_extent(ax, bare, fig, text);
}

}  // namespace libplot
