// With validate_structure the views of a record the structure proof parsed read its DOM, without
// validation they read On-Demand. Both must give the same answers: every access below is done in
// both modes and the transcripts compared, on records that take the DOM way and on records kept
// on On-Demand (escapes, -0, numbers the DOM refuses).
#include <gtest/gtest.h>

#include <cstdio>
#include <functional>
#include <string>
#include <vector>

#include "records/records.hpp"
#include "test_files.hpp"

namespace {

using records::FieldError;
using records::Record;
using records::Result;
using records::ValueType;
using records_test::TempDir;
using records_test::write_file;

// Numbers in hexadecimal, so -0 and the last bit show.
std::string show(double value) {
  char text[64];
  std::snprintf(text, sizeof text, "%a", value);
  return text;
}
std::string show(std::int64_t value) { return std::to_string(value); }
std::string show(std::string_view value) {
  std::string out = "\"";
  out.append(value);
  out += '"';
  return out;
}
std::string show(bool value) { return value ? "true" : "false"; }
std::string show(ValueType type) { return std::string(records::describe(type)); }

std::string show_error(FieldError error) {
  std::string out = "<";
  out += records::to_string(error);
  out += '>';
  return out;
}

template <class T>
std::string show(const Result<T>& result) {
  return result ? show(*result) : show_error(result.error());
}

enum class Numbers { as_double, as_integer };

// Everything in a value, in file order, each value read once.
void explore(records::Value value, Numbers numbers, std::string& out) {
  Result<ValueType> type = value.type();
  out += show(type);
  if (!type) return;
  switch (*type) {
    case ValueType::object: {
      out += "{";
      for (records::Field field : *value.object()) {
        out += show(field.key) + ":";
        explore(field.value, numbers, out);
        out += ",";
      }
      out += "}";
      break;
    }
    case ValueType::array:
      out += "[";
      for (records::Value element : *value.array()) {
        explore(element, numbers, out);
        out += ",";
      }
      out += "]";
      break;
    case ValueType::number:
      out += ' ';
      out += numbers == Numbers::as_double ? show(value.number()) : show(value.integer());
      break;
    case ValueType::string:
      out += ' ';
      out += show(value.string());
      break;
    case ValueType::boolean:
      out += ' ';
      out += show(value.boolean());
      break;
    case ValueType::null:
      out += value.is_null() ? " is_null" : " not is_null";
      break;
  }
}

class DomViews : public ::testing::Test {
 protected:
  // What `access` makes of the one-line record `json`, read with or without validation.
  std::string transcript(const std::string& json, bool validate,
                         const std::function<std::string(Record&)>& access) {
    write_file(dir / "one.jsonl", json + "\n");
    records::ReadOptions options;
    options.policy = records::Policy::lenient;
    options.validate_structure = validate;
    std::string out;
    const records::ReadSummary summary = records::read_records(
        dir / "one.jsonl", [&](Record& record) { out += access(record) + (record.malformed() ? " (malformed)" : ""); },
        options);
    return out + " | records " + std::to_string(summary.records);
  }

  // Every access, both ways; returns the On-Demand transcripts for spot checks.
  std::vector<std::string> expect_alike(const std::string& json, const std::vector<std::string>& keys) {
    std::vector<std::function<std::string(Record&)>> accesses = {
        [](Record& r) {
          std::string out;
          for (records::Field field : r) {
            out += show(field.key) + ":";
            explore(field.value, Numbers::as_double, out);
            out += ",";
          }
          return out;
        },
        [](Record& r) {
          std::string out;
          for (records::Field field : r) {
            out += show(field.key) + ":";
            explore(field.value, Numbers::as_integer, out);
            out += ",";
          }
          return out;
        },
    };
    for (const std::string& key : keys) {
      accesses.push_back([key](Record& r) { return show(r.number(key)); });
      accesses.push_back([key](Record& r) { return show(r.integer(key)); });
      accesses.push_back([key](Record& r) { return show(r.string(key)); });
      accesses.push_back([key](Record& r) { return show(r.boolean(key)); });
      accesses.push_back([key](Record& r) {
        Result<records::Object> object = r.object(key);
        if (!object) return show_error(object.error());
        std::string out = "{";
        for (records::Field field : *object) out += show(field.key) + ",";
        return out + "}";
      });
      accesses.push_back([key](Record& r) {
        Result<records::Array> array = r.array(key);
        if (!array) return show_error(array.error());
        int count = 0;
        for (records::Value element : *array) {
          (void)element;
          ++count;
        }
        std::string out = "[";
        out += std::to_string(count);
        return out + "]";
      });
      accesses.push_back([key](Record& r) {
        Result<records::Value> value = r.field(key);
        if (!value) return show_error(value.error());
        std::string out;
        explore(*value, Numbers::as_double, out);
        return out;
      });
      // Found out of file order: after a later key, the lookup wraps around.
      accesses.push_back([key, last = keys.back()](Record& r) {
        const std::string later = show(r.field(last).has_value());
        return later + " " + show(r.number(key)) + " " + show(r.number(key));
      });
    }
    std::vector<std::string> on_demand;
    for (std::size_t i = 0; i < accesses.size(); ++i) {
      on_demand.push_back(transcript(json, false, accesses[i]));
      EXPECT_EQ(transcript(json, true, accesses[i]), on_demand.back()) << "access " << i << " of " << json;
    }
    return on_demand;
  }

  TempDir dir;
};

TEST_F(DomViews, EveryTypeAndLookup) {
  const std::string json =
      R"({"a": 1.5, "b": null, "c": "text", "d": 7, "e": [1, 2.5, "x", null, true, {"f": -3}, []],)"
      R"( "g": {"h": {"i": []}}, "j": {}, "k": false, "l": -12.75e-3, "date": "2024-01-02"})";
  const auto on_demand =
      expect_alike(json, {"a", "b", "c", "d", "e", "g", "j", "k", "l", "date", "missing"});
  // The transcripts say what they should (not only the same in both modes).
  EXPECT_EQ(on_demand[2], "0x1.8p+0 | records 1");                    // number("a")
  EXPECT_EQ(on_demand[2 + 8 + 1], "<null> | records 1");              // integer("b")
  EXPECT_EQ(on_demand[2 + 3 * 8], "0x1.cp+2 | records 1");            // number("d")
  EXPECT_EQ(on_demand[2 + 3 * 8 + 1], "7 | records 1");               // integer("d")
  EXPECT_EQ(on_demand[2 + 10 * 8 + 6], "<missing> | records 1");      // field("missing")
}

TEST_F(DomViews, NumbersAtTheEdges) {
  const std::string json =
      R"({"max": 9223372036854775807, "min": -9223372036854775808, "over": 9223372036854775808,)"
      R"( "zero": 0, "fzero": -0.0, "e": 1e3, "f": 1.0, "tiny": 5e-324, "tenth": 0.1,)"
      R"( "long": 1.00000000000000011102230246251565404236316680908203125, "u": 18446744073709551615})";
  expect_alike(json, {"max", "min", "over", "zero", "fzero", "e", "f", "tiny", "tenth", "long", "u"});
}

TEST_F(DomViews, RecordsKeptOnOnDemand) {
  // -0: the DOM keeps the integer as 0, On-Demand's number() gives -0.0.
  const auto negative_zero = expect_alike(R"({"z": -0, "y": [-0], "x": "-0"})", {"z", "y", "x"});
  EXPECT_EQ(negative_zero[2], "-0x0p+0 | records 1");
  // Escaped keys: On-Demand finds a key as written, the DOM unescaped.
  const auto escaped = expect_alike(R"({"caf\u00e9": 1, "s": "a\"b", "k\"": 2})", {"café", "caf\\u00e9", "s", "k\""});
  EXPECT_EQ(escaped[2], "<missing> | records 1");       // number("café")
  EXPECT_EQ(escaped[2 + 8], "0x1p+0 | records 1");      // number("caf\u00e9"), as written
  // A number past uint64 (the DOM refuses it, the proof then leaves the record to the walk).
  expect_alike(R"({"big": 99999999999999999999, "n": 1})", {"big", "n"});
}

// Every one-byte edit of a results record, one a line: each line validation accepts must read
// the same with validation (the DOM, or On-Demand when kept there) as without (On-Demand).
TEST_F(DomViews, EveryOneByteEditReadsAlike) {
  const std::string record =
      R"({"_kind": "bench_7B", "shape": [128, 896], "input_bytes": 229376, "z": 0, )"
      R"("methods": {"gzip6": {"ratio": 1.2, "decompress_MBps": 298.1, "ok": true}, "x": "skip", "y": null}})";
  const std::string edits = "{}[]:,\"0-.eaN\\ 1";
  std::string lines;
  std::size_t count = 0;
  for (std::size_t i = 0; i < record.size(); ++i) {
    lines += record.substr(0, i) + record.substr(i + 1) + "\n";
    for (char c : edits) {
      lines += record.substr(0, i) + c + record.substr(i) + "\n";
      lines += record.substr(0, i) + c + record.substr(i + 1) + "\n";
    }
    count += 1 + 2 * edits.size();
  }
  write_file(dir / "edits.jsonl", lines);
  for (Numbers numbers : {Numbers::as_double, Numbers::as_integer}) {
    auto read = [&](bool validate) {
      records::ReadOptions options;
      options.policy = records::Policy::lenient;
      options.validate_structure = validate;
      options.background_decompression = false;
      std::vector<std::string> seen(count + 1);
      const auto summary = records::read_records(
          dir / "edits.jsonl",
          [&](Record& r) {
            std::string out;
            for (records::Field field : r) {
              out += show(field.key) + ":";
              explore(field.value, numbers, out);
              out += ",";
            }
            seen[r.line()] = out + (r.malformed() ? " (malformed)" : "");
          },
          options);
      EXPECT_EQ(summary.lines, count);
      return seen;
    };
    const std::vector<std::string> on_demand = read(false);
    const std::vector<std::string> validated = read(true);
    std::size_t compared = 0;
    for (std::size_t line = 1; line <= count; ++line) {
      if (validated[line].empty()) continue;  // rejected by validation (or an empty object)
      ++compared;
      EXPECT_EQ(validated[line], on_demand[line]) << "line " << line;
    }
    EXPECT_GT(compared, count / 3);
  }
}

}  // namespace
