// FtText renders a glyph once per fraction of a pixel at which a line places it, and copies that
// coverage, moved by whole pixels, wherever it comes again. The line images must be exactly
// those of a renderer that has seen nothing before (every glyph rendered where it stands).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "text/ft_text.hpp"

namespace libplot {
namespace {

struct Picture {
  int w, h;
  std::vector<std::uint8_t> px;
  long xmin, ymax;
  friend bool operator==(const Picture&, const Picture&) = default;
};

Picture picture(text::FtText& ft, const std::string& s, const text::FtFontKey& f) {
  const text::FtLine& l = ft.line_image(s, f);
  return {l.image_width, l.image_height, l.image, l.xmin, l.ymax};
}

TEST(GlyphCache, CopiedGlyphsGiveTheImagesOfAFreshRenderer) {
  const std::string dejavu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
  const std::vector<std::string> lines = {"0.25",        "10.5 100.25",  "1111111111",
                                          "$-$0.75 W/m", "Latency (ms)", "x 0.1 0.2 0.3 0.4 0.5 0.6"};
  for (bool hinted : {true, false}) {
    for (double size : {8.0, 10.5}) {
      SCOPED_TRACE(std::to_string(size) + (hinted ? " hinted" : " unhinted"));
      const text::FtFontKey f{dejavu, size, 300, hinted};
      text::FtText warm;
      // Every glyph of the lines at many pen positions first: the lines below reuse them.
      for (int pad = 0; pad < 24; ++pad)
        for (const std::string& s : lines)
          (void)warm.line_image(std::string(static_cast<std::size_t>(pad), 'i') + s, f);
      for (const std::string& s : lines) {
        text::FtText fresh;  // renders each glyph of the line where it stands
        const Picture want = picture(fresh, s, f);
        EXPECT_GT(want.w * want.h, 0);
        EXPECT_EQ(picture(warm, s, f), want) << s;
      }
    }
  }
}

}  // namespace
}  // namespace libplot
