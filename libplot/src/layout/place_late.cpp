// Placing the artists that are placed against the others, once per layout: legends first, since
// point labels keep clear of them; each reads the placements made before it.
#include "layout/axes_layout.hpp"
#include "artists/legend.hpp"
#include "render/null_canvas.hpp"

namespace libplot {

void place_late_artists(const Axes& ax, AxesLayout& L, const FigureState& fig, TextEngine& text,
                        LatePlacing which) {
  const Rect figure_box{0, 0, fig.width_pt(), fig.height_pt()};
  NullCanvas null_canvas;
  DrawContext ctx{null_canvas, L.tr, fig.theme, text, fig, figure_box, reference_lines(ax, L.tr), &L.late};
  for (const bool legends : {true, false}) {
    if (!legends && which == LatePlacing::LegendsOnly) break;
    for (const auto& a : state_of(ax).artists) {
      if (!a->placed_late() || (dynamic_cast<const LegendArtist*>(a.get()) != nullptr) != legends) continue;
      L.late[a.get()] = a->place_late(ctx);
    }
  }
}

}  // namespace libplot
