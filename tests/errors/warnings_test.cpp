// Non-fatal surprises go to the warning handler: replaceable, by default one stderr line per
// distinct message.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "libplot/libplot.hpp"

using namespace libplot;

namespace {

// Collects warnings for the life of the test and restores the previous handler.
struct Warnings : ::testing::Test {
  std::vector<std::string> got;
  WarningHandler previous;
  void SetUp() override {
    previous = set_warning_handler([this](const std::string& m) { got.push_back(m); });
  }
  void TearDown() override { set_warning_handler(previous); }
};

TEST_F(Warnings, SingularXlimIsWidenedLikeMatplotlib) {
  Theme theme;
  Figure fig(theme);
  fig.axes().set_xlim(2, 2);
  EXPECT_EQ(got, (std::vector<std::string>{
                     "set_xlim: lo and hi are both 2, which makes the x axis singular; widened "
                     "to 1.9..2.1"}));
  EXPECT_EQ(fig.render(Format::Png).substr(1, 3), "PNG");  // saved, not "invalid matrix"
}

TEST_F(Warnings, SingularLimitOnLogAxisWidensToDecades) {
  Theme theme;
  Figure fig(theme);
  fig.axes().set_yscale(Scale::log());
  fig.axes().set_ylim_lo(5);
  fig.axes().set_ylim_hi(5);
  EXPECT_EQ(got, (std::vector<std::string>{
                     "set_ylim_hi: lo and hi are both 5, which makes the y axis singular; widened "
                     "to 1..10"}));
}

TEST_F(Warnings, UnknownFontFamily) {
  Theme theme;
  Figure fig(theme);
  fig.axes().set_title("title", {.family = "Comic Sans MS"});
  fig.render(Format::Png);
  EXPECT_EQ(got,
            (std::vector<std::string>{"font family 'Comic Sans MS' is not available; its text is drawn in "
                                      "DejaVu Sans"}));
}

TEST(DefaultWarningHandler, OneLinePerDistinctMessage) {
  const WarningHandler previous = set_warning_handler({});
  ::testing::internal::CaptureStderr();
  warn("test: first");
  warn("test: second");
  warn("test: first");
  const std::string err = ::testing::internal::GetCapturedStderr();
  set_warning_handler(previous);
  EXPECT_EQ(err, "libplot warning: test: first\nlibplot warning: test: second\n");
}

}  // namespace
