// Object::for_each_numbers on tricky objects (missing and null keys, wrong types, escapes, entries
// that are not objects, nested objects): the keys, values and errors it hands over.
#include <gtest/gtest.h>

#include <cstdio>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "records/records.hpp"
#include "test_files.hpp"

namespace {

using records::FieldError;
using records::Record;
using records::Result;
using records_test::TempDir;
using records_test::write_file;

std::string show(const Result<double>& number) {
  if (!number) return std::string(records::to_string(number.error()));
  char text[40];
  std::snprintf(text, sizeof text, "%.17g", *number);
  return text;
}

// What a consumer sees of one entry; a value that is not an object is inspected as
// weightcodec's results reader does (its type, and the text of a string).
std::string show_entry(std::string_view key, records::Value value, const Result<records::Object>& object,
                       const std::vector<Result<double>>& numbers) {
  // Appended piece by piece (GCC 12 warns, wrongly, on chains of + over string_views).
  std::string out = "[";
  out.append(key);
  out.append("] ");
  if (object) {
    out.append("object");
  } else {
    out.append(records::to_string(object.error()));
    if (object.error() != FieldError::malformed) {
      auto type = value.type();
      out.append(" ");
      out.append(type ? records::describe(*type) : records::to_string(type.error()));
      if (type && *type == records::ValueType::string) {
        out.append(" '");
        out.append(value.string().value_or("?"));
        out.append("'");
      }
    }
  }
  for (const auto& number : numbers) {
    out.append(" ");
    out.append(show(number));
  }
  out.append("\n");
  return out;
}

// One record's transcript, read with for_each_numbers.
std::string batched(records::Object& object, const std::vector<std::string_view>& keys) {
  std::string out;
  object.for_each_numbers(keys, [&](records::NumbersEntry& entry) {
    EXPECT_EQ(entry.numbers.size(), keys.size());
    out += show_entry(entry.key, entry.value, entry.object,
                      std::vector<Result<double>>(entry.numbers.begin(), entry.numbers.end()));
  });
  return out;
}

class NumbersBatch : public ::testing::Test {
 protected:
  // Every record of `lines`, read with `keys` ("methods" when present, else the record); then
  // the record count, or the error.
  std::string transcript(const std::vector<std::string>& lines, const std::vector<std::string_view>& keys) {
    std::string text;
    for (const auto& line : lines) text += line + "\n";
    write_file(dir / "in.jsonl", text);
    std::string out;
    try {
      const auto summary = records::read_records(dir / "in.jsonl", [&](Record& record) {
        out += "line " + std::to_string(record.line()) + "\n";
        auto methods = record.object("methods");
        records::Object& object = methods ? *methods : static_cast<records::Object&>(record);
        out += batched(object, keys);
      });
      out += "records " + std::to_string(summary.records) + "\n";
    } catch (const records::ReadError& error) {
      out += std::string(error.what()) + "\n";
    }
    return out;
  }
  TempDir dir;
};

const std::vector<std::string> kTricky = {
    R"({"methods": {"m": {"ratio": 2.5, "decompress_MBps": 100}, "n": {"decompress_MBps": 7, "ratio": 3}}})",
    R"({"methods": {"m": {"other": 1}, "n": {}, "o": {"ratio": null, "decompress_MBps": "fast"}}})",
    R"({"methods": {"a": "skipped: not run", "b": null, "c": 5, "d": [1], "e": "other", "f": {"ratio": 1e-400, "decompress_MBps": 18446744073709551615}}})",
    R"({"methods": {"\u00e9m": {"r\u0061tio": 1, "ratio": 2, "decompress_MBps": 3}, "k\"q": {"decompress\u005fMBps": 4}}})",
    R"({"methods": {"m": {"nested": {"ratio": 9, "decompress_MBps": 9}, "ratio": 1, "decompress_MBps": 2}}})",
    R"({"methods": {}})",
    R"({"ratio": 4, "decompress_MBps": 5, "methods": 3})",
};

TEST(NumbersBatchKeys, MoreThanFourKeysAreRefused) {
  TempDir dir;
  write_file(dir / "one.jsonl", "{\"m\": {\"a\": 1}}\n");
  const std::vector<std::string_view> five = {"a", "b", "c", "d", "e"};
  try {
    records::read_records(dir / "one.jsonl", [&](Record& record) {
      record.for_each_numbers(five, [](records::NumbersEntry&) {});
    });
    FAIL() << "no exception";
  } catch (const std::invalid_argument& error) {
    EXPECT_STREQ(error.what(), "records::Object::for_each_numbers: more than 4 keys");
  }
}

TEST_F(NumbersBatch, ValuesAndErrors) {
  EXPECT_EQ(
      transcript(kTricky, {"ratio", "decompress_MBps"}),
      "line 1\n[m] object 2.5 100\n[n] object 3 7\n"
      "line 2\n[m] object missing missing\n[n] object missing missing\n[o] object null wrong type\n"
      "line 3\n[a] wrong type a string 'skipped: not run' wrong type wrong type\n[b] null null null null\n"
      "[c] wrong type a number wrong type wrong type\n[d] wrong type an array wrong type wrong type\n"
      "[e] wrong type a string 'other' wrong type wrong type\n[f] object 0 1.8446744073709552e+19\n"
      // Keys are compared unescaped (the first of two that unescape alike is found).
      "line 4\n[\xC3\xA9m] object 1 3\n[k\"q] object missing 4\n"
      "line 5\n[m] object 1 2\n"
      "line 6\n"
      "line 7\n[ratio] wrong type a number wrong type wrong type\n"
      "[decompress_MBps] wrong type a number wrong type wrong type\n[methods] wrong type a number wrong type "
      "wrong type\n"
      "records 7\n");
  EXPECT_EQ(transcript({kTricky[0]}, {}), "line 1\n[m] object\n[n] object\nrecords 1\n");
  EXPECT_EQ(transcript({kTricky[4]}, {"missing", "ratio", "nested", "decompress_MBps"}),
            "line 1\n[m] object missing 1 wrong type 2\nrecords 1\n");
  // A record that repeats a key never reaches the loop.
  const std::string file = (dir / "in.jsonl").string();
  EXPECT_EQ(transcript({kTricky[0], R"({"methods": {"m": {"ratio": 1, "decompress_MBps": 2, "ratio": 3}}})"},
                       {"ratio", "decompress_MBps"}),
            "line 1\n[m] object 2.5 100\n[n] object 3 7\n" + file +
                ":2: duplicate key: \"ratio\" in methods.m (columns 20 and 54)\n");
}

}  // namespace
