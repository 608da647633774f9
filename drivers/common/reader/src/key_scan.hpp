// Where an object key's text stops being plain: its closing quote, or a backslash that starts an
// escape. The record views use the key in place when the quote comes first.
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>

namespace records::detail {

// The first '"' or '\\' at or after `at`. The caller guarantees one exists (simdjson's stage 1
// closed every string) and that the 7 bytes after it are readable (the record's padding): the
// scan reads 8 bytes at a time, since a byte loop over each key was a visible share of iterating
// an object's fields.
inline const char* quote_or_backslash(const char* at) noexcept {
  if constexpr (std::endian::native == std::endian::little) {
    constexpr std::uint64_t kOnes = 0x0101010101010101u;
    constexpr std::uint64_t kHighs = 0x8080808080808080u;
    for (;; at += 8) {
      std::uint64_t word;
      std::memcpy(&word, at, sizeof word);
      const std::uint64_t quote = word ^ (kOnes * '"');
      const std::uint64_t backslash = word ^ (kOnes * '\\');
      // A byte of `x` is zero where the text has the character. (x - ones) & ~x sets the high bit
      // of the first zero byte exactly; the bytes after it may be set spuriously by the borrow,
      // which does not matter since only the lowest set bit is used.
      const std::uint64_t hits =
          (((quote - kOnes) & ~quote) | ((backslash - kOnes) & ~backslash)) & kHighs;
      if (hits != 0) return at + std::countr_zero(hits) / 8;
    }
  } else {
    while (*at != '"' && *at != '\\') ++at;
    return at;
  }
}

}  // namespace records::detail
