// Misuse of the public API: the exception type and message, thrown by the call given the bad value.
#include <cmath>
#include <limits>
#include <vector>

#include "expect_error.hpp"
#include "figure_fixture.hpp"
#include "libplot/libplot.hpp"

using namespace libplot;

namespace {

const double kNaN = std::numeric_limits<double>::quiet_NaN();

using Misuse = testing_support::FigureFixture;

TEST_F(Misuse, ErrorbarYerrLength) {
  expect_error<InvalidArgument>(
      [&] {
        ax.errorbar(x4, y4, std::vector<double>{1, 1, 1});
      },
      "errorbar: yerr has 3 values but y has 4");
}

TEST_F(Misuse, ErrorbarXerrLength) {
  expect_error<InvalidArgument>(
      [&] {
        ax.errorbar(x4, y4, {}, {}, std::vector<double>{1, 1});
      },
      "errorbar: xerr has 2 values but x has 4");
}

TEST_F(Misuse, ErrorbarNegativeYerr) {
  expect_error<InvalidArgument>(
      [&] {
        ax.errorbar(x4, y4, std::vector<double>{1, -0.5, 1, 1});
      },
      "errorbar: yerr[1] is -0.5; error bars must be finite and not negative");
}

TEST_F(Misuse, FillBetweenY1Length) {
  expect_error<InvalidArgument>(
      [&] {
        ax.fill_between(x4, std::vector<double>{1, 2}, {});
      },
      "fill_between: x has 4 values but y1 has 2");
}

TEST_F(Misuse, FillBetweenY2Length) {
  expect_error<InvalidArgument>(
      [&] {
        ax.fill_between(x4, y4, std::vector<double>{0, 0, 0});
      },
      "fill_between: y2 has 3 values but x has 4");
}

TEST_F(Misuse, PieNegativeValue) {
  expect_error<InvalidArgument>(
      [&] {
        ax.pie(std::vector<double>{1, -2, 3});
      },
      "pie: values[1] is -2; wedge sizes must be finite and >= 0");
}

TEST_F(Misuse, PieNaNValue) {
  expect_error<InvalidArgument>(
      [&] {
        ax.pie(std::vector<double>{1, kNaN});
      },
      "pie: values[1] is nan; wedge sizes must be finite and >= 0");
}

TEST_F(Misuse, PieValuesOverflowToInf) {
  expect_error<InvalidArgument>(
      [&] {
        ax.pie(std::vector<double>{1e308, 1e308});
      },
      "pie: values sum to inf; they are too large to add up");
}

TEST_F(Misuse, PieAllZero) {
  expect_error<InvalidArgument>(
      [&] {
        ax.pie(std::vector<double>{0, 0});
      },
      "pie: values sum to 0; at least one must be positive");
}

TEST_F(Misuse, PieLabelCount) {
  expect_error<InvalidArgument>(
      [&] {
        ax.pie(std::vector<double>{1, 2, 3}, {.labels = {"a", "b"}});
      },
      "pie: labels has 2 values but values has 3");
}

TEST_F(Misuse, PieAutopctMatplotlibFormIsAccepted) {
  ax.pie(std::vector<double>{1, 2}, {.autopct = "%1.1f%%"});
  RecordingCanvas canvas;
  fig.draw(canvas);
  std::vector<std::string> texts;
  for (const RecordedText& t : canvas.texts) texts.push_back(t.text);
  EXPECT_EQ(texts, (std::vector<std::string>{"33.3%", "66.7%"}));
}

TEST_F(Misuse, PieAutopctIntegerAndFlags) {
  // Python's %d truncates (int()); flags, width and precision as printf.
  ax.pie(std::vector<double>{1, 2}, {.autopct = "%d%%"});
  Axes& second = fig.add_axes(0.5, 0.5, 0.4, 0.4);
  second.pie(std::vector<double>{1, 2}, {.autopct = "%+.1e"});
  RecordingCanvas canvas;
  fig.draw(canvas);
  std::vector<std::string> texts;
  for (const RecordedText& t : canvas.texts) texts.push_back(t.text);
  EXPECT_EQ(texts, (std::vector<std::string>{"33%", "66%", "+3.3e+01", "+6.7e+01"}));
}

TEST_F(Misuse, PieAutopctTwoConversions) {
  expect_error<FormatError>([&] { ax.pie(std::vector<double>{1}, {.autopct = "%d %d"}); },
                            "pie: autopct '%d %d' has more than one conversion; it formats one number");
}

TEST_F(Misuse, PieAutopctUnsupportedConversion) {
  expect_error<FormatError>(
      [&] {
        ax.pie(std::vector<double>{1, 2}, {.autopct = "%1.1q"});
      },
      "pie: autopct '%1.1q' has the unsupported conversion '%q'");
}

TEST_F(Misuse, PieAutopctWithoutConversion) {
  expect_error<FormatError>(
      [&] {
        ax.pie(std::vector<double>{1, 2}, {.autopct = "100%%"});
      },
      "pie: autopct '100%%' has no conversion such as %1.1f");
}

TEST_F(Misuse, PieAutopctBadPyformat) {
  expect_error<FormatError>(
      [&] {
        ax.pie(std::vector<double>{1, 2}, {.autopct = "{:.1q}"});
      },
      "pie: autopct: pyformat: Unknown format code 'q' for object of type 'float' in template "
      "\"{:.1q}\"");
}

TEST_F(Misuse, SetXticksLabelCount) {
  expect_error<InvalidArgument>(
      [&] {
        ax.set_xticks({0, 1, 2}, {"a", "b"});
      },
      "set_xticks: labels has 2 values but ticks has 3");
}

TEST_F(Misuse, SetYticklabelsCount) {
  ax.set_yticks({0, 1, 2});
  expect_error<InvalidArgument>(
      [&] {
        ax.set_yticklabels({"a", "b", "c", "d"});
      },
      "set_yticklabels: labels has 4 values but the y axis has 3 fixed ticks");
}

TEST_F(Misuse, SetXticksNaN) {
  expect_error<InvalidArgument>(
      [&] {
        ax.set_xticks({0, kNaN});
      },
      "set_xticks: ticks[1] is nan; it must be finite");
}

TEST_F(Misuse, HistNegativeBins) {
  expect_error<InvalidArgument>([&] { ax.hist(y4, {.bins = -3}); }, "hist: bins is -3; it must be positive");
}

// The call bounds bins as the theme bounds hist.bins (1..100000): 1e8 bins would take minutes and
// gigabytes. Both overloads check it, with the same message.
TEST_F(Misuse, HistBinsBounded) {
  expect_error<InvalidArgument>([&] { ax.hist(y4, {.bins = 100000000}); },
                                "hist: bins is 100000000; it must be at most 100000 (libplot::kMaxHistBins)");
  const std::vector<std::vector<double>> two{y4, y4};
  expect_error<InvalidArgument>([&] { ax.hist(two, {.bins = 100001}); },
                                "hist: bins is 100001; it must be at most 100000 (libplot::kMaxHistBins)");
  // The several-data-sets overload took -3 for the theme's hist.bins.
  expect_error<InvalidArgument>([&] { ax.hist(two, {.bins = -3}); }, "hist: bins is -3; it must be positive");
  EXPECT_EQ(ax.hist(y4, {.bins = kMaxHistBins}).size(), 100000u);
}

TEST_F(Misuse, HistReversedRange) {
  expect_error<InvalidArgument>([&] { ax.hist(y4, {.range_lo = 5, .range_hi = 1}); },
                                "hist: range_lo is 5 but range_hi is 1; range_lo must not exceed range_hi");
}

TEST_F(Misuse, HistEdgesNotIncreasing) {
  expect_error<InvalidArgument>(
      [&] {
        ax.hist(y4, {.edges = {0, 2, 1}});
      },
      "hist: edges must increase, but edges[2] is 1 after 2");
}

TEST_F(Misuse, HistBinnedLengths) {
  expect_error<InvalidArgument>(
      [&] {
        ax.hist_binned(std::vector<double>{0, 1}, std::vector<double>{1, 2});
      },
      "hist_binned: edges has 2 values but counts has 2; edges must have one more");
}

TEST_F(Misuse, GridAxisXY) {
  expect_error<InvalidArgument>([&] { ax.grid({.axis = "xy"}); },
                                "grid: axis is 'xy'; expected 'x', 'y' or 'both'");
}

TEST_F(Misuse, GridWhich) {
  expect_error<InvalidArgument>([&] { ax.grid({.which = "majors"}); },
                                "grid: which is 'majors'; expected 'major', 'minor' or 'both'");
}

TEST_F(Misuse, TickParamsAxis) {
  expect_error<InvalidArgument>([&] { ax.tick_params({.axis = "z"}); },
                                "tick_params: axis is 'z'; expected 'x', 'y' or 'both'");
}

TEST_F(Misuse, MathtextFracInTitle) {
  expect_error<MathTextError>(
      [&] { ax.set_title(R"($\frac{a}{b}$)"); },
      R"(set_title: s uses the mathtext command \frac, which libplot does not support (text: '$\frac{a}{b}$'))");
}

TEST_F(Misuse, MathtextSqrtInLegendLabel) {
  expect_error<MathTextError>(
      [&] { ax.plot(x4, y4, {.label = R"(error $\sqrt{2}$)"}); },
      R"(plot: label uses the mathtext command \sqrt, which libplot does not support (text: 'error $\sqrt{2}$'))");
}

TEST_F(Misuse, MathtextOutsideDollarsIsPlainText) {
  ax.set_title(R"(C:\frac and 5$)");  // one '$': not mathtext, drawn as written
  ax.set_xlabel(R"($\alpha \times 10^{3}$ \$)");
  EXPECT_EQ(fig.render(Format::Png).substr(1, 3), "PNG");
}

TEST_F(Misuse, SetXlimNaN) {
  expect_error<InvalidArgument>([&] { ax.set_xlim(kNaN, 1); }, "set_xlim: lo is nan; it must be finite");
}

TEST_F(Misuse, SetYlimHiInf) {
  expect_error<InvalidArgument>([&] { ax.set_ylim_hi(INFINITY); },
                                "set_ylim_hi: hi is inf; it must be finite");
}

TEST_F(Misuse, NegativeLimitOnLogAxis) {
  ax.set_xscale(Scale::log());
  expect_error<InvalidArgument>([&] { ax.set_xlim(-1, 10); },
                                "set_xlim: lo is -1 but the x axis is log-scaled; its limits must be > 0");
}

TEST_F(Misuse, LogScaleAfterNegativeLimit) {
  ax.set_ylim(0, 10);
  expect_error<InvalidArgument>([&] { ax.set_yscale(Scale::log()); },
                                "set_yscale: the y axis's lower limit is 0; a log scale needs limits > 0");
}

TEST_F(Misuse, ScaleLogBaseOne) {
  expect_error<InvalidArgument>([] { Scale::log(1); }, "Scale::log: base is 1; it must be finite and > 1");
}

TEST_F(Misuse, ScaleLogBaseNotPositive) {
  expect_error<InvalidArgument>([] { Scale::log(0); }, "Scale::log: base is 0; it must be finite and > 1");
  expect_error<InvalidArgument>([] { Scale::log(-2); }, "Scale::log: base is -2; it must be finite and > 1");
}

TEST_F(Misuse, ScaleLogBaseFromUntrustedData) {
  expect_error<InvalidArgument>([] { Scale::log(kNaN); },
                                "Scale::log: base is nan; it must be finite and > 1");
  expect_error<InvalidArgument>([] { Scale::log(INFINITY); },
                                "Scale::log: base is inf; it must be finite and > 1");
}

TEST_F(Misuse, SetXscaleBuiltByHand) {
  expect_error<InvalidArgument>(
      [&] {
        ax.set_xscale(Scale{Scale::Kind::Log, 0.5});
      },
      "set_xscale: base is 0.5; it must be finite and > 1");
}

TEST_F(Misuse, FigureAxesOutOfRange) {
  expect_error<InvalidArgument>([&] { fig.axes(5); }, "Figure::axes: index 5 but the figure has 1 axes");
}

TEST_F(Misuse, LegendBadLocAtTheCall) {
  expect_error<InvalidArgument>(
      [&] { ax.legend({.loc = "uper right"}); },
      "legend: loc is 'uper right'; expected one of 'best', 'upper right', 'upper left', "
      "'lower left', 'lower right', 'right', 'center left', 'center right', 'lower center', "
      "'upper center', 'center'");
}

TEST_F(Misuse, LegendNcol) {
  expect_error<InvalidArgument>([&] { ax.legend({.ncol = 0}); }, "legend: ncol is 0; it must be >= 1");
}

TEST_F(Misuse, NegativeLinewidth) {
  expect_error<InvalidArgument>([&] { ax.plot(x4, y4, {.linewidth = -1}); },
                                "plot: linewidth is -1; it must be finite and >= 0");
}

TEST_F(Misuse, NegativeMarkersize) {
  expect_error<InvalidArgument>([&] { ax.plot(x4, y4, {.markersize = -6}); },
                                "plot: markersize is -6; it must be finite and >= 0");
}

TEST_F(Misuse, NegativeScatterSize) {
  expect_error<InvalidArgument>([&] { ax.scatter(x4, y4, {.sizes = {-4}}); },
                                "scatter: sizes[0] is -4; it must be finite and >= 0");
}

TEST_F(Misuse, ScatterSizesLength) {
  expect_error<InvalidArgument>(
      [&] {
        ax.scatter(x4, y4, {.sizes = {1, 2}});
      },
      "scatter: sizes has 2 values but x has 4");
}

TEST_F(Misuse, BarAlpha) {
  expect_error<InvalidArgument>([&] { ax.bar(x4, y4, {.alpha = 1.5}); },
                                "bar: alpha is 1.5; it must be within 0..1");
}

TEST_F(Misuse, BarHeightLength) {
  expect_error<InvalidArgument>([&] { ax.bar(x4, std::vector<double>{1}); },
                                "bar: x has 4 values but height has 1");
}

TEST_F(Misuse, NegativeTextSize) {
  expect_error<InvalidArgument>(
      [&] {
        ax.text({0, 0}, "t", {.props = {.size = -3}});
      },
      "text: size is -3; it must be finite and > 0");
}

TEST_F(Misuse, NegativeSpineWidth) {
  expect_error<InvalidArgument>([&] { ax.set_spine_width(Side::Left, -2); },
                                "set_spine_width: w is -2; it must be finite and >= 0");
}

TEST_F(Misuse, Margins) {
  expect_error<InvalidArgument>([&] { ax.margins(-0.5, 0); },
                                "margins: x is -0.5; it must be finite and > -0.5");
}

TEST_F(Misuse, SaveDpi) {
  expect_error<InvalidArgument>([&] { fig.render(Format::Png, {.dpi = 0}); },
                                "render: dpi is 0; it must be finite and > 0");
}

TEST(MisuseFigure, NegativeWidth) {
  Theme theme;
  expect_error<InvalidArgument>([&] { Figure(theme, {.width = -1}); },
                                "Figure: width is -1; it must be finite and > 0");
}

// dpi 1e9 failed in FreeType ("FreeType cannot size .../DejaVuSans.ttf") naming no argument.
TEST(MisuseFigure, AbsurdDpiAndSize) {
  Theme theme;
  expect_error<InvalidArgument>([&] { Figure(theme, {.dpi = 1e9}); },
                                "Figure: dpi is 1e+09; it must be at most 10000 (libplot::kMaxDpi)");
  expect_error<InvalidArgument>([&] { Figure(theme, {.width = 1e6}); },
                                "Figure: width is 1e+06; it must be at most 200 (libplot::kMaxFigureInches)");
  expect_error<InvalidArgument>(
      [&] { Figure(theme, {.height = 200.5}); },
      "Figure: height is 200.5; it must be at most 200 (libplot::kMaxFigureInches)");
  Figure fig(theme, {.width = 1, .height = 1});
  expect_error<InvalidArgument>([&] { fig.render(Format::Png, {.dpi = 1e9}); },
                                "render: dpi is 1e+09; it must be at most 10000 (libplot::kMaxDpi)");
  expect_error<InvalidArgument>([&] { fig.pixel_size({.dpi = 20000}); },
                                "pixel_size: dpi is 20000; it must be at most 10000 (libplot::kMaxDpi)");
  EXPECT_EQ(fig.pixel_size({.dpi = kMaxDpi}), (std::pair<int, int>{10000, 10000}));
}

// Within the dpi bound, large text can still pass FreeType's 65535-pixel size (raster text is
// sized at 8x the dpi horizontally): the message says which size and dpi, not only the font file.
TEST(MisuseFigure, TextPastFreeTypesLimitNamesSizeAndDpi) {
  Figure fig(Theme{}, {.width = 1, .height = 1, .dpi = 590});
  fig.text({0.5, 0.5}, "A", {.size = 1000});
  expect_error<InvalidArgument>(
      [&] { fig.render(Format::Png); },
      "libplot: text of 1000 pt at 590 dpi is past FreeType's limit (font size x dpi "
      "at most 589815)");
  Figure ok(Theme{}, {.width = 1, .height = 1, .dpi = 589});
  ok.text({0.5, 0.5}, "A", {.size = 1000});
  const std::string png = ok.render(Format::Png);
  ASSERT_GE(png.size(), 24u);
  EXPECT_EQ(png.substr(12, 12), std::string("IHDR\0\0\x02\x4d\0\0\x02\x4d", 12));  // 589 x 589
}

TEST(MisuseLocator, LogLocatorBase) {
  expect_error<InvalidArgument>([] { LogLocator{.base = 1}.tick_values(1, 100); },
                                "LogLocator: base is 1; it must be finite and > 1");
}

TEST(MisuseLocator, LogLocatorHugeBaseIsBounded) {
  // matplotlib would list every integer below the base as a sub; libplot ticks the decades.
  const LogLocator loc{.base = 1e12, .subs_mode = LogLocator::Subs::All};
  EXPECT_EQ(loc.tick_values(1, 1e24), (std::vector<double>{1e-12, 1, 1e12, 1e24, 1e36}));
  const LogLocator minor{.base = 1e12, .subs_mode = LogLocator::Subs::Auto};
  EXPECT_EQ(minor.tick_values(1, 1e24), std::vector<double>{});
}

TEST(MisuseTypes, OneBaseForEveryError) {
  // Every libplot exception is a libplot::Error and a std::runtime_error.
  try {
    parse_color("bluish");
    ADD_FAILURE();
  } catch (const Error& e) {
    EXPECT_NE(dynamic_cast<const ColorError*>(&e), nullptr);
    EXPECT_NE(dynamic_cast<const InvalidArgument*>(&e), nullptr);
    EXPECT_NE(dynamic_cast<const std::runtime_error*>(&e), nullptr);
  }
  expect_error<ThemeError>(
      [] { Theme::named("no-such-theme-xyz"); },
      "no theme named 'no-such-theme-xyz' (looked in " + Theme::find("base").parent_path().string() + ")");
  expect_error<OutputError>([] { format_from_path("figure.bmp"); },
                            "libplot: cannot tell the format of 'figure.bmp': unknown extension "
                            "'.bmp' (expected .png, .pdf or .svg)");
}

}  // namespace
