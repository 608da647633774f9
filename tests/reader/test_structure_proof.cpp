// The quick structure proof (DOM parse + duplicate-key and depth scan) must never vouch for a
// record the full walk rejects: it only lets the walk be skipped. Checked on hand-made cases and
// on every one-byte edit of a results record.
#include <gtest/gtest.h>
#include <simdjson.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "structure_check.hpp"
#include "structure_proof.hpp"

namespace {

using records::detail::StructureChecker;
using records::detail::StructureProof;

constexpr std::size_t kDepth = 64;

// Whether the walk (the reader's verdict) finds no problem in `text`, an object or not.
bool walk_accepts(const std::string& text) {
  simdjson::padded_string padded(text);
  simdjson::ondemand::parser parser;
  simdjson::ondemand::document doc;
  if (parser.iterate(padded).get(doc) != simdjson::SUCCESS) return false;
  StructureChecker checker(kDepth, false);
  return !checker.check(doc, text).has_value();
}

bool proof_holds(StructureProof& proof, const std::string& text) {
  simdjson::padded_string padded(text);
  return proof.holds(padded.data(), padded.size());
}


// The proof's scan as it was written before it walked the tape directly (element and iterator
// API, recursive): the tape walk must give the same verdict and the same integer-zero flag.
class ElementScan {
 public:
  // Whether `text` parses with no key twice in an object, no nesting past kDepth and no object
  // of more than 32 keys; `saw_zero` whether an integer 0 was met on the way.
  bool holds(const std::string& text) {
    simdjson::padded_string padded(text);
    simdjson::dom::element root;
    if (parser_.parse(padded).get(root) != simdjson::SUCCESS) return false;
    keys_.clear();
    saw_zero = false;
    return element(root, 1);
  }
  bool saw_zero = false;

 private:
  bool element(simdjson::dom::element e, std::size_t depth) {
    switch (e.type()) {
      case simdjson::dom::element_type::OBJECT: {
        simdjson::dom::object o;
        return depth <= kDepth && e.get_object().get(o) == simdjson::SUCCESS && object(o, depth);
      }
      case simdjson::dom::element_type::ARRAY: {
        simdjson::dom::array a;
        if (depth > kDepth || e.get_array().get(a) != simdjson::SUCCESS) return false;
        for (simdjson::dom::element child : a)
          if (!element(child, depth + 1)) return false;
        return true;
      }
      case simdjson::dom::element_type::INT64:
        if (e.get_int64().value_unsafe() == 0) saw_zero = true;
        return true;
      default:
        return true;
    }
  }
  bool object(simdjson::dom::object o, std::size_t depth) {
    if (o.size() > 32) return false;
    const std::size_t start = keys_.size();
    for (simdjson::dom::key_value_pair field : o) {
      if (std::find(keys_.begin() + static_cast<std::ptrdiff_t>(start), keys_.end(), field.key) != keys_.end())
        return false;
      keys_.push_back(field.key);
      if (!element(field.value, depth + 1)) return false;
    }
    keys_.resize(start);
    return true;
  }
  simdjson::dom::parser parser_;
  std::vector<std::string_view> keys_;
};

std::string nested(std::size_t levels) {
  std::string s;
  for (std::size_t i = 1; i < levels; ++i) s += "{\"a\": ";
  s += "{}";
  for (std::size_t i = 1; i < levels; ++i) s += "}";
  return s;
}

TEST(StructureProof, HoldsForCleanRecordsAndNotForProblems) {
  StructureProof proof(kDepth);
  EXPECT_TRUE(proof_holds(proof, R"({"a": 1, "b": {"c": [1, 2, {"d": null}]}, "e": "x"})"));
  EXPECT_TRUE(proof_holds(proof, nested(kDepth)));
  EXPECT_FALSE(proof_holds(proof, nested(kDepth + 1)));
  EXPECT_FALSE(proof_holds(proof, R"({"a": 1, "a": 2})"));
  EXPECT_FALSE(proof_holds(proof, R"({"a": 1, "\u0061": 2})"));  // unescaped alike: the walk decides
  EXPECT_TRUE(walk_accepts(R"({"a": 1, "\u0061": 2})"));          // (keys as written differ)
  EXPECT_FALSE(proof_holds(proof, R"({"a": NaN})"));
  EXPECT_FALSE(proof_holds(proof, R"({"a": 1} x)"));
  EXPECT_FALSE(proof_holds(proof, R"({"a": 1,})"));
  EXPECT_TRUE(proof_holds(proof, R"({"x": {"a": 1}, "y": {"a": 1}})"));  // the same key in two objects
  std::string wide = "{";
  for (int i = 0; i < 40; ++i) wide += (i ? ", \"k" : "\"k") + std::to_string(i) + "\": 0";
  wide += "}";
  EXPECT_FALSE(proof_holds(proof, wide));  // more keys than the linear scan takes: the walk hashes
  EXPECT_TRUE(walk_accepts(wide));
}

TEST(StructureProof, NeverVouchesForWhatTheWalkRejects) {
  const std::string record =
      R"({"_kind": "bench_7B", "tensor_name": "m/l.0.w", "shape": [128, 896], "input_bytes": 229376, )"
      R"("methods": {"gzip6": {"ratio": 1.2, "decompress_MBps": 298.1, "ok": true}, "x": "skipped: t", "y": null}})";
  const std::string edits = "{}[]:,\"0-.eaN\\ \x01";
  StructureProof proof(kDepth);
  std::size_t cases = 0, proved = 0, walk_ok = 0;
  auto check = [&](const std::string& text) {
    ++cases;
    const bool holds = proof_holds(proof, text);
    const bool accepts = walk_accepts(text);
    proved += holds;
    walk_ok += accepts;
    if (holds) {
      EXPECT_TRUE(accepts) << text;
    }
  };
  for (std::size_t i = 0; i < record.size(); ++i) {
    check(record.substr(0, i) + record.substr(i + 1));  // deleted
    for (char c : edits) {
      check(record.substr(0, i) + c + record.substr(i));                // inserted
      check(record.substr(0, i) + c + record.substr(i + 1));            // replaced
    }
  }
  EXPECT_EQ(cases, record.size() * (1 + 2 * edits.size()));
  // The proof is useful (it vouches for most edits the walk accepts: inside strings, digits).
  EXPECT_GT(proved, walk_ok / 2);
}

// Every verdict and integer-zero flag of the tape walk equals the element scan's, on every one-byte
// edit of a results record and on shapes the edits do not reach: nesting at and past the cap in
// objects and arrays, the same key at several levels, wide objects, keys that differ only after
// an escape, numbers of every tape type (int64, uint64, double) and scalar roots.
TEST(StructureProof, TapeWalkAgreesWithTheElementScan) {
  std::vector<std::string> texts = {
      nested(kDepth), nested(kDepth + 1), "[[[[1]]]]", "5", "\"s\"", "null", "[]", "{}", "[{}, [], {\"a\": []}]",
      R"({"a": {"a": {"a": 1}, "b": 2}, "b": [ {"a": 1, "a": 2} ]})",
      R"({"a": [{"b": 1}, {"b": 1}], "c": {"b": {}, "d": 0}, "b": -0})",
      R"({"k": 18446744073709551615, "z": 0, "d": 0.0, "n": -0, "e": 1e2})",
      R"({"\u0061b": 1, "ab": 2})", R"({"a\"": 1, "a\\": 2, "a": 3})",
      R"({"x": [1, {"y": [2, {"z": 0}]}], "w": {"v": [[0]]}})"};
  std::string deep_array;
  for (std::size_t i = 0; i < kDepth; ++i) deep_array += "[";
  for (std::size_t i = 0; i < kDepth; ++i) deep_array += "]";
  texts.push_back(deep_array);
  texts.push_back("[" + deep_array + "]");
  texts.push_back("{\"a\": " + deep_array + "}");
  for (int keys : {32, 33}) {
    std::string wide = "{";
    for (int i = 0; i < keys; ++i) wide += (i ? ", \"k" : "\"k") + std::to_string(i) + "\": {\"k0\": 0}";
    texts.push_back(wide + "}");
  }
  const std::string edits = "{}[]:,\"0-.eaN\\ \x01";
  for (const char* input_bytes : {"0", "229376"}) {
    const std::string record =
        R"({"_kind": "bench_7B", "tensor_name": "m/l.0.w", "shape": [128, 896], "input_bytes": )" +
        std::string(input_bytes) +
        R"(, "methods": {"gzip6": {"ratio": 1.2, "decompress_MBps": 298.1, "ok": true}, "x": "skipped: t", "y": null}})";
    for (std::size_t i = 0; i < record.size(); ++i) {
      texts.push_back(record.substr(0, i) + record.substr(i + 1));
      for (char c : edits) {
        texts.push_back(record.substr(0, i) + c + record.substr(i));
        texts.push_back(record.substr(0, i) + c + record.substr(i + 1));
      }
    }
  }
  StructureProof proof(kDepth);
  ElementScan reference;
  std::size_t held = 0, zeros = 0;
  for (const std::string& text : texts) {
    const bool expected = reference.holds(text);
    ASSERT_EQ(proof_holds(proof, text), expected) << text;
    if (expected) {
      ASSERT_EQ(proof.saw_integer_zero(), reference.saw_zero) << text;
      ++held;
      zeros += reference.saw_zero;
    }
  }
  // Both outcomes, and both flags, were met many times.
  EXPECT_GT(held, 1000u);
  EXPECT_GT(texts.size() - held, 1000u);
  EXPECT_GT(zeros, 500u);
  EXPECT_GT(held - zeros, 500u);
}

}  // namespace

