#pragma once
// A uniform grid of buckets over boxes, for "which boxes may meet this one" questions in time
// that grows with the answer instead of with the number of boxes. Answers are supersets (boxes
// that touch the query's cell range); callers apply their exact test. Indices come back
// ascending, so sums over them are taken in the same order as a plain loop would.
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "libplot/geometry.hpp"

namespace libplot {

class GridIndex {
 public:
  // cell: the bucket side in points (made larger when the boxes' bounds would need too many).
  GridIndex(std::span<const Rect> boxes, double cell);
  // The boxes whose bounds meet q (touching counts), ascending. Valid until the next query.
  const std::vector<std::uint32_t>& query(const Rect& q);
  // The same boxes in no particular order (cheaper: no sort). With `limit`, the answer stops
  // once it holds more than `limit` boxes (enough to know there are many).
  const std::vector<std::uint32_t>& query_unordered(const Rect& q, std::size_t limit = SIZE_MAX);

 private:
  struct Span {
    int i0, j0, i1, j1;
  };
  Span cells_of(const Rect& r) const;

  double x0_ = 0, y0_ = 0, cell_ = 1;
  int nx_ = 0, ny_ = 0;
  std::vector<std::uint32_t> start_;  // bucket b holds items_[start_[b] .. start_[b + 1])
  std::vector<std::uint32_t> items_;
  std::vector<std::uint32_t> everywhere_;  // unbounded or very large boxes: in every answer
  std::vector<std::uint32_t> stamp_;       // last query each box was reported in (no duplicates)
  std::uint32_t now_ = 0;
  std::vector<std::uint32_t> out_;
};

// A grid of points that grows as points are added: the kept labels of PointLabelsArtist.
class PointBuckets {
 public:
  PointBuckets(const Rect& bounds, double cell);
  void add(Point p, std::uint32_t id);
  // Calls f(id) for every added point inside r (closed), in no particular order.
  template <class F>
  void for_each_in(const Rect& r, F&& f) const {
    const int i0 = col(r.x0), i1 = col(r.x1), j0 = row(r.y0), j1 = row(r.y1);
    for (int j = j0; j <= j1; ++j)
      for (int i = i0; i <= i1; ++i)
        for (const auto& [p, id] : buckets_[static_cast<std::size_t>(j) * static_cast<std::size_t>(nx_) +
                                            static_cast<std::size_t>(i)])
          if (r.contains(p)) f(id);
  }

 private:
  int col(double x) const;
  int row(double y) const;
  Rect bounds_;
  double cell_;
  int nx_, ny_;
  std::vector<std::vector<std::pair<Point, std::uint32_t>>> buckets_;
};

}  // namespace libplot
