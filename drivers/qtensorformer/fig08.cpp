// Figure 8: latency traces of three controllers through a step disturbance, against the SLA band.
#include "paper/limits.hpp"
#include "paper/template.hpp"
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig08(const Controller& d, const paper::Section& words, const Theme& th, paper::Notes& notes) {
  const paper::Section s = words.at("figure8");
  const paper::Limits ylim = s.limits("ylim");
  Figure fig(th, {.width = 9, .height = 4.5});
  Axes& ax = fig.axes();
  std::vector<double> steps;
  for (std::size_t i = 1; i <= d.pid_ms.size(); ++i) steps.push_back(static_cast<double>(i));
  ax.axvline(d.disturbance_step,
             {.color = th.color("red-600"),
              .linestyle = "--",
              .alpha = 0.7,
              .label = paper::format(s.tmpl("disturbance_label", {"before", "after"}),
                                     {{"before", d.seq_before}, {"after", d.seq_after}})});
  ax.axhline(d.target_ms,
             {.color = th.color("emerald-600"),
              .linewidth = 1.8,
              .linestyle = ":",
              .label = paper::format(s.tmpl("target_label", {"target_ms"}), {{"target_ms", d.target_ms}})});
  const double tol = d.tolerance_pct / 100.0;
  const std::vector<double> lo(steps.size(), d.target_ms * (1 - tol)),
      hi(steps.size(), d.target_ms * (1 + tol));
  ax.fill_between(steps, lo, hi,
                  {.color = th.color("emerald-500"),
                   .alpha = 0.15,
                   .label = paper::format(s.tmpl("band_label", {"tolerance_pct"}),
                                          {{"tolerance_pct", d.tolerance_pct}})});
  ax.plot(steps, d.static_ms,
          {.color = th.color("slate-400"),
           .linestyle = ":",
           .label = paper::format(s.tmpl("static_label", {"violation_pct"}),
                                  {{"violation_pct", d.static_violation_pct}})});
  ax.plot(steps, d.p_only_ms,
          {.color = th.color("amber-500"), .linestyle = "--", .label = s.text("p_only_label")});
  ax.plot(steps, d.pid_ms, {.color = th.color("blue-600"), .linewidth = 2, .label = s.text("pid_label")});
  ax.set_xlabel(s.text("xlabel"));
  ax.set_ylabel(s.text("ylabel"));
  ax.set_title(s.text("title"));
  ax.legend({.loc = "upper left", .fontsize = 8.5, .avoid_data = true, .outside_when_full = true});
  std::vector<double> all = d.pid_ms;
  all.insert(all.end(), d.p_only_ms.begin(), d.p_only_ms.end());
  all.insert(all.end(), d.static_ms.begin(), d.static_ms.end());
  paper::keep_limits(ax, paper::Axis::Y, ylim.low, ylim.high, all, notes, s.text("title"));
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
