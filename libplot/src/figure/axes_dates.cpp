// Date axes (matplotlib's DateConverter): time points become days since 1970-01-01 (date2num)
// and the axis a date axis, whose default ticks are AutoDateLocator's with AutoDateFormatter's
// labels (layout/axes_layout.cpp). The axes sharing the view share it, as matplotlib shares units.
#include <cmath>
#include <string>

#include "libplot/axes.hpp"
#include "libplot/error.hpp"
#include "figure/checks.hpp"
#include "model/axes_state.hpp"
#include "ticker/date_time.hpp"

namespace libplot {

namespace {

// One value a date in years 0001..9999: "plot: x[2] is date 3e+06 (days since 1970-01-01),
// outside years 0001..9999", "plot: x[1] is nan; a time point must be finite".
void check_date_value(std::string_view call, const std::string& name, double v) {
  if (!std::isfinite(v))
    throw InvalidArgument(std::string(call) + ": " + name + " is " + check::show(v) +
                          "; a time point must be finite");
  try {
    (void)date_detail::num_to_us(v, call);
  } catch (const InvalidArgument&) {
    throw InvalidArgument(std::string(call) + ": " + name + " is date " + check::show(v) +
                          " (days since 1970-01-01), outside years 0001..9999");
  }
}

void check_dates(std::string_view call, std::string_view arg, std::span<const double> nums) {
  for (std::size_t i = 0; i < nums.size(); ++i)
    check_date_value(call, std::string(arg) + "[" + std::to_string(i) + "]", nums[i]);
}

void check_date(std::string_view call, std::string_view arg, const Date& d) {
  check_date_value(call, std::string(arg), d.num);
}

void mark_dates(Axes& ax, bool is_x) {
  for (Axes* o : shared_group(ax, is_x)) (is_x ? state_of(*o).x : state_of(*o).y).dates = true;
}

}  // namespace

void Axes::xaxis_date() { mark_dates(*this, true); }
void Axes::yaxis_date() { mark_dates(*this, false); }

void Axes::plot(const Dates& x, std::span<const double> y, const LineOptions& o) {
  check_dates("plot", "x", x.nums());
  plot(std::span<const double>(x.nums()), y, o);
  xaxis_date();
}

void Axes::plot(std::span<const double> x, const Dates& y, const LineOptions& o) {
  check_dates("plot", "y", y.nums());
  plot(x, std::span<const double>(y.nums()), o);
  yaxis_date();
}

ScalarMappable Axes::scatter(const Dates& x, std::span<const double> y, const ScatterOptions& o) {
  check_dates("scatter", "x", x.nums());
  ScalarMappable r = scatter(std::span<const double>(x.nums()), y, o);
  xaxis_date();
  return r;
}

ScalarMappable Axes::scatter(std::span<const double> x, const Dates& y, const ScatterOptions& o) {
  check_dates("scatter", "y", y.nums());
  ScalarMappable r = scatter(x, std::span<const double>(y.nums()), o);
  yaxis_date();
  return r;
}

BarContainer Axes::bar(const Dates& x, std::span<const double> heights, const BarOptions& o) {
  check_dates("bar", "x", x.nums());
  BarContainer r = bar(std::span<const double>(x.nums()), heights, o);
  xaxis_date();
  return r;
}

void Axes::fill_between(const Dates& x, std::span<const double> y1, std::span<const double> y2,
                        const FillOptions& o) {
  check_dates("fill_between", "x", x.nums());
  fill_between(std::span<const double>(x.nums()), y1, y2, o);
  xaxis_date();
}

void Axes::axvline(Date x, const RefLineOptions& o) {
  check_date("axvline", "x", x);
  axvline(x.num, o);
  xaxis_date();
}

void Axes::axvspan(Date x0, Date x1, const SpanOptions& o) {
  check_date("axvspan", "x0", x0);
  check_date("axvspan", "x1", x1);
  axvspan(x0.num, x1.num, o);
  xaxis_date();
}

void Axes::axhline(Date y, const RefLineOptions& o) {
  check_date("axhline", "y", y);
  axhline(y.num, o);
  yaxis_date();
}

void Axes::set_xlim(Date lo, Date hi) {
  check_date("set_xlim", "lo", lo);
  check_date("set_xlim", "hi", hi);
  set_xlim(lo.num, hi.num);
  xaxis_date();
}

void Axes::set_ylim(Date lo, Date hi) {
  check_date("set_ylim", "lo", lo);
  check_date("set_ylim", "hi", hi);
  set_ylim(lo.num, hi.num);
  yaxis_date();
}

}  // namespace libplot
