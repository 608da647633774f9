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

Range floor_ylim(const Panel& p, const Floor& floor) {
  return {floor.macro_f1 - *p.floor_margin, *p.ylim_top};
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
  // Above its line; on other data, off a marker or whisker that reaches there (nearest free place).
  ax.annotate(text, {axes_x, floor},
              {.xytext = Point{0, *p.floor_note_points},
               .textcoords = Coord::OffsetPoints,
               .xycoords = xy,
               .props = props,
               .avoid_data = true});
}

}  // namespace modelcard

namespace modelcard {

Panel said(const Panel& p, const paper::Fields& fields) {
  Panel out = p;
  out.title = paper::fill_or_empty(p.words.title, fields);
  out.xlabel = paper::fill_or_empty(p.words.xlabel, fields);
  out.ylabel = paper::fill_or_empty(p.words.ylabel, fields);
  out.suptitle = paper::fill_or_empty(p.words.suptitle, fields);
  out.series.clear();
  for (const auto& t : p.words.series) out.series.push_back(paper::fill_or_empty(t, fields));
  out.footer.clear();
  for (const auto& t : p.words.footer)
    if (auto line = paper::fill(t, fields)) out.footer.push_back(std::move(*line));
  return out;
}

void add_facts(paper::Fields& fields, const Panel& p, std::initializer_list<const char*> known) {
  for (const char* k : known) {
    const auto it = p.facts.find(k);
    fields[k] = it == p.facts.end() ? paper::absent : paper::FieldValue(it->second);
  }
  for (const auto& [k, v] : p.facts)
    if (!fields.contains(k))
      throw paper::InputError(p.where + ": facts: no use for \"" + k + "\" (the texts can state: " + [&] {
        std::string s;
        for (const char* n : known) s.append(s.empty() ? "" : ", ").append(n);
        return s.empty() ? std::string("none") : s;
      }() + ")");
}

}  // namespace modelcard
