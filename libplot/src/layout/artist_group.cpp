// Which role an artist plays in a drawing, read by the linter from a recording.
#include "layout/artist_group.hpp"

#include "artists/artists.hpp"
#include "artists/legend.hpp"
#include "artists/point_labels.hpp"

namespace libplot {
namespace {

DrawRole role_of(const Artist& a) {
  if (dynamic_cast<const BarsArtist*>(&a)) return DrawRole::Bars;
  if (dynamic_cast<const LineArtist*>(&a)) return DrawRole::Line;
  if (dynamic_cast<const ErrorbarArtist*>(&a)) return DrawRole::Errorbar;
  if (dynamic_cast<const ScatterArtist*>(&a)) return DrawRole::Scatter;
  if (dynamic_cast<const FillArtist*>(&a)) return DrawRole::Fill;
  if (dynamic_cast<const RefLineArtist*>(&a)) return DrawRole::RefLine;
  if (dynamic_cast<const SpanArtist*>(&a)) return DrawRole::Span;
  if (dynamic_cast<const TextArtist*>(&a)) return DrawRole::Text;
  if (dynamic_cast<const BoxArtist*>(&a)) return DrawRole::Box;
  if (dynamic_cast<const ArrowArtist*>(&a)) return DrawRole::Arrow;
  if (dynamic_cast<const PieArtist*>(&a)) return DrawRole::Pie;
  if (dynamic_cast<const PointLabelsArtist*>(&a)) return DrawRole::PointLabel;
  if (dynamic_cast<const LegendArtist*>(&a)) return DrawRole::Legend;
  return DrawRole::Other;
}

}  // namespace

DrawGroup artist_group(const Artist& a) {
  DrawGroup g;
  g.role = role_of(a);
  g.label = a.label;
  g.lint_ignore = a.lint_ignore;
  return g;
}

}  // namespace libplot
