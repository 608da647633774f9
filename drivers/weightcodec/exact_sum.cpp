// A superaccumulator (Kulisch's long accumulator, with deferred carries as in Neal's xsum): every
// finite double is an integer multiple of 2^-1074, so the sum is one exact integer, rounded to
// the nearest double (ties to even) only when read, as CPython's math.fsum rounds.
#include "exact_sum.hpp"

#include <bit>
#include <cmath>

namespace weightcodec {

namespace {

constexpr std::int64_t kDigit = std::int64_t{1} << 32;
// A term adds less than 2^32 to a digit: after 2^20 terms a digit is still far from 2^63.
constexpr std::uint32_t kCarryEvery = std::uint32_t{1} << 20;

}  // namespace

void ExactSum::add(double x) {
  if (!std::isfinite(x)) {
    special_ += x;
    return;
  }
  const auto bits = std::bit_cast<std::uint64_t>(x);
  const int biased_exponent = static_cast<int>((bits >> 52) & 0x7ff);
  std::uint64_t mantissa = bits & ((std::uint64_t{1} << 52) - 1);
  if (biased_exponent == 0 && mantissa == 0) return;  // +-0
  // x = mantissa * 2^(position - 1074)
  int position = 0;
  if (biased_exponent != 0) {
    mantissa |= std::uint64_t{1} << 52;
    position = biased_exponent - 1;
  }
  const int digit = position >> 5;
  const int shift = position & 31;
  const std::uint64_t low = mantissa << shift;
  const std::uint64_t high = shift == 0 ? 0 : mantissa >> (64 - shift);
  if (digits_.empty() || digit < first_ || digit + 2 >= first_ + static_cast<int>(digits_.size()))
    widen(digit, digit + 2);
  std::int64_t* d = digits_.data() + (digit - first_);
  const auto d0 = static_cast<std::int64_t>(low & 0xffffffff);
  const auto d1 = static_cast<std::int64_t>(low >> 32);
  const auto d2 = static_cast<std::int64_t>(high);
  if (bits >> 63) {
    d[0] -= d0;
    d[1] -= d1;
    d[2] -= d2;
  } else {
    d[0] += d0;
    d[1] += d1;
    d[2] += d2;
  }
  if (++pending_ == kCarryEvery) carry();
}

void ExactSum::add(const ExactSum& other) {
  special_ += other.special_;
  if (other.digits_.empty()) return;
  carry();
  const int other_size = static_cast<int>(other.digits_.size());
  widen(other.first_, other.first_ + other_size - 1);
  for (int i = 0; i < other_size; ++i)
    digits_[static_cast<std::size_t>(other.first_ - first_ + i)] +=
        other.digits_[static_cast<std::size_t>(i)];
  carry();
}

void ExactSum::widen(int low, int high) {
  if (digits_.empty()) {
    first_ = low;
    digits_.assign(static_cast<std::size_t>(high - low + 1), 0);
    return;
  }
  if (low < first_) {
    digits_.insert(digits_.begin(), static_cast<std::size_t>(first_ - low), 0);
    first_ = low;
  }
  const int size = static_cast<int>(digits_.size());
  if (high >= first_ + size) digits_.resize(static_cast<std::size_t>(high - first_ + 1), 0);
}

void ExactSum::carry() {
  pending_ = 0;
  if (digits_.empty()) return;
  for (std::size_t i = 0; i + 1 < digits_.size(); ++i) {
    const std::int64_t c = digits_[i] >> 32;  // floor: the digit ends in [0, 2^32)
    digits_[i] -= c * kDigit;
    digits_[i + 1] += c;
  }
  // The top digit keeps the sign; grow while it has more than 31 bits of magnitude.
  while (digits_.back() >= kDigit / 2 || digits_.back() < -kDigit / 2) {
    const std::int64_t c = digits_.back() >> 32;
    digits_.back() -= c * kDigit;
    digits_.push_back(c);
  }
}

double ExactSum::value() const {
  if (special_ != 0 || std::isnan(special_)) return special_;
  ExactSum s = *this;
  s.carry();
  std::vector<std::int64_t>& d = s.digits_;
  if (d.empty()) return 0;
  const bool negative = d.back() < 0;
  if (negative) {
    for (std::int64_t& v : d) v = -v;
    s.carry();
  }
  // Now every digit is in [0, 2^32): the magnitude is an unsigned integer of 2^-1074.
  int top = static_cast<int>(d.size()) - 1;
  while (top >= 0 && d[static_cast<std::size_t>(top)] == 0) --top;
  if (top < 0) return 0;  // an exact zero is +0, as fsum gives
  const int lowest_bit = 32 * s.first_;
  auto bit = [&](int g) -> std::uint64_t {
    if (g < lowest_bit) return 0;
    const auto i = static_cast<std::size_t>((g - lowest_bit) >> 5);
    return (static_cast<std::uint64_t>(d[i]) >> ((g - lowest_bit) & 31)) & 1;
  };
  const int msb = lowest_bit + 32 * top +
                  (63 - std::countl_zero(static_cast<std::uint64_t>(d[static_cast<std::size_t>(top)])));
  // Up to 53 significant bits are exact (subnormal or not); above, keep 53 and round the rest.
  const int keep_from = msb < 53 ? lowest_bit : msb - 52;
  std::uint64_t m = 0;
  for (int g = msb; g >= keep_from; --g) m = (m << 1) | bit(g);
  if (keep_from > lowest_bit && bit(keep_from - 1)) {
    // Above half a unit, or exactly half and odd: round up.
    bool sticky = false;
    const int below = keep_from - 2;  // the highest bit under the rounding bit
    if (below >= lowest_bit) {
      const auto i = static_cast<std::size_t>((below - lowest_bit) >> 5);
      const int b = (below - lowest_bit) & 31;
      sticky = (static_cast<std::uint64_t>(d[i]) & ((std::uint64_t{2} << b) - 1)) != 0;
      for (std::size_t j = 0; j < i && !sticky; ++j) sticky = d[j] != 0;
    }
    if (sticky || (m & 1)) ++m;
  }
  const double magnitude = std::ldexp(static_cast<double>(m), keep_from - 1074);
  return negative ? -magnitude : magnitude;
}

}  // namespace weightcodec
