// The text caches' keys write their numbers with std::to_chars instead of snprintf: the text must
// be exactly printf's %.6g, or two sizes that shared a cache entry before would no longer (or two
// that did not, would).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <string>

#include "text/key_number.hpp"

namespace libplot {
namespace {

std::string printf_g6(double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.6g", v);
  return buf;
}

std::string key_text(double v) {
  std::string k;
  text::append_key_number(k, v);
  return k;
}

TEST(KeyNumber, WritesWhatPrintfG6Writes) {
  const double cases[] = {0.0,
                          -0.0,
                          1.0,
                          6.0,
                          8.5,
                          10.0,
                          10.5,
                          12.0,
                          72.0,
                          100.0,
                          300.0,
                          0.1 + 0.2,
                          1.0 / 3.0,
                          2.0 / 3.0,
                          9.9999995,
                          9.9999994,
                          123456.5,
                          1234567.0,
                          999999.5,
                          0.0001,
                          0.00001234567,
                          1e-300,
                          1e300,
                          4.94e-324,
                          1000.0,
                          std::numeric_limits<double>::max(),
                          std::numeric_limits<double>::infinity(),
                          -std::numeric_limits<double>::infinity(),
                          -12.25};
  for (double v : cases) EXPECT_EQ(key_text(v), printf_g6(v)) << v;
  // Every size a figure might ask for, at font-size steps and off them by rounding.
  std::uint64_t seed = 7;
  int compared = 0;
  for (int i = 0; i < 20000; ++i) {
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    const double u = static_cast<double>(seed >> 11) / static_cast<double>(1ull << 53);
    const double v = i % 2 ? std::round(u * 4000) / 4 : u * std::pow(10.0, (i % 13) - 4);
    ASSERT_EQ(key_text(v), printf_g6(v)) << v;
    ++compared;
  }
  EXPECT_EQ(compared, 20000);
}

TEST(KeyNumber, IntegersAsPrintfD) {
  for (int v :
       {0, 1, -1, 7, 400, 700, 123456789, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()}) {
    std::string k;
    text::append_key_number(k, v);
    EXPECT_EQ(k, std::to_string(v));
  }
}

}  // namespace
}  // namespace libplot
