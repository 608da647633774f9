#include "libplot/histogram.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace libplot {

Histogram::Histogram(std::vector<double> edges) : edges_(std::move(edges)) {
  if (edges_.size() < 2) throw InvalidArgument("Histogram: need at least two bin edges");
  for (std::size_t i = 1; i < edges_.size(); ++i)
    if (!(edges_[i] > edges_[i - 1])) throw InvalidArgument("Histogram: bin edges must increase");
  counts_.assign(edges_.size() - 1, 0.0);
}

Histogram Histogram::uniform(double lo, double hi, int bins) {
  if (bins < 1) throw InvalidArgument("Histogram: bins must be >= 1");
  if (!(hi > lo)) throw InvalidArgument("Histogram: the range must have hi > lo");
  std::vector<double> e;
  for (int i = 0; i <= bins; ++i) e.push_back(lo + (hi - lo) * i / bins);
  return Histogram(std::move(e));
}

void Histogram::add(double v) { add(v, 1.0); }

void Histogram::add(double v, double weight) {
  ++total_;
  if (!(v >= edges_.front() && v <= edges_.back())) {
    ++dropped_;
    return;
  }
  std::size_t k = std::upper_bound(edges_.begin(), edges_.end(), v) - edges_.begin();
  k = k == 0 ? 0 : std::min(k - 1, counts_.size() - 1);
  counts_[k] += weight;
}

}  // namespace libplot
