#pragma once
// Fixed axis limits that never hide data. A seed script fixes some limits for its own data; with
// other data, values outside them would vanish without a word. keep_limits() sets the seed's
// limits when every value fits, and otherwise widens them just enough to take the values in
// (plus `margin` of the new span on each side that moved: matplotlib's default 5%, more where
// value labels sit beyond the data) and says so in a note. Either way the limits are a least
// view: the automatic headroom may grow them further so that value labels fit inside the axes
// (libplot::Axes::set_headroom_past_limits).
#include <string_view>
#include <vector>

#include "libplot/axes.hpp"
#include "paper/paper.hpp"

namespace paper {

enum class Axis { X, Y };

// Returns the limits applied. Non-finite values are not counted here (loaders reject them).
std::pair<double, double> keep_limits(libplot::Axes& ax, Axis axis, double lo, double hi,
                                      const std::vector<double>& values, Notes& notes, std::string_view panel,
                                      double margin = 0.05);

}  // namespace paper
