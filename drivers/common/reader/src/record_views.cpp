// The record views' accessors, on simdjson On-Demand. Each typed read tries the wanted conversion
// first, so the common case costs one step; only when that fails does it peek at the JSON type to
// tell null, another type and broken JSON apart.
#include <simdjson.h>

#include <optional>

#include "chunk_buffer.hpp"
#include "view_access.hpp"

namespace records {

static_assert(detail::kParsePadding == simdjson::SIMDJSON_PADDING);

using detail::RecordState;
using detail::ViewAccess;
namespace ondemand = simdjson::ondemand;

std::string_view describe(ValueType type) noexcept {
  switch (type) {
    case ValueType::object:
      return "an object";
    case ValueType::array:
      return "an array";
    case ValueType::string:
      return "a string";
    case ValueType::number:
      return "a number";
    case ValueType::boolean:
      return "a boolean";
    case ValueType::null:
      return "null";
  }
  return "unknown";
}

namespace {

ValueType from_simdjson(ondemand::json_type type) noexcept {
  switch (type) {
    case ondemand::json_type::object:
      return ValueType::object;
    case ondemand::json_type::array:
      return ValueType::array;
    case ondemand::json_type::string:
      return ValueType::string;
    case ondemand::json_type::number:
      return ValueType::number;
    case ondemand::json_type::boolean:
      return ValueType::boolean;
    case ondemand::json_type::null:
      return ValueType::null;
  }
  return ValueType::null;
}

bool usable(const RecordState* state) noexcept { return state != nullptr && !state->failed(); }

FieldError fail(RecordState* state, simdjson::error_code code) noexcept {
  state->fail(code);
  return FieldError::malformed;
}

// A value whose first byte promised `true`, `false` or `null` but whose atom is broken.
simdjson::error_code broken_atom(ondemand::value& value) noexcept {
  std::string_view token = value.raw_json_token();
  if (!token.empty() && token.front() == 't') return simdjson::T_ATOM_ERROR;
  if (!token.empty() && token.front() == 'f') return simdjson::F_ATOM_ERROR;
  return simdjson::N_ATOM_ERROR;
}

// Checks that `value` holds `wanted`; returns the error to report otherwise.
std::optional<FieldError> check_type(ondemand::value& value, RecordState* state,
                                     ondemand::json_type wanted) noexcept {
  ondemand::json_type type;
  if (auto code = value.type().get(type)) return fail(state, code);
  if (type == wanted) return std::nullopt;
  if (type == ondemand::json_type::null) {
    bool is_null = false;
    if (value.is_null().get(is_null) != simdjson::SUCCESS || !is_null) {
      return fail(state, broken_atom(value));
    }
    return FieldError::null;
  }
  return FieldError::wrong_type;
}

}  // namespace

// ---- Value

namespace {

// After get_X() said INCORRECT_TYPE (or another error `code`): which FieldError that is. Cold:
// kept out of line so that the hot reads stay small enough to inline.
[[gnu::cold, gnu::noinline]] FieldError classify(ondemand::value& value, RecordState* state,
                                                 simdjson::error_code code,
                                                 ondemand::json_type wanted) noexcept {
  if (code != simdjson::INCORRECT_TYPE) return fail(state, code);
  if (auto error = check_type(value, state, wanted)) return *error;
  // The type is right but the conversion failed: a broken true/false (numbers and strings
  // report their own errors).
  return fail(state, broken_atom(value));
}

[[gnu::always_inline]] inline Result<double> read_number(ondemand::value& value,
                                                         RecordState* state) noexcept {
  double number = 0;
  const auto code = value.get_double().get(number);
  if (code == simdjson::SUCCESS) return number;
  return classify(value, state, code, ondemand::json_type::number);
}

[[gnu::always_inline]] inline Result<std::int64_t> read_integer(ondemand::value& value,
                                                                RecordState* state) noexcept {
  std::int64_t integer = 0;
  const auto code = value.get_int64().get(integer);
  if (code == simdjson::SUCCESS) return integer;
  if (code != simdjson::INCORRECT_TYPE && code != simdjson::NUMBER_OUT_OF_RANGE) {
    return fail(state, code);
  }
  if (auto error = check_type(value, state, ondemand::json_type::number)) return *error;
  // A number, but not an int64: a fraction or a big number is the wrong type, a broken number
  // is malformed.
  double number = 0;
  if (auto broken = value.get_double().get(number)) return fail(state, broken);
  return FieldError::wrong_type;
}

[[gnu::always_inline]] inline Result<std::string_view> read_string(ondemand::value& value,
                                                                   RecordState* state) noexcept {
  std::string_view text;
  const auto code = value.get_string().get(text);
  if (code == simdjson::SUCCESS) return text;
  return classify(value, state, code, ondemand::json_type::string);
}

[[gnu::always_inline]] inline Result<bool> read_boolean(ondemand::value& value,
                                                        RecordState* state) noexcept {
  bool flag = false;
  const auto code = value.get_bool().get(flag);
  if (code == simdjson::SUCCESS) return flag;
  return classify(value, state, code, ondemand::json_type::boolean);
}

[[gnu::always_inline]] inline Result<Object> read_object(ondemand::value& value,
                                                         RecordState* state) noexcept {
  ondemand::object object;
  const auto code = value.get_object().get(object);
  if (code == simdjson::SUCCESS) return ViewAccess::make<Object>(object, state);
  return classify(value, state, code, ondemand::json_type::object);
}

[[gnu::always_inline]] inline Result<Array> read_array(ondemand::value& value,
                                                       RecordState* state) noexcept {
  ondemand::array array;
  const auto code = value.get_array().get(array);
  if (code == simdjson::SUCCESS) return ViewAccess::make<Array>(array, state);
  return classify(value, state, code, ondemand::json_type::array);
}

}  // namespace

Result<ValueType> Value::type() {
  if (!usable(state_)) return FieldError::malformed;
  ondemand::json_type type;
  if (auto code = ViewAccess::cursor<ondemand::value>(cursor_).type().get(type)) {
    return fail(state_, code);
  }
  return from_simdjson(type);
}

bool Value::is_null() {
  if (!usable(state_)) return false;
  auto& value = ViewAccess::cursor<ondemand::value>(cursor_);
  ondemand::json_type type;
  if (value.type().get(type) != simdjson::SUCCESS || type != ondemand::json_type::null) {
    return false;
  }
  bool is_null = false;
  if (value.is_null().get(is_null) != simdjson::SUCCESS || !is_null) {
    fail(state_, broken_atom(value));
    return false;
  }
  return true;
}

Result<double> Value::number() {
  if (!usable(state_)) return FieldError::malformed;
  return read_number(ViewAccess::cursor<ondemand::value>(cursor_), state_);
}
Result<std::int64_t> Value::integer() {
  if (!usable(state_)) return FieldError::malformed;
  return read_integer(ViewAccess::cursor<ondemand::value>(cursor_), state_);
}
Result<std::string_view> Value::string() {
  if (!usable(state_)) return FieldError::malformed;
  return read_string(ViewAccess::cursor<ondemand::value>(cursor_), state_);
}
Result<bool> Value::boolean() {
  if (!usable(state_)) return FieldError::malformed;
  return read_boolean(ViewAccess::cursor<ondemand::value>(cursor_), state_);
}
Result<Object> Value::object() {
  if (!usable(state_)) return FieldError::malformed;
  return read_object(ViewAccess::cursor<ondemand::value>(cursor_), state_);
}
Result<Array> Value::array() {
  if (!usable(state_)) return FieldError::malformed;
  return read_array(ViewAccess::cursor<ondemand::value>(cursor_), state_);
}

// ---- Object

Object::iterator Object::begin() {
  iterator it;
  it.state_ = state_;
  if (!usable(state_)) return it;
  ondemand::object_iterator cursor;
  if (auto code = ViewAccess::cursor<ondemand::object>(cursor_).begin().get(cursor)) {
    fail(state_, code);
    return it;
  }
  ViewAccess::store(it.cursor_, cursor);
  return it;
}

Object::iterator Object::end() {
  iterator it;
  it.state_ = state_;
  if (!usable(state_)) return it;
  ondemand::object_iterator cursor;
  if (auto code = ViewAccess::cursor<ondemand::object>(cursor_).end().get(cursor)) {
    fail(state_, code);
    return it;
  }
  ViewAccess::store(it.cursor_, cursor);
  return it;
}

Field Object::iterator::operator*() {
  Field field;
  if (!usable(state_)) return field;
  ondemand::field current;
  if (auto code = (*ViewAccess::cursor<ondemand::object_iterator>(cursor_)).get(current)) {
    fail(state_, code);
    return field;
  }
  // Keys without escapes (nearly all) are used in place; stage 1 guarantees the closing quote.
  const char* key = current.key().raw();
  const char* end = key;
  while (*end != '"' && *end != '\\') ++end;
  if (*end == '"') {
    field.key = std::string_view(key, static_cast<std::size_t>(end - key));
  } else if (auto code = current.unescaped_key().get(field.key)) {
    fail(state_, code);
    return field;
  }
  ViewAccess::store(ViewAccess::storage(field.value), current.value());
  ViewAccess::set_state(field.value, state_);
  return field;
}

Object::iterator& Object::iterator::operator++() {
  if (usable(state_)) ++ViewAccess::cursor<ondemand::object_iterator>(cursor_);
  return *this;
}

bool Object::iterator::operator!=(const iterator& other) const {
  if (!usable(state_)) return false;
  return ViewAccess::cursor<ondemand::object_iterator>(cursor_) !=
         ViewAccess::cursor<ondemand::object_iterator>(other.cursor_);
}

namespace {

// Finds `key` and reads it with `read`: one library call per typed field.
template <class T, Result<T> (*read)(ondemand::value&, RecordState*) noexcept>
Result<T> read_field(detail::CursorStorage& cursor, RecordState* state,
                     std::string_view key) noexcept {
  if (!usable(state)) return FieldError::malformed;
  ondemand::value value;
  auto& object = ViewAccess::cursor<ondemand::object>(cursor);
  // Forward from the current field, then once more from the first field. Not simdjson's
  // find_field_unordered: its second pass assumes the fields it passed were well formed, which
  // On-Demand never checked, and {"o":{"":]}} read "n" then "i" reached an unreachable point.
  // find_field checks every step.
  auto code = object.find_field(key).get(value);
  if (code == simdjson::NO_SUCH_FIELD) {
    bool has_fields = false;
    if (auto reset = object.reset().get(has_fields)) return fail(state, reset);
    code = has_fields ? object.find_field(key).get(value) : simdjson::NO_SUCH_FIELD;
  }
  if (code == simdjson::NO_SUCH_FIELD) return FieldError::missing;
  if (code != simdjson::SUCCESS) return fail(state, code);
  return read(value, state);
}

[[gnu::always_inline]] inline Result<Value> as_value(ondemand::value& value,
                                                     RecordState* state) noexcept {
  return ViewAccess::make<Value>(value, state);
}

}  // namespace

Result<Value> Object::field(std::string_view key) {
  return read_field<Value, as_value>(cursor_, state_, key);
}
Result<double> Object::number(std::string_view key) {
  return read_field<double, read_number>(cursor_, state_, key);
}
Result<std::int64_t> Object::integer(std::string_view key) {
  return read_field<std::int64_t, read_integer>(cursor_, state_, key);
}
Result<std::string_view> Object::string(std::string_view key) {
  return read_field<std::string_view, read_string>(cursor_, state_, key);
}
Result<bool> Object::boolean(std::string_view key) {
  return read_field<bool, read_boolean>(cursor_, state_, key);
}
Result<Object> Object::object(std::string_view key) {
  return read_field<Object, read_object>(cursor_, state_, key);
}
Result<Array> Object::array(std::string_view key) {
  return read_field<Array, read_array>(cursor_, state_, key);
}

// ---- Array

Array::iterator Array::begin() {
  iterator it;
  it.state_ = state_;
  if (!usable(state_)) return it;
  ondemand::array_iterator cursor;
  if (auto code = ViewAccess::cursor<ondemand::array>(cursor_).begin().get(cursor)) {
    fail(state_, code);
    return it;
  }
  ViewAccess::store(it.cursor_, cursor);
  return it;
}

Array::iterator Array::end() {
  iterator it;
  it.state_ = state_;
  if (!usable(state_)) return it;
  ondemand::array_iterator cursor;
  if (auto code = ViewAccess::cursor<ondemand::array>(cursor_).end().get(cursor)) {
    fail(state_, code);
    return it;
  }
  ViewAccess::store(it.cursor_, cursor);
  return it;
}

Value Array::iterator::operator*() {
  if (!usable(state_)) return Value{};
  ondemand::value element;
  if (auto code = (*ViewAccess::cursor<ondemand::array_iterator>(cursor_)).get(element)) {
    fail(state_, code);
    return Value{};
  }
  return ViewAccess::make<Value>(element, state_);
}

Array::iterator& Array::iterator::operator++() {
  if (usable(state_)) ++ViewAccess::cursor<ondemand::array_iterator>(cursor_);
  return *this;
}

bool Array::iterator::operator!=(const iterator& other) const {
  if (!usable(state_)) return false;
  return ViewAccess::cursor<ondemand::array_iterator>(cursor_) !=
         ViewAccess::cursor<ondemand::array_iterator>(other.cursor_);
}

// ---- Record

bool Record::malformed() const noexcept {
  return ViewAccess::state(*this) != nullptr && ViewAccess::state(*this)->failed();
}

}  // namespace records
