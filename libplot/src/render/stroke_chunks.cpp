#include "render/stroke_chunks.hpp"

#include <algorithm>
#include <cmath>

namespace libplot::render {
namespace {

double distance(Point a, Point b) { return std::hypot(b.x - a.x, b.y - a.y); }

// The unit direction leaving the line at `end` (0: its start, going backwards; 1: its end,
// going forwards), from the nearest segment of non-zero length.
bool end_direction(const std::vector<Point>& pts, bool at_end, Point& dir) {
  const std::size_t n = pts.size();
  for (std::size_t k = 1; k < n; ++k) {
    const Point a = at_end ? pts[n - k] : pts[k - 1];
    const Point b = at_end ? pts[n - 1 - k] : pts[k];
    const double len = distance(a, b);
    if (len > 0) {
      // From the inner point b towards the end point a.
      dir = {(a.x - b.x) / len, (a.y - b.y) / len};
      return true;
    }
  }
  return false;
}

// Cairo's round cap is a half disc on the end; a full disc there looks the same, since the
// stroke covers the other half.
void add_round_cap(Path& caps, Point p, double half) {
  const Path c = Path::circle(p, half);
  for (const Path::Segment& s : c.segments()) {
    if (s.op == Path::Op::MoveTo) caps.move_to(s.p[0]);
    else if (s.op == Path::Op::CurveTo) caps.curve_to(s.p[0], s.p[1], s.p[2]);
    else if (s.op == Path::Op::Close) caps.close();
    else caps.line_to(s.p[0]);
  }
}

}  // namespace

StrokeChunks split_for_stroking(const std::vector<Point>& pts, double width, LineCap cap, bool dashed,
                                double dash_offset, std::size_t max_segments) {
  StrokeChunks out;
  if (max_segments < 2 || pts.size() < 2 || pts.size() - 1 <= max_segments) return out;
  if (dashed && cap != LineCap::Butt) return out;
  // Piece k covers segments [k * step, k * step + max_segments): one segment shared with the
  // next piece, so the join between them is drawn by the next piece in full.
  std::vector<Point> line = pts;
  const double half = width / 2;
  Point d;
  if (!dashed && cap == LineCap::Round) {
    if (end_direction(line, false, d)) add_round_cap(out.caps, line.front(), half);
    if (end_direction(line, true, d)) add_round_cap(out.caps, line.back(), half);
  }
  if (!dashed && cap == LineCap::Projecting) {
    // Cairo's square cap is the stroke run on by half its width: the ends move outwards.
    if (end_direction(line, false, d))
      line.front() = {line.front().x + d.x * half, line.front().y + d.y * half};
    if (end_direction(line, true, d)) line.back() = {line.back().x + d.x * half, line.back().y + d.y * half};
  }
  const std::size_t step = max_segments - 1;
  const std::size_t segments = pts.size() - 1;
  double travelled = 0;  // path length up to pts[first]
  std::size_t measured_to = 0;
  for (std::size_t first = 0; first < segments; first += step) {
    const std::size_t last = std::min(first + max_segments, segments);  // index of the end point
    for (; measured_to < first; ++measured_to)
      travelled += distance(line[measured_to], line[measured_to + 1]);
    StrokeChunk piece;
    piece.points.assign(line.begin() + static_cast<std::ptrdiff_t>(first),
                        line.begin() + static_cast<std::ptrdiff_t>(last) + 1);
    piece.dash_offset = dash_offset + travelled;
    out.pieces.push_back(std::move(piece));
    if (last == segments) break;
  }
  return out;
}

}  // namespace libplot::render
