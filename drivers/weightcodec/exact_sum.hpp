#pragma once
// An exact sum of doubles, rounded once when read: the value Python's math.fsum gives. Unlike a
// running sum it does not depend on the order of the terms, so partial sums of several shards
// merge into exactly the sum of their concatenation.
#include <vector>

namespace weightcodec {

class ExactSum {
 public:
  void add(double x);
  void add(const ExactSum& other);
  // The exact sum rounded to the nearest double (ties to even); +-infinity or NaN when a term
  // was one or the sum overflows.
  double value() const;

 private:
  // Non-overlapping partial sums in increasing magnitude (Shewchuk's algorithm, as math.fsum).
  std::vector<double> partials_;
  double special_ = 0;  // the sum of non-finite terms and overflows (0 when there were none)
};

}  // namespace weightcodec
