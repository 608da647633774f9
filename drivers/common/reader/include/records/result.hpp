// Result<T>: a typed field value or the reason there is none. C++20 has no std::expected, and
// drivers need "missing", "null" and "wrong type" to stay distinguishable.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

namespace records {

enum class FieldError : std::uint8_t {
  missing,     // the key is absent
  null,        // the value is JSON null
  wrong_type,  // the value has another JSON type (or a number that does not fit the request)
  malformed,   // a read on a default-constructed view (records reach callbacks validated whole)
};

// "missing", "null", "wrong type", "malformed".
std::string_view to_string(FieldError error) noexcept;

// Thrown by Result::value() when there is no value.
class BadFieldAccess : public std::logic_error {
 public:
  explicit BadFieldAccess(FieldError error)
      : std::logic_error("records::Result has no value: " + std::string(to_string(error))), error_(error) {}
  FieldError error() const noexcept { return error_; }

 private:
  FieldError error_;
};

template <class T>
class Result {
 public:
  Result(T value) : value_(std::move(value)) {}            // NOLINT: implicit, like std::expected
  Result(FieldError error) : error_(error), ok_(false) {}  // NOLINT

  bool has_value() const noexcept { return ok_; }
  explicit operator bool() const noexcept { return ok_; }
  // Only meaningful when !has_value().
  FieldError error() const noexcept { return error_; }

  const T& value() const& {
    if (!ok_) throw BadFieldAccess(error_);
    return value_;
  }
  T& value() & {
    if (!ok_) throw BadFieldAccess(error_);
    return value_;
  }
  T value() && {
    if (!ok_) throw BadFieldAccess(error_);
    return std::move(value_);
  }
  // Unchecked access, as with std::optional.
  const T& operator*() const& noexcept { return value_; }
  T& operator*() & noexcept { return value_; }
  // On a temporary (`for (Value v : *record.array("shape"))`) the view moves out.
  T operator*() && noexcept { return std::move(value_); }
  const T* operator->() const noexcept { return &value_; }
  T* operator->() noexcept { return &value_; }

  template <class U>
  T value_or(U&& fallback) const& {
    return ok_ ? value_ : static_cast<T>(std::forward<U>(fallback));
  }

 private:
  T value_{};
  FieldError error_ = FieldError::missing;
  bool ok_ = true;
};

}  // namespace records
