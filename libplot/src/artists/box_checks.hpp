#pragma once
// Box tests for the hot loops of the point-label placement, which run them over short lists
// where most answers are no: every comparison is made (no early exit), so an item costs one
// well-predicted branch instead of up to four. Same answers as Rect's own tests.
#include "libplot/geometry.hpp"

namespace libplot {

// a.intersects(b).
inline bool meets(const Rect& a, const Rect& b) {
  return (b.x0 < a.x1) & (b.x1 > a.x0) & (b.y0 < a.y1) & (b.y1 > a.y0);
}

// a.contains(p).
inline bool holds(const Rect& a, Point p) {
  return (p.x >= a.x0) & (p.x <= a.x1) & (p.y >= a.y0) & (p.y <= a.y1);
}

// Whether r keeps clear of a segment whose bounding box is `span` by more than rounding could
// blur: then segment_intersects(segment, r) is false and need not be asked (its divisions are
// what it costs). 1e-6 pt is far above the rounding of point coordinates below 1e9.
inline bool apart(const Rect& span, const Rect& r) {
  constexpr double e = 1e-6;
  return (r.x0 > span.x1 + e) | (r.x1 < span.x0 - e) | (r.y0 > span.y1 + e) | (r.y1 < span.y0 - e);
}

}  // namespace libplot
