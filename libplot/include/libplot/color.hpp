#pragma once
// Colours: RGBA in [0, 1], parsed from the spellings matplotlib accepts.
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "libplot/export.hpp"
#include "libplot/error.hpp"

namespace libplot {

struct Color {
  double r = 0, g = 0, b = 0, a = 1;

  // Replaces the alpha, as matplotlib's artist alpha does over an RGBA colour (it does not
  // multiply).
  Color with_alpha(double alpha) const { return {r, g, b, alpha}; }
  friend bool operator==(const Color&, const Color&) = default;
};

// Accepts what matplotlib 3.6's to_rgba accepts as a string:
//   "#rgb", "#rgba", "#rrggbb", "#rrggbbaa" (hex digits in either case);
//   the single letters b g r c m y k w (case-sensitive, matplotlib's values: "g" = (0, 0.5, 0));
//   "C0".."C9" and beyond (tab10, index modulo 10; Theme::color uses the theme's cycle instead);
//   every named colour matplotlib knows, case-insensitive: CSS4/X11 ("lightgray", "LightGrey"),
//   Tableau ("tab:blue", "tab:grey") and xkcd ("xkcd:sky blue");
//   "none" in any case (transparent black, (0, 0, 0, 0));
//   a grey level "0".."1" ("0.8" = (0.8, 0.8, 0.8)).
// Throws ColorError: "unknown colour 'bluish'", or "grey level '1.5' is outside 0..1".
LIBPLOT_API Color parse_color(std::string_view text);

// "#rrggbb", or "#rrggbbaa" when alpha < 1; channels rounded as matplotlib's to_hex does
// (round half to even of value × 255).
LIBPLOT_API std::string to_hex(const Color& c);

// matplotlib's default property cycle (tab10), C0..C9; the index wraps modulo 10.
LIBPLOT_API const Color& cycle_color(std::size_t index);
// All ten, in order: the default of Theme::prop_cycle.
LIBPLOT_API std::vector<Color> default_cycle();

}  // namespace libplot
