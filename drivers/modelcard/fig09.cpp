// Figure 09: what the vocabulary cut costs per language (token ratio, horizontal bars).
#include <numeric>

#include "libplot/ticker.hpp"
#include "modelcard.hpp"
#include "paper/limits.hpp"
#include "paper/template.hpp"

namespace modelcard {

using namespace libplot;

Figure fig09(const TokenizerCost& d, const Theme& th, paper::Notes& notes) {
  Figure fig(th, {.width = 7.4, .height = 3.9});
  Axes& ax = fig.axes();
  bare(ax, th, "x");
  paper::Fields facts{{"languages", static_cast<double>(d.languages.size())}};
  add_facts(facts, d.figure, {"han_first_id"});  // the first upstream BPE id of a Han-carrying token
  const Panel p = said(d.figure, facts);
  std::vector<double> y(d.languages.size()), ratios;
  std::iota(y.begin(), y.end(), 0.0);
  std::vector<Color> colours;
  std::vector<std::string> names;
  const double costly = *p.costly_above;
  for (const auto& l : d.languages) {
    ratios.push_back(l.ratio);
    colours.push_back(th.color(l.ratio <= costly ? "aqua" : "orange"));
    names.push_back(l.language);
  }
  ax.barh(y, ratios, {.width = 0.55, .colors = colours, .zorder = 3});
  ax.axvline(*p.parity,
             {.color = th.color("muted"), .linewidth = 1.2, .linestyle = Dash(0, {4, 3}), .zorder = 2});
  for (std::size_t i = 0; i < d.languages.size(); ++i) {
    const auto& l = d.languages[i];
    paper::Fields fields{{"ratio", l.ratio}, {"upstream", l.upstream}};
    paper::add_count(fields, "cut", l.cut);  // "1 token", not "1 tokens"
    ax.annotate(p.say("value_label", fields), {l.ratio, y[i]},
                {.xytext = Point{7, 0},
                 .textcoords = Coord::OffsetPoints,
                 .props = {.size = 8.5, .color = th.color("ink2"), .va = VAlign::Center}});
  }
  ax.set_yticks(y, names);
  ax.invert_yaxis();
  paper::keep_limits(ax, paper::Axis::X, p.xlim->first, p.xlim->second, ratios, notes, p.title,
                     0.5);  // room for the value labels right of the bars
  ax.set_xlabel(p.xlabel);
  ax.set_title(p.title);
  // The note about a language whose count the cut leaves unchanged: drawn only when the data say
  // so, just below that language's bar (offset in points).
  if (const auto& n = p.note) {
    const TextProps props{.size = 7.5, .color = th.color("muted"), .va = VAlign::Center};
    for (std::size_t i = 0; i < d.languages.size(); ++i) {
      const auto& l = d.languages[i];
      if (l.language != n->language || l.cut != l.upstream) continue;
      paper::Fields fields = facts;
      fields["language"] = l.language;
      if (const auto text = paper::fill(n->text, fields))
        ax.annotate(*text, {l.ratio, y[i]},
                    {.xytext = Point{n->x, n->y}, .textcoords = Coord::OffsetPoints, .props = props});
    }
  }
  footer(fig, p.footer, 0.020, 0.035);  // the seed's fig.text positions
  fig.subplots_adjust({.left = 0.135, .right = 0.985, .bottom = 0.275, .top = 0.895});
  return fig;
}

}  // namespace modelcard
