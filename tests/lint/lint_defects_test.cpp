// The layout defects of matplotlib's reference renderings (../shared/reference/DEFECTS.md),
// redrawn as small recordings with matplotlib's geometry (libplot itself no longer draws them),
// each caught by the rule that names it.
#include <gtest/gtest.h>

#include <set>

#include "libplot/libplot.hpp"

using namespace libplot;

namespace {

// Draws into a recording the way Figure::draw tags it: one group per axes, with its frame.
class Sketch {
 public:
  const Rect page{0, 0, 400, 300};
  const Rect box{50, 30, 350, 250};  // the axes frame

  explicit Sketch(bool frame = true) {
    rec.open_group({.axes = 0});
    rec.open_group({.frame = box, .frame_on = frame});
    if (!frame) return;
    CanvasGroup g(rec, {.role = DrawRole::Spine});
    rec.stroke_path(Path::rectangle(box), {.color = {0, 0, 0, 1}, .width = 0.8});
  }
  Rect text(const std::string& s, Point top_left, DrawGroup g = {.role = DrawRole::Text}, double size = 10) {
    CanvasGroup scope(rec, g);
    TextBlock b = TextEngine::for_this_thread().layout(s, {.size = size});
    rec.draw_text({b, top_left, 0, {0, 0, 0, 1}});
    return RecordingCanvas::text_box({b, top_left, 0, {}});
  }
  void line(std::vector<Point> pts, DrawRole role = DrawRole::Line, std::string label = "", std::vector<double> dashes = {}) {
    CanvasGroup g(rec, {.role = role, .label = label});
    rec.push_clip(box);
    rec.stroke_path(Path::polyline(pts), {.color = {0, 0, 1, 1}, .width = 1.5, .dashes = dashes});
    rec.pop_clip();
  }
  void markers(std::vector<Point> at) {
    CanvasGroup g(rec, {.role = DrawRole::Scatter});
    rec.draw_markers(Path::circle({0, 0}, 3), at, Color{0, 0, 1, 1}, std::nullopt);
  }
  void bars(std::vector<Rect> rs) {
    CanvasGroup g(rec, {.role = DrawRole::Bars, .label = "Dense"});
    for (const Rect& r : rs) rec.fill_path(Path::rectangle(r), Color{1, 0, 0, 1});
  }
  void legend(const Rect& r) {
    CanvasGroup g(rec, {.role = DrawRole::Legend});
    rec.draw_path(Path::rectangle(r), Color{1, 1, 1, 0.8}, LineStyle{.color = {0.8, 0.8, 0.8, 1}});
    text("entry", {r.x0 + 20, r.y0 + 3}, {.role = DrawRole::LegendEntry, .label = "entry"});
  }
  std::set<std::string> rules() const {
    std::set<std::string> out;
    for (const auto& f : lint_recording(rec, page)) out.insert(f.rule);
    return out;
  }

  RecordingCanvas rec;
};

using Rules = std::set<std::string>;

TEST(LintDefects, Modelcard09NoteStartsAPixelRightOfTheDashedLine) {
  Sketch s;
  s.line({{200, 30}, {200, 250}}, DrawRole::RefLine, "x = 1", {3.7, 1.6});
  s.text("unchanged — same tokens", {200.36, 100});  // one pixel at 200 dpi
  EXPECT_EQ(s.rules(), Rules({"text-over-data"}));
}

TEST(LintDefects, Modelcard08FooterEndsTwoPixelsAboveTheBottom) {
  Sketch s;
  const Rect b = s.text("footer line", {60, 0}, {.role = DrawRole::FigureText}, 8);
  Sketch t;
  t.text("footer line", {60, 300 - 0.72 - b.height()}, {.role = DrawRole::FigureText}, 8);  // 2 px at 200 dpi
  EXPECT_EQ(t.rules(), Rules({"text-clipped"}));
}

TEST(LintDefects, WeightcodecFig5LabelsOverlapAndTheLegendCoversThem) {
  Sketch s;
  s.markers({{200, 150}, {215, 152}});
  s.text("zstd19_raw", {203, 140}, {.role = DrawRole::Text, .anchor = Point{200, 150}});
  s.text("zstd19_dict", {206, 143}, {.role = DrawRole::Text, .anchor = Point{215, 152}});
  s.legend({190, 130, 300, 170});
  const Rules r = s.rules();
  EXPECT_TRUE(r.count("text-overlap"));
  EXPECT_TRUE(r.count("text-over-data"));
  EXPECT_TRUE(r.count("legend-covers-data"));
}

TEST(LintDefects, Qtensorformer1TextRunsPastItsBoxAndTheArrowLandsOnIt) {
  Sketch s(false);  // a diagram: axis off
  {
    CanvasGroup g(s.rec, {.role = DrawRole::Box});
    s.rec.stroke_path(Path::rectangle({150, 100, 230, 140}), {.color = {0, 0, 0, 1}, .width = 1});
  }
  const Rect t = s.text("Quantum-inspired allocator", {140, 112});
  s.line({{190, 60}, {190, t.centre().y}}, DrawRole::Arrow);
  EXPECT_EQ(s.rules(), Rules({"text-crosses-frame", "text-over-data"}));
}

TEST(LintDefects, Qtensorformer3ValueLabelTouchesTheFrameTop) {
  Sketch t;
  t.bars({{100, 42, 140, 250}});
  t.text("0.145", {105, 29.6}, {.role = DrawRole::Text, .anchor = Point{120, 42}});  // its top on the frame
  EXPECT_EQ(t.rules(), Rules({"text-crosses-frame"}));
}

TEST(LintDefects, Qtensorformer9ValueLabelsTouchTheFrameTop) {
  Sketch s;
  s.bars({{200, 35, 240, 250}});
  s.text("48.5%", {205, 28}, {.role = DrawRole::Text, .anchor = Point{220, 35}});
  EXPECT_EQ(s.rules(), Rules({"text-crosses-frame"}));
}

TEST(LintDefects, Qtensorformer4GapLabelsOverTheDashedLineAndPastTheAxes) {
  Sketch s;
  s.line({{60, 60}, {340, 200}}, DrawRole::Line, "Nested", {3.7, 1.6});
  s.markers({{60, 60}, {340, 200}});
  s.text("Gap=0.010", {100, 72}, {.role = DrawRole::Text, .anchor = Point{60, 60}});
  s.text("Gap=0.000", {330, 190}, {.role = DrawRole::Text, .anchor = Point{340, 200}});
  EXPECT_EQ(s.rules(), Rules({"text-over-data", "text-crosses-frame"}));
}

TEST(LintDefects, Qtensorformer6TwinGridsDoNotLineUp) {
  Sketch s;
  for (int ax = 0; ax < 2; ++ax) {
    CanvasGroup g(s.rec, {.role = DrawRole::Grid, .axes = ax});
    Path p;
    for (double y : {80.0 + 7 * ax, 140.0 + 7 * ax, 200.0 + 7 * ax}) p.move_to({50, y}).line_to({350, y});
    s.rec.stroke_path(p, {.color = {0.8, 0.8, 0.8, 1}, .width = 0.8});
  }
  EXPECT_EQ(s.rules(), Rules({"grid-mismatch"}));
}

TEST(LintDefects, Qtensorformer8LegendCoversTheDisturbanceLine) {
  Sketch s;
  s.line({{250, 30}, {250, 250}}, DrawRole::RefLine, "disturbance");
  s.legend({230, 40, 340, 80});
  EXPECT_EQ(s.rules(), Rules({"legend-covers-data"}));
}

TEST(LintDefects, Qtensorformer16LegendCoversTheEndsOfTheDenseBars) {
  Sketch s;
  s.bars({{50, 60, 320, 80}, {50, 100, 330, 120}});
  s.legend({280, 50, 345, 130});
  EXPECT_EQ(s.rules(), Rules({"legend-covers-data"}));
}

TEST(LintDefects, Qtensorformer10LabelStruckThroughByTheFrameTop) {
  Sketch s;
  s.text("23.870ms", {150, 25});
  EXPECT_EQ(s.rules(), Rules({"text-crosses-frame"}));
}

TEST(LintDefects, Qtensorformer11PieLabelsOverlap) {
  Sketch s(false);
  s.text("Slicing Overhead", {200, 100}, {.role = DrawRole::Pie});
  s.text("Norms/Res", {210, 106}, {.role = DrawRole::Pie});
  s.text("1.5%", {180, 150}, {.role = DrawRole::Pie});
  s.text("1.6%", {183, 153}, {.role = DrawRole::Pie});
  EXPECT_EQ(s.rules(), Rules({"text-overlap"}));
  EXPECT_EQ(lint_recording(s.rec, s.page).size(), 2u);
}

TEST(LintDefects, Qtensorformer13PureRunsPastTheAxes) {
  Sketch s;
  s.text("Pure", {340, 120});
  EXPECT_EQ(s.rules(), Rules({"text-crosses-frame"}));
}

TEST(LintDefects, Qtensorformer15PointLabelsCollideWithEachOtherAndMarkers) {
  Sketch s;
  s.markers({{150, 150}, {175, 150}, {200, 150}});
  s.text("H2O Heavy-Hitter", {153, 144}, {.role = DrawRole::Text, .anchor = Point{150, 150}});
  s.text("SnapKV", {178, 140}, {.role = DrawRole::Text, .anchor = Point{175, 150}});
  const Rules r = s.rules();
  EXPECT_TRUE(r.count("text-overlap"));
  EXPECT_TRUE(r.count("text-over-data"));
  EXPECT_TRUE(r.count("label-ambiguous"));
}

}  // namespace
