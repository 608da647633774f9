// dateutil's rrule, as far as matplotlib's date locators use it.
#include "ticker/date_rrule.hpp"

#include <algorithm>
#include <array>
#include <string>

#include "libplot/error.hpp"
#include "ticker/date_time.hpp"

namespace libplot::date_detail {
namespace {

constexpr std::int64_t kUsPerUnit[] = {0, 0, kUsPerDay, 3'600'000'000LL, 60'000'000LL, kUsPerSecond};
constexpr std::int64_t kMaxPeriods = 1'000'000;

std::int64_t period_of(DateFrequency f, std::int64_t us) {
  const int i = static_cast<int>(f);
  if (i >= 2) return floor_div(us, kUsPerUnit[i]);
  const DateTime d = to_fields(us);
  return f == DateFrequency::Yearly ? d.year : static_cast<std::int64_t>(d.year) * 12 + (d.month - 1);
}

// Fields year .. second of a period's first instant.
std::array<int, 6> period_start(DateFrequency f, std::int64_t p) {
  const int i = static_cast<int>(f);
  if (i == 0) return {static_cast<int>(p), 1, 1, 0, 0, 0};
  if (i == 1) return {static_cast<int>(floor_div(p, 12)), static_cast<int>(floor_mod(p, 12)) + 1, 1, 0, 0, 0};
  const DateTime d = to_fields(p * kUsPerUnit[i]);
  return {d.year, d.month, d.day, d.hour, d.minute, d.second};
}

std::string show_us(std::int64_t us) {
  const DateTime d = to_fields(us);
  return strftime("%Y-%m-%d %H:%M:%S", d);
}

}  // namespace

std::vector<std::int64_t> between(const RRule& r, std::int64_t after, std::int64_t before,
                                  std::string_view call) {
  std::vector<std::int64_t> out;
  if (before < after) return out;
  const int f = static_cast<int>(r.freq);
  const DateTime start = to_fields(r.dtstart);
  const std::array<int, 6> start_fields = {start.year, start.month,  start.day,
                                           start.hour, start.minute, start.second};
  const std::array<const std::vector<int>*, 6> by = {nullptr,   &r.bymonth,  &r.bymonthday,
                                                     &r.byhour, &r.byminute, &r.bysecond};
  // Finer fields: their lists (sorted), or dtstart's value.
  std::array<std::vector<int>, 6> values;
  for (int j = f + 1; j < 6; ++j) {
    values[j] = by[j]->empty() ? std::vector<int>{start_fields[j]} : *by[j];
    std::sort(values[j].begin(), values[j].end());
  }
  const std::int64_t p0 = period_of(r.freq, r.dtstart);
  std::int64_t first = std::max(period_of(r.freq, after), p0);
  first += floor_mod(p0 - first, r.interval);  // the first period counted from dtstart's
  const std::int64_t last = period_of(r.freq, before);
  if (last >= first && (last - first) / r.interval > kMaxPeriods)
    throw InvalidArgument(std::string(call) + ": the view " + show_us(after) + " .. " + show_us(before) +
                          " holds more than 1000000 tick periods");
  for (std::int64_t p = first; p <= last; p += r.interval) {
    std::array<int, 6> fields = period_start(r.freq, p);
    bool keep = true;
    for (int j = 1; j <= f && keep; ++j)
      keep = by[j]->empty() || std::find(by[j]->begin(), by[j]->end(), fields[j]) != by[j]->end();
    if (!keep) continue;
    // Every combination of the finer fields, coarsest outermost, so the results ascend.
    std::array<std::size_t, 6> idx{};
    while (true) {
      for (int j = f + 1; j < 6; ++j) fields[j] = values[j][idx[j]];
      if (fields[2] <= days_in_month(fields[0], fields[1])) {
        const std::int64_t t =
            to_us(DateTime{fields[0], fields[1], fields[2], fields[3], fields[4], fields[5], 0});
        if (t >= after && t <= before && t >= r.dtstart) out.push_back(t);
      }
      int j = 5;
      for (; j > f; --j) {
        if (++idx[j] < values[j].size()) break;
        idx[j] = 0;
      }
      if (j <= f) break;
    }
  }
  return out;
}

std::vector<double> rrule_ticks(RRule r, std::int64_t dmin, std::int64_t dmax, std::string_view call) {
  std::int64_t start = 0;
  if (!subtract(dmin, relativedelta(dmax, dmin), start)) start = to_us(DateTime{1, 1, 1, 0, 0, 0, 0});
  r.dtstart = start - floor_mod(start, kUsPerSecond);
  const std::vector<std::int64_t> dates = between(r, dmin, dmax, call);
  if (dates.empty()) return {us_to_num(dmin), us_to_num(dmax)};
  std::vector<double> out;
  out.reserve(dates.size());
  for (std::int64_t t : dates) out.push_back(us_to_num(t));
  return out;
}

}  // namespace libplot::date_detail
