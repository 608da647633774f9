// The zstd decoder's large buffers (its window) live in memory mapped on 2 MiB boundaries and
// advised as transparent huge pages; small ones come from malloc. Decoded bytes are unchanged.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "byte_source.hpp"
#include "chunk_buffer.hpp"
#include "decoder_memory.hpp"
#include "records/read.hpp"
#include "test_files.hpp"

namespace {

using records::detail::DecoderMemory;
using records::detail::open_byte_source;
using records_test::numbered_lines;
using records_test::TempDir;
using records_test::write_file;
using records_test::zstd_frame;

constexpr std::size_t kMiB = std::size_t{1} << 20;

// The VmFlags of the mapping holding `address`, from /proc/self/smaps ("" when not found).
std::string vm_flags_of(const void* address) {
  std::ifstream smaps("/proc/self/smaps");
  const auto a = reinterpret_cast<std::uintptr_t>(address);
  std::string line;
  bool inside = false;
  while (std::getline(smaps, line)) {
    std::uintptr_t lo = 0, hi = 0;
    char dash = 0;
    std::istringstream head(line);
    if (head >> std::hex >> lo >> dash >> hi && dash == '-') {
      inside = lo <= a && a < hi;
    } else if (inside && line.rfind("VmFlags:", 0) == 0) {
      return line;
    }
  }
  return "";
}

TEST(DecoderMemory, LargeRequestsAreMappedOnHugePageBoundariesSmallOnesMalloced) {
  DecoderMemory memory;
  const ZSTD_customMem m = memory.zstd_memory();
  void* large = m.customAlloc(m.opaque, 3 * kMiB);
  ASSERT_NE(large, nullptr);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(large) % (2 * kMiB), 0u);
  EXPECT_EQ(memory.mapped_bytes(), 4 * kMiB);
  std::memset(large, 0x5a, 3 * kMiB);  // all of it writable
  EXPECT_EQ(static_cast<unsigned char*>(large)[3 * kMiB - 1], 0x5a);
  if (std::filesystem::exists("/sys/kernel/mm/transparent_hugepage/enabled")) {
    EXPECT_NE(vm_flags_of(large).find(" hg"), std::string::npos) << vm_flags_of(large);
  }
  void* just_under = m.customAlloc(m.opaque, DecoderMemory::kLargeBytes - 1);
  void* small = m.customAlloc(m.opaque, 1000);
  ASSERT_NE(just_under, nullptr);
  ASSERT_NE(small, nullptr);
  EXPECT_EQ(memory.mapped_bytes(), 4 * kMiB);
  void* exactly = m.customAlloc(m.opaque, DecoderMemory::kLargeBytes);
  EXPECT_EQ(memory.mapped_bytes(), 6 * kMiB);
  m.customFree(m.opaque, large);
  EXPECT_EQ(memory.mapped_bytes(), 2 * kMiB);
  m.customFree(m.opaque, small);
  m.customFree(m.opaque, just_under);
  m.customFree(m.opaque, nullptr);
  m.customFree(m.opaque, exactly);
  EXPECT_EQ(memory.mapped_bytes(), 0u);
}

// A 3 MB frame with zstd level 3's 2 MiB window, read in 256 KiB pieces: the streaming decoder's
// window buffer (the window, one block and a margin: about 2.2 MB) is one large request, mapped
// as 4 MiB.
TEST(DecoderMemory, ZstdSourceKeepsItsWindowInHugePageMemory) {
  TempDir dir;
  const std::string text = numbered_lines(1, 100'000);
  ASSERT_GT(text.size(), 3'000'000u);
  write_file(dir.path() / "results.jsonl.zst", zstd_frame(text));
  const std::size_t before = DecoderMemory::mapped_bytes_ever();
  std::string read(text.size() + 1, '\0');
  std::size_t got = 0;
  {
    auto source = open_byte_source(dir.path() / "results.jsonl.zst");
    ASSERT_TRUE(source->compressed());
    for (std::size_t n; (n = source->read(read.data() + got, std::min<std::size_t>(256 << 10, read.size() - got))) > 0;)
      got += n;
  }
  EXPECT_EQ(got, text.size());
  read.resize(got);
  EXPECT_TRUE(read == text);
  EXPECT_EQ(DecoderMemory::mapped_bytes_ever() - before, 4 * kMiB);
}

// The same 3 MB frame read with one buffer of its size (what read_records plans for it): decoded
// in one call, straight into the buffer, with no window mapped at all; every byte as streamed.
TEST(DecoderMemory, SmallZstdFrameIsDecodedWholeWithNoWindow) {
  TempDir dir;
  const std::string text = numbered_lines(1, 100'000);
  ASSERT_GT(text.size(), 3'000'000u);
  ASSERT_LE(text.size(), 4 * kMiB);
  write_file(dir.path() / "results.jsonl.zst", zstd_frame(text));
  const std::size_t before = DecoderMemory::mapped_bytes_ever();
  auto source = open_byte_source(dir.path() / "results.jsonl.zst");
  ASSERT_TRUE(source->whole_in_one_read());
  ASSERT_EQ(source->known_size(), text.size());
  std::string read(text.size() + 1, '\0');
  EXPECT_EQ(source->read(read.data(), read.size()), text.size());
  EXPECT_EQ(source->read(read.data(), read.size()), 0u);
  read.resize(text.size());
  EXPECT_TRUE(read == text);
  EXPECT_EQ(DecoderMemory::mapped_bytes_ever() - before, 0u);
  // read_records reads it so: every record, no window, no second thread asked for or not.
  for (const bool background : {true, false}) {
    records::ReadOptions options;
    options.background_decompression = background;
    options.background_when_loaded = true;
    std::int64_t sum = 0;
    const records::ReadSummary s = records::read_records(dir.path() / "results.jsonl.zst", [&](records::Record& r) {
      sum += r.integer("i").value();
    }, options);
    EXPECT_EQ(s.records, 100'000u);
    EXPECT_EQ(s.bytes, text.size());
    EXPECT_EQ(sum, std::int64_t{100'000} * 100'001 / 2);
  }
  EXPECT_EQ(DecoderMemory::mapped_bytes_ever() - before, 0u);
}

// A frame that fails when decoded whole is decoded again by streaming, a block at a time: the
// bytes before the damage come first (no fewer than a read in 256 KiB pieces gets), then the same
// error a streamed read gives.
TEST(DecoderMemory, DamagedSmallFrameFailsAsWhenStreamed) {
  TempDir dir;
  const std::string text = numbered_lines(1, 100'000);
  std::string frame = zstd_frame(text, {.checksum = true});
  frame[frame.size() - 2] = static_cast<char>(frame[frame.size() - 2] ^ 0x5A);  // the checksum
  write_file(dir.path() / "bad.jsonl.zst", frame);
  auto whole = open_byte_source(dir.path() / "bad.jsonl.zst");
  ASSERT_TRUE(whole->whole_in_one_read());
  std::string a(text.size() + 1, '\0');
  std::size_t got_whole = 0;
  std::string error_whole;
  try {
    for (std::size_t n; (n = whole->read(a.data() + got_whole, a.size() - got_whole)) > 0;) got_whole += n;
  } catch (const records::detail::StreamFailure& f) {
    error_whole = f.detail;
  }
  auto streamed = open_byte_source(dir.path() / "bad.jsonl.zst");
  std::string b(text.size() + 1, '\0');
  std::size_t got_streamed = 0;
  std::string error_streamed;
  try {
    for (std::size_t n; (n = streamed->read(b.data() + got_streamed, std::min<std::size_t>(256 << 10, b.size() - got_streamed))) > 0;)
      got_streamed += n;
  } catch (const records::detail::StreamFailure& f) {
    error_streamed = f.detail;
  }
  EXPECT_EQ(error_whole, "Restored data doesn't match checksum");
  EXPECT_EQ(error_streamed, error_whole);
  EXPECT_GT(got_streamed, 3'000'000u);
  EXPECT_GE(got_whole, got_streamed);
  EXPECT_LT(got_whole, text.size());
  EXPECT_EQ(a.substr(0, got_whole), text.substr(0, got_whole));
}

// Chunk buffers of 1 MiB or more (a whole small file, a buffer grown for a long line) are mapped
// on huge-page boundaries, zeroed by the kernel, padding included; smaller ones come from new[].
TEST(ChunkBuffer, LargeBuffersLiveInZeroedHugePages) {
  using records::detail::ChunkBuffer;
  using records::detail::kParsePadding;
  ChunkBuffer whole(3'076'192);
  EXPECT_TRUE(whole.in_huge_pages());
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(whole.data()) % (2 * kMiB), 0u);
  EXPECT_NE(vm_flags_of(whole.data()).find(" hg"), std::string::npos);
  const char* p = whole.data();
  EXPECT_TRUE(std::all_of(p, p + whole.capacity() + kParsePadding, [](char c) { return c == 0; }));
  ChunkBuffer small(256 << 10);
  EXPECT_FALSE(small.in_huge_pages());
  EXPECT_TRUE(std::all_of(small.data(), small.data() + small.capacity() + kParsePadding, [](char c) { return c == 0; }));
  EXPECT_FALSE(ChunkBuffer(ChunkBuffer::kLargeBytes - kParsePadding - 1).in_huge_pages());
  EXPECT_TRUE(ChunkBuffer(ChunkBuffer::kLargeBytes - kParsePadding).in_huge_pages());
  std::memcpy(small.data(), "{\"i\": 1}", 8);
  small.grow(4 * kMiB, 8);
  EXPECT_TRUE(small.in_huge_pages());
  EXPECT_EQ(std::string(small.data(), 8), "{\"i\": 1}");
  EXPECT_EQ(small.padded_end()[-1], 0);
  small.shrink(256 << 10, 8);
  EXPECT_FALSE(small.in_huge_pages());
  EXPECT_EQ(std::string(small.data(), 8), "{\"i\": 1}");
}

}  // namespace
