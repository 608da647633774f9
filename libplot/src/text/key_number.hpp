#pragma once
// Numbers in the text caches' keys: printf's %.6g text, written by std::to_chars (which, given a
// precision, is specified to write exactly what printf does) at a fraction of snprintf's cost. A
// figure builds these keys thousands of times (snprintf was a tenth of placing 10,000 labels).
#include <charconv>
#include <string>

namespace libplot::text {

inline void append_key_number(std::string& key, double v) {
  char buf[32];
  const auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::general, 6);
  key.append(buf, r.ptr);
}

inline void append_key_number(std::string& key, int v) {
  char buf[16];
  const auto r = std::to_chars(buf, buf + sizeof buf, v);
  key.append(buf, r.ptr);
}

}  // namespace libplot::text
