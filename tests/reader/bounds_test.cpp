// The reader as the one input layer: regular files only (a FIFO never blocks it), caps that fire on
// endless lines and deep nesting, duplicate keys and NaN named with their place, .zst files that
// are not zstd, under both policies.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <future>
#include <string>
#include <vector>

#include "error_message.hpp"
#include "records/records.hpp"
#include "test_files.hpp"

namespace {

using records::DocumentError;
using records::JsonDocument;
using records::ReadError;
using records::ReadOptions;
using records::Reason;
using records::Record;
using records_test::TempDir;
using records_test::write_file;
using records_test::zstd_frame;

// Reads every record, keeping field "i".
std::vector<std::int64_t> ids(const std::filesystem::path& path, const ReadOptions& options,
                              records::ReadSummary* summary = nullptr) {
  std::vector<std::int64_t> out;
  auto s = records::read_records(
      path, [&](Record& r) { out.push_back(r.integer("i").value_or(-1)); }, options);
  if (summary) *summary = s;
  return out;
}

class Bounds : public ::testing::Test {
 protected:
  TempDir dir;
};

TEST_F(Bounds, FifoIsNotARegularFileAndDoesNotBlock) {
  const auto fifo = dir / "results.jsonl";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  EXPECT_EQ(error_message<ReadError>([&] { ids(fifo, {}); }), "not a regular file: " + fifo.string());
  const auto fifo_json = dir / "gqa_audit.json";
  ASSERT_EQ(::mkfifo(fifo_json.c_str(), 0600), 0);
  EXPECT_EQ(error_message<ReadError>([&] { records::load_document(fifo_json); }),
            "not a regular file: " + fifo_json.string());
}

TEST_F(Bounds, DevicesAndDirectoriesAreNotRegularFiles) {
  EXPECT_EQ(error_message<ReadError>([&] { ids("/dev/zero", {}); }), "not a regular file: /dev/zero");
  EXPECT_EQ(error_message<ReadError>([&] { records::load_document("/dev/zero"); }),
            "not a regular file: /dev/zero");
  EXPECT_EQ(error_message<ReadError>([&] { records::load_document(dir.path()); }),
            "not a regular file: " + dir.path().string());
}

TEST_F(Bounds, StrictTooLongFiresAtTheCapWithoutReadingTheRestOfTheLine) {
  // A 20000-byte line, then a corrupt second frame. Reading on to the line's end would meet the
  // corruption; the cap must fire first.
  const auto file = dir / "card.jsonl.zst";
  write_file(file, zstd_frame(std::string(20000, '0')) + "\x28\xB5\x2F\xFD" + std::string(64, '\x7F'));
  ReadOptions options;
  options.max_record_bytes = 4096;
  options.background_decompression = false;
  EXPECT_EQ(error_message<ReadError>([&] { ids(file, options); }),
            file.string() + ":1: too long: line longer than 4096 bytes");
  options.background_decompression = true;
  options.background_when_loaded = true;
  EXPECT_EQ(error_message<ReadError>([&] { ids(file, options); }),
            file.string() + ":1: too long: line longer than 4096 bytes");
}

// Found by the fuzz smoke in CI: with no read-ahead room, the decompressing thread waits for the
// queue to empty, and chunks without a buffer (an overlong line) are never released, so taking one
// must wake it. Before the fix this read never returned; the test bounds the wait.
TEST_F(Bounds, OverlongLineWithNoReadAheadDoesNotStallTheBackgroundReader) {
  const auto file = dir / "r.jsonl.zst";
  write_file(file, zstd_frame("{\"i\": 7}\n" + std::string(20000, 'x') + "\n{\"i\": 8}\n"));
  ReadOptions options;
  options.max_record_bytes = 100;
  options.chunk_bytes = 4096;  // smaller than the line
  options.read_ahead_bytes = 0;
  options.background_decompression = true;
  options.background_when_loaded = true;  // the background reader whatever the machine's load
  std::vector<std::int64_t> seen;
  auto reading = std::async(std::launch::async, [&] {
    return error_message<ReadError>([&] {
      records::read_records(
          file, [&](Record& r) { seen.push_back(r.integer("i").value_or(-1)); }, options);
    });
  });
  if (reading.wait_for(std::chrono::seconds(60)) != std::future_status::ready) {
    std::fprintf(stderr, "the background reader stalled on an overlong line (no read-ahead)\n");
    std::_Exit(1);  // the stalled thread cannot be joined
  }
  EXPECT_EQ(reading.get(), file.string() + ":2: too long: line longer than 100 bytes");
  EXPECT_EQ(seen, (std::vector<std::int64_t>{7}));
}

TEST_F(Bounds, ZstNamedFilesMustHoldZstd) {
  write_file(dir / "empty.jsonl.zst", "");
  EXPECT_EQ(error_message<ReadError>([&] { ids(dir / "empty.jsonl.zst", {}); }),
            (dir / "empty.jsonl.zst").string() + ": corrupt zstd stream: empty file, expected a zstd frame");
  write_file(dir / "text.jsonl.zst", "{\"i\": 1}\n");
  EXPECT_EQ(
      error_message<ReadError>([&] { ids(dir / "text.jsonl.zst", {}); }),
      (dir / "text.jsonl.zst").string() + ": corrupt zstd stream: no zstd frame at the start of the file");
  EXPECT_EQ(error_message<ReadError>([&] { records::load_document(dir / "empty.jsonl.zst"); }),
            (dir / "empty.jsonl.zst").string() + ": corrupt zstd stream: empty file, expected a zstd frame");
}

TEST_F(Bounds, DuplicateKeysInRecords) {
  const auto file = dir / "r.jsonl";
  write_file(file,
             "{\"i\": 1}\n{\"i\":2,\"b\":2,\"i\":3}\n{\"i\": 4, \"m\": {\"x\": 1, \"x\": 2}}\n{\"i\": 5}\n");
  EXPECT_EQ(error_message<ReadError>([&] { ids(file, {}); }),
            file.string() + ":2: duplicate key: \"i\" (columns 2 and 14)");
  write_file(file, "{\"i\": 1}\n{\"i\": 2}\n{\"i\": 4, \"m\": {\"x\": 1, \"x\": 2}}\n{\"i\": 5}\n");
  EXPECT_EQ(error_message<ReadError>([&] { ids(file, {}); }),
            file.string() + ":3: duplicate key: \"x\" in m (columns 16 and 24)");
}

TEST_F(Bounds, NanAndInfinityAreNotJsonAndNamedWithTheirField) {
  const auto file = dir / "atlas_bf16.jsonl";
  const std::string good = "{\"i\": 1, \"H_byte1\": 1.5}\n{\"i\": 2, \"H_byte1\": 2.5}\n";
  const std::pair<std::string, std::string> cases[] = {
      {"{\"i\": 3, \"H_byte1\": NaN}", "NaN at " + file.string() + ":3, field H_byte1"},
      {"{\"i\": 4, \"v\": [1, -Infinity]}", "-Infinity at " + file.string() + ":3, field v[1]"},
      {"{\"i\": 5, \"v\": {\"w\": Infinity}}", "Infinity at " + file.string() + ":3, field v.w"}};
  for (const auto& [line, message] : cases) {
    write_file(file, good + line + "\n{\"i\": 6, \"H_byte1\": 0}\n");
    std::vector<std::int64_t> seen;
    EXPECT_EQ(error_message<ReadError>([&] { seen = ids(file, {}); }), "not JSON: " + message);
  }
  write_file(file, good);
  EXPECT_EQ(ids(file, {}), (std::vector<std::int64_t>{1, 2}));
}

TEST_F(Bounds, NestingDepthIsCapped) {
  const auto file = dir / "deep.jsonl";
  write_file(file, "{\"i\": 1}\n{\"a\":" + std::string(100, '[') + std::string(100, ']') + "}\n");
  EXPECT_EQ(error_message<ReadError>([&] { ids(file, ReadOptions{}); }),
            file.string() + ":2: too deep: nesting deeper than 64 levels (column 69)");
  ReadOptions deeper = ReadOptions{};
  deeper.max_depth = 101;
  EXPECT_EQ(ids(file, deeper), (std::vector<std::int64_t>{1, -1}));
}

TEST_F(Bounds, DocumentOfAMillionNestedArrays) {
  const auto file = dir / "theme.json";
  write_file(file, std::string(1000000, '[') + std::string(1000000, ']'));
  EXPECT_EQ(error_message<DocumentError>([&] { records::load_document(file); }),
            file.string() + ":1: too deep: nesting deeper than 64 levels (column 65)");
}

TEST_F(Bounds, DocumentDuplicateKeysNameBothLines) {
  const auto file = dir / "adaptive_rank_results.json";
  write_file(file,
             "{\n  \"empirical_rank_metrics\": {\n    \"rank_4\": {\"latency_ms\": 1},\n"
             "    \"rank_8\": {\"latency_ms\": 2},\n    \"rank_4\": {\"latency_ms\": 3}\n  }\n}\n");
  EXPECT_EQ(
      error_message<DocumentError>([&] { records::load_document(file, {}, "adaptive_rank_results.json"); }),
      "adaptive_rank_results.json:5: duplicate key: \"rank_4\" in empirical_rank_metrics "
      "(lines 3 and 5)");
}

TEST_F(Bounds, DocumentNanAndSyntaxErrorsSayWhere) {
  const auto file = dir / "gqa_audit.json";
  write_file(file, "{\n  \"configurations\": {\n    \"MHA\": {\"decode_ms\": [1.5, NaN]}\n  }\n}\n");
  EXPECT_EQ(error_message<DocumentError>([&] { records::load_document(file, {}, "gqa_audit.json"); }),
            "not JSON: NaN at gqa_audit.json:3, field configurations.MHA.decode_ms[1]");
  write_file(file, "{\n  \"a\": [1, 2},\n  \"b\": 3\n}\n");
  EXPECT_EQ(error_message<DocumentError>([&] { records::load_document(file, {}, "gqa_audit.json"); }),
            "gqa_audit.json:2: malformed JSON: The JSON document has an improper structure: missing "
            "or superfluous commas, braces, missing keys, etc. (column 13)");
  write_file(file, "{\n  \"a\": tru\n}\n");
  EXPECT_EQ(error_message<DocumentError>([&] { records::load_document(file, {}, "gqa_audit.json"); }),
            "gqa_audit.json:2: malformed JSON: The JSON element does not have the requested type. "
            "(column 8)");
}

TEST_F(Bounds, DocumentSizeCap) {
  const auto file = dir / "big.json";
  std::string text(300002, ' ');
  text.front() = '[';
  text.back() = ']';
  write_file(file, text);
  EXPECT_EQ(error_message<DocumentError>([&] { records::load_document(file, {.max_bytes = 200000}); }),
            file.string() + ": too long: document longer than 200000 bytes");
}

}  // namespace
