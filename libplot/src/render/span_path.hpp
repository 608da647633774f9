#pragma once
// A text span's outlines appended to a Cairo path as pango_cairo_layout_line_path appends them:
// how a PNG draws mathtext glyphs (filled at their exact, sub-pixel positions).
#include <cairo.h>

#include "libplot/text.hpp"
#include "text/engine_impl.hpp"

namespace libplot::render {

enum class SpanPath {
  Fastest,      // without Pango when the span is one character text::DirectGlyphs knows
  ThroughPango  // always through Pango's layout (tests compare the two)
};

// Appends `span`'s outlines to cr's path, its pen at cr's current point, in user space (which
// the caller has scaled to points).
void append_span_path(cairo_t* cr, TextEngineAccess::Impl& eng, const TextSpan& span,
                      SpanPath how = SpanPath::Fastest);

}  // namespace libplot::render
