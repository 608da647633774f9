#include "structure_check.hpp"

namespace records::detail {
namespace {

namespace ondemand = simdjson::ondemand;

simdjson::error_code walk(ondemand::value value) noexcept {
  ondemand::json_type type;
  if (auto code = value.type().get(type)) return code;
  if (type == ondemand::json_type::object) {
    ondemand::object object;
    if (auto code = value.get_object().get(object)) return code;
    for (auto field : object) {
      ondemand::raw_json_string key;
      if (auto code = field.key().get(key)) return code;
      ondemand::value child;
      if (auto code = field.value().get(child)) return code;
      if (auto code = walk(child)) return code;
    }
  } else if (type == ondemand::json_type::array) {
    ondemand::array array;
    if (auto code = value.get_array().get(array)) return code;
    for (auto element : array) {
      ondemand::value child;
      if (auto code = element.get(child)) return code;
      if (auto code = walk(child)) return code;
    }
  }
  // Scalars are skipped: their text is checked when read.
  return simdjson::SUCCESS;
}

}  // namespace

simdjson::error_code check_structure(ondemand::document& document) noexcept {
  ondemand::object root;
  if (auto code = document.get_object().get(root)) return code;
  for (auto field : root) {
    ondemand::raw_json_string key;
    if (auto code = field.key().get(key)) return code;
    ondemand::value child;
    if (auto code = field.value().get(child)) return code;
    if (auto code = walk(child)) return code;
  }
  // current_location() fails with OUT_OF_BOUNDS exactly when the whole input was consumed.
  const char* rest = nullptr;
  if (document.current_location().get(rest) == simdjson::SUCCESS) return simdjson::TRAILING_CONTENT;
  return simdjson::SUCCESS;
}

}  // namespace records::detail
