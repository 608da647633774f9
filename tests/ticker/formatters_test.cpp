// Formatter tables measured from matplotlib 3.6.3: ScalarFormatter labels and offset text,
// LogFormatterSciNotation labels, and the formatter half of whole real axes.
#include "tables.hpp"

using namespace ticker_tables;

namespace {

libplot::ScalarFormatter make(const ScalarCase& c) {
  libplot::ScalarFormatter f;
  f.use_offset = c.use_offset;
  if (!std::isnan(c.fixed_offset)) f.offset = c.fixed_offset;
  f.use_mathtext = c.mathtext;
  f.scientific = c.scientific;
  f.power_limit_low = c.low;
  f.power_limit_high = c.high;
  return f;
}

const std::string kMinus = "\xE2\x88\x92";

}  // namespace

TEST(ScalarFormatter, MatchesMatplotlibTable) {
  ASSERT_GE(kScalar.size(), 50u);
  for (const auto& c : kScalar) {
    SCOPED_TRACE(::testing::Message() << show(c.locs) << " view (" << c.vmin << ", " << c.vmax
                                      << ") mathtext " << c.mathtext << " offset " << c.use_offset);
    const auto r = make(c).format(c.locs, c.vmin, c.vmax);
    EXPECT_EQ(r.labels, c.labels);
    EXPECT_EQ(r.offset_text, c.offset_text);
  }
}

TEST(ScalarFormatter, KnownValues) {
  libplot::ScalarFormatter f;
  auto r = f.format({1e6, 1e6 + 1, 1e6 + 2, 1e6 + 3, 1e6 + 4, 1e6 + 5}, 1e6, 1e6 + 5);
  EXPECT_EQ(r.labels, (std::vector<std::string>{"0", "1", "2", "3", "4", "5"}));
  EXPECT_EQ(r.offset_text, "+1e6");
  EXPECT_EQ(r.offset, 1e6);
  EXPECT_EQ(r.order_of_magnitude, 0);

  r = f.format({-5, -2.5, 0, 2.5, 5, 7.5, 10}, -3.2, 7.9);
  EXPECT_EQ(r.labels[0], kMinus + "5.0");
  EXPECT_EQ(r.decimals, 1);
  EXPECT_EQ(r.offset_text, "");

  r = f.format({1e-7, 2e-7, 3e-7}, 1e-7, 3e-7);
  EXPECT_EQ(r.offset_text, "1e" + kMinus + "7");
  EXPECT_EQ(r.labels, (std::vector<std::string>{"1", "2", "3"}));

  f.use_unicode_minus = false;
  EXPECT_EQ(f.format({-1, 0, 1}, -1, 1).labels[0], "-1");
}

TEST(ScalarFormatter, ThousandsSeparator) {
  libplot::ScalarFormatter f;
  f.thousands_separator = true;
  auto r = f.format({0, 200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800}, 0, 1620);
  EXPECT_EQ(r.labels, (std::vector<std::string>{"0", "200", "400", "600", "800", "1,000", "1,200", "1,400",
                                                "1,600", "1,800"}));
  r = f.format({-250000, -125000, 0, 125000, 250000}, -250000, 250000);
  EXPECT_EQ(r.labels,
            (std::vector<std::string>{kMinus + "250,000", kMinus + "125,000", "0", "125,000", "250,000"}));
  r = f.format({1000.5, 1500, 2000}, 1000, 2000);
  EXPECT_EQ(r.labels, (std::vector<std::string>{"1,000.5", "1,500.0", "2,000.0"}));
  f.use_mathtext = true;
  r = f.format({0, 5000, 10000}, 0, 10000);
  EXPECT_EQ(r.labels[2], "$\\mathdefault{10,000}$");
}

TEST(LogFormatter, MatchesMatplotlibTable) {
  ASSERT_GE(kLogFmt.size(), 40u);
  for (const auto& c : kLogFmt) {
    SCOPED_TRACE(::testing::Message() << show(c.locs) << " view (" << c.vmin << ", " << c.vmax << ") base "
                                      << c.base << " only base " << c.label_only_base);
    libplot::LogFormatter f;
    f.base = c.base;
    f.label_only_base = c.label_only_base;
    f.minor_threshold_subset = c.subset;
    f.minor_threshold_all = c.all;
    EXPECT_EQ(f.format(c.locs, c.vmin, c.vmax), c.labels);
  }
}

TEST(LogFormatter, KnownValues) {
  libplot::LogFormatter f;
  EXPECT_EQ(f.format({1, 10, 1000, 0.001}, 1e-3, 1e3),
            (std::vector<std::string>{"$\\mathdefault{10^{0}}$", "$\\mathdefault{10^{1}}$",
                                      "$\\mathdefault{10^{3}}$", "$\\mathdefault{10^{-3}}$"}));
  f.base = 2;
  EXPECT_EQ(f.format({256}, 215, 11000), (std::vector<std::string>{"$\\mathdefault{2^{8}}$"}));
  f.base = 10;
  // Under 0.4 decades in view every minor tick is labelled.
  EXPECT_EQ(f.format({3, 5}, 3, 5),
            (std::vector<std::string>{"$\\mathdefault{3\\times10^{0}}$", "$\\mathdefault{5\\times10^{0}}$"}));
  // Between 0.4 and 1 decade: coefficients 1, 2, 3, 4, 6, 10 only.
  EXPECT_EQ(f.format({2, 5, 6}, 1.5, 8), (std::vector<std::string>{"$\\mathdefault{2\\times10^{0}}$", "",
                                                                   "$\\mathdefault{6\\times10^{0}}$"}));
}

TEST(WholeAxis, Formatters) {
  for (const auto& c : kAxes) {
    SCOPED_TRACE(::testing::Message() << (c.x_axis ? "x" : "y") << (c.log ? " log" : " linear") << " ("
                                      << c.vmin << ", " << c.vmax << ")");
    if (c.log) {
      libplot::LogFormatter f;
      f.base = c.base;
      EXPECT_EQ(f.format(c.major, c.vmin, c.vmax), c.major_labels);
      EXPECT_EQ(f.format(c.minor, c.vmin, c.vmax), c.minor_labels);
      EXPECT_EQ(c.offset_text, "");
    } else {
      const auto r = libplot::ScalarFormatter{}.format(c.major, c.vmin, c.vmax);
      EXPECT_EQ(r.labels, c.major_labels);
      EXPECT_EQ(r.offset_text, c.offset_text);
    }
  }
}
