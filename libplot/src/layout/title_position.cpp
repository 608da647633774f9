// A title above everything its axes' twins and secondary axes draw on top (matplotlib's
// _update_title_position looks at the twinned and child axes' top x axes).
#include <algorithm>

#include "layout/axes_layout.hpp"

namespace libplot {

void raise_titles(const FigureState& fig, std::vector<AxesLayout*>& lays) {
  for (std::size_t i = 0; i < fig.axes.size(); ++i) {
    AxesLayout& L = *lays[i];
    if (!L.title) continue;
    const Axes* host = fig.axes[i].get();
    double top = L.xaxis_top;
    for (std::size_t j = 0; j < fig.axes.size(); ++j) {
      const AxesState& o = state_of(*fig.axes[j]);
      if (o.twin_of == host || o.secondary_of == host) top = std::min(top, lays[j]->xaxis_top);
    }
    const double dy = top - L.xaxis_top;
    if (dy == 0) continue;
    PlacedText& p = L.title->placed;
    p.origin.y += dy;
    p.bbox.y0 += dy;
    p.bbox.y1 += dy;
    L.decorations = L.decorations.united(p.bbox);
  }
}

}  // namespace libplot
