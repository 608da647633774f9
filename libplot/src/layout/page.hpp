#pragma once
// The layout of a whole page, computed once per save: where each axes goes, each axes' layout
// with its late placements, the figure texts, and the extent of everything drawn. Drawing reads
// it and draws; a tight bounding box is its extent.
#include <vector>

#include "layout/axes_layout.hpp"
#include "model/figure_state.hpp"
#include "libplot/canvas.hpp"

namespace libplot {

struct PageLayout {
  std::vector<AxesLayout> axes;  // in the figure's axes order
  std::vector<TextRun> texts;    // figure texts, kept inside the page
  Rect extent;                   // everything drawn, figure points
};

PageLayout layout_page(const FigureState& fig, TextEngine& text);
void draw_page(const PageLayout& page, Canvas& canvas, const FigureState& fig, TextEngine& text);

// A figure text's box on the page; fills `run` with what to draw when given.
Rect figure_text_box(const FigureState& s, const FigureText& t, TextEngine& text, TextRun* run);
// libplot: figure texts keep a margin from the page edges (layout/figure_texts.cpp).
void keep_inside_page(std::vector<TextRun>& runs, std::vector<Rect>& boxes, const std::vector<double>& sizes,
                      const Rect& page);

}  // namespace libplot
