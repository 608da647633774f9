// Views over one record, as simdjson On-Demand sees it: typed field access, nested objects and
// arrays, and object fields in file order. simdjson stays out of this header: each view keeps
// the parser's small cursor in opaque storage, and the accessors live in the library.
//
// On-Demand is a forward-only cursor, which shapes the rules of use:
// - A view and every string_view it returns are valid only during the callback that received
//   the record.
// - Reading fields in file order is fastest; any order works, and a value may be read again.
// - A child view (an Object or Array taken from a field) is valid until its parent is used again.
// - Iterations start at the first field (element) whatever came before, and lookups may follow
//   an iteration stopped anywhere. During an iteration, look up only fields of the field being
//   visited or the visited field itself: On-Demand refuses (malformed) a step that comes back
//   after a lookup found an earlier field, and skips the fields a lookup passed over.
// - On-Demand checks only what it reads. When a read meets broken JSON, the accessor returns
//   FieldError::malformed, every later access on the record does too, and the reader treats the
//   line as malformed once the callback returns (see read.hpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#include "records/result.hpp"

namespace records {

namespace detail {
struct RecordState;
struct ViewAccess;
// Room for one simdjson On-Demand cursor (value, object, array or their iterators).
struct alignas(8) CursorStorage {
  std::byte bytes[24];
};
}  // namespace detail

enum class ValueType : std::uint8_t { object, array, string, number, boolean, null };

// "an object", "an array", "a string", "a number", "a boolean", "null".
std::string_view describe(ValueType type) noexcept;

class Object;
class Array;
struct NumbersEntry;

class Value {
 public:
  Value() = default;

  Result<ValueType> type();
  Result<double> number();
  // wrong_type for a number with a fraction or outside int64.
  Result<std::int64_t> integer();
  Result<std::string_view> string();
  Result<bool> boolean();
  Result<Object> object();
  Result<Array> array();
  // True for JSON null; false for any other value, or when the record is malformed.
  bool is_null();

 private:
  friend struct detail::ViewAccess;
  detail::CursorStorage cursor_{};
  detail::RecordState* state_ = nullptr;
};

struct Field {
  std::string_view key;  // unescaped
  Value value;
};

class Object {
 public:
  class iterator {
   public:
    Field operator*();
    iterator& operator++();
    bool operator!=(const iterator& other) const;

   private:
    friend class Object;
    detail::CursorStorage cursor_{};
    detail::RecordState* state_ = nullptr;
    // The field `*` handed out at this step: a second `*` hands it out again.
    Field current_{};
    bool has_current_ = false;
    const void* step_ = nullptr;  // where this step's key stands in the record (On-Demand)
  };

  Object() = default;

  // Fields in file order, always from the first field: an iteration may follow lookups (found or
  // not) and reads on this object or its children, or another iteration, and lookups may follow an
  // iteration stopped anywhere. Starting an iteration uses the object again (its children expire).
  // `*` twice at one step gives the same field; a step without `*` skips the field.
  iterator begin();
  iterator end();

  Result<Value> field(std::string_view key);
  Result<double> number(std::string_view key);
  Result<std::int64_t> integer(std::string_view key);
  Result<std::string_view> string(std::string_view key);
  Result<bool> boolean(std::string_view key);
  Result<Object> object(std::string_view key);
  Result<Array> array(std::string_view key);

  // Every field in file order, in one library call rather than six per field: for each field,
  // `visit(NumbersEntry&)` gets its key, its value and, when the value is an object, the numbers
  // under `keys` (at most kMaxNumberKeys), each as `object->number(keys[i])` called one after the
  // other would read it (the same values, errors, duplicate and order rules). The same as
  //   for (Field f : *this) { auto o = f.value.object(); numbers[i] = o ? o->number(keys[i]) : ...;
  //                           visit(entry); }
  // including where a malformed record stops the walk. From the first field, as begin().
  static constexpr std::size_t kMaxNumberKeys = 4;
  template <class Visit>
  void for_each_numbers(std::span<const std::string_view> keys, Visit&& visit) {
    for_each_numbers(
        keys, [](void* context, NumbersEntry& entry) { (*static_cast<Visit*>(context))(entry); },
        &visit);
  }

 private:
  friend struct detail::ViewAccess;
  // Throws std::invalid_argument for more than kMaxNumberKeys keys.
  void for_each_numbers(std::span<const std::string_view> keys,
                        void (*visit)(void*, NumbersEntry&), void* context);
  detail::CursorStorage cursor_{};
  detail::RecordState* state_ = nullptr;
};

// One field as Object::for_each_numbers hands it over.
struct NumbersEntry {
  std::string_view key;  // unescaped
  // The field's value; read it only when `object` failed (to tell a string from a number...).
  Value value;
  // The value as an object, or why not (as Value::object()). Its fields may be read further.
  Result<Object> object = FieldError::missing;
  // Per key, as Object::number; `object`'s error when the value is not an object.
  std::span<const Result<double>> numbers;
};

class Array {
 public:
  class iterator {
   public:
    Value operator*();
    iterator& operator++();
    bool operator!=(const iterator& other) const;

   private:
    friend class Array;
    detail::CursorStorage cursor_{};
    detail::RecordState* state_ = nullptr;
    Value current_{};  // as Object::iterator
    bool has_current_ = false;
  };

  Array() = default;

  // Elements in file order, always from the first element, as Object::begin.
  iterator begin();
  iterator end();

 private:
  friend struct detail::ViewAccess;
  detail::CursorStorage cursor_{};
  detail::RecordState* state_ = nullptr;
};

// One JSON object read from the input, with where it came from.
class Record : public Object {
 public:
  // 1-based line number of the record's first line.
  std::uint64_t line() const noexcept { return line_; }
  // The record's JSON text (without the line ending).
  std::string_view json() const noexcept { return json_; }
  // True once an access met broken JSON.
  bool malformed() const noexcept;

 private:
  friend struct detail::ViewAccess;
  std::uint64_t line_ = 0;
  std::string_view json_;
};

}  // namespace records
