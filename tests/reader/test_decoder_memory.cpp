// The zstd decoder's large buffers (its window) live in memory mapped on 2 MiB boundaries and
// advised as transparent huge pages; small ones come from malloc. Decoded bytes are unchanged.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "byte_source.hpp"
#include "decoder_memory.hpp"
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

// A 3 MB frame with zstd level 3's 2 MiB window: the streaming decoder's window buffer (the
// window, one block and a margin: about 2.2 MB) is one large request, mapped as 4 MiB.
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

}  // namespace
