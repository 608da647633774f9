#pragma once
// An exact sum of doubles, rounded once when read: the value Python's math.fsum gives. Unlike a
// running sum it does not depend on the order of the terms, so partial sums of several shards
// merge into exactly the sum of their concatenation.
#include <cstdint>
#include <vector>

namespace weightcodec {

class ExactSum {
 public:
  void add(double x);
  void add(const ExactSum& other);
  // The exact sum rounded to the nearest double (ties to even); +-infinity when a term was
  // infinite or the exact sum is beyond the largest double, NaN for a NaN term or inf - inf.
  double value() const;

 private:
  // A fixed-point superaccumulator: the sum is an integer number of 2^-1074 (the smallest
  // double), held as signed 32-bit digits in 64-bit words, so that adding a term is three
  // integer additions with no rounding and no branch on the data. Only the digits the terms
  // have reached are kept (terms of similar size need three or four).
  void widen(int low, int high);  // digits low..high (inclusive) exist afterwards
  void carry();                   // every digit but the top one back into [0, 2^32)

  std::vector<std::int64_t> digits_;  // digits_[i]: weight 2^(32 * (first_ + i) - 1074)
  int first_ = 0;
  std::uint32_t pending_ = 0;  // terms added since the last carry
  double special_ = 0;         // the sum of infinite and NaN terms (0 when there were none)
};

}  // namespace weightcodec
