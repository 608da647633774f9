// The record views' accessors, on simdjson On-Demand or, for a record the structure proof parsed
// (RecordState::dom), on the proof's DOM. Each typed read tries the wanted conversion first, so
// the common case costs one step; only when that fails does it peek at the JSON type to tell null,
// another type and broken JSON apart.
#include <simdjson.h>

#include <bit>
#include <functional>
#include <memory>
#include <new>
#include <optional>
#include <stdexcept>
#include <string>

#include "chunk_buffer.hpp"
#include "key_lookup.hpp"
#include "key_scan.hpp"
#include "view_access.hpp"

namespace records {

static_assert(detail::kParsePadding == simdjson::SIMDJSON_PADDING);

using detail::RecordState;
using detail::ViewAccess;
namespace ondemand = simdjson::ondemand;
namespace dom = simdjson::dom;

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

// Puts an On-Demand object (or array) back at its first field (element), whatever an earlier
// lookup, read or iteration left behind, so that an iteration starts as a fresh one would.
// simdjson's object_iterator starts from wherever the shared cursor stands and assumes it stands
// between two fields of this very object, at the object's depth: after a lookup the cursor stands
// inside the value it found (one level deeper; a typed read that failed, such as object() on a
// number, leaves it there unread), after an iteration past the object's end, and the first field
// step (field_key's assert_at_next) reaches an unreachable point. reset() moves the cursor to just
// past the opening brace at the object's own depth: the state begin() expects.
template <class Container>
[[gnu::always_inline]] inline simdjson::error_code rewind(Container& container) noexcept {
  bool has_items = false;
  return container.reset().get(has_items);
}

// The value_iterator inside an On-Demand object_iterator (array_iterator): their only member, as
// it is an object's (array's).
ondemand::value_iterator inner(const ondemand::object_iterator& it) noexcept {
  static_assert(sizeof(ondemand::object_iterator) == sizeof(ondemand::object));
  return std::bit_cast<ondemand::object>(it).*detail::key_lookup::ObjectIterator::member;
}
ondemand::value_iterator inner(const ondemand::array_iterator& it) noexcept {
  static_assert(sizeof(ondemand::array_iterator) == sizeof(ondemand::array));
  return std::bit_cast<ondemand::array>(it).*detail::key_lookup::ArrayIterator::member;
}

// Whether an object iteration's cursor stands where simdjson's `*` may read a field: at a key of
// this object, at its depth (as begin() and ++ leave it), or on an error `*` reports. A second `*`
// at one step, or a lookup on the object since the step, leaves it elsewhere, where simdjson's
// field_key would reach an unreachable point (assert_at_next).
bool at_field(const ondemand::object_iterator& it) noexcept {
  const ondemand::value_iterator iter = inner(it);
  if (iter.error()) return true;
  const ondemand::json_iterator& json = iter.json_iter();
  return json.depth() == iter.depth() && *json.peek() == '"';
}
// The same for an array: at an element, one level below the array (assert_at_child).
bool at_element(const ondemand::array_iterator& it) noexcept {
  const ondemand::value_iterator iter = inner(it);
  if (iter.error()) return true;
  return iter.json_iter().depth() == iter.depth() + 1;
}

// After an object iteration's step: whether it went forward from `step` (the key of the field
// before), and `step` moved to the next key. A lookup on the object during its iteration moves the
// shared cursor; when it found a field before the current one, the step would come back to a field
// already handed out (and a loop doing that lookup for each field would never end).
bool moved_on(const ondemand::object_iterator& it, const void*& step) noexcept {
  const ondemand::value_iterator iter = inner(it);
  const void* now = iter.json_iter().position();
  const bool forward = std::less<const void*>()(step, now) || !iter.is_open();
  step = now;
  return forward;
}

// A value read before (or left behind by its parent) is read again from its start: simdjson
// opens an object or array only where its cursor stands at the value or just inside it.
[[gnu::always_inline]] inline void to_start(ondemand::value& value) noexcept {
  using Steps = detail::key_lookup::ValueIteratorSteps;
  ondemand::value_iterator& iter = value.*detail::key_lookup::ValueIterator::member;
  if ((iter.*Steps::start_position_step)() != iter.json_iter().position()) [[unlikely]] {
    (iter.*Steps::move_at_start_step)();
  }
}

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

// A string unescaped into a buffer of its own (kept in `state->spill` until the next record), for
// when simdjson's string buffer may not have `bound` bytes left (RecordState).
[[gnu::cold, gnu::noinline]] simdjson::error_code unescape_spilled(ondemand::raw_json_string raw,
                                                                   std::size_t bound,
                                                                   RecordState* state,
                                                                   std::string_view& text) noexcept {
  std::unique_ptr<std::uint8_t[]> buffer(new (std::nothrow)
                                             std::uint8_t[bound + simdjson::SIMDJSON_PADDING]);
  if (!buffer) return simdjson::MEMALLOC;
  std::uint8_t* end = buffer.get();
  if (auto code = state->parser->unescape(raw, end).get(text)) return code;
  try {
    state->spill.push_back(std::move(buffer));
  } catch (...) {
    return simdjson::MEMALLOC;
  }
  return simdjson::SUCCESS;
}

[[gnu::cold, gnu::noinline]] Result<std::string_view> read_string_spilled(
    ondemand::value& value, RecordState* state, std::size_t bound) noexcept {
  ondemand::raw_json_string raw;
  const auto code = value.get_raw_json_string().get(raw);
  if (code != simdjson::SUCCESS) return classify(value, state, code, ondemand::json_type::string);
  std::string_view text;
  if (auto error = unescape_spilled(raw, bound, state, text)) return fail(state, error);
  return text;
}

[[gnu::always_inline]] inline Result<std::string_view> read_string(ondemand::value& value,
                                                                   RecordState* state) noexcept {
  // The value's token runs from its quote to the next structural character: at least as long as
  // the string unescaped.
  const std::size_t bound = value.raw_json_token().size();
  if (bound > state->string_room) [[unlikely]] {
    return read_string_spilled(value, state, bound);
  }
  std::string_view text;
  const auto code = value.get_string().get(text);
  if (code == simdjson::SUCCESS) {
    state->string_room -= text.size();
    return text;
  }
  return classify(value, state, code, ondemand::json_type::string);
}

// An iterated field's key that holds an escape, unescaped as read_string unescapes a value.
[[gnu::cold, gnu::noinline]] simdjson::error_code unescape_key(ondemand::field& field,
                                                               RecordState* state,
                                                               std::string_view& key) noexcept {
  // The key runs from after its quote to before the colon and the value.
  const char* raw = field.key().raw();
  const std::size_t bound =
      static_cast<std::size_t>(field.value().raw_json_token().data() - raw);
  if (bound > state->string_room) return unescape_spilled(field.key(), bound, state, key);
  if (auto code = field.unescaped_key().get(key)) return code;
  state->string_room -= key.size();
  return simdjson::SUCCESS;
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

// ---- the same reads on a DOM element (a record the proof parsed: every value is well formed)

ValueType dom_type(dom::element element) noexcept {
  switch (element.type()) {
    case dom::element_type::OBJECT:
      return ValueType::object;
    case dom::element_type::ARRAY:
      return ValueType::array;
    case dom::element_type::STRING:
      return ValueType::string;
    case dom::element_type::INT64:
    case dom::element_type::UINT64:
    case dom::element_type::DOUBLE:
      return ValueType::number;
    case dom::element_type::BOOL:
      return ValueType::boolean;
    case dom::element_type::NULL_VALUE:
      return ValueType::null;
  }
  return ValueType::null;
}

FieldError dom_mismatch(dom::element element) noexcept {
  return element.is_null() ? FieldError::null : FieldError::wrong_type;
}

// An integer converts to double as On-Demand parses its text (both correctly rounded); the one
// value where they differ, -0, never reaches the DOM views (record_parser.cpp).
Result<double> dom_number(dom::element element, RecordState*) noexcept {
  double number = 0;
  if (element.get_double().get(number) == simdjson::SUCCESS) return number;
  return dom_mismatch(element);
}
// A fraction, an exponent or a number past int64: wrong_type, as On-Demand's integer().
Result<std::int64_t> dom_integer(dom::element element, RecordState*) noexcept {
  std::int64_t integer = 0;
  if (element.get_int64().get(integer) == simdjson::SUCCESS) return integer;
  return dom_mismatch(element);
}
Result<std::string_view> dom_string(dom::element element, RecordState*) noexcept {
  std::string_view text;
  if (element.get_string().get(text) == simdjson::SUCCESS) return text;
  return dom_mismatch(element);
}
Result<bool> dom_boolean(dom::element element, RecordState*) noexcept {
  bool flag = false;
  if (element.get_bool().get(flag) == simdjson::SUCCESS) return flag;
  return dom_mismatch(element);
}
Result<Object> dom_object(dom::element element, RecordState* state) noexcept {
  dom::object object;
  if (element.get_object().get(object) == simdjson::SUCCESS) {
    return ViewAccess::make<Object>(object, state);
  }
  return dom_mismatch(element);
}
Result<Array> dom_array(dom::element element, RecordState* state) noexcept {
  dom::array array;
  if (element.get_array().get(array) == simdjson::SUCCESS) {
    return ViewAccess::make<Array>(array, state);
  }
  return dom_mismatch(element);
}
Result<Value> dom_value(dom::element element, RecordState* state) noexcept {
  return ViewAccess::make<Value>(element, state);
}

dom::element& dom_cursor(detail::CursorStorage& storage) noexcept {
  return ViewAccess::cursor<dom::element>(storage);
}

}  // namespace

Result<ValueType> Value::type() {
  if (!usable(state_)) return FieldError::malformed;
  if (state_->dom) return dom_type(dom_cursor(cursor_));
  ondemand::json_type type;
  if (auto code = ViewAccess::cursor<ondemand::value>(cursor_).type().get(type)) {
    return fail(state_, code);
  }
  return from_simdjson(type);
}

bool Value::is_null() {
  if (!usable(state_)) return false;
  if (state_->dom) return dom_cursor(cursor_).is_null();
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
  if (state_->dom) return dom_number(dom_cursor(cursor_), state_);
  return read_number(ViewAccess::cursor<ondemand::value>(cursor_), state_);
}
Result<std::int64_t> Value::integer() {
  if (!usable(state_)) return FieldError::malformed;
  if (state_->dom) return dom_integer(dom_cursor(cursor_), state_);
  return read_integer(ViewAccess::cursor<ondemand::value>(cursor_), state_);
}
Result<std::string_view> Value::string() {
  if (!usable(state_)) return FieldError::malformed;
  if (state_->dom) return dom_string(dom_cursor(cursor_), state_);
  return read_string(ViewAccess::cursor<ondemand::value>(cursor_), state_);
}
Result<bool> Value::boolean() {
  if (!usable(state_)) return FieldError::malformed;
  if (state_->dom) return dom_boolean(dom_cursor(cursor_), state_);
  return read_boolean(ViewAccess::cursor<ondemand::value>(cursor_), state_);
}
Result<Object> Value::object() {
  if (!usable(state_)) return FieldError::malformed;
  if (state_->dom) return dom_object(dom_cursor(cursor_), state_);
  auto& value = ViewAccess::cursor<ondemand::value>(cursor_);
  to_start(value);
  return read_object(value, state_);
}
Result<Array> Value::array() {
  if (!usable(state_)) return FieldError::malformed;
  if (state_->dom) return dom_array(dom_cursor(cursor_), state_);
  auto& value = ViewAccess::cursor<ondemand::value>(cursor_);
  to_start(value);
  return read_array(value, state_);
}

// ---- Object

Object::iterator Object::begin() {
  iterator it;
  it.state_ = state_;
  if (!usable(state_)) return it;
  if (state_->dom) {
    ViewAccess::store(it.cursor_, ViewAccess::cursor<dom::object>(cursor_).begin());
    return it;
  }
  auto& object = ViewAccess::cursor<ondemand::object>(cursor_);
  if (auto code = rewind(object)) {
    fail(state_, code);
    return it;
  }
  ondemand::object_iterator cursor;
  if (auto code = object.begin().get(cursor)) {
    fail(state_, code);
    return it;
  }
  ViewAccess::store(it.cursor_, cursor);
  it.step_ = inner(cursor).json_iter().position();
  return it;
}

Object::iterator Object::end() {
  iterator it;
  it.state_ = state_;
  if (!usable(state_)) return it;
  if (state_->dom) {
    ViewAccess::store(it.cursor_, ViewAccess::cursor<dom::object>(cursor_).end());
    return it;
  }
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
  if (state_->dom) {
    // Key and value taken apart rather than as one key_value_pair (see below: store forwarding).
    const dom::object::iterator& current = ViewAccess::cursor<dom::object::iterator>(cursor_);
    field.key = current.key();
    const dom::element value = current.value();
    ViewAccess::store(ViewAccess::storage(field.value), value);
    ViewAccess::set_state(field.value, state_);
    return field;
  }
  if (has_current_) return current_;
  auto& cursor = ViewAccess::cursor<ondemand::object_iterator>(cursor_);
  if (!at_field(cursor)) [[unlikely]] {
    fail(state_, simdjson::OUT_OF_ORDER_ITERATION);
    return field;
  }
  // The field is used where simdjson built it: moving it out of the result first copies it through
  // the stack with loads wider than the stores that wrote it, which stalls (store forwarding).
  auto result = *cursor;
  if (auto code = result.error()) {
    fail(state_, code);
    return field;
  }
  auto& current = const_cast<ondemand::field&>(result.value_unsafe());
  // Keys without escapes (nearly all) are used in place; stage 1 guarantees the closing quote.
  const char* key = current.key().raw();
  const char* end = detail::quote_or_backslash(key);
  if (*end == '"') {
    field.key = std::string_view(key, static_cast<std::size_t>(end - key));
  } else if (auto code = unescape_key(current, state_, field.key)) {
    fail(state_, code);
    return field;
  }
  const ondemand::value value = current.second;
  ViewAccess::store(ViewAccess::storage(field.value), value);
  ViewAccess::set_state(field.value, state_);
  current_ = field;
  has_current_ = true;
  return field;
}

Object::iterator& Object::iterator::operator++() {
  if (!usable(state_)) return *this;
  if (state_->dom) {
    ++ViewAccess::cursor<dom::object::iterator>(cursor_);
    return *this;
  }
  auto& cursor = ViewAccess::cursor<ondemand::object_iterator>(cursor_);
  // A step with no `*` before it: simdjson's ++ skips a value, so the key goes first.
  if (!has_current_ && at_field(cursor)) {
    (void)**this;
    if (!usable(state_)) return *this;
  }
  has_current_ = false;
  ++cursor;
  if (!moved_on(cursor, step_)) fail(state_, simdjson::OUT_OF_ORDER_ITERATION);
  return *this;
}

bool Object::iterator::operator!=(const iterator& other) const {
  if (!usable(state_)) return false;
  if (state_->dom) {
    return ViewAccess::cursor<dom::object::iterator>(cursor_) !=
           ViewAccess::cursor<dom::object::iterator>(other.cursor_);
  }
  return ViewAccess::cursor<ondemand::object_iterator>(cursor_) !=
         ViewAccess::cursor<ondemand::object_iterator>(other.cursor_);
}

namespace {

// Finds `key` in a usable On-Demand object and reads it with `read`.
template <class T, Result<T> (*read)(ondemand::value&, RecordState*) noexcept>
[[gnu::always_inline]] inline Result<T> find_and_read(ondemand::object& object, RecordState* state,
                                                      std::string_view key) noexcept {
  ondemand::value value;
  // Forward from the current field, then once more from the first field. Not simdjson's
  // find_field_unordered: its second pass assumes the fields it passed were well formed, which
  // On-Demand never checked, and {"o":{"":]}} read "n" then "i" reached an unreachable point.
  // find_field checks every step.
  // Keys compared inline (key_lookup.hpp).
  auto code = detail::find_field_inline(object, key, value);
  if (code == simdjson::NO_SUCH_FIELD) {
    bool has_fields = false;
    if (auto reset = object.reset().get(has_fields)) return fail(state, reset);
    code = has_fields ? detail::find_field_inline(object, key, value) : simdjson::NO_SUCH_FIELD;
  }
  if (code == simdjson::NO_SUCH_FIELD) return FieldError::missing;
  if (code != simdjson::SUCCESS) return fail(state, code);
  return read(value, state);
}

// Finds `key` and reads it with `read`: one library call per typed field.
template <class T, Result<T> (*read)(ondemand::value&, RecordState*) noexcept,
          Result<T> (*dom_read)(dom::element, RecordState*) noexcept>
Result<T> read_field(detail::CursorStorage& cursor, RecordState* state,
                     std::string_view key) noexcept {
  if (!usable(state)) return FieldError::malformed;
  if (state->dom) {
    // The proof vouched for unique keys and the record has no escapes: the first match is the one.
    dom::element found;
    if (ViewAccess::cursor<dom::object>(cursor).at_key(key).get(found) != simdjson::SUCCESS) {
      return FieldError::missing;
    }
    return dom_read(found, state);
  }
  return find_and_read<T, read>(ViewAccess::cursor<ondemand::object>(cursor), state, key);
}

[[gnu::always_inline]] inline Result<Value> as_value(ondemand::value& value,
                                                     RecordState* state) noexcept {
  // Copied as a value first, so the compiler moves its members rather than its bytes (a wide
  // load over narrower stores stalls store forwarding).
  const ondemand::value copy = value;
  return ViewAccess::make<Value>(copy, state);
}

}  // namespace

Result<Value> Object::field(std::string_view key) {
  return read_field<Value, as_value, dom_value>(cursor_, state_, key);
}
Result<double> Object::number(std::string_view key) {
  return read_field<double, read_number, dom_number>(cursor_, state_, key);
}
Result<std::int64_t> Object::integer(std::string_view key) {
  return read_field<std::int64_t, read_integer, dom_integer>(cursor_, state_, key);
}
Result<std::string_view> Object::string(std::string_view key) {
  return read_field<std::string_view, read_string, dom_string>(cursor_, state_, key);
}
Result<bool> Object::boolean(std::string_view key) {
  return read_field<bool, read_boolean, dom_boolean>(cursor_, state_, key);
}
Result<Object> Object::object(std::string_view key) {
  return read_field<Object, read_object, dom_object>(cursor_, state_, key);
}
Result<Array> Object::array(std::string_view key) {
  return read_field<Array, read_array, dom_array>(cursor_, state_, key);
}

// ---- Object::for_each_numbers: Object's loop, Value::object and Object::number in one call

void Object::for_each_numbers(std::span<const std::string_view> keys,
                              void (*visit)(void*, NumbersEntry&), void* context) {
  if (keys.size() > kMaxNumberKeys) {
    throw std::invalid_argument("records::Object::for_each_numbers: more than " +
                                std::to_string(kMaxNumberKeys) + " keys");
  }
  Result<double> numbers[kMaxNumberKeys] = {0.0, 0.0, 0.0, 0.0};
  NumbersEntry entry;
  entry.numbers = std::span<const Result<double>>(numbers, keys.size());
  if (!usable(state_)) return;
  RecordState* const state = state_;
  if (state->dom) {
    // A record the proof parsed: the steps of the DOM views (its reads cannot fail).
    const auto& object = ViewAccess::cursor<dom::object>(cursor_);
    for (auto it = object.begin(), stop = object.end(); !state->failed() && it != stop; ++it) {
      entry.key = it.key();
      const dom::element value = it.value();
      ViewAccess::store(ViewAccess::storage(entry.value), value);
      ViewAccess::set_state(entry.value, state);
      dom::object child;
      if (value.get_object().get(child) == simdjson::SUCCESS) {
        entry.object = ViewAccess::make<Object>(child, state);
        for (std::size_t i = 0; i < keys.size(); ++i) {
          // As read_field: unique keys without escapes, so the first match is the one.
          dom::element found;
          numbers[i] = child.at_key(keys[i]).get(found) == simdjson::SUCCESS
                           ? dom_number(found, state)
                           : Result<double>(FieldError::missing);
        }
      } else {
        entry.object = dom_mismatch(value);
        for (std::size_t i = 0; i < keys.size(); ++i) numbers[i] = entry.object.error();
      }
      visit(context, entry);
    }
    return;
  }
  // On-Demand: the steps of begin(), end(), !=, *, ++, Value::object and Object::number, with the
  // record's state checked where they would each check it.
  auto& object = ViewAccess::cursor<ondemand::object>(cursor_);
  ondemand::object_iterator it;
  ondemand::object_iterator stop;
  if (auto code = rewind(object)) {
    fail(state, code);
    return;
  }
  if (auto code = object.begin().get(it)) {
    fail(state, code);
    return;
  }
  if (auto code = object.end().get(stop)) {
    fail(state, code);
    return;
  }
  const void* step = inner(it).json_iter().position();
  while (!state->failed() && it != stop) {
    auto result = *it;
    if (auto code = result.error()) {
      // As `*` failing: an empty field whose reads all say malformed.
      fail(state, code);
      entry.key = {};
      entry.value = Value{};
      entry.object = FieldError::malformed;
      for (std::size_t i = 0; i < keys.size(); ++i) numbers[i] = FieldError::malformed;
      visit(context, entry);
      return;
    }
    auto& current = const_cast<ondemand::field&>(result.value_unsafe());
    const char* key = current.key().raw();
    const char* end = detail::quote_or_backslash(key);
    bool key_ok = true;
    if (*end == '"') {
      entry.key = std::string_view(key, static_cast<std::size_t>(end - key));
    } else if (auto code = unescape_key(current, state, entry.key)) {
      fail(state, code);
      entry.key = {};
      key_ok = false;
    }
    if (!key_ok) {
      entry.value = Value{};
      entry.object = FieldError::malformed;
      for (std::size_t i = 0; i < keys.size(); ++i) numbers[i] = FieldError::malformed;
      visit(context, entry);
      return;
    }
    ondemand::value value = current.second;
    ViewAccess::store(ViewAccess::storage(entry.value), value);
    ViewAccess::set_state(entry.value, state);
    ondemand::object child;
    const auto code = value.get_object().get(child);
    if (code == simdjson::SUCCESS) {
      entry.object = ViewAccess::make<Object>(child, state);
      for (std::size_t i = 0; i < keys.size(); ++i) {
        numbers[i] = state->failed() ? Result<double>(FieldError::malformed)
                                     : find_and_read<double, read_number>(child, state, keys[i]);
      }
    } else {
      entry.object = classify(value, state, code, ondemand::json_type::object);
      for (std::size_t i = 0; i < keys.size(); ++i) numbers[i] = entry.object.error();
    }
    visit(context, entry);
    if (state->failed()) return;
    ++it;
    if (!moved_on(it, step)) fail(state, simdjson::OUT_OF_ORDER_ITERATION);
  }
}

// ---- Array

Array::iterator Array::begin() {
  iterator it;
  it.state_ = state_;
  if (!usable(state_)) return it;
  if (state_->dom) {
    ViewAccess::store(it.cursor_, ViewAccess::cursor<dom::array>(cursor_).begin());
    return it;
  }
  auto& array = ViewAccess::cursor<ondemand::array>(cursor_);
  if (auto code = rewind(array)) {
    fail(state_, code);
    return it;
  }
  ondemand::array_iterator cursor;
  if (auto code = array.begin().get(cursor)) {
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
  if (state_->dom) {
    ViewAccess::store(it.cursor_, ViewAccess::cursor<dom::array>(cursor_).end());
    return it;
  }
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
  if (state_->dom) {
    return ViewAccess::make<Value>(*ViewAccess::cursor<dom::array::iterator>(cursor_), state_);
  }
  if (has_current_) return current_;
  auto& cursor = ViewAccess::cursor<ondemand::array_iterator>(cursor_);
  if (!at_element(cursor)) [[unlikely]] {
    fail(state_, simdjson::OUT_OF_ORDER_ITERATION);
    return Value{};
  }
  ondemand::value element;
  if (auto code = (*cursor).get(element)) {
    fail(state_, code);
    return Value{};
  }
  current_ = ViewAccess::make<Value>(element, state_);
  has_current_ = true;
  return current_;
}

Array::iterator& Array::iterator::operator++() {
  if (!usable(state_)) return *this;
  if (state_->dom) {
    ++ViewAccess::cursor<dom::array::iterator>(cursor_);
  } else {
    has_current_ = false;
    ++ViewAccess::cursor<ondemand::array_iterator>(cursor_);
  }
  return *this;
}

bool Array::iterator::operator!=(const iterator& other) const {
  if (!usable(state_)) return false;
  if (state_->dom) {
    return ViewAccess::cursor<dom::array::iterator>(cursor_) !=
           ViewAccess::cursor<dom::array::iterator>(other.cursor_);
  }
  return ViewAccess::cursor<ondemand::array_iterator>(cursor_) !=
         ViewAccess::cursor<ondemand::array_iterator>(other.cursor_);
}

// ---- Record

bool Record::malformed() const noexcept {
  return ViewAccess::state(*this) != nullptr && ViewAccess::state(*this)->failed();
}

}  // namespace records
