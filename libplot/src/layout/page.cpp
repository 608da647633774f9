// Laying out and drawing a whole page: axes boxes (tight layout included), then each axes'
// layout and late placements, then the figure texts.
#include "layout/page.hpp"

#include "layout/tight_layout.hpp"

namespace libplot {

PageLayout layout_page(const FigureState& s, TextEngine& text) {
  PageLayout page;
  Rect drawn = Rect::empty();
  const std::vector<Rect> axes_rects = axes_boxes(s, text);
  for (std::size_t i = 0; i < s.axes.size(); ++i) {
    const Axes& ax = *s.axes[i];
    const AxesTransform* parent = state_of(ax).secondary_of ? &page.axes[parent_index(s, ax)].tr : nullptr;
    AxesLayout lay = layout_axes(ax, axes_rects[i], s, text, parent, true, axes_rects);
    place_late_artists(*s.axes[i], lay, s, text);
    page.axes.push_back(std::move(lay));
  }
  std::vector<AxesLayout*> lays;
  for (AxesLayout& l : page.axes) lays.push_back(&l);
  raise_titles(s, lays);
  for (std::size_t i = 0; i < s.axes.size(); ++i)
    drawn = drawn.united(axes_tight_extent(*s.axes[i], page.axes[i], s, text));
  std::vector<Rect> boxes;
  std::vector<double> sizes;
  for (const FigureText& t : s.texts) {
    if (t.text.empty()) continue;
    page.texts.emplace_back();
    boxes.push_back(figure_text_box(s, t, text, &page.texts.back()));
    sizes.push_back(page.texts.back().block.font.size);
  }
  if (!s.theme.matplotlib_compat)
    keep_inside_page(page.texts, boxes, sizes, {0, 0, s.width_pt(), s.height_pt()});
  for (const Rect& b : boxes) drawn = drawn.united(b);
  page.extent = drawn;
  return page;
}

void draw_page(const PageLayout& page, Canvas& canvas, const FigureState& s, TextEngine& text) {
  canvas.fill_path(Path::rectangle({0, 0, s.width_pt(), s.height_pt()}), s.facecolor);
  for (std::size_t i = 0; i < s.axes.size(); ++i) {
    CanvasGroup g(canvas, {.axes = static_cast<int>(i)});
    draw_axes(*s.axes[i], page.axes[i], canvas, s, text);
  }
  // page.texts are the non-empty figure texts, in order.
  std::size_t k = 0;
  for (const FigureText& t : s.texts) {
    if (t.text.empty() || k >= page.texts.size()) continue;
    CanvasGroup g(canvas, {.role = DrawRole::FigureText, .lint_ignore = t.props.lint_ignore});
    canvas.draw_text(page.texts[k++]);
  }
}

}  // namespace libplot
