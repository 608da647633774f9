// read_records_in_chunks against read_records on the same files: the same records with the same
// lines, in order; the same summary; the same error (the first bad line in file order) for a bad
// line anywhere, whatever the thread count and the chunk size; parts bounded by the read-ahead.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <memory>
#include <stdexcept>
#include <string>
#include <thread>
#include <tuple>
#include <utility>
#include <vector>

#include "records/records.hpp"
#include "test_files.hpp"

namespace {

using records::ChunkInfo;
using records::ChunkPart;
using records::ReadOptions;
using records::ReadSummary;
using records::Record;
using records_test::TempDir;
using records_test::write_file;
using records_test::zstd_frame;

using Seen = std::vector<std::pair<std::uint64_t, std::string>>;  // (line, JSON text) per record

// What a read gave: its records, its summary, and its error (what(), empty if none).
struct Outcome {
  Seen records;
  std::string summary;
  std::string error;
  std::uint64_t parts = 0;  // merges (chunked reads)
};

std::string describe(const ReadSummary& s) {
  std::string out = s.to_string() + "\nlines " + std::to_string(s.lines) + " blank " +
                    std::to_string(s.blank_lines) + " records " + std::to_string(s.records) + " bytes " +
                    std::to_string(s.bytes) + (s.stopped_early ? " stopped" : "");
  return out;
}

Outcome serial(const std::filesystem::path& path, const ReadOptions& options) {
  Outcome out;
  try {
    out.summary = describe(records::read_records(
        path, [&](Record& r) { out.records.emplace_back(r.line(), std::string(r.json())); }, options));
  } catch (const records::ReadError& e) {
    out.error = e.what();
  }
  return out;
}

struct Part : ChunkPart {
  void record(Record& r) override { seen.emplace_back(r.line(), std::string(r.json())); }
  Seen seen;
};

// Reads in chunks of options.chunk_bytes on `threads` threads, checking that parts arrive in
// chunk order.
Outcome chunked(const std::filesystem::path& path, const ReadOptions& options, unsigned threads) {
  Outcome out;
  std::uint64_t next_line = 1;
  try {
    out.summary = describe(records::read_records_in_chunks(
        path, [](const ChunkInfo&) { return std::make_unique<Part>(); },
        [&](std::unique_ptr<ChunkPart> part, const ChunkInfo& chunk) {
          EXPECT_EQ(chunk.index, out.parts);
          EXPECT_GE(chunk.first_line, next_line);  // its records come after the earlier chunks'
          const Seen& seen = static_cast<Part&>(*part).seen;
          if (!seen.empty()) {
            EXPECT_GE(seen.front().first, chunk.first_line);
            next_line = seen.back().first + 1;
          }
          out.records.insert(out.records.end(), seen.begin(), seen.end());
          ++out.parts;
        },
        options,
        {.threads = threads,
         .chunk_bytes = options.chunk_bytes,
         .read_ahead_bytes = options.read_ahead_bytes}));
  } catch (const records::ReadError& e) {
    out.error = e.what();
  }
  return out;
}

// Lines of many lengths (some longer than the smallest chunks), blank and CRLF lines, a byte
// order mark; `bad` maps a 1-based line number to the text that replaces it.
std::string mixed_lines(int count, const std::vector<std::pair<int, std::string>>& bad = {}) {
  std::string text = "\xEF\xBB\xBF";
  for (int i = 1; i <= count; ++i) {
    auto replaced = std::find_if(bad.begin(), bad.end(), [i](const auto& b) { return b.first == i; });
    if (replaced != bad.end()) {
      text += replaced->second + "\n";
    } else if (i % 97 == 0) {
      text += "  \n";  // blank
    } else {
      const std::string pad(static_cast<std::size_t>((i * 37) % 200 + (i % 250 == 0 ? 6000 : 0)), 'x');
      text += "{\"i\": " + std::to_string(i) + ", \"pad\": \"" + pad + "\"}" + (i % 13 == 0 ? "\r\n" : "\n");
    }
  }
  return text;
}

ReadOptions chunk_options(std::size_t chunk_bytes) {
  ReadOptions options;
  options.chunk_bytes = chunk_bytes;
  options.read_ahead_bytes = 4 * chunk_bytes;
  options.background_when_loaded = true;  // several threads whatever the machine's load
  return options;
}

const std::vector<std::size_t> kChunkSizes = {4096, 5000, 16384, 65536};
const std::vector<unsigned> kThreads = {2, 3, 4};

class ReadChunks : public ::testing::Test {
 protected:
  // Checks every chunk size and thread count against read_records on `name`, holding `text`
  // plain or compressed.
  void expect_same(const std::string& name, const std::string& text,
                   std::size_t max_record_bytes = std::size_t{8} << 20) {
    const auto path = dir / name;
    // A frame without its content size: a small frame that declares it is read on one thread.
    write_file(path, name.ends_with(".zst") ? zstd_frame(text, {.content_size = false}) : text);
    for (std::size_t chunk : kChunkSizes) {
      ReadOptions options = chunk_options(chunk);
      options.max_record_bytes = max_record_bytes;
      const Outcome want = serial(path, options);
      for (unsigned threads : kThreads) {
        SCOPED_TRACE(name + " chunk " + std::to_string(chunk) + " threads " + std::to_string(threads));
        const Outcome got = chunked(path, options, threads);
        EXPECT_EQ(got.error, want.error);
        if (want.error.empty()) {
          EXPECT_EQ(got.summary, want.summary);
          EXPECT_EQ(got.records, want.records);
        } else {
          // The parts of the chunks before the failing one were merged: a prefix of the records.
          ASSERT_LE(got.records.size(), want.records.size());
          EXPECT_TRUE(std::equal(got.records.begin(), got.records.end(), want.records.begin()));
        }
        // Several chunks (the file holds at least two), so the threads had work to share (the
        // choice of path does not depend on the content; a failing read merges fewer).
        if (want.error.empty()) {
          EXPECT_GT(got.parts, 1u);
        }
      }
    }
  }
  TempDir dir;
};

TEST_F(ReadChunks, SameRecordsLinesAndSummaryAsOneThread) {
  const std::string text = mixed_lines(2000);
  expect_same("plain.jsonl", text);
  expect_same("packed.jsonl.zst", text);
  expect_same("no_final_newline.ndjson", text + "{\"i\": 2001}");
  const Outcome whole = serial(dir / "plain.jsonl", chunk_options(4096));
  EXPECT_EQ(whole.records.size(), 2000u - 2000u / 97);
  EXPECT_EQ(whole.records.back().first, 2000u);
}

TEST_F(ReadChunks, StrictErrorIsTheFirstBadLineWhereverItIs) {
  const std::string bad = "{\"i\": oops}";
  const std::string long_bad = "{\"i\": 5, \"pad\": \"" + std::string(9000, 'y') + "\", }";  // spans chunks
  for (const auto& [where, lines] :
       std::vector<std::pair<std::string, std::vector<std::pair<int, std::string>>>>{
           {"first", {{1, bad}}},
           {"middle", {{1000, bad}, {1700, bad}}},
           {"last", {{2000, bad}}},
           {"spanning", {{1234, long_bad}}},
           {"duplicate_key", {{1500, "{\"i\": 1, \"i\": 2}"}}},
           {"two_in_one_chunk", {{800, bad}, {801, "[1]"}}}}) {
    SCOPED_TRACE(where);
    expect_same(where + ".jsonl", mixed_lines(2000, lines));
    expect_same(where + ".jsonl.zst", mixed_lines(2000, lines));
  }
  // The message names the file and the line, as read_records does.
  write_file(dir / "one.jsonl", mixed_lines(2000, {{1000, bad}, {1001, bad}}));
  const std::string error = chunked(dir / "one.jsonl", chunk_options(4096), 4).error;
  EXPECT_TRUE(error.starts_with((dir / "one.jsonl").string() + ":1000: malformed JSON: ")) << error;
}

TEST_F(ReadChunks, OverlongLine) {
  const std::string text = mixed_lines(2000);  // lines 250, 500, ... are over 6000 bytes
  expect_same("overlong.jsonl", text, 5000);
  expect_same("overlong.jsonl.zst", text, 5000);
}

TEST_F(ReadChunks, BrokenStreamFailsAtTheSameLineAfterTheChunksBeforeIt) {
  const std::string first = zstd_frame(mixed_lines(1500));
  const std::string second = zstd_frame("{\"i\": 1}\n{\"i\": 2}\n");
  write_file(dir / "cut.jsonl.zst", first + second.substr(0, second.size() - 5));
  for (std::size_t chunk : kChunkSizes)
    for (unsigned threads : kThreads) {
      const Outcome want = serial(dir / "cut.jsonl.zst", chunk_options(chunk));
      const Outcome got = chunked(dir / "cut.jsonl.zst", chunk_options(chunk), threads);
      EXPECT_EQ(want.error, (dir / "cut.jsonl.zst").string() +
                                ":1502: truncated zstd stream: the data ends inside a frame");
      EXPECT_EQ(got.error, want.error);
      EXPECT_EQ(got.records, want.records);  // every line before the failure is in a finished chunk
    }
}

TEST_F(ReadChunks, TheFirstExceptionInChunkOrderWins) {
  write_file(dir / "throws.jsonl", mixed_lines(2000));
  struct Throwing : ChunkPart {
    void record(Record& r) override {
      const auto i = *r.integer("i");
      if (i == 700 || i == 1900) throw std::runtime_error("record " + std::to_string(i));
    }
  };
  for (std::size_t chunk : kChunkSizes)
    for (unsigned threads : kThreads) {
      std::uint64_t merged = 0;
      try {
        records::read_records_in_chunks(
            dir / "throws.jsonl", [](const ChunkInfo&) { return std::make_unique<Throwing>(); },
            [&](std::unique_ptr<ChunkPart>, const ChunkInfo&) { ++merged; }, chunk_options(chunk),
            {.threads = threads, .chunk_bytes = chunk, .read_ahead_bytes = 4 * chunk});
        ADD_FAILURE() << "no exception";
      } catch (const std::runtime_error& e) {
        EXPECT_EQ(std::string(e.what()), "record 700");
      }
      EXPECT_GE(merged, 1u);  // the chunks before line 700's
    }
  // An exception from the merge ends the read too.
  std::uint64_t merged = 0;
  EXPECT_THROW(records::read_records_in_chunks(
                   dir / "throws.jsonl", [](const ChunkInfo&) { return std::make_unique<Part>(); },
                   [&](std::unique_ptr<ChunkPart>, const ChunkInfo& chunk) {
                     ++merged;
                     if (chunk.index == 2) throw std::logic_error("merge");
                   },
                   chunk_options(4096), {.threads = 3, .chunk_bytes = 4096, .read_ahead_bytes = 4 * 4096}),
               std::logic_error);
  EXPECT_EQ(merged, 3u);
}

TEST_F(ReadChunks, PartsWaitingForTheirMergeAreBoundedByTheReadAhead) {
  write_file(dir / "bounded.jsonl", mixed_lines(3000));
  static std::atomic<int> alive{0}, most{0};
  struct Counted : ChunkPart {
    Counted() {
      const int now = ++alive;
      int seen = most.load();
      while (now > seen && !most.compare_exchange_weak(seen, now)) {
      }
    }
    ~Counted() override { --alive; }
    void record(Record&) override {}
  };
  // (threads, read-ahead in chunks of 4 KiB) -> the most buffers: the read-ahead's, but at least
  // two per thread and one more.
  for (const auto& [threads, ahead, buffers] :
       std::vector<std::tuple<unsigned, std::size_t, int>>{{2, 4, 5}, {4, 4, 9}, {2, 12, 12}}) {
    SCOPED_TRACE(std::to_string(threads) + " threads, read-ahead " + std::to_string(ahead));
    alive = 0;
    most = 0;
    std::uint64_t merged = 0;
    records::read_records_in_chunks(
        dir / "bounded.jsonl", [](const ChunkInfo&) { return std::make_unique<Counted>(); },
        [&](std::unique_ptr<ChunkPart>, const ChunkInfo& chunk) {
          ++merged;
          // A slow first merge: the other chunks pile up behind it, up to the buffers.
          if (chunk.index == 0) std::this_thread::sleep_for(std::chrono::milliseconds(50));
        },
        chunk_options(4096), {.threads = threads, .chunk_bytes = 4096, .read_ahead_bytes = ahead * 4096});
    EXPECT_GT(merged, 20u);
    EXPECT_EQ(alive.load(), 0);
    EXPECT_LE(most.load(), buffers);
    EXPECT_GE(most.load(), ahead > 5 ? 6 : 3);  // a larger read-ahead lets more wait
  }
}

TEST_F(ReadChunks, OnePartWhereOneThreadReads) {
  const std::string text = mixed_lines(2000);
  write_file(dir / "lines.jsonl", text);
  write_file(dir / "small.jsonl", mixed_lines(20));                  // under two chunks
  write_file(dir / "small.jsonl.zst", zstd_frame(mixed_lines(20)));  // its one frame says: under two chunks
  for (const auto& [name, threads] : std::vector<std::pair<std::string, unsigned>>{
           {"lines.jsonl", 1}, {"small.jsonl", 4}, {"small.jsonl.zst", 4}}) {
    SCOPED_TRACE(name);
    const Outcome want = serial(dir / name, chunk_options(4096));
    const Outcome got = chunked(dir / name, chunk_options(4096), threads);
    EXPECT_EQ(got.parts, 1u);
    EXPECT_EQ(got.records, want.records);
    EXPECT_EQ(got.summary, want.summary);
  }
}

TEST_F(ReadChunks, EmptyStreamOfUnknownSize) {
  write_file(dir / "empty.jsonl.zst", zstd_frame("", {.content_size = false}));
  const Outcome want = serial(dir / "empty.jsonl.zst", chunk_options(4096));
  const Outcome got = chunked(dir / "empty.jsonl.zst", chunk_options(4096), 2);
  EXPECT_EQ(got.parts, 0u);  // no chunk: nothing to start or merge
  EXPECT_EQ(got.summary, want.summary);
  EXPECT_TRUE(got.records.empty());
  EXPECT_TRUE(got.error.empty());
}

}  // namespace
