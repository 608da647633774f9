#include "modelcard.hpp"

namespace modelcard {

using namespace libplot;

void bare(Axes& ax, const Theme& theme, const char* axis) {
  ax.set_axisbelow(true);
  ax.grid({.axis = axis, .alpha = 0.9});
  ax.set_spine_visible(Side::Top, false);
  ax.set_spine_visible(Side::Right, false);
  ax.set_spine_visible(Side::Left, false);
  ax.set_spine_color(Side::Bottom, theme.color("grid"));
}

void footer(Figure& fig, const std::vector<std::string>& lines, const std::vector<double>& ys) {
  const Color muted = fig.theme().color("muted");
  for (std::size_t i = 0; i < lines.size() && i < ys.size(); ++i)
    fig.text({0.5, ys[i]}, lines[i], {.size = 7.5, .color = muted, .ha = HAlign::Center});
}

std::string with_minus(std::string s) {
  if (!s.empty() && s[0] == '-') s.replace(0, 1, "\u2212");
  return s;
}

}  // namespace modelcard
