// The PNG writer: the same bytes whatever the thread count, decoded by libpng to exactly the
// straight-alpha pixels of the surface, for opaque plots, translucent pixels and smooth images.
#include <cairo.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <thread>
#include <vector>

#include "png_decode.hpp"
#include "render/pixel_buffer.hpp"
#include "render/png_writer.hpp"

namespace libplot {
namespace {

using testing::Rgba;

// A surface of w x h pixels; fill(x, y) gives each premultiplied ARGB32 word.
template <class F>
cairo_surface_t* surface(int w, int h, F fill) {
  cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
  auto* data = cairo_image_surface_get_data(s);
  const int stride = cairo_image_surface_get_stride(s);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) reinterpret_cast<std::uint32_t*>(data + y * stride)[x] = fill(x, y);
  cairo_surface_mark_dirty(s);
  return s;
}

std::uint32_t argb(unsigned a, unsigned r, unsigned g, unsigned b) {
  return (a << 24) | (r << 16) | (g << 8) | b;
}

// What PNG must hold for a premultiplied pixel: straight colour, rounded.
Rgba straight(std::uint32_t p) {
  const unsigned a = p >> 24;
  auto un = [&](unsigned c) { return a == 0 ? 0u : (c * 255 + a / 2) / a; };
  return {static_cast<std::uint8_t>(un((p >> 16) & 0xFF)), static_cast<std::uint8_t>(un((p >> 8) & 0xFF)),
          static_cast<std::uint8_t>(un(p & 0xFF)), static_cast<std::uint8_t>(a)};
}

std::size_t idat_count(const std::string& png) {
  std::size_t n = 0;
  for (const auto& c : testing::png_chunks(png)) n += c.type == "IDAT";
  return n;
}

// A plot-like image: white, a few flat bars, a translucent band, one grey line per 40 rows.
std::uint32_t plot_pixel(int x, int y) {
  if (y % 40 == 0) return argb(255, 176, 176, 176);
  if (x > 300 && x < 500 && y > 200) return argb(255, 31, 119, 180);
  if (y > 600 && y < 640) return argb(128, 100, 50, 0);  // premultiplied, alpha 128
  if (x < 10 && y < 10) return 0;                        // fully transparent
  return argb(255, 255, 255, 255);
}

TEST(PngWriter, SameBytesForAnyThreadCountAndLibpngDecodesThem) {
  // 2550 x 1440 rows make 15 bands of 102 rows (1 MiB of raw rows each) and a shorter last one.
  cairo_surface_t* s = surface(2550, 1440, plot_pixel);
  render::PngOptions o;
  o.dpi = 300;
  o.threads = 1;
  const std::string one = render::encode_png(s, o);
  o.threads = 2;
  const std::string two = render::encode_png(s, o);
  o.threads = 4;
  const std::string four = render::encode_png(s, o);
  EXPECT_EQ(one, two);
  EXPECT_EQ(one, four);
  EXPECT_EQ(idat_count(one), 15u);
  const testing::Image im = testing::decode_png(four);
  ASSERT_EQ(im.width, 2550);
  ASSERT_EQ(im.height, 1440);
  std::size_t wrong = 0;
  for (int y = 0; y < im.height; ++y)
    for (int x = 0; x < im.width; ++x) wrong += !(im.at(x, y) == straight(plot_pixel(x, y)));
  EXPECT_EQ(wrong, 0u);
  EXPECT_EQ(im.at(5, 5), (Rgba{0, 0, 0, 0}));
  EXPECT_EQ(im.at(100, 620), (Rgba{199, 100, 0, 128}));
  cairo_surface_destroy(s);
}

TEST(PngWriter, EveryFilterAndASmoothImageDecodeExactly) {
  // A smooth gradient (continuous tone: the writer picks the up filter) with translucent rows.
  auto smooth = [](int x, int y) {
    const unsigned a = y < 50 ? 200u : 255u;
    return argb(a, (x * a / 255) % 256 * a / 255, (y * 3 % 256) * a / 255, ((x + y) % 256) * a / 255);
  };
  cairo_surface_t* s = surface(301, 257, smooth);
  for (int filter : {-1, 0, 1, 2, 3, 4}) {
    render::PngOptions o;
    o.filter = filter;
    o.threads = 3;
    const std::string png = render::encode_png(s, o);
    const testing::Image im = testing::decode_png(png);
    std::size_t wrong = 0;
    for (int y = 0; y < im.height; ++y)
      for (int x = 0; x < im.width; ++x) wrong += !(im.at(x, y) == straight(smooth(x, y)));
    EXPECT_EQ(wrong, 0u) << "filter " << filter;
    o.threads = 1;
    EXPECT_EQ(render::encode_png(s, o), png) << "filter " << filter;
  }
  cairo_surface_destroy(s);
}

TEST(PngWriter, OneRowBandsForVeryWideImages) {
  // 32767 pixels wide: 131 KB rows, 8 rows a band; 20 rows make 3 bands.
  cairo_surface_t* s = surface(32767, 20, [](int x, int y) { return argb(255, x % 256, y, 7); });
  render::PngOptions o;
  const std::string png = render::encode_png(s, o);
  EXPECT_EQ(idat_count(png), 3u);
  const testing::Image im = testing::decode_png(png);
  EXPECT_EQ(im.at(32766, 19), (Rgba{254, 19, 7, 255}));
  EXPECT_EQ(im.at(300, 9), (Rgba{44, 9, 7, 255}));
  cairo_surface_destroy(s);
}

TEST(PngWriter, RefillLeavesTheBackgroundWordAndTheSameBytes) {
  // With a refill word, a plot (filter none) gives the bytes it gives without, and the image is
  // left holding the word in every pixel, padding included (a stride of 2551 words).
  constexpr std::uint32_t kWhite = 0xFFFFFFFFu;
  const int w = 2550, h = 300, stride = 4 * 2551;
  std::vector<std::uint32_t> mem(static_cast<std::size_t>(stride / 4) * h);
  cairo_surface_t* s = cairo_image_surface_create_for_data(reinterpret_cast<unsigned char*>(mem.data()),
                                                           CAIRO_FORMAT_ARGB32, w, h, stride);
  auto paint = [&] {
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < stride / 4; ++x)
        mem[static_cast<std::size_t>(y) * (stride / 4) + x] = x < w ? plot_pixel(x, y + 580) : 7u;
    cairo_surface_mark_dirty(s);
  };
  paint();
  render::PngOptions o;
  o.threads = 2;
  bool refilled = true;
  const std::string plain = render::encode_png(s, o, &refilled);
  EXPECT_FALSE(refilled);
  EXPECT_EQ(mem[static_cast<std::size_t>(30) * (stride / 4) + 400], plot_pixel(400, 610));  // untouched
  o.refill = kWhite;
  const std::string with = render::encode_png(s, o, &refilled);
  EXPECT_TRUE(refilled);
  EXPECT_EQ(with, plain);
  EXPECT_EQ(std::count(mem.begin(), mem.end(), kWhite), static_cast<std::ptrdiff_t>(mem.size()));
  // A continuous-tone image takes the up filter, whose rows are read again: no refill.
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < stride / 4; ++x)
      mem[static_cast<std::size_t>(y) * (stride / 4) + x] = argb(255, x % 256, y % 256, (x + y) % 256);
  cairo_surface_mark_dirty(s);
  o.refill.reset();
  const std::string smooth = render::encode_png(s, o);
  o.refill = kWhite;
  EXPECT_EQ(render::encode_png(s, o, &refilled), smooth);
  EXPECT_FALSE(refilled);
  EXPECT_EQ(mem[static_cast<std::size_t>(20) * (stride / 4) + 30], argb(255, 30, 20, 50));
  cairo_surface_destroy(s);
}

// A thread's raw rows (about 1 MiB a band, every byte written) live in huge-page memory: one
// cleared 2 MiB page instead of a fault every 4 KB. Kept for the thread's next image.
TEST(PngWriter, RawRowsLiveInHugePageMemoryKeptByTheThread) {
  std::thread([] {
    EXPECT_EQ(render::png_raw_rows_of_this_thread(), nullptr);
    cairo_surface_t* s = surface(1501, 936, plot_pixel);  // fig5's page at 150 dpi: 6 bands
    render::PngOptions o;
    o.threads = 1;
    const std::string first = render::encode_png(s, o);
    const void* rows = render::png_raw_rows_of_this_thread();
    ASSERT_NE(rows, nullptr);
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(rows) % render::kHugePageBytes, 0u);
    EXPECT_EQ(render::encode_png(s, o), first);
    EXPECT_EQ(render::png_raw_rows_of_this_thread(), rows);
    cairo_surface_destroy(s);
  }).join();
}

TEST(PixelBuffer, HugePageBytesAreAlignedToHugePages) {
  for (const std::size_t n :
       {std::size_t{0}, std::size_t{1}, std::size_t{1} << 20, (std::size_t{2} << 20) + 1}) {
    const render::HugePageBytes b = render::huge_page_bytes(n);
    ASSERT_NE(b.get(), nullptr);
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(b.get()) % render::kHugePageBytes, 0u) << n;
  }
}

}  // namespace
}  // namespace libplot
