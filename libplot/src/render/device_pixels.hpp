#pragma once
// Whether a Cairo context draws straight in its target's pixels: the fast paths that work on
// whole device pixels (skipped fills, masked strokes) apply only then.
#include <cairo.h>

namespace libplot::render {

// Identity user-to-device matrix, and no device offset or scale on the group target.
bool draws_in_device_pixels(cairo_t* cr);

}  // namespace libplot::render
