// Pango is loaded only when text first goes through it: a PNG of plain text or of mathtext (log
// axes' tick labels) never loads it (a one-figure process saves the start-up of Pango, GObject,
// GIO and HarfBuzz), a PDF loads it and draws its text. Linked to the shared (or static) libplot itself,
// which does not link Pango.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include <libplot/libplot.hpp>

namespace {

// The shared objects mapped into this process whose path contains `name`.
int mapped(const std::string& name) {
  std::ifstream maps("/proc/self/maps");
  std::string line;
  int n = 0;
  while (std::getline(maps, line))
    if (line.find(name) != std::string::npos) ++n;
  return n;
}

libplot::Figure plain_text_figure() {
  libplot::Figure fig(libplot::Theme::named("modelcard"), {.width = 4, .height = 3, .dpi = 100});
  libplot::Axes& ax = fig.axes();
  const std::vector<double> x{0, 1, 2}, y{2, 1, 3};
  ax.plot(x, y, {.label = "loss"});
  ax.set_title("plain title");
  ax.set_xlabel("step");
  ax.legend();
  return fig;
}

// weightcodec fig5's kind of axes: log x, its tick labels mathtext ($\mathdefault{10^{3}}$), and
// a mathtext label.
libplot::Figure mathtext_figure() {
  libplot::Figure fig(libplot::Theme::named("modelcard"), {.width = 4, .height = 3, .dpi = 100});
  libplot::Axes& ax = fig.axes();
  const std::vector<double> x{10, 1000, 100000}, y{1, 2, 3};
  ax.plot(x, y);
  ax.set_xscale(libplot::Scale::log());
  ax.set_xlabel("size [$10^{-3}$ MB]");
  return fig;
}

}  // namespace

// One test: Pango, once loaded, stays for the process.
TEST(PangoOnDemand, APngOfPlainTextOrMathtextLeavesPangoUnloadedAPdfLoadsIt) {
  ASSERT_EQ(mapped("libpango"), 0) << "Pango was loaded at program start";
  const libplot::Figure fig = plain_text_figure();
  const std::string png = fig.render(libplot::Format::Png);
  EXPECT_EQ(png.compare(1, 3, "PNG"), 0);
  EXPECT_EQ(mapped("libpango"), 0) << "a PNG of plain text loaded Pango";
  EXPECT_EQ(mapped("libgobject-2.0"), 0);

  const std::string math_png = mathtext_figure().render(libplot::Format::Png);
  EXPECT_EQ(math_png.compare(1, 3, "PNG"), 0);
  EXPECT_GT(math_png.size(), png.size() / 4);
  EXPECT_EQ(mapped("libpango"), 0) << "a PNG of mathtext loaded Pango";
  EXPECT_EQ(mapped("libharfbuzz"), 0);

  const std::string pdf = fig.render(libplot::Format::Pdf);
  EXPECT_EQ(pdf.rfind("%PDF-", 0), 0u);
  EXPECT_GT(mapped("libpangocairo-1.0.so"), 0) << "a PDF's text did not go through Pango";
  // The PDF's text is there: the title's glyphs are embedded as a font subset.
  EXPECT_NE(pdf.find("/FontFile"), std::string::npos);
}
