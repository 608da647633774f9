#pragma once
// Where each axes goes on the page: the subplot grid under subplot parameters, those parameters
// solved by tight layout when asked, and equal-aspect axes shrunk inside their cell.
#include <vector>

#include "model/figure_state.hpp"
#include "libplot/text.hpp"

namespace libplot {

// The box of every axes, in figure points (y down), in the figure's axes order.
std::vector<Rect> axes_boxes(const FigureState& fig, TextEngine& text);

}  // namespace libplot
