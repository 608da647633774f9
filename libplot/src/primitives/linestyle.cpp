// Named and custom dash patterns, scaled by the line width as matplotlib's Line2D does.
#include "libplot/linestyle.hpp"

#include <cmath>
#include <iterator>
#include <string>

namespace libplot {
namespace {

enum class Named { Solid, Dashed, Dotted, Dashdot, Nothing };

Named classify(std::string_view s) {
  if (s == "-" || s == "solid") return Named::Solid;
  if (s == "--" || s == "dashed") return Named::Dashed;
  if (s == ":" || s == "dotted") return Named::Dotted;
  if (s == "-." || s == "dashdot") return Named::Dashdot;
  if (s == "None" || s == "none" || s == " " || s.empty()) return Named::Nothing;
  throw LineStyleError("unknown line style '" + std::string(s) + "'");
}

template <std::size_t N>
std::vector<double> scaled(const double (&pattern)[N], double lw) {
  std::vector<double> out(std::begin(pattern), std::end(pattern));
  for (double& v : out) v *= lw;
  return out;
}

}  // namespace

std::vector<double> dash_pattern(std::string_view style, double linewidth, double& offset) {
  offset = 0;
  switch (classify(style)) {
    case Named::Dashed: return scaled(kDashedPattern, linewidth);
    case Named::Dotted: return scaled(kDottedPattern, linewidth);
    case Named::Dashdot: return scaled(kDashdotPattern, linewidth);
    case Named::Solid:
    case Named::Nothing: break;
  }
  return {};
}

std::vector<double> dash_pattern(const DashSpec& dashes, double linewidth, double& offset) {
  const auto& on_off = dashes.on_off;
  if (on_off.empty() || on_off.size() % 2 != 0)
    throw LineStyleError("dash pattern needs an even number of lengths, got " +
                         std::to_string(on_off.size()));
  double sum = 0;
  bool any_positive = false;
  for (double v : on_off) {
    if (!(v >= 0)) throw LineStyleError("dash pattern lengths must be non-negative");
    any_positive = any_positive || v > 0;
    sum += v;
  }
  if (!any_positive) throw LineStyleError("dash pattern needs a positive length");
  // Python's modulo: the result takes the divisor's sign, so the offset lands in [0, sum).
  double off = std::fmod(dashes.offset, sum);
  if (off < 0) off += sum;
  offset = off * linewidth;
  std::vector<double> out = on_off;
  for (double& v : out) v *= linewidth;
  return out;
}

bool draws_line(std::string_view style) { return classify(style) != Named::Nothing; }

}  // namespace libplot
