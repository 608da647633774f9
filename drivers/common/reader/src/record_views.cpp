// The record views' accessors, on simdjson On-Demand. Each typed read first asks the value's JSON
// type (a peek at one byte), so null and wrong types are told apart before anything is parsed.
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
    case ValueType::object: return "an object";
    case ValueType::array: return "an array";
    case ValueType::string: return "a string";
    case ValueType::number: return "a number";
    case ValueType::boolean: return "a boolean";
    case ValueType::null: return "null";
  }
  return "unknown";
}

namespace {

ValueType from_simdjson(ondemand::json_type type) noexcept {
  switch (type) {
    case ondemand::json_type::object: return ValueType::object;
    case ondemand::json_type::array: return ValueType::array;
    case ondemand::json_type::string: return ValueType::string;
    case ondemand::json_type::number: return ValueType::number;
    case ondemand::json_type::boolean: return ValueType::boolean;
    case ondemand::json_type::null: return ValueType::null;
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
  auto& value = ViewAccess::cursor<ondemand::value>(cursor_);
  if (auto error = check_type(value, state_, ondemand::json_type::number)) return *error;
  double number = 0;
  if (auto code = value.get_double().get(number)) return fail(state_, code);
  return number;
}

Result<std::int64_t> Value::integer() {
  if (!usable(state_)) return FieldError::malformed;
  auto& value = ViewAccess::cursor<ondemand::value>(cursor_);
  if (auto error = check_type(value, state_, ondemand::json_type::number)) return *error;
  std::int64_t integer = 0;
  const auto code = value.get_int64().get(integer);
  if (code == simdjson::SUCCESS) return integer;
  if (code != simdjson::INCORRECT_TYPE && code != simdjson::NUMBER_OUT_OF_RANGE) {
    return fail(state_, code);
  }
  // Not an int64: a fraction or a big number is the wrong type, a broken number is malformed.
  double number = 0;
  if (auto broken = value.get_double().get(number)) return fail(state_, broken);
  return FieldError::wrong_type;
}

Result<std::string_view> Value::string() {
  if (!usable(state_)) return FieldError::malformed;
  auto& value = ViewAccess::cursor<ondemand::value>(cursor_);
  if (auto error = check_type(value, state_, ondemand::json_type::string)) return *error;
  std::string_view text;
  if (auto code = value.get_string().get(text)) return fail(state_, code);
  return text;
}

Result<bool> Value::boolean() {
  if (!usable(state_)) return FieldError::malformed;
  auto& value = ViewAccess::cursor<ondemand::value>(cursor_);
  if (auto error = check_type(value, state_, ondemand::json_type::boolean)) return *error;
  bool flag = false;
  if (value.get_bool().get(flag) != simdjson::SUCCESS) return fail(state_, broken_atom(value));
  return flag;
}

Result<Object> Value::object() {
  if (!usable(state_)) return FieldError::malformed;
  auto& value = ViewAccess::cursor<ondemand::value>(cursor_);
  if (auto error = check_type(value, state_, ondemand::json_type::object)) return *error;
  ondemand::object object;
  if (auto code = value.get_object().get(object)) return fail(state_, code);
  return ViewAccess::make<Object>(object, state_);
}

Result<Array> Value::array() {
  if (!usable(state_)) return FieldError::malformed;
  auto& value = ViewAccess::cursor<ondemand::value>(cursor_);
  if (auto error = check_type(value, state_, ondemand::json_type::array)) return *error;
  ondemand::array array;
  if (auto code = value.get_array().get(array)) return fail(state_, code);
  return ViewAccess::make<Array>(array, state_);
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
  if (auto code = current.unescaped_key().get(field.key)) {
    fail(state_, code);
    return field;
  }
  field.value = ViewAccess::make<Value>(current.value(), state_);
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

Result<Value> Object::field(std::string_view key) {
  if (!usable(state_)) return FieldError::malformed;
  ondemand::value value;
  const auto code = ViewAccess::cursor<ondemand::object>(cursor_).find_field_unordered(key).get(value);
  if (code == simdjson::NO_SUCH_FIELD) return FieldError::missing;
  if (code != simdjson::SUCCESS) return fail(state_, code);
  return ViewAccess::make<Value>(value, state_);
}

namespace {
template <class T, class Read>
Result<T> read_field(Object& object, std::string_view key, Read read) {
  Result<Value> value = object.field(key);
  if (!value) return value.error();
  return read(*value);
}
}  // namespace

Result<double> Object::number(std::string_view key) {
  return read_field<double>(*this, key, [](Value& v) { return v.number(); });
}
Result<std::int64_t> Object::integer(std::string_view key) {
  return read_field<std::int64_t>(*this, key, [](Value& v) { return v.integer(); });
}
Result<std::string_view> Object::string(std::string_view key) {
  return read_field<std::string_view>(*this, key, [](Value& v) { return v.string(); });
}
Result<bool> Object::boolean(std::string_view key) {
  return read_field<bool>(*this, key, [](Value& v) { return v.boolean(); });
}
Result<Object> Object::object(std::string_view key) {
  return read_field<Object>(*this, key, [](Value& v) { return v.object(); });
}
Result<Array> Object::array(std::string_view key) {
  return read_field<Array>(*this, key, [](Value& v) { return v.array(); });
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
