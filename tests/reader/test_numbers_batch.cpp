// Object::for_each_numbers against the one-at-a-time views it fuses (for, *, Value::object,
// Object::number): on tricky objects (missing, null and duplicate keys, wrong types, escapes,
// entries that are not objects, nested objects, broken JSON) both must hand over the same keys,
// values, errors and malformed verdicts, on the On-Demand and the DOM views, for several key lists.
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

// One record's transcript, read with the one-at-a-time views.
std::string one_at_a_time(records::Object& object, const std::vector<std::string_view>& keys) {
  std::string out;
  for (records::Field field : object) {
    auto entry = field.value.object();
    std::vector<Result<double>> numbers;
    for (std::string_view key : keys) {
      numbers.push_back(entry ? entry->number(key) : Result<double>(entry.error()));
    }
    out += show_entry(field.key, field.value, entry, numbers);
  }
  return out;
}

// The same with for_each_numbers.
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
  // Every record of `lines`, read by `read_one` with `keys` ("methods" when present, else the
  // record), then "malformed"/"ok"; then the summary's counts and reported skips.
  std::string transcript(const std::vector<std::string>& lines, const std::vector<std::string_view>& keys,
                         bool validate, bool batch) {
    std::string text;
    for (const auto& line : lines) text += line + "\n";
    write_file(dir / "in.jsonl", text);
    records::ReadOptions options;
    options.policy = records::Policy::lenient;
    options.validate_structure = validate;
    std::string out;
    auto summary = records::read_records(
        dir / "in.jsonl",
        [&](Record& record) {
          out += "line " + std::to_string(record.line()) + "\n";
          auto methods = record.object("methods");
          records::Object& object = methods ? *methods : static_cast<records::Object&>(record);
          out += batch ? batched(object, keys) : one_at_a_time(object, keys);
          out += record.malformed() ? "malformed\n" : "ok\n";
        },
        options);
    out += "records " + std::to_string(summary.records) + " skipped " + std::to_string(summary.skipped()) + "\n";
    for (const auto& skipped : summary.first_skipped) out += skipped.message + "\n";
    return out;
  }
  TempDir dir;
};

const std::vector<std::string> kTricky = {
    R"({"methods": {"m": {"ratio": 2.5, "decompress_MBps": 100}, "n": {"decompress_MBps": 7, "ratio": 3}}})",
    R"({"methods": {"m": {"other": 1}, "n": {}, "o": {"ratio": null, "decompress_MBps": "fast"}}})",
    R"({"methods": {"m": {"ratio": 1, "decompress_MBps": 2, "ratio": 3}}})",
    R"({"methods": {"m": {"decompress_MBps": 1, "ratio": 2, "decompress_MBps": 3}}})",
    R"({"methods": {"m": {"ratio": true, "decompress_MBps": [1, 2]}, "n": {"ratio": {"ratio": 1}, "decompress_MBps": -0.0}}})",
    R"({"methods": {"a": "skipped: not run", "b": null, "c": 5, "d": [1], "e": "other", "f": {"ratio": 1e-400, "decompress_MBps": 18446744073709551616}}})",
    R"({"methods": {"\u00e9m": {"r\u0061tio": 1, "ratio": 2, "decompress_MBps": 3}, "k\"q": {"decompress\u005fMBps": 4}}})",
    R"({"methods": {"m": {"nested": {"ratio": 9, "decompress_MBps": 9}, "ratio": 1, "decompress_MBps": 2}}})",
    R"({"methods": {}})",
    // A record read as its own methods after "methods" failed (it was not an object): the
    // iteration after that lookup once reached a simdjson assumption (UBSan).
    R"({"ratio": 4, "decompress_MBps": 5, "methods": 3})",
    R"({"methods": {"m": 3, "n": {"ratio": 4, "decompress_MBps": 5}}})",
    R"({"methods": {"m": {"ratio": 1.2.3, "decompress_MBps": 2}, "n": {"ratio": 1}}})",
    R"({"methods": {"m": {"ratio": 1, "decompress_MBps": nul}, "n": {"ratio": 1}}})",
    R"({"methods": {"m": {"ratio": 1, "decompress_MBps"}, "n": {"ratio": 1}}})",
    R"({"methods": {"m": {"ratio": 1} "n": {"ratio": 2}}})",
    R"({"methods": {"m": tru, "n": {"ratio": 2}}})",
    R"({"methods": {"m": {"ratio": 1}, "n": {"ratio": 2})",
    R"({"methods": {"m": {"ratio": 1e400}, "n": {"ratio": 2}}})",
    R"({"methods": {"m": {"x": 1, "ratio": 1, "decompress_MBps": 2, "y": [1, {"z": 2}]}, "n": "skipped: x"}, "after": 1})",
};

const std::vector<std::vector<std::string_view>> kKeyLists = {
    {"ratio", "decompress_MBps"}, {"decompress_MBps", "ratio"}, {"ratio", "ratio"}, {},
    {"missing", "ratio", "nested", "decompress_MBps"}};

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

TEST_F(NumbersBatch, SameAsOneAtATimeOnTrickyObjects) {
  for (bool validate : {false, true}) {
    for (const auto& keys : kKeyLists) {
      SCOPED_TRACE("validate " + std::to_string(validate) + ", " + std::to_string(keys.size()) + " keys");
      EXPECT_EQ(transcript(kTricky, keys, validate, true), transcript(kTricky, keys, validate, false));
    }
  }
}

// The values themselves, so that both ways cannot be wrong alike.
TEST_F(NumbersBatch, ValuesErrorsAndStops) {
  const std::vector<std::string_view> keys = {"ratio", "decompress_MBps"};
  const std::string head = (dir / "in.jsonl").string();
  EXPECT_EQ(transcript({kTricky[0], kTricky[1], kTricky[2], kTricky[3], kTricky[5], kTricky[6]}, keys, false, true),
            "line 1\n[m] object 2.5 100\n[n] object 3 7\nok\n"
            "line 2\n[m] object missing missing\n[n] object missing missing\n[o] object null wrong type\nok\n"
            // Duplicates as number() one after the other finds them: the first "ratio", then the
            // "decompress_MBps" after it.
            "line 3\n[m] object 1 2\nok\n"
            "line 4\n[m] object 2 3\nok\n"
            "line 5\n[a] wrong type a string 'skipped: not run' wrong type wrong type\n[b] null null null null\n"
            "[c] wrong type a number wrong type wrong type\n[d] wrong type an array wrong type wrong type\n"
            "[e] wrong type a string 'other' wrong type wrong type\n[f] object 0 1.8446744073709552e+19\nok\n"
            // Keys are matched as written; iteration unescapes them.
            "line 6\n[\xC3\xA9m] object 2 3\n[k\"q] object missing missing\nok\n"
            "records 6 skipped 0\n");
}

TEST_F(NumbersBatch, BrokenEntryStopsTheWalkAndSkipsTheLine) {
  const std::vector<std::string_view> keys = {"ratio", "decompress_MBps"};
  EXPECT_EQ(transcript({kTricky[11], kTricky[14]}, keys, false, true),
            "line 1\n[m] object malformed malformed\nmalformed\n"
            // The missing comma is met stepping to the next field: as `*` failing, an empty entry.
            "line 2\n[m] object 1 missing\n[] malformed malformed malformed\nmalformed\n"
            "records 0 skipped 2\n" +
                (dir / "in.jsonl").string() + ":1: malformed JSON: Problem while parsing a number\n" +
                (dir / "in.jsonl").string() +
                ":2: malformed JSON: The JSON document has an improper structure: missing or superfluous "
                "commas, braces, missing keys, etc.\n");
}

}  // namespace
