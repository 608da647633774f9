// RecordingCanvas: exact boxes, clips, paths.
#include <gtest/gtest.h>

#include <cmath>

#include "libplot/recording_canvas.hpp"
#include "scenes.hpp"

namespace libplot {
namespace {

using testing::rect_path;

TextBlock block(double w, double h) {
  TextBlock b;
  b.width = w;
  b.height = h;
  TextLine l;
  l.text = "label";
  b.lines.push_back(l);
  return b;
}

TEST(Recording, RotatedBlockBoxIsExact) {
  RecordingCanvas c;
  // A 40 x 10 block drawn at (100, 50), rotated 30 degrees counter-clockwise about that corner.
  c.draw_text({block(40, 10), {100, 50}, 30, Color{0, 0, 0, 1}});
  ASSERT_EQ(c.texts.size(), 1u);
  const Rect& r = c.texts[0].bbox;
  const double cs = std::cos(M_PI / 6), sn = std::sin(M_PI / 6);
  // Corners (0,0) (40,0) (40,10) (0,10) map to (100 + x cos + y sin, 50 - x sin + y cos).
  EXPECT_NEAR(r.x0, 100.0, 1e-12);
  EXPECT_NEAR(r.x1, 100 + 40 * cs + 10 * sn, 1e-12);
  EXPECT_NEAR(r.y0, 50 - 40 * sn, 1e-12);
  EXPECT_NEAR(r.y1, 50 + 10 * cs, 1e-12);
  EXPECT_EQ(c.texts[0].text, "label");
  EXPECT_EQ(c.texts[0].rotation_deg, 30);
}

TEST(Recording, TextBoxAgreesWithPlaceText) {
  auto& e = TextEngine::for_this_thread();
  const TextBlock b = e.layout("Two lines\nof text", FontSpec{});
  for (double rot : {0.0, 30.0, 90.0, -45.0, 180.0}) {
    for (VAlign va : {VAlign::Top, VAlign::Center, VAlign::Baseline, VAlign::Bottom}) {
      const PlacedText p = place_text(b, {200, 100}, HAlign::Right, va, rot);
      RecordingCanvas c;
      c.draw_text({b, p.origin, rot, Color{}});
      const Rect& r = c.texts[0].bbox;
      EXPECT_NEAR(r.x0, p.bbox.x0, 1e-9);
      EXPECT_NEAR(r.y0, p.bbox.y0, 1e-9);
      EXPECT_NEAR(r.x1, p.bbox.x1, 1e-9);
      EXPECT_NEAR(r.y1, p.bbox.y1, 1e-9);
      EXPECT_EQ(c.texts[0].text, "Two lines\nof text");
    }
  }
}

TEST(Recording, PathsMarkersAndClips) {
  RecordingCanvas c;
  c.fill_path(rect_path(1, 2, 3, 4), Color{1, 0, 0, 1});
  c.push_clip({0, 0, 50, 50});
  c.push_clip({10, 20, 100, 100});
  c.stroke_path(rect_path(5, 5, 6, 6), LineStyle{Color{0, 0, 1, 1}, 2.0}, Snap::Off);
  const Point centres[] = {{1, 1}, {2, 2}};
  c.draw_markers(rect_path(-3, -3, 3, 3), centres, std::nullopt, LineStyle{});
  c.pop_clip();
  c.draw_text({block(1, 1), {0, 0}, 0, Color{}});
  c.pop_clip();
  ASSERT_EQ(c.paths.size(), 2u);
  EXPECT_EQ(c.paths[0].bounds, (Rect{1, 2, 3, 4}));
  EXPECT_EQ(c.paths[0].segment_count, 5u);
  EXPECT_TRUE(c.paths[0].fill.has_value());
  EXPECT_FALSE(c.paths[0].stroke.has_value());
  EXPECT_FALSE(c.paths[0].clip.has_value());
  EXPECT_EQ(c.paths[1].clip, (Rect{10, 20, 50, 50}));  // the intersection
  EXPECT_EQ(c.paths[1].stroke->width, 2.0);
  EXPECT_EQ(c.paths[1].snap, Snap::Off);
  ASSERT_EQ(c.markers.size(), 1u);
  EXPECT_EQ(c.markers[0].marker_bounds, (Rect{-3, -3, 3, 3}));
  EXPECT_EQ(c.markers[0].centres.size(), 2u);
  EXPECT_EQ(c.markers[0].clip, (Rect{10, 20, 50, 50}));
  EXPECT_EQ(c.texts[0].clip, (Rect{0, 0, 50, 50}));
  EXPECT_EQ(c.find_text("label").size(), 1u);
  EXPECT_TRUE(c.find_text("other").empty());
}

TEST(Recording, BusySceneRecordsEverything) {
  RecordingCanvas c;
  testing::busy_scene(c);
  EXPECT_EQ(c.paths.size(), 3u);
  EXPECT_EQ(c.markers.size(), 1u);
  EXPECT_EQ(c.texts.size(), 3u);
  EXPECT_EQ(c.find_text("$\\mathdefault{10^{3}}$").size(), 1u);
}

}  // namespace
}  // namespace libplot
