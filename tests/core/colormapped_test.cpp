// Colour-mapped artists: images drawn as one image in every format, colorbar placement against
// matplotlib 3.6.3's positions (make_axes_gridspec), value-coloured scatter and cell labels.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "artists/contour_geometry.hpp"
#include "expect_error.hpp"
#include "layout/tight_layout.hpp"
#include "libplot/libplot.hpp"
#include "libplot/recording_canvas.hpp"

using namespace libplot;

namespace {

std::size_t count(const std::string& hay, const std::string& needle) {
  std::size_t n = 0;
  for (std::size_t at = hay.find(needle); at != std::string::npos; at = hay.find(needle, at + 1)) ++n;
  return n;
}

std::vector<double> ramp(std::size_t n) {
  std::vector<double> z;
  for (std::size_t i = 0; i < n; ++i) z.push_back(static_cast<double>(i));
  return z;
}

Figure image_figure(std::size_t rows, std::size_t cols) {
  Figure fig(Theme{}, {.width = 5, .height = 4, .dpi = 100});
  Axes& ax = fig.axes();
  const ScalarMappable m = ax.imshow(ramp(rows * cols), rows, cols, {.cmap = Colormap::named("magma")});
  fig.colorbar(m, ax);
  return fig;
}

void expect_box(const Rect& got, double x0, double y0, double x1, double y1, const char* what) {
  EXPECT_NEAR(got.x0, x0, 1e-9) << what;
  EXPECT_NEAR(got.y0, y0, 1e-9) << what;
  EXPECT_NEAR(got.x1, x1, 1e-9) << what;
  EXPECT_NEAR(got.y1, y1, 1e-9) << what;
}

// Boxes of a 5 × 4 in figure with pcolormesh of 3 × 4 values and a colorbar.
std::vector<Rect> colorbar_boxes(const ColorbarOptions& o, bool image = false) {
  Figure fig(Theme{}, {.width = 5, .height = 4, .dpi = 100});
  Axes& ax = fig.axes();
  const std::vector<double> z = ramp(12);
  ScalarMappable m;
  if (image) {
    m = ax.imshow(z, 3, 4);
  } else {
    const std::vector<double> xe{0, 1, 2, 3, 4}, ye{0, 1, 2, 3};
    m = ax.pcolormesh(xe, ye, z);
  }
  fig.colorbar(m, ax, o);
  return axes_boxes(state_of(fig), TextEngine::for_this_thread());
}

}  // namespace

TEST(Imshow, IsOneImageOnTheCanvasWithTheColormapsBytes) {
  Figure fig = image_figure(3, 4);
  RecordingCanvas rc;
  fig.draw(rc);
  ASSERT_EQ(rc.images.size(), 1u);
  const RecordedImage& im = rc.images[0];
  EXPECT_EQ(im.width, 4);
  EXPECT_EQ(im.height, 3);
  EXPECT_EQ(im.interpolation, Interpolation::Nearest);
  // Origin upper: value 0 (magma's first entry) top-left, 11 (the last) bottom-right, as bytes
  // truncated from value × 255.
  const Colormap magma = Colormap::named("magma");
  const Color first = magma.table().front(), last = magma.table().back();
  EXPECT_EQ(im.rgba[0], static_cast<std::uint8_t>(first.r * 255));
  EXPECT_EQ(im.rgba[2], static_cast<std::uint8_t>(first.b * 255));
  EXPECT_EQ(im.rgba[11 * 4 + 0], static_cast<std::uint8_t>(last.r * 255));
  EXPECT_EQ(im.rgba[11 * 4 + 1], static_cast<std::uint8_t>(last.g * 255));
  EXPECT_EQ(im.rgba[11 * 4 + 3], 255);
  // The image fills the axes box, whose aspect is the data's (4 wide, 3 high).
  EXPECT_NEAR(im.dest.height() / im.dest.width(), 0.75, 1e-12);
}

TEST(Imshow, EmbedsOneImageInPdfAndSvgAndIsByteIdentical) {
  for (Format f : {Format::Png, Format::Pdf, Format::Svg}) {
    const std::string a = image_figure(40, 50).render(f), b = image_figure(40, 50).render(f);
    EXPECT_EQ(a, b) << extension(f);
    if (f == Format::Pdf) {
      EXPECT_EQ(count(a, "/Subtype /Image"), 1u);
    }
    if (f == Format::Svg) {
      EXPECT_EQ(count(a, "<image "), 1u);
    }
  }
}

TEST(Imshow, OriginLowerFlipsRowsAndBadArgumentsAreNamed) {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  ax.imshow(ramp(6), 2, 3, {.origin = ImageOptions::Origin::Lower});
  RecordingCanvas rc;
  fig.draw(rc);
  ASSERT_EQ(rc.images.size(), 1u);
  // Row 0 (values 0..2) is drawn at the bottom: the raster's first row holds values 3..5.
  const Colormap v = Colormap::named("viridis");
  EXPECT_EQ(rc.images[0].rgba[0], static_cast<std::uint8_t>(v(3.0 / 5.0).r * 255));
  expect_error<libplot::InvalidArgument>([&] { ax.imshow(ramp(5), 2, 3); },
                                         "imshow: values has 5 entries, expected rows x cols = 2 x 3 = 6");
  expect_error<libplot::InvalidArgument>(
      [&] { ax.imshow(ramp(6), 2, 3, {.norm = CenteredNorm{}, .vmin = 0}); },
      "imshow: vmin/vmax cannot be used with this norm (set its own limits)");
  expect_error<libplot::InvalidArgument>(
      [&] { ax.imshow(std::vector<double>(40000, 0.0), 1, 40000); },
      "imshow: an image has at most 32767 rows and columns, got 1 x 40000");
}

TEST(Colorbar, TakesItsRoomAsMatplotlibsMakeAxesGridspec) {
  // Positions printed by matplotlib 3.6.3 (fig.colorbar(m, ax=ax, ...)), in points from the top-left.
  auto v = colorbar_boxes({});
  ASSERT_EQ(v.size(), 2u);
  expect_box(v[0], 45, 34.56, 268.2, 256.32, "vertical: parent");
  expect_box(v[1], 282.15, 34.56, 293.238, 256.32, "vertical: colorbar");
  auto h = colorbar_boxes({.orientation = ColorbarOptions::Orientation::Horizontal, .shrink = 0.8});
  expect_box(h[0], 45, 34.56, 324, 189.792, "horizontal: parent");
  expect_box(h[1], 72.9, 223.056, 296.1, 234.216, "horizontal: colorbar");
  auto e = colorbar_boxes({.extend = Extend::Both});
  expect_box(e[1], 282.15, 44.64, 293.238, 246.24, "extend both: colorbar interior");
  auto i = colorbar_boxes({}, true);
  expect_box(i[0], 45, 61.74, 268.2, 229.14, "image: parent keeps its aspect");
  expect_box(i[1], 282.15, 34.56, 293.238, 256.32, "image: colorbar");
}

TEST(Colorbar, TicksLabelAndErrors) {
  Figure fig(Theme{}, {.width = 5, .height = 4, .dpi = 100});
  Axes& ax = fig.axes();
  const std::vector<double> xe{0, 1, 2, 3, 4}, ye{0, 1, 2, 3};
  const ScalarMappable m = ax.pcolormesh(xe, ye, ramp(12));
  Axes& cax = fig.colorbar(m, ax, {.label = "counts"});
  (void)cax;
  RecordingCanvas rc;
  fig.draw(rc);
  // matplotlib: ticks 0, 2, ..., 10 on the right of the bar, the label beside them.
  for (const char* t : {"0", "2", "4", "6", "8", "10"}) {
    auto found = rc.find_text(t);
    ASSERT_FALSE(found.empty()) << t;
    EXPECT_GT(found.back()->bbox.x0, 293.238) << t;
  }
  EXPECT_TRUE(rc.find_text("12").empty());
  ASSERT_EQ(rc.find_text("counts").size(), 1u);
  EXPECT_EQ(rc.find_text("counts")[0]->rotation_deg, 90);
  expect_error<libplot::InvalidArgument>([&] { fig.colorbar(m, ax); },
                                         "colorbar: the parent axes already has a colorbar");
  Figure other(Theme{});
  EXPECT_THROW(other.colorbar(m, ax), libplot::InvalidArgument);
  Axes& ax2 = fig.add_axes(0.1, 0.1, 0.3, 0.3);
  expect_error<libplot::InvalidArgument>(
      [&] { fig.colorbar(m, ax2, {.format = "{:.1f}"}); },
      "colorbar: format applies to given ticks; set ticks too (automatic ticks use ScalarFormatter)");
  // Given ticks with a format: exactly those labels.
  Axes& bar = fig.colorbar(m, ax2, {.ticks = std::vector<double>{0, 5, 10}, .format = "{:.1f} u"});
  (void)bar;
  RecordingCanvas rc2;
  fig.draw(rc2);
  for (const char* t : {"0.0 u", "5.0 u", "10.0 u"}) EXPECT_EQ(rc2.find_text(t).size(), 1u) << t;
}

TEST(Scatter, ColoursByValueThroughTheNorm) {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> x{0, 1, 2}, y{0, 1, 2}, c{10, 20, 30};
  const ScalarMappable m =
      ax.scatter(x, y, {.c = c, .cmap = Colormap::named("Greys"), .vmin = 10, .vmax = 30});
  EXPECT_EQ(norm_vmin(m.norm), 10);
  EXPECT_EQ(norm_vmax(m.norm), 30);
  RecordingCanvas rc;
  fig.draw(rc);
  // Three points of different colour: a path collection, each point its own path.
  std::vector<Color> fills;
  for (const auto& p : rc.paths)
    if (p.fill && p.segment_count > 4 && p.bounds.width() < 10) fills.push_back(*p.fill);
  ASSERT_EQ(fills.size(), 3u);
  const Colormap greys = Colormap::named("Greys");
  EXPECT_EQ(fills[0], greys(0.0));
  EXPECT_EQ(fills[1], greys(0.5));
  EXPECT_EQ(fills[2], greys(1.0));
  EXPECT_THROW(ax.scatter(x, y, {.c = {1.0, 2.0}}), libplot::InvalidArgument);
}

TEST(CellLabels, TextColourContrastsWithTheCell) {
  Figure fig(Theme{}, {.width = 4, .height = 3});
  Axes& ax = fig.axes();
  const std::vector<double> z{0.0, 1.0};
  const ScalarMappable m = ax.imshow(z, 1, 2, {.cmap = Colormap::named("Greys")});
  ax.cell_labels(z, 1, 2, m, {.format = "{:.0f}"});
  RecordingCanvas rc;
  fig.draw(rc);
  // Greys: 0 is white (black text), 1 is black (white text).
  bool zero = false, one = false;
  for (const auto& t : rc.texts) {
    if (t.text == "0" && t.color == Color{0, 0, 0, 1} && t.bbox.x1 < rc.images[0].dest.centre().x)
      zero = true;
    if (t.text == "1" && t.color == Color{1, 1, 1, 1} && t.bbox.x0 > rc.images[0].dest.centre().x) one = true;
  }
  EXPECT_TRUE(zero);
  EXPECT_TRUE(one);
}

namespace {

struct Grid {
  std::vector<double> x, y, z;
};

// matplotlib's contour demo on a 61 × 41 grid (as the gallery's contour entries).
Grid bumps() {
  Grid g;
  for (int i = 0; i < 61; ++i) g.x.push_back(-3 + 6.0 * i / 60);
  for (int j = 0; j < 41; ++j) g.y.push_back(-2 + 4.0 * j / 40);
  for (double yv : g.y)
    for (double xv : g.x)
      g.z.push_back(2 *
                    (std::exp(-xv * xv - yv * yv) - std::exp(-(xv - 1) * (xv - 1) - (yv - 1) * (yv - 1))));
  return g;
}

// z = 0.13 i + 0.31 j on a 5 × 4 grid of integer coordinates.
Grid ramp_grid() {
  Grid g;
  for (int i = 0; i < 5; ++i) g.x.push_back(i);
  for (int j = 0; j < 4; ++j) g.y.push_back(j);
  for (int j = 0; j < 4; ++j)
    for (int i = 0; i < 5; ++i) g.z.push_back(0.13 * i + 0.31 * j);
  return g;
}

}  // namespace

TEST(Contour, LevelsAsMatplotlibPicksThem) {
  // Levels printed by matplotlib 3.6.3 (cs.levels) for the same data.
  Figure fig(Theme{});
  Axes& ax = fig.axes();
  const Grid b = bumps();
  EXPECT_EQ(ax.contour(b.x, b.y, b.z).levels,
            (std::vector<double>{-2.0, -1.5, -1.0, -0.5, 0.0, 0.5, 1.0, 1.5, 2.0}));
  EXPECT_EQ(ax.contourf(b.x, b.y, b.z, {.nlevels = 10}).levels,
            (std::vector<double>{-2.0, -1.6, -1.2, -0.7999999999999998, -0.3999999999999999, 0.0,
                                 0.40000000000000036, 0.8000000000000003, 1.2000000000000002, 1.6, 2.0}));
  EXPECT_EQ(ax.contourf(b.x, b.y, b.z, {.extend = Extend::Both}).levels,
            (std::vector<double>{-1.5, -1.0, -0.5, 0.0, 0.5, 1.0, 1.5}));
  const Grid r = ramp_grid();
  EXPECT_EQ(ax.contour(r.x, r.y, r.z).levels,
            (std::vector<double>{0.0, 0.2, 0.4, 0.6000000000000001, 0.8, 1.0, 1.2000000000000002,
                                 1.4000000000000001, 1.6}));
  EXPECT_EQ(ax.contourf(r.x, r.y, r.z, {.nlevels = 3}).levels,
            (std::vector<double>{0.0, 0.4, 0.8, 1.2000000000000002, 1.6}));
}

TEST(Contour, MarchingSquaresLinesCrossEdgesWhereTheFieldDoes) {
  const Grid r = ramp_grid();
  // A linear field: the level line is straight, every crossing lies on 0.13 x + 0.31 y = 0.62,
  // and it runs from one border of the grid to another as one open polyline.
  const auto lines = contour_lines(r.x, r.y, r.z, 0.62);
  ASSERT_EQ(lines.size(), 1u);
  ASSERT_GE(lines[0].size(), 3u);
  for (const Point& p : lines[0]) EXPECT_NEAR(0.13 * p.x + 0.31 * p.y, 0.62, 1e-12);
  auto on_border = [](Point p) { return p.x == 0 || p.x == 4 || p.y == 0 || p.y == 3; };
  EXPECT_TRUE(on_border(lines[0].front()));
  EXPECT_TRUE(on_border(lines[0].back()));
  // The region above the level: the grid's area above the line (the field is linear, so the
  // polygons cover exactly the part of the 4 × 3 rectangle where 0.13 x + 0.31 y >= 0.62).
  double area = 0;
  for (const auto& poly : contour_region(r.x, r.y, r.z, 0.62, INFINITY))
    for (std::size_t i = 0; i < poly.size(); ++i) {
      const Point& a = poly[i];
      const Point& b = poly[(i + 1) % poly.size()];
      area += (a.x * b.y - b.x * a.y) / 2;
    }
  // Below the line: the triangle under it inside the rectangle, x from 0 to 4 (y = 2 - 0.13 x / 0.31).
  const double y0 = 2.0, y4 = (0.62 - 0.13 * 4) / 0.31;
  EXPECT_NEAR(area, 12 - 4 * (y0 + y4) / 2, 1e-12);
  Figure fig(Theme{});
  Axes& ax = fig.axes();
  EXPECT_THROW(ax.contour(r.x, r.y, std::vector<double>(5, 0.0)), libplot::InvalidArgument);
  EXPECT_THROW(ax.contourf(r.x, r.y, r.z, {.levels = {1.0}}), libplot::InvalidArgument);
}

TEST(Contour, ClabelLabelsEveryLevelWithoutOverlap) {
  Figure fig(Theme{}, {.width = 5, .height = 3.6, .dpi = 100});
  Axes& ax = fig.axes();
  const Grid b = bumps();
  const ContourSet cs = ax.contour(b.x, b.y, b.z);
  ax.clabel(cs);
  RecordingCanvas rc;
  fig.draw(rc);
  // The labels are in their lines' colours (tick labels are black).
  std::vector<Rect> boxes;
  std::vector<std::string> texts;
  for (const auto& t : rc.texts)
    if (t.color != Color{0, 0, 0, 1}) {
      boxes.push_back(t.bbox);
      texts.push_back(t.text);
    }
  EXPECT_EQ(texts, (std::vector<std::string>{"−1.5", "−1.0", "−0.5", "0.0", "0.5", "1.0", "1.5"}));
  for (std::size_t i = 0; i < boxes.size(); ++i)
    for (std::size_t j = i + 1; j < boxes.size(); ++j)
      EXPECT_FALSE(boxes[i].intersects(boxes[j])) << i << " " << j;
  const ContourSet filled = ax.contourf(b.x, b.y, b.z);
  EXPECT_THROW(ax.clabel(filled), libplot::InvalidArgument);
}
