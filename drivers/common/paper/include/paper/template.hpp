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

using FieldValue = std::variant<double, std::string>;
using Fields = std::map<std::string, FieldValue, std::less<>>;

// Throws InputError "WHERE: template \"...\": no field 'x' (fields: a, b)"; `where` names the
// file and line (or key) the template came from.
std::string format(std::string_view tmpl, const Fields& fields, std::string_view where = {});

// Python's '-' replaced by a real minus sign, as matplotlib prints negative numbers.
std::string with_minus(std::string s);

}  // namespace paper
