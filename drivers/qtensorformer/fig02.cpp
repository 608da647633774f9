// Figure 2: R² of the marginal value model per prediction head.
#include "libplot/ticker.hpp"
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig02(const MarginalValue& d, const Theme& th) {
  const double acceptance = 0.80;  // the calibration acceptance bar, a criterion of the method
  Figure fig(th, {.width = 8, .height = 4.5});
  Axes& ax = fig.axes();
  const auto x = positions(d.heads.size());
  std::vector<Color> colours;
  for (const char* c : {"indigo-600", "emerald-600", "amber-600", "red-600", "violet-600"}) colours.push_back(th.color(c));
  ax.bar(x, d.r2, {.width = 0.55, .colors = colours, .edgecolor = th.color("slate-800"), .linewidth = 1.2});
  ax.axhline(acceptance, {.color = th.color("slate-500"), .linestyle = ":",
                          .label = pyformat("Calibration Acceptance Bar (R\u00b2 >= {:.2f})", {acceptance})});
  for (std::size_t i = 0; i < x.size(); ++i)
    ax.text({x[i], d.r2[i] + 0.015}, pyformat("R\u00b2={:.3f}", {d.r2[i]}),
            {.props = {.size = 9, .weight = FontWeight::Bold, .ha = HAlign::Center, .va = VAlign::Bottom}});
  ax.set_ylim(0, 1.12);
  ax.set_ylabel("Coefficient of Determination (R\u00b2)");
  ax.set_title("Figure 2: Marginal Value Model Predictive Accuracy (R\u00b2 by Prediction Head)");
  ax.legend({.loc = "lower right"});
  ax.set_xticks(x, d.heads);
  ax.tick_params({.axis = "x", .rotation = 15, .ha = HAlign::Right});
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
