// The record views find where a key's plain text ends 8 bytes at a time (key_scan.hpp). It must
// stop exactly where a byte loop stops: at the first '"' or '\\', whatever comes before or after.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "key_scan.hpp"

namespace {

using records::detail::quote_or_backslash;

const char* byte_by_byte(const char* at) {
  while (*at != '"' && *at != '\\') ++at;
  return at;
}

// `text` followed by 32 bytes of padding (the reader's buffers have 64 after a record).
std::ptrdiff_t stop_in(const std::string& text) {
  const std::string padded = text + std::string(32, '\0');
  return quote_or_backslash(padded.data()) - padded.data();
}

TEST(KeyScan, StopsAtTheFirstQuoteOrBackslashAtEveryOffset) {
  // Bytes before the stop: every value but the two stops, including those one bit away from them
  // ('"' ^ 0x80, '\\' ^ 0x80, '!', '#', '[', ']'), control bytes and UTF-8 bytes.
  std::string fillers;
  for (int byte = 1; byte < 256; ++byte) {
    if (byte != '"' && byte != '\\') fillers += static_cast<char>(byte);
  }
  for (char stop : {'"', '\\'}) {
    for (std::size_t offset = 0; offset < 72; ++offset) {
      for (std::size_t shift = 0; shift < fillers.size(); shift += 7) {
        std::string text;
        for (std::size_t i = 0; i < offset; ++i) text += fillers[(shift + i) % fillers.size()];
        text += stop;
        text += "\"\\x\"";  // what follows does not matter
        ASSERT_EQ(stop_in(text), static_cast<std::ptrdiff_t>(offset))
            << "stop " << stop << " offset " << offset << " shift " << shift;
      }
    }
  }
}

TEST(KeyScan, TheEarlierOfTheTwoWins) {
  EXPECT_EQ(stop_in(R"(abc\"def")"), 3);
  EXPECT_EQ(stop_in(R"(abc"d\ef)"), 3);
  EXPECT_EQ(stop_in(R"(abcdefgh\ijklmnop")"), 8);
  EXPECT_EQ(stop_in(R"(abcdefghijklmno"\)"), 15);
  EXPECT_EQ(stop_in("\"abc"), 0);
  EXPECT_EQ(stop_in("\\\""), 0);
}

TEST(KeyScan, AgreesWithAByteLoopOnPseudoRandomText) {
  std::uint64_t state = 0x9E3779B97F4A7C15u;
  auto next = [&state] {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
  };
  for (int round = 0; round < 20000; ++round) {
    std::string text(1 + next() % 80, ' ');
    for (char& c : text) {
      // Mostly plain bytes, sometimes a stop, sometimes a byte next to one.
      const std::uint64_t pick = next() % 64;
      c = pick == 0 ? '"' : pick == 1 ? '\\' : pick == 2 ? '\xA2' : pick == 3 ? '\xDC' : static_cast<char>(next());
    }
    text += '"';
    const std::string padded = text + std::string(32, '\0');
    ASSERT_EQ(quote_or_backslash(padded.data()), byte_by_byte(padded.data())) << "round " << round;
  }
}

}  // namespace
