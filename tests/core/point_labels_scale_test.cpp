// Point-label placement at scale: a small figure's placements stay exactly where they were, the
// drop rule's counts are exact for fixed dense inputs, many labels take the coarse search and
// still never overlap, and a save places every point-labels artist once, however many labels.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <bit>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "artists/box_checks.hpp"
#include "artists/point_labels.hpp"
#include "libplot/libplot.hpp"
#include "point_label_cases.hpp"

using namespace libplot;

namespace {

// n labelled points, uniform in the unit square (a fixed linear congruential sequence), with
// 2-pt-wide markers and 6 pt labels "q0", "q1", ...
struct Scatter {
  std::vector<double> x, y;
  std::vector<std::string> labels;
};
Scatter uniform_points(std::size_t n, std::uint32_t seed) {
  Scatter s;
  auto next = [&] {
    seed = seed * 1664525u + 1013904223u;
    return (seed >> 8) / double(1u << 24);
  };
  for (std::size_t i = 0; i < n; ++i) {
    s.x.push_back(next());
    s.y.push_back(next());
    s.labels.push_back(std::to_string(i));
    s.labels.back().insert(0, 1, 'q');
  }
  return s;
}

std::vector<const RecordedText*> labels_drawn(const RecordingCanvas& c) {
  std::vector<const RecordedText*> out;
  for (const auto& t : c.texts)
    if (t.text.size() > 1 && t.text[0] == 'q') out.push_back(&t);
  return out;
}

using test::placements_during;

// FNV-1a over the bits of every drawn label's box corner, in drawing order: any label moved by
// the last bit, or drawn in another order, changes it.
std::uint64_t boxes_hash(const std::vector<const RecordedText*>& drawn) {
  std::uint64_t h = 14695981039346656037ull;
  for (const RecordedText* t : drawn)
    for (const double v : {t->bbox.x0, t->bbox.y0}) {
      const auto bits = std::bit_cast<std::uint64_t>(v);
      for (int b = 0; b < 64; b += 8) h = (h ^ ((bits >> b) & 0xff)) * 1099511628211ull;
    }
  return h;
}

// The 3,000 labelled points on a 20 x 20 in figure that the coarse-search tests draw: the
// labels' drop count, and what was drawn.
struct CoarseCase {
  std::size_t dropped = 0;
  RecordingCanvas canvas;
};

CoarseCase draw_coarse_case() {
  Theme th;
  Figure fig(th, {.width = 20, .height = 20, .dpi = 10});
  Axes& ax = fig.axes();
  const Scatter s = uniform_points(3000, 7);
  ax.scatter(s.x, s.y, {.sizes = {4}});
  const PointLabels& pl = ax.point_labels(s.x, s.y, s.labels, {.props = {.size = 6}});
  CoarseCase out;
  fig.draw(out.canvas);
  out.dropped = pl.dropped();
  return out;
}

}  // namespace

// Twelve labels in a tight cluster and one far away (the figure of PointLabels.
// NeverOverlapAndStayInside): where each label goes, to the last bit, as before the placement
// was made to scale (figure points, top-left origin).
TEST(PointLabelsScale, SmallFixturePlacementsUnchanged) {
  Theme th;
  Figure fig(th);
  Axes& ax = fig.axes();
  const auto [x, y, labels] = test::clustered_points();
  ax.scatter(x, y);
  const PointLabels& pl = ax.point_labels(x, y, labels);
  RecordingCanvas c;
  fig.draw(c);
  const std::array<std::array<double, 2>, 13> expected{{{121.03210491692931, 238.61674735579788},
                                                        {93.266615182354172, 295.33747204647233},
                                                        {169.56545454545454, 280.97526249999993},
                                                        {81.314630681818159, 242.31612499999994},
                                                        {63.28373358332837, 258.57364633660126},
                                                        {177.46932354844077, 250.02118074108256},
                                                        {65.73985729091244, 230.15238316619491},
                                                        {113.78008522727274, 259.47772499999996},
                                                        {177.79754661223822, 259.97094998257489},
                                                        {172.38, 290.65206249999994},
                                                        {134.94948863636364, 249.47772499999996},
                                                        {178.12576967603567, 269.92071922406723},
                                                        {377.23727272727274, 48.732062499999984}}};
  for (std::size_t i = 0; i < labels.size(); ++i) {
    const auto t = c.find_text(labels[i]);
    ASSERT_EQ(t.size(), 1u) << labels[i];
    EXPECT_EQ(t[0]->bbox.x0, expected[i][0]) << labels[i];
    EXPECT_EQ(t[0]->bbox.y0, expected[i][1]) << labels[i];
  }
  EXPECT_EQ(pl.dropped(), 0u);
}

// 5,000 labelled points on a 6.4 x 4.8 in axes (the full search: at most 1,000 labels are kept
// and 10,000 markers and vertices are below the coarse search's 20,000): the room rule keeps
// the same labels every time, and every label is either drawn or counted.
TEST(PointLabelsScale, DenseDropCountIsExact) {
  Theme th;
  Figure fig(th);
  Axes& ax = fig.axes();
  const Scatter s = uniform_points(5000, 99);
  ax.scatter(s.x, s.y, {.sizes = {4}});
  const PointLabels& pl = ax.point_labels(s.x, s.y, s.labels, {.props = {.size = 6}});
  RecordingCanvas c;
  fig.draw(c);
  EXPECT_EQ(pl.dropped(), 4526u);
  EXPECT_EQ(labels_drawn(c).size() + pl.dropped(), 5000u);
}

// 3,000 labelled points on a 20 x 20 in figure: more than 1,000 labels are kept, so the coarse
// search places them (eight directions, 16 spots a label). The room rule drops 341 of them, the
// coarse search's last rule 84 more (no spot, or over a label shown before them); the count is
// exact, no two drawn labels overlap and all stay inside the axes.
TEST(PointLabelsScale, ManyLabelsTakeTheCoarseSearchAndNeverOverlap) {
  const CoarseCase coarse = draw_coarse_case();
  EXPECT_EQ(coarse.dropped, 425u);
  const auto drawn = labels_drawn(coarse.canvas);
  ASSERT_EQ(drawn.size(), 3000u - coarse.dropped);
  EXPECT_GT(drawn.size(), 1000u);  // the coarse search ran
  const Rect axes_box{0.125 * 1440, (1 - 0.88) * 1440, 0.9 * 1440, (1 - 0.11) * 1440};
  std::size_t outside = 0, overlaps = 0;
  for (std::size_t i = 0; i < drawn.size(); ++i) {
    outside += !axes_box.contains(drawn[i]->bbox);
    for (std::size_t j = i + 1; j < drawn.size(); ++j) overlaps += drawn[i]->bbox.intersects(drawn[j]->bbox);
  }
  EXPECT_EQ(outside, 0u);
  EXPECT_EQ(overlaps, 0u);
}

// A save with tight layout and a tight bounding box places a figure of 3,000 labels once, in
// every format: extents, tight layout and drawing read the one placement.
TEST(PointLabelsScale, ASavePlacesManyLabelsOnce) {
  Theme th;
  Figure fig(th, {.width = 20, .height = 20, .dpi = 10});
  Axes& ax = fig.axes();
  const Scatter s = uniform_points(3000, 7);
  ax.scatter(s.x, s.y, {.sizes = {4}});
  ax.point_labels(s.x, s.y, s.labels, {.props = {.size = 6}});
  ax.set_title("many labels");
  fig.tight_layout();
  for (const Format f : {Format::Png, Format::Pdf, Format::Svg}) {
    SCOPED_TRACE(static_cast<int>(f));
    EXPECT_EQ(placements_during([&] { fig.render(f, {.bbox_tight = true}); }), 1u);
  }
}

// The coarse search's placements of the 3,000-point figure above, to the last bit, pinned with
// the plain form of its costing: the faster bookkeeping (buffers reused from label to label, short
// obstacle lists summed without early exits, lists that need no order left unsorted) must not
// move a label.
TEST(PointLabelsScale, CoarsePlacementsUnchanged) {
  const CoarseCase coarse = draw_coarse_case();
  const auto drawn = labels_drawn(coarse.canvas);
  ASSERT_EQ(drawn.size(), 2575u);
  EXPECT_EQ(coarse.dropped, 425u);
  EXPECT_EQ(boxes_hash(drawn), 991516594246277764ull);
}

namespace {

// A scene with every kind of obstacle: n labelled points (labels of 1 to 7 characters after the
// 'q'), a random-walk line of `line` points through them, a legend and an annotation, on a
// width x height in figure at `dpi`. Returns the drop count and the hash of the drawn boxes.
std::pair<std::size_t, std::uint64_t> mixed_scene(std::size_t n, std::size_t line, double width,
                                                  double height, double dpi, std::uint32_t seed) {
  Theme th;
  Figure fig(th, {.width = width, .height = height, .dpi = dpi});
  Axes& ax = fig.axes();
  Scatter s = uniform_points(n, seed);
  for (std::size_t i = 0; i < n; ++i) s.labels[i].resize(1 + (i * 7919) % 8, 'q');
  for (std::size_t i = 0; i < n; ++i) s.labels[i] += std::to_string(i % 10);
  std::vector<double> lx, ly;
  double v = 0.5;
  for (std::size_t i = 0; i < line; ++i) {
    lx.push_back(static_cast<double>(i) / static_cast<double>(line));
    seed = seed * 1664525u + 1013904223u;
    v = std::clamp(v + ((seed >> 8) / double(1u << 24) - 0.5) * 0.05, 0.0, 1.0);
    ly.push_back(v);
  }
  ax.plot(lx, ly, {.label = "walk"});
  ax.scatter(s.x, s.y, {.sizes = {4}, .label = "points"});
  ax.annotate("a note in the way", {0.4, 0.6});
  ax.legend();
  const PointLabels& pl = ax.point_labels(s.x, s.y, s.labels, {.props = {.size = 6}});
  RecordingCanvas c;
  fig.draw(c);
  return {pl.dropped(), boxes_hash(labels_drawn(c))};
}

}  // namespace

// The placement's faster bookkeeping (copies of the short obstacle lists, the chosen spots'
// extents side by side, markers and leaders pre-tested by boxes, buckets of another size, the
// neighbour and crowd grids holding only the labels shown, leaders among many markers asked
// about piece by piece) must not move a label by a bit: random scenes with lines, a legend and a note, in the
// full search (few labels, with leaders), the coarse search (many labels, more than 20,000 obstacles) and a
// dense scene (long obstacle lists that ask the index). Drop counts and hashes were taken with
// the plain form of the placement, without that bookkeeping.
TEST(PointLabelsScale, MixedScenesPlacedAsBefore) {
  EXPECT_EQ(mixed_scene(300, 400, 6.4, 4.8, 100, 11),
            (std::pair<std::size_t, std::uint64_t>{74u, 13489291297000594015ull}));
  EXPECT_EQ(mixed_scene(2500, 30000, 20, 20, 10, 12),
            (std::pair<std::size_t, std::uint64_t>{465u, 9162588091247741949ull}));
  EXPECT_EQ(mixed_scene(4000, 2000, 6.4, 4.8, 100, 13),
            (std::pair<std::size_t, std::uint64_t>{3674u, 18375568356637244576ull}));
}

// The labels' spots computed on several threads (2,575 labels kept: the coarse figure takes
// every processor by default) or on one: the same placements to the last bit, and the same as the
// mixed scenes above, whatever the number of threads, even where one label has a thread to itself.
TEST(PointLabelsScale, SamePlacementsWhateverTheNumberOfThreads) {
  struct Reset {
    ~Reset() { set_point_label_threads_for_testing(0); }
  } reset;
  for (const std::size_t threads : {1u, 2u, 3u, 7u}) {
    SCOPED_TRACE(threads);
    set_point_label_threads_for_testing(threads);
    const CoarseCase coarse = draw_coarse_case();
    const auto drawn = labels_drawn(coarse.canvas);
    EXPECT_EQ(coarse.dropped, 425u);
    EXPECT_EQ(boxes_hash(drawn), 991516594246277764ull);
    EXPECT_EQ(mixed_scene(300, 400, 6.4, 4.8, 100, 11),
              (std::pair<std::size_t, std::uint64_t>{74u, 13489291297000594015ull}));
  }
}

// The hot loops' box tests answer as Rect's own, and `apart` never hides a segment that touches
// the box, on random boxes and segments that include touching and near-touching cases.
TEST(BoxChecks, SameAnswersAsRectAndApartNeverHidesACrossing) {
  std::uint64_t seed = 5;
  auto next = [&] {
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<double>(seed >> 11) / static_cast<double>(1ull << 53);
  };
  std::size_t apart_count = 0, crossings = 0, mismatches = 0, hidden = 0;
  for (int i = 0; i < 200000; ++i) {
    // Coordinates on a coarse grid (many exact ties) or anywhere, up to 3,000 pt.
    auto coord = [&] { return i % 2 ? std::floor(next() * 16) * 4 : next() * 3000; };
    const Point a{coord(), coord()}, b{i % 5 == 0 ? a.x : coord(), i % 7 == 0 ? a.y : coord()};
    const Rect span = Rect{a.x, a.y, a.x, a.y}.unite(b);
    // A box around a point of the segment, or just off the span's edge.
    const double t = next(), w = next() * 8, h = next() * 8;
    Point c{a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)};
    // Every third box just right of the span: touching it, 1e-9 pt off, or 2e-6 pt off.
    if (i % 3 == 0) c.x = span.x1 + w / 2 + (i % 9 == 0 ? 0.0 : i % 2 == 0 ? 1e-9 : 2e-6);
    const Rect r{c.x - w / 2, c.y - h / 2, c.x + w / 2, c.y + h / 2};
    const bool hit = segment_intersects(a, b, r);
    crossings += hit;
    if (apart(span, r)) {
      ++apart_count;
      hidden += hit;
    }
    const Rect q{coord(), coord(), coord(), coord()};
    const Point p{coord(), coord()};
    mismatches += meets(r, q) != r.intersects(q);
    mismatches += holds(q, p) != q.contains(p);
  }
  EXPECT_EQ(hidden, 0u);
  EXPECT_EQ(mismatches, 0u);
  EXPECT_EQ(apart_count, 22222u);
  EXPECT_EQ(crossings, 142356u);
}
