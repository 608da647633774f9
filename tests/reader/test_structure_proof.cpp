// The quick structure proof (DOM parse + duplicate-key and depth scan) must never vouch for a
// record the full walk rejects: it only lets the walk be skipped. Checked on hand-made cases and
// on every one-byte edit of a results record.
#include <gtest/gtest.h>
#include <simdjson.h>

#include <string>
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

}  // namespace
