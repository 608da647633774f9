// The validator every record and document goes through: simdjson's DOM decides, its duplicate-key
// scan (linear up to 32 keys, sorted past them) must agree with a plain set of keys, and every
// refusal is worded by the walk with its place. Checked on hand-made shapes and on every one-byte
// edit of a results record.
#include <gtest/gtest.h>
#include <simdjson.h>

#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "structure_check.hpp"

namespace {

using records::Reason;
using records::detail::StructureProblem;
using records::detail::Validator;

constexpr std::size_t kDepth = 64;

// The problem found in `text`, and its position note.
std::optional<StructureProblem> check(Validator& validator, const std::string& text,
                                      std::string* note = nullptr) {
  const simdjson::padded_string padded(text);
  simdjson::dom::element root;
  auto problem =
      validator.parse(padded.data(), padded.size(), padded.size() + simdjson::SIMDJSON_PADDING, root);
  if (problem && note)
    *note = Validator::position_note(*problem, std::string_view(padded.data(), padded.size()));
  return problem;
}

// The reason and message a record gets (with a position, as the reader adds it), or "ok".
std::string verdict(const std::string& text) {
  Validator validator(kDepth, /*record=*/true);
  std::string note;
  const auto problem = check(validator, text, &note);
  if (!problem) return "ok";
  const bool placed = problem->reason != Reason::malformed_json && problem->reason != Reason::not_json;
  return std::string(records::to_string(problem->reason)) + ": " + problem->detail + (placed ? note : "");
}

std::string nested(std::size_t depth) {
  std::string text;
  for (std::size_t i = 1; i < depth; ++i) text += "{\"a\": ";
  text += "{}";
  for (std::size_t i = 1; i < depth; ++i) text += "}";
  return text;
}

// {"k0": VALUE, "k1": VALUE, ...}, with key `repeat` written again last when given.
std::string wide(int keys, const std::string& value, int repeat = -1) {
  std::string text = "{";
  for (int i = 0; i < keys; ++i) text += (i ? ", \"k" : "\"k") + std::to_string(i) + "\": " + value;
  if (repeat >= 0) text += ", \"k" + std::to_string(repeat) + "\": 0";
  return text + "}";
}

TEST(Validation, Shapes) {
  EXPECT_EQ(verdict(R"({"a": 1, "b": {"c": [1, 2, {"d": null}]}, "e": "x"})"), "ok");
  EXPECT_EQ(verdict(nested(kDepth)), "ok");
  EXPECT_EQ(verdict(nested(kDepth + 1)), "too deep: nesting deeper than 64 levels (column 385)");
  EXPECT_EQ(verdict(R"({"a": 1, "a": 2})"), "duplicate key: \"a\" (columns 2 and 10)");
  EXPECT_EQ(verdict(R"({"a": 1, "\u0061": 2})"), "ok");  // keys as written differ
  EXPECT_EQ(verdict(R"({"x": {"a": 1}, "y": {"a": 1}})"), "ok");
  EXPECT_EQ(verdict(R"({"a": NaN})"), "not JSON: NaN, field a");
  EXPECT_EQ(verdict(R"({"a": 1} {})"), "malformed JSON: Unexpected trailing content in the JSON input.");
  EXPECT_EQ(verdict(R"([1, {"a": 1, "a": 2}])"), "not a JSON object: found an array");
  EXPECT_EQ(verdict(R"("text")"), "not a JSON object: found a string");
  EXPECT_EQ(verdict(R"({"a": 99999999999999999999})"), "malformed JSON: Problem while parsing a number");
  // Past the linear scan: sorted by the DOM scan, hashed by the walk, at every level.
  EXPECT_EQ(verdict(wide(40, "0")), "ok");
  EXPECT_EQ(verdict(wide(40, "0", 5)), "duplicate key: \"k5\" (columns 47 and 392)");
  EXPECT_EQ(verdict(wide(40, wide(40, "1"))), "ok");
  const std::string inner_repeat = wide(33, wide(40, "1", 39));
  EXPECT_EQ(verdict(inner_repeat).substr(0, 33), "duplicate key: \"k39\" in k0 (colum");
  const std::string outer_repeat = wide(40, wide(40, "1"), 33);
  EXPECT_EQ(verdict(outer_repeat).substr(0, 27), "duplicate key: \"k33\" (colum");
}

TEST(Validation, DocumentsNameBrokenScalarsWhereTheyAre) {
  Validator document(kDepth, /*record=*/false);
  std::string note;
  const auto problem = check(document, "{\n  \"a\": tru\n}\n", &note);
  ASSERT_TRUE(problem);
  EXPECT_EQ(problem->reason, Reason::malformed_json);
  EXPECT_EQ(note, " (column 8)");
  EXPECT_FALSE(check(document, "[1, 2]"));  // any root
  EXPECT_FALSE(check(document, "5"));
}

// The duplicate-key scan's verdict against a set of every object's keys, on every one-byte edit of
// a results record (and on the record with its methods repeated past the linear scan).
TEST(Validation, EveryOneByteEditAgreesWithAPlainKeySet) {
  const std::string record =
      R"({"_kind": "bench_7B", "tensor_name": "m/l.0.w", "shape": [128, 896], "input_bytes": 229376, )"
      R"("methods": {"gzip6": {"ratio": 1.2, "decompress_MBps": 298.1, "ok": true}, "x": "skipped: t", "y": null}})";
  const std::string edits = "{}[]:,\"0-.eaN\\ \x01";
  std::vector<std::string> texts;
  for (std::size_t i = 0; i < record.size(); ++i) {
    texts.push_back(record.substr(0, i) + record.substr(i + 1));
    for (char c : edits) {
      texts.push_back(record.substr(0, i) + c + record.substr(i));
      texts.push_back(record.substr(0, i) + c + record.substr(i + 1));
    }
  }
  std::string methods;
  for (int i = 0; i < 40; ++i) methods += "\"m" + std::to_string(i) + "\": {\"ratio\": 1}, ";
  texts.push_back("{\"methods\": {" + methods + "\"m7\": 1}}");
  texts.push_back("{\"methods\": {" + methods + "\"m40\": 1}}");

  std::function<bool(simdjson::dom::element)> unique = [&](simdjson::dom::element e) {
    if (e.is_array()) {
      for (auto child : simdjson::dom::array(e)) {
        if (!unique(child)) return false;
      }
    }
    if (!e.is_object()) return true;
    std::set<std::string_view> keys;
    for (auto field : simdjson::dom::object(e)) {
      if (!keys.insert(field.key).second || !unique(field.value)) return false;
    }
    return true;
  };
  Validator validator(kDepth, /*record=*/true);
  simdjson::dom::parser reference;
  std::size_t accepted = 0, duplicates = 0;
  for (const std::string& text : texts) {
    simdjson::dom::element root;
    const bool parses = reference.parse(text).get(root) == simdjson::SUCCESS && root.is_object();
    const bool expected = parses && unique(root);
    const auto problem = check(validator, text);
    EXPECT_EQ(!problem, expected) << text;
    if (problem) {
      EXPECT_FALSE(problem->detail.empty()) << text;
      if (parses) {
        EXPECT_EQ(problem->reason, Reason::duplicate_key) << text;
        EXPECT_NE(problem->first, nullptr) << text;
        ++duplicates;
      }
    }
    accepted += expected;
  }
  EXPECT_GT(accepted, 500u);
  EXPECT_GE(duplicates, 1u);  // the wide record repeating "m7"
}

}  // namespace
