// Views over one record, as simdjson On-Demand sees it: typed field access, nested objects and
// arrays, and object fields in file order. simdjson stays out of this header: each view keeps
// the parser's small cursor in opaque storage, and the accessors live in the library.
//
// On-Demand is a forward-only cursor, which shapes the rules of use:
// - A view and every string_view it returns are valid only during the callback that received
//   the record.
// - Each value can be read once. Reading fields in file order is fastest; any order works.
// - A child view (an Object or Array taken from a field) is valid until its parent is used again.
// - On-Demand checks only what it reads. When a read meets broken JSON, the accessor returns
//   FieldError::malformed, every later access on the record does too, and the reader treats the
//   line as malformed once the callback returns (see read.hpp).
#pragma once

#include <cstddef>
#include <cstdint>
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
  };

  Object() = default;

  // Fields in file order. Iterate once.
  iterator begin();
  iterator end();

  Result<Value> field(std::string_view key);
  Result<double> number(std::string_view key);
  Result<std::int64_t> integer(std::string_view key);
  Result<std::string_view> string(std::string_view key);
  Result<bool> boolean(std::string_view key);
  Result<Object> object(std::string_view key);
  Result<Array> array(std::string_view key);

 private:
  friend struct detail::ViewAccess;
  detail::CursorStorage cursor_{};
  detail::RecordState* state_ = nullptr;
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
  };

  Array() = default;

  // Elements in file order. Iterate once.
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
