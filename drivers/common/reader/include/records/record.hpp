// Views over one record: typed field access, nested objects and arrays, and object fields in file
// order. A record reaches the callback parsed whole and validated (read.hpp), so a read never meets
// broken JSON: a Result says missing, null or wrong type. simdjson stays out of this header: a view
// keeps its node of the parsed record in opaque storage.
//
// A view and every string_view it returns are valid only during the callback that received the
// record. Fields may be read in any order and any number of times. Keys are compared unescaped.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <type_traits>

#include "records/result.hpp"

namespace records {

namespace detail {
struct NodeAccess;
// Room for one node of simdjson's DOM (an element, object, array, or an iterator over one);
// `set` is false in a default-constructed view.
struct alignas(8) NodeStorage {
  std::byte bytes[16];
  bool set = false;
};
}  // namespace detail

enum class ValueType : std::uint8_t { object, array, string, number, boolean, null };

// "an object", "an array", "a string", "a number", "a boolean", "null".
std::string_view describe(ValueType type) noexcept;

class Object;
class Array;
struct NumbersEntry;

// Reads on a default-constructed view (of any kind) give FieldError::malformed.
class Value {
 public:
  Result<ValueType> type() const;
  Result<double> number() const;
  // wrong_type for a number with a fraction or exponent, or outside int64.
  Result<std::int64_t> integer() const;
  Result<std::string_view> string() const;
  Result<bool> boolean() const;
  Result<Object> object() const;
  Result<Array> array() const;
  // True for JSON null only.
  bool is_null() const;

 private:
  friend struct detail::NodeAccess;
  detail::NodeStorage node_{};
};

struct Field {
  std::string_view key;  // unescaped
  Value value;
};

class Object {
 public:
  class iterator {
   public:
    Field operator*() const;
    iterator& operator++();
    bool operator!=(const iterator& other) const;

   private:
    friend struct detail::NodeAccess;
    detail::NodeStorage node_{};
  };

  // Fields in file order.
  iterator begin() const;
  iterator end() const;

  Result<Value> field(std::string_view key) const;
  Result<double> number(std::string_view key) const;
  Result<std::int64_t> integer(std::string_view key) const;
  Result<std::string_view> string(std::string_view key) const;
  Result<bool> boolean(std::string_view key) const;
  Result<Object> object(std::string_view key) const;
  Result<Array> array(std::string_view key) const;

  // Every field in file order with, when its value is an object, the numbers under `keys` (at
  // most kMaxNumberKeys; more throw std::invalid_argument): the loop a driver writes for a map of
  // entries such as {"gzip": {"ratio": ..., "decompress_MBps": ...}, ...}.
  static constexpr std::size_t kMaxNumberKeys = 4;
  template <class Visit>
  void for_each_numbers(std::span<const std::string_view> keys, Visit&& visit) const {
    for_each_numbers(
        keys,
        [](void* context, NumbersEntry& entry) {
          (*static_cast<std::remove_reference_t<Visit>*>(context))(entry);
        },
        &visit);
  }

 private:
  friend struct detail::NodeAccess;
  // One library call per object rather than three per entry: it is fig5's inner loop.
  void for_each_numbers(std::span<const std::string_view> keys, void (*visit)(void*, NumbersEntry&),
                        void* context) const;
  detail::NodeStorage node_{};
};

// One field as Object::for_each_numbers hands it over.
struct NumbersEntry {
  std::string_view key;  // unescaped
  Value value;
  // The value as an object, or why not (as Value::object()).
  Result<Object> object = FieldError::missing;
  // Per key, as Object::number; `object`'s error when the value is not an object.
  std::span<const Result<double>> numbers;
};

class Array {
 public:
  class iterator {
   public:
    Value operator*() const;
    iterator& operator++();
    bool operator!=(const iterator& other) const;

   private:
    friend struct detail::NodeAccess;
    detail::NodeStorage node_{};
  };

  // Elements in file order.
  iterator begin() const;
  iterator end() const;

 private:
  friend struct detail::NodeAccess;
  detail::NodeStorage node_{};
};

// One JSON object read from the input, with where it came from.
class Record : public Object {
 public:
  // 1-based line number of the record's first line.
  std::uint64_t line() const noexcept { return line_; }
  // The record's JSON text (without the line ending).
  std::string_view json() const noexcept { return json_; }

 private:
  friend struct detail::NodeAccess;
  std::uint64_t line_ = 0;
  std::string_view json_;
};

}  // namespace records
