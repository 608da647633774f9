#pragma once
// Reading one field of a record view into Num / Str (absent, null, value, or another type).
#include <string_view>

#include "data.hpp"
#include "records/record.hpp"

namespace weightcodec {

// A number as read (Object::number's result).
inline Num to_num(const records::Result<double>& r) {
  if (r) return {Num::State::number, *r};
  switch (r.error()) {
    case records::FieldError::null: return {Num::State::null, 0};
    case records::FieldError::wrong_type: return {Num::State::other, 0};
    default: return {};  // missing, or malformed (the reader then fails the line)
  }
}

inline Num read_num(records::Object& o, std::string_view key) { return to_num(o.number(key)); }

inline Str read_str(records::Object& o, std::string_view key) {
  const records::Result<std::string_view> r = o.string(key);
  if (r) return {Str::State::string, std::string(*r)};
  switch (r.error()) {
    case records::FieldError::null: return {Str::State::null, {}};
    case records::FieldError::wrong_type: return {Str::State::other, {}};
    default: return {};
  }
}

}  // namespace weightcodec
