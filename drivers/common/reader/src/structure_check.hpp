// Validation of one JSON text, shared by records and documents. simdjson's DOM parses the text
// whole (every bracket, comma, scalar, and nothing after the root) and refuses nesting past the
// depth cap; a scan of the DOM then refuses a key twice in one object, which the DOM keeps. When
// either fails, a walk over the text with On-Demand words the problem and says where: the DOM
// keeps no positions, and NaN and Infinity (which Python's json module writes) are named.
#pragma once

#include <simdjson.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "records/error.hpp"

namespace records::detail {

// A place in a text, 1-based.
struct TextPosition {
  std::uint64_t line = 1;
  std::uint64_t column = 1;
};
// Where `at` lies in `text`.
TextPosition locate(std::string_view text, const char* at);

struct StructureProblem {
  Reason reason = Reason::malformed_json;
  std::string detail;           // the message after "REASON: ", without a position
  const char* at = nullptr;     // where in the text; null when simdjson could not say
  const char* first = nullptr;  // duplicate_key: the key's first occurrence
};

class Validator {
 public:
  // `record`: the root must be an object (Reason::not_an_object), and the walk leaves broken
  // scalars to the DOM's own message; a document is any value, and the walk names them too.
  Validator(std::size_t max_depth, bool record);

  // `json` must stay readable up to `capacity` bytes (SIMDJSON_PADDING past its end). On success
  // `root` is the text's DOM, valid until the next call.
  std::optional<StructureProblem> parse(const char* json, std::size_t size, std::size_t capacity,
                                        simdjson::dom::element& root);

  // Where the problem is, to append to its detail: " (column 7)", or a duplicate key's two places,
  // " (lines 5 and 9)" or " (columns 2 and 14)". Lines are relative to `text`'s start.
  static std::string position_note(const StructureProblem& problem, std::string_view text);

 private:
  struct Step {
    std::string_view key;
    std::size_t index = 0;
    bool is_index = false;
  };

  bool unique_keys(simdjson::dom::element element);
  std::optional<StructureProblem> walk(const char* json, std::size_t size, std::size_t capacity);
  simdjson::error_code walk_value(simdjson::ondemand::value value, std::size_t depth);
  simdjson::error_code walk_object(simdjson::ondemand::object object, std::size_t depth);
  simdjson::error_code walk_array(simdjson::ondemand::array array, std::size_t depth);
  // Records the problem; returns the code that stops the walk.
  simdjson::error_code stop(Reason reason, std::string detail, const char* at, const char* first = nullptr);
  std::string path(std::size_t depth) const;

  std::size_t max_depth_;
  bool record_;
  simdjson::dom::parser dom_;
  simdjson::ondemand::parser on_demand_;
  struct Key {
    std::uint64_t signature;
    const char* at;
    std::size_t size;
  };
  std::vector<Key> dom_keys_;  // the DOM scan's keys of the open objects
  std::vector<Step> path_;     // path_[d]: the key or index at depth d (root's children: 0)
  // The walk's keys (and where each is) per open object, by depth.
  std::vector<std::unordered_map<std::string_view, const char*>> levels_;
  std::optional<StructureProblem> problem_;
};

}  // namespace records::detail
