// Typed field access on records: missing, null and wrong type stay distinguishable, nested objects
// and arrays work, object fields come in file order, and broken records never reach the callback.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "error_message.hpp"
#include "records/records.hpp"
#include "test_files.hpp"

namespace {

using records::Array;
using records::FieldError;
using records::Object;
using records::ReadError;
using records::ReadOptions;
using records::Record;
using records::Result;
using records::ValueType;
using records_test::TempDir;
using records_test::write_file;

class RecordFields : public ::testing::Test {
 protected:
  // Reads a one-line file holding `json` and runs `check` on its record.
  void with_record(const std::string& json, const std::function<void(Record&)>& check) {
    write_file(dir / "one.jsonl", json + "\n");
    int calls = 0;
    last_summary = records::read_records(dir / "one.jsonl", [&](Record& record) {
      ++calls;
      check(record);
    });
    EXPECT_EQ(calls, 1);
  }
  TempDir dir;
  records::ReadSummary last_summary;
};

TEST_F(RecordFields, NumberMissingNullWrongType) {
  with_record(R"({"a": 1.5, "b": null, "c": "text", "d": 7, "e": [1]})", [](Record& r) {
    Result<double> a = r.number("a");
    ASSERT_TRUE(a.has_value());
    EXPECT_EQ(*a, 1.5);
    EXPECT_EQ(r.number("b").error(), FieldError::null);
    EXPECT_EQ(r.number("c").error(), FieldError::wrong_type);
    EXPECT_EQ(r.number("d").value(), 7.0);
    EXPECT_EQ(r.number("e").error(), FieldError::wrong_type);
    EXPECT_EQ(r.number("zzz").error(), FieldError::missing);
  });
  EXPECT_EQ(last_summary.records, 1u);
}

TEST_F(RecordFields, IntegerRejectsFractionsAndBigNumbers) {
  with_record(R"({"a": 7, "b": -3, "c": 1.5, "d": 1e3, "e": 18446744073709551615, "f": "7"})", [](Record& r) {
    EXPECT_EQ(r.integer("a").value(), 7);
    EXPECT_EQ(r.integer("b").value(), -3);
    EXPECT_EQ(r.integer("c").error(), FieldError::wrong_type);
    EXPECT_EQ(r.integer("d").error(), FieldError::wrong_type);
    EXPECT_EQ(r.integer("e").error(), FieldError::wrong_type);
    EXPECT_EQ(r.integer("f").error(), FieldError::wrong_type);
  });
}

TEST_F(RecordFields, StringsBooleansAndEscapes) {
  with_record(R"({"s": "caf\u00e9 \"q\"", "t": true, "f": false, "n": null, "x": 0})", [](Record& r) {
    EXPECT_EQ(r.string("s").value(), "caf\xC3\xA9 \"q\"");
    EXPECT_EQ(r.boolean("t").value(), true);
    EXPECT_EQ(r.boolean("f").value(), false);
    EXPECT_EQ(r.boolean("n").error(), FieldError::null);
    EXPECT_EQ(r.boolean("x").error(), FieldError::wrong_type);
    EXPECT_EQ(r.string("n").error(), FieldError::null);
    EXPECT_EQ(r.string("x").error(), FieldError::wrong_type);
  });
}

TEST_F(RecordFields, ValueTypesAndNull) {
  with_record(R"({"o": {}, "a": [], "s": "", "n": 0, "b": true, "z": null})", [](Record& r) {
    std::vector<ValueType> types;
    for (records::Field field : r) types.push_back(field.value.type().value());
    EXPECT_EQ(types, (std::vector<ValueType>{ValueType::object, ValueType::array, ValueType::string,
                                             ValueType::number, ValueType::boolean, ValueType::null}));
  });
  with_record(R"({"z": null, "n": 0})", [](Record& r) {
    EXPECT_TRUE(r.field("z")->is_null());
    EXPECT_FALSE(r.field("n")->is_null());
  });
  EXPECT_EQ(records::describe(ValueType::object), "an object");
  EXPECT_EQ(records::describe(ValueType::null), "null");
}

TEST_F(RecordFields, MethodsObjectInFileOrderWithNoisyEntries) {
  // The shape of a weightcodec results record: methods maps a name to an object, but noisy
  // files also hold strings, null and numbers there.
  const std::string json =
      R"({"_kind": "bench_bf16_perfile", "input_bytes": 1605632, "methods": {)"
      R"("zstd3_raw": {"ratio": 1.168, "decompress_MBps": 1476.87, "compress_MBps": 468.27},)"
      R"("xz9": "skipped: timeout after 600 s",)"
      R"("bf16_split": {"ratio": 1.496, "decompress_MBps": 0.0},)"
      R"("scape_per_file": null,)"
      R"("odd": 3,)"
      R"("brotli_q9": {"decompress_MBps": 358.72}}})";
  with_record(json, [](Record& r) {
    EXPECT_EQ(r.string("_kind").value(), "bench_bf16_perfile");
    EXPECT_EQ(r.integer("input_bytes").value(), 1605632);
    Result<Object> methods = r.object("methods");
    ASSERT_TRUE(methods);
    std::vector<std::string> names;
    std::vector<FieldError> errors;
    std::vector<double> ratios;
    for (records::Field method : *methods) {
      names.emplace_back(method.key);
      Result<Object> entry = method.value.object();
      if (!entry) {
        errors.push_back(entry.error());
        continue;
      }
      ratios.push_back(entry->number("ratio").value_or(-1.0));
    }
    EXPECT_EQ(names, (std::vector<std::string>{"zstd3_raw", "xz9", "bf16_split", "scape_per_file", "odd",
                                               "brotli_q9"}));
    EXPECT_EQ(errors,
              (std::vector<FieldError>{FieldError::wrong_type, FieldError::null, FieldError::wrong_type}));
    EXPECT_EQ(ratios, (std::vector<double>{1.168, 1.496, -1.0}));
  });
}

TEST_F(RecordFields, EscapedKeysAreUnescapedWhenIterated) {
  with_record(R"({"k\u00e9y": 1, "a\"b": 2, "plain": 3})", [](Record& r) {
    std::vector<std::string> keys;
    for (records::Field field : r) keys.emplace_back(field.key);
    EXPECT_EQ(keys, (std::vector<std::string>{"k\xC3\xA9y", "a\"b", "plain"}));
  });
}

TEST_F(RecordFields, FieldsInAnyOrder) {
  with_record(R"({"a": 1, "b": {"c": 2}, "d": 3})", [](Record& r) {
    EXPECT_EQ(r.integer("d").value(), 3);
    EXPECT_EQ(r.object("b")->integer("c").value(), 2);
    EXPECT_EQ(r.integer("a").value(), 1);
  });
}

TEST_F(RecordFields, ArraysNestedAndIterated) {
  with_record(R"({"shape": [151936, 896], "rows": [[1, 2], [3]], "mixed": [1, "x", null]})", [](Record& r) {
    std::vector<std::int64_t> shape;
    for (records::Value v : *r.array("shape")) shape.push_back(v.integer().value());
    EXPECT_EQ(shape, (std::vector<std::int64_t>{151936, 896}));
    std::vector<std::size_t> row_sizes;
    for (records::Value row : *r.array("rows")) {
      std::size_t n = 0;
      for (records::Value cell : *row.array()) n += cell.number().has_value();
      row_sizes.push_back(n);
    }
    EXPECT_EQ(row_sizes, (std::vector<std::size_t>{2, 1}));
    std::vector<FieldError> errors;
    for (records::Value v : *r.array("mixed")) {
      auto n = v.number();
      if (!n) errors.push_back(n.error());
    }
    EXPECT_EQ(errors, (std::vector<FieldError>{FieldError::wrong_type, FieldError::null}));
  });
}

// A record is validated whole: a broken value is refused before the callback, whether or not the
// callback would read it, with simdjson's words for it.
TEST_F(RecordFields, BrokenValuesNeverReachTheCallback) {
  const std::string file = (dir / "bad.jsonl").string();
  const std::pair<const char*, const char*> cases[] = {
      {R"({"a": 1, "b": nul, "c": 2})", "Problem while parsing an atom starting with the letter 'n'"},
      {R"({"a": 1.2.3})", "Problem while parsing a number"},
      {R"({"a": 99999999999999999999})", "Problem while parsing a number"},  // past 64 bits
      {R"({"o":{"":]}})",
       "The JSON document has an improper structure: missing or superfluous commas, "
       "braces, missing keys, etc."}};
  for (const auto& [json, message] : cases) {
    write_file(dir / "bad.jsonl", std::string(json) + "\n{\"a\": 5}\n");
    int calls = 0;
    EXPECT_EQ(error_message<ReadError>(
                  [&] { records::read_records(dir / "bad.jsonl", [&](Record&) { ++calls; }); }),
              file + ":1: malformed JSON: " + message);
    EXPECT_EQ(calls, 0) << json;
  }
}

TEST_F(RecordFields, NumbersAtTheEdges) {
  with_record(R"({"max": 9223372036854775807, "min": -9223372036854775808, "over": 9223372036854775808,)"
              R"( "u": 18446744073709551615, "fzero": -0.0, "zero": -0, "e": 1e3, "f": 1.0, "tiny": 5e-324,)"
              R"( "tenth": 0.1})",
              [](Record& r) {
                EXPECT_EQ(r.integer("max").value(), INT64_MAX);
                EXPECT_EQ(r.integer("min").value(), INT64_MIN);
                EXPECT_EQ(r.integer("over").error(), FieldError::wrong_type);
                EXPECT_EQ(r.number("over").value(), 9223372036854775808.0);
                EXPECT_EQ(r.number("u").value(), 18446744073709551615.0);
                EXPECT_TRUE(std::signbit(r.number("fzero").value()));
                // An integer -0 is 0, as Python's json reads it.
                EXPECT_FALSE(std::signbit(r.number("zero").value()));
                EXPECT_EQ(r.integer("zero").value(), 0);
                EXPECT_EQ(r.number("e").value(), 1000.0);
                EXPECT_EQ(r.integer("e").error(), FieldError::wrong_type);
                EXPECT_EQ(r.integer("f").error(), FieldError::wrong_type);
                EXPECT_EQ(r.number("tiny").value(), 5e-324);
                EXPECT_EQ(r.number("tenth").value(), 0.1);
              });
}

// Views read in any order, again and again, and a default-constructed view reads as malformed.
TEST_F(RecordFields, AnyOrderAndEmptyViews) {
  with_record(R"({"a": {"x": 1, "y": [1, 2]}, "b": "s"})", [](Record& r) {
    const Result<Object> a = r.object("a");
    ASSERT_TRUE(a);
    EXPECT_EQ(r.string("b").value(), "s");
    std::vector<std::string> keys;
    for (records::Field field : *a) {
      keys.emplace_back(field.key);
      EXPECT_EQ(a->integer("x").value(), 1);
    }
    for (records::Field field : r) keys.emplace_back(field.key);
    EXPECT_EQ(keys, (std::vector<std::string>{"x", "y", "a", "b"}));
    EXPECT_EQ(a->array("y").has_value(), true);
    EXPECT_EQ(r.string("b").value(), "s");
  });
  EXPECT_EQ(records::Value().number().error(), FieldError::malformed);
  EXPECT_FALSE(records::Value().is_null());
  EXPECT_EQ(records::Object().integer("a").error(), FieldError::malformed);
  int fields = 0;
  for (records::Field field : records::Object()) fields += static_cast<int>(field.key.size()) + 1;
  EXPECT_EQ(fields, 0);
}

TEST_F(RecordFields, ResultAccessors) {
  Result<double> missing = FieldError::missing;
  EXPECT_FALSE(missing);
  EXPECT_EQ(missing.value_or(4.0), 4.0);
  EXPECT_THROW((void)missing.value(), records::BadFieldAccess);
  try {
    (void)missing.value();
  } catch (const records::BadFieldAccess& error) {
    EXPECT_EQ(std::string(error.what()), "records::Result has no value: missing");
    EXPECT_EQ(error.error(), FieldError::missing);
  }
  Result<double> present = 2.5;
  EXPECT_TRUE(present);
  EXPECT_EQ(present.value_or(4.0), 2.5);
  EXPECT_EQ(records::to_string(FieldError::wrong_type), "wrong type");
  EXPECT_EQ(records::to_string(FieldError::null), "null");
  EXPECT_EQ(records::to_string(FieldError::malformed), "malformed");
}

TEST_F(RecordFields, RecordJsonAndLine) {
  write_file(dir / "two.jsonl", "\n{\"a\": 1}\r\n");
  std::vector<std::string> seen;
  records::read_records(dir / "two.jsonl", [&](Record& r) {
    seen.push_back(std::to_string(r.line()) + " " + std::string(r.json()));
  });
  EXPECT_EQ(seen, (std::vector<std::string>{"2 {\"a\": 1}"}));
}

}  // namespace
