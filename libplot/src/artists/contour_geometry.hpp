#pragma once
// Marching squares on a rectilinear grid: contour lines at a level (joined into polylines) and
// the region between two levels (one polygon per cell, to be filled as one path). A saddle cell
// joins its corners above the level, for lines and regions alike, so lines bound regions exactly.
#include <span>
#include <vector>

#include "libplot/geometry.hpp"

namespace libplot {

// z has y.size() rows of x.size() values (z[j * nx + i] at (x[i], y[j])). Cells with a NaN
// corner are skipped. Closed polylines repeat their first point at the end.
std::vector<std::vector<Point>> contour_lines(std::span<const double> x, std::span<const double> y,
                                              std::span<const double> z, double level);

// The part of the grid where lo <= z <= hi, as polygons in data coordinates (hi may be +inf, lo
// -inf).
std::vector<std::vector<Point>> contour_region(std::span<const double> x, std::span<const double> y,
                                               std::span<const double> z, double lo, double hi);

}  // namespace libplot
