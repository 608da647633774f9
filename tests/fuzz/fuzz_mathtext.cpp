// Mathtext through the public text engine: TextEngine::measure_line and layout succeed or throw a
// libplot::Error (MathTextError for an unsupported command or braces nested deeper than
// kMaxMathDepth, InvalidArgument for a text longer than kMaxTextBytes). Byte 0 picks how the rest
// is measured: as one line or as a block, vector or raster metrics, and whether it is wrapped in
// '$' (so that most inputs are math).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "libplot/error.hpp"
#include "libplot/text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1) return 0;
  const unsigned mode = data[0];
  std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
  if (mode & 1) text = "$" + text + "$";
  libplot::TextEngine& engine = libplot::TextEngine::for_this_thread();
  engine.set_metrics((mode & 2) ? libplot::TextMetrics::raster_at(100) : libplot::TextMetrics::vector());
  libplot::FontSpec font;
  font.size = (mode & 8) ? 7 : 10;
  try {
    if (mode & 4) (void)engine.layout(text, font);
    else (void)engine.measure_line(text, font);
  } catch (const libplot::Error&) {
  }
  return 0;
}
