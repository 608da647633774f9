#pragma once
// Text measurement and layout, matplotlib's Text._get_layout semantics: every size in points.
// The engine is Pango on a fontconfig configuration the project owns (DejaVu fonts), with hinting
// and metric hinting off so measurements are the same at every dpi.
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "libplot/geometry.hpp"

namespace libplot {

enum class FontWeight { Normal, Semibold, Bold };  // DejaVu has no semibold: drawn as bold.
enum class FontStyle { Normal, Italic };
enum class HAlign { Left, Center, Right };
enum class VAlign { Top, Center, Baseline, CenterBaseline, Bottom };

struct FontSpec {
  std::string family = "DejaVu Sans";
  double size = 10.0;  // points
  FontWeight weight = FontWeight::Normal;
  FontStyle style = FontStyle::Normal;
  friend bool operator==(const FontSpec&, const FontSpec&) = default;
};

// Ink metrics of one line of text in points, relative to its pen origin on the baseline.
struct LineMetrics {
  double width = 0;    // ink width (matplotlib measures the glyphs' bounding box)
  double ascent = 0;   // ink extent above the baseline
  double descent = 0;  // ink extent below the baseline (>= 0)
  double ink_left = 0; // ink left edge relative to the pen origin (left bearing)
};

// One laid-out line inside a TextBlock.
struct TextLine {
  std::string text;
  double x = 0;         // pen origin, from the block's left edge, points
  double baseline = 0;  // baseline, from the block's top edge (y down), points
  LineMetrics metrics;
};

// A block of (possibly multi-line) text, unrotated, with its top-left corner at (0, 0).
// Lines are aligned within the block by `multialign`; line spacing is matplotlib's
// (linespacing × the height of "lp"). A string wrapped in $...$ is minimal mathtext: `^{..}`
// raises and shrinks (log tick labels' 10 with a raised exponent), `\mathdefault{..}` is plain.
struct TextBlock {
  FontSpec font;
  std::vector<TextLine> lines;
  double width = 0;
  double height = 0;
  double descent = 0;  // from the last line's baseline down to the block's bottom edge
};

class TextEngine {
 public:
  TextEngine();
  ~TextEngine();
  TextEngine(const TextEngine&) = delete;
  TextEngine& operator=(const TextEngine&) = delete;

  // Measurements are cached by (string, font). Not thread-safe: use one engine per thread.
  LineMetrics measure_line(std::string_view line, const FontSpec& font);
  TextBlock layout(std::string_view text, const FontSpec& font, HAlign multialign = HAlign::Left,
                   double linespacing = 1.2);

  // The engine for the calling thread.
  static TextEngine& for_this_thread();

  struct Impl;
  Impl& impl() { return *impl_; }

 private:
  std::unique_ptr<Impl> impl_;
};

// The box a block occupies once rotated by `rotation_deg` (counter-clockwise) and aligned with
// matplotlib's rotation_mode="default" (the rotated box is aligned by ha/va at `anchor`).
// Returns the block's top-left corner position after rotation (where the canvas draws it) and the
// axis-aligned bounding box of the rotated block, both in figure points.
struct PlacedText {
  Point origin;       // where the block's (0, 0) lands
  double rotation_deg = 0;
  Rect bbox;          // axis-aligned extent on the figure
};
PlacedText place_text(const TextBlock& block, Point anchor, HAlign ha, VAlign va,
                      double rotation_deg = 0);

}  // namespace libplot
