#include "structure_check.hpp"

#include <algorithm>
#include <cstring>
#include <new>

#include "node_access.hpp"

namespace records::detail {
namespace {

namespace ondemand = simdjson::ondemand;

// Keys of an object compared one by one up to this many; past it the DOM scan sorts them (a record
// with a million keys must not cost a million squared compares).
constexpr std::size_t kLinearKeys = 32;

// A key as written between its quotes (escapes kept).
std::string_view raw_key(const char* start) noexcept {
  const char* end = start;
  while (*end != '"') end += (*end == '\\') ? 2 : 1;
  return {start, static_cast<std::size_t>(end - start)};
}

bool identifier_char(char c) noexcept {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// "NaN", "Infinity" or "-Infinity" (and "-NaN", "+...") when the token is one of them.
std::optional<std::string_view> non_json_number(std::string_view token) noexcept {
  for (std::string_view word : {"NaN", "-NaN", "Infinity", "-Infinity", "+Infinity", "+NaN"}) {
    if (token.starts_with(word) && (token.size() == word.size() || !identifier_char(token[word.size()]))) {
      return word;
    }
  }
  return std::nullopt;
}

std::string found(ondemand::json_type type) {
  ValueType value = ValueType::null;
  switch (type) {
    case ondemand::json_type::array: value = ValueType::array; break;
    case ondemand::json_type::object: value = ValueType::object; break;
    case ondemand::json_type::number: value = ValueType::number; break;
    case ondemand::json_type::string: value = ValueType::string; break;
    case ondemand::json_type::boolean: value = ValueType::boolean; break;
    case ondemand::json_type::null: break;
  }
  return "found " + std::string(describe(value));
}

bool is_container(simdjson::dom::element element) noexcept {
  const dom::element_type type = element.type();
  return type == dom::element_type::ARRAY || type == dom::element_type::OBJECT;
}

// A key's length and (up to) eight of its bytes: equal keys have equal signatures, so whole keys
// are compared only when signatures match (a memcmp call per pair of keys cost a sixth of a read).
std::uint64_t signature(std::string_view key) noexcept {
  const char* at = key.data();
  const std::size_t n = key.size();
  std::uint64_t head = 0;
  if (n >= 8) {
    std::memcpy(&head, at, 8);
  } else if (n >= 4) {
    std::uint32_t first, last;
    std::memcpy(&first, at, 4);
    std::memcpy(&last, at + n - 4, 4);
    head = first | (std::uint64_t{last} << 32);
  } else {
    for (std::size_t i = 0; i < n; ++i) head |= std::uint64_t{static_cast<unsigned char>(at[i])} << (8 * i);
  }
  return head ^ (std::uint64_t{n} << 56);
}

std::string too_deep(std::size_t max_depth) {
  return "nesting deeper than " + std::to_string(max_depth) + " levels";
}

}  // namespace

TextPosition locate(std::string_view text, const char* at) {
  TextPosition position;
  if (at == nullptr || at < text.data() || at > text.data() + text.size()) return position;
  const std::string_view before(text.data(), static_cast<std::size_t>(at - text.data()));
  position.line += static_cast<std::uint64_t>(std::count(before.begin(), before.end(), '\n'));
  const std::size_t newline = before.rfind('\n');
  position.column = before.size() - (newline == std::string_view::npos ? 0 : newline + 1) + 1;
  return position;
}

std::string Validator::position_note(const StructureProblem& problem, std::string_view text) {
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

Validator::Validator(std::size_t max_depth, bool record) : max_depth_(max_depth), record_(record) {
  // The DOM refuses nesting deeper than max_depth (the root is level 1), as the walk does.
  if (dom_.allocate(0, max_depth) != simdjson::SUCCESS) throw std::bad_alloc();
}

std::optional<StructureProblem> Validator::parse(const char* json, std::size_t size, std::size_t capacity,
                                                 simdjson::dom::element& root) {
  const auto code = dom_.parse(reinterpret_cast<const std::uint8_t*>(json), size, false).get(root);
  if (code == simdjson::SUCCESS) {
    if (record_ && root.type() != dom::element_type::OBJECT) {
      return StructureProblem{Reason::not_an_object, "found " + std::string(describe(type_of(root)))};
    }
    dom_keys_.clear();
    if (!is_container(root) || unique_keys(root)) return std::nullopt;
  }
  if (auto problem = walk(json, size, capacity)) return problem;
  if (code != simdjson::SUCCESS)
    return StructureProblem{Reason::malformed_json, simdjson::error_message(code)};
  // Keys equal only once unescaped ("a" and "\u0061"): distinct as written, as the walk compares.
  return std::nullopt;
}

// `element` is an object or an array; only containers are stepped into.
bool Validator::unique_keys(simdjson::dom::element element) {
  if (element.type() == dom::element_type::ARRAY) {
    for (const dom::element child : dom::array(element)) {
      if (is_container(child) && !unique_keys(child)) return false;
    }
    return true;
  }
  const std::size_t base = dom_keys_.size();
  const dom::object object(element);
  // Key and value taken apart, and the key stored field by field: a key_value_pair copied whole
  // is reloaded with a load wider than the stores that wrote it, which stalls (store forwarding).
  for (auto field = object.begin(), end = object.end(); field != end; ++field) {
    const std::string_view key = field.key();
    const std::uint64_t sign = signature(key);
    if (dom_keys_.size() - base < kLinearKeys) {
      for (std::size_t k = base; k < dom_keys_.size(); ++k) {
        const Key& seen = dom_keys_[k];
        if (seen.signature == sign && std::string_view(seen.at, seen.size) == key) return false;
      }
    }
    Key& added = dom_keys_.emplace_back();
    added.signature = sign;
    added.at = key.data();
    added.size = key.size();
    const dom::element value = field.value();
    if (is_container(value) && !unique_keys(value)) return false;
  }
  bool unique = true;
  if (dom_keys_.size() - base > kLinearKeys) {
    const auto first = dom_keys_.begin() + static_cast<std::ptrdiff_t>(base);
    const auto text = [](const Key& k) { return std::string_view(k.at, k.size); };
    std::sort(first, dom_keys_.end(), [&](const Key& a, const Key& b) { return text(a) < text(b); });
    unique = std::adjacent_find(first, dom_keys_.end(), [&](const Key& a, const Key& b) {
               return text(a) == text(b);
             }) == dom_keys_.end();
  }
  dom_keys_.resize(base);
  return unique;
}

// ---- the walk that words a problem

simdjson::error_code Validator::stop(Reason reason, std::string detail, const char* at, const char* first) {
  problem_ = StructureProblem{reason, std::move(detail), at, first};
  return simdjson::TAPE_ERROR;  // any error ends the walk; problem_ is what gets reported
}

std::string Validator::path(std::size_t depth) const {
  std::string text;
  for (std::size_t d = 0; d < depth && d < path_.size(); ++d) {
    if (path_[d].is_index) {
      text += '[' + std::to_string(path_[d].index) + ']';
    } else {
      if (!text.empty()) text += '.';
      text += path_[d].key;
    }
  }
  return text;
}

simdjson::error_code Validator::walk_value(ondemand::value value, std::size_t depth) {
  ondemand::json_type type;
  const std::string_view token = value.raw_json_token();
  const auto code = value.type().get(type);
  // On-Demand takes "-Infinity" and "NaN" for numbers, or for nothing it knows.
  if (code ||
      (type == ondemand::json_type::number && token.size() >= 2 && (token[1] == 'I' || token[1] == 'N'))) {
    if (auto word = non_json_number(token)) {
      return stop(Reason::not_json, std::string(*word) + ", field " + path(depth), token.data());
    }
    if (code) return code;
  }
  if (type == ondemand::json_type::object || type == ondemand::json_type::array) {
    if (depth + 1 > max_depth_) return stop(Reason::too_deep, too_deep(max_depth_), token.data());
    if (type == ondemand::json_type::array) {
      ondemand::array array;
      if (auto code = value.get_array().get(array)) return code;
      return walk_array(array, depth + 1);
    }
    ondemand::object object;
    if (auto code = value.get_object().get(object)) return code;
    return walk_object(object, depth + 1);
  }
  if (record_) return simdjson::SUCCESS;  // a broken scalar keeps the DOM's message
  simdjson::error_code broken = simdjson::SUCCESS;
  double number = 0;
  std::string_view text;
  bool flag = false;
  if (type == ondemand::json_type::number) broken = value.get_double().get(number);
  if (type == ondemand::json_type::string) broken = value.get_string().get(text);
  if (type == ondemand::json_type::boolean) broken = value.get_bool().get(flag);
  if (type == ondemand::json_type::null && (broken = value.is_null().get(flag)) == simdjson::SUCCESS &&
      !flag) {
    broken = simdjson::N_ATOM_ERROR;
  }
  if (broken) return stop(Reason::malformed_json, simdjson::error_message(broken), token.data());
  return simdjson::SUCCESS;
}

// `depth` is this object's own depth (the root is 1); its fields' steps go to path_[depth - 1].
simdjson::error_code Validator::walk_object(ondemand::object object, std::size_t depth) {
  if (path_.size() < depth) path_.resize(depth);
  if (levels_.size() < depth) levels_.resize(depth);
  levels_[depth - 1].clear();
  for (auto field : object) {
    ondemand::raw_json_string key;
    if (auto code = field.key().get(key)) return code;
    const char* quote = key.raw() - 1;
    const std::string_view name = raw_key(key.raw());
    // levels_ may grow below (deeper objects): indexed afresh each time.
    if (const auto [seen, fresh] = levels_[depth - 1].emplace(name, quote); !fresh) {
      const char* first = seen->second;
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

simdjson::error_code Validator::walk_array(ondemand::array array, std::size_t depth) {
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

std::optional<StructureProblem> Validator::walk(const char* json, std::size_t size, std::size_t capacity) {
  problem_.reset();
  const std::string_view text(json, size);
  ondemand::document document;
  if (auto code = on_demand_.iterate(json, size, capacity).get(document)) {
    return StructureProblem{Reason::malformed_json, simdjson::error_message(code)};
  }
  const auto failed = [&](simdjson::error_code code) -> std::optional<StructureProblem> {
    if (problem_) return problem_;
    const char* at = nullptr;
    if (code == simdjson::INCOMPLETE_ARRAY_OR_OBJECT) {
      at = text.data() + text.size();  // the text ends where it should go on
    } else if (document.current_location().get(at) != simdjson::SUCCESS) {
      at = nullptr;
    }
    return StructureProblem{Reason::malformed_json, simdjson::error_message(code), at};
  };
  ondemand::json_type type;
  if (auto code = document.type().get(type)) {
    std::string_view token;
    if (record_) return StructureProblem{Reason::malformed_json, simdjson::error_message(code)};
    if (document.raw_json_token().get(token) == simdjson::SUCCESS) {
      if (auto word = non_json_number(token)) {
        return StructureProblem{Reason::not_json, std::string(*word) + ", field (root)", token.data()};
      }
    }
    return failed(code);
  }
  if (record_ && type != ondemand::json_type::object)
    return StructureProblem{Reason::not_an_object, found(type)};
  if (type == ondemand::json_type::object) {
    ondemand::object root;
    if (auto code = document.get_object().get(root)) return failed(code);
    if (auto code = walk_object(root, 1)) return failed(code);
  } else if (type == ondemand::json_type::array) {
    ondemand::array root;
    if (auto code = document.get_array().get(root)) return failed(code);
    if (auto code = walk_array(root, 1)) return failed(code);
  } else {
    return std::nullopt;  // a lone scalar: the DOM's message stands
  }
  // current_location() fails with OUT_OF_BOUNDS exactly when the whole input was consumed.
  const char* rest = nullptr;
  if (document.current_location().get(rest) == simdjson::SUCCESS) {
    return StructureProblem{Reason::malformed_json, simdjson::error_message(simdjson::TRAILING_CONTENT),
                            rest};
  }
  return std::nullopt;
}

}  // namespace records::detail
