#pragma once
// libplot's PNG writer: straight RGBA from Cairo's premultiplied ARGB32, deflated by ISA-L's
// igzip (no libpng): the conversion is fused with the row filter, and the image is cut into row
// bands of a fixed height (set by the width alone) that are deflated independently, in parallel
// when cores are free, and joined into one zlib stream as pigz does (each band ends on a flush
// to a byte boundary; the Adler-32s are combined). The bytes therefore do not depend on the
// number of threads. Deterministic: no time chunk.
#include <cairo.h>

#include <cstdint>
#include <optional>
#include <string>

namespace libplot::render {

struct PngOptions {
  double dpi = 0;  // written as pHYs (pixels per metre) when > 0, as matplotlib does
  // igzip level. 0, the default, is the only one whose bytes are reproducible: levels 1-3 gave
  // different (equally valid) streams for the same pixels about once in a few thousand encodes
  // on an AVX-512 machine (docs/rendering.md, "PNG reproducibility"). Level 0 costs the same CPU
  // as 1 on the papers' figures, for files about 1.3x larger.
  int compression = 0;
  // PNG filter for every row: 0 none, 1 sub, 2 up, 3 avg, 4 paeth, or -1: chosen on the content.
  // Flat-colour images (plots: most pixels equal their left neighbour) take none, which is both
  // the fastest and the smallest at level 1 on figures (docs/rendering.md has the measurements);
  // continuous-tone images (photographs, smooth colour maps) take up.
  int filter = -1;
  int threads = 0;            // deflate threads; 0: as many processors as this process may use
  bool software_text = true;  // a tEXt "Software" chunk naming libplot
  // When set and the rows are written unfiltered (filter none, the usual case for plots): each
  // row of the image, once read, is overwritten with this ARGB32 word in every pixel, while it
  // is still in the cache; the caller's next page of that background then need not be painted
  // (pixel_buffer.hpp). The bytes written are the same either way.
  std::optional<std::uint32_t> refill{};
};

// Encodes an ARGB32 image surface. Throws OutputError on a deflate failure. `refilled`, when
// given, tells whether every row was overwritten with opt.refill (not when a filter other than
// none was used, nor on failure).
std::string encode_png(cairo_surface_t* image, const PngOptions& opt = {}, bool* refilled = nullptr);

// Where the raw rows of this thread's first deflate worker are kept (huge-page memory, see
// pixel_buffer.hpp); nullptr before its first encode (tests).
const void* png_raw_rows_of_this_thread();

}  // namespace libplot::render
