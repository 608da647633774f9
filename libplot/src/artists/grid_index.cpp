// Uniform-grid buckets (see grid_index.hpp). The grid has at most about four buckets per box, so
// its memory stays linear in the number of boxes however the cell size was asked for.
#include "artists/grid_index.hpp"

#include <algorithm>
#include <cmath>

namespace libplot {

namespace {

constexpr double kBucketsPerBox = 4;
constexpr long kMaxCellsPerBox = 256;  // a box covering more buckets goes to every answer

bool finite(const Rect& r) {
  return std::isfinite(r.x0) && std::isfinite(r.y0) && std::isfinite(r.x1) && std::isfinite(r.y1);
}

int clamp_cell(double v, int n) {
  if (!(v > 0)) return 0;
  if (v >= n - 1) return n - 1;
  return static_cast<int>(v);
}

}  // namespace

GridIndex::GridIndex(std::span<const Rect> boxes, double cell) {
  Rect b = Rect::empty();
  for (const Rect& r : boxes)
    if (finite(r)) b = b.united(r);
  stamp_.assign(boxes.size(), 0);
  if (b.is_empty()) {
    for (std::uint32_t k = 0; k < boxes.size(); ++k) everywhere_.push_back(k);
    nx_ = ny_ = 1;
    start_.assign(2, 0);
    return;
  }
  const double w = std::max(b.width(), 1e-9), h = std::max(b.height(), 1e-9);
  cell_ = std::max(cell, 1e-6);
  const double max_cells = kBucketsPerBox * static_cast<double>(boxes.size()) + 16;
  if ((w / cell_ + 1) * (h / cell_ + 1) > max_cells)
    cell_ = std::max(cell_, std::sqrt(w * h / max_cells) * 1.5);
  x0_ = b.x0;
  y0_ = b.y0;
  nx_ = static_cast<int>(w / cell_) + 1;
  ny_ = static_cast<int>(h / cell_) + 1;
  const std::size_t nb = static_cast<std::size_t>(nx_) * static_cast<std::size_t>(ny_);
  // Counting sort into buckets: count, prefix sums, fill.
  std::vector<std::uint32_t> count(nb + 1, 0);
  std::vector<char> big(boxes.size(), 0);
  for (std::uint32_t k = 0; k < boxes.size(); ++k) {
    if (!finite(boxes[k])) {
      big[k] = 1;
      continue;
    }
    const Span s = cells_of(boxes[k]);
    if (static_cast<long>(s.i1 - s.i0 + 1) * (s.j1 - s.j0 + 1) > kMaxCellsPerBox) {
      big[k] = 1;
      continue;
    }
    for (int j = s.j0; j <= s.j1; ++j)
      for (int i = s.i0; i <= s.i1; ++i)
        ++count[static_cast<std::size_t>(j) * static_cast<std::size_t>(nx_) + static_cast<std::size_t>(i) +
                1];
  }
  for (std::size_t k = 1; k <= nb; ++k) count[k] += count[k - 1];
  start_ = count;
  items_.resize(count[nb]);
  for (std::uint32_t k = 0; k < boxes.size(); ++k) {
    if (big[k]) {
      everywhere_.push_back(k);
      continue;
    }
    const Span s = cells_of(boxes[k]);
    for (int j = s.j0; j <= s.j1; ++j)
      for (int i = s.i0; i <= s.i1; ++i)
        items_[count[static_cast<std::size_t>(j) * static_cast<std::size_t>(nx_) +
                     static_cast<std::size_t>(i)]++] = k;
  }
}

GridIndex::Span GridIndex::cells_of(const Rect& r) const {
  return {clamp_cell((r.x0 - x0_) / cell_, nx_), clamp_cell((r.y0 - y0_) / cell_, ny_),
          clamp_cell((r.x1 - x0_) / cell_, nx_), clamp_cell((r.y1 - y0_) / cell_, ny_)};
}

const std::vector<std::uint32_t>& GridIndex::query(const Rect& q) {
  query_unordered(q);
  std::sort(out_.begin(), out_.end());
  return out_;
}

const std::vector<std::uint32_t>& GridIndex::query_unordered(const Rect& q, std::size_t limit) {
  out_.clear();
  if (++now_ == 0) {  // the stamp wrapped: start over
    std::fill(stamp_.begin(), stamp_.end(), 0);
    now_ = 1;
  }
  out_.insert(out_.end(), everywhere_.begin(), everywhere_.end());
  if (!items_.empty() &&
      !(q.x1 < x0_ || q.y1 < y0_ || q.x0 > x0_ + nx_ * cell_ || q.y0 > y0_ + ny_ * cell_)) {
    const Span s = cells_of(q);
    for (int j = s.j0; j <= s.j1; ++j)
      for (int i = s.i0; i <= s.i1; ++i) {
        const std::size_t b =
            static_cast<std::size_t>(j) * static_cast<std::size_t>(nx_) + static_cast<std::size_t>(i);
        for (std::uint32_t k = start_[b]; k < start_[b + 1]; ++k) {
          const std::uint32_t id = items_[k];
          if (stamp_[id] != now_) {
            stamp_[id] = now_;
            out_.push_back(id);
            if (out_.size() > limit) return out_;
          }
        }
      }
  }
  return out_;
}

PointBuckets::PointBuckets(const Rect& bounds, double cell) : bounds_(bounds), cell_(std::max(cell, 1e-6)) {
  const double w = std::max(bounds.width(), 0.0), h = std::max(bounds.height(), 0.0);
  // At most about a million buckets, however small the cell asked for.
  while ((w / cell_ + 1) * (h / cell_ + 1) > 1e6) cell_ *= 2;
  nx_ = static_cast<int>(w / cell_) + 1;
  ny_ = static_cast<int>(h / cell_) + 1;
  buckets_.resize(static_cast<std::size_t>(nx_) * static_cast<std::size_t>(ny_));
}

int PointBuckets::col(double x) const { return clamp_cell((x - bounds_.x0) / cell_, nx_); }
int PointBuckets::row(double y) const { return clamp_cell((y - bounds_.y0) / cell_, ny_); }

void PointBuckets::add(Point p, std::uint32_t id) {
  buckets_[static_cast<std::size_t>(row(p.y)) * static_cast<std::size_t>(nx_) +
           static_cast<std::size_t>(col(p.x))]
      .push_back({p, id});
}

}  // namespace libplot
