#pragma once
// Text measurement and layout, matplotlib's Text._get_layout semantics: every size in points.
// Fonts are found through a fontconfig configuration the project owns (DejaVu fonts) and measured
// with FreeType as matplotlib's FT2Font measures them, in one of two modes (TextMetrics).
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "libplot/export.hpp"
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

// Metrics of one line of text in points, relative to its pen origin on the baseline: matplotlib's
// Agg (width, height, descent) = (width, ascent + descent, descent). For plain text, as FT2Font
// has them: the width is the pen advance of the whole line (kerning included), the height and
// descent those of the glyphs' ink box (a glyph without an outline, such as a space, adds the pen
// origin itself to that box). For mathtext ($...$) they are matplotlib's mathtext raster metrics,
// which pad the ink by one device pixel on every side.
struct LineMetrics {
  double width = 0;     // advance width
  double ascent = 0;    // extent above the baseline
  double descent = 0;   // extent below the baseline; negative when all ink is above it (e.g. "-")
  double ink_left = 0;  // ink left edge relative to the pen origin (left bearing)
  double height() const { return ascent + descent; }
  friend bool operator==(const LineMetrics&, const LineMetrics&) = default;
};

// A run of glyphs in one font, drawn with its pen origin at (dx, dy) from its line's pen origin
// (y down). A plain line is one span holding the whole line; a mathtext line is one span per
// glyph (superscripts are smaller spans raised by a negative dy).
struct TextSpan {
  std::string text{};
  FontSpec font{};
  double dx = 0;
  double dy = 0;
};

// One laid-out line inside a TextBlock.
struct TextLine {
  std::string text{};             // the line as given (mathtext keeps its $...$)
  double x = 0;                   // pen origin, from the block's left edge, points
  double baseline = 0;            // baseline, from the block's top edge (y down), points
  LineMetrics metrics{};          // as used by the layout: before the "lp" minimum is applied
  std::vector<TextSpan> spans{};  // what to draw; empty = `text` in the block's font at the origin
};

// A block of (possibly multi-line) text, unrotated, with its top-left corner at (0, 0).
// Lines are aligned within the block by `multialign`; line spacing is matplotlib's
// (linespacing × the height of "lp"). A line with an even number (> 0) of unescaped '$' is
// minimal mathtext: `^{..}` / `_{..}` raise / lower and shrink to 70% (log tick labels' 10 with a
// raised exponent), `\mathdefault{..}` and `\mathrm{..}` are upright, other letters italic, '-'
// is the minus sign, `\times` `\cdot` `\pm` `\%` `\$` `\,` are known; "\$" outside math is "$".
struct TextBlock {
  FontSpec font{};
  std::vector<TextLine> lines{};
  double width = 0;
  double height = 0;
  double descent = 0;  // from the last line's baseline down to the block's bottom edge
  // matplotlib's `baseline` for va="center_baseline": for one line, the distance from the top
  // to the baseline; for several, matplotlib's value for the last line (see place_text).
  double center_baseline = 0;
};

// How text is measured (docs/rendering.md, "Text metrics modes"). Raster: as matplotlib's Agg
// backend measures at the output dpi (FreeType's autohinter, text.hinting "force_autohint",
// text.hinting_factor 8), so sizes snap to that dpi's pixel grid. Vector: as its PDF and SVG
// backends measure (outlines unhinted, at 72 dpi), the same at every dpi. Default: Vector.
struct TextMetrics {
  bool raster = false;
  double dpi = 72.0;
  static TextMetrics vector() { return {}; }
  static TextMetrics raster_at(double dpi) { return {true, dpi}; }
  friend bool operator==(const TextMetrics&, const TextMetrics&) = default;
};

// The longest text libplot lays out or draws, in bytes of UTF-8: 64 KiB, far past anything
// legible in a figure (a 10-pt line of it is about 5 m long). Measuring and drawing cost grow
// linearly with the length up to it; every call taking a text throws InvalidArgument for a
// longer one, naming the call and the length, rather than spending seconds and gigabytes on it.
inline constexpr std::size_t kMaxTextBytes = 65536;
// The deepest nesting of braces ("{...}", "\mathrm{...}") in mathtext: 64 levels, far past any
// formula a figure shows. Parsing and laying out recurse once per level, so a deeper text (a few
// thousand levels fit in kMaxTextBytes) would overflow the stack; every call taking a text throws
// MathTextError for it, naming the call, the text (abbreviated) and this bound.
inline constexpr std::size_t kMaxMathDepth = 64;

// For a program that draws only with libplot (render_paper does): makes libplot's pinned font
// configuration the process's fontconfig default. Pango's font map (made for PDF and SVG text and
// for mathtext) then skips initialising the system's font configuration, which it otherwise does
// in a thread of its own although libplot never uses it (/etc/fonts and every system font cache:
// about 3.5 ms of CPU a process); every other fontconfig user in the process sees libplot's fonts
// only, so a library must not call it. Call it before drawing. Throws FontConfigError when the
// font configuration is missing or invalid, as a TextEngine would.
LIBPLOT_API void use_pinned_fonts_process_wide();

class LIBPLOT_API TextEngine {
 public:
  TextEngine();
  ~TextEngine();
  TextEngine(const TextEngine&) = delete;
  TextEngine& operator=(const TextEngine&) = delete;

  // Measurements are cached by (string, font, mode). Not thread-safe: use one engine per thread.
  // `dpi` = 0 measures in the engine's mode (metrics()); a positive `dpi` measures at that dpi,
  // hinted when the mode is Raster (mathtext's box is padded by one device pixel at that dpi).
  // Both throw InvalidArgument for a text longer than kMaxTextBytes.
  LineMetrics measure_line(std::string_view line, const FontSpec& font, double dpi = 0);
  TextBlock layout(std::string_view text, const FontSpec& font, HAlign multialign = HAlign::Left,
                   double linespacing = 1.2, double dpi = 0);

  // The mode measure_line and layout use; render_bytes and Figure set it for each output.
  void set_metrics(TextMetrics m);
  TextMetrics metrics() const;

  // The family fontconfig resolves `font` to through the project's configuration (e.g.
  // "DejaVu Sans"), and the font file; for checks and diagnostics.
  std::string resolved_family(const FontSpec& font);
  std::string resolved_file(const FontSpec& font);
  std::size_t cache_size() const;  // measured (string, font) entries
  std::size_t cache_hits() const;  // measure_line calls answered from the cache

  // The engine for the calling thread.
  static TextEngine& for_this_thread();

 private:
  friend struct TextEngineAccess;  // libplot's canvas draws with the engine's fonts
  struct LIBPLOT_NO_EXPORT Impl;
  std::unique_ptr<Impl> impl_;
};

// Sets the calling thread's engine to a mode for the scope's life, then restores the previous one.
class ScopedTextMetrics {
 public:
  explicit ScopedTextMetrics(TextMetrics m) : saved_(TextEngine::for_this_thread().metrics()) {
    TextEngine::for_this_thread().set_metrics(m);
  }
  ~ScopedTextMetrics() { TextEngine::for_this_thread().set_metrics(saved_); }
  ScopedTextMetrics(const ScopedTextMetrics&) = delete;
  ScopedTextMetrics& operator=(const ScopedTextMetrics&) = delete;

 private:
  TextMetrics saved_;
};

// The box a block occupies once rotated by `rotation_deg` (counter-clockwise) and aligned with
// matplotlib's rotation_mode="default": the block is rotated about its top-left corner, then the
// axis-aligned box of the rotated block is aligned at `anchor`: ha Left/Center/Right use the box's
// left/centre/right; va Top/Center/Bottom its top/centre/bottom; Baseline puts the anchor
// `block.descent` above the box's bottom, and CenterBaseline puts it `block.center_baseline / 2`
// below the box's top (matplotlib's rules, exact for one unrotated line, as matplotlib has them
// otherwise). Returns where the block's (0, 0) lands (the canvas draws it there, rotated) and the
// rotated block's axis-aligned box, in figure points.
struct PlacedText {
  Point origin{};  // where the block's (0, 0) lands
  double rotation_deg = 0;
  Rect bbox{};  // axis-aligned extent on the figure
};
LIBPLOT_API PlacedText place_text(const TextBlock& block, Point anchor, HAlign ha, VAlign va,
                                  double rotation_deg = 0);

}  // namespace libplot
