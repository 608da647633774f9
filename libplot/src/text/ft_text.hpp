#pragma once
// Lines of text set the way matplotlib's FT2Font sets them (ft2font.cpp, 3.6), on FreeType:
// glyph by glyph, FreeType's kerning, at a dpi, either hinted as its Agg backend hints
// (text.hinting "force_autohint", text.hinting_factor 8: FreeType at 8 x the dpi horizontally,
// the outline shrunk back by a transform, so hinting snaps heights but barely widths) or
// unhinted, as its vector backends measure (at 72 dpi).
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace libplot::text {

// FT2Font's hinting_factor: the horizontal resolution is this many times the dpi.
inline constexpr long kHintingFactor = 8;

struct FtFontKey {
  std::string file;  // font file (resolved through the project's fontconfig)
  double size = 10;  // points
  double dpi = 72;
  bool hinted = false;
};

// One glyph's 8-bit coverage as FreeType renders it (FT_Glyph_To_Bitmap, normal mode), with
// FT2Font's placement inside the line image.
struct FtBitmap {
  int x = 0, y = 0;  // top-left column and row inside the line image
  int width = 0, rows = 0;
  std::vector<std::uint8_t> coverage;  // rows x width
};

// A line as FT2Font::set_text leaves it. Lengths are FreeType's 26.6 fixed point in device
// pixels at the dpi, y up from the baseline.
struct FtLine {
  long xmin = 0, ymin = 0, xmax = 0, ymax = 0;  // ink box of the glyphs (FT2Font's bbox)
  long advance = 0;                             // pen advance, kerning included
  // FT2Font::draw_glyphs_to_bitmap: the line image, (ink width / 64 + 2) x (ink height / 64 + 2)
  // pixels, every glyph's coverage or-ed in. Filled on first request (drawing only).
  int image_width = 0, image_height = 0;
  std::vector<std::uint8_t> image;
  bool has_image = false;
};

// One glyph as matplotlib's mathtext measures it (_mathtext.TruetypeFonts._get_info): its box
// (FT_Glyph_Get_CBox), the unhinted advance (linearHoriAdvance / hinting_factor, pixels) and the
// slot's metrics as FT2Font's Glyph reports them (width / hinting_factor, height, horiBearingY);
// lengths in 26.6 pixels unless named _px.
struct FtGlyph {
  long xmin = 0, ymin = 0, xmax = 0, ymax = 0;
  double advance_px = 0;
  long width = 0, height = 0, bearing_y = 0;
};

class FtText {
 public:
  FtText();
  ~FtText();
  FtText(const FtText&) = delete;
  FtText& operator=(const FtText&) = delete;

  // The line `utf8` set in `font` (cached). Throws std::runtime_error naming the file when
  // FreeType cannot open it.
  const FtLine& set_text(std::string_view utf8, const FtFontKey& font);
  // The line's image (FT2Font::draw_glyphs_to_bitmap), computed once; each glyph rendered once
  // per fraction of a pixel at which lines place it (exactly what rendering it there gives).
  const FtLine& line_image(std::string_view utf8, const FtFontKey& font);
  FtGlyph glyph(char32_t c, const FtFontKey& font);
  // FT2Font::get_kerning(left, right, KERNING_DEFAULT) / 64: pixels.
  double kern(char32_t a, char32_t b, const FtFontKey& font);

  struct Impl;

 private:
  std::unique_ptr<Impl> impl_;
};

}  // namespace libplot::text
