// A full walk over one JSON text's structure: every bracket, comma, colon and key, and nothing
// after the root. On-Demand otherwise checks only the parts a reader touches. On the way it
// enforces what simdjson does not: a nesting-depth cap, no key twice in one object (On-Demand
// and the DOM both keep duplicates: a lookup finds the first, iteration sees both), and it names
// NaN and Infinity, which Python's json module writes but JSON does not have.
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
// Where `at` lies in `text`; the first line is numbered `first_line`.
TextPosition locate(std::string_view text, const char* at, std::uint64_t first_line = 1);

struct StructureProblem {
  Reason reason = Reason::malformed_json;
  std::string detail;           // the message after "REASON: ", without a position
  const char* at = nullptr;     // where in the text; null when simdjson could not say
  const char* first = nullptr;  // duplicate_key: the key's first occurrence
};

class StructureChecker {
 public:
  // `check_scalars`: also convert every number, string and atom (documents); records leave
  // scalars to the reads, which check them.
  StructureChecker(std::size_t max_depth, bool check_scalars)
      : max_depth_(max_depth), check_scalars_(check_scalars) {}

  // Walks `document` (iterated over `text`) to its end; the caller rewinds it before reading.
  // Any root type.
  std::optional<StructureProblem> check(simdjson::ondemand::document& document,
                                        std::string_view text);

  // Where the problem is, to append to its detail: " (column 7)", or a duplicate key's two places,
  // " (lines 5 and 9)" or " (columns 2 and 14)". Lines are relative to `text`'s start (use
  // locate() for the line itself).
  static std::string position_note(const StructureProblem& problem, std::string_view text);

 private:
  struct Step {
    std::string_view key;
    std::size_t index = 0;
    bool is_index = false;
  };
  struct Level {
    std::vector<std::pair<std::string_view, const char*>> keys;
    std::unordered_map<std::string_view, const char*> many;  // once an object has many keys
  };

  simdjson::error_code walk_value(simdjson::ondemand::value value, std::size_t depth);
  simdjson::error_code walk_object(simdjson::ondemand::object object, std::size_t depth);
  simdjson::error_code walk_array(simdjson::ondemand::array array, std::size_t depth);
  simdjson::error_code check_scalar(simdjson::ondemand::value& value,
                                    simdjson::ondemand::json_type type);
  // The reason is already in problem_; returns the code that stops the walk.
  simdjson::error_code stop(Reason reason, std::string detail, const char* at,
                            const char* first = nullptr);
  std::string path(std::size_t depth) const;

  std::size_t max_depth_;
  bool check_scalars_;
  std::vector<Step> path_;     // path_[d]: the key or index at depth d (root's children: 0)
  std::vector<Level> levels_;  // keys seen per open object, by depth
  std::optional<StructureProblem> problem_;
};

}  // namespace records::detail
