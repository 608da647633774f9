// Shewchuk's exact summation ("Adaptive precision floating-point arithmetic", 1997), with the
// final round-half-even correction of CPython's math.fsum.
#include "exact_sum.hpp"

#include <cmath>
#include <utility>

namespace weightcodec {

void ExactSum::add(double x) {
  if (!std::isfinite(x)) {
    special_ += x;
    return;
  }
  std::size_t kept = 0;
  for (double y : partials_) {
    if (std::fabs(x) < std::fabs(y)) std::swap(x, y);
    const double hi = x + y;
    const double lo = y - (hi - x);
    if (lo != 0) partials_[kept++] = lo;
    x = hi;
  }
  partials_.resize(kept);
  if (!std::isfinite(x)) {  // the sum overflowed: keep its sign, as a running sum would
    special_ += x;
    partials_.clear();
    return;
  }
  partials_.push_back(x);
}

void ExactSum::add(const ExactSum& other) {
  for (double p : other.partials_) add(p);
  special_ += other.special_;
}

double ExactSum::value() const {
  if (special_ != 0 || std::isnan(special_)) return special_;
  std::size_t n = partials_.size();
  if (n == 0) return 0;
  double hi = partials_[--n];
  double lo = 0;
  while (n > 0) {
    const double x = hi;
    const double y = partials_[--n];
    hi = x + y;
    lo = y - (hi - x);
    if (lo != 0) break;
  }
  // Half-way cases: the partials below decide the direction of the rounding.
  if (n > 0 && ((lo < 0 && partials_[n - 1] < 0) || (lo > 0 && partials_[n - 1] > 0))) {
    const double y = lo * 2;
    const double x = hi + y;
    if (y == x - hi) hi = x;
  }
  return hi;
}

}  // namespace weightcodec
