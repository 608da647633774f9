#pragma once
// What a Figure holds: the theme, page, axes and figure-level text.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "libplot/figure.hpp"

namespace libplot {

struct FigureText {
  Point pos;  // figure fraction, from the bottom-left
  std::string text;
  TextProps props;
  bool is_suptitle = false;
};

struct FigureState {
  Theme theme;
  double width_in = 6.4, height_in = 4.8, dpi = 100;
  Color facecolor{1, 1, 1, 1};
  std::vector<std::unique_ptr<Axes>> axes;
  GridSpec grid;
  bool grid_set = false;
  SubplotParams params;
  std::optional<TightLayoutOptions> tight;
  std::vector<FigureText> texts;

  double width_pt() const { return width_in * 72.0; }
  double height_pt() const { return height_in * 72.0; }
  Axes& new_axes();
};

// What the public Figure hides, for libplot's own code.
struct FigureAccess {
  static FigureState& state(Figure& f) { return *f.state_; }
  static const FigureState& state(const Figure& f) { return *f.state_; }
};
inline FigureState& state_of(Figure& f) { return FigureAccess::state(f); }
inline const FigureState& state_of(const Figure& f) { return FigureAccess::state(f); }

}  // namespace libplot
