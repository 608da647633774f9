#include <cmath>

#include "libplot/ticker.hpp"
#include "modelcard.hpp"
#include "paper/template.hpp"

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

std::vector<double> footer_ys(std::size_t lines, double bottom, double step) {
  std::vector<double> ys(lines);
  for (std::size_t i = 0; i < lines; ++i) ys[i] = bottom + static_cast<double>(lines - 1 - i) * step;
  return ys;
}

void footer(Figure& fig, const std::vector<std::string>& lines, double bottom, double step) {
  const Color muted = fig.theme().color("muted");
  const std::vector<double> ys = footer_ys(lines.size(), bottom, step);
  for (std::size_t i = 0; i < lines.size(); ++i)
    fig.text({0.5, ys[i]}, lines[i], {.size = 7.5, .color = muted, .ha = HAlign::Center});
}

std::optional<Range> ylim_of(const Panel& p, const Floor& floor) {
  if (p.floor_margin && p.ylim_top) return Range{floor.macro_f1 - *p.floor_margin, *p.ylim_top};
  return p.ylim;
}

std::string change_label(double before, double after, int decimals) {
  const std::string spec = "{change:+." + std::to_string(decimals) + "f}%";
  return paper::with_minus(paper::format(spec, {{"change", (after - before) / before * 100}}));
}

}  // namespace modelcard

namespace modelcard {

void floor_label(libplot::Axes& ax, const std::string& text, double axes_x, double floor, const Panel& p,
                 const libplot::TextProps& props) {
  using namespace libplot;
  const Coords xy = {Coord::AxesFraction, Coord::Data};
  if (p.floor_note_points)
    ax.annotate(text, {axes_x, floor},
                {.xytext = Point{0, *p.floor_note_points}, .textcoords = Coord::OffsetPoints, .xycoords = xy, .props = props});
  else  // the older form: an offset in data units
    ax.annotate(text, {axes_x, floor + p.floor_note_offset.value_or(0)}, {.xycoords = xy, .props = props});
}

}  // namespace modelcard
