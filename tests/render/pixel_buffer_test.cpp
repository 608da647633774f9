// A thread's PNG page memory is kept for its next page: leases reuse it, a nested lease gets its
// own, very large pages are not kept; and a page drawn in memory that held another page (larger,
// opaque) has exactly the pixels it has when drawn first on a fresh thread; the memory is left
// holding a page's background, and pages drawn on it are the same as on fresh memory.
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "address_sanitizer.hpp"
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
    render::PixelLease c(3000);  // larger: the same memory, grown in place, as it was left
    EXPECT_TRUE(c.reused());
    EXPECT_EQ(c.data(), first);
    EXPECT_EQ(c.data()[999], 7);
  }).join();
}

TEST(PixelBuffer, TheNextLeaseKnowsWhatTheLastOneLeftFilled) {
  std::thread([] {
    constexpr std::uint32_t kWhite = 0xFFFFFFFFu, kGrey = 0xFF808080u;
    {
      render::PixelLease a(1000);
      EXPECT_EQ(a.filled_with(0u), 0u);  // fresh memory: nothing is claimed
      std::fill_n(reinterpret_cast<std::uint32_t*>(a.data()), 250, kWhite);
      a.keep_filled(kWhite, 1000);
    }
    {
      render::PixelLease b(600);  // smaller: all of it
      EXPECT_EQ(b.filled_with(kWhite), 600u);
      EXPECT_EQ(b.filled_with(kGrey), 0u);
      render::PixelLease nested(600);  // memory of its own: nothing known, nothing kept
      EXPECT_EQ(nested.filled_with(kWhite), 0u);
      nested.keep_filled(kWhite, 600);
      b.keep_filled(kWhite, 600);  // what lay beyond b's 600 bytes still holds the word
    }
    {
      render::PixelLease c(3000);  // larger: the first 1000 bytes
      EXPECT_EQ(c.filled_with(kWhite), 1000u);
      // Not kept (a page that failed half drawn, or one of another colour): nothing known next.
    }
    {
      render::PixelLease d(1000);
      EXPECT_EQ(d.filled_with(kWhite), 0u);
      d.keep_filled(kGrey, 800);
    }
    render::PixelLease e(1002);  // whole words only
    EXPECT_EQ(e.filled_with(kGrey), 800u);
    EXPECT_EQ(e.filled_with(kWhite), 0u);
  }).join();
}

TEST(PixelBuffer, APngPageLeavesTheThreadsMemoryHoldingItsBackground) {
  // After a page on an opaque background, the thread's memory holds the background's word in
  // every pixel of the page (the encoder refilled it), so the next page is not painted again.
  std::thread([] {
    const RenderTarget page{5, 3.5, 160, {1, 1, 1, 1}};  // 800 x 560
    (void)render_bytes(Format::Png, page, busy_scene);
    render::PixelLease next(800 * 560 * 4);
    EXPECT_EQ(next.filled_with(0xFFFFFFFFu), 800u * 560u * 4u);
    const auto* words = reinterpret_cast<const std::uint32_t*>(next.data());
    EXPECT_EQ(std::count(words, words + 800 * 560, 0xFFFFFFFFu), 800 * 560);
  }).join();
}

TEST(PixelBuffer, PagesOnMemoryLeftHoldingABackgroundAreTheSameAsOnFreshMemory) {
  // One thread draws pages of growing, shrinking and changing sizes and backgrounds, each on
  // what the last one left; every page has the bytes it has when drawn alone on a new thread.
  const RenderTarget pages[] = {
      {5, 3.5, 160, {1, 1, 1, 1}},       // 800 x 560, white
      {3, 2, 100, {1, 1, 1, 1}},         // smaller, white: all of it left white
      {6, 4, 160, {1, 1, 1, 1}},         // larger: the part beyond is painted
      {4, 3, 100, {0.9, 0.9, 0.85, 1}},  // another background: painted in full
      {4, 3, 100, {0.9, 0.9, 0.85, 1}},  // ... then left holding it
      {2, 2, 72, {1, 1, 1, 0.5}},        // translucent
      {2, 2, 72, {0, 0, 0, 0}},          // transparent
      {6, 4, 160, {1, 1, 1, 1}},
  };
  std::vector<std::string> alone, in_turn;
  for (const RenderTarget& t : pages)
    std::thread([&] { alone.push_back(render_bytes(Format::Png, t, busy_scene)); }).join();
  std::thread([&] {
    for (const RenderTarget& t : pages) in_turn.push_back(render_bytes(Format::Png, t, busy_scene));
  }).join();
  ASSERT_EQ(in_turn.size(), alone.size());
  for (std::size_t i = 0; i < alone.size(); ++i) EXPECT_EQ(in_turn[i], alone[i]) << "page " << i;
  const auto img = testing::decode_png(in_turn[3]);
  EXPECT_EQ(img.at(399, 299), (Rgba{230, 230, 217, 255}));  // a corner far from the scene
}

TEST(PixelBuffer, WithoutAddressSpaceForTheKeptMemoryAPageGetsItsOwn) {
  // Under a tight RLIMIT_AS the 66 MiB the thread's memory reserves cannot be had: a page then
  // gets memory of its own and has its usual bytes (run in a child process: the limit stays
  // there).
  if (testing_support::kAddressSanitizer)
    GTEST_SKIP() << "ASan's shadow memory needs more address space than the limit leaves";
  const RenderTarget small{2, 1, 100, {1, 1, 1, 1}};
  auto child = [&] {
    std::string want, got;
    std::thread([&] { want = render_bytes(Format::Png, small, busy_scene); }).join();
    long pages = 0;
    if (FILE* f = std::fopen("/proc/self/statm", "r")) {
      if (std::fscanf(f, "%ld", &pages) != 1) pages = 0;
      std::fclose(f);
    }
    // What the process has mapped now, and 48 MiB more: room for a thread and a small page.
    const rlim_t limit =
        static_cast<rlim_t>(pages) * static_cast<rlim_t>(sysconf(_SC_PAGESIZE)) + (rlim_t{48} << 20);
    const rlimit rl{limit, limit};
    if (pages == 0 || setrlimit(RLIMIT_AS, &rl) != 0) std::exit(3);
    std::thread([&] {
      try {
        got = render_bytes(Format::Png, small, busy_scene);
      } catch (...) {
        std::exit(2);
      }
    }).join();
    std::exit(got == want ? 0 : 1);
  };
  EXPECT_EXIT(child(), ::testing::ExitedWithCode(0), "");
}

TEST(PixelBuffer, VeryLargePagesAreNotKept) {
  std::thread([] {
    {
      render::PixelLease big(render::PixelLease::kMaxKeptBytes + 4096);
      EXPECT_FALSE(big.reused());
    }
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
