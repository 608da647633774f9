// A thread's PNG page memory is kept for its next page: leases reuse it, a nested lease gets its
// own, very large pages are not kept; and a page drawn in memory that held another page (larger,
// opaque) has exactly the pixels it has when drawn first on a fresh thread.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <thread>

#include "libplot/render.hpp"
#include "png_decode.hpp"
#include "render/pixel_buffer.hpp"
#include "scenes.hpp"

namespace libplot {
namespace {

using testing::busy_scene;
using testing::rect_path;
using testing::Rgba;

TEST(PixelBuffer, ThreadKeepsItsBufferForTheNextLease) {
  std::thread([] {
    unsigned char* first = nullptr;
    {
      render::PixelLease a(1000);
      EXPECT_FALSE(a.reused());
      first = a.data();
      std::memset(a.data(), 7, 1000);
    }
    {
      render::PixelLease b(600);  // smaller: the same memory, as it was left
      EXPECT_TRUE(b.reused());
      EXPECT_EQ(b.data(), first);
      EXPECT_EQ(b.data()[599], 7);
      render::PixelLease nested(600);  // while b holds it: memory of its own
      EXPECT_FALSE(nested.reused());
      EXPECT_NE(nested.data(), first);
    }
    render::PixelLease c(3000);  // larger: a new buffer, kept from now on
    EXPECT_FALSE(c.reused());
  }).join();
}

TEST(PixelBuffer, VeryLargePagesAreNotKept) {
  std::thread([] {
    { render::PixelLease big(render::PixelLease::kMaxKeptBytes + 4096); EXPECT_FALSE(big.reused()); }
    render::PixelLease after(16);
    EXPECT_FALSE(after.reused());  // nothing was kept by the large lease
  }).join();
}

TEST(PixelBuffer, ReusedMemoryShowsNothingOfThePreviousPage) {
  // A transparent page with one translucent square, drawn first on a fresh thread, and again on
  // a thread that just drew a larger opaque page: same bytes, and untouched pixels are (0,0,0,0).
  const RenderTarget small{1, 0.5, 72, {0, 0, 0, 0}};
  auto square = [](Canvas& c) { c.fill_path(rect_path(4, 4, 20, 20), Color{0, 0, 1, 0.5}); };
  std::string fresh, reused, nested_outer, nested_inner;
  std::thread([&] { fresh = render_bytes(Format::Png, small, square); }).join();
  std::thread([&] {
    (void)render_bytes(Format::Png, {5, 3.5, 160, {1, 1, 1, 1}}, busy_scene);
    reused = render_bytes(Format::Png, small, square);
    // A page rendered while another is being drawn (the thread's memory is busy).
    nested_outer = render_bytes(Format::Png, {2, 1, 72, {1, 1, 1, 1}}, [&](Canvas& c) {
      nested_inner = render_bytes(Format::Png, small, square);
      busy_scene(c);
    });
  }).join();
  EXPECT_EQ(reused, fresh);
  EXPECT_EQ(nested_inner, fresh);
  const auto img = testing::decode_png(reused);
  ASSERT_EQ(img.width, 72);
  ASSERT_EQ(img.height, 36);
  EXPECT_EQ(img.at(60, 30), (Rgba{0, 0, 0, 0}));
  EXPECT_EQ(img.at(10, 10), (Rgba{0, 0, 255, 128}));
  std::string alone;
  std::thread([&] { alone = render_bytes(Format::Png, {2, 1, 72, {1, 1, 1, 1}}, busy_scene); }).join();
  EXPECT_EQ(nested_outer, alone);
}

}  // namespace
}  // namespace libplot
