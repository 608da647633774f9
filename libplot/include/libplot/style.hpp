#pragma once
// Small value types shared by the artists' options.
#include <optional>
#include <string>
#include <vector>

#include "libplot/color.hpp"
#include "libplot/text.hpp"

namespace libplot {

// A line style as matplotlib spells it: "-", "--", ":", "-.", "none", or a custom dash tuple
// (offset, (on, off, ...)) in units of the line width, like ls=(0, (4, 3)).
struct Dash {
  std::string name = "-";
  double offset = 0;
  std::vector<double> pattern{};  // custom on/off sequence; overrides name when not empty

  Dash() = default;
  Dash(const char* n) : name(n) {}
  Dash(std::string n) : name(std::move(n)) {}
  Dash(double off, std::vector<double> seq) : name("custom"), offset(off), pattern(std::move(seq)) {}
  bool is_none() const {
    return pattern.empty() && (name == "none" || name == "None" || name == " " || name.empty());
  }
};

// Where a coordinate is measured.
enum class Coord {
  Data,            // the axes' data coordinates
  AxesFraction,    // 0..1 across the axes box, from the bottom-left
  FigureFraction,  // 0..1 across the figure, from the bottom-left
  OffsetPoints,    // points from the annotated point (annotate's xytext only)
};

// A coordinate pair, each coordinate in its own space: (Coord::AxesFraction, Coord::Data) is
// matplotlib's blended transform.
struct Coords {
  Coord x = Coord::Data;
  Coord y = Coord::Data;
  Coords() = default;
  Coords(Coord both) : x(both), y(both) {}
  Coords(Coord cx, Coord cy) : x(cx), y(cy) {}
};

// Text properties; unset fields come from the theme (font.size, text.color, ...).
struct TextProps {
  std::optional<double> size{};
  std::optional<FontWeight> weight{};
  std::optional<Color> color{};
  std::optional<std::string> family{};
  double alpha = 1.0;
  double rotation = 0;  // degrees, counter-clockwise
  HAlign ha = HAlign::Left;
  VAlign va = VAlign::Baseline;
  std::optional<HAlign> multialign{};  // default: ha
  double linespacing = 1.2;
  std::vector<std::string> lint_ignore = {};  // lint rules silenced for this text (docs/lint.md)
};

// A box drawn behind text (matplotlib's bbox=dict(boxstyle="round,pad=..", ...)).
struct BoxStyle {
  enum class Shape { Square, Round } shape = Shape::Round;
  double pad = 0.3;                       // in font sizes, as matplotlib's boxstyle pad
  std::optional<double> rounding_size{};  // in font sizes; default = pad
  std::optional<Color> facecolor{};
  std::optional<Color> edgecolor{};
  double linewidth = 1.0;
  double alpha = 1.0;
};

// An arrow from the text to the annotated point (arrowprops=dict(arrowstyle="->", ...)).
struct ArrowProps {
  std::string style = "->";  // "->", "-|>", "-", "<-", "<->"
  std::optional<Color> color{};
  double linewidth = 1.0;
  double shrink_a = 2.0, shrink_b = 2.0;       // points, as matplotlib's shrinkA/shrinkB
  double head_length = 0.4, head_width = 0.2;  // in units of the mutation scale (font size)
  double mutation_scale = 10.0;
};

}  // namespace libplot
