// matplotlib.dates' locators: AutoDateLocator and the rrule locators users set themselves.
#include <algorithm>
#include <cmath>
#include <string>

#include "libplot/dates.hpp"
#include "libplot/error.hpp"
#include "ticker/date_rrule.hpp"
#include "ticker/date_time.hpp"
#include "ticker/detail.hpp"

namespace libplot {

using namespace date_detail;

namespace {

[[noreturn]] void bad(std::string_view call, const std::string& what) {
  throw InvalidArgument(std::string(call) + ": " + what);
}

void check_interval(std::string_view call, const char* locator, int interval) {
  if (interval < 1)
    bad(call, std::string(locator) + " interval is " + std::to_string(interval) + "; it must be >= 1");
}

void check_values(std::string_view call, const char* locator, const char* field, const std::vector<int>& v,
                  int lo, int hi) {
  for (int x : v)
    if (x < lo || x > hi)
      bad(call, std::string(locator) + " " + field + " holds " + std::to_string(x) + "; each must be within " +
                    std::to_string(lo) + ".." + std::to_string(hi));
}

// viewlim_to_dt: the view's ends as instants, in increasing order.
std::pair<std::int64_t, std::int64_t> view_instants(double vmin, double vmax, std::string_view call) {
  if (vmax < vmin) std::swap(vmin, vmax);
  return {num_to_us(vmin, call), num_to_us(vmax, call)};
}

std::vector<int> every(int from, int to, int step) {  // Python's range(from, to)[::step]
  std::vector<int> v;
  for (int x = from; x < to; x += step) v.push_back(x);
  return v;
}

// MicrosecondLocator.tick_values: MultipleLocator(interval) on microseconds within the first day.
std::vector<double> microsecond_ticks(int interval, std::int64_t dmin, std::int64_t dmax) {
  double nmin = us_to_num(dmin), nmax = us_to_num(dmax);
  const double t0 = std::floor(nmin);
  nmax = (nmax - t0) * 86400e6;
  nmin = (nmin - t0) * 86400e6;
  std::vector<double> ticks = MultipleLocator{static_cast<double>(interval)}.tick_values(nmin, nmax);
  for (double& t : ticks) t = t / 86400e6 + t0;
  return ticks;
}

std::vector<double> year_ticks(int base, int month, int day, std::int64_t dmin, std::int64_t dmax, std::string_view call) {
  // YearLocator._create_rrule: from the last multiple of base at or before the view's year to
  // the first at or after it; the start keeps the view's microseconds (datetime.replace).
  const ticker_detail::EdgeInteger edge{static_cast<double>(base), 0.0};
  const DateTime lo = to_fields(dmin), hi = to_fields(dmax);
  const int ymin = std::max(static_cast<int>(edge.le(lo.year) * base), 1);
  const int ymax = std::min(static_cast<int>(edge.ge(hi.year) * base), 9999);
  DateTime s{ymin, month, day, 0, 0, 0, lo.microsecond};
  const std::int64_t start = to_us(s);
  s.year = ymax;
  const std::int64_t stop = to_us(s);
  RRule r{.freq = DateFrequency::Yearly, .interval = base, .bymonth = {month}, .bymonthday = {day},
          .byhour = {0}, .byminute = {0}, .bysecond = {0}, .dtstart = start - floor_mod(start, kUsPerSecond)};
  std::vector<double> out;
  for (std::int64_t t : between(r, start, stop, call)) out.push_back(us_to_num(t));
  if (out.empty()) return {us_to_num(start), us_to_num(stop)};
  return out;
}

}  // namespace

// ---- AutoDateLocator

void AutoDateLocator::check(std::string_view call) const {
  if (minticks < 1) bad(call, "AutoDateLocator minticks is " + std::to_string(minticks) + "; it must be >= 1");
  for (int m : maxticks)
    if (m < 2) bad(call, "AutoDateLocator maxticks holds " + std::to_string(m) + "; each must be >= 2");
}

double AutoDateLocator::unit_days(DateFrequency f) {
  switch (f) {
    case DateFrequency::Yearly: return 365.0;
    case DateFrequency::Monthly: return 30.0;
    case DateFrequency::Daily: return 1.0;
    case DateFrequency::Hourly: return 1.0 / 24.0;
    case DateFrequency::Minutely: return 1.0 / 1440.0;
    case DateFrequency::Secondly: return 1.0 / 86400.0;
    case DateFrequency::Microsecondly: return 1.0 / 86400e6;
  }
  return 1.0;
}

AutoDateLocator::Choice AutoDateLocator::choose(double vmin, double vmax) const {
  check("AutoDateLocator");
  const auto [dmin, dmax] = view_instants(vmin, vmax, "AutoDateLocator");
  const RelativeDelta delta = relativedelta(dmax, dmin);
  const std::int64_t tdelta = dmax - dmin;
  const double total_seconds = static_cast<double>(tdelta) / 1e6;
  const double num_years = static_cast<double>(delta.years);
  const double num_months = num_years * 12 + static_cast<double>(delta.months);
  const double num_days = static_cast<double>(floor_div(tdelta, kUsPerDay));
  const double num_hours = num_days * 24 + static_cast<double>(delta.hours);
  const double num_minutes = num_hours * 60 + static_cast<double>(delta.minutes);
  const double nums[7] = {num_years, num_months, num_days, num_hours, num_minutes,
                          std::floor(total_seconds), std::floor(total_seconds * 1e6)};
  // matplotlib's intervald with interval_multiples (DAILY 3 swapped for 4, 21 dropped).
  static const std::vector<int> kIntervals[7] = {
      {1, 2, 4, 5, 10, 20, 40, 50, 100, 200, 400, 500, 1000, 2000, 4000, 5000, 10000},
      {1, 2, 3, 4, 6},
      {1, 2, 4, 7, 14},
      {1, 2, 3, 4, 6, 12},
      {1, 5, 10, 15, 30},
      {1, 5, 10, 15, 30},
      {1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000, 200000, 500000, 1000000}};
  for (int i = 0; i < 7; ++i) {
    if (nums[i] < minticks) continue;
    int interval = kIntervals[i].back();
    for (int iv : kIntervals[i])
      if (nums[i] <= static_cast<double>(iv) * (maxticks[static_cast<std::size_t>(i)] - 1)) {
        interval = iv;
        break;
      }
    return {static_cast<DateFrequency>(i), interval};
  }
  return {DateFrequency::Microsecondly, 1};
}

std::vector<double> AutoDateLocator::tick_values(double vmin, double vmax) const {
  const Choice c = choose(vmin, vmax);
  const auto [dmin, dmax] = view_instants(vmin, vmax, "AutoDateLocator");
  const int f = static_cast<int>(c.frequency);
  if (c.frequency == DateFrequency::Yearly) return year_ticks(c.interval, 1, 1, dmin, dmax, "AutoDateLocator");
  if (c.frequency == DateFrequency::Microsecondly) return microsecond_ticks(c.interval, dmin, dmax);
  // The chosen field every interval-th value (days 1, 15 and 1, 8, 15, 22 for 14 and 7), the
  // finer ones at their start, the coarser ones free; the rrule's own interval is 1.
  RRule r{.freq = c.frequency};
  std::vector<int>* fields[6] = {nullptr, &r.bymonth, &r.bymonthday, &r.byhour, &r.byminute, &r.bysecond};
  static const int kFrom[6] = {0, 1, 1, 0, 0, 0}, kTo[6] = {0, 13, 32, 24, 60, 60};
  *fields[f] = every(kFrom[f], kTo[f], c.interval);
  if (c.frequency == DateFrequency::Daily && c.interval == 14) r.bymonthday = {1, 15};
  if (c.frequency == DateFrequency::Daily && c.interval == 7) r.bymonthday = {1, 8, 15, 22};
  for (int j = f + 1; j < 6; ++j) *fields[j] = {kFrom[j]};
  return rrule_ticks(std::move(r), dmin, dmax, "AutoDateLocator");
}

std::pair<double, double> AutoDateLocator::nonsingular(double vmin, double vmax) const {
  if (!std::isfinite(vmin) || !std::isfinite(vmax)) return {0.0, 1.0};
  if (vmax < vmin) std::swap(vmin, vmax);
  if (vmin == vmax) {
    vmin -= 365.0 * 2;
    vmax += 365.0 * 2;
  }
  return {vmin, vmax};
}

std::vector<double> AutoDateLocator::operator()(const AxisView& v) const { return tick_values(v.vmin, v.vmax); }

// ---- the rrule locators

void YearLocator::check(std::string_view call) const {
  if (base < 1) bad(call, "YearLocator base is " + std::to_string(base) + "; it must be >= 1");
  if (month < 1 || month > 12) bad(call, "YearLocator month is " + std::to_string(month) + "; it must be within 1..12");
  // datetime.replace needs the day in every year the ticks fall in: no 29 February.
  const int last = days_in_month(2001, month);
  if (day < 1 || day > last)
    bad(call, "YearLocator day is " + std::to_string(day) + "; month " + std::to_string(month) + " has days 1.." +
                  std::to_string(last));
}

std::vector<double> YearLocator::tick_values(double vmin, double vmax) const {
  check("YearLocator");
  const auto [dmin, dmax] = view_instants(vmin, vmax, "YearLocator");
  return year_ticks(base, month, day, dmin, dmax, "YearLocator");
}
std::vector<double> YearLocator::operator()(const AxisView& v) const { return tick_values(v.vmin, v.vmax); }

void MonthLocator::check(std::string_view call) const {
  check_values(call, "MonthLocator", "bymonth", bymonth, 1, 12);
  check_values(call, "MonthLocator", "bymonthday", {bymonthday}, 1, 31);
  check_interval(call, "MonthLocator", interval);
}
std::vector<double> MonthLocator::tick_values(double vmin, double vmax) const {
  check("MonthLocator");
  const auto [dmin, dmax] = view_instants(vmin, vmax, "MonthLocator");
  RRule r{.freq = DateFrequency::Monthly, .interval = interval, .bymonth = bymonth.empty() ? every(1, 13, 1) : bymonth,
          .bymonthday = {bymonthday}, .byhour = {0}, .byminute = {0}, .bysecond = {0}};
  return rrule_ticks(std::move(r), dmin, dmax, "MonthLocator");
}
std::vector<double> MonthLocator::operator()(const AxisView& v) const { return tick_values(v.vmin, v.vmax); }

void DayLocator::check(std::string_view call) const {
  check_values(call, "DayLocator", "bymonthday", bymonthday, 1, 31);
  check_interval(call, "DayLocator", interval);
}
std::vector<double> DayLocator::tick_values(double vmin, double vmax) const {
  check("DayLocator");
  const auto [dmin, dmax] = view_instants(vmin, vmax, "DayLocator");
  RRule r{.freq = DateFrequency::Daily, .interval = interval, .bymonthday = bymonthday.empty() ? every(1, 32, 1) : bymonthday,
          .byhour = {0}, .byminute = {0}, .bysecond = {0}};
  return rrule_ticks(std::move(r), dmin, dmax, "DayLocator");
}
std::vector<double> DayLocator::operator()(const AxisView& v) const { return tick_values(v.vmin, v.vmax); }

void HourLocator::check(std::string_view call) const {
  check_values(call, "HourLocator", "byhour", byhour, 0, 23);
  check_interval(call, "HourLocator", interval);
}
std::vector<double> HourLocator::tick_values(double vmin, double vmax) const {
  check("HourLocator");
  const auto [dmin, dmax] = view_instants(vmin, vmax, "HourLocator");
  RRule r{.freq = DateFrequency::Hourly, .interval = interval, .byhour = byhour.empty() ? every(0, 24, 1) : byhour,
          .byminute = {0}, .bysecond = {0}};
  return rrule_ticks(std::move(r), dmin, dmax, "HourLocator");
}
std::vector<double> HourLocator::operator()(const AxisView& v) const { return tick_values(v.vmin, v.vmax); }

void MinuteLocator::check(std::string_view call) const {
  check_values(call, "MinuteLocator", "byminute", byminute, 0, 59);
  check_interval(call, "MinuteLocator", interval);
}
std::vector<double> MinuteLocator::tick_values(double vmin, double vmax) const {
  check("MinuteLocator");
  const auto [dmin, dmax] = view_instants(vmin, vmax, "MinuteLocator");
  RRule r{.freq = DateFrequency::Minutely, .interval = interval,
          .byminute = byminute.empty() ? every(0, 60, 1) : byminute, .bysecond = {0}};
  return rrule_ticks(std::move(r), dmin, dmax, "MinuteLocator");
}
std::vector<double> MinuteLocator::operator()(const AxisView& v) const { return tick_values(v.vmin, v.vmax); }

void SecondLocator::check(std::string_view call) const {
  check_values(call, "SecondLocator", "bysecond", bysecond, 0, 59);
  check_interval(call, "SecondLocator", interval);
}
std::vector<double> SecondLocator::tick_values(double vmin, double vmax) const {
  check("SecondLocator");
  const auto [dmin, dmax] = view_instants(vmin, vmax, "SecondLocator");
  RRule r{.freq = DateFrequency::Secondly, .interval = interval,
          .bysecond = bysecond.empty() ? every(0, 60, 1) : bysecond};
  return rrule_ticks(std::move(r), dmin, dmax, "SecondLocator");
}
std::vector<double> SecondLocator::operator()(const AxisView& v) const { return tick_values(v.vmin, v.vmax); }

}  // namespace libplot
