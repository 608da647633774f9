// Figure 4: nested TT slicing against independent TT-SVD, with the gap at each rank.
#include "paper/template.hpp"
#include "qtensorformer.hpp"

namespace qtensorformer {

using namespace libplot;

Figure fig04(const NestedTT& d, const paper::Section& words, const Theme& th) {
  const paper::Section s = words.at("figure4");
  const paper::OffsetPt gap_offset = s.offset_pt("gap_offset_pt");
  Figure fig(th, {.width = 8, .height = 4.5});
  Axes& ax = fig.axes();
  ax.plot(
      d.ranks, d.independent,
      {.color = th.color("blue-600"), .linewidth = 2, .marker = "o", .label = s.text("independent_label")});
  ax.plot(d.ranks, d.nested,
          {.color = th.color("red-600"),
           .linewidth = 2,
           .linestyle = "--",
           .marker = "s",
           .label = s.text("nested_label")});
  // The gap, next to the midpoint between the curves: placed clear of the lines and the frame.
  std::vector<double> mid;
  std::vector<std::string> gaps;
  for (std::size_t i = 0; i < d.ranks.size(); ++i) {
    mid.push_back((d.independent[i] + d.nested[i]) / 2);
    gaps.push_back(paper::format(s.tmpl("gap_label", {"gap"}), {{"gap", d.gaps[i]}}));
  }
  ax.point_labels(d.ranks, mid, gaps,
                  {.props = {.size = 8, .color = th.color("red-700")},
                   .offset = 10,
                   .compat_offset = Point{gap_offset.x, gap_offset.y}});
  ax.set_xlabel(s.text("xlabel"));
  ax.set_ylabel(s.text("ylabel"));
  ax.set_title(s.text("title"));
  ax.set_xticks(d.ranks);
  ax.legend(
      {.avoid_data = true});  // the seed's "best", then off the markers and lines if it still covers some
  fig.tight_layout();
  return fig;
}

}  // namespace qtensorformer
