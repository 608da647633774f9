// The simple formatters (Null, Fixed, Func, FormatStr, StrMethod) and the axis entry points
// (operator()) of ScalarFormatter and LogFormatter.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <string>

#include "libplot/ticker.hpp"
#include "ticker/detail.hpp"

namespace libplot {
namespace {

using namespace ticker_detail;

template <class F>
TickLabels each(const std::vector<double>& locs, F&& label) {
  TickLabels t;
  t.labels.reserve(locs.size());
  for (std::size_t i = 0; i < locs.size(); ++i) t.labels.push_back(label(locs[i], i));
  return t;
}

// One printf conversion of a FormatStrFormatter template: text before, the spec, text after.
struct PrintfSpec {
  std::string before, spec, after;  // "%%" already turned into "%" in before/after
  char type = 0;
};

[[noreturn]] void bad_fmt(std::string_view call, const std::string& fmt, const std::string& why) {
  throw FormatError(std::string(call) + ": FormatStrFormatter fmt '" + fmt + "' " + why);
}

PrintfSpec parse_printf(std::string_view call, const std::string& fmt) {
  PrintfSpec p;
  bool seen = false;
  for (std::size_t i = 0; i < fmt.size();) {
    if (fmt[i] != '%') {
      (seen ? p.after : p.before) += fmt[i++];
      continue;
    }
    if (i + 1 < fmt.size() && fmt[i + 1] == '%') {
      (seen ? p.after : p.before) += '%';
      i += 2;
      continue;
    }
    if (seen) bad_fmt(call, fmt, "has more than one conversion; it takes one value");
    std::size_t j = i + 1;
    while (j < fmt.size() && std::string_view("-+ #0").find(fmt[j]) != std::string_view::npos) ++j;
    std::size_t digits = 0;
    while (j < fmt.size() && std::isdigit(static_cast<unsigned char>(fmt[j]))) ++j, ++digits;
    if (j < fmt.size() && fmt[j] == '.') {
      ++j;
      while (j < fmt.size() && std::isdigit(static_cast<unsigned char>(fmt[j]))) ++j, ++digits;
    }
    if (digits > 6) bad_fmt(call, fmt, "has a width or precision that is too long");
    if (j >= fmt.size() || std::string_view("diEeFfGg").find(fmt[j]) == std::string_view::npos)
      bad_fmt(call, fmt, "has a conversion libplot does not format (use one of d i e E f F g G)");
    p.type = fmt[j];
    p.spec = fmt.substr(i, j - i);  // without the type letter
    seen = true;
    i = j + 1;
  }
  if (!seen) bad_fmt(call, fmt, "has no conversion; it needs one, such as '%1.2f'");
  return p;
}

std::string printf_one(const PrintfSpec& p, double x) {
  std::string body;
  if (p.type == 'd' || p.type == 'i') {
    // Python's '%d' % x formats int(x): truncated toward zero.
    const double t = std::trunc(x);
    if (!std::isfinite(t)) {
      body = py_repr(t);
    } else if (std::fabs(t) < 9e18) {
      body = cformat((p.spec + "lld").c_str(), static_cast<long long>(t));
    } else {
      body = cformat("%.0f", t);
    }
  } else {
    body = cformat((p.spec + p.type).c_str(), x);
  }
  return p.before + body + p.after;
}

// StrMethodFormatter's template with its named fields as pyformat indices: x -> 0, pos -> 1
// (an int in Python, so it gets the "d" type when its spec has none).
std::string indexed_template(std::string_view call, const std::string& fmt) {
  std::string out;
  for (std::size_t i = 0; i < fmt.size();) {
    const char c = fmt[i];
    if ((c == '{' || c == '}') && i + 1 < fmt.size() && fmt[i + 1] == c) {
      out += fmt.substr(i, 2);
      i += 2;
      continue;
    }
    if (c != '{') {
      out += c;
      ++i;
      continue;
    }
    const std::size_t end = fmt.find_first_of(":!}", i + 1);
    const std::string name = fmt.substr(i + 1, end == std::string::npos ? std::string::npos : end - i - 1);
    if (name != "x" && name != "pos")
      throw FormatError(std::string(call) + ": StrMethodFormatter fmt '" + fmt + "' has the field '{" + name +
                        "}'; its fields are {x} (the value) and {pos} (its index)");
    out += name == "x" ? "{0" : "{1";
    i = end;
    if (name == "pos") {
      const std::size_t close = fmt.find('}', i);
      std::string spec = fmt.substr(i, close == std::string::npos ? std::string::npos : close - i);
      if (spec.empty()) spec.assign(1, ':');  // not = ":": GCC 12 gives a bogus -Wrestrict there
      const char last = spec.back();
      if (spec[0] == ':' && std::string_view("dfFeEgGn%").find(last) == std::string_view::npos) spec += 'd';
      out += spec;
      i = close == std::string::npos ? fmt.size() : close;
    }
  }
  return out;
}

}  // namespace

TickLabels ScalarFormatter::operator()(const std::vector<double>& locs, const AxisView& v) const {
  Result r = format(locs, v.vmin, v.vmax);
  return {std::move(r.labels), std::move(r.offset_text)};
}

TickLabels LogFormatter::operator()(const std::vector<double>& locs, const AxisView& v) const {
  if (!linthresh && v.scale.is_symlog()) {  // matplotlib reads the axis transform's linthresh
    LogFormatter f = *this;
    f.linthresh = v.scale.linthresh;
    return {f.format(locs, v.vmin, v.vmax), {}};
  }
  return {format(locs, v.vmin, v.vmax), {}};
}

TickLabels NullFormatter::operator()(const std::vector<double>& locs, const AxisView&) const {
  return each(locs, [](double, std::size_t) { return std::string(); });
}

TickLabels FixedFormatter::operator()(const std::vector<double>& locs, const AxisView&) const {
  return each(locs, [&](double, std::size_t i) { return i < labels.size() ? labels[i] : std::string(); });
}

void FuncFormatter::check(std::string_view call) const {
  if (!func) throw InvalidArgument(std::string(call) + ": FuncFormatter func is empty");
}

TickLabels FuncFormatter::operator()(const std::vector<double>& locs, const AxisView&) const {
  check();
  return each(locs, [&](double x, std::size_t i) { return func(x, i); });
}

void FormatStrFormatter::check(std::string_view call) const { parse_printf(call, fmt); }

std::string FormatStrFormatter::format(double x) const {
  return printf_one(parse_printf("FormatStrFormatter", fmt), x);
}

TickLabels FormatStrFormatter::operator()(const std::vector<double>& locs, const AxisView&) const {
  const PrintfSpec p = parse_printf("FormatStrFormatter", fmt);
  return each(locs, [&](double x, std::size_t) { return printf_one(p, x); });
}

void StrMethodFormatter::check(std::string_view call) const {
  const std::string t = indexed_template(call, fmt);
  try {
    pyformat(t, {0.0, 0.0});
  } catch (const FormatError& e) {
    throw FormatError(std::string(call) + ": StrMethodFormatter fmt '" + fmt + "' does not parse (" +
                      e.what() + ")");
  }
}

std::string StrMethodFormatter::format(double x, std::size_t pos) const {
  return pyformat(indexed_template("StrMethodFormatter", fmt), {x, static_cast<double>(pos)});
}

TickLabels StrMethodFormatter::operator()(const std::vector<double>& locs, const AxisView&) const {
  const std::string t = indexed_template("StrMethodFormatter", fmt);
  return each(locs, [&](double x, std::size_t i) { return pyformat(t, {x, static_cast<double>(i)}); });
}

void PercentFormatter::check(std::string_view call) const {
  if (!(std::isfinite(xmax) && xmax != 0))
    throw InvalidArgument(std::string(call) + ": PercentFormatter xmax is " + py_repr(xmax) +
                          "; it must be finite and not 0");
  if (decimals && *decimals < 0)
    throw InvalidArgument(std::string(call) + ": PercentFormatter decimals is " + std::to_string(*decimals) +
                          "; it must be >= 0");
}

std::string PercentFormatter::format(double x, double display_range) const {
  check();
  const double pct = 100.0 * (x / xmax);
  int d;
  if (decimals) {
    d = std::min(*decimals, 100);
  } else {
    const double scaled_range = 100.0 * (display_range / xmax);
    if (!(scaled_range > 0)) d = 0;
    else d = static_cast<int>(std::clamp(std::ceil(2.0 - std::log10(2.0 * scaled_range)), 0.0, 5.0));
  }
  return fix_minus(cformat("%0.*f", d, pct) + symbol);
}

TickLabels PercentFormatter::operator()(const std::vector<double>& locs, const AxisView& v) const {
  const double range = std::fabs(v.vmax - v.vmin);
  return each(locs, [&](double x, std::size_t) { return format(x, range); });
}

void EngFormatter::check(std::string_view call) const {
  if (places && (*places < 0 || *places > 100))
    throw InvalidArgument(std::string(call) + ": EngFormatter places is " + std::to_string(*places) +
                          "; it must be within 0..100");
}

std::string EngFormatter::format(double num) const {
  check();
  static const char* const kPrefixes[] = {"y", "z", "a", "f", "p", "n", "\u00b5", "m", "",
                                          "k", "M", "G", "T", "P", "E", "Z",      "Y"};
  auto fmt = [&](double m) { return places ? cformat("%.*f", *places, m) : cformat("%g", m); };
  double sign = 1;
  if (num < 0) {
    sign = -1;
    num = -num;
  }
  int pow10 = 0;
  if (num != 0 && std::isfinite(num))
    pow10 = static_cast<int>(std::clamp(std::floor(std::log10(num) / 3) * 3, -24.0, 24.0));
  else if (num == 0) num = 0.0;
  double mant = sign * num / std::pow(10.0, pow10);
  if (std::fabs(std::strtod(fmt(mant).c_str(), nullptr)) >= 1000 && pow10 < 24) {
    mant /= 1000;
    pow10 += 3;
  }
  std::string s = fmt(mant) + sep + kPrefixes[(pow10 + 24) / 3] + unit;
  if (!sep.empty() && s.size() >= sep.size() && s.compare(s.size() - sep.size(), sep.size(), sep) == 0)
    s.erase(s.size() - sep.size());
  return fix_minus(s);
}

TickLabels EngFormatter::operator()(const std::vector<double>& locs, const AxisView&) const {
  return each(locs, [&](double x, std::size_t) { return format(x); });
}

}  // namespace libplot
