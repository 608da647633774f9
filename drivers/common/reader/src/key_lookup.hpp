// Finding a field by key with simdjson On-Demand, with the key compared inline. simdjson's
// object.find_field compares a key whose length is known only at run time by a memcmp call (a
// literal key compiles to an inline compare); the record views look keys up at run time, and those
// calls were most of what their lookups cost more than bare On-Demand with literal keys.
//
// find_field_inline walks the fields with the same value_iterator steps as simdjson 3's
// find_field (value_iterator::find_field_raw): the same order, the same errors, the same cursor
// left behind. Only the compare differs, and it keeps simdjson's rule: the key matches when the
// field's bytes as written equal the key's and a quote follows them (so a key written with an
// escape is found only by that spelling). One start differs too: where an object iteration's step
// (++) left the cursor at a key, the walk starts at that field (find_field would read the key as a
// missing comma). Builds with simdjson's development checks (unoptimised) call find_field itself,
// whose checks this walk does not repeat, from the first field in that case.
#pragma once

#include <simdjson.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace records::detail {

namespace key_lookup {

namespace ondemand = simdjson::ondemand;

// ondemand::object and ondemand::value keep their value_iterator protected; a pointer to the member,
// named through a derived class, reaches it without touching their layout.
struct ObjectIterator : ondemand::object {
  static constexpr ondemand::value_iterator ondemand::object::*member = &ObjectIterator::iter;
};
struct ValueIterator : ondemand::value {
  static constexpr ondemand::value_iterator ondemand::value::*member = &ValueIterator::iter;
};
struct ArrayIterator : ondemand::array {
  static constexpr ondemand::value_iterator ondemand::array::*member = &ArrayIterator::iter;
};
// value_iterator's own position steps, protected in the same way.
struct ValueIteratorSteps : ondemand::value_iterator {
  // Named apart from the functions they point to: a static member of the same name would hide
  // the function in its own initializer (clang reads it so).
  static constexpr ondemand::token_position (ondemand::value_iterator::*start_position_step)()
      const noexcept = &ValueIteratorSteps::start_position;
  static constexpr void (ondemand::value_iterator::*move_at_start_step)() noexcept =
      &ValueIteratorSteps::move_at_start;
};

inline std::uint64_t load8(const char* at) noexcept {
  std::uint64_t word;
  std::memcpy(&word, at, sizeof word);
  return word;
}
inline std::uint32_t load4(const char* at) noexcept {
  std::uint32_t word;
  std::memcpy(&word, at, sizeof word);
  return word;
}

}  // namespace key_lookup

// simdjson's match rule: raw[key.size()] is a quote and the key.size() bytes before it equal `key`.
// Reads raw[0..key.size()] (as simdjson does; the record's padding follows it) and key's own bytes
// only: loads of 8 (or 4) bytes overlap at the end instead of reading past either.
[[gnu::always_inline]] inline bool raw_key_equals(const char* raw, std::string_view key) noexcept {
  using key_lookup::load4;
  using key_lookup::load8;
  const std::size_t n = key.size();
  const char* k = key.data();
  if (raw[n] != '"') return false;
  if (n >= 8) {
    std::size_t at = 0;
    for (; at + 8 < n; at += 8) {
      if (load8(raw + at) != load8(k + at)) return false;
    }
    return load8(raw + n - 8) == load8(k + n - 8);
  }
  if (n >= 4) return load4(raw) == load4(k) && load4(raw + n - 4) == load4(k + n - 4);
  for (std::size_t at = 0; at < n; ++at) {
    if (raw[at] != k[at]) return false;
  }
  return true;
}

// Whether an open object's cursor, at the object's own depth, stands at a key whose comma has been
// read: where an object iteration's step (++) leaves it. A missing comma ({"a": 1 "b": 2}) puts a
// key after a value instead, which has_next_field reports.
[[gnu::always_inline]] inline bool at_key_after_comma(
    simdjson::ondemand::value_iterator& iter) noexcept {
  const simdjson::ondemand::json_iterator& json = iter.json_iter();
  // (Called on an open object: a token follows. The quote first: it fails fast after a value.)
  return *json.peek() == '"' && json.depth() == iter.depth() && *json.peek(-1) == ',';
}

// object.find_field(key).get(found): forward from the current field; NO_SUCH_FIELD when the object
// ends first, and then the object is left at its end as find_field leaves it.
[[gnu::always_inline]] inline simdjson::error_code find_field_inline(
    simdjson::ondemand::object& object, std::string_view key,
    simdjson::ondemand::value& found) noexcept {
  simdjson::ondemand::value_iterator& iter = object.*key_lookup::ObjectIterator::member;
#if SIMDJSON_DEVELOPMENT_CHECKS
  if (!iter.at_first_field() && iter.is_open() && at_key_after_comma(iter)) {
    // find_field cannot start at a key: search from the first field instead.
    bool has_fields = false;
    if (auto error = object.reset().get(has_fields)) return error;
  }
  return object.find_field(key).get(found);
#else
  simdjson::error_code error;
  bool has_value;
  if (iter.at_first_field()) {
    has_value = true;
  } else if (!iter.is_open()) {
    return simdjson::NO_SUCH_FIELD;
  } else {
    // A previous lookup or read stopped inside a value: skip what is left of it.
    if ((error = iter.skip_child())) {
      iter.abandon();
      return error;
    }
    // An iteration stopped after a step (++) stands at the next field's key, its comma read.
    if (at_key_after_comma(iter)) {
      has_value = true;
    } else if ((error = iter.has_next_field().get(has_value))) {
      iter.abandon();
      return error;
    }
  }
  while (has_value) {
    simdjson::ondemand::raw_json_string actual;
    if ((error = iter.field_key().get(actual))) {
      iter.abandon();
      return error;
    }
    if ((error = iter.field_value())) {
      iter.abandon();
      return error;
    }
    if (raw_key_equals(reinterpret_cast<const char*>(actual.raw()), key)) {
      found.*key_lookup::ValueIterator::member = iter.child();
      return simdjson::SUCCESS;
    }
    if ((error = iter.skip_child())) return error;
    if ((error = iter.has_next_field().get(has_value))) {
      iter.abandon();
      return error;
    }
  }
  return simdjson::NO_SUCH_FIELD;
#endif
}

}  // namespace records::detail
