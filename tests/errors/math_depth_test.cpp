// The mathtext nesting bound (libplot::kMaxMathDepth): braces nested deeper are refused at the
// call that takes the text, naming the call, the argument, the text (abbreviated) and the bound;
// nesting up to the bound draws. Thousands of levels fit under the text length cap: the parser
// and the layout recurse per level, so without the bound they overflowed the stack.
#include <string>
#include <vector>

#include "expect_error.hpp"
#include "figure_fixture.hpp"
#include "libplot/libplot.hpp"

using namespace libplot;

namespace {

// "$" + n "{" + "x" + n "}" + "$"
std::string nested(std::size_t levels, const std::string& open = "{") {
  std::string s = "$";
  for (std::size_t i = 0; i < levels; ++i) s += open;
  return s.append("x").append(levels, '}').append("$");
}

// The message for `levels` plain braces given to `call` as `arg`.
std::string refused(const std::string& call, const std::string& arg, std::size_t levels) {
  return call + ": " + arg + " nests braces deeper than 64 levels (libplot::kMaxMathDepth) (text: '$" +
         std::string(39, '{') + "\u2026', " + std::to_string(2 * levels + 3) + " bytes)";
}

using MathDepth = testing_support::FigureFixture;

TEST_F(MathDepth, BoundIs64Levels) { EXPECT_EQ(kMaxMathDepth, 64u); }

TEST_F(MathDepth, NestingUpToTheBoundDraws) {
  ax.set_title(nested(kMaxMathDepth));
  ax.set_xlabel("a $10^" + nested(kMaxMathDepth).substr(1) + " b");  // a superscript's braces count too
  ax.set_ylabel(nested(kMaxMathDepth, "\\mathrm{"));
  ax.plot(x4, y4, {.label = nested(kMaxMathDepth)});
  ax.legend();
  EXPECT_EQ(fig.render(Format::Png).substr(1, 3), "PNG");
  EXPECT_EQ(fig.render(Format::Svg).substr(0, 5), "<?xml");
}

TEST_F(MathDepth, OneLevelMoreIsRefusedAtTheCall) {
  expect_error<MathTextError>([&] { ax.set_title(nested(kMaxMathDepth + 1)); },
                              refused("set_title", "s", kMaxMathDepth + 1));
  expect_error<MathTextError>([&] { ax.plot(x4, y4, {.label = nested(kMaxMathDepth + 1)}); },
                              refused("plot", "label", kMaxMathDepth + 1));
  expect_error<MathTextError>([&] { fig.suptitle(nested(kMaxMathDepth + 1)); },
                              refused("suptitle", "s", kMaxMathDepth + 1));
  // Font commands open a group too.
  const std::string mathrm = nested(kMaxMathDepth + 1, "\\mathrm{");
  expect_error<MathTextError>(
      [&] { ax.set_ylabel(mathrm); },
      "set_ylabel: s nests braces deeper than 64 levels (libplot::kMaxMathDepth) (text: '" +
          mathrm.substr(0, 40) + "\u2026', " + std::to_string(mathrm.size()) + " bytes)");
}

TEST_F(MathDepth, ThousandsOfLevelsUnderTheTextCapAreRefusedNotACrash) {
  const std::string deep = nested(5000);
  ASSERT_LT(deep.size(), kMaxTextBytes);
  expect_error<MathTextError>([&] { ax.set_title(deep); }, refused("set_title", "s", 5000));
  expect_error<MathTextError>(
      [&] {
        ax.set_xticks({1, 2}, {"a", deep});
      },
      refused("set_xticks", "labels", 5000));
  expect_error<MathTextError>([&] { ax.text({0.5, 0.5}, deep); }, refused("text", "s", 5000));
  TextEngine& e = TextEngine::for_this_thread();
  expect_error<MathTextError>([&] { e.measure_line(deep, FontSpec{}); },
                              refused("TextEngine::measure_line", "line", 5000));
  expect_error<MathTextError>(
      [&] { e.layout("plain\n" + deep, FontSpec{}); },
      "TextEngine::layout: text nests braces deeper than 64 levels (libplot::kMaxMathDepth) "
      "(text: 'plain\n$" +
          std::string(33, '{') + "\u2026', 10009 bytes)");
}

TEST_F(MathDepth, BracesOutsideMathAndEscapedOnesDoNotCount) {
  const std::string plain = std::string(5000, '{') + " $x$ " + std::string(5000, '}');
  ax.set_title(plain);
  ax.set_xlabel("$x$ " + std::string(200, '{') + " \\$" + std::string(200, '{') + "\\$");
  EXPECT_EQ(fig.render(Format::Png).substr(1, 3), "PNG");
}

}  // namespace
