// measure_line against matplotlib's Agg metrics.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "mpl_data.hpp"

namespace libplot {
namespace {

using testdata::MplMetric;

FontSpec font_of(const MplMetric& m) {
  FontSpec f;
  f.size = m.size;
  f.weight = m.weight;
  return f;
}

struct Worst {
  double w = 0, h = 0, d = 0;
};

template <std::size_t N>
Worst compare(const MplMetric (&table)[N], bool report, double dpi_filter = 0) {
  auto& e = TextEngine::for_this_thread();
  Worst worst;
  for (const MplMetric& m : table) {
    if (dpi_filter > 0 && m.dpi != dpi_filter) continue;
    const LineMetrics got = e.measure_line(m.text, font_of(m), m.dpi);
    const double dw = std::fabs(got.width - m.width);
    const double dh = std::fabs(got.height() - m.height);
    const double dd = std::fabs(got.descent - m.descent);
    worst.w = std::max(worst.w, dw / std::max(1.0, m.width));
    worst.h = std::max(worst.h, dh * m.dpi / 72);
    worst.d = std::max(worst.d, dd * m.dpi / 72);
    if (report)
      std::printf("%-40s %5.1f dpi %3.0f  w %9.4f/%9.4f  h %8.4f/%8.4f  d %8.4f/%8.4f\n", m.text, m.size,
                  m.dpi, got.width, m.width, got.height(), m.height, got.descent, m.descent);
  }
  return worst;
}

// Unhinted matplotlib (text.hinting = "no_hinting") runs FreeType exactly as libplot does: the
// numbers agree to FreeType's 1/64-pixel rounding of each glyph's advance.
TEST(TextMetrics, PlainTextMatchesUnhintedAgg) {
  auto& e = TextEngine::for_this_thread();
  for (const MplMetric& m : testdata::kPlainNoHinting) {
    SCOPED_TRACE(std::string(m.text) + " @" + std::to_string(m.size));
    const LineMetrics got = e.measure_line(m.text, font_of(m));
    // Width: the pen advance, FT2Font rounds every advance to 1/64 px.
    EXPECT_NEAR(got.width, m.width, 0.004 * m.width + 0.02);
    EXPECT_NEAR(got.height(), m.height, 0.02);
    EXPECT_NEAR(got.descent, m.descent, 0.02);
  }
}

// matplotlib's default (text.hinting "force_autohint", hinting_factor 8) at every dpi in the
// tables: in Raster mode the engine runs FreeType exactly as FT2Font does, so every number is
// matplotlib's to the table's 6 decimals.
// Every row of a hinted table measured in Raster mode at the row's dpi: matplotlib's numbers.
template <class Table>
void expect_equals_hinted(const Table& table) {
  auto& e = TextEngine::for_this_thread();
  for (const MplMetric& m : table) {
    SCOPED_TRACE(std::string(m.text) + " @" + std::to_string(m.size) + "pt " + std::to_string(m.dpi) + "dpi");
    const ScopedTextMetrics raster(TextMetrics::raster_at(m.dpi));
    const LineMetrics got = e.measure_line(m.text, font_of(m));
    EXPECT_NEAR(got.width, m.width, 2e-6);
    EXPECT_NEAR(got.height(), m.height, 2e-6);
    EXPECT_NEAR(got.descent, m.descent, 2e-6);
  }
}

TEST(TextMetrics, PlainTextEqualsHintedAgg) { expect_equals_hinted(testdata::kPlainHinted); }

TEST(TextMetrics, MathtextMatchesUnhintedAgg) {
  auto& e = TextEngine::for_this_thread();
  for (const MplMetric& m : testdata::kMathNoHinting) {
    SCOPED_TRACE(std::string(m.text) + " @" + std::to_string(m.size) + "pt " + std::to_string(m.dpi) + "dpi");
    const LineMetrics got = e.measure_line(m.text, font_of(m), m.dpi);
    EXPECT_NEAR(got.width, m.width, 0.03);
    EXPECT_NEAR(got.height(), m.height, 0.03);
    EXPECT_NEAR(got.descent, m.descent, 0.03);
  }
}

TEST(TextMetrics, MathtextEqualsHintedAgg) { expect_equals_hinted(testdata::kMathHinted); }

// Prints every comparison (run: text_tests --gtest_also_run_disabled_tests
// --gtest_filter=*Report*).
TEST(TextMetrics, DISABLED_Report) {
  compare(testdata::kPlainNoHinting, true);
  compare(testdata::kPlainHinted, true);
  compare(testdata::kMathNoHinting, true);
  compare(testdata::kMathHinted, true);
  std::printf("worst (width relative, height px, descent px):\n");
  const auto line = [](const char* what, const Worst& w) {
    std::printf("  %-28s %.4f %.3f %.3f\n", what, w.w, w.h, w.d);
  };
  line("plain, no hinting", compare(testdata::kPlainNoHinting, false));
  for (double dpi : {72.0, 160.0, 300.0}) {
    line(("plain, hinted " + std::to_string(int(dpi))).c_str(), compare(testdata::kPlainHinted, false, dpi));
    line(("math, no hinting " + std::to_string(int(dpi))).c_str(),
         compare(testdata::kMathNoHinting, false, dpi));
    line(("math, hinted " + std::to_string(int(dpi))).c_str(), compare(testdata::kMathHinted, false, dpi));
  }
}

TEST(TextMetrics, KnownValues) {
  auto& e = TextEngine::for_this_thread();
  FontSpec f;  // DejaVu Sans 10 pt
  // "Artifact": eight advances of DejaVu Sans (7520 font units of 2048 per em) = 36.71875 pt.
  EXPECT_NEAR(e.measure_line("Artifact", f).width, 7520.0 / 2048.0 * 10.0, 0.002);
  // "x" sits on the baseline and is x-height (1120 units) tall.
  const LineMetrics x = e.measure_line("x", f);
  EXPECT_NEAR(x.ascent, 1120.0 / 2048.0 * 10.0, 0.002);
  EXPECT_NEAR(x.descent, 0.0, 1e-9);
  // A space adds the pen origin to the ink box (FT2Font): "-" alone floats above the baseline
  // (negative descent); " -" reaches down to it.
  EXPECT_LT(e.measure_line("-", f).descent, -2.0);
  EXPECT_NEAR(e.measure_line(" -", f).descent, 0.0, 1e-9);
  // Nothing to measure.
  const LineMetrics empty = e.measure_line("", f);
  EXPECT_EQ(empty.width, 0.0);
  EXPECT_EQ(empty.height(), 0.0);
  // Sizes scale linearly (no hinting), to FreeType's 1/64-pixel rounding of each advance.
  FontSpec f20 = f;
  f20.size = 20;
  EXPECT_NEAR(e.measure_line("Scaling", f20).width, 2 * e.measure_line("Scaling", f).width, 0.02);
  // Semibold is drawn with DejaVu Sans Bold, as matplotlib does.
  FontSpec semi = f, bold = f;
  semi.weight = FontWeight::Semibold;
  bold.weight = FontWeight::Bold;
  EXPECT_EQ(e.measure_line("Weights", semi), e.measure_line("Weights", bold));
  EXPECT_GT(e.measure_line("Weights", bold).width, e.measure_line("Weights", f).width + 1.0);
  // "\$" is a literal dollar; a lone "$" is not mathtext.
  EXPECT_EQ(e.measure_line("Cost ($ / 1M tokens)", f).width,
            e.measure_line("Cost (\\$ / 1M tokens)", f).width);
}

// Vector mode (the default) measures outlines as designed: the dpi changes nothing but FreeType's
// 1/64-pixel rounding. Raster mode hints at the dpi: "Tokens/s" at 10 pt is 1.1 px taller at 160
// dpi than its outline (matplotlib's numbers, kPlainHinted).
TEST(TextMetrics, MeasurementFollowsTheMode) {
  auto& e = TextEngine::for_this_thread();
  FontSpec f;
  ASSERT_EQ(e.metrics(), TextMetrics::vector());
  const LineMetrics v72 = e.measure_line("Tokens/s", f);
  EXPECT_EQ(v72, e.measure_line("Tokens/s", f, 72));
  for (double dpi : {160.0, 300.0}) {
    const LineMetrics v = e.measure_line("Tokens/s", f, dpi);
    EXPECT_NEAR(v.width, v72.width, 0.13);  // 8 advances, each rounded to 1/64 px
    EXPECT_NEAR(v.height(), v72.height(), 0.02);
    EXPECT_NEAR(v.descent, v72.descent, 0.02);
  }
  {
    const ScopedTextMetrics raster(TextMetrics::raster_at(160));
    EXPECT_EQ(e.metrics(), TextMetrics::raster_at(160));
    const LineMetrics r = e.measure_line("Tokens/s", f);
    EXPECT_DOUBLE_EQ(r.height() * 160 / 72, 20.0);  // 18.9 px unhinted
    EXPECT_DOUBLE_EQ(r.descent * 160 / 72, 2.0);
  }
  EXPECT_EQ(e.metrics(), TextMetrics::vector());  // the scope restored the mode
  EXPECT_EQ(e.measure_line("Tokens/s", f), v72);
}

TEST(TextMetrics, CacheHit) {
  TextEngine e;  // a fresh engine, so the counts start at zero
  FontSpec f;
  f.size = 9;
  EXPECT_EQ(e.cache_size(), 0u);
  EXPECT_EQ(e.cache_hits(), 0u);
  const LineMetrics a = e.measure_line("cache me", f);
  EXPECT_EQ(e.cache_size(), 1u);
  EXPECT_EQ(e.cache_hits(), 0u);
  const LineMetrics b = e.measure_line("cache me", f);
  EXPECT_EQ(a, b);
  EXPECT_EQ(e.cache_size(), 1u);
  EXPECT_EQ(e.cache_hits(), 1u);
  f.size = 10;  // another font is another entry
  e.measure_line("cache me", f);
  EXPECT_EQ(e.cache_size(), 2u);
  EXPECT_EQ(e.cache_hits(), 1u);
  // Mathtext is cached per dpi.
  e.measure_line("$\\mathdefault{10^{3}}$", f, 160);
  e.measure_line("$\\mathdefault{10^{3}}$", f, 160);
  e.measure_line("$\\mathdefault{10^{3}}$", f, 300);
  EXPECT_EQ(e.cache_size(), 4u);
  EXPECT_EQ(e.cache_hits(), 2u);
}

}  // namespace
}  // namespace libplot
