// Same figure, same bytes: PNG, PDF and SVG are reproducible run to run.
#include <gtest/gtest.h>

#include "libplot/libplot.hpp"

using namespace libplot;

namespace {

std::string render_sample(Format f) {
  Theme th;
  Figure fig(th, {.width = 4, .height = 3, .dpi = 100});
  Axes& ax = fig.axes();
  const std::vector<double> x{0, 1, 2, 3}, y{1, 3, 2, 4}, e{0.2, 0.3, 0.1, 0.4};
  ax.bar(x, y, {.label = "bars"});
  ax.errorbar(x, y, e, {.marker = "o", .capsize = 3, .label = "err"});
  ax.set_title("Déjà vu − 10² ± Δ");
  ax.legend();
  return fig.render(f);
}

}  // namespace

TEST(Output, ByteIdenticalAcrossRuns) {
  for (Format f : {Format::Png, Format::Pdf, Format::Svg}) {
    const std::string a = render_sample(f), b = render_sample(f);
    EXPECT_GT(a.size(), 1000u);
    EXPECT_EQ(a, b) << extension(f);
  }
}

TEST(Output, PdfEmbedsNoType3Fonts) {
  const std::string pdf = render_sample(Format::Pdf);
  EXPECT_EQ(pdf.find("/Type3"), std::string::npos);
  EXPECT_NE(pdf.find("/FontFile2"), std::string::npos);  // TrueType embedded
}
