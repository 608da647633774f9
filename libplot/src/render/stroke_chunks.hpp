#pragma once
// Long polylines stroked in pieces (matplotlib's agg.path.chunksize idea). Cairo's cost for one
// stroke grows faster than its length on dense polylines whose segments keep crossing (1M
// points unsimplified: 8.5 s whole, 3.2 s in pieces). Simplification usually leaves far fewer
// segments than this limit; pieces are the fallback when it is off or cannot shorten the line.
// The pieces overlap by one segment and are stroked with butt ends, so every join is drawn
// whole by one piece; the line's own caps are added as geometry at its two ends. The cost: the
// antialiased fringe of each shared segment is painted twice (about 16 pixels a seam darker).
#include <cstddef>
#include <vector>

#include "libplot/canvas.hpp"

namespace libplot::render {

// Polylines with more segments than this are stroked in pieces of this many segments.
inline constexpr std::size_t kStrokeChunkSegments = 16384;

struct StrokeChunk {
  std::vector<Point> points;  // a polyline, stroked with butt caps
  double dash_offset = 0;     // device units: the line's dash phase where this piece starts
};

struct StrokeChunks {
  std::vector<StrokeChunk> pieces;
  Path caps;  // filled with the stroke colour: the line's caps as shapes (empty for butt)
};

// Splits one open polyline (device units) for stroking with width `width`, cap `cap` and, when
// dashed, dashes starting at `dash_offset`. Returns no pieces when the line is short enough to
// stroke whole, or when it cannot be split without changing its look (dashes with caps that are
// not butt: every dash would need its cap).
StrokeChunks split_for_stroking(const std::vector<Point>& pts, double width, LineCap cap, bool dashed,
                                double dash_offset, std::size_t max_segments = kStrokeChunkSegments);

}  // namespace libplot::render
