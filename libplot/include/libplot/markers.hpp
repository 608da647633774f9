#pragma once
// Marker shapes with matplotlib 3.6's geometry (markers.MarkerStyle): each marker is a unit shape
// under its own transform, then scaled by the marker size in points. Paths are in figure points
// centred on (0, 0), y down, so '^' points up on screen.
#include <optional>
#include <stdexcept>
#include <string_view>

#include "libplot/export.hpp"
#include "libplot/canvas.hpp"
#include "libplot/error.hpp"

namespace libplot {

// Marker sizes (markersize = size_pt) and their extents:
//   "o" circle, diameter size          "." point: circle, diameter size / 2
//   "s" square, side size              "D" diamond: square rotated 45°, width size·√2
//   "d" thin diamond: D scaled (0.6, 1) "^" "v" "<" ">" triangles, base and height size
//   "p" pentagon, circumradius size/2  "h" hexagon (pointy top), circumradius size/2
//   "*" five-point star, outer radius size/2, inner 0.381966 of it
//   "x" the two diagonals of a size × size box, "+" two strokes of length size: line-only.
// "None", "none", " " and "" give an empty path (no marker). Anything else throws MarkerError
// "unknown marker 'q'".
struct MarkerShape {
  Path path{};
  // Filled markers are filled with the face colour and stroked with the edge colour
  // (markeredgewidth wide). Unfilled ones ("x", "+", and no marker) are only stroked, and
  // matplotlib strokes them with the colour a filled marker would be filled with: the line's
  // colour for plot(), the point's colour for scatter().
  bool filled = true;
  LineJoin join = LineJoin::Round;  // matplotlib: miter for polygons, bevel for '*', round else
  LineCap cap = LineCap::Butt;
  // matplotlib snaps a marker to the pixel grid when its size in pixels (size_pt × dpi / 72) is
  // at least this; infinity = never (circles); nullopt = the renderer's automatic snapping.
  std::optional<double> snap_threshold{};
};

LIBPLOT_API MarkerShape marker_shape(std::string_view marker, double size_pt);
// marker_shape(marker, size_pt).path
LIBPLOT_API Path marker_path(std::string_view marker, double size_pt);
// marker_shape(marker, 1).filled, without building the path.
LIBPLOT_API bool marker_is_filled(std::string_view marker);

// Line2D's snapping decision for its markers: nullopt = the renderer's automatic snapping
// (matplotlib's None), else whether to snap: the marker size in pixels (size_pt × dpi / 72) is at
// least the shape's threshold. scatter (a PathCollection) always snaps automatically.
LIBPLOT_API std::optional<bool> marker_snap(const MarkerShape& shape, double size_pt, double dpi);

// scatter's s is the marker area in points²: the marker size is its square root.
LIBPLOT_API double scatter_size_to_markersize(double s_points2);

}  // namespace libplot
