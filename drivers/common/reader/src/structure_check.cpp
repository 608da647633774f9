#include "structure_check.hpp"

#include <algorithm>

namespace records::detail {
namespace {

namespace ondemand = simdjson::ondemand;

// Objects with more keys than this look duplicates up in a hash map instead of a linear scan.
constexpr std::size_t kLinearKeys = 32;

// A key as written between its quotes (escapes kept: keys are compared as written).
std::string_view raw_key(const char* start) noexcept {
  const char* end = start;
  while (*end != '"') end += (*end == '\\') ? 2 : 1;
  return {start, static_cast<std::size_t>(end - start)};
}

bool identifier_char(char c) noexcept {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// "NaN", "Infinity" or "-Infinity" (and "-NaN") when the token is one of them.
std::optional<std::string_view> non_json_number(std::string_view token) noexcept {
  for (std::string_view word : {"NaN", "-NaN", "Infinity", "-Infinity", "+Infinity", "+NaN"}) {
    if (token.starts_with(word) &&
        (token.size() == word.size() || !identifier_char(token[word.size()]))) {
      return word;
    }
  }
  return std::nullopt;
}

}  // namespace

TextPosition locate(std::string_view text, const char* at, std::uint64_t first_line) {
  TextPosition position{first_line, 1};
  if (at == nullptr || at < text.data() || at > text.data() + text.size()) return position;
  const std::string_view before(text.data(), static_cast<std::size_t>(at - text.data()));
  position.line += static_cast<std::uint64_t>(std::count(before.begin(), before.end(), '\n'));
  const std::size_t newline = before.rfind('\n');
  position.column = before.size() - (newline == std::string_view::npos ? 0 : newline + 1) + 1;
  return position;
}

std::string StructureChecker::position_note(const StructureProblem& problem, std::string_view text) {
  if (problem.at == nullptr) return {};
  const TextPosition at = locate(text, problem.at);
  if (problem.first != nullptr) {
    const TextPosition first = locate(text, problem.first);
    if (first.line != at.line) {
      return " (lines " + std::to_string(first.line) + " and " + std::to_string(at.line) + ")";
    }
    return " (columns " + std::to_string(first.column) + " and " + std::to_string(at.column) + ")";
  }
  return " (column " + std::to_string(at.column) + ")";
}

simdjson::error_code StructureChecker::stop(Reason reason, std::string detail, const char* at,
                                            const char* first) {
  problem_ = StructureProblem{reason, std::move(detail), at, first};
  // Any error code ends the walk; the problem above is what gets reported.
  return simdjson::TAPE_ERROR;
}

std::string StructureChecker::path(std::size_t depth) const {
  std::string text;
  for (std::size_t d = 0; d < depth && d < path_.size(); ++d) {
    const Step& step = path_[d];
    if (step.is_index) {
      text += '[' + std::to_string(step.index) + ']';
    } else {
      if (!text.empty()) text += '.';
      text += step.key;
    }
  }
  return text;
}

simdjson::error_code StructureChecker::check_scalar(ondemand::value& value,
                                                    ondemand::json_type type) {
  switch (type) {
    case ondemand::json_type::number: {
      double number = 0;
      return value.get_double().get(number);
    }
    case ondemand::json_type::string: {
      std::string_view text;
      return value.get_string().get(text);
    }
    case ondemand::json_type::boolean: {
      bool flag = false;
      return value.get_bool().get(flag);
    }
    case ondemand::json_type::null: {
      bool is_null = false;
      if (auto code = value.is_null().get(is_null)) return code;
      return is_null ? simdjson::SUCCESS : simdjson::N_ATOM_ERROR;
    }
    default:
      return simdjson::SUCCESS;
  }
}

simdjson::error_code StructureChecker::walk_value(ondemand::value value, std::size_t depth) {
  ondemand::json_type type;
  if (auto code = value.type().get(type)) {
    const std::string_view token = value.raw_json_token();
    if (auto word = non_json_number(token)) {
      return stop(Reason::not_json, std::string(*word) + ", field " + path(depth), token.data());
    }
    return code;
  }
  if (type == ondemand::json_type::object) {
    if (depth + 1 > max_depth_) {
      return stop(Reason::too_deep, "nesting deeper than " + std::to_string(max_depth_) + " levels",
                  value.raw_json_token().data());
    }
    ondemand::object object;
    if (auto code = value.get_object().get(object)) return code;
    return walk_object(object, depth + 1);
  }
  if (type == ondemand::json_type::array) {
    if (depth + 1 > max_depth_) {
      return stop(Reason::too_deep, "nesting deeper than " + std::to_string(max_depth_) + " levels",
                  value.raw_json_token().data());
    }
    ondemand::array array;
    if (auto code = value.get_array().get(array)) return code;
    return walk_array(array, depth + 1);
  }
  if (type == ondemand::json_type::number) {
    const std::string_view token = value.raw_json_token();
    if (token.size() >= 2 && (token[1] == 'I' || token[1] == 'N')) {
      if (auto word = non_json_number(token)) {
        return stop(Reason::not_json, std::string(*word) + ", field " + path(depth), token.data());
      }
    }
  }
  if (check_scalars_) {
    const char* at = value.raw_json_token().data();
    if (auto code = check_scalar(value, type)) {
      return stop(Reason::malformed_json, simdjson::error_message(code), at);
    }
  }
  return simdjson::SUCCESS;
}

// `depth` is this object's own depth (the root is 1); its fields' steps go to path_[depth - 1].
simdjson::error_code StructureChecker::walk_object(ondemand::object object, std::size_t depth) {
  if (path_.size() < depth) path_.resize(depth);
  if (levels_.size() < depth) levels_.resize(depth);
  Level& level = levels_[depth - 1];
  level.keys.clear();
  level.many.clear();
  for (auto field : object) {
    ondemand::raw_json_string key;
    if (auto code = field.key().get(key)) return code;
    const char* quote = key.raw() - 1;
    const std::string_view name = raw_key(key.raw());
    // levels_ may grow below (deeper objects): index it afresh each time.
    Level& keys = levels_[depth - 1];
    const char* first = nullptr;
    if (keys.keys.size() < kLinearKeys) {
      for (const auto& [seen, where] : keys.keys)
        if (seen == name) first = where;
      keys.keys.emplace_back(name, quote);
      if (keys.keys.size() == kLinearKeys) keys.many.insert(keys.keys.begin(), keys.keys.end());
    } else if (auto [it, fresh] = keys.many.emplace(name, quote); !fresh) {
      first = it->second;
    }
    if (first != nullptr) {
      // Built with append: GCC 12 warns falsely (-Wrestrict) on chains of operator+ here.
      std::string detail("\"");
      detail.append(name).append("\"");
      if (const std::string where = path(depth - 1); !where.empty()) detail.append(" in ").append(where);
      return stop(Reason::duplicate_key, std::move(detail), quote, first);
    }
    path_[depth - 1] = Step{name, 0, false};
    ondemand::value child;
    if (auto code = field.value().get(child)) return code;
    if (auto code = walk_value(child, depth)) return code;
  }
  return simdjson::SUCCESS;
}

simdjson::error_code StructureChecker::walk_array(ondemand::array array, std::size_t depth) {
  if (path_.size() < depth) path_.resize(depth);
  std::size_t index = 0;
  for (auto element : array) {
    path_[depth - 1] = Step{{}, index++, true};
    ondemand::value child;
    if (auto code = element.get(child)) return code;
    if (auto code = walk_value(child, depth)) return code;
  }
  return simdjson::SUCCESS;
}

std::optional<StructureProblem> StructureChecker::check(ondemand::document& document,
                                                        std::string_view text) {
  problem_.reset();
  const auto failed = [&](simdjson::error_code code) -> std::optional<StructureProblem> {
    if (problem_) return problem_;
    const char* at = nullptr;
    if (code == simdjson::INCOMPLETE_ARRAY_OR_OBJECT) {
      at = text.data() + text.size();  // the document ends where it should go on
    } else if (document.current_location().get(at) != simdjson::SUCCESS) {
      at = nullptr;
    }
    return StructureProblem{Reason::malformed_json, simdjson::error_message(code), at, nullptr};
  };
  ondemand::json_type type;
  if (auto code = document.type().get(type)) {
    std::string_view token;
    if (document.raw_json_token().get(token) == simdjson::SUCCESS) {
      if (auto word = non_json_number(token)) {
        return StructureProblem{Reason::not_json, std::string(*word) + ", field (root)",
                                token.data(), nullptr};
      }
    }
    return failed(code);
  }
  if (type == ondemand::json_type::object) {
    ondemand::object root;
    if (auto code = document.get_object().get(root)) return failed(code);
    if (auto code = walk_object(root, 1)) return failed(code);
  } else if (type == ondemand::json_type::array) {
    ondemand::array root;
    if (auto code = document.get_array().get(root)) return failed(code);
    if (auto code = walk_array(root, 1)) return failed(code);
  } else {
    return std::nullopt;  // a lone scalar: the DOM parse checks it
  }
  // current_location() fails with OUT_OF_BOUNDS exactly when the whole input was consumed.
  const char* rest = nullptr;
  if (document.current_location().get(rest) == simdjson::SUCCESS) {
    return StructureProblem{Reason::malformed_json,
                            simdjson::error_message(simdjson::TRAILING_CONTENT), rest, nullptr};
  }
  return std::nullopt;
}

}  // namespace records::detail
