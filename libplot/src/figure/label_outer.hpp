#pragma once
// Tick labels only on a grid's outer edges (matplotlib's _label_outer_xaxis/_label_outer_yaxis),
// for Axes::label_outer and subplots with shared axes.
#include "model/axes_state.hpp"
#include "model/figure_state.hpp"

namespace libplot {

void label_outer_axis(AxesState& s, const FigureState& fig, bool is_x);

}  // namespace libplot
