// PDF pages that stamp many markers: the background is painted as a quarter-page form scaled by
// 4, so that Cairo 1.16's page analysis stays linear in the markers (CairoCanvas::clear); pages
// with fewer markers are written as before.
#include <gtest/gtest.h>
#include <zlib.h>

#include <string>
#include <vector>

#include "libplot/libplot.hpp"
#include "libplot/render.hpp"

namespace libplot {
namespace {

// The inflated content of every FlateDecode stream of a PDF, in file order.
std::vector<std::string> pdf_streams(const std::string& pdf) {
  std::vector<std::string> out;
  for (std::size_t at = pdf.find("stream\n"); at != std::string::npos; at = pdf.find("stream\n", at)) {
    const std::size_t begin = at + 7;
    const std::size_t end = pdf.find("endstream", begin);
    if (end == std::string::npos) break;
    std::string text(1 << 22, '\0');
    uLongf size = text.size();
    if (uncompress(reinterpret_cast<Bytef*>(text.data()), &size,
                   reinterpret_cast<const Bytef*>(pdf.data() + begin), end - begin) == Z_OK) {
      text.resize(size);
      out.push_back(text);
    }
    at = end + 9;
  }
  return out;
}

std::size_t count(const std::string& s, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + 1)) ++n;
  return n;
}

// A 5 x 3.5 in page (360 x 252 pt) with `n` markers stamped.
std::string page_with_markers(std::size_t n, std::size_t told) {
  RenderTarget t{5, 3.5, 72};
  t.background = Color{1, 0, 0, 1};
  t.markers = told;
  return render_bytes(Format::Pdf, t, [n](Canvas& c) {
    std::vector<Point> centres;
    for (std::size_t i = 0; i < n; ++i)
      centres.push_back({10.0 + static_cast<double>(i % 50) * 6, 10.0 + static_cast<double>(i / 50) * 5});
    c.draw_markers(Path::circle({0, 0}, 2), centres, Color{0, 0, 1, 1}, std::nullopt);
  });
}

TEST(PdfManyMarkers, ThePageBackgroundIsAQuarterFormScaledByFour) {
  const std::string pdf = page_with_markers(2000, 2000);
  const std::vector<std::string> s = pdf_streams(pdf);
  ASSERT_GE(s.size(), 3u);
  // The page: the background form at 4x, then the markers' form at each centre.
  EXPECT_EQ(s[0].rfind("1 0 0 -1 0 252 cm\nq\nq\n4 0 0 4 0 0 cm\n/a0 gs /x6 Do\nQ\nq\n1 0 0 1 10 10 cm\n", 0),
            0u)
      << s[0].substr(0, 200);
  EXPECT_EQ(count(s[0], " Do\n"), 2001u);
  // The background form: the page's colour over a quarter of the page.
  EXPECT_NE(pdf.find("/BBox [ 0 0 90 63 ]"), std::string::npos);
  EXPECT_EQ(s[1], "q\n1 0 0 rg /a0 gs\n0 0 90 63 re f\nQ\n");
  EXPECT_EQ(count(pdf, "/Subtype /Form"), 2u);
}

TEST(PdfManyMarkers, FewerMarkersKeepThePlainBackground) {
  const std::string pdf = page_with_markers(1999, 1999);
  const std::vector<std::string> s = pdf_streams(pdf);
  ASSERT_GE(s.size(), 1u);
  EXPECT_EQ(s[0].find("1 0 0 rg /a0 gs\n0 0 360 252 re f\n"), 27u) << s[0].substr(0, 200);
  EXPECT_EQ(s[0].find("4 0 0 4 0 0 cm"), std::string::npos);
  EXPECT_EQ(pdf.find("/BBox [ 0 0 90 63 ]"), std::string::npos);
  EXPECT_EQ(count(pdf, "/Subtype /Form"), 1u);  // the markers' form only
  // What decides is what the page is told, not what it draws.
  EXPECT_NE(page_with_markers(10, 2000).find("/BBox [ 0 0 90 63 ]"), std::string::npos);
}

// A figure tells its save how many markers its artists stamp: scatters, lines with markers and
// error bars' caps, over all axes.
std::string figure_pdf(std::size_t scatter, std::size_t line, std::size_t errorbar, bool line_markers) {
  Theme th;
  Figure fig(th, {.width = 5, .height = 3.5});
  auto& ax = fig.axes();
  auto series = [](std::size_t n) {
    std::vector<double> v(n);
    for (std::size_t i = 0; i < n; ++i) v[i] = static_cast<double>(i % 97);
    return v;
  };
  if (scatter) ax.scatter(series(scatter), series(scatter));
  if (line) ax.plot(series(line), series(line), {.marker = line_markers ? "o" : ""});
  if (errorbar) {
    const std::vector<double> yerr{1.0};
    ax.errorbar(series(errorbar), series(errorbar), yerr, {.marker = line_markers ? "o" : "", .capsize = 2});
  }
  return fig.render(Format::Pdf);
}

bool has_background_form(const std::string& pdf) {
  return pdf.find("/BBox [ 0 0 90 63 ]") != std::string::npos;
}

TEST(PdfManyMarkers, ATightBoxKeepsTheForm) {
  // With a tight bounding box the figure's patch is larger than the page; filled as a plain
  // rectangle it would cover the page and make Cairo drop the background form.
  Theme th;
  Figure fig(th, {.width = 5, .height = 3.5});
  std::vector<double> v(2000);
  for (std::size_t i = 0; i < v.size(); ++i) v[i] = static_cast<double>(i % 97);
  fig.axes().scatter(v, v);
  const std::vector<std::string> s = pdf_streams(fig.render(Format::Pdf, {.bbox_tight = true}));
  ASSERT_GE(s.size(), 1u);
  EXPECT_EQ(count(s[0], "4 0 0 4 0 0 cm"), 2u) << s[0].substr(0, 300);
  EXPECT_EQ(count(s[0], " Do\n"), 2002u);
}

TEST(PdfManyMarkers, AFigureCountsItsMarkers) {
  EXPECT_TRUE(has_background_form(figure_pdf(2000, 0, 0, false)));
  EXPECT_FALSE(has_background_form(figure_pdf(1999, 0, 0, false)));
  EXPECT_TRUE(has_background_form(figure_pdf(1000, 1000, 0, true)));
  EXPECT_FALSE(has_background_form(figure_pdf(1000, 1000, 0, false)));  // a line without markers
  // 500 error bars: 1,000 caps and 500 markers, with 500 scatter points.
  EXPECT_TRUE(has_background_form(figure_pdf(500, 0, 500, true)));
  EXPECT_FALSE(has_background_form(figure_pdf(499, 0, 500, true)));
}

}  // namespace
}  // namespace libplot
