// render_bytes: sizes, pixels, determinism, PDF dates and fonts, SVG ids.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "error_message.hpp"
#include "libplot/render.hpp"
#include "png_decode.hpp"
#include "render/svg_ids.hpp"
#include "scenes.hpp"

namespace libplot {
namespace {

using testing::busy_scene;
using testing::rect_path;
using testing::Rgba;

std::uint32_t be32(const std::string& s, std::size_t at) {
  return (std::uint32_t(static_cast<unsigned char>(s[at])) << 24) |
         (std::uint32_t(static_cast<unsigned char>(s[at + 1])) << 16) |
         (std::uint32_t(static_cast<unsigned char>(s[at + 2])) << 8) |
         std::uint32_t(static_cast<unsigned char>(s[at + 3]));
}

// Sets or clears an environment variable for one scope.
class ScopedEnv {
 public:
  ScopedEnv(const char* name, const char* value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    if (value) ::setenv(name, value, 1);
    else ::unsetenv(name);
  }
  ~ScopedEnv() {
    if (old_) ::setenv(name_, old_->c_str(), 1);
    else ::unsetenv(name_);
  }

 private:
  const char* name_;
  std::optional<std::string> old_;
};

TEST(Output, PixelSizeTruncatesLikeMatplotlib) {
  EXPECT_EQ(pixel_width({11.4, 4.1, 160}), 1824);
  EXPECT_EQ(pixel_height({11.4, 4.1, 160}), 656);
  // 4.1 in x 100 dpi is 409.99999999999994 px: matplotlib makes it 409.
  EXPECT_EQ(pixel_height({6.4, 4.1, 100}), 409);
  EXPECT_EQ(pixel_width({8.5, 4.8, 300}), 2550);
}

TEST(Output, PngHeaderAndChunks) {
  const std::string png = render_bytes(Format::Png, {11.4, 4.1, 160}, [](Canvas&) {});
  const auto chunks = testing::png_chunks(png);
  ASSERT_GE(chunks.size(), 4u);
  ASSERT_EQ(chunks.front().type, "IHDR");
  const std::string& ihdr = chunks.front().data;
  EXPECT_EQ(be32(ihdr, 0), 1824u);
  EXPECT_EQ(be32(ihdr, 4), 656u);
  EXPECT_EQ(ihdr[8], 8);  // bit depth
  EXPECT_EQ(ihdr[9], 6);  // colour type: RGBA, as matplotlib writes
  EXPECT_EQ(chunks.back().type, "IEND");
  bool phys = false;
  for (const auto& c : chunks) {
    EXPECT_NE(c.type, "tIME");
    if (c.type == "pHYs") {
      phys = true;
      // matplotlib (Pillow) writes round(dpi / 0.0254) pixels per metre: 6299 at 160 dpi.
      EXPECT_EQ(be32(c.data, 0), 6299u);
      EXPECT_EQ(be32(c.data, 4), 6299u);
      EXPECT_EQ(c.data[8], 1);  // unit: metre
    }
  }
  EXPECT_TRUE(phys);
}

TEST(Output, FilledRectHasExactColourAndSnappedEdges) {
  // 72 dpi: one point is one pixel. The rectangle is snapped to whole pixels, as Agg snaps a
  // rectilinear path: x 10.2 -> 10, 50.6 -> 51; y 5.4 -> 5, 20.5 -> 21.
  const Color blue{31 / 255.0, 119 / 255.0, 180 / 255.0, 1};  // #1f77b4
  const std::string png = render_bytes(Format::Png, {1, 0.5, 72, {1, 1, 1, 1}}, [&](Canvas& c) {
    c.fill_path(rect_path(10.2, 5.4, 50.6, 20.5), blue);
  });
  const auto img = testing::decode_png(png);
  ASSERT_EQ(img.width, 72);
  ASSERT_EQ(img.height, 36);
  const Rgba b{31, 119, 180, 255}, white{255, 255, 255, 255};
  for (int y = 0; y < img.height; ++y)
    for (int x = 0; x < img.width; ++x) {
      const bool inside = x >= 10 && x < 51 && y >= 5 && y < 21;
      ASSERT_EQ(img.at(x, y), inside ? b : white) << x << "," << y;
    }
}

TEST(Output, BackgroundAndTranslucentFill) {
  const std::string png = render_bytes(Format::Png, {0.5, 0.5, 72, {0, 0, 0, 0}}, [](Canvas& c) {
    c.fill_path(rect_path(0, 0, 18, 36), Color{1, 0, 0, 0.5});
  });
  const auto img = testing::decode_png(png);
  // Straight (not premultiplied) RGBA: half-transparent red reads back as pure red, alpha 128.
  EXPECT_EQ(img.at(5, 5), (Rgba{255, 0, 0, 128}));
  EXPECT_EQ(img.at(30, 5), (Rgba{0, 0, 0, 0}));
}

TEST(Output, SameInputSameBytes) {
  const RenderTarget t{5, 3.5, 160, {1, 1, 1, 1}};
  for (Format f : {Format::Png, Format::Pdf, Format::Svg}) {
    SCOPED_TRACE(std::string(extension(f)));
    const std::string a = render_bytes(f, t, busy_scene);
    const std::string b = render_bytes(f, t, busy_scene);
    EXPECT_GT(a.size(), 1000u);
    EXPECT_EQ(a, b);
    // And a different drawing gives different bytes.
    const std::string c = render_bytes(f, t, [](Canvas& cv) {
      busy_scene(cv);
      cv.fill_path(rect_path(0, 0, 5, 5), Color{});
    });
    EXPECT_NE(a, c);
  }
}

TEST(Output, PdfDateFromSourceDateEpoch) {
  const RenderTarget t{2, 1, 72};
  auto draw = [](Canvas& c) { c.fill_path(rect_path(10, 10, 20, 20), Color{0, 0, 1, 1}); };
  std::string fixed, epoch_a, epoch_a2, epoch_b;
  {
    ScopedEnv env("SOURCE_DATE_EPOCH", nullptr);
    fixed = render_bytes(Format::Pdf, t, draw);
  }
  {
    ScopedEnv env("SOURCE_DATE_EPOCH", "1700000000");
    epoch_a = render_bytes(Format::Pdf, t, draw);
    epoch_a2 = render_bytes(Format::Pdf, t, draw);
  }
  {
    ScopedEnv env("SOURCE_DATE_EPOCH", "86400");
    epoch_b = render_bytes(Format::Pdf, t, draw);
  }
  EXPECT_NE(fixed.find("/CreationDate (20000101000000Z)"), std::string::npos);
  EXPECT_NE(fixed.find("/ModDate (20000101000000Z)"), std::string::npos);
  // 1700000000 s after the epoch is 2023-11-14 22:13:20 UTC.
  EXPECT_NE(epoch_a.find("/CreationDate (20231114221320Z)"), std::string::npos);
  EXPECT_NE(epoch_b.find("/CreationDate (19700102000000Z)"), std::string::npos);
  EXPECT_EQ(epoch_a, epoch_a2);
  EXPECT_NE(epoch_a, fixed);
  EXPECT_NE(epoch_a, epoch_b);
  // A malformed value falls back to the fixed date.
  ScopedEnv env("SOURCE_DATE_EPOCH", "soon");
  EXPECT_EQ(render_bytes(Format::Pdf, t, draw), fixed);
}

TEST(Output, PdfEmbedsTrueTypeNeverType3) {
  const std::string pdf = render_bytes(Format::Pdf, {5, 3.5, 72}, busy_scene);
  EXPECT_EQ(pdf.rfind("%PDF-", 0), 0u);
  EXPECT_EQ(pdf.find("/Type3"), std::string::npos);
  EXPECT_NE(pdf.find("/FontFile2"), std::string::npos);  // embedded TrueType
  EXPECT_NE(pdf.find("DejaVuSans"), std::string::npos);
  EXPECT_NE(pdf.find("/MediaBox [ 0 0 360 252 ]"), std::string::npos);
}

TEST(Output, SvgIsPointSizedAndStable) {
  const std::string svg = render_bytes(Format::Svg, {5, 3.5, 72}, busy_scene);
  EXPECT_EQ(svg.rfind("<?xml", 0), 0u);
  EXPECT_NE(svg.find("width=\"360pt\" height=\"252pt\""), std::string::npos);
  // Process-wide counters are renumbered from 1.
  EXPECT_NE(svg.find("id=\"surface1\""), std::string::npos);
  EXPECT_NE(svg.find("id=\"clip1\""), std::string::npos);
}

TEST(Output, SvgIdRenumbering) {
  const std::string in =
      "<g id=\"surface26\"><clipPath id=\"clip7\"/><use xlink:href=\"#glyph0-1\"/>"
      "<g clip-path=\"url(#clip7)\"><use xlink:href=\"#surface26\"/><g id=\"clip12\"/>"
      "<rect id=\"surface26x\"/></g></g>";
  EXPECT_EQ(render::renumber_svg_ids(in),
            "<g id=\"surface1\"><clipPath id=\"clip1\"/><use xlink:href=\"#glyph0-1\"/>"
            "<g clip-path=\"url(#clip1)\"><use xlink:href=\"#surface1\"/><g id=\"clip2\"/>"
            "<rect id=\"surface26x\"/></g></g>");
}

TEST(Output, FormatNames) {
  EXPECT_EQ(format_from_path("out/fig1.PNG"), Format::Png);
  EXPECT_EQ(format_from_path("fig.pdf"), Format::Pdf);
  EXPECT_EQ(parse_format("svg"), Format::Svg);
  EXPECT_EQ(extension(Format::Pdf), "pdf");
  const std::string jpeg = error_message<OutputError>([] { format_from_path("figure.jpeg"); });
  EXPECT_NE(jpeg.find("figure.jpeg"), std::string::npos) << jpeg;
  EXPECT_THROW(parse_format("tiff"), OutputError);
  EXPECT_THROW(format_from_path("noext"), OutputError);
  EXPECT_THROW(render_bytes(Format::Png, {0, 1, 72}, [](Canvas&) {}), OutputError);
}

}  // namespace
}  // namespace libplot
