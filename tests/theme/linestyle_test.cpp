#include <gtest/gtest.h>

#include <vector>

#include "error_message.hpp"
#include "expect_error.hpp"
#include "libplot/linestyle.hpp"

namespace libplot {
namespace {

using V = std::vector<double>;

V dashes(std::string_view style, double lw, double* offset_out = nullptr) {
  double offset = -1;
  V v = dash_pattern(style, lw, offset);
  if (offset_out) *offset_out = offset;
  EXPECT_EQ(offset, 0);
  return v;
}

TEST(DashPattern, NamedStylesAtWidthOne) {
  EXPECT_EQ(dashes("-", 1), V{});
  EXPECT_EQ(dashes("solid", 1), V{});
  EXPECT_EQ(dashes("--", 1), (V{3.7, 1.6}));
  EXPECT_EQ(dashes("dashed", 1), (V{3.7, 1.6}));
  EXPECT_EQ(dashes(":", 1), (V{1.0, 1.65}));
  EXPECT_EQ(dashes("dotted", 1), (V{1.0, 1.65}));
  EXPECT_EQ(dashes("-.", 1), (V{6.4, 1.6, 1.0, 1.6}));
  EXPECT_EQ(dashes("dashdot", 1), (V{6.4, 1.6, 1.0, 1.6}));
}

TEST(DashPattern, ScaledByTheLineWidth) {
  EXPECT_EQ(dashes("--", 2), (V{7.4, 3.2}));
  EXPECT_EQ(dashes(":", 2), (V{2.0, 3.3}));
  EXPECT_EQ(dashes("-.", 2), (V{12.8, 3.2, 2.0, 3.2}));
  EXPECT_EQ(dashes("-", 2), V{});
  // Thin lines scale down too (matplotlib multiplies whatever the width).
  EXPECT_EQ(dashes("--", 0.8), (V{3.7 * 0.8, 1.6 * 0.8}));
}

TEST(DashPattern, NoLine) {
  for (const char* s : {"None", "none", " ", ""}) {
    EXPECT_EQ(dashes(s, 1), V{});
    EXPECT_FALSE(draws_line(s)) << s;
  }
  for (const char* s : {"-", "--", ":", "-.", "solid", "dashed", "dotted", "dashdot"})
    EXPECT_TRUE(draws_line(s)) << s;
}

TEST(DashPattern, UnknownStyle) {
  double offset = 0;
  for (const char* s : {"~", "Dashed", "NONE", "-- "}) {
    expect_error<LineStyleError>([&] { dash_pattern(s, 1, offset); },
                                 "unknown line style '" + std::string(s) + "'");
  }
  EXPECT_THROW(draws_line("~"), LineStyleError);
}

TEST(DashPattern, CustomTuples) {
  double offset = -1;
  EXPECT_EQ(dash_pattern(DashSpec{0, {4, 3}}, 1, offset), (V{4, 3}));
  EXPECT_EQ(offset, 0);
  EXPECT_EQ(dash_pattern(DashSpec{0, {4, 3}}, 2, offset), (V{8, 6}));
  EXPECT_EQ(offset, 0);
  // modelcard's ls=(0, (4, 3)) at lw=1.2
  EXPECT_EQ(dash_pattern(DashSpec{0, {4, 3}}, 1.2, offset), (V{4 * 1.2, 3 * 1.2}));
  // The offset is reduced modulo the pattern length (Python's %), then scaled.
  EXPECT_EQ(dash_pattern(DashSpec{10, {4, 3}}, 2, offset), (V{8, 6}));
  EXPECT_EQ(offset, 6);
  EXPECT_EQ(dash_pattern(DashSpec{-1, {4, 3}}, 1, offset), (V{4, 3}));
  EXPECT_EQ(offset, 6);
  EXPECT_EQ(dash_pattern(DashSpec{2, {5, 0, 1, 2}}, 0.5, offset), (V{2.5, 0, 0.5, 1}));
  EXPECT_EQ(offset, 1);
}

TEST(DashPattern, BadTuples) {
  auto error_of = [](DashSpec d) {
    double offset = 0;
    return error_message<LineStyleError>([&] { dash_pattern(d, 1, offset); });
  };
  EXPECT_EQ(error_of({0, {}}), "dash pattern needs an even number of lengths, got 0");
  EXPECT_EQ(error_of({0, {1, 2, 3}}), "dash pattern needs an even number of lengths, got 3");
  EXPECT_EQ(error_of({0, {1, -2}}), "dash pattern lengths must be non-negative");
  EXPECT_EQ(error_of({0, {0, 0}}), "dash pattern needs a positive length");
}

}  // namespace
}  // namespace libplot
