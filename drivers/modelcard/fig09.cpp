// Figure 09: what the vocabulary cut costs per language (token ratio, horizontal bars).
#include <numeric>

#include "libplot/ticker.hpp"
#include "modelcard.hpp"

namespace modelcard {

using namespace libplot;

Figure fig09(const TokenizerCost& d, const Theme& th) {
  Figure fig(th, {.width = 7.4, .height = 3.9});
  Axes& ax = fig.axes();
  bare(ax, th, "x");
  const Panel& p = d.figure;
  std::vector<double> y(d.languages.size()), ratios;
  std::iota(y.begin(), y.end(), 0.0);
  std::vector<Color> colours;
  std::vector<std::string> names;
  const double costly = p.costly_above.value_or(1.0);
  for (const auto& l : d.languages) {
    ratios.push_back(l.ratio);
    colours.push_back(th.color(l.ratio <= costly ? "aqua" : "orange"));
    names.push_back(l.language);
  }
  ax.barh(y, ratios, {.width = 0.55, .colors = colours, .zorder = 3});
  ax.axvline(p.parity.value_or(1.0), {.color = th.color("muted"), .linewidth = 1.2, .linestyle = Dash(0, {4, 3}), .zorder = 2});
  for (std::size_t i = 0; i < d.languages.size(); ++i) {
    const auto& l = d.languages[i];
    ax.annotate(pyformat("{:.2f}x ({:.0f} \u2192 {:.0f} tokens)", {l.ratio, l.upstream, l.cut}), {l.ratio, y[i]},
                {.xytext = Point{7, 0}, .textcoords = Coord::OffsetPoints,
                 .props = {.size = 8.5, .color = th.color("ink2"), .va = VAlign::Center}});
  }
  ax.set_yticks(y, names);
  ax.invert_yaxis();
  if (p.xlim) ax.set_xlim(p.xlim->first, p.xlim->second);
  ax.set_xlabel(p.xlabel);
  ax.set_title(p.title);
  if (p.note && p.note->x && p.note->y)
    ax.annotate(p.note->text, {*p.note->x, *p.note->y},
                {.props = {.size = 7.5, .color = th.color("muted"), .va = VAlign::Center}});
  footer(fig, p.footer, {0.055, 0.020});
  fig.subplots_adjust({.left = 0.135, .right = 0.985, .bottom = 0.275, .top = 0.895});
  return fig;
}

}  // namespace modelcard
