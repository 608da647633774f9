// Error paths of the Cairo canvas free what they allocate: once a non-finite value has
// put the Cairo context into an error state, later drawing (the legend's marker stamps above all)
// must allocate nothing it does not free. Under the ASan build (scripts/test_sanitized.sh)
// LeakSanitizer fails this test on any leak; everywhere it checks the exact error.
#include <gtest/gtest.h>
#include <sys/resource.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "address_sanitizer.hpp"
#include "error_message.hpp"
#include "expect_error.hpp"
#include "libplot/markers.hpp"
#include "libplot/render.hpp"
#include "libplot/text.hpp"

namespace libplot {
namespace {

std::string error_of(Format format) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  FontSpec font;
  font.size = 10;
  const TextBlock block = TextEngine::for_this_thread().layout("ylim", font);
  const Path marker = marker_path("o", 6);
  const std::vector<Point> centres{{20, 20}, {40, 30}};
  return error_message<OutputError>([&] {
    render_bytes(format, {.width_in = 1, .height_in = 1, .dpi = 72}, [&](Canvas& c) {
      c.draw_text({block, {10, 10}, nan, Color{0, 0, 0, 1}});  // a non-invertible matrix
      LineStyle edge;
      edge.color = Color{0, 0, 1, 1};
      edge.width = 1;
      c.draw_markers(marker, centres, Color{1, 0, 0, 1}, edge);  // as a legend's handles
      c.draw_path(marker, Color{0, 1, 0, 1}, edge);
      c.draw_text({block, {10, 30}, 0, Color{0, 0, 0, 1}});
    });
  });
}

TEST(ErrorPaths, DrawingOnAFailedContextStopsAndLeaksNothing) {
  for (Format f : {Format::Png, Format::Pdf, Format::Svg})
    EXPECT_EQ(error_of(f), "libplot: drawing failed: invalid matrix (not invertible)") << extension(f);
}

// Past FreeType's 65535-pixel limit Cairo made an error scaled font that Pango never freed
// (font.size 1e5); the text engine now refuses such sizes before Pango sees them.
TEST(ErrorPaths, HugeFontSizesAreRefusedBeforePango) {
  FontSpec font;
  font.size = 1e5;
  expect_error<libplot::InvalidArgument>([&] { TextEngine::for_this_thread().layout("huge", font); },
                                         "libplot: font size 100000 pt is outside (0, 1000]");
  font.size = 1000;
  EXPECT_GT(TextEngine::for_this_thread().layout("big", font).width, 1000.0);
  font.size = 10;
  font.family = std::string(300, 'x');
  expect_error<libplot::InvalidArgument>([&] { TextEngine::for_this_thread().layout("long family", font); },
                                         "libplot: font family name longer than 256 bytes");
}

}  // namespace
}  // namespace libplot

// ---- the canvas pixel cap, overflowing page sizes, and running out of memory
namespace {

const auto kDrawNothing = [](libplot::Canvas&) {};

// LIBPLOT_MAX_PIXELS for the scope of one test.
struct MaxPixels {
  explicit MaxPixels(const char* v) { setenv("LIBPLOT_MAX_PIXELS", v, 1); }
  ~MaxPixels() { unsetenv("LIBPLOT_MAX_PIXELS"); }
};

TEST(CanvasCap, JustInsideAndJustOutsideAGivenBound) {
  const MaxPixels cap("10000");
  const libplot::RenderTarget inside{.width_in = 1, .height_in = 1, .dpi = 100};  // 100 x 100
  EXPECT_GT(libplot::render_bytes(libplot::Format::Png, inside, kDrawNothing).size(), 8u);
  const libplot::RenderTarget outside{.width_in = 1, .height_in = 1.01, .dpi = 100};  // 100 x 101
  EXPECT_EQ(error_message<libplot::OutputError>(
                [&] { libplot::render_bytes(libplot::Format::Png, outside, kDrawNothing); }),
            "libplot: a PNG of 1 x 1.01 in at 100 dpi is 100 x 101 pixels, more than the 10000 a canvas may "
            "have (libplot::kMaxCanvasPixels; LIBPLOT_MAX_PIXELS sets another bound)");
}

TEST(CanvasCap, TheDefaultBoundIsRefusedBeforeAnyAllocation) {
  EXPECT_EQ(libplot::kMaxCanvasPixels, 200'000'000);
  // 20000 x 10001 pixels: 800 MB that are never asked for.
  const libplot::RenderTarget big{.width_in = 200, .height_in = 100.01, .dpi = 100};
  EXPECT_EQ(error_message<libplot::OutputError>(
                [&] { libplot::render_bytes(libplot::Format::Png, big, kDrawNothing); }),
            "libplot: a PNG of 200 x 100.01 in at 100 dpi is 20000 x 10001 pixels, more than the 200000000 a "
            "canvas may have (libplot::kMaxCanvasPixels; LIBPLOT_MAX_PIXELS sets another bound)");
}

TEST(CanvasCap, PageSizesBeyondIntAreNamedNotWrapped) {
  const libplot::RenderTarget huge{.width_in = 1e9, .height_in = 1, .dpi = 100};
  EXPECT_EQ(libplot::pixel_width(huge), std::numeric_limits<int>::max());
  EXPECT_EQ(error_message<libplot::OutputError>(
                [&] { libplot::render_bytes(libplot::Format::Png, huge, kDrawNothing); }),
            "libplot: a PNG of 1e+09 x 1 in at 100 dpi is 1e+11 x 100 pixels; each side must be 1..32767");
}

// Out of memory inside a save is an OutputError in the calling thread, not std::bad_alloc nor
// std::terminate from a worker: the process's address space is capped so that a 10000 x 10000
// canvas (400 MB) cannot be had. In a child process (the cap would stay); not under ASan, whose
// shadow memory needs the address space.
// The child's side: caps the address space at 256 MiB, asks for a 400 MB canvas, and exits 3
// after printing the OutputError's message (0 if the save succeeded, a crash otherwise).
[[noreturn]] void render_without_memory() {
  rlimit limit{};
  limit.rlim_cur = limit.rlim_max = rlim_t{256} << 20;
  setrlimit(RLIMIT_AS, &limit);
  const libplot::RenderTarget t{.width_in = 100, .height_in = 100, .dpi = 100};
  try {
    libplot::render_bytes(libplot::Format::Png, t, kDrawNothing);
  } catch (const libplot::OutputError& e) {
    std::fprintf(stderr, "%s\n", e.what());
    std::exit(3);
  }
  std::exit(0);
}

TEST(OutOfMemory, ASaveThatCannotGetItsMemoryThrowsOutputError) {
  if (testing_support::kAddressSanitizer) GTEST_SKIP() << "ASan reserves the address space";
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(render_without_memory(), ::testing::ExitedWithCode(3),
              "libplot: out of memory while rendering a png of 100 x 100 in at 100 dpi");
}

}  // namespace
