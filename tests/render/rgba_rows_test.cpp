// Cairo's premultiplied ARGB32 rows to straight RGBA: the one-pass conversion (opaque rows as a
// byte shuffle) gives exactly the bytes of the general per-pixel division, on opaque,
// translucent and fully transparent pixels, at every row length around the vector width.
#include <gtest/gtest.h>

#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "render/rgba_rows.hpp"

namespace libplot {
namespace {

std::uint32_t argb(unsigned a, unsigned r, unsigned g, unsigned b) {
  return (a << 24) | (r << 16) | (g << 8) | b;
}

std::vector<std::uint8_t> fast(const std::vector<std::uint32_t>& row) {
  std::vector<std::uint8_t> out(4 * row.size() + 1, 0xAB);  // one guard byte past the row
  render::to_rgba(row.data(), out.data(), static_cast<int>(row.size()));
  return out;
}

std::vector<std::uint8_t> portable(const std::vector<std::uint32_t>& row) {
  std::vector<std::uint8_t> out(4 * row.size() + 1, 0xAB);
  render::to_rgba_portable(row.data(), out.data(), static_cast<int>(row.size()));
  return out;
}

// to_rgba_refill (or its portable form) on a copy of the row with two words of padding after
// it (as a stride may have) and a guard word: the bytes, and what the row holds afterwards.
struct Refilled {
  std::vector<std::uint8_t> bytes;
  std::vector<std::uint32_t> row;
};
constexpr std::uint32_t kWord = 0xFFFFFFFFu, kGuard = 0x12345678u;
Refilled refilled(const std::vector<std::uint32_t>& row, bool avx2) {
  Refilled r{std::vector<std::uint8_t>(4 * row.size() + 1, 0xAB), row};
  r.row.insert(r.row.end(), {0u, argb(3, 1, 2, 3), kGuard});
  (avx2 ? render::to_rgba_refill : render::to_rgba_refill_portable)(
      r.row.data(), r.bytes.data(), static_cast<int>(row.size()), row.size() + 2, kWord);
  return r;
}

void expect_refill_equals_general(const std::vector<std::uint32_t>& row,
                                  const std::vector<std::uint8_t>& want) {
  std::vector<std::uint32_t> left(row.size() + 2, kWord);
  left.push_back(kGuard);
  for (bool avx2 : {true, false}) {
    const Refilled r = refilled(row, avx2);
    EXPECT_EQ(r.bytes, want) << (avx2 ? "avx2" : "portable");
    EXPECT_EQ(r.row, left) << (avx2 ? "avx2" : "portable");
  }
}

std::vector<std::uint8_t> general(const std::vector<std::uint32_t>& row) {
  std::vector<std::uint8_t> out(4 * row.size() + 1, 0xAB);
  render::unpremultiply_row(row.data(), out.data(), static_cast<int>(row.size()));
  return out;
}

TEST(RgbaRows, ExactBytesForOpaqueTranslucentAndTransparentPixels) {
  const std::vector<std::uint32_t> row = {argb(255, 31, 119, 180), argb(128, 100, 50, 0), argb(0, 0, 0, 0),
                                          argb(1, 1, 0, 1)};
  const std::vector<std::uint8_t> want = {31,  119, 180, 255,  // opaque: R, G, B, A in that order
                                          199, 100, 0,   128,  // (100 * 255 + 64) / 128 = 199
                                          0,   0,   0,   0,    // transparent
                                          255, 0,   255, 1,    // alpha 1: 1 * 255 / 1
                                          0xAB};               // the guard is untouched
  EXPECT_EQ(fast(row), want);
  EXPECT_EQ(portable(row), want);
  EXPECT_EQ(general(row), want);
  expect_refill_equals_general(row, want);
}

TEST(RgbaRows, FastPathEqualsGeneralPathAtEveryLength) {
  std::uint32_t seed = 12345;
  auto next = [&] { return seed = seed * 1664525u + 1013904223u; };
  auto premultiplied = [&](unsigned a) {
    const unsigned r = (next() >> 8) % (a + 1), g = (next() >> 8) % (a + 1), b = (next() >> 8) % (a + 1);
    return argb(a, r, g, b);
  };
  for (int width = 0; width <= 70; ++width) {
    SCOPED_TRACE(width);
    std::vector<std::uint32_t> opaque(static_cast<std::size_t>(width));
    for (auto& p : opaque) p = argb(255, next() & 0xFF, (next() >> 8) & 0xFF, (next() >> 16) & 0xFF);
    EXPECT_EQ(fast(opaque), general(opaque));
    EXPECT_EQ(portable(opaque), general(opaque));
    expect_refill_equals_general(opaque, general(opaque));
    if (width == 0) continue;
    // One non-opaque pixel anywhere (first, middle, last: inside the vector loop or its tail)
    // sends the row down the general path.
    for (int at : {0, width / 2, width - 1}) {
      for (unsigned a : {0u, 1u, 128u, 254u}) {
        std::vector<std::uint32_t> mixed = opaque;
        mixed[static_cast<std::size_t>(at)] = a == 0 ? 0u : premultiplied(a);
        const auto f = fast(mixed);
        EXPECT_EQ(f, general(mixed)) << "at " << at << " alpha " << a;
        EXPECT_EQ(portable(mixed), general(mixed)) << "at " << at << " alpha " << a;
        expect_refill_equals_general(mixed, general(mixed));
        EXPECT_EQ(f[4 * static_cast<std::size_t>(at) + 3], a);
      }
    }
    std::vector<std::uint32_t> translucent(static_cast<std::size_t>(width));
    for (auto& p : translucent) p = premultiplied(next() % 256);
    EXPECT_EQ(fast(translucent), general(translucent));
    EXPECT_EQ(portable(translucent), general(translucent));
    expect_refill_equals_general(translucent, general(translucent));
    const std::vector<std::uint32_t> clear(static_cast<std::size_t>(width), 0u);
    auto c = fast(clear);
    EXPECT_EQ(c, general(clear));
    expect_refill_equals_general(clear, c);
    // A row that already holds the word (an untouched background) stays as it is.
    const std::vector<std::uint32_t> white(static_cast<std::size_t>(width), kWord);
    expect_refill_equals_general(white, general(white));
    c.pop_back();
    EXPECT_EQ(c, std::vector<std::uint8_t>(4 * static_cast<std::size_t>(width), 0));
  }
}

}  // namespace
}  // namespace libplot

namespace libplot {
namespace {

TEST(RgbaRows, RefillWritesOnlyBlocksThatDoNotHoldTheWord) {
  // The AVX2 form leaves an 8-pixel block that already holds the word unwritten: a page in
  // read-only memory whose rows hold the word is converted without a fault.
  if (!__builtin_cpu_supports("avx2")) GTEST_SKIP() << "no AVX2 on this processor";
  const long page = sysconf(_SC_PAGESIZE);
  void* mem = mmap(nullptr, static_cast<std::size_t>(page), PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  ASSERT_NE(mem, MAP_FAILED);
  auto* row = static_cast<std::uint32_t*>(mem);
  const std::size_t words = static_cast<std::size_t>(page) / 4;
  std::fill_n(row, words, kWord);
  ASSERT_EQ(mprotect(mem, static_cast<std::size_t>(page), PROT_READ), 0);
  std::vector<std::uint8_t> out(4 * words);
  render::to_rgba_refill(row, out.data(), static_cast<int>(words), words, kWord);
  EXPECT_EQ(out, std::vector<std::uint8_t>(4 * words, 0xFF));
  munmap(mem, static_cast<std::size_t>(page));
}

}  // namespace
}  // namespace libplot
