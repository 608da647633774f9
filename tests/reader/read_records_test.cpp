// read_records over plain, zstd (single, multi-frame, without content size), broken and odd inputs,
// under both policies, with and without the background decompression thread.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "records/records.hpp"
#include "test_files.hpp"

namespace {

using records::ReadError;
using records::ReadOptions;
using records::ReadSummary;
using records::Reason;
using records::Record;
using records_test::FrameOptions;
using records_test::numbered_lines;
using records_test::TempDir;
using records_test::write_file;
using records_test::zstd_frame;

struct Collected {
  std::vector<std::int64_t> ids;     // field "i", -1 when unreadable
  std::vector<std::uint64_t> lines;  // Record::line()
  ReadSummary summary;
};

Collected collect(const std::filesystem::path& path, const ReadOptions& options) {
  Collected collected;
  collected.summary = records::read_records(
      path,
      [&](Record& record) {
        auto id = record.integer("i");
        collected.ids.push_back(id ? *id : -1);
        collected.lines.push_back(record.line());
      },
      options);
  return collected;
}

// Runs `body`, which must throw ReadError, and returns it.
template <class Body>
ReadError read_error_from(Body&& body) {
  try {
    body();
  } catch (const ReadError& error) {
    return error;
  }
  ADD_FAILURE() << "expected a ReadError";
  return ReadError("", 0, Reason::read_error, "");
}

std::vector<std::int64_t> range(std::int64_t first, std::int64_t last) {
  std::vector<std::int64_t> values;
  for (std::int64_t i = first; i <= last; ++i) values.push_back(i);
  return values;
}

std::vector<std::uint64_t> line_range(std::uint64_t first, std::uint64_t last) {
  std::vector<std::uint64_t> values;
  for (std::uint64_t i = first; i <= last; ++i) values.push_back(i);
  return values;
}

// Each test runs with the background decompression thread (true) and without (false).
class ReadRecords : public ::testing::TestWithParam<bool> {
 protected:
  ReadOptions options() const {
    ReadOptions options;
    options.background_decompression = GetParam();
    options.background_when_loaded = GetParam();  // the thread whatever the machine's load
    return options;
  }
  TempDir dir;
};

INSTANTIATE_TEST_SUITE_P(Threads, ReadRecords, ::testing::Values(true, false),
                         [](const auto& info) { return info.param ? "background" : "inline"; });

// ---- formats

TEST_P(ReadRecords, PlainJsonl) {
  write_file(dir / "plain.jsonl", numbered_lines(1, 3));
  Collected got = collect(dir / "plain.jsonl", options());
  EXPECT_EQ(got.ids, range(1, 3));
  EXPECT_EQ(got.lines, line_range(1, 3));
  EXPECT_EQ(got.summary.records, 3u);
  EXPECT_EQ(got.summary.lines, 3u);
  EXPECT_EQ(got.summary.blank_lines, 0u);
  EXPECT_EQ(got.summary.bytes, numbered_lines(1, 3).size());
}

TEST_P(ReadRecords, LastLineWithoutNewline) {
  std::string text = numbered_lines(1, 2) + "{\"i\": 3}";
  write_file(dir / "tail.jsonl", text);
  Collected got = collect(dir / "tail.jsonl", options());
  EXPECT_EQ(got.ids, range(1, 3));
  EXPECT_EQ(got.summary.lines, 3u);
}

TEST_P(ReadRecords, ZstdSingleFrame) {
  write_file(dir / "one.jsonl.zst", zstd_frame(numbered_lines(1, 50)));
  Collected got = collect(dir / "one.jsonl.zst", options());
  EXPECT_EQ(got.ids, range(1, 50));
  EXPECT_EQ(got.lines, line_range(1, 50));
  EXPECT_EQ(got.summary.bytes, numbered_lines(1, 50).size());
}

TEST_P(ReadRecords, ZstdMultiFrameSplitInsideLines) {
  // Frame boundaries fall in the middle of records: the reader must not care.
  const std::string text = numbered_lines(1, 40);
  const std::size_t cuts[] = {0, 7, 300, 301, 1000, text.size()};
  std::string file;
  for (std::size_t i = 0; i + 1 < std::size(cuts); ++i) {
    file += zstd_frame(std::string_view(text).substr(cuts[i], cuts[i + 1] - cuts[i]));
  }
  write_file(dir / "multi.jsonl.zst", file);
  Collected got = collect(dir / "multi.jsonl.zst", options());
  EXPECT_EQ(got.ids, range(1, 40));
  EXPECT_EQ(got.lines, line_range(1, 40));
}

TEST_P(ReadRecords, ZstdFramesWithoutContentSize) {
  const FrameOptions streamed{.content_size = false, .checksum = true};
  const std::string probe = zstd_frame("{}\n", streamed);
  ASSERT_EQ(ZSTD_getFrameContentSize(probe.data(), probe.size()), ZSTD_CONTENTSIZE_UNKNOWN);
  write_file(dir / "streamed.jsonl.zst",
             zstd_frame(numbered_lines(1, 10), streamed) + zstd_frame(numbered_lines(11, 20), streamed));
  Collected got = collect(dir / "streamed.jsonl.zst", options());
  EXPECT_EQ(got.ids, range(1, 20));
}

TEST_P(ReadRecords, CompressionChosenByContentNotName) {
  write_file(dir / "compressed_but_named.jsonl", zstd_frame(numbered_lines(1, 5)));
  EXPECT_EQ(collect(dir / "compressed_but_named.jsonl", options()).ids, range(1, 5));
  // The one exception: a file named .zst must be zstd (a text file named so is a mistake).
  write_file(dir / "plain_but_named.jsonl.zst", numbered_lines(1, 4));
  EXPECT_EQ(
      std::string(read_error_from([&] { collect(dir / "plain_but_named.jsonl.zst", options()); }).what()),
      (dir / "plain_but_named.jsonl.zst").string() +
          ": corrupt zstd stream: no zstd frame at the start of the file");
}

TEST_P(ReadRecords, SkippableFrameFirst) {
  // A skippable frame (magic 0x184D2A50) then a normal frame.
  std::string skippable("\x50\x2A\x4D\x18\x03\x00\x00\x00xyz", 11);
  write_file(dir / "skippable.jsonl.zst", skippable + zstd_frame(numbered_lines(1, 3)));
  EXPECT_EQ(collect(dir / "skippable.jsonl.zst", options()).ids, range(1, 3));
}

TEST_P(ReadRecords, ManyChunksAndFrames) {
  // Small chunks force many hand-overs and carried tails.
  std::string file;
  std::string text;
  for (int block = 0; block < 10; ++block) {
    std::string part = numbered_lines(block * 1000 + 1, block * 1000 + 1000);
    text += part;
    file += zstd_frame(part, {.content_size = block % 2 == 0});
  }
  write_file(dir / "many.jsonl.zst", file);
  ReadOptions small = options();
  small.chunk_bytes = 4096;
  Collected got = collect(dir / "many.jsonl.zst", small);
  EXPECT_EQ(got.ids, range(1, 10000));
  EXPECT_EQ(got.lines, line_range(1, 10000));
  EXPECT_EQ(got.summary.bytes, text.size());
}

// Lines of random length up to the cap, blank lines and CRLF, cut into frames at random points
// and read through 4 KiB buffers: every record where a model says; then the first line past the
// cap ends the read with its line.
void check_random_lines(const std::filesystem::path& path, ReadOptions options, std::size_t cap,
                        std::size_t longest) {
  std::uint64_t state = 12345 + cap;
  auto next = [&state](std::uint64_t bound) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return (state >> 33) % bound;
  };
  std::string text;
  std::vector<std::int64_t> expected_ids;
  std::vector<std::uint64_t> expected_lines;
  std::uint64_t too_long = 0;
  std::uint64_t line = 1;
  for (; too_long == 0 || line <= too_long; ++line) {
    const std::uint64_t kind = next(20);
    std::string body;
    if (kind != 0) {
      const std::string head = "{\"i\": " + std::to_string(line) + ", \"pad\": \"";
      body = head + std::string(next(kind == 1 ? longest : 400), 'x') + "\"}";
      // The first line past the cap, once 2000 lines are written, is the last one.
      if (body.size() > cap && line < 2000) body = head + "\"}";
      if (body.size() > cap) {
        too_long = line;
      } else {
        expected_ids.push_back(static_cast<std::int64_t>(line));
        expected_lines.push_back(line);
      }
    }
    text += body + (next(3) == 0 ? "\r\n" : "\n");
  }
  std::string file;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t size = std::min<std::size_t>(text.size() - at, 1 + next(50000));
    file += zstd_frame(std::string_view(text).substr(at, size), {.content_size = next(2) == 0});
    at += size;
  }
  write_file(path, file);
  options.max_record_bytes = cap;
  options.chunk_bytes = 4096;
  options.read_ahead_bytes = 3 * 4096;
  Collected got;
  const ReadError error = read_error_from([&] {
    records::read_records(
        path,
        [&](Record& record) {
          got.ids.push_back(record.integer("i").value_or(-1));
          got.lines.push_back(record.line());
        },
        options);
  });
  EXPECT_EQ(got.ids, expected_ids);
  EXPECT_EQ(got.lines, expected_lines);
  EXPECT_EQ(error.reason(), Reason::too_long);
  EXPECT_EQ(error.line(), too_long);
}

TEST_P(ReadRecords, RandomLinesCapBelowTheBuffer) {
  check_random_lines(dir / "random.jsonl.zst", options(), 2500, 9000);
}

TEST_P(ReadRecords, RandomLinesCapAboveTheBuffer) {
  // Lines longer than a buffer but within the cap grow buffers, which shrink back afterwards.
  check_random_lines(dir / "random.jsonl.zst", options(), 20000, 30000);
}

// ---- empty, blank, CRLF, BOM

TEST_P(ReadRecords, EmptyFiles) {
  write_file(dir / "empty.jsonl", "");
  write_file(dir / "empty.jsonl.zst", zstd_frame(""));
  for (const char* name : {"empty.jsonl", "empty.jsonl.zst"}) {
    Collected got = collect(dir / name, options());
    EXPECT_EQ(got.summary.records, 0u) << name;
    EXPECT_EQ(got.summary.lines, 0u) << name;
    EXPECT_EQ(got.summary.bytes, 0u) << name;
  }
}

TEST_P(ReadRecords, BlankLinesAreSkippedAndCounted) {
  write_file(dir / "blank.jsonl", "\n\n{\"i\": 1}\n   \n\t\n{\"i\": 2}\n\n");
  Collected got = collect(dir / "blank.jsonl", options());
  EXPECT_EQ(got.ids, (std::vector<std::int64_t>{1, 2}));
  EXPECT_EQ(got.lines, (std::vector<std::uint64_t>{3, 6}));
  EXPECT_EQ(got.summary.lines, 7u);
  EXPECT_EQ(got.summary.blank_lines, 5u);
}

TEST_P(ReadRecords, CrlfLineEndings) {
  write_file(dir / "crlf.jsonl.zst", zstd_frame("{\"i\": 1}\r\n\r\n{\"i\": 2}\r\n"));
  std::vector<std::string> texts;
  ReadSummary summary = records::read_records(
      dir / "crlf.jsonl.zst", [&](Record& record) { texts.emplace_back(record.json()); }, options());
  EXPECT_EQ(texts, (std::vector<std::string>{"{\"i\": 1}", "{\"i\": 2}"}));
  EXPECT_EQ(summary.blank_lines, 1u);
  EXPECT_EQ(summary.lines, 3u);
}

TEST_P(ReadRecords, ByteOrderMark) {
  write_file(dir / "bom.jsonl", "\xEF\xBB\xBF{\"i\": 1}\n{\"i\": 2}\n");
  write_file(dir / "bom.jsonl.zst", zstd_frame("\xEF\xBB\xBF{\"i\": 1}\r\n"));
  EXPECT_EQ(collect(dir / "bom.jsonl", options()).ids, (std::vector<std::int64_t>{1, 2}));
  EXPECT_EQ(collect(dir / "bom.jsonl.zst", options()).ids, (std::vector<std::int64_t>{1}));
}

// ---- bad lines

TEST_P(ReadRecords, MalformedLineStrict) {
  write_file(dir / "bad.jsonl", "{\"i\": 1}\n{\"i\": 2, \"name\": \"unclosed}\n{\"i\": 3}\n");
  const std::string file = (dir / "bad.jsonl").string();
  std::vector<std::int64_t> seen;
  ReadError error = read_error_from([&] {
    records::read_records(
        dir / "bad.jsonl", [&](Record& record) { seen.push_back(*record.integer("i")); }, options());
  });
  EXPECT_EQ(std::string(error.what()), file + ":2: malformed JSON: A string is opened, but never closed.");
  EXPECT_EQ(error.file(), file);
  EXPECT_EQ(error.line(), 2u);
  EXPECT_EQ(error.reason(), Reason::malformed_json);
  EXPECT_EQ(seen, (std::vector<std::int64_t>{1}));
}

TEST_P(ReadRecords, TruncatedRecordLine) {
  write_file(dir / "cut.jsonl", "{\"i\": 1}\n{\"i\": 2, \"shape\": [1, 2\n");
  ReadError error = read_error_from([&] { collect(dir / "cut.jsonl", options()); });
  EXPECT_EQ(std::string(error.what()),
            (dir / "cut.jsonl").string() +
                ":2: malformed JSON: JSON document ended early in the middle of an object or array.");
}

TEST_P(ReadRecords, NotAnObject) {
  write_file(dir / "array.jsonl", "{\"i\": 1}\n\n[1, 2]\n");
  ReadError error = read_error_from([&] { collect(dir / "array.jsonl", options()); });
  EXPECT_EQ(std::string(error.what()),
            (dir / "array.jsonl").string() + ":3: not a JSON object: found an array");
  EXPECT_EQ(error.reason(), Reason::not_an_object);
}

TEST_P(ReadRecords, MalformedLineNeverReachesTheCallback) {
  // Missing comma before "name": the record is refused whole, before the callback.
  write_file(dir / "comma.jsonl", "{\"i\": 1}\n{\"i\": 2 \"name\": \"x\"}\n");
  std::vector<std::string> names;
  ReadError error = read_error_from([&] {
    records::read_records(
        dir / "comma.jsonl", [&](Record& record) { names.emplace_back(record.string("name").value_or("-")); },
        options());
  });
  EXPECT_EQ(names, (std::vector<std::string>{"-"}));
  EXPECT_EQ(std::string(error.what()),
            (dir / "comma.jsonl").string() +
                ":2: malformed JSON: The JSON document has an improper structure: missing or "
                "superfluous commas, braces, missing keys, etc.");
}

TEST_P(ReadRecords, ValidationCatchesWhatTheCallbackSkips) {
  // The callback reads only "i", which comes before the broken part.
  const std::string file = (dir / "late.jsonl").string();
  write_file(file, "{\"i\": 1, \"x\": [1 2]}\n{\"i\": 4}\n");
  EXPECT_EQ(std::string(read_error_from([&] { collect(file, options()); }).what()),
            file +
                ":1: malformed JSON: The JSON document has an improper structure: missing or "
                "superfluous commas, braces, missing keys, etc.");
  write_file(file, "{\"i\": 1}\n{\"i\": 2} {\"i\": 3}\n{\"i\": 4}\n");
  EXPECT_EQ(std::string(read_error_from([&] { collect(file, options()); }).what()),
            file + ":2: malformed JSON: Unexpected trailing content in the JSON input.");
}

TEST_P(ReadRecords, LongLine) {
  const std::string long_line = "{\"i\": 2, \"pad\": \"" + std::string(200, 'x') + "\"}\n";
  write_file(dir / "long.jsonl", "{\"i\": 1}\n" + long_line + "{\"i\": 3}\n");
  ReadOptions strict = options();
  strict.max_record_bytes = 100;
  ReadError error = read_error_from([&] { collect(dir / "long.jsonl", strict); });
  EXPECT_EQ(std::string(error.what()),
            (dir / "long.jsonl").string() + ":2: too long: line longer than 100 bytes");
  EXPECT_EQ(error.reason(), Reason::too_long);
}

TEST_P(ReadRecords, LongLinesBeyondTheBuffer) {
  // Lines longer than a chunk: the reading side grows its buffer up to the cap, and stops at the
  // cap. Exactly the cap is accepted (CR not counted); one byte more is not.
  const std::size_t cap = 5000;
  auto line_of = [](std::size_t size, int id) {
    std::string head = "{\"i\": " + std::to_string(id) + ", \"pad\": \"";
    return head + std::string(size - head.size() - 2, 'x') + "\"}";
  };
  ReadOptions small = options();
  small.max_record_bytes = cap;
  small.chunk_bytes = 4096;
  const std::string file = (dir / "huge.jsonl.zst").string();
  for (const std::size_t size : {cap + 1, std::size_t{30000}}) {
    write_file(file, zstd_frame("{\"i\": 1}\n" + line_of(cap, 2) + "\r\n" + line_of(size, 3)));
    Collected got;
    const ReadError error = read_error_from([&] {
      records::read_records(
          file, [&](Record& record) { got.ids.push_back(*record.integer("i")); }, small);
    });
    EXPECT_EQ(got.ids, (std::vector<std::int64_t>{1, 2}));
    EXPECT_EQ(std::string(error.what()), file + ":3: too long: line longer than 5000 bytes");
  }
}

TEST_P(ReadRecords, Summary) {
  write_file(dir / "mixed.jsonl", "{\"i\": 1}\n\n{\"i\": 3}\n");
  const ReadSummary summary = collect(dir / "mixed.jsonl", options()).summary;
  EXPECT_EQ(summary.to_string(), (dir / "mixed.jsonl").string() + ": 2 records, 3 lines (1 blank)");
  EXPECT_EQ(summary.records, 2u);
  EXPECT_EQ(summary.blank_lines, 1u);
}

// ---- broken streams

TEST_P(ReadRecords, TruncatedFrameIsAnErrorAfterTheGoodRecords) {
  const std::string first = zstd_frame(numbered_lines(1, 3));
  const std::string second = zstd_frame(numbered_lines(4, 6));
  write_file(dir / "cut.jsonl.zst", first + second.substr(0, second.size() - 5));
  std::vector<std::int64_t> seen;
  ReadError error = read_error_from([&] {
    records::read_records(
        dir / "cut.jsonl.zst", [&](Record& record) { seen.push_back(*record.integer("i")); }, options());
  });
  EXPECT_EQ(std::string(error.what()),
            (dir / "cut.jsonl.zst").string() + ":4: truncated zstd stream: the data ends inside a frame");
  EXPECT_EQ(error.reason(), Reason::truncated_zstd);
  EXPECT_EQ(error.line(), 4u);
  EXPECT_EQ(seen, range(1, 3));
}

TEST_P(ReadRecords, TruncatedInsideHeaderAndChecksum) {
  const std::string first = zstd_frame(numbered_lines(1, 3));
  const std::string checked = zstd_frame(numbered_lines(4, 6), {.checksum = true});
  // Only the magic number of the second frame; then everything but the 4-byte checksum.
  for (const std::string& file :
       {first + checked.substr(0, 4), first + checked.substr(0, checked.size() - 4)}) {
    write_file(dir / "cut.jsonl.zst", file);
    ReadError error = read_error_from([&] { collect(dir / "cut.jsonl.zst", options()); });
    EXPECT_EQ(error.reason(), Reason::truncated_zstd);
  }
}

TEST_P(ReadRecords, ChecksumMismatchIsCorrupt) {
  const std::string first = zstd_frame(numbered_lines(1, 3));
  std::string second = zstd_frame(numbered_lines(4, 6), {.checksum = true});
  second.back() = static_cast<char>(second.back() ^ 0x5A);
  write_file(dir / "bad.jsonl.zst", first + second);
  std::vector<std::int64_t> seen;
  ReadError error = read_error_from([&] {
    records::read_records(
        dir / "bad.jsonl.zst", [&](Record& record) { seen.push_back(*record.integer("i")); }, options());
  });
  EXPECT_EQ(std::string(error.what()), (dir / "bad.jsonl.zst").string() +
                                           ":4: corrupt zstd stream: Restored data doesn't match checksum");
  EXPECT_EQ(error.reason(), Reason::corrupt_zstd);
  EXPECT_EQ(seen, range(1, 3));
}

TEST_P(ReadRecords, GarbageAfterFrameIsCorrupt) {
  write_file(dir / "junk.jsonl.zst", zstd_frame(numbered_lines(1, 2)) + "junk after the frame");
  ReadError error = read_error_from([&] { collect(dir / "junk.jsonl.zst", options()); });
  EXPECT_EQ(std::string(error.what()),
            (dir / "junk.jsonl.zst").string() + ":3: corrupt zstd stream: Unknown frame descriptor");
}

TEST_P(ReadRecords, MissingFileAndDirectory) {
  ReadError missing = read_error_from([&] { collect(dir / "nope.jsonl", options()); });
  EXPECT_EQ(std::string(missing.what()),
            (dir / "nope.jsonl").string() + ": cannot open: No such file or directory");
  EXPECT_EQ(missing.line(), 0u);
  EXPECT_EQ(missing.reason(), Reason::cannot_open);
  ReadError directory = read_error_from([&] { collect(dir.path(), options()); });
  EXPECT_EQ(std::string(directory.what()), "not a regular file: " + dir.path().string());
  EXPECT_EQ(directory.reason(), Reason::not_regular_file);
}

// ---- control flow

TEST_P(ReadRecords, CallbackCanStopEarly) {
  write_file(dir / "stop.jsonl.zst", zstd_frame(numbered_lines(1, 1000)));
  int seen = 0;
  ReadSummary summary = records::read_records(
      dir / "stop.jsonl.zst", [&](Record&) { return ++seen < 10; }, options());
  EXPECT_EQ(seen, 10);
  EXPECT_EQ(summary.records, 10u);
  EXPECT_TRUE(summary.stopped_early);
  EXPECT_EQ(summary.lines, 10u);
}

TEST_P(ReadRecords, CallbackExceptionPropagates) {
  write_file(dir / "throw.jsonl.zst", zstd_frame(numbered_lines(1, 5000)));
  ReadOptions small = options();
  small.chunk_bytes = 4096;
  int seen = 0;
  EXPECT_THROW(records::read_records(
                   dir / "throw.jsonl.zst",
                   [&](Record&) {
                     if (++seen == 5) throw std::logic_error("stop here");
                   },
                   small),
               std::logic_error);
  EXPECT_EQ(seen, 5);
}

// ---- one record per line, whatever the name

TEST_P(ReadRecords, PrettyPrintedJsonIsNotOneRecord) {
  // Documents are JsonDocument's: a pretty-printed object is broken lines here, whatever its name.
  for (const char* name : {"pretty.jsonl", "pretty.json"}) {
    write_file(dir / name, "{\n  \"i\": 7\n}\n");
    ReadError error = read_error_from([&] { collect(dir / name, options()); });
    EXPECT_EQ(std::string(error.what()),
              (dir / name).string() +
                  ":1: malformed JSON: JSON document ended early in the middle of an object or array.");
  }
}

}  // namespace
