#pragma once
// Line dash styles with matplotlib 3.6's semantics (lines._get_dash_pattern and _scale_dashes with
// lines.scale_dashes = True): every pattern is in units of the line width, so the lengths handed to
// the canvas (in points) are the pattern times the line width, for any width (thin lines too).
#include <stdexcept>
#include <string_view>
#include <vector>

#include "libplot/export.hpp"
#include "libplot/error.hpp"

namespace libplot {

// matplotlib's (offset, (on, off, on, off, ...)) tuple, unscaled: ls=(0, (4, 3)) is {0, {4, 3}}.
struct DashSpec {
  double offset = 0;
  std::vector<double> on_off{};
};

// matplotlib's rcParams lines.dashed_pattern, lines.dotted_pattern, lines.dashdot_pattern.
inline constexpr double kDashedPattern[] = {3.7, 1.6};
inline constexpr double kDottedPattern[] = {1.0, 1.65};
inline constexpr double kDashdotPattern[] = {6.4, 1.6, 1.0, 1.6};

// The on/off lengths in points for a named style drawn `linewidth` points wide, and the dash
// offset in points through `offset`. Empty means solid. Styles: "-" / "solid", "--" / "dashed",
// ":" / "dotted", "-." / "dashdot", and "None", "none", " ", "" (no line at all: see draws_line).
// Throws LineStyleError "unknown line style 'x'".
LIBPLOT_API std::vector<double> dash_pattern(std::string_view style, double linewidth, double& offset);

// A custom tuple: the offset is first reduced modulo the pattern's length (as matplotlib does),
// then offset and lengths are multiplied by the line width. Throws LineStyleError when the
// pattern is empty or odd ("dash pattern needs an even number of lengths, got 3"), has a
// negative length ("dash pattern lengths must be non-negative") or no positive length
// ("dash pattern needs a positive length").
LIBPLOT_API std::vector<double> dash_pattern(const DashSpec& dashes, double linewidth, double& offset);

// False for the styles that draw nothing ("None", "none", " ", ""); true for the other named
// styles. Throws LineStyleError for an unknown style.
LIBPLOT_API bool draws_line(std::string_view style);

}  // namespace libplot
