// Python's datetime.strftime in the C locale, for the directives date tick labels use.
#include <cstdio>
#include <string>

#include "libplot/dates.hpp"
#include "libplot/error.hpp"
#include "ticker/date_time.hpp"

namespace libplot {
namespace {

const char* const kMonths[] = {"January", "February", "March",     "April",   "May",      "June",
                               "July",    "August",   "September", "October", "November", "December"};
const char* const kWeekdays[] = {"Sunday",   "Monday", "Tuesday", "Wednesday",
                                 "Thursday", "Friday", "Saturday"};

std::string padded(int v, int width, char fill = '0') {
  std::string s = std::to_string(v);
  if (static_cast<int>(s.size()) < width) s.insert(0, static_cast<std::size_t>(width) - s.size(), fill);
  return s;
}

}  // namespace

std::string strftime(std::string_view fmt, const DateTime& d, std::string_view call) {
  using namespace date_detail;
  const std::int64_t days = days_from_civil(d.year, d.month, d.day);
  const int wday = static_cast<int>(floor_mod(days + 4, 7));  // 1970-01-01 was a Thursday; 0 = Sunday
  const int yday = static_cast<int>(days - days_from_civil(d.year, 1, 1));  // 0-based
  std::string out;
  for (std::size_t i = 0; i < fmt.size(); ++i) {
    if (fmt[i] != '%') {
      out += fmt[i];
      continue;
    }
    if (i + 1 == fmt.size())
      throw FormatError(std::string(call) + ": fmt '" + std::string(fmt) + "' ends with a lone '%'");
    const char c = fmt[++i];
    switch (c) {
      case 'a': out += std::string(kWeekdays[wday]).substr(0, 3); break;
      case 'A': out += kWeekdays[wday]; break;
      case 'b': out += std::string(kMonths[d.month - 1]).substr(0, 3); break;
      case 'B': out += kMonths[d.month - 1]; break;
      case 'd': out += padded(d.day, 2); break;
      case 'e': out += padded(d.day, 2, ' '); break;
      case 'f': out += padded(d.microsecond, 6); break;
      case 'H': out += padded(d.hour, 2); break;
      case 'I': out += padded(d.hour % 12 == 0 ? 12 : d.hour % 12, 2); break;
      case 'j': out += padded(yday + 1, 3); break;
      case 'm': out += padded(d.month, 2); break;
      case 'M': out += padded(d.minute, 2); break;
      case 'p': out += d.hour < 12 ? "AM" : "PM"; break;
      case 'S': out += padded(d.second, 2); break;
      case 'U': out += padded((yday + 7 - wday) / 7, 2); break;
      case 'w': out += std::to_string(wday); break;
      case 'W': out += padded((yday + 7 - (wday + 6) % 7) / 7, 2); break;
      case 'y': out += padded(d.year % 100, 2); break;
      case 'Y': out += std::to_string(d.year); break;  // glibc: no padding below 1000
      case '%': out += '%'; break;
      default:
        throw FormatError(std::string(call) + ": fmt '" + std::string(fmt) +
                          "' has the unknown directive '%" + std::string(1, c) + "'");
    }
  }
  return out;
}

}  // namespace libplot
