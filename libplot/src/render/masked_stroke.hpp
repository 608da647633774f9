#pragma once
// Translucent strokes of axis-aligned paths (dashed grid lines) through a coverage mask. Cairo
// composites a translucent stroke as it scans it: one pixman call per run of pixels of a row,
// about twelve pixels each on a dashed line at 300 dpi (the qtensorformer grids were 9 % of the
// PNG run). The same stroke is instead rendered into an 8-bit coverage mask (same path, width,
// dashes, caps, joins, clip and antialiasing: the same scan converter gives the same coverage,
// as the mask's origin is a whole pixel of the page), and the colour is then composited through
// the mask with one pixman call per segment's strip of pixels. The pixels are the same as
// cairo_stroke's (tests compare them byte for byte).
#include <cairo.h>

#include <cstddef>

namespace libplot::render {

struct MaskedStroke {
  bool drawn = false;      // false: nothing was drawn (the stroke is not one of these)
  std::size_t copied = 0;  // lines whose coverage was copied from the first, not scan converted
};

// Strokes the current path of `cr` with its current stroke settings and source, as
// cairo_stroke_preserve would, when the target is an ARGB32 image with no device offset or
// scale, the matrix is the identity, the operator OVER, the source a solid colour, the clip one
// whole-pixel rectangle and every segment of the path horizontal or vertical; draws nothing
// otherwise. The path is kept either way.
//
// Lines that are the first single-segment subpath moved by whole pixels across it (a grid: the
// same ends, a whole number of pixels apart), not cut across by the clip and far enough from
// every other subpath that no pixel gets coverage from two, get the first line's coverage
// copied: Cairo's stroker and scan converter work in fixed point relative to the path's points
// and the pixel grid, so such a line would be converted to the same coverage, moved.
MaskedStroke stroke_through_mask(cairo_t* cr);

}  // namespace libplot::render
