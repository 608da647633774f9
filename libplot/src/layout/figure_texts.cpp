// Figure-level texts (suptitle, Figure::text): their boxes on the page, and libplot's rule that
// keeps them inside it.
#include <algorithm>

#include "layout/page.hpp"

namespace libplot {

Rect figure_text_box(const FigureState& s, const FigureText& t, TextEngine& text, TextRun* run) {
  const Theme& th = s.theme;
  const FontSpec font = font_from(t.props, th, th.font_size);
  TextBlock block = text.layout(t.text, font, t.props.multialign.value_or(t.props.ha), t.props.linespacing);
  const Point anchor{t.pos.x * s.width_pt(), (1 - t.pos.y) * s.height_pt()};
  const PlacedText placed = place_text(block, anchor, t.props.ha, t.props.va, t.props.rotation);
  if (run) {
    Color c = t.props.color.value_or(th.text_color);
    c.a *= t.props.alpha;
    *run = {std::move(block), placed.origin, placed.rotation_deg, c};
  }
  return placed.bbox;
}

// libplot: figure texts keep a margin of a quarter of their font size from the page edges
// (matplotlib lets a footer end 2 px above the bottom). A text moved away from the bottom or top
// edge pushes the texts stacked beside it by as much as it closed their gap, so a block of footer
// lines moves together and keeps its spacing.
void keep_inside_page(std::vector<TextRun>& runs, std::vector<Rect>& boxes, const std::vector<double>& sizes,
                      const Rect& page) {
  auto shift = [&](std::size_t i, double dx, double dy) {
    runs[i].origin = {runs[i].origin.x + dx, runs[i].origin.y + dy};
    boxes[i] = {boxes[i].x0 + dx, boxes[i].y0 + dy, boxes[i].x1 + dx, boxes[i].y1 + dy};
  };
  std::vector<std::size_t> order(runs.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  // Bottom edge: from the lowest text up. A text closer than half a line above a moved one
  // (and overlapping it across) belongs to the same stack and moves by the same amount.
  std::sort(order.begin(), order.end(),
            [&](std::size_t a, std::size_t b) { return boxes[a].y1 > boxes[b].y1; });
  std::vector<double> moved(runs.size(), 0.0);
  for (std::size_t k = 0; k < order.size(); ++k) {
    const std::size_t i = order[k];
    const double need = boxes[i].y1 - (page.y1 - 0.25 * sizes[i]);
    if (need > 0 && need > -moved[i]) moved[i] = -need;
    if (moved[i] == 0) continue;
    for (std::size_t m = k + 1; m < order.size(); ++m) {
      const std::size_t j = order[m];
      const bool across = boxes[j].x0 < boxes[i].x1 && boxes[j].x1 > boxes[i].x0;
      const double gap = boxes[i].y0 - boxes[j].y1;
      if (across && gap < 0.5 * boxes[j].height()) moved[j] = std::min(moved[j], moved[i]);
    }
  }
  for (std::size_t i = 0; i < runs.size(); ++i) shift(i, 0, moved[i]);
  // Top, left and right edges: move in, no stacking.
  for (std::size_t i = 0; i < runs.size(); ++i) {
    const double margin = 0.25 * sizes[i];
    if (boxes[i].y0 < page.y0 + margin) shift(i, 0, page.y0 + margin - boxes[i].y0);
    if (boxes[i].x0 < page.x0 + margin) shift(i, page.x0 + margin - boxes[i].x0, 0);
    if (boxes[i].x1 > page.x1 - margin) shift(i, page.x1 - margin - boxes[i].x1, 0);
  }
}

}  // namespace libplot
