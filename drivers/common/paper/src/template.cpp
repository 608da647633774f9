#include "paper/template.hpp"

#include <stdexcept>

#include "libplot/ticker.hpp"
#include "paper/paper.hpp"

namespace paper {
namespace {

[[noreturn]] void fail(std::string_view where, std::string_view tmpl, const std::string& why) {
  std::string msg;
  if (!where.empty()) msg.append(where).append(": ");
  msg.append("template \"").append(tmpl).append("\": ").append(why);
  throw InputError(msg);
}

std::string names_of(const Fields& fields) {
  std::string s;
  for (const auto& [k, v] : fields) s.append(s.empty() ? "" : ", ").append(k);
  return s.empty() ? "none" : s;
}

}  // namespace

std::string format(std::string_view tmpl, const Fields& fields, std::string_view where) {
  std::string out;
  for (std::size_t i = 0; i < tmpl.size(); ++i) {
    const char c = tmpl[i];
    if (c == '}') {
      if (i + 1 < tmpl.size() && tmpl[i + 1] == '}') {
        out += '}';
        ++i;
        continue;
      }
      fail(where, tmpl, "single '}'");
    }
    if (c != '{') {
      out += c;
      continue;
    }
    if (i + 1 < tmpl.size() && tmpl[i + 1] == '{') {
      out += '{';
      ++i;
      continue;
    }
    const std::size_t close = tmpl.find('}', i);
    if (close == std::string_view::npos) fail(where, tmpl, "unclosed '{'");
    const std::string_view field = tmpl.substr(i + 1, close - i - 1);
    const std::size_t colon = field.find(':');
    const std::string_view name = field.substr(0, colon);
    const std::string_view spec =
        colon == std::string_view::npos ? std::string_view() : field.substr(colon + 1);
    if (name.empty()) fail(where, tmpl, "a field without a name (fields: " + names_of(fields) + ")");
    const auto it = fields.find(name);
    if (it == fields.end())
      fail(where, tmpl, "no field '" + std::string(name) + "' (fields: " + names_of(fields) + ")");
    if (std::holds_alternative<std::monostate>(it->second))
      fail(where, tmpl, "field '" + std::string(name) + "' is not given by the data");
    if (const double* v = std::get_if<double>(&it->second)) {
      try {
        out += libplot::pyformat("{:" + std::string(spec) + "}", {*v});
      } catch (const libplot::FormatError& e) {
        fail(where, tmpl, e.what());
      }
    } else {
      if (!spec.empty()) fail(where, tmpl, "text field '" + std::string(name) + "' takes no format spec");
      out += std::get<std::string>(it->second);
    }
    i = close;
  }
  return out;
}

std::string with_minus(std::string s) {
  if (!s.empty() && s[0] == '-') s.replace(0, 1, "\u2212");
  return s;
}

}  // namespace paper
