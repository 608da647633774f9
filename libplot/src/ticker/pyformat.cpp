// Python's str.format for float arguments: replacement fields, the format-spec mini-language
// (fill, align, sign, z, #, 0, width, grouping, precision, type) and CPython's padding and
// digit-grouping rules. Digits come from glibc's printf, which rounds the exact binary value
// half-to-even as Python's dtoa does; "{}" uses the shortest round-trip repr.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <stdexcept>
#include <string>

#include "libplot/error.hpp"
#include "libplot/ticker.hpp"
#include "ticker/detail.hpp"

namespace libplot {
namespace {

using namespace ticker_detail;

[[noreturn]] void fail(const std::string& why, std::string_view tmpl) {
  throw FormatError("pyformat: " + why + " in template \"" + std::string(tmpl) + "\"");
}

std::size_t utf8_len(unsigned char lead) {
  if (lead < 0x80) return 1;
  if ((lead >> 5) == 0x6) return 2;
  if ((lead >> 4) == 0xE) return 3;
  if ((lead >> 3) == 0x1E) return 4;
  return 1;
}

std::size_t count_code_points(const std::string& s) {
  std::size_t n = 0;
  for (unsigned char c : s)
    if ((c & 0xC0) != 0x80) ++n;
  return n;
}

bool is_align(char c) { return c == '<' || c == '>' || c == '=' || c == '^'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

struct Spec {
  std::string fill = " ";
  bool fill_given = false;
  char align = 0;  // 0 = default
  char sign = '-';
  bool no_neg_zero = false;
  bool alternate = false;
  long width = -1;
  char grouping = 0;  // ',' or '_'
  long precision = -1;
  char type = 0;
};

Spec parse_spec(const std::string& s, std::string_view tmpl) {
  Spec sp;
  std::size_t pos = 0;
  const std::size_t end = s.size();
  if (end > 0) {
    const std::size_t fl = utf8_len(static_cast<unsigned char>(s[0]));
    if (fl < end && is_align(s[fl])) {
      sp.fill = s.substr(0, fl);
      sp.fill_given = true;
      sp.align = s[fl];
      pos = fl + 1;
    } else if (is_align(s[0])) {
      sp.align = s[0];
      pos = 1;
    }
  }
  if (pos < end && (s[pos] == '+' || s[pos] == '-' || s[pos] == ' ')) sp.sign = s[pos++];
  if (pos < end && s[pos] == 'z') {
    sp.no_neg_zero = true;
    ++pos;
  }
  if (pos < end && s[pos] == '#') {
    sp.alternate = true;
    ++pos;
  }
  if (!sp.fill_given && pos < end && s[pos] == '0') {
    sp.fill.assign(1, '0');  // not = "0": GCC 12 gives a bogus -Wrestrict there
    if (!sp.align) sp.align = '=';
    ++pos;
  }
  if (pos < end && is_digit(s[pos])) {
    sp.width = 0;
    while (pos < end && is_digit(s[pos])) {
      sp.width = sp.width * 10 + (s[pos++] - '0');
      if (sp.width > 100000) fail("Too many decimal digits in format string", tmpl);
    }
  }
  if (pos < end && (s[pos] == ',' || s[pos] == '_')) {
    sp.grouping = s[pos++];
    if (pos < end && (s[pos] == ',' || s[pos] == '_')) fail("Cannot specify both ',' and '_'.", tmpl);
  }
  if (pos < end && s[pos] == '.') {
    ++pos;
    if (pos >= end || !is_digit(s[pos])) fail("Format specifier missing precision", tmpl);
    sp.precision = 0;
    while (pos < end && is_digit(s[pos])) {
      sp.precision = sp.precision * 10 + (s[pos++] - '0');
      if (sp.precision > 100000) fail("Too many decimal digits in format string", tmpl);
    }
  }
  if (end - pos > 1) fail("Invalid format specifier '" + s + "' for object of type 'float'", tmpl);
  if (pos < end) sp.type = s[pos];
  if (sp.grouping == ',' && sp.type == 'n') fail("Cannot specify ',' with 'n'.", tmpl);
  return sp;
}

std::string upper(std::string s) {
  for (char& c : s)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  return s;
}

// CPython's _PyUnicode_InsertThousandsGrouping for groups of 3: pads with zeros up to min_width.
std::string group_digits(const std::string& digits, long min_width, char sep) {
  std::string out;  // built right to left, reversed at the end
  long remaining = static_cast<long>(digits.size());
  std::size_t next = digits.size();  // digits[0, next) not yet used
  bool use_sep = false;
  auto emit = [&](long l) {
    const long n_zeros = std::max(0L, l - remaining);
    const long n_chars = std::max(0L, std::min(remaining, l));
    if (use_sep && sep) out += sep;
    for (long i = 0; i < n_chars; ++i) out += digits[--next];
    out.append(static_cast<std::size_t>(n_zeros), '0');
    remaining -= n_chars;
  };
  if (sep) {
    for (;;) {
      const long l = std::min(3L, std::max({remaining, min_width, 1L}));
      emit(l);
      use_sep = true;
      min_width -= l;
      if (remaining <= 0 && min_width <= 0) {
        std::reverse(out.begin(), out.end());
        return out;
      }
      min_width -= 1;
    }
  }
  emit(std::max({remaining, min_width, 1L}));
  std::reverse(out.begin(), out.end());
  return out;
}

std::string pad(const std::string& body, const Spec& sp, char default_align) {
  const long n = static_cast<long>(count_code_points(body));
  if (sp.width <= n) return body;
  const long padn = sp.width - n;
  const char align = sp.align ? sp.align : default_align;
  long left = align == '>' ? padn : align == '^' ? padn / 2 : 0;
  long right = padn - left;
  std::string out;
  for (long i = 0; i < left; ++i) out += sp.fill;
  out += body;
  for (long i = 0; i < right; ++i) out += sp.fill;
  return out;
}

// The omitted type with a precision: like 'g', but scientific from exponent p - 1 on and at
// least one digit after the point in fixed notation ("{:.3}" of 100.0 is "1e+02", of 1.0 "1.0").
std::string repr_with_precision(double a, int precision, bool alternate) {
  if (!std::isfinite(a)) return std::isnan(a) ? "nan" : "inf";
  const int p = std::max(precision, 1);
  const std::string sci = cformat("%.*e", p - 1, a);
  const int x = std::atoi(sci.c_str() + sci.find('e') + 1);
  auto strip = [](std::string m) {  // trailing zeros, then a bare point
    if (m.find('.') == std::string::npos) return m;
    while (!m.empty() && m.back() == '0') m.pop_back();
    if (!m.empty() && m.back() == '.') m.pop_back();
    return m;
  };
  if (x < -4 || x >= p - 1) {
    if (alternate) return cformat("%#.*e", p - 1, a);
    const auto e = sci.find('e');
    return strip(sci.substr(0, e)) + sci.substr(e);
  }
  std::string fixed = alternate ? cformat("%#.*f", p - 1 - x, a) : strip(cformat("%.*f", p - 1 - x, a));
  if (fixed.find('.') == std::string::npos) fixed += ".0";
  return fixed;
}

std::string format_number(double v, const Spec& sp, std::string_view tmpl) {
  const bool finite = std::isfinite(v);
  bool neg = std::signbit(v) && !std::isnan(v);
  const double a = std::fabs(v);
  const int prec = sp.precision < 0 ? 6 : static_cast<int>(sp.precision);
  std::string body;
  bool upper_case = false;
  switch (sp.type) {
    case 'f':
    case 'F':
    case '%':
      body = sp.alternate ? cformat("%#.*f", prec, sp.type == '%' ? a * 100 : a)
                          : cformat("%.*f", prec, sp.type == '%' ? a * 100 : a);
      if (sp.type == '%') body += '%';
      upper_case = sp.type == 'F';
      break;
    case 'e':
    case 'E':
      body = sp.alternate ? cformat("%#.*e", prec, a) : cformat("%.*e", prec, a);
      upper_case = sp.type == 'E';
      break;
    case 'g':
    case 'G':
    case 'n':
      body = sp.alternate ? cformat("%#.*g", prec, a) : cformat("%.*g", prec, a);
      upper_case = sp.type == 'G';
      break;
    case 0:
      if (sp.precision < 0) {
        body = py_repr(a);
      } else {
        body = repr_with_precision(a, static_cast<int>(sp.precision), sp.alternate);
      }
      break;
    case 'd':
      if (!finite || a != std::floor(a))
        fail("Unknown format code 'd' for object of type 'float' (value " + py_repr(v) + " is not integral)",
             tmpl);
      if (sp.precision >= 0) fail("Precision not allowed in integer format specifier", tmpl);
      body = cformat("%.0f", a);
      break;
    default: fail(std::string("Unknown format code '") + sp.type + "' for object of type 'float'", tmpl);
  }
  if (!finite) {
    body = std::isnan(v) ? "nan" : "inf";
    if (sp.type == '%') body += '%';
  }
  if (upper_case) body = upper(body);
  if (sp.no_neg_zero && neg && body.find_first_of("123456789") == std::string::npos && finite) neg = false;

  const std::string sign = neg ? "-" : sp.sign == '+' ? "+" : sp.sign == ' ' ? " " : "";
  std::size_t nd = 0;
  while (nd < body.size() && is_digit(body[nd])) ++nd;
  const std::string rest = body.substr(nd);
  const char align = sp.align ? sp.align : '>';
  long min_width = 0;
  if (sp.fill == "0" && align == '=') min_width = sp.width - static_cast<long>(sign.size() + rest.size());
  std::string digits = body.substr(0, nd);
  if (nd > 0) digits = group_digits(digits, min_width, sp.grouping);
  const std::string number = digits + rest;
  const long n = static_cast<long>(sign.size() + number.size());
  if (sp.width <= n) return sign + number;
  if (align == '=') {
    std::string out = sign;
    for (long i = 0; i < sp.width - n; ++i) out += sp.fill;
    return out + number;
  }
  return pad(sign + number, sp, '>');
}

std::string format_string(const std::string& s, const Spec& sp, std::string_view tmpl) {
  if (sp.type != 0 && sp.type != 's')
    fail(std::string("Unknown format code '") + sp.type + "' for object of type 'str'", tmpl);
  if (sp.sign != '-' || sp.no_neg_zero) fail("Sign not allowed in string format specifier", tmpl);
  if (sp.alternate) fail("Alternate form (#) not allowed in string format specifier", tmpl);
  if (sp.grouping) fail(std::string("Cannot specify '") + sp.grouping + "' with 's'.", tmpl);
  if (sp.align == '=') fail("'=' alignment not allowed in string format specifier", tmpl);
  std::string body = s;
  if (sp.precision >= 0 && static_cast<long>(body.size()) > sp.precision)
    body.resize(static_cast<std::size_t>(sp.precision));  // repr text is ASCII
  return pad(body, sp, '<');
}

}  // namespace

std::string pyformat(std::string_view fmt, const std::vector<double>& values) {
  std::string out;
  out.reserve(fmt.size() + 16);
  std::size_t auto_index = 0;
  enum { Unknown, Auto, Manual } numbering = Unknown;
  std::size_t i = 0;
  while (i < fmt.size()) {
    const char c = fmt[i];
    if (c == '}') {
      if (i + 1 < fmt.size() && fmt[i + 1] == '}') {
        out += '}';
        i += 2;
        continue;
      }
      fail("Single '}' encountered in format string", fmt);
    }
    if (c != '{') {
      out += c;
      ++i;
      continue;
    }
    if (i + 1 < fmt.size() && fmt[i + 1] == '{') {
      out += '{';
      i += 2;
      continue;
    }
    const std::size_t close = fmt.find('}', i + 1);
    if (close == std::string_view::npos) {
      fail(i + 1 == fmt.size() ? "Single '{' encountered in format string"
                               : "expected '}' before end of string",
           fmt);
    }
    const std::string field(fmt.substr(i + 1, close - i - 1));
    if (field.find('{') != std::string::npos) fail("nested replacement fields are not supported", fmt);
    i = close + 1;

    std::size_t name_end = field.find_first_of(":!");
    if (name_end == std::string::npos) name_end = field.size();
    const std::string name = field.substr(0, name_end);
    char conversion = 0;
    std::string spec;
    std::size_t p = name_end;
    if (p < field.size() && field[p] == '!') {
      if (p + 1 >= field.size()) fail("end of string while looking for conversion specifier", fmt);
      conversion = field[p + 1];
      if (conversion != 'r' && conversion != 's' && conversion != 'a')
        fail(std::string("Unknown conversion specifier ") + conversion, fmt);
      p += 2;
      if (p < field.size() && field[p] != ':') fail("expected ':' after conversion specifier", fmt);
    }
    if (p < field.size()) spec = field.substr(p + 1);

    std::size_t index;
    if (name.empty()) {
      if (numbering == Manual)
        fail("cannot switch from manual field specification to automatic field numbering", fmt);
      numbering = Auto;
      index = auto_index++;
    } else {
      for (char d : name)
        if (!is_digit(d)) fail("field name '" + name + "' is not a positional index", fmt);
      if (numbering == Auto)
        fail("cannot switch from automatic field numbering to manual field specification", fmt);
      numbering = Manual;
      if (name.size() > 9) fail("Too many decimal digits in format string", fmt);
      index = std::stoul(name);
    }
    if (index >= values.size())
      fail("Replacement index " + std::to_string(index) + " out of range for positional args tuple", fmt);

    const Spec sp = parse_spec(spec, fmt);
    if (conversion) out += format_string(py_repr(values[index]), sp, fmt);
    else out += format_number(values[index], sp, fmt);
  }
  return out;
}

}  // namespace libplot
