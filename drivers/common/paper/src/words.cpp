#include "paper/words.hpp"

#include <array>
#include <cmath>

#include "libplot/ticker.hpp"
#include "paper/paper.hpp"

namespace paper {
namespace {

// The field names a template uses ("{a:.1f} {b}" -> a, b); format() checks the syntax.
std::vector<std::string_view> names_in(std::string_view t) {
  std::vector<std::string_view> names;
  for (std::size_t i = 0; i < t.size(); ++i) {
    if (t[i] != '{') continue;
    if (i + 1 < t.size() && t[i + 1] == '{') {
      ++i;
      continue;
    }
    const std::size_t end = t.find_first_of(":}", i + 1);
    if (end == std::string_view::npos) break;
    names.push_back(t.substr(i + 1, end - i - 1));
    i = end;
  }
  return names;
}

std::string known(const Fields& fields) {
  std::string s;
  for (const auto& [k, v] : fields) s.append(s.empty() ? "" : ", ").append(k);
  return s.empty() ? "none" : s;
}

// Whether every name is given; throws for a name the figure does not know, naming the place
// and `what` (the template, or "when").
bool all_given(const std::vector<std::string_view>& names, const Fields& fields, const Text& text,
               const std::string& what) {
  bool given = true;
  for (std::string_view n : names) {
    const auto it = fields.find(n);
    if (it == fields.end()) {
      if (n.empty()) continue;  // format() names this error
      throw InputError(text.where + ": " + what + ": no field '" + std::string(n) +
                       "' (fields: " + known(fields) + ")");
    }
    if (std::holds_alternative<std::monostate>(it->second)) given = false;
  }
  return given;
}

}  // namespace

Text text_of(const records::JsonNode& node, std::string where) {
  Text t{{}, std::move(where)};
  if (node.type() == records::ValueType::string) {
    t.alternatives.push_back({{}, std::string(node.string())});
    return t;
  }
  if (node.type() != records::ValueType::array || node.size() == 0)
    throw InputError(t.where + ": a text is a string or a non-empty array of alternatives");
  for (const records::JsonNode& a : node.elements()) {
    if (a.type() == records::ValueType::string) t.alternatives.push_back({{}, std::string(a.string())});
    else if (a.type() == records::ValueType::object)
      t.alternatives.push_back({a.contains("when") ? a.strings("when") : std::vector<std::string>{},
                                std::string(a.string("text"))});
    else throw InputError(t.where + ": an alternative is a string or {\"when\": [...], \"text\": \"...\"}");
  }
  return t;
}

Text plain(std::string text, std::string where) { return Text{{{{}, std::move(text)}}, std::move(where)}; }

std::optional<std::string> fill(const Text& text, const Fields& fields) {
  // Every alternative's names are checked, not only those before the one shown: a typo in a
  // later one fails now, not on the day other data reach it.
  std::optional<std::string> shown;
  for (const Alternative& a : text.alternatives) {
    const std::vector<std::string_view> when(a.when.begin(), a.when.end());
    const bool applies = all_given(when, fields, text, "when");
    if (all_given(names_in(a.text), fields, text, "template \"" + a.text + "\"") && applies && !shown)
      shown = format(a.text, fields, text.where);
  }
  return shown;
}

std::string fill_or_empty(const Text& text, const Fields& fields) { return fill(text, fields).value_or(""); }

FieldValue holds(bool b) { return b ? FieldValue(std::string()) : absent; }

std::string spelled(double count) {
  static const std::array<const char*, 13> words = {"zero", "one",    "two",   "three", "four",
                                                    "five", "six",    "seven", "eight", "nine",
                                                    "ten",  "eleven", "twelve"};
  if (count >= 0 && count < static_cast<double>(words.size()) && count == std::floor(count))
    return words[static_cast<std::size_t>(count)];
  return libplot::pyformat("{:,.0f}", {count});
}

void add_count(Fields& fields, const std::string& name, std::optional<double> count) {
  fields[name] = count ? FieldValue(*count) : absent;
  fields[name + "_word"] = count ? FieldValue(spelled(*count)) : absent;
  fields[name + "_one"] = holds(count && *count == 1);
  fields[name + "_two"] = holds(count && *count == 2);
}

}  // namespace paper
