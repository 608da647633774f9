// Date conversion, locators and formatters against matplotlib 3.6.3 (mpl_dates.inc, written by
// measure_dates.py): for each view, the ticks the axis's locator returns and the labels and
// offset its formatter gives them, exactly.
#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <string>
#include <vector>

#include "expect_error.hpp"
#include "libplot/error.hpp"
#include "libplot/libplot.hpp"
#include "recorded_texts.hpp"

using namespace libplot;
using testing_support::drawn_texts;

namespace {

struct DateNumCase {
  int year, month, day, hour, minute, second, microsecond;
  double num;
};
struct DateSpanCase {
  const char* name;
  double vmin, vmax;
  std::vector<double> locs;
  std::vector<std::string> auto_labels, concise_labels;
  const char* concise_offset;
};
struct SimpleLocatorCase {
  const char* name;
  double vmin, vmax;
  std::vector<double> locs;
};
struct AxisDrawCase {
  const char* name;
  std::vector<std::string> texts;
};
struct StrftimeCase {
  double num;
  const char* fmt;
  const char* expected;
};

#include "mpl_dates.inc"

AxisView view(double lo, double hi) {
  AxisView v;
  v.vmin = lo;
  v.vmax = hi;
  return v;
}

void expect_locs(const std::vector<double>& got, const std::vector<double>& want, const std::string& name) {
  ASSERT_EQ(got.size(), want.size()) << name;
  for (std::size_t i = 0; i < want.size(); ++i) EXPECT_NEAR(got[i], want[i], 1e-9) << name << " tick " << i;
}

}  // namespace

TEST(Dates, Date2numMatchesMatplotlib) {
  for (const DateNumCase& c : kDate2num) {
    const DateTime d{c.year, c.month, c.day, c.hour, c.minute, c.second, c.microsecond};
    EXPECT_EQ(date2num(d), c.num) << c.year << "-" << c.month << "-" << c.day;
    EXPECT_EQ(date2num(to_time_point(d)), c.num);
  }
  // Any chrono duration: days, seconds, nanoseconds.
  using namespace std::chrono;
  EXPECT_EQ(date2num(sys_days{2021y / March / 4}), 18690.0);
  EXPECT_EQ(date2num(sys_days{2021y / March / 4} + 10h + 3min + 20s + 123456us), 18690.41898291037);
  EXPECT_EQ(date2num(sys_time<nanoseconds>{sys_days{1970y / 1 / 2}} + 43200s), 1.5);
}

TEST(Dates, Num2dateRoundsAsMatplotlib) {
  for (const DateNumCase& c : kDate2num) {
    if (c.year == 9999) continue;  // 23:59:59.999999 rounds to the next year far from the epoch
    const DateTime d = num2date(c.num);
    EXPECT_EQ(d.year, c.year);
    EXPECT_EQ(d.month, c.month);
    EXPECT_EQ(d.day, c.day);
  }
  EXPECT_EQ(num2date(18690.41898291037), (DateTime{2021, 3, 4, 10, 3, 20, 123456}));
}

TEST(Dates, AutoDateLocatorAndFormattersMatchMatplotlib) {
  int matched = 0;
  for (const DateSpanCase& c : kSpans) {
    const AxisView v = view(c.vmin, c.vmax);
    const std::vector<double> locs = AutoDateLocator{}(v);
    expect_locs(locs, c.locs, c.name);
    const TickLabels a = AutoDateFormatter{}(c.locs, v);
    EXPECT_EQ(a.labels, c.auto_labels) << c.name;
    EXPECT_EQ(a.offset_text, "") << c.name;
    const TickLabels k = ConciseDateFormatter{}(c.locs, v);
    EXPECT_EQ(k.labels, c.concise_labels) << c.name;
    EXPECT_EQ(k.offset_text, c.concise_offset) << c.name;
    if (!testing::Test::HasFailure()) ++matched;
  }
  EXPECT_EQ(matched, 21);
}

TEST(Dates, SimpleLocatorsMatchMatplotlib) {
  const std::vector<Locator> locators = {
      YearLocator{5},
      YearLocator{1, 7, 4},
      MonthLocator{},
      MonthLocator{.bymonth = {1, 4, 7, 10}},
      MonthLocator{.bymonthday = 15, .interval = 2},
      DayLocator{},
      DayLocator{.bymonthday = {1, 15}},
      DayLocator{.interval = 3},
      HourLocator{},
      HourLocator{.byhour = {0, 6, 12, 18}},
      HourLocator{.interval = 5},
      MinuteLocator{},
      MinuteLocator{.byminute = {0, 30}},
      MinuteLocator{.interval = 15},
      SecondLocator{.bysecond = {0, 30}},
      SecondLocator{.interval = 10},
  };
  ASSERT_EQ(locators.size(), std::size(kSimple));
  for (std::size_t i = 0; i < locators.size(); ++i)
    expect_locs(locators[i](view(kSimple[i].vmin, kSimple[i].vmax)), kSimple[i].locs, kSimple[i].name);
}

TEST(Dates, StrftimeMatchesPython) {
  for (const StrftimeCase& c : kStrftime) {
    EXPECT_EQ(strftime(c.fmt, num2date(c.num)), c.expected) << c.fmt;
    EXPECT_EQ(DateFormatter{c.fmt}.format(c.num), c.expected) << c.fmt;
  }
}

TEST(Dates, AutoDateLocatorChoosesMatplotlibFrequencies) {
  const auto f = [](double lo, double hi) { return AutoDateLocator{}.choose(lo, hi); };
  EXPECT_EQ(f(0, 3652.5).frequency, DateFrequency::Yearly);
  EXPECT_EQ(f(0, 3652.5).interval, 1);
  EXPECT_EQ(f(0, 60).frequency, DateFrequency::Daily);
  EXPECT_EQ(f(0, 60).interval, 7);
  EXPECT_EQ(f(0, 0.5).frequency, DateFrequency::Hourly);
  EXPECT_EQ(f(0, 0.5).interval, 2);
  EXPECT_EQ(AutoDateLocator{}.nonsingular(5, 5), (std::pair<double, double>{-725, 735}));
  EXPECT_EQ(AutoDateLocator{}.nonsingular(NAN, 5), (std::pair<double, double>{0, 1}));
  EXPECT_EQ(AutoDateFormatter{}.format_for(0, 0.5), "%m-%d %H");
}

TEST(Dates, ConciseDateFormatterOptions) {
  // No offset when asked; a single tick counts as the seconds level.
  const ConciseDateFormatter no_offset{.show_offset = false};
  EXPECT_EQ(no_offset.format({18690.0, 18691.0}).offset_text, "");
  const TickLabels one = ConciseDateFormatter{}.format({18690.5});
  EXPECT_EQ(one.labels, std::vector<std::string>{"12:00"});
  EXPECT_EQ(one.offset_text, "2021-Mar-04 12:00");
  // Custom formats: zero formats default to [''] + formats[:-1].
  ConciseDateFormatter custom;
  custom.formats = {"%Y", "%m", "%d", "%H", "%M", "%S"};
  EXPECT_EQ(custom.format({18686.0, 18687.0, 18688.0}).labels, (std::vector<std::string>{"28", "03", "02"}));
}

TEST(Dates, ErrorsNameTheArgumentAndValue) {
  expect_error<InvalidArgument>([] { (void)num2date(3e6); },
                                "num2date: date 3e+06 (days since 1970-01-01) is outside years 0001..9999");
  expect_error<InvalidArgument>([] { (void)num2date(NAN); },
                                "num2date: date nan (days since 1970-01-01) is outside years 0001..9999");
  expect_error<InvalidArgument>(
      [] {
        (void)date2num(DateTime{2021, 13, 1});
      },
      "date2num: month is 13; it must be within 1..12");
  expect_error<InvalidArgument>(
      [] {
        (void)date2num(DateTime{2021, 2, 29});
      },
      "date2num: day is 29; it must be within 1..28");
  expect_error<FormatError>([] { DateFormatter{""}.check("set_major_formatter"); },
                            "set_major_formatter: DateFormatter fmt is empty");
  expect_error<FormatError>([] { DateFormatter{"%Y %Q"}.check("set_major_formatter"); },
                            "set_major_formatter: fmt '%Y %Q' has the unknown directive '%Q'");
  expect_error<FormatError>([] { (void)strftime("100%", DateTime{}); },
                            "strftime: fmt '100%' ends with a lone '%'");
  expect_error<InvalidArgument>([] { AutoDateLocator{.minticks = 0}.check("set_major_locator"); },
                                "set_major_locator: AutoDateLocator minticks is 0; it must be >= 1");
  expect_error<InvalidArgument>([] { DayLocator{.interval = 0}.check("set_major_locator"); },
                                "set_major_locator: DayLocator interval is 0; it must be >= 1");
  expect_error<InvalidArgument>(
      [] {
        HourLocator{.byhour = {6, 24}}.check("set_major_locator");
      },
      "set_major_locator: HourLocator byhour holds 24; each must be within 0..23");
  expect_error<InvalidArgument>(
      [] {
        YearLocator{1, 2, 29}.check("set_major_locator");
      },
      "set_major_locator: YearLocator day is 29; month 2 has days 1..28");
  expect_error<InvalidArgument>(
      [] { (void)SecondLocator{}.tick_values(0, 3650); },
      "SecondLocator: the view 1970-01-01 00:00:00 .. 1979-12-30 00:00:00 holds more "
      "than 1000000 tick periods");
}

// ---- on an axis: time points given to Axes calls make a date axis (kAxisDraw, same figures
// drawn by matplotlib 3.6.3: tick labels in view, then the offset text)

namespace {

std::vector<std::chrono::sys_days> day_run(std::chrono::sys_days start, int n, int step = 1) {
  std::vector<std::chrono::sys_days> d;
  for (int i = 0; i < n; ++i) d.push_back(start + std::chrono::days{i * step});
  return d;
}

const AxisDrawCase& axis_case(const std::string& name) {
  for (const AxisDrawCase& c : kAxisDraw)
    if (name == c.name) return c;
  throw std::runtime_error("no case " + name);
}

}  // namespace

TEST(DateAxis, DrawsWhatMatplotlibDraws) {
  using namespace std::chrono;
  {
    Figure fig(Theme{}, {.width = 4, .height = 3});
    Axes& ax = fig.axes();
    std::vector<double> y;
    for (int i = 0; i < 53; ++i) y.push_back(i);
    ax.plot(day_run(sys_days{2019y / January / 1}, 53, 7), y);
    ax.yaxis().set_major_locator(NullLocator{});
    EXPECT_EQ(drawn_texts(fig), axis_case("plot a year of weekly values").texts);
  }
  {
    Figure fig(Theme{}, {.width = 4, .height = 3});
    Axes& ax = fig.axes();
    const std::vector<double> y{1};
    ax.plot(day_run(sys_days{2020y / June / 1}, 1), y, {.linestyle = "none", .marker = "o"});
    ax.yaxis().set_major_locator(NullLocator{});
    EXPECT_EQ(drawn_texts(fig), axis_case("plot one date").texts);
  }
  {
    Figure fig(Theme{}, {.width = 4, .height = 3});
    Axes& ax = fig.axes();
    const std::vector<double> y{1, 3, 2, 5, 4};
    ax.plot(day_run(sys_days{2021y / March / 4}, 5), y);
    ax.set_xlim(sys_days{2021y / March / 4} + 6h, sys_days{2021y / March / 5} + 6h);
    ax.xaxis().set_major_formatter(ConciseDateFormatter{});
    ax.yaxis().set_major_locator(NullLocator{});
    EXPECT_EQ(drawn_texts(fig), axis_case("concise hours").texts);
  }
  {
    Figure fig(Theme{}, {.width = 4, .height = 3});
    Axes& ax = fig.axes();
    const std::vector<double> x{0, 1, 2};
    ax.plot(x, day_run(sys_days{1990y / January / 1}, 3, 3650));
    ax.xaxis().set_major_locator(NullLocator{});
    EXPECT_EQ(drawn_texts(fig), axis_case("dates as y").texts);
  }
  {
    Figure fig(Theme{}, {.width = 4, .height = 3});
    Axes& ax = fig.axes();
    const std::vector<double> h(20, 1.0);
    ax.bar(day_run(sys_days{2022y / December / 20}, 20), h);
    ax.yaxis().set_major_locator(NullLocator{});
    EXPECT_EQ(drawn_texts(fig), axis_case("bar over a new year").texts);
  }
}

TEST(DateAxis, SharedAxesShareTheDateAxisAndXaxisDateWorksForAnyArtist) {
  using namespace std::chrono;
  Figure fig(Theme{}, {.width = 4, .height = 3});
  auto axes = fig.subplots({.nrows = 2, .ncols = 1}, {.sharex = Share::All});
  const std::vector<double> y{0, 1};
  axes[0]->plot(day_run(sys_days{2019y / January / 1}, 2, 365), y);
  axes[0]->yaxis().set_major_locator(NullLocator{});
  axes[1]->yaxis().set_major_locator(NullLocator{});
  const std::vector<std::string> texts = drawn_texts(fig);
  // The lower axes, which got no dates itself, labels its shared ticks as dates.
  EXPECT_EQ(std::count(texts.begin(), texts.end(), "2019-01"), 1);
  EXPECT_NE(std::find(texts.begin(), texts.end(), "2019-07"), texts.end());

  Figure fig2(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig2.axes();
  const std::vector<double> x{date2num(sys_days{2019y / January / 1}),
                              date2num(sys_days{2020y / January / 1})};
  ax.fill_betweenx(x, y, {});  // any artist given date numbers
  ax.yaxis_date();
  ax.xaxis().set_major_locator(NullLocator{});
  EXPECT_EQ(drawn_texts(fig2).front(), "2019-01");
}

TEST(DateAxis, BadTimePointsThrowNamingTheArgument) {
  using namespace std::chrono;
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> y{1, 2, 3};
  std::vector<sys_days> d = day_run(sys_days{2021y / January / 1}, 3);
  d[2] = sys_days{year{12000} / 1 / 1};
  expect_error<InvalidArgument>(
      [&] { ax.plot(d, y); }, "plot: x[2] is date 3663382 (days since 1970-01-01), outside years 0001..9999");
  const std::vector<sys_time<duration<double>>> nan_time{sys_time<duration<double>>{duration<double>{NAN}}};
  expect_error<InvalidArgument>([&] { ax.scatter(nan_time, std::vector<double>{1}); },
                                "scatter: x[0] is nan; a time point must be finite");
  expect_error<InvalidArgument>(
      [&] { ax.set_xlim(sys_days{year{0} / 1 / 1}, sys_days{2021y / 1 / 1}); },
      "set_xlim: lo is date -719528 (days since 1970-01-01), outside years 0001..9999");
  expect_error<FormatError>([&] { ax.xaxis().set_major_formatter(DateFormatter{""}); },
                            "set_major_formatter: DateFormatter fmt is empty");
  expect_error<InvalidArgument>([&] { ax.xaxis().set_major_locator(MonthLocator{.bymonth = {0}}); },
                                "set_major_locator: MonthLocator bymonth holds 0; each must be within 1..12");
}
