// CIEDE2000 (Sharma, Wu & Dalal 2005) on CIELAB from sRGB; deuteranopia by Machado et al.'s
// matrix in linear RGB.
#include "lint/colour_difference.hpp"

#include <algorithm>
#include <cmath>

namespace libplot::lint {
namespace {

double to_linear(double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); }
double to_srgb(double v) {
  v = std::clamp(v, 0.0, 1.0);
  return v <= 0.0031308 ? 12.92 * v : 1.055 * std::pow(v, 1 / 2.4) - 0.055;
}

struct Linear {
  double r, g, b;
};

Linear linear(const Color& c) {
  auto over_white = [&](double v) { return v * c.a + (1 - c.a); };
  return {to_linear(over_white(c.r)), to_linear(over_white(c.g)), to_linear(over_white(c.b))};
}

double deg(double rad) { return rad * 180.0 / M_PI; }
double rad(double d) { return d * M_PI / 180.0; }

}  // namespace

Lab to_lab(const Color& c) {
  const Linear l = linear(c);
  const double X = 0.4124564 * l.r + 0.3575761 * l.g + 0.1804375 * l.b;
  const double Y = 0.2126729 * l.r + 0.7151522 * l.g + 0.0721750 * l.b;
  const double Z = 0.0193339 * l.r + 0.1191920 * l.g + 0.9503041 * l.b;
  auto f = [](double t) { return t > 216.0 / 24389 ? std::cbrt(t) : (24389.0 / 27 * t + 16) / 116; };
  const double fx = f(X / 0.95047), fy = f(Y / 1.0), fz = f(Z / 1.08883);
  return {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
}

Color grayscale(const Color& c) {
  const Linear l = linear(c);
  const double y = to_srgb(0.2126 * l.r + 0.7152 * l.g + 0.0722 * l.b);
  return {y, y, y, 1};
}

Color deuteranopia(const Color& c) {
  const Linear l = linear(c);
  return {to_srgb(0.367322 * l.r + 0.860646 * l.g - 0.227968 * l.b),
          to_srgb(0.280085 * l.r + 0.672501 * l.g + 0.047413 * l.b),
          to_srgb(-0.011820 * l.r + 0.042940 * l.g + 0.968881 * l.b), 1};
}

double ciede2000(const Lab& x, const Lab& y) {
  const double C1 = std::hypot(x.a, x.b), C2 = std::hypot(y.a, y.b);
  const double Cm = (C1 + C2) / 2;
  const double Cm7 = std::pow(Cm, 7);
  const double G = 0.5 * (1 - std::sqrt(Cm7 / (Cm7 + std::pow(25.0, 7))));
  const double a1 = (1 + G) * x.a, a2 = (1 + G) * y.a;
  const double c1 = std::hypot(a1, x.b), c2 = std::hypot(a2, y.b);
  auto hue = [](double b, double a) {
    if (a == 0 && b == 0) return 0.0;
    const double h = deg(std::atan2(b, a));
    return h < 0 ? h + 360 : h;
  };
  const double h1 = hue(x.b, a1), h2 = hue(y.b, a2);
  const double dL = y.L - x.L, dC = c2 - c1;
  double dh = 0;
  if (c1 * c2 != 0) {
    dh = h2 - h1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const double dH = 2 * std::sqrt(c1 * c2) * std::sin(rad(dh / 2));
  const double Lm = (x.L + y.L) / 2, cm = (c1 + c2) / 2;
  double hm = h1 + h2;
  if (c1 * c2 != 0) {
    if (std::abs(h1 - h2) <= 180) hm = (h1 + h2) / 2;
    else hm = (h1 + h2 < 360) ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
  }
  const double T = 1 - 0.17 * std::cos(rad(hm - 30)) + 0.24 * std::cos(rad(2 * hm)) +
                   0.32 * std::cos(rad(3 * hm + 6)) - 0.20 * std::cos(rad(4 * hm - 63));
  const double dtheta = 30 * std::exp(-std::pow((hm - 275) / 25, 2));
  const double cm7 = std::pow(cm, 7);
  const double Rc = 2 * std::sqrt(cm7 / (cm7 + std::pow(25.0, 7)));
  const double Sl = 1 + 0.015 * (Lm - 50) * (Lm - 50) / std::sqrt(20 + (Lm - 50) * (Lm - 50));
  const double Sc = 1 + 0.045 * cm, Sh = 1 + 0.015 * cm * T;
  const double Rt = -std::sin(rad(2 * dtheta)) * Rc;
  const double l = dL / Sl, c = dC / Sc, h = dH / Sh;
  return std::sqrt(l * l + c * c + h * h + Rt * c * h);
}

}  // namespace libplot::lint
