// A fast proof that a record has none of the problems StructureChecker looks for, so that the
// full walk runs only when it cannot be given. The walk steps through On-Demand value by value;
// simdjson's DOM stage 2 is one tight pass inside libsimdjson: parsing the record with the DOM
// and scanning its tape for duplicate keys and depth costs about a third of the On-Demand walk.
// The proof never decides a problem: any doubt (a parse error, a possible duplicate, too deep)
// returns false and the walk decides and words it, so messages and verdicts do not change.
#pragma once

#include <simdjson.h>

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace records::detail {

class StructureProof {
 public:
  explicit StructureProof(std::size_t max_depth);

  // True when the text (followed by SIMDJSON_PADDING readable bytes) is one well-formed JSON
  // value with no key twice in an object (keys compared unescaped: a superset of the walk's
  // "as written") and no nesting deeper than max_depth (the root is level 1).
  bool holds(const char* json, std::size_t size);
  // The parsed root after holds() returned true; valid until the next holds().
  simdjson::dom::element root() const noexcept { return root_; }
  // Whether that parse met an integer 0 (the text may have said -0, which the DOM keeps as 0).
  bool saw_integer_zero() const noexcept { return saw_integer_zero_; }

 private:
  bool scan_tape();

  static constexpr std::size_t kLinearKeys = 32;
  simdjson::dom::parser parser_;
  simdjson::dom::element root_;
  bool saw_integer_zero_ = false;
  std::vector<std::uint32_t> pending_;  // containers whose insides are still to be scanned
  // The keys of the object being scanned: signature, length, first byte.
  std::uint64_t signatures_[kLinearKeys];
  std::uint32_t lengths_[kLinearKeys];
  const std::uint8_t* starts_[kLinearKeys];
};

}  // namespace records::detail
