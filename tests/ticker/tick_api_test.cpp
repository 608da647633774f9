// The public tick API: MultipleLocator, FixedLocator, AutoMinorLocator and the formatters an
// axis can be given, against tables measured from matplotlib 3.6.3 (measure_tick_api.py), and
// the axis using them (set_major_locator ... on a real figure).
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "expect_error.hpp"
#include "libplot/libplot.hpp"
#include "recorded_texts.hpp"

namespace {

using namespace libplot;
using testing_support::drawn_texts;

const double INF_ = std::numeric_limits<double>::infinity();
const double NAN_ = std::numeric_limits<double>::quiet_NaN();

struct MultipleCase {
  double base, vmin, vmax;
  std::vector<double> ticks;
};
struct FixedCase {
  std::vector<double> locs;
  int nbins;
  std::vector<double> ticks;
};
struct MinorCase {
  double step, vmin, vmax;
  int ndivs;
  std::vector<double> major, minor;
};
struct StrCase {
  const char* fmt;
  double x;
  std::size_t pos;
  const char* out;
};
struct PercentCase {
  double xmax;
  int decimals;
  const char* symbol;
  double vmin, vmax;
  std::vector<double> xs;
  std::vector<std::string> labels;
};
struct EngCase {
  const char* unit;
  int places;
  const char* sep;
  std::vector<double> xs;
  std::vector<std::string> labels;
};

struct SymLogCase {
  double base, linthresh, vmin, vmax;
  std::vector<double> subs;
  std::vector<double> ticks;
};
struct SymLogAxisCase {
  double linthresh, linscale, lo, hi;
  std::vector<double> major;
  std::vector<std::string> labels;
  std::vector<double> minor;
};

struct LogitCase {
  double vmin, vmax;
  int nbins;  // -1 = "auto"
  std::vector<double> major, minor;
};
struct LogitFormatCase {
  std::vector<double> locs;
  std::vector<std::string> major, minor;
};
struct LogitAxisCase {
  double lo, hi;
  std::vector<double> major;
  std::vector<std::string> major_labels;
  std::vector<double> minor;
  std::vector<std::string> minor_labels;
};

#include "mpl_tick_api.inc"

// Bit-exact: the same operations in the same order as matplotlib and numpy.
void expect_same(const std::vector<double>& got, const std::vector<double>& want, const std::string& what) {
  ASSERT_EQ(got.size(), want.size()) << what;
  for (std::size_t i = 0; i < got.size(); ++i) EXPECT_EQ(got[i], want[i]) << what << " [" << i << "]";
}

TEST(TickApi, MultipleLocatorMatchesMatplotlib) {
  for (const auto& c : kMultiple) {
    const MultipleLocator loc{c.base};
    expect_same(loc.tick_values(c.vmin, c.vmax), c.ticks, "MultipleLocator(" + std::to_string(c.base) + ")");
    AxisView v;
    v.vmin = std::min(c.vmin, c.vmax);
    v.vmax = std::max(c.vmin, c.vmax);
    expect_same(Locator(loc)(v), c.ticks, "as a Locator");
  }
  EXPECT_EQ(std::size(kMultiple), 10u);
}

TEST(TickApi, FixedLocatorMatchesMatplotlib) {
  for (const auto& c : kFixed) {
    FixedLocator loc{c.locs};
    if (c.nbins >= 0) loc.nbins = c.nbins;
    expect_same(loc.tick_values(), c.ticks, "FixedLocator nbins " + std::to_string(c.nbins));
  }
}

TEST(TickApi, AutoMinorLocatorMatchesMatplotlib) {
  for (const auto& c : kMinor) {
    const std::string what = "AutoMinorLocator step " + std::to_string(c.step) + " view " +
                             std::to_string(c.vmin) + ".." + std::to_string(c.vmax);
    expect_same(MultipleLocator{c.step}.tick_values(c.vmin, c.vmax), c.major, what + " (major)");
    AxisView v;
    v.vmin = std::min(c.vmin, c.vmax);
    v.vmax = std::max(c.vmin, c.vmax);
    v.major_locs = c.major;
    AutoMinorLocator loc;
    if (c.ndivs > 0) loc.ndivs = c.ndivs;
    expect_same(loc(v), c.minor, what);
  }
}

TEST(TickApi, AutoMinorLocatorNeedsTwoMajorTicksAndALinearScale) {
  AxisView v;
  v.vmin = 0;
  v.vmax = 10;
  v.major_locs = {5};
  EXPECT_TRUE(AutoMinorLocator{}(v).empty());
  v.major_locs = {1, 10};
  v.scale = Scale::log();
  EXPECT_TRUE(AutoMinorLocator{}(v).empty());
  v.scale = Scale::linear();
  // Step 9 (mantissa 0.9): 4 divisions of 2.25, from the major tick 1 (matplotlib gives the same).
  EXPECT_EQ(AutoMinorLocator{}(v), (std::vector<double>{1, 3.25, 5.5, 7.75, 10}));
}

TEST(TickApi, NullLocatorAndNullFormatter) {
  EXPECT_TRUE(NullLocator{}(AxisView{}).empty());
  const TickLabels t = NullFormatter{}({1, 2, 3}, AxisView{});
  EXPECT_EQ(t.labels, (std::vector<std::string>{"", "", ""}));
  EXPECT_EQ(t.offset_text, "");
}

TEST(TickApi, FormatStrFormatterMatchesPython) {
  for (const auto& c : kFormatStr) EXPECT_EQ(FormatStrFormatter{c.fmt}.format(c.x), c.out) << c.fmt;
}

TEST(TickApi, StrMethodFormatterMatchesPython) {
  for (const auto& c : kStrMethod) EXPECT_EQ(StrMethodFormatter{c.fmt}.format(c.x, c.pos), c.out) << c.fmt;
}

TEST(TickApi, PercentFormatterMatchesMatplotlib) {
  for (const auto& c : kPercent) {
    PercentFormatter f{c.xmax, {}, c.symbol};
    if (c.decimals >= 0) f.decimals = c.decimals;
    AxisView v;
    v.vmin = c.vmin;
    v.vmax = c.vmax;
    EXPECT_EQ(f(c.xs, v).labels, c.labels) << "xmax " << c.xmax;
  }
}

TEST(TickApi, EngFormatterMatchesMatplotlib) {
  for (const auto& c : kEng) {
    EngFormatter f{c.unit, {}, c.sep};
    if (c.places >= 0) f.places = c.places;
    EXPECT_EQ(f(c.xs, AxisView{}).labels, c.labels) << "unit '" << c.unit << "'";
  }
}

TEST(TickApi, FuncFormatterGetsValueAndPosition) {
  const FuncFormatter f{
      [](double x, std::size_t pos) { return std::to_string(pos) + ":" + pyformat("{:.1f}", {x}); }};
  EXPECT_EQ(f({0.25, 1.5}, AxisView{}).labels, (std::vector<std::string>{"0:0.2", "1:1.5"}));
}

TEST(TickApi, FixedFormatterBlanksTicksPastItsLabels) {
  const FixedFormatter f{{"a", "b"}};
  EXPECT_EQ(f({1, 2, 3}, AxisView{}).labels, (std::vector<std::string>{"a", "b", ""}));
}

TEST(TickApi, ScalarAndLogFormattersAsAxisFormatters) {
  AxisView v;
  v.vmin = 1e6;
  v.vmax = 5e6;
  const TickLabels t = Formatter(ScalarFormatter{})({1e6, 2e6, 3e6}, v);
  EXPECT_EQ(t.labels, (std::vector<std::string>{"1", "2", "3"}));
  EXPECT_EQ(t.offset_text, "1e6");
  v.vmin = 1;
  v.vmax = 1000;
  EXPECT_EQ(Formatter(LogFormatterSciNotation{})({10, 100}, v).labels,
            (std::vector<std::string>{"$\\mathdefault{10^{1}}$", "$\\mathdefault{10^{2}}$"}));
}

TEST(TickApi, CustomCallablesAreLocatorsAndFormatters) {
  const Locator loc = [](const AxisView& v) { return std::vector<double>{v.vmin, v.vmax}; };
  AxisView v;
  v.vmin = -2;
  v.vmax = 3;
  EXPECT_EQ(loc(v), (std::vector<double>{-2, 3}));
  const Formatter fmt = [](const std::vector<double>& locs, const AxisView&) {
    return TickLabels{{std::to_string(locs.size())}, "offset"};
  };
  const TickLabels t = fmt({1, 2}, v);
  EXPECT_EQ(t.labels, (std::vector<std::string>{"2", ""}));  // padded to one per location
  EXPECT_EQ(t.offset_text, "offset");
}

TEST(TickApi, SymmetricalLogLocatorMatchesMatplotlib) {
  for (const auto& c : kSymLog) {
    const SymmetricalLogLocator loc{.base = c.base, .linthresh = c.linthresh, .subs = c.subs};
    expect_same(loc.tick_values(c.vmin, c.vmax), c.ticks,
                "SymmetricalLogLocator " + std::to_string(c.vmin) + ".." + std::to_string(c.vmax));
  }
  EXPECT_EQ(std::size(kSymLog), 12u);
}

// A symlog y axis with set limits: the ticks drawn, their labels, no minor ticks (matplotlib
// 3.6's minor locator repeats the major one).
TEST(TickApi, SymlogAxisMatchesMatplotlib) {
  for (const auto& c : kSymLogAxes) {
    Figure fig(Theme{}, {.width = 4, .height = 3});
    Axes& ax = fig.axes();
    ax.set_yscale(Scale::symlog(10, c.linthresh, c.linscale));
    ax.set_ylim(c.lo, c.hi);
    ax.xaxis().set_major_locator(NullLocator{});
    EXPECT_EQ(drawn_texts(fig), c.labels) << "linthresh " << c.linthresh;
    // The locator and the formatter as the axis uses them.
    AxisView v;
    v.vmin = c.lo;
    v.vmax = c.hi;
    v.scale = Scale::symlog(10, c.linthresh, c.linscale);
    const auto locs = SymmetricalLogLocator{.base = 10, .linthresh = c.linthresh}(v);
    std::vector<double> in_view;
    for (std::size_t i : ticks_in_view(locs, c.lo, c.hi, v.scale)) in_view.push_back(locs[i]);
    expect_same(in_view, c.major, "symlog axis");
    EXPECT_TRUE(c.minor.empty());
    EXPECT_TRUE(remove_overlapping_locs(locs, locs, c.lo, c.hi, v.scale).empty());
  }
}

TEST(TickApi, SymlogTransformIsMatplotlibs) {
  const Scale s = Scale::symlog(10, 2, 1);
  // SymmetricalLogTransform(10, 2, 1): linscale_adj = 1 / 0.9; 2 * (1/0.9 + log10(500)).
  EXPECT_DOUBLE_EQ(s.forward(1), 1 / 0.9);
  EXPECT_DOUBLE_EQ(s.forward(1000), 2 * (1 / 0.9 + std::log10(500.0)));
  EXPECT_DOUBLE_EQ(s.forward(-1000), -2 * (1 / 0.9 + std::log10(500.0)));
  for (double v : {-1e5, -3.0, -0.5, 0.0, 1.0, 2.0, 77.0, 1e9})
    EXPECT_NEAR(s.inverse(s.forward(v)), v, 1e-9 * std::max(1.0, std::fabs(v)));
}

// ---- errors name the call, the argument and the value

TEST(TickApi, BadParametersThrowAtTheSetter) {
  Figure fig(Theme{});
  Axes& ax = fig.axes();
  expect_error<InvalidArgument>([&] { ax.xaxis().set_major_locator(MultipleLocator{0}); },
                                "set_major_locator: MultipleLocator base is 0.0; it must be finite and > 0");
  expect_error<InvalidArgument>([&] { ax.yaxis().set_minor_locator(MultipleLocator{-NAN_}); },
                                "set_minor_locator: MultipleLocator base is nan; it must be finite and > 0");
  expect_error<InvalidArgument>(
      [&] {
        ax.xaxis().set_major_locator(FixedLocator{{1, INF_}});
      },
      "set_major_locator: FixedLocator locs[1] is inf; it must be finite");
  expect_error<InvalidArgument>(
      [&] {
        ax.xaxis().set_major_locator(FixedLocator{{1, 2}, 0});
      },
      "set_major_locator: FixedLocator nbins is 0; it must be >= 1");
  expect_error<InvalidArgument>([&] { ax.xaxis().set_minor_locator(AutoMinorLocator{0}); },
                                "set_minor_locator: AutoMinorLocator ndivs is 0; it must be >= 1");
  expect_error<FormatError>(
      [&] { ax.xaxis().set_major_formatter(FormatStrFormatter{"%s"}); },
      "set_major_formatter: FormatStrFormatter fmt '%s' has a conversion libplot does not "
      "format (use one of d i e E f F g G)");
  expect_error<FormatError>(
      [&] { ax.xaxis().set_major_formatter(FormatStrFormatter{"%f %f"}); },
      "set_major_formatter: FormatStrFormatter fmt '%f %f' has more than one conversion; it "
      "takes one value");
  expect_error<FormatError>(
      [&] { ax.xaxis().set_major_formatter(FormatStrFormatter{"ms"}); },
      "set_major_formatter: FormatStrFormatter fmt 'ms' has no conversion; it needs one, "
      "such as '%1.2f'");
  expect_error<FormatError>([&] { ax.yaxis().set_minor_formatter(StrMethodFormatter{"{y:.1f}"}); },
                            "set_minor_formatter: StrMethodFormatter fmt '{y:.1f}' has the field '{y}'; its "
                            "fields are {x} (the value) and {pos} (its index)");
  expect_error<InvalidArgument>(
      [&] { ax.yaxis().set_major_formatter(PercentFormatter{0}); },
      "set_major_formatter: PercentFormatter xmax is 0.0; it must be finite and not 0");
  expect_error<InvalidArgument>(
      [&] {
        ax.yaxis().set_major_formatter(EngFormatter{"V", -1});
      },
      "set_major_formatter: EngFormatter places is -1; it must be within 0..100");
  expect_error<InvalidArgument>([&] { ax.yaxis().set_major_formatter(FuncFormatter{}); },
                                "set_major_formatter: FuncFormatter func is empty");
  expect_error<InvalidArgument>([] { (void)Scale::symlog(10, 0); },
                                "Scale::symlog: linthresh is 0; it must be finite and > 0");
  expect_error<InvalidArgument>([] { (void)Scale::symlog(1); },
                                "Scale::symlog: base is 1; it must be finite and > 1");
  expect_error<InvalidArgument>([] { (void)Scale::symlog(10, 1, -1); },
                                "Scale::symlog: linscale is -1; it must be finite and > 0");
  Scale bad = Scale::symlog();
  bad.linthresh = -2;
  expect_error<InvalidArgument>([&] { ax.set_yscale(bad); },
                                "set_yscale: linthresh is -2; it must be finite and > 0");
  expect_error<InvalidArgument>([&] { ax.yaxis().set_major_locator(SymmetricalLogLocator{.numticks = 1}); },
                                "set_major_locator: SymmetricalLogLocator numticks is 1; it must be >= 2");
  expect_error<InvalidArgument>(
      [] { (void)MultipleLocator{1e-9}.tick_values(0, 1); },
      "MultipleLocator: 1000000003.0 ticks over 0.0..1.0; at most 100000 are allowed");
}

// ---- on an axis: what the drawing shows

// Expected texts from the same figure in matplotlib 3.6.3 (the labels of the ticks in view).
TEST(TickApi, AxisUsesTheSetLocatorAndFormatter) {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> x{0, 1}, y{0, 0.5};
  ax.plot(x, y);
  ax.set_xlim(0, 1);
  ax.set_ylim(0, 0.5);
  ax.xaxis().set_major_locator(MultipleLocator{0.25});
  ax.xaxis().set_major_formatter(StrMethodFormatter{"{x:.2f} s"});
  ax.yaxis().set_major_locator(FixedLocator{{0, 0.1, 0.3}});
  ax.yaxis().set_major_formatter(PercentFormatter{1});
  ax.yaxis().set_minor_locator(MultipleLocator{0.05});
  ax.yaxis().set_minor_formatter(
      FuncFormatter{[](double v, std::size_t) { return pyformat("[{:.2f}]", {v}); }});
  EXPECT_EQ(drawn_texts(fig), (std::vector<std::string>{"0.00 s", "0.25 s", "0.50 s", "0.75 s", "1.00 s",
                                                        "0%", "10%", "30%", "[0.05]", "[0.15]", "[0.20]",
                                                        "[0.25]", "[0.35]", "[0.40]", "[0.45]", "[0.50]"}));
}

TEST(TickApi, SetTicksIsAFixedLocatorAndLabelsAFixedFormatter) {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  ax.set_xlim(0, 10);
  ax.set_ylim(0, 1);
  ax.set_xticks({2, 4, 6});
  ax.set_xticklabels({"a", "b", "c"});
  ax.yaxis().set_major_locator(NullLocator{});
  EXPECT_EQ(drawn_texts(fig), (std::vector<std::string>{"a", "b", "c"}));
  ax.xaxis().set_major_locator(MultipleLocator{5});  // the FixedFormatter stays, as in matplotlib
  EXPECT_EQ(drawn_texts(fig),
            (std::vector<std::string>{"b", "c"}));  // ticks -5, 0, 5, 10, 15: 0, 5, 10 in view
}

// ---- logit scale (matplotlib 3.6.3's LogitTransform, LogitLocator, LogitFormatter)

TEST(TickApi, LogitLocatorMatchesMatplotlib) {
  for (const auto& c : kLogit) {
    const std::string what = "LogitLocator " + std::to_string(c.vmin) + ".." + std::to_string(c.vmax) +
                             " nbins " + std::to_string(c.nbins);
    std::optional<int> nbins;
    if (c.nbins > 0) nbins = c.nbins;
    expect_same(LogitLocator{.minor = false, .nbins = nbins}.tick_values(c.vmin, c.vmax), c.major,
                what + " major");
    expect_same(LogitLocator{.minor = true, .nbins = nbins}.tick_values(c.vmin, c.vmax), c.minor,
                what + " minor");
  }
  EXPECT_EQ(std::size(kLogit), 16u);
}

TEST(TickApi, LogitFormatterMatchesMatplotlib) {
  for (const auto& c : kLogitFormat) {
    EXPECT_EQ(LogitFormatter{}.format(c.locs), c.major) << c.locs.size() << " locs from " << c.locs[0];
    EXPECT_EQ(LogitFormatter{.minor = true}.format(c.locs), c.minor)
        << c.locs.size() << " locs from " << c.locs[0];
  }
  EXPECT_EQ(std::size(kLogitFormat), 12u);
}

// A logit y axis with set limits: ticks in view and their labels, major and minor, as the axis
// computes them (tick space 8 on a 4x3 in figure, as matplotlib's), and the labels drawn.
TEST(TickApi, LogitAxisMatchesMatplotlib) {
  for (const auto& c : kLogitAxes) {
    const std::string what = "logit axis " + std::to_string(c.lo) + ".." + std::to_string(c.hi);
    AxisView v;
    v.vmin = c.lo;
    v.vmax = c.hi;
    v.tick_space = 8;
    v.scale = Scale::logit();
    const auto locs = LogitLocator{}(v);
    const auto labels = LogitFormatter{}(locs, v).labels;
    std::vector<double> major;
    std::vector<std::string> major_labels;
    for (std::size_t i : ticks_in_view(locs, c.lo, c.hi, v.scale)) {
      major.push_back(locs[i]);
      major_labels.push_back(labels[i]);
    }
    expect_same(major, c.major, what + " major");
    EXPECT_EQ(major_labels, c.major_labels) << what;
    const auto minor_all = remove_overlapping_locs(LogitLocator{.minor = true}(v), locs, c.lo, c.hi, v.scale);
    const auto minor_fmt = LogitFormatter{.minor = true}(minor_all, v).labels;
    std::vector<double> minor;
    std::vector<std::string> minor_labels;
    for (std::size_t i : ticks_in_view(minor_all, c.lo, c.hi, v.scale)) {
      minor.push_back(minor_all[i]);
      minor_labels.push_back(minor_fmt[i]);
    }
    expect_same(minor, c.minor, what + " minor");
    EXPECT_EQ(minor_labels, c.minor_labels) << what;

    // The figure draws the same labels (majors and the labelled minors).
    Figure fig(Theme{}, {.width = 4, .height = 3});
    Axes& ax = fig.axes();
    ax.set_yscale(Scale::logit());
    ax.set_ylim(c.lo, c.hi);
    ax.xaxis().set_major_locator(NullLocator{});
    RecordingCanvas rec;
    fig.draw(rec);
    std::multiset<std::string> drawn, want;
    for (const auto& t : rec.texts) drawn.insert(t.text);
    for (const auto& l : c.major_labels) want.insert(l);
    for (const auto& l : c.minor_labels)
      if (!l.empty()) want.insert(l);
    EXPECT_EQ(drawn, want) << what;
  }
  EXPECT_EQ(std::size(kLogitAxes), 7u);
}

TEST(TickApi, LogitTransformIsMatplotlibs) {
  const Scale mask = Scale::logit(), clip = Scale::logit("clip");
  EXPECT_EQ(mask.forward(0.5), 0.0);
  EXPECT_EQ(mask.forward(0.01), std::log10(0.01 / 0.99));
  EXPECT_EQ(mask.forward(0.999), std::log10(0.999 / (1 - 0.999)));
  EXPECT_TRUE(std::isnan(mask.forward(-0.5)));
  EXPECT_TRUE(std::isnan(mask.forward(1.5)));
  EXPECT_EQ(mask.forward(0.0), -INFINITY);
  EXPECT_EQ(clip.forward(0.0), -1000.0);
  EXPECT_EQ(clip.forward(-3.0), -1000.0);
  EXPECT_EQ(clip.forward(1.0), 1000.0);
  EXPECT_EQ(clip.forward(0.25), mask.forward(0.25));
  EXPECT_EQ(mask.inverse(0.0), 0.5);
  EXPECT_EQ(mask.inverse(2.0), 1.0 / (1 + std::pow(10.0, -2.0)));
  for (double p : {1e-9, 0.01, 0.3, 0.5, 0.77, 0.999}) EXPECT_NEAR(mask.inverse(mask.forward(p)), p, 1e-12);
}

TEST(TickApi, LogitErrorsNameCallArgumentAndValue) {
  expect_error<InvalidArgument>([] { (void)Scale::logit("drop"); },
                                "Scale::logit: nonpositive is 'drop'; it must be 'mask' or 'clip'");
  Figure fig(Theme{});
  Axes& ax = fig.axes();
  ax.set_yscale(Scale::logit());
  expect_error<InvalidArgument>(
      [&] { ax.set_ylim(0, 0.5); },
      "set_ylim: lo is 0 but the y axis is logit-scaled; its limits must be in (0, 1)");
  expect_error<InvalidArgument>(
      [&] { ax.set_ylim(0.1, 1.5); },
      "set_ylim: hi is 1.5 but the y axis is logit-scaled; its limits must be in (0, 1)");
  ax.set_xlim(-1, 2);
  expect_error<InvalidArgument>(
      [&] { ax.set_xscale(Scale::logit()); },
      "set_xscale: the x axis's lower limit is -1; a logit scale needs limits in (0, 1)");
  expect_error<InvalidArgument>([&] { ax.yaxis().set_major_locator(LogitLocator{.nbins = 0}); },
                                "set_major_locator: LogitLocator nbins is 0; it must be >= 1");
  // Data outside (0, 1) on a 'mask' axis: refused when drawn; 'clip' draws them at the edges.
  Figure fig2(Theme{});
  Axes& ax2 = fig2.axes();
  ax2.plot(std::vector<double>{1, 2, 3}, std::vector<double>{0.2, 0.5, 1.25});
  ax2.set_yscale(Scale::logit());
  RecordingCanvas rec;
  expect_error<InvalidArgument>(
      [&] { fig2.draw(rec); },
      "set_yscale(Scale::logit()): the y data reach 1.25; a logit axis takes values in "
      "(0, 1) (Scale::logit(\"clip\") draws the others at its edges)");
  ax2.set_yscale(Scale::logit("clip"));
  RecordingCanvas rec2;
  EXPECT_NO_THROW(fig2.draw(rec2));
  EXPECT_FALSE(rec2.texts.empty());
}

}  // namespace
