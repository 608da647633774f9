// The text length cap (libplot::kMaxTextBytes): a longer text is refused at the call that takes
// it, naming the call, the argument and the length; a text of exactly the cap is accepted.
#include <string>
#include <vector>

#include "expect_error.hpp"
#include "figure_fixture.hpp"
#include "libplot/libplot.hpp"

using namespace libplot;

namespace {

const std::string kTooLong(kMaxTextBytes + 1, 'a');
const std::string kLongest(kMaxTextBytes, 'a');
const std::string kSuffix =
    " is 65537 bytes long; a text may be at most 65536 bytes (libplot::kMaxTextBytes)";

using TextLength = testing_support::FigureFixture;

TEST_F(TextLength, CapIs64KiB) { EXPECT_EQ(kMaxTextBytes, 65536u); }

TEST_F(TextLength, DecorationsNameTheirCall) {
  expect_error<InvalidArgument>([&] { ax.set_title(kTooLong); }, "set_title: s" + kSuffix);
  expect_error<InvalidArgument>([&] { ax.set_xlabel(kTooLong); }, "set_xlabel: s" + kSuffix);
  expect_error<InvalidArgument>([&] { fig.suptitle(kTooLong); }, "suptitle: s" + kSuffix);
  expect_error<InvalidArgument>([&] { ax.text({0.5, 0.5}, kTooLong); }, "text: s" + kSuffix);
}

TEST_F(TextLength, LabelsNameTheirCall) {
  const std::vector<double> x{1, 2}, y{3, 4};
  expect_error<InvalidArgument>([&] { ax.plot(x, y, {.label = kTooLong}); }, "plot: label" + kSuffix);
  expect_error<InvalidArgument>(
      [&] {
        ax.point_labels(x, y, {"a", kTooLong});
      },
      "point_labels: labels" + kSuffix);
  expect_error<InvalidArgument>(
      [&] {
        ax.set_xticks({1, 2}, {"a", kTooLong});
      },
      "set_xticks: labels" + kSuffix);
}

TEST_F(TextLength, TheEngineRefusesTooLongTextsToo) {
  TextEngine& e = TextEngine::for_this_thread();
  expect_error<InvalidArgument>([&] { e.layout(kTooLong, FontSpec{}); },
                                "TextEngine::layout: text" + kSuffix);
  expect_error<InvalidArgument>([&] { e.measure_line(kTooLong, FontSpec{}); },
                                "TextEngine::measure_line: line" + kSuffix);
}

TEST_F(TextLength, TheCapItselfIsAccepted) {
  ax.set_title(kLongest);
  const TextBlock b = TextEngine::for_this_thread().layout(kLongest, FontSpec{});
  ASSERT_EQ(b.lines.size(), 1u);
  EXPECT_EQ(b.lines[0].text.size(), kMaxTextBytes);
}

}  // namespace
