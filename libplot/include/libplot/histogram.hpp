#pragma once
// A streaming histogram binner: values arrive one at a time (from a reader callback, say) and
// only the counts are kept. Bins follow numpy.histogram: half-open [e_i, e_i+1), the last closed.
#include <cstddef>
#include <span>
#include <vector>

#include "libplot/export.hpp"
#include "libplot/error.hpp"

namespace libplot {

class LIBPLOT_API Histogram {
 public:
  // Explicit edges, strictly increasing, at least two (else InvalidArgument).
  explicit Histogram(std::vector<double> edges);
  // `bins` equal bins over [lo, hi] (numpy's edges: lo + (hi - lo) * i / bins).
  static Histogram uniform(double lo, double hi, int bins);

  void add(double value);                 // NaN and values outside the edges are counted as dropped
  void add(double value, double weight);  // the value's bin gains `weight` (numpy's weights)
  void add(std::span<const double> values) {
    for (double v : values) add(v);
  }

  const std::vector<double>& edges() const { return edges_; }
  const std::vector<double>& counts() const { return counts_; }
  std::size_t dropped() const { return dropped_; }
  std::size_t total() const { return total_; }

 private:
  std::vector<double> edges_, counts_;
  std::size_t dropped_ = 0, total_ = 0;
};

}  // namespace libplot
