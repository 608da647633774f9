#include <gtest/gtest.h>

#include "error_message.hpp"
#include "libplot/color.hpp"

namespace libplot {
namespace {

Color rgb(int r, int g, int b, int a = 255) { return {r / 255.0, g / 255.0, b / 255.0, a / 255.0}; }

std::string error_of(std::string_view text) {
  return error_message<ColorError>([&] { parse_color(text); });
}

TEST(Color, HexSpellings) {
  EXPECT_EQ(parse_color("#1f77b4"), rgb(0x1f, 0x77, 0xb4));
  EXPECT_EQ(parse_color("#1F77B4"), rgb(0x1f, 0x77, 0xb4));
  EXPECT_EQ(parse_color("#1f77b480"), rgb(0x1f, 0x77, 0xb4, 0x80));
  EXPECT_EQ(parse_color("#abc"), rgb(0xaa, 0xbb, 0xcc));
  EXPECT_EQ(parse_color("#ABC8"), rgb(0xaa, 0xbb, 0xcc, 0x88));
  // matplotlib's values, to the last bit.
  EXPECT_EQ(parse_color("#abc"), (Color{0.6666666666666666, 0.7333333333333333, 0.8, 1.0}));
}

TEST(Color, SingleLettersAreMatplotlibs) {
  EXPECT_EQ(parse_color("b"), (Color{0, 0, 1, 1}));
  EXPECT_EQ(parse_color("g"), (Color{0, 0.5, 0, 1}));
  EXPECT_EQ(parse_color("r"), (Color{1, 0, 0, 1}));
  EXPECT_EQ(parse_color("c"), (Color{0, 0.75, 0.75, 1}));
  EXPECT_EQ(parse_color("m"), (Color{0.75, 0, 0.75, 1}));
  EXPECT_EQ(parse_color("y"), (Color{0.75, 0.75, 0, 1}));
  EXPECT_EQ(parse_color("k"), (Color{0, 0, 0, 1}));
  EXPECT_EQ(parse_color("w"), (Color{1, 1, 1, 1}));
  // Single letters are case-sensitive in matplotlib.
  EXPECT_EQ(error_of("R"), "unknown colour 'R'");
}

TEST(Color, CycleReferences) {
  EXPECT_EQ(parse_color("C0"), rgb(0x1f, 0x77, 0xb4));
  EXPECT_EQ(parse_color("C1"), rgb(0xff, 0x7f, 0x0e));
  EXPECT_EQ(parse_color("C9"), rgb(0x17, 0xbe, 0xcf));
  EXPECT_EQ(parse_color("C10"), parse_color("C0"));
  EXPECT_EQ(parse_color("C23"), parse_color("C3"));
  EXPECT_EQ(error_of("c0"), "unknown colour 'c0'");
  EXPECT_EQ(cycle_color(3), rgb(0xd6, 0x27, 0x28));
  EXPECT_EQ(cycle_color(13), cycle_color(3));
  const auto all = default_cycle();
  ASSERT_EQ(all.size(), 10u);
  for (std::size_t i = 0; i < all.size(); ++i) EXPECT_EQ(all[i], cycle_color(i));
}

TEST(Color, TableauNames) {
  EXPECT_EQ(parse_color("tab:blue"), rgb(0x1f, 0x77, 0xb4));
  EXPECT_EQ(parse_color("tab:gray"), rgb(0x7f, 0x7f, 0x7f));
  EXPECT_EQ(parse_color("tab:grey"), rgb(0x7f, 0x7f, 0x7f));
  EXPECT_EQ(parse_color("TAB:Olive"), rgb(0xbc, 0xbd, 0x22));
  EXPECT_EQ(error_of("tab:bleu"), "unknown colour 'tab:bleu'");
}

TEST(Color, Css4NamesAnyCase) {
  EXPECT_EQ(parse_color("lightgray"), rgb(0xd3, 0xd3, 0xd3));
  EXPECT_EQ(parse_color("lightgrey"), rgb(0xd3, 0xd3, 0xd3));
  EXPECT_EQ(parse_color("LightGrey"), rgb(0xd3, 0xd3, 0xd3));
  EXPECT_EQ(parse_color("rebeccapurple"), (Color{0.4, 0.2, 0.6, 1.0}));
  EXPECT_EQ(parse_color("darkslategrey"), rgb(0x2f, 0x4f, 0x4f));
  EXPECT_EQ(parse_color("aliceblue"), rgb(0xf0, 0xf8, 0xff));
  EXPECT_EQ(parse_color("yellowgreen"), rgb(0x9a, 0xcd, 0x32));
  EXPECT_EQ(parse_color("silver"), rgb(0xc0, 0xc0, 0xc0));
  // CSS4 wins over the single letters' values for full names.
  EXPECT_EQ(parse_color("green"), rgb(0x00, 0x80, 0x00));
  EXPECT_EQ(parse_color("blue"), rgb(0x00, 0x00, 0xff));
  EXPECT_EQ(parse_color("WHITE"), rgb(0xff, 0xff, 0xff));
}

TEST(Color, XkcdNames) {
  EXPECT_EQ(parse_color("xkcd:sky blue"), rgb(0x75, 0xbb, 0xfd));
  EXPECT_EQ(parse_color("xkcd:grey"), rgb(0x92, 0x95, 0x91));
  EXPECT_EQ(parse_color("xkcd:gray"), rgb(0x92, 0x95, 0x91));
  EXPECT_EQ(parse_color("XKCD:Grey"), rgb(0x92, 0x95, 0x91));
}

TEST(Color, NoneAndGreyLevels) {
  EXPECT_EQ(parse_color("none"), (Color{0, 0, 0, 0}));
  EXPECT_EQ(parse_color("None"), (Color{0, 0, 0, 0}));
  EXPECT_EQ(parse_color("NONE"), (Color{0, 0, 0, 0}));
  EXPECT_EQ(parse_color("0.8"), (Color{0.8, 0.8, 0.8, 1}));
  EXPECT_EQ(parse_color("0"), (Color{0, 0, 0, 1}));
  EXPECT_EQ(parse_color("1"), (Color{1, 1, 1, 1}));
  EXPECT_EQ(parse_color(".25"), (Color{0.25, 0.25, 0.25, 1}));
  EXPECT_EQ(error_of("1.5"), "grey level '1.5' is outside 0..1");
  EXPECT_EQ(error_of("-0.1"), "grey level '-0.1' is outside 0..1");
  EXPECT_EQ(error_of("nan"), "grey level 'nan' is outside 0..1");
}

TEST(Color, UnknownColourMessages) {
  EXPECT_EQ(error_of("bluish"), "unknown colour 'bluish'");
  EXPECT_EQ(error_of("#12345"), "unknown colour '#12345'");
  EXPECT_EQ(error_of("#ggg"), "unknown colour '#ggg'");
  EXPECT_EQ(error_of("#1f77b4ff00"), "unknown colour '#1f77b4ff00'");
  EXPECT_EQ(error_of(""), "unknown colour ''");
  EXPECT_EQ(error_of("0.5.1"), "unknown colour '0.5.1'");
  EXPECT_THROW(parse_color("bluish"), ColorError);
}

TEST(Color, ToHexRoundsHalfToEvenAsMatplotlib) {
  EXPECT_EQ(to_hex(parse_color("tab:blue")), "#1f77b4");
  EXPECT_EQ(to_hex(parse_color("c")), "#00bfbf");
  EXPECT_EQ(to_hex(parse_color("0.8")), "#cccccc");
  EXPECT_EQ(to_hex(parse_color("0.25")), "#404040");
  EXPECT_EQ(to_hex(parse_color("#1F77B480")), "#1f77b480");
  EXPECT_EQ(to_hex(parse_color("none")), "#00000000");
  EXPECT_EQ(to_hex(Color{0.5, 2.5 / 255, 0.5 / 255, 0.5}), "#80020080");
  EXPECT_EQ(to_hex(Color{1, 0, 0, 1}.with_alpha(0.2)), "#ff000033");
}

}  // namespace
}  // namespace libplot
