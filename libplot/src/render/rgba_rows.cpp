// Premultiplied ARGB32 rows to straight RGBA (see rgba_rows.hpp).
#include "render/rgba_rows.hpp"

#include <algorithm>
#include <cstring>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define LIBPLOT_RGBA_AVX2 1
#endif

namespace libplot::render {
namespace {

// How far ahead of the pixel being converted its memory is asked for. The page (15 MB at 300
// dpi) was last written a page ago and lies in memory, not in a cache; rows are 10 KB, and the
// hardware's own prefetcher starts again at every 4 KiB page: reading 8 KB ahead cut the
// conversion of the 16 qtensorformer figures from 22 to 16 ms of CPU (4 KB: 16.5, 2 KB: 19.5).
// A prefetch past the image's end is harmless (it never faults).
constexpr std::size_t kPrefetchBytes = 8192;

// Swaps R and B into dst; returns whether every pixel is opaque. Written as a branch-free loop
// so that it vectorises (SSE2 on x86-64's baseline: shifts and masks, 4 pixels at a time).
bool shuffle_portable(const std::uint32_t* src, std::uint8_t* dst, int width) {
  std::uint32_t all = 0xFF000000u;
  for (int x = 0; x < width; ++x) {
    const std::uint32_t p = src[x];
    all &= p;
    const std::uint32_t q = (p & 0xFF00FF00u) | ((p >> 16) & 0xFFu) | ((p & 0xFFu) << 16);
    std::memcpy(dst + 4 * x, &q, 4);
  }
  return all == 0xFF000000u;
}

#ifdef LIBPLOT_RGBA_AVX2
// The same with AVX2's byte shuffle, 8 pixels an instruction: the portable loop's shifts and
// masks made the conversion compute-bound (a cycle a pixel) rather than memory-bound.
[[gnu::target("avx2")]] bool shuffle_avx2(const std::uint32_t* src, std::uint8_t* dst, int width) {
  const __m256i order = _mm256_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15, 2, 1, 0, 3, 6,
                                         5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
  __m256i all = _mm256_set1_epi32(-1);
  int x = 0;
  for (; x + 8 <= width; x += 8) {
    __builtin_prefetch(reinterpret_cast<const char*>(src + x) + kPrefetchBytes);
    const __m256i p = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(src + x));
    all = _mm256_and_si256(all, p);
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(dst + 4 * x), _mm256_shuffle_epi8(p, order));
  }
  // Alpha is the top byte of each word: opaque when all 8 words' top bytes are 0xFF.
  const __m256i alpha = _mm256_srli_epi32(all, 24);
  const bool opaque = _mm256_movemask_epi8(_mm256_cmpeq_epi32(alpha, _mm256_set1_epi32(0xFF))) == -1;
  return shuffle_portable(src + x, dst + 4 * x, width - x) && opaque;
}
#endif

#ifdef LIBPLOT_RGBA_AVX2
// to_rgba_refill, 8 pixels at a time: a block with a pixel that is not opaque is converted by
// the general division before it is overwritten; a block already holding the word is only read,
// so its memory is not made dirty (written back for nothing).
[[gnu::target("avx2")]] void refill_avx2(std::uint32_t* row, std::uint8_t* dst, int width, std::size_t words,
                                         std::uint32_t word) {
  const __m256i order = _mm256_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15, 2, 1, 0, 3, 6,
                                         5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
  const __m256i opaque = _mm256_set1_epi32(static_cast<int>(0xFF000000u));
  const __m256i fill = _mm256_set1_epi32(static_cast<int>(word));
  int x = 0;
  for (; x + 8 <= width; x += 8) {
    auto* at = reinterpret_cast<__m256i*>(row + x);
    __builtin_prefetch(reinterpret_cast<const char*>(row + x) + kPrefetchBytes, 1);  // to be written
    const __m256i p = _mm256_loadu_si256(at);
    if (_mm256_movemask_epi8(_mm256_cmpeq_epi32(_mm256_and_si256(p, opaque), opaque)) == -1)
      _mm256_storeu_si256(reinterpret_cast<__m256i*>(dst + 4 * x), _mm256_shuffle_epi8(p, order));
    else unpremultiply_row(row + x, dst + 4 * x, 8);
    if (_mm256_movemask_epi8(_mm256_cmpeq_epi32(p, fill)) != -1) _mm256_storeu_si256(at, fill);
  }
  unpremultiply_row(row + x, dst + 4 * x, width - x);
  std::fill(row + x, row + words, word);
}
#endif

using Shuffle = bool (*)(const std::uint32_t*, std::uint8_t*, int);
using Refill = void (*)(std::uint32_t*, std::uint8_t*, int, std::size_t, std::uint32_t);

Shuffle best_shuffle() {
#ifdef LIBPLOT_RGBA_AVX2
  if (__builtin_cpu_supports("avx2")) return shuffle_avx2;
#endif
  return shuffle_portable;
}

Refill best_refill() {
#ifdef LIBPLOT_RGBA_AVX2
  if (__builtin_cpu_supports("avx2")) return refill_avx2;
#endif
  return to_rgba_refill_portable;
}

}  // namespace

void unpremultiply_row(const std::uint32_t* src, std::uint8_t* dst, int width) {
  for (int x = 0; x < width; ++x) {
    const std::uint32_t p = src[x];
    const std::uint32_t a = p >> 24;
    std::uint32_t r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
    if (a == 0) {
      r = g = b = 0;
    } else if (a != 255) {
      r = (r * 255 + a / 2) / a;
      g = (g * 255 + a / 2) / a;
      b = (b * 255 + a / 2) / a;
    }
    dst[4 * x + 0] = static_cast<std::uint8_t>(r);
    dst[4 * x + 1] = static_cast<std::uint8_t>(g);
    dst[4 * x + 2] = static_cast<std::uint8_t>(b);
    dst[4 * x + 3] = static_cast<std::uint8_t>(a);
  }
}

void to_rgba(const std::uint32_t* src, std::uint8_t* dst, int width) {
  // One pass reads the row once (from memory: the image is larger than the caches), swaps R and
  // B and ANDs the alphas.
  static const Shuffle shuffle = best_shuffle();
  if (!shuffle(src, dst, width)) unpremultiply_row(src, dst, width);  // the row is in cache by now
}

void to_rgba_portable(const std::uint32_t* src, std::uint8_t* dst, int width) {
  if (!shuffle_portable(src, dst, width)) unpremultiply_row(src, dst, width);
}

void to_rgba_refill_portable(std::uint32_t* row, std::uint8_t* dst, int width, std::size_t words,
                             std::uint32_t word) {
  to_rgba_portable(row, dst, width);
  std::fill_n(row, words, word);
}

void to_rgba_refill(std::uint32_t* row, std::uint8_t* dst, int width, std::size_t words, std::uint32_t word) {
  static const Refill refill = best_refill();
  refill(row, dst, width, words, word);
}

}  // namespace libplot::render
