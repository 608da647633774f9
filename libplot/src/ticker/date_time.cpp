// Date conversions as matplotlib.dates does them (date2num, num2date) and dateutil's
// relativedelta, on instants held as whole microseconds since the epoch.
#include "ticker/date_time.hpp"

#include <chrono>
#include <cmath>
#include <cstdlib>
#include <string>

#include "error/show_number.hpp"
#include "libplot/error.hpp"

namespace libplot {
namespace date_detail {
namespace {

constexpr std::int64_t kUsPerMinute = 60 * kUsPerSecond;
constexpr std::int64_t kUsPerHour = 60 * kUsPerMinute;

// relativedelta._fix's carry of one field into the next: |v| above `limit` keeps v mod (limit+1).
void carry(std::int64_t& v, std::int64_t& next, std::int64_t limit) {
  if (std::llabs(v) > limit) {
    const std::int64_t s = v < 0 ? -1 : 1, base = limit + 1;
    const std::int64_t a = v * s;
    v = (a % base) * s;
    next += (a / base) * s;
  }
}

// The first and one past the last instant libplot (like matplotlib) accepts: 0001-01-01 and
// 10000-01-01.
std::int64_t min_us() { return days_from_civil(1, 1, 1) * kUsPerDay; }
std::int64_t end_us() { return days_from_civil(10000, 1, 1) * kUsPerDay; }

// relativedelta.__add__ on a datetime; false where Python raises (year outside 1..9999).
bool add(std::int64_t dt, const RelativeDelta& d, std::int64_t& out) {
  const DateTime f = to_fields(dt);
  std::int64_t year = f.year + d.years;
  std::int64_t month = f.month;
  if (d.months != 0) {
    month += d.months;
    if (month > 12) {
      ++year;
      month -= 12;
    } else if (month < 1) {
      --year;
      month += 12;
    }
  }
  if (year < 1 || year > 9999) return false;
  const int y = static_cast<int>(year), m = static_cast<int>(month);
  const int day = std::min(days_in_month(y, m), f.day);
  DateTime g = f;
  g.year = y;
  g.month = m;
  g.day = day;
  out = to_us(g) + d.days * kUsPerDay + d.hours * kUsPerHour + d.minutes * kUsPerMinute +
        d.seconds * kUsPerSecond + d.microseconds;
  return out >= min_us() && out < end_us();
}

}  // namespace

int days_in_month(int year, int month) {
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  return month == 2 && leap ? 29 : kDays[month - 1];
}

std::int64_t days_from_civil(int year, int month, int day) {
  using namespace std::chrono;
  const sys_days d{std::chrono::year{year} / std::chrono::month{static_cast<unsigned>(month)} /
                   std::chrono::day{static_cast<unsigned>(day)}};
  return d.time_since_epoch().count();
}

DateTime to_fields(std::int64_t us) {
  using namespace std::chrono;
  const std::int64_t days_since = floor_div(us, kUsPerDay);
  std::int64_t rest = us - days_since * kUsPerDay;
  const year_month_day ymd{sys_days{std::chrono::days{days_since}}};
  DateTime d;
  d.year = static_cast<int>(ymd.year());
  d.month = static_cast<int>(static_cast<unsigned>(ymd.month()));
  d.day = static_cast<int>(static_cast<unsigned>(ymd.day()));
  d.hour = static_cast<int>(rest / kUsPerHour);
  rest %= kUsPerHour;
  d.minute = static_cast<int>(rest / kUsPerMinute);
  rest %= kUsPerMinute;
  d.second = static_cast<int>(rest / kUsPerSecond);
  d.microsecond = static_cast<int>(rest % kUsPerSecond);
  return d;
}

std::int64_t to_us(const DateTime& d) {
  return days_from_civil(d.year, d.month, d.day) * kUsPerDay + d.hour * kUsPerHour + d.minute * kUsPerMinute +
         d.second * kUsPerSecond + d.microsecond;
}

double us_to_num(std::int64_t us) {
  // _dt64_to_ordinalf: whole seconds, plus the rest in nanoseconds / 1e9, over 86400.
  const std::int64_t s = floor_div(us, kUsPerSecond);
  const std::int64_t extra_ns = (us - s * kUsPerSecond) * 1000;
  return (static_cast<double>(s) + static_cast<double>(extra_ns) / 1.0e9) / 86400.0;
}

std::int64_t num_to_us(double x, std::string_view call) {
  const double scaled = x * 86400e6;
  // Beyond these the conversion below would overflow; both are far outside 0001..9999 anyway.
  if (!std::isfinite(scaled) || std::fabs(scaled) > 4e17)
    throw InvalidArgument(std::string(call) + ": date " + show_number(x) +
                          " (days since 1970-01-01) is outside years 0001..9999");
  std::int64_t us = static_cast<std::int64_t>(std::nearbyint(scaled));  // np.round: halves to even
  if (us < min_us() || us >= end_us())
    throw InvalidArgument(std::string(call) + ": date " + show_number(x) +
                          " (days since 1970-01-01) is outside years 0001..9999");
  if (std::fabs(x) > 70 * 365) {
    // matplotlib rounds far dates to 20 microseconds against float round-off.
    const std::int64_t micro = floor_mod(us, kUsPerSecond);
    const std::int64_t ms = static_cast<std::int64_t>(std::nearbyint(static_cast<double>(micro) / 20.0)) * 20;
    us += ms - micro;
  }
  return us;
}

RelativeDelta relativedelta(std::int64_t dt1, std::int64_t dt2) {
  RelativeDelta rd;
  const DateTime f1 = to_fields(dt1), f2 = to_fields(dt2);
  std::int64_t months = static_cast<std::int64_t>(f1.year - f2.year) * 12 + (f1.month - f2.month);
  const auto set_months = [&rd](std::int64_t m) {
    rd.months = m;
    rd.years = 0;
    carry(rd.months, rd.years, 11);
  };
  set_months(months);
  std::int64_t dtm = 0;
  const auto step = [&] {
    RelativeDelta ym;
    ym.years = rd.years;
    ym.months = rd.months;
    if (!add(dt2, ym, dtm)) dtm = dt1 < dt2 ? min_us() : end_us();
  };
  step();
  if (dt1 < dt2) {
    while (dt1 > dtm) set_months(++months), step();
  } else {
    while (dt1 < dtm) set_months(--months), step();
  }
  // datetime - datetime: a timedelta (days, seconds in 0..86399, microseconds in 0..999999).
  const std::int64_t delta = dt1 - dtm;
  const std::int64_t days = floor_div(delta, kUsPerDay);
  const std::int64_t rest = delta - days * kUsPerDay;
  rd.seconds = rest / kUsPerSecond + days * 86400;
  rd.microseconds = rest % kUsPerSecond;
  carry(rd.microseconds, rd.seconds, 999999);
  carry(rd.seconds, rd.minutes, 59);
  carry(rd.minutes, rd.hours, 59);
  carry(rd.hours, rd.days, 23);
  carry(rd.months, rd.years, 11);
  return rd;
}

bool subtract(std::int64_t dt, const RelativeDelta& d, std::int64_t& out) {
  const RelativeDelta neg{-d.years, -d.months, -d.days, -d.hours, -d.minutes, -d.seconds, -d.microseconds};
  return add(dt, neg, out);
}

}  // namespace date_detail

DateTime num2date(double x) { return date_detail::to_fields(date_detail::num_to_us(x, "num2date")); }

namespace {
void field_in(const char* field, int v, int lo, int hi) {
  if (v < lo || v > hi)
    throw InvalidArgument(std::string("date2num: ") + field + " is " + std::to_string(v) +
                          "; it must be within " + std::to_string(lo) + ".." + std::to_string(hi));
}
}  // namespace

std::chrono::sys_time<std::chrono::microseconds> to_time_point(const DateTime& d) {
  field_in("year", d.year, 1, 9999);
  field_in("month", d.month, 1, 12);
  field_in("day", d.day, 1, date_detail::days_in_month(d.year, d.month));
  field_in("hour", d.hour, 0, 23);
  field_in("minute", d.minute, 0, 59);
  field_in("second", d.second, 0, 59);
  field_in("microsecond", d.microsecond, 0, 999999);
  return std::chrono::sys_time<std::chrono::microseconds>{std::chrono::microseconds{date_detail::to_us(d)}};
}

double date2num(const DateTime& d) {
  return date_detail::us_to_num(to_time_point(d).time_since_epoch().count());
}

}  // namespace libplot
