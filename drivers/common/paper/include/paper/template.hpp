#pragma once
// The papers' one template language: Python's str.format with named fields,
//   "{first:,.0f} MiB \u2192 {last:,.0f} MiB, {ratio:.1f}x"
// Number fields take the whole format-spec mini-language (through libplot::pyformat, so the
// digits are Python's); text fields take no spec. "{{" and "}}" are literal braces. A field the
// template names but the figure does not provide is an error naming the template and the
// fields that exist, so a typo in a words file fails that figure with a clear message.
#include <map>
#include <string>
#include <string_view>
#include <variant>

namespace paper {

// std::monostate: a field the figure knows but the data do not give (paper::absent); a template
// naming it fails, an alternative naming it does not apply (paper/words.hpp).
using FieldValue = std::variant<std::monostate, double, std::string>;
inline const FieldValue absent{};
using Fields = std::map<std::string, FieldValue, std::less<>>;

// Throws InputError "WHERE: template \"...\": no field 'x' (fields: a, b)"; `where` names the
// file and line (or key) the template came from.
std::string format(std::string_view tmpl, const Fields& fields, std::string_view where = {});

// Python's '-' replaced by a real minus sign, as matplotlib prints negative numbers.
std::string with_minus(std::string s);

}  // namespace paper
