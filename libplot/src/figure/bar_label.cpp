// Axes::bar_label: matplotlib's Axes.bar_label, as annotations. An edge label sits at the bar's
// end (bottom + value), `padding` points further along the bar's direction (flipped for negative
// values and on an inverted axis; a zero value counts as positive), aligned to grow away from the bar; a
// centre label sits at the bar's middle. The edge label's number is the end's position (as matplotlib: a
// stacked bar shows its cumulative top), the centre label's the bar's length.
#include <cmath>
#include <stdexcept>

#include "libplot/axes.hpp"
#include "libplot/ticker.hpp"
#include "artists/artists.hpp"
#include "model/axes_state.hpp"

namespace libplot {

namespace {

// Which way an edge label moves from the bar's end, in screen terms. matplotlib multiplies the padding
// by sign(value), so a zero-length bar's label sits on the axis line; here it moves the way its
// alignment already makes it grow (docs/better-than-matplotlib.md).
double pad_direction(double dat, double direction) {
  if (dat == 0) return 1.0;
  return direction * (dat > 0 ? 1.0 : -1.0);
}

}  // namespace

void Axes::bar_label(const BarContainer& bars, const BarLabelOptions& o) {
  const std::size_t n = bars.values.size();
  if (bars.centers.size() != n || bars.bottoms.size() != n)
    throw InvalidArgument("bar_label: the container's centers, bottoms and values differ in length");
  if (!o.labels.empty() && o.labels.size() != n)
    throw InvalidArgument("bar_label: " + std::to_string(o.labels.size()) + " labels for " +
                          std::to_string(n) + " bars");
  const bool inverted = bars.horizontal ? state_->x.inverted : state_->y.inverted;
  const double direction = inverted ? -1.0 : 1.0;
  for (std::size_t i = 0; i < n; ++i) {
    const double dat = bars.values[i], start = bars.bottoms[i];
    const double end = start + dat;
    const bool edge = o.label_type == BarLabelOptions::Type::Edge;
    std::string label;
    if (!std::isnan(dat)) label = o.labels.empty() ? pyformat(o.fmt, {edge ? end : dat}) : o.labels[i];
    TextProps props = o.props;
    Point xy, offset{0, 0};
    const double along = edge ? end : start + dat / 2;
    if (bars.horizontal) {
      xy = {along, bars.centers[i]};
      props.va = VAlign::Center;
      if (edge) {
        offset = {pad_direction(dat, direction) * o.padding, 0};
        props.ha = (inverted ? dat > 0 : dat < 0) ? HAlign::Right : HAlign::Left;
      } else {
        props.ha = HAlign::Center;
      }
    } else {
      xy = {bars.centers[i], along};
      props.ha = HAlign::Center;
      if (edge) {
        offset = {0, pad_direction(dat, direction) * o.padding};
        props.va = (inverted ? dat > 0 : dat < 0) ? VAlign::Top : VAlign::Bottom;
      } else {
        props.va = VAlign::Center;
      }
    }
    props.lint_ignore.insert(props.lint_ignore.end(), o.lint_ignore.begin(), o.lint_ignore.end());
    annotate(std::move(label), xy,
             {.xytext = offset, .textcoords = Coord::OffsetPoints, .props = props, .zorder = o.zorder});
    if (bars.horizontal && edge) static_cast<TextArtist&>(*state_->artists.back()).headroom_x = true;
  }
}

}  // namespace libplot
