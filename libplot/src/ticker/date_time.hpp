#pragma once
// Instants as whole microseconds since 1970-01-01T00:00 UTC, the resolution of Python's
// datetime that matplotlib's date locators work in, and their civil fields (not installed).
#include <cstdint>
#include <string_view>

#include "libplot/dates.hpp"

namespace libplot::date_detail {

constexpr std::int64_t kUsPerSecond = 1'000'000;
constexpr std::int64_t kUsPerDay = 86'400 * kUsPerSecond;

// Floor division and modulo for negative instants.
inline std::int64_t floor_div(std::int64_t a, std::int64_t b) {
  const std::int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}
inline std::int64_t floor_mod(std::int64_t a, std::int64_t b) { return a - floor_div(a, b) * b; }

int days_in_month(int year, int month);
std::int64_t days_from_civil(int year, int month, int day);
// Fields of an instant (no range check) and back (fields assumed valid).
DateTime to_fields(std::int64_t us);
std::int64_t to_us(const DateTime& d);
// date2num of an instant, as matplotlib computes it from datetime64[us].
double us_to_num(std::int64_t us);
// num2date's microseconds (range-checked, rounded as matplotlib rounds them).
std::int64_t num_to_us(double x, std::string_view call);

// dateutil's relativedelta(dt1, dt2), normalised as relativedelta._fix leaves it.
struct RelativeDelta {
  std::int64_t years = 0, months = 0, days = 0, hours = 0, minutes = 0, seconds = 0, microseconds = 0;
};
RelativeDelta relativedelta(std::int64_t dt1, std::int64_t dt2);
// dt - delta, or nullopt-like false when the result leaves years 1..9999 (Python raises there).
bool subtract(std::int64_t dt, const RelativeDelta& d, std::int64_t& out);

}  // namespace libplot::date_detail
