// Figure 06: the card's path — artifact size, quality and precision across four configurations.
#include <algorithm>
#include <cmath>
#include <numeric>
#include <optional>

#include "libplot/ticker.hpp"
#include "modelcard.hpp"
#include "paper/limits.hpp"
#include "paper/template.hpp"

namespace modelcard {

using namespace libplot;

static double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// A panel's note, its template filled from `fields`; not drawn when no alternative applies.
static void note(Axes& ax, const std::optional<Note>& n, const TextProps& props,
                 const paper::Fields& fields) {
  if (!n) return;
  const auto filled = paper::fill(n->text, fields);
  if (!filled) return;
  const std::string& text = *filled;
  // Where the words put it, unless other data put something there: then the nearest free place.
  ax.annotate(text, {n->x, n->y}, {.xycoords = Coord::AxesFraction, .props = props, .avoid_data = true});
}

static std::pair<double, double> min_max(const std::vector<double>& v) {
  const auto [lo, hi] = std::minmax_element(v.begin(), v.end());
  return {*lo, *hi};
}

// The counts and facts the figure's words may state, from the records: how many configurations,
// the seeds per configuration when every record gives the same number, the configuration the
// precisions were measured at when they all name one, the split's documents and the head's labels.
static paper::Fields facts06(const StagePath& d, const Floor& floor) {
  paper::Fields f;
  paper::add_count(f, "configs", static_cast<double>(d.configs.size()));
  std::optional<double> seeds = d.configs.front().seeds;  // stated only when every record agrees
  for (const auto& c : d.configs)
    if (c.seeds != seeds) seeds.reset();
  paper::add_count(f, "seeds_each", seeds);
  std::string at = d.precisions.front().config;
  for (const auto& r : d.precisions)
    if (r.config != at) at.clear();
  for (std::size_t i; (i = at.find('\n')) != std::string::npos;) at.replace(i, 1, " / ");  // as one line
  f["precision_config"] = at.empty() ? paper::absent : paper::FieldValue(at);
  f["split_docs"] = floor.split_docs;
  f["task_labels"] = floor.task_labels;
  return f;
}

Figure fig06(const StagePath& data, const Floor& floor, const Theme& th, paper::Notes& notes) {
  paper::Fields facts = facts06(data, floor);
  StagePath d = data;
  for (Panel* p : {&d.figure, &d.size, &d.quality, &d.precision}) *p = said(*p, facts);
  Figure fig(th, {.width = 11.4, .height = 4.1});
  auto axes = fig.subplots({.nrows = 1, .ncols = 3, .width_ratios = {1.15, 1.0, 0.72}, .wspace = 0.28});
  const Color ink2 = th.color("ink2"), muted = th.color("muted"), blue = th.color("blue");
  std::vector<double> x(d.configs.size());
  std::iota(x.begin(), x.end(), 0.0);
  std::vector<std::string> labels;
  for (const auto& c : d.configs) labels.push_back(c.label);

  // ---- artifact size: paired bars with value labels
  Axes& size = *axes[0];
  bare(size, th);
  const double w = 0.36;
  auto series = [&](const std::vector<double>& xs, const std::vector<double>& v, const Color& c,
                    const std::string& label) {
    size.bar(xs, v, {.width = w, .color = c, .zorder = 3, .label = label});
    for (std::size_t i = 0; i < xs.size(); ++i)
      size.annotate(d.size.say("value_label", {{"value", v[i]}}), {xs[i], v[i]},
                    {.xytext = Point{0, 3},
                     .textcoords = Coord::OffsetPoints,
                     .props = {.size = 7.5, .color = ink2, .ha = HAlign::Center}});
  };
  std::vector<double> xl, xr, bf, q8;
  for (std::size_t i = 0; i < x.size(); ++i) {
    xl.push_back(x[i] - w / 2 - 0.01);
    xr.push_back(x[i] + w / 2 + 0.01);
    bf.push_back(d.configs[i].bf16_mib);
    q8.push_back(d.configs[i].q8_mib);
  }
  series(xl, bf, blue, d.size.series.at(0));
  series(xr, q8, th.color("orange"), d.size.series.at(1));
  size.set_xticks(x);
  size.set_xticklabels(labels, {.size = 8});
  size.set_ylabel(d.size.ylabel);
  std::vector<double> all = bf;
  all.insert(all.end(), q8.begin(), q8.end());
  paper::keep_limits(size, paper::Axis::Y, d.size.ylim->first, d.size.ylim->second, all, notes, d.size.title,
                     0.15);  // room for the value labels above the bars
  size.set_title(d.size.title);
  size.legend({.loc = "upper right",
               .fontsize = 8,
               .avoid_data = true});  // off the bars and their labels on other data
  // The path's two ends: the first configuration in BF16, the last in Q8_0.
  facts.insert({{"first_bf16", bf.front()}, {"last_q8", q8.back()}, {"shrink", bf.front() / q8.back()}});
  note(size, d.size.note, {.size = 8.5, .color = muted, .ha = HAlign::Center, .va = VAlign::Center}, facts);

  // ---- quality: mean ± SD per configuration, the band and the floor
  Axes& q = *axes[1];
  bare(q, th);
  std::vector<double> m, sd;
  for (const auto& c : d.configs) {
    m.push_back(c.f1_mean);
    sd.push_back(c.f1_sd);
  }
  const double med_sd = median(sd);
  const double mean = std::accumulate(m.begin(), m.end(), 0.0) / m.size();
  const std::string band = d.quality.say("band", {{"median_sd", med_sd}});
  const Range ylim = floor_ylim(d.quality, floor);
  q.axhspan(mean - med_sd, mean + med_sd, {.color = blue, .alpha = 0.09, .zorder = 1, .label = band});
  q.errorbar(x, m, sd,
             {.marker = "o",
              .color = blue,
              .markersize = 7,
              .ecolor = blue,
              .elinewidth = 1.6,
              .capsize = 4,
              .capthick = 1.6,
              .zorder = 4,
              .label = d.quality.series.at(0)});
  q.axhline(floor.macro_f1, {.color = muted, .linewidth = 1.2, .linestyle = Dash(0, {4, 3}), .zorder = 2});
  floor_label(q, d.quality.say("floor_label", {{"label", floor.label}, {"floor", floor.macro_f1}}), 0.02,
              floor.macro_f1, d.quality, {.size = 7.5, .color = muted});
  q.set_xticks(x);
  q.set_xticklabels(labels, {.size = 8});
  q.set_xlim(-0.55, x.size() - 0.45);
  std::vector<double> ends;
  for (std::size_t i = 0; i < m.size(); ++i) ends.insert(ends.end(), {m[i] - sd[i], m[i] + sd[i]});
  const auto quality_lim =
      paper::keep_limits(q, paper::Axis::Y, ylim.first, ylim.second, ends, notes, d.quality.title);
  q.set_ylabel(d.quality.ylabel);
  q.set_title(d.quality.title);
  facts["band"] = band;
  note(q, d.quality.note, {.size = 7.5, .color = ink2, .va = VAlign::Top}, facts);

  // ---- precision at one configuration
  Axes& p = *axes[2];
  bare(p, th);
  std::vector<double> xs(d.precisions.size()), pm, ps;
  std::iota(xs.begin(), xs.end(), 0.0);
  std::vector<std::string> plabels;
  for (const auto& r : d.precisions) {
    pm.push_back(r.f1_mean);
    ps.push_back(r.f1_sd);
    plabels.push_back(r.label);
  }
  const Color violet = th.color("violet");
  p.errorbar(xs, pm, ps,
             {.marker = "s",
              .color = violet,
              .markersize = 6,
              .ecolor = violet,
              .elinewidth = 1.6,
              .capsize = 4,
              .capthick = 1.6,
              .zorder = 4});
  p.set_xticks(xs);
  p.set_xticklabels(plabels, {.size = 8});
  p.set_xlim(-0.6, xs.size() - 0.4);
  {
    const Range pl = floor_ylim(d.precision, floor);
    std::vector<double> pends;
    for (std::size_t i = 0; i < pm.size(); ++i) pends.insert(pends.end(), {pm[i] - ps[i], pm[i] + ps[i]});
    const auto precision_lim =
        paper::keep_limits(p, paper::Axis::Y, pl.first, pl.second, pends, notes, d.precision.title);
    // The precision panel shows no tick labels of its own (the seed's): it reads on the quality
    // panel's scale, so when either widened both take the range that holds them both, and the
    // two share one view (room a note makes in either panel is made in both).
    const double lo = std::min(quality_lim.first, precision_lim.first),
                 hi = std::max(quality_lim.second, precision_lim.second);
    p.sharey(q);
    q.set_ylim(lo, hi);
  }
  p.tick_params({.axis = "y", .labelleft = false});
  p.set_title(d.precision.title);
  // How far the precisions' means spread, against their typical seed SD.
  const auto [pm_lo, pm_hi] = min_max(pm);
  facts.insert(
      {{"spread", pm_hi - pm_lo}, {"sd_mean", std::accumulate(ps.begin(), ps.end(), 0.0) / ps.size()}});
  note(p, d.precision.note, {.size = 8, .color = muted, .ha = HAlign::Center, .va = VAlign::Top}, facts);

  fig.suptitle(d.figure.suptitle, {.size = 11.5, .weight = FontWeight::Semibold}, 0.99);
  footer(fig, d.figure.footer, 0.030, 0.032);  // the seed's fig.text positions
  fig.subplots_adjust({.left = 0.065, .right = 0.985, .bottom = 0.215, .top = 0.855, .wspace = 0.28});
  return fig;
}

}  // namespace modelcard
