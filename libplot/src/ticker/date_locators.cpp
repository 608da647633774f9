// matplotlib.dates' locators: AutoDateLocator and the rrule locators users set themselves.
#include <algorithm>
#include <cmath>
#include <iterator>
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
      bad(call, std::string(locator) + " " + field + " holds " + std::to_string(x) +
                    "; each must be within " + std::to_string(lo) + ".." + std::to_string(hi));
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

// The rrule fields from months to seconds, indexed by frequency - 1: what MonthLocator ...
// SecondLocator tick on and the finer fields they pin to their first value.
struct ByField {
  const char* name;
  int lo, hi;
  std::vector<int> RRule::*field;
};
constexpr ByField kByFields[5] = {{"bymonth", 1, 12, &RRule::bymonth},
                                  {"bymonthday", 1, 31, &RRule::bymonthday},
                                  {"byhour", 0, 23, &RRule::byhour},
                                  {"byminute", 0, 59, &RRule::byminute},
                                  {"bysecond", 0, 59, &RRule::bysecond}};

const ByField& by_field(DateFrequency f) { return kByFields[static_cast<int>(f) - 1]; }

void check_field(std::string_view call, const char* locator, DateFrequency f, const std::vector<int>& values,
                 int interval) {
  check_values(call, locator, by_field(f).name, values, by_field(f).lo, by_field(f).hi);
  check_interval(call, locator, interval);
}

// The rrule locators' ticks: `values` of f's field (every value when empty), every
// interval-th, and the finer fields the locator leaves empty in `r` at their first value.
std::vector<double> field_ticks(const char* locator, DateFrequency f, const std::vector<int>& values,
                                int interval, RRule r, double vmin, double vmax) {
  const auto [dmin, dmax] = view_instants(vmin, vmax, locator);
  r.freq = f;
  r.interval = interval;
  const ByField& own = by_field(f);
  r.*own.field = values.empty() ? every(own.lo, own.hi + 1, 1) : values;
  for (const ByField* finer = &own + 1; finer != std::end(kByFields); ++finer)
    if ((r.*finer->field).empty()) r.*finer->field = {finer->lo};
  return rrule_ticks(std::move(r), dmin, dmax, locator);
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

std::vector<double> year_ticks(int base, int month, int day, std::int64_t dmin, std::int64_t dmax,
                               std::string_view call) {
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
  RRule r{.freq = DateFrequency::Yearly,
          .interval = base,
          .bymonth = {month},
          .bymonthday = {day},
          .byhour = {0},
          .byminute = {0},
          .bysecond = {0},
          .dtstart = start - floor_mod(start, kUsPerSecond)};
  std::vector<double> out;
  for (std::int64_t t : between(r, start, stop, call)) out.push_back(us_to_num(t));
  if (out.empty()) return {us_to_num(start), us_to_num(stop)};
  return out;
}

}  // namespace

// ---- AutoDateLocator

void AutoDateLocator::check(std::string_view call) const {
  if (minticks < 1)
    bad(call, "AutoDateLocator minticks is " + std::to_string(minticks) + "; it must be >= 1");
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
  const double nums[7] = {num_years,
                          num_months,
                          num_days,
                          num_hours,
                          num_minutes,
                          std::floor(total_seconds),
                          std::floor(total_seconds * 1e6)};
  // matplotlib's intervald with interval_multiples (DAILY 3 swapped for 4, 21 dropped).
  static const std::vector<int> kIntervals[7] = {
      {1, 2, 4, 5, 10, 20, 40, 50, 100, 200, 400, 500, 1000, 2000, 4000, 5000, 10000},
      {1, 2, 3, 4, 6},
      {1, 2, 4, 7, 14},
      {1, 2, 3, 4, 6, 12},
      {1, 5, 10, 15, 30},
      {1, 5, 10, 15, 30},
      {1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000, 200000, 500000,
       1000000}};
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
  if (c.frequency == DateFrequency::Yearly)
    return year_ticks(c.interval, 1, 1, dmin, dmax, "AutoDateLocator");
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

std::vector<double> AutoDateLocator::operator()(const AxisView& v) const {
  return tick_values(v.vmin, v.vmax);
}

// ---- the rrule locators

void YearLocator::check(std::string_view call) const {
  if (base < 1) bad(call, "YearLocator base is " + std::to_string(base) + "; it must be >= 1");
  if (month < 1 || month > 12)
    bad(call, "YearLocator month is " + std::to_string(month) + "; it must be within 1..12");
  // datetime.replace needs the day in every year the ticks fall in: no 29 February.
  const int last = days_in_month(2001, month);
  if (day < 1 || day > last)
    bad(call, "YearLocator day is " + std::to_string(day) + "; month " + std::to_string(month) +
                  " has days 1.." + std::to_string(last));
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
  return field_ticks("MonthLocator", DateFrequency::Monthly, bymonth, interval,
                     RRule{.bymonthday = {bymonthday}}, vmin, vmax);
}
std::vector<double> MonthLocator::operator()(const AxisView& v) const { return tick_values(v.vmin, v.vmax); }

void DayLocator::check(std::string_view call) const {
  check_field(call, "DayLocator", DateFrequency::Daily, bymonthday, interval);
}
std::vector<double> DayLocator::tick_values(double vmin, double vmax) const {
  check("DayLocator");
  return field_ticks("DayLocator", DateFrequency::Daily, bymonthday, interval, {}, vmin, vmax);
}
std::vector<double> DayLocator::operator()(const AxisView& v) const { return tick_values(v.vmin, v.vmax); }

void HourLocator::check(std::string_view call) const {
  check_field(call, "HourLocator", DateFrequency::Hourly, byhour, interval);
}
std::vector<double> HourLocator::tick_values(double vmin, double vmax) const {
  check("HourLocator");
  return field_ticks("HourLocator", DateFrequency::Hourly, byhour, interval, {}, vmin, vmax);
}
std::vector<double> HourLocator::operator()(const AxisView& v) const { return tick_values(v.vmin, v.vmax); }

void MinuteLocator::check(std::string_view call) const {
  check_field(call, "MinuteLocator", DateFrequency::Minutely, byminute, interval);
}
std::vector<double> MinuteLocator::tick_values(double vmin, double vmax) const {
  check("MinuteLocator");
  return field_ticks("MinuteLocator", DateFrequency::Minutely, byminute, interval, {}, vmin, vmax);
}
std::vector<double> MinuteLocator::operator()(const AxisView& v) const { return tick_values(v.vmin, v.vmax); }

void SecondLocator::check(std::string_view call) const {
  check_field(call, "SecondLocator", DateFrequency::Secondly, bysecond, interval);
}
std::vector<double> SecondLocator::tick_values(double vmin, double vmax) const {
  check("SecondLocator");
  return field_ticks("SecondLocator", DateFrequency::Secondly, bysecond, interval, {}, vmin, vmax);
}
std::vector<double> SecondLocator::operator()(const AxisView& v) const { return tick_values(v.vmin, v.vmax); }

}  // namespace libplot
