#pragma once
// The part of dateutil's rrule that matplotlib's date locators use (not installed): occurrences
// at a frequency, every interval-th period counted from dtstart, filtered and expanded by the
// bymonth / bymonthday / byhour / byminute / bysecond lists.
#include <cstdint>
#include <string_view>
#include <vector>

#include "libplot/dates.hpp"

namespace libplot::date_detail {

struct RRule {
  DateFrequency freq = DateFrequency::Daily;  // Yearly .. Secondly
  int interval = 1;
  // Empty: any value for a field at or coarser than freq, dtstart's value for a finer one.
  std::vector<int> bymonth{}, bymonthday{}, byhour{}, byminute{}, bysecond{};
  std::int64_t dtstart = 0;  // microseconds since the epoch; whole seconds, as rrule keeps it
};

// rrule.between(after, before, inc=True): occurrences in [after, before], ascending. Throws
// InvalidArgument "<call>: ..." when more than a million periods would be searched.
std::vector<std::int64_t> between(const RRule& r, std::int64_t after, std::int64_t before,
                                  std::string_view call);

// RRuleLocator.tick_values for the view [dmin, dmax]: dtstart = dmin - relativedelta(dmax,
// dmin) (0001-01-01 where that leaves the calendar); the view's ends when nothing falls in it.
std::vector<double> rrule_ticks(RRule r, std::int64_t dmin, std::int64_t dmax, std::string_view call);

}  // namespace libplot::date_detail
