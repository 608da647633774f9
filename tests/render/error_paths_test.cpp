// Error paths of the Cairo canvas free what they allocate: once a non-finite value has
// put the Cairo context into an error state, later drawing (the legend's marker stamps above all)
// must allocate nothing it does not free. Under the ASan build (scripts/test_sanitized.sh)
// LeakSanitizer fails this test on any leak; everywhere it checks the exact error.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

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
