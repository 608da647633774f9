#pragma once
// Date/time axes, modelled on matplotlib 3.6's matplotlib.dates. Time is UTC and, as in
// matplotlib, an axis holds it as a float: days since 1970-01-01T00:00 (date2num), so that the
// date locators and formatters below do matplotlib's arithmetic on the same numbers. Any
// std::chrono::sys_time (sys_days, sys_seconds, system_clock::time_point, ...) converts; the
// Axes calls that take `Dates` / `Date` convert for you and turn the axis into a date axis.
// docs/ticker.md#dates describes the pieces and what is not reproduced (time zones,
// interval_multiples=False).
#include <array>
#include <chrono>
#include <cmath>
#include <concepts>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <optional>
#include <ranges>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "libplot/export.hpp"
#include "libplot/ticker.hpp"

namespace libplot {

// True for std::chrono::sys_time<Duration> of any duration (sys_days, sys_seconds, ...).
template <class T>
inline constexpr bool is_sys_time_v = false;
template <class Duration>
inline constexpr bool is_sys_time_v<std::chrono::sys_time<Duration>> = true;

// matplotlib's date2num: days since 1970-01-01T00:00 UTC as a float, computed as matplotlib
// does from numpy datetime64 (whole seconds since the epoch plus the nanoseconds beyond them,
// divided by 86400); finer than nanoseconds is truncated; a NaN or infinite floating-point
// time point gives NaN or inf. No range check here: the Axes calls
// check years 0001..9999.
template <class Duration>
double date2num(std::chrono::sys_time<Duration> t) {
  using namespace std::chrono;
  if constexpr (std::is_floating_point_v<typename Duration::rep>) {
    const auto c = t.time_since_epoch().count();
    if (!std::isfinite(c)) return static_cast<double>(c);  // NaN and inf stay what they are
  }
  const sys_seconds s = floor<seconds>(t);
  const auto extra = duration_cast<nanoseconds>(t - s).count();
  const double dt = static_cast<double>(s.time_since_epoch().count()) + static_cast<double>(extra) / 1.0e9;
  return dt / 86400.0;
}

// A broken-down UTC time, Python's datetime fields (what num2date returns).
struct DateTime {
  int year = 1970, month = 1, day = 1;
  int hour = 0, minute = 0, second = 0, microsecond = 0;
  friend bool operator==(const DateTime&, const DateTime&) = default;
};

// matplotlib's num2date: the date `x` days after 1970-01-01, rounded to the microsecond (to 20
// microseconds more than 70 years from 1970, as matplotlib does). Throws InvalidArgument
// "num2date: date 3000000 (days since 1970-01-01) is outside years 0001..9999" (and for NaN/inf).
LIBPLOT_API DateTime num2date(double x);
// date2num of broken-down fields. Throws InvalidArgument naming the field that is out of range
// ("date2num: month is 13; it must be within 1..12").
LIBPLOT_API double date2num(const DateTime& d);
// The same time as a time point (microseconds).
LIBPLOT_API std::chrono::sys_time<std::chrono::microseconds> to_time_point(const DateTime& d);

// Python's datetime.strftime (C locale) for the directives a b A B d e f H I j m M p S U w W y Y
// and %%; other text is copied. Throws FormatError "<call>: fmt '%Q' has the unknown directive
// '%Q'" on any other directive or a lone trailing '%'.
LIBPLOT_API std::string strftime(std::string_view fmt, const DateTime& d, std::string_view call = "strftime");

// One time point as an axis value (set_xlim, axvline, axvspan on dates).
struct Date {
  double num = 0.0;  // date2num of the time point
  template <class Duration>
  Date(std::chrono::sys_time<Duration> t) : num(date2num(t)) {}  // NOLINT: implicit on purpose
};

// A column of time points as axis values (plot, scatter, bar, fill_between on dates): from any
// range of sys_time values (std::vector<std::chrono::sys_days>, an array of
// system_clock::time_point, ...).
class Dates {
 public:
  template <std::ranges::input_range R>
  requires is_sys_time_v<std::remove_cvref_t<std::ranges::range_value_t<R>>> Dates(
      const R& times) {  // NOLINT: implicit on purpose, as ax.plot(days, y)
    for (const auto& t : times) nums_.push_back(date2num(t));
  }
  template <class Duration>
  Dates(std::initializer_list<std::chrono::sys_time<Duration>> times) {
    for (const auto& t : times) nums_.push_back(date2num(t));
  }
  // The axis values, date2num of each time point.
  const std::vector<double>& nums() const { return nums_; }
  std::size_t size() const { return nums_.size(); }

 private:
  std::vector<double> nums_;
};

// ---- locators (matplotlib.dates): ticks as date numbers

// The tick frequencies of AutoDateLocator (dateutil's YEARLY ... SECONDLY, and microseconds).
enum class DateFrequency { Yearly, Monthly, Daily, Hourly, Minutely, Secondly, Microsecondly };

// AutoDateLocator with interval_multiples=True (matplotlib 3.6's default, the locator of every
// date axis): the coarsest frequency giving at least `minticks` ticks over the view, the first
// interval of matplotlib's intervald table for it giving at most maxticks[freq] ticks, ticks on
// multiples of the interval (years: YearLocator(interval); months 1, 4, 7, 10; days 1, 15; ...).
struct LIBPLOT_API AutoDateLocator {
  int minticks = 5;
  // Per frequency (Yearly ... Microsecondly), matplotlib's defaults.
  std::array<int, 7> maxticks = {11, 12, 11, 12, 11, 11, 8};
  void check(std::string_view call = "AutoDateLocator") const;  // minticks >= 1, maxticks >= 2

  struct Choice {
    DateFrequency frequency = DateFrequency::Yearly;
    int interval = 1;
  };
  // The frequency and interval get_locator picks for the view [vmin, vmax] (either order).
  Choice choose(double vmin, double vmax) const;
  // Days per tick unit of that frequency (matplotlib's _get_unit: 365, 30, 1, 1/24, ...).
  static double unit_days(DateFrequency f);
  std::vector<double> tick_values(double vmin, double vmax) const;
  // AutoDateLocator.nonsingular: an empty view widens by two years each way; NaN/inf gives
  // (0, 1), 1970-01-01 to 1970-01-02.
  std::pair<double, double> nonsingular(double vmin, double vmax) const;
  std::vector<double> operator()(const AxisView& v) const;
};

// Ticks every `base` years on month/day (YearLocator(base, month, day)), from the last multiple
// of base at or before the view to the first at or after it.
struct LIBPLOT_API YearLocator {
  int base = 1, month = 1, day = 1;
  void check(std::string_view call = "YearLocator") const;
  std::vector<double> tick_values(double vmin, double vmax) const;
  std::vector<double> operator()(const AxisView& v) const;
};

// Ticks on day `bymonthday` of the months in `bymonth` (empty = every month), every
// `interval`-th month counted as dateutil's rrule counts them (MonthLocator).
struct LIBPLOT_API MonthLocator {
  std::vector<int> bymonth{};
  int bymonthday = 1;
  int interval = 1;
  void check(std::string_view call = "MonthLocator") const;
  std::vector<double> tick_values(double vmin, double vmax) const;
  std::vector<double> operator()(const AxisView& v) const;
};

// Ticks at midnight of the days of the month in `bymonthday` (empty = every day), every
// `interval`-th day (DayLocator).
struct LIBPLOT_API DayLocator {
  std::vector<int> bymonthday{};
  int interval = 1;
  void check(std::string_view call = "DayLocator") const;
  std::vector<double> tick_values(double vmin, double vmax) const;
  std::vector<double> operator()(const AxisView& v) const;
};

// Ticks on the hours in `byhour` (empty = every hour), every `interval`-th hour (HourLocator).
struct LIBPLOT_API HourLocator {
  std::vector<int> byhour{};
  int interval = 1;
  void check(std::string_view call = "HourLocator") const;
  std::vector<double> tick_values(double vmin, double vmax) const;
  std::vector<double> operator()(const AxisView& v) const;
};

// Ticks on the minutes in `byminute` (empty = every minute), every `interval`-th (MinuteLocator).
struct LIBPLOT_API MinuteLocator {
  std::vector<int> byminute{};
  int interval = 1;
  void check(std::string_view call = "MinuteLocator") const;
  std::vector<double> tick_values(double vmin, double vmax) const;
  std::vector<double> operator()(const AxisView& v) const;
};

// Ticks on the seconds in `bysecond` (empty = every second), every `interval`-th (SecondLocator).
struct LIBPLOT_API SecondLocator {
  std::vector<int> bysecond{};
  int interval = 1;
  void check(std::string_view call = "SecondLocator") const;
  std::vector<double> tick_values(double vmin, double vmax) const;
  std::vector<double> operator()(const AxisView& v) const;
};

// ---- formatters

// Each tick through strftime(fmt) (DateFormatter).
struct LIBPLOT_API DateFormatter {
  std::string fmt{};
  // FormatError "<call>: DateFormatter fmt is empty" or an unknown directive.
  void check(std::string_view call = "DateFormatter") const;
  std::string format(double x) const;
  TickLabels operator()(const std::vector<double>& locs, const AxisView&) const;
};

// AutoDateFormatter: the format of the first entry of `scaled` (days per tick unit, ascending)
// at or above the unit of the frequency `locator` picks for the view; the default formatter
// of a date axis. The defaults are matplotlib's date.autoformatter.* rcParams.
struct LIBPLOT_API AutoDateFormatter {
  AutoDateLocator locator{};
  std::string defaultfmt = "%Y-%m-%d";
  std::vector<std::pair<double, std::string>> scaled = {{1.0 / 86400e6, "%M:%S.%f"},
                                                        {1.0 / 86400, "%H:%M:%S"},
                                                        {1.0 / 1440, "%d %H:%M"},
                                                        {1.0 / 24, "%m-%d %H"},
                                                        {1.0, "%Y-%m-%d"},
                                                        {30.0, "%Y-%m"},
                                                        {365.0, "%Y"}};
  void check(std::string_view call = "AutoDateFormatter") const;
  // The format for a view (matplotlib reads the locator's last choice; this asks it afresh).
  std::string format_for(double vmin, double vmax) const;
  TickLabels operator()(const std::vector<double>& locs, const AxisView& v) const;
};

// ConciseDateFormatter: labels as short as the ticks allow (the finest level at which the
// ticks differ: years, months, days, hours, minutes, seconds), "zero" ticks (a new month, day,
// ...) with the coarser zero_format, and an offset text at the axis end with what the labels
// leave out ("2021-Mar-04"). Empty zero_formats = matplotlib's default for `formats`.
struct LIBPLOT_API ConciseDateFormatter {
  std::array<std::string, 6> formats = {"%Y", "%b", "%d", "%H:%M", "%H:%M", "%S.%f"};
  std::optional<std::array<std::string, 6>> zero_formats{};
  std::array<std::string, 6> offset_formats = {"", "%Y", "%Y-%b", "%Y-%b-%d", "%Y-%b-%d", "%Y-%b-%d %H:%M"};
  bool show_offset = true;
  void check(std::string_view call = "ConciseDateFormatter") const;
  // format_ticks and get_offset for all the locator's ticks.
  TickLabels format(const std::vector<double>& locs) const;
  TickLabels operator()(const std::vector<double>& locs, const AxisView&) const;
};

}  // namespace libplot
