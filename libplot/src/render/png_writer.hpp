#pragma once
// libplot's PNG writer: straight RGBA from Cairo's premultiplied ARGB32, zlib level 1, one
// filter, no time chunk; deterministic bytes.
#include <cairo.h>

#include <string>

namespace libplot::render {

struct PngOptions {
  double dpi = 0;          // written as pHYs (pixels per metre) when > 0, as matplotlib does
  int compression = 1;     // zlib level
  // PNG filter type for every row: 0 none, 1 sub, 2 up, 3 avg, 4 paeth. None is both the fastest
  // and the smallest at level 1 on plot images (docs/rendering.md has the measurements).
  int filter = 0;
  bool software_text = true;  // a tEXt "Software" chunk naming libplot
};

// Encodes an ARGB32 image surface. Throws OutputError on a libpng failure.
std::string encode_png(cairo_surface_t* image, const PngOptions& opt = {});

}  // namespace libplot::render
