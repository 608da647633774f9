#pragma once
// Colour differences as a reader sees them: CIEDE2000 between CIELAB colours, after turning
// colours to grayscale or simulating deuteranopia.
#include "libplot/color.hpp"

namespace libplot::lint {

struct Lab {
  double L, a, b;
};

Lab to_lab(const Color& c);          // sRGB (alpha composited over white) to CIELAB, D65
Color grayscale(const Color& c);     // same relative luminance, no hue
Color deuteranopia(const Color& c);  // Machado, Oliveira & Fernandes (2009), severity 1
double ciede2000(const Lab& x, const Lab& y);

}  // namespace libplot::lint
