// matplotlib.dates' formatters: DateFormatter, AutoDateFormatter, ConciseDateFormatter.
#include <algorithm>
#include <array>
#include <set>
#include <string>

#include "libplot/dates.hpp"
#include "libplot/error.hpp"
#include "ticker/date_time.hpp"

namespace libplot {

namespace {

// A format is checked once by formatting a date with it.
void check_format(std::string_view call, std::string_view fmt) { (void)strftime(fmt, DateTime{}, call); }

}  // namespace

void DateFormatter::check(std::string_view call) const {
  if (fmt.empty()) throw FormatError(std::string(call) + ": DateFormatter fmt is empty");
  check_format(call, fmt);
}

std::string DateFormatter::format(double x) const {
  check("DateFormatter");
  return strftime(fmt, num2date(x), "DateFormatter");
}

TickLabels DateFormatter::operator()(const std::vector<double>& locs, const AxisView&) const {
  TickLabels t;
  for (double x : locs) t.labels.push_back(format(x));
  return t;
}

void AutoDateFormatter::check(std::string_view call) const {
  locator.check(call);
  check_format(call, defaultfmt);
  for (const auto& [scale, fmt] : scaled) check_format(call, fmt);
}

std::string AutoDateFormatter::format_for(double vmin, double vmax) const {
  const double unit = AutoDateLocator::unit_days(locator.choose(vmin, vmax).frequency);
  // The first scale, in increasing order, at or above the locator's unit.
  std::vector<std::pair<double, std::string>> sorted = scaled;
  std::stable_sort(sorted.begin(), sorted.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  for (const auto& [scale, fmt] : sorted)
    if (scale >= unit) return fmt;
  return defaultfmt;
}

TickLabels AutoDateFormatter::operator()(const std::vector<double>& locs, const AxisView& v) const {
  const std::string fmt = format_for(v.vmin, v.vmax);
  TickLabels t;
  for (double x : locs) t.labels.push_back(strftime(fmt, num2date(x), "AutoDateFormatter"));
  return t;
}

void ConciseDateFormatter::check(std::string_view call) const {
  for (const std::string& f : formats) check_format(call, f);
  if (zero_formats)
    for (const std::string& f : *zero_formats) check_format(call, f);
  for (const std::string& f : offset_formats) check_format(call, f);
}

TickLabels ConciseDateFormatter::format(const std::vector<double>& locs) const {
  TickLabels t;
  if (locs.empty()) return t;
  std::vector<DateTime> dts;
  for (double x : locs) dts.push_back(num2date(x));
  const auto field = [](const DateTime& d, int level) {
    const int f[6] = {d.year, d.month, d.day, d.hour, d.minute, d.second};
    return f[level];
  };
  // The finest level at which the ticks differ; all equal counts as seconds.
  bool show = show_offset;
  int level = 5;
  for (int l = 5; l >= 0; --l) {
    std::set<int> unique;
    for (const DateTime& d : dts) unique.insert(field(d, l));
    if (unique.size() > 1) {
      if (l < 2 && unique.contains(1)) show = false;
      level = l;
      break;
    }
    if (l == 0) level = 5;
  }
  std::array<std::string, 6> zeros;
  if (zero_formats) {
    zeros = *zero_formats;
  } else {
    // matplotlib: [''] + formats[:-1], with '%b-%d' at the hour level for its default formats.
    zeros[0] = "";
    for (int i = 1; i < 6; ++i) zeros[static_cast<std::size_t>(i)] = formats[static_cast<std::size_t>(i - 1)];
    if (formats == ConciseDateFormatter{}.formats) zeros[3] = "%b-%d";
  }
  static const int kZero[6] = {0, 1, 1, 0, 0, 0};
  const std::size_t lv = static_cast<std::size_t>(level);
  for (const DateTime& d : dts) {
    const bool zero = level < 5 ? field(d, level) == kZero[level] : d.second == 0 && d.microsecond == 0;
    t.labels.push_back(strftime(zero ? zeros[lv] : formats[lv], d, "ConciseDateFormatter"));
  }
  if (level >= 5) {
    // Trailing zeros shared by every label with a decimal point are cut (and a bare '.').
    std::optional<std::size_t> trailing;
    for (const std::string& s : t.labels) {
      if (s.find('.') == std::string::npos) continue;
      const std::size_t keep = s.find_last_not_of('0');
      const std::size_t n = s.size() - (keep == std::string::npos ? 0 : keep + 1);
      trailing = trailing ? std::min(*trailing, n) : n;
    }
    if (trailing && *trailing > 0)
      for (std::string& s : t.labels)
        if (s.find('.') != std::string::npos) {
          s.resize(s.size() - *trailing);
          while (!s.empty() && s.back() == '.') s.pop_back();
        }
  }
  if (show) t.offset_text = strftime(offset_formats[lv], dts.back(), "ConciseDateFormatter");
  return t;
}

TickLabels ConciseDateFormatter::operator()(const std::vector<double>& locs, const AxisView&) const {
  return format(locs);
}

}  // namespace libplot
