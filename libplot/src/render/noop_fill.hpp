#pragma once
// Fills that would change no pixel. A figure draws its own patch over the whole page and then
// each axes its patch, opaque rectangles the colour the page was just cleared to (white on
// white): on the qtensorformer figures that painted every page twice more, a tenth of the PNG
// path's CPU. While nothing but the background has been painted, such a fill is skipped.
#include <cairo.h>

namespace libplot::render {

// Whether the current path of `cr` is one axis-aligned rectangle with its corners on whole
// device pixels (identity matrix, no device offset or scale on the target), so that a fill
// covers each pixel inside it fully and touches none outside.
bool is_pixel_rectangle(cairo_t* cr);

}  // namespace libplot::render
