// Layout once: a save lays the figure out once and drawing only draws, so every point-labels
// artist is placed exactly once per save, tight bounding box and tight layout included.
#include <gtest/gtest.h>

#include <functional>
#include <vector>

#include "artists/point_labels.hpp"
#include "libplot/libplot.hpp"
#include "point_label_cases.hpp"

using namespace libplot;

namespace {

// Two point-label artists next to a "best" legend, with tight layout: the legend and the
// labels are placed against each other and the data.
Figure labelled_figure(const Theme& th) {
  Figure fig(th, {.width = 4, .height = 3, .dpi = 50});
  Axes& ax = fig.axes();
  const std::vector<double> x{1, 2, 3, 4, 5}, y{2, 4, 3, 5, 1};
  ax.scatter(x, y, {.label = "points"});
  ax.plot(x, y, {.label = "line"});
  ax.point_labels(x, y, {"a", "b", "c", "d", "e"});
  ax.point_labels(std::vector<double>{1.5, 3.5}, std::vector<double>{3, 4}, {"mid 1", "mid 2"});
  ax.legend({.loc = "best"});
  ax.set_title("labelled");
  fig.tight_layout();
  return fig;
}

using test::placements_during;

}  // namespace

TEST(LayoutOnce, DrawPlacesEachPointLabelsArtistOnce) {
  Theme th;
  const Figure fig = labelled_figure(th);
  RecordingCanvas c;
  EXPECT_EQ(placements_during([&] { fig.draw(c); }), 2u);
  EXPECT_EQ(c.find_text("mid 2").size(), 1u);
}

TEST(LayoutOnce, EverySaveFormatPlacesOnce) {
  Theme th;
  const Figure fig = labelled_figure(th);
  for (const Format f : {Format::Png, Format::Pdf, Format::Svg}) {
    SCOPED_TRACE(static_cast<int>(f));
    EXPECT_EQ(placements_during([&] { fig.render(f); }), 2u);
  }
}

TEST(LayoutOnce, TightBoundingBoxDoesNotDrawTwice) {
  Theme th;
  const Figure fig = labelled_figure(th);
  EXPECT_EQ(placements_during([&] { fig.render(Format::Png, {.bbox_tight = true}); }), 2u);
  // The tight box is the layout's extent: the same as what a draw reports (with the text
  // metrics of a PNG at that dpi, as pixel_size measures).
  const double pad = th.savefig_pad_inches * 72.0;
  const double dpi = th.savefig_dpi.value_or(fig.dpi());
  RecordingCanvas c;
  const ScopedTextMetrics raster(TextMetrics::raster_at(dpi));
  const Rect drawn = fig.draw(c);
  const auto [w, h] = fig.pixel_size({.bbox_tight = true});
  EXPECT_EQ(w, static_cast<int>((drawn.width() + 2 * pad) / 72.0 * dpi));
  EXPECT_EQ(h, static_cast<int>((drawn.height() + 2 * pad) / 72.0 * dpi));
  EXPECT_LT(w, 200);  // cropped: the page is 4 x 3 inches at 50 dpi
}
