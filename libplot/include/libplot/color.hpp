#pragma once
// Colours: RGBA in [0, 1], parsed from the spellings matplotlib accepts.
#include <stdexcept>
#include <string>
#include <string_view>

namespace libplot {

struct Color {
  double r = 0, g = 0, b = 0, a = 1;

  Color with_alpha(double alpha) const { return {r, g, b, alpha}; }
  // Multiplies the existing alpha, as matplotlib's artist alpha over an RGBA colour does not:
  // matplotlib replaces it. Use with_alpha() for matplotlib's semantics.
  friend bool operator==(const Color&, const Color&) = default;
};

class ColorError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Accepts "#rgb", "#rgba", "#rrggbb", "#rrggbbaa", matplotlib's single letters (b g r c m y k w),
// the default cycle "C0".."C9", "tab:blue"-style names, CSS4 names ("black", "lightgray", ...),
// "none" (fully transparent) and a grey level "0.0".."1.0". Throws ColorError naming the text.
Color parse_color(std::string_view text);

// "#rrggbb" or "#rrggbbaa" when alpha < 1.
std::string to_hex(const Color& c);

// matplotlib's default property cycle (tab10), C0..C9.
const Color& cycle_color(std::size_t index);

}  // namespace libplot
