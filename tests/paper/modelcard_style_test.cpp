// The model-card helpers that replaced per-figure constants: a footer that stacks every line,
// and a signed change label.
#include <gtest/gtest.h>

#include "modelcard.hpp"

namespace {

TEST(ModelcardStyle, FooterStacksEveryLineUpFromTheBottom) {
  // Bug: a third footer line was silently dropped (two fixed positions).
  const auto ys = modelcard::footer_ys(3, 0.030, 0.032);
  ASSERT_EQ(ys.size(), 3u);
  EXPECT_DOUBLE_EQ(ys[0], 0.094);
  EXPECT_DOUBLE_EQ(ys[1], 0.062);
  EXPECT_DOUBLE_EQ(ys[2], 0.030);
  EXPECT_EQ(modelcard::footer_ys(0, 0.03, 0.032).size(), 0u);
}

TEST(ModelcardStyle, ChangeIsSigned) {
  // Bug: a slower "after" printed "\u2212-16%".
  EXPECT_EQ(modelcard::change_label(15.7626, 12.2856, 0), "\u221222%");
  EXPECT_EQ(modelcard::change_label(10.0, 11.6, 0), "+16%");
  EXPECT_EQ(modelcard::change_label(14.94, 10.68, 1), "\u221228.5%");
}

}  // namespace
