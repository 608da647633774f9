// The reader's choice of thread and buffers (read_plan.hpp) from what the byte source knows of
// the file's size: small files, plain or zstd, are read on the calling thread into one buffer of
// their size, instead of a thread and sixteen zeroed 256 KiB buffers.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "byte_source.hpp"
#include "read_plan.hpp"
#include "records/read.hpp"
#include "test_files.hpp"

namespace {

using records::detail::open_byte_source;
using records::detail::plan_reading;
using records::detail::ReadPlan;
using records_test::FrameOptions;
using records_test::numbered_lines;
using records_test::TempDir;
using records_test::write_file;
using records_test::zstd_frame;

constexpr std::size_t kChunk = std::size_t{256} << 10;  // ReadOptions' default chunk_bytes

TEST(ReadPlan, SmallKnownSizesAreReadInlineIntoOneBufferOfTheirSize) {
  EXPECT_EQ(plan_reading(3000, kChunk, true), (ReadPlan{3001, false}));
  EXPECT_EQ(plan_reading(0, kChunk, true), (ReadPlan{1, false}));
  EXPECT_EQ(plan_reading(kChunk - 1, kChunk, true), (ReadPlan{kChunk, false}));
  // One chunk or more, or a size not known: as the options say.
  EXPECT_EQ(plan_reading(kChunk, kChunk, true), (ReadPlan{kChunk, true}));
  EXPECT_EQ(plan_reading(std::nullopt, kChunk, true), (ReadPlan{kChunk, true}));
  EXPECT_EQ(plan_reading(std::nullopt, kChunk, false), (ReadPlan{kChunk, false}));
  EXPECT_EQ(plan_reading(std::uint64_t{1} << 40, kChunk, false), (ReadPlan{kChunk, false}));
}

// A loaded machine (load average at least twice the usable processors, or one processor) is read
// on the calling thread.
TEST(ReadPlan, MachineLoadedAtTwiceItsProcessorsOrWithOne) {
  using records::detail::machine_loaded;
  EXPECT_FALSE(machine_loaded(0.0, 2));
  EXPECT_FALSE(machine_loaded(3.99, 2));
  EXPECT_TRUE(machine_loaded(4.0, 2));
  EXPECT_TRUE(machine_loaded(9.0, 2));
  EXPECT_FALSE(machine_loaded(15.9, 8));
  EXPECT_TRUE(machine_loaded(16.0, 8));
  EXPECT_TRUE(machine_loaded(0.0, 1));  // pinned to one core: the thread would share it
  EXPECT_TRUE(machine_loaded(0.0, 0));
}

// Busy (load average at least the usable processors, or one processor): one file's chunks are
// not parsed on several threads.
TEST(ReadPlan, MachineBusyAtItsProcessorsOrWithOne) {
  using records::detail::machine_busy;
  EXPECT_FALSE(machine_busy(0.0, 2));
  EXPECT_FALSE(machine_busy(1.99, 2));
  EXPECT_TRUE(machine_busy(2.0, 2));
  EXPECT_TRUE(machine_busy(3.0, 2));
  EXPECT_FALSE(machine_busy(7.9, 8));
  EXPECT_TRUE(machine_busy(8.0, 8));
  EXPECT_TRUE(machine_busy(0.0, 1));
  EXPECT_TRUE(machine_busy(0.0, 0));
}

TEST(ReadPlan, KnownSizeOfPlainAndZstdFiles) {
  TempDir dir;
  const std::string text = numbered_lines(1, 100);  // an atlas-sized file
  ASSERT_EQ(text.size(), 3084u);
  write_file(dir.path() / "atlas.jsonl", text);
  write_file(dir.path() / "atlas.jsonl.zst", zstd_frame(text));
  write_file(dir.path() / "unsized.jsonl.zst", zstd_frame(text, FrameOptions{.content_size = false}));
  write_file(dir.path() / "two_frames.jsonl.zst", zstd_frame(text) + zstd_frame(text));
  EXPECT_EQ(open_byte_source(dir.path() / "atlas.jsonl")->known_size(), 3084u);
  EXPECT_EQ(open_byte_source(dir.path() / "atlas.jsonl.zst")->known_size(), 3084u);
  EXPECT_EQ(open_byte_source(dir.path() / "unsized.jsonl.zst")->known_size(), std::nullopt);
  EXPECT_EQ(open_byte_source(dir.path() / "two_frames.jsonl.zst")->known_size(), std::nullopt);
  // A zstd file larger than the first read: its size is not looked for.
  std::mt19937 random(7);
  std::string noise(300 << 10, '\0');
  for (char& c : noise) c = static_cast<char>('a' + random() % 26);
  const std::string mid = zstd_frame(noise, FrameOptions{.level = 1});
  ASSERT_GT(mid.size(), ZSTD_DStreamInSize());
  write_file(dir.path() / "mid.zst", mid);
  EXPECT_EQ(open_byte_source(dir.path() / "mid.zst")->known_size(), std::nullopt);
  // So the atlas, plain or compressed, is read inline through one buffer of 3085 bytes.
  EXPECT_EQ(plan_reading(open_byte_source(dir.path() / "atlas.jsonl.zst")->known_size(), kChunk, true),
            (ReadPlan{3085, false}));
}

// The inline path reads every record of a small file, plain and zstd, with and without a final
// newline (the buffer is one byte larger than the file, so the end needs no growing).
TEST(ReadPlan, SmallFilesReadWhole) {
  TempDir dir;
  const std::string text = numbered_lines(1, 100);
  for (const std::string& content : {text, text.substr(0, text.size() - 1)}) {
    write_file(dir.path() / "a.jsonl", content);
    write_file(dir.path() / "a.jsonl.zst", zstd_frame(content));
    for (const char* name : {"a.jsonl", "a.jsonl.zst"}) {
      std::int64_t sum = 0;
      const records::ReadSummary s = records::read_records(
          dir.path() / name, [&](records::Record& r) { sum += r.integer("i").value(); });
      EXPECT_EQ(s.records, 100u) << name;
      EXPECT_EQ(s.lines, 100u) << name;
      EXPECT_EQ(s.bytes, content.size()) << name;
      EXPECT_EQ(sum, 5050) << name;
    }
  }
}

}  // namespace
