// The layout defects of matplotlib's reference renderings (../shared/reference/DEFECTS.md),
// redrawn as small recordings with matplotlib's geometry (libplot itself no longer draws them),
// each caught by the rule that names it.
#include <gtest/gtest.h>

#include <cmath>
#include <map>
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
  void line(std::vector<Point> pts, DrawRole role = DrawRole::Line, std::string label = "",
            std::vector<double> dashes = {}) {
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
  EXPECT_EQ(s.rules(), Rules({"text-crosses-frame", "text-over-data", "arrow-inside-box"}));
}

// The seed's figure1 as matplotlib lays it out (10 x 6 in, axis off, tight_layout; the axes
// measured on the reference: x = 11.1 + 685.5 u, y = 420.5 - 385.8 v points): FancyBboxPatch
// boxes padded by 0.01, bold 9 pt texts at their centres, annotate("->", lw 1.5) arrows between
// the seed's points shrunk by 2 pt at each end, the title 15 pt above the axes.
TEST(LintDefects, Qtensorformer1AsMatplotlibDrawsIt) {
  RecordingCanvas rec;
  const Rect page{0, 0, 720, 432};
  auto at = [](double u, double v) { return Point{11.1 + 685.5 * u, 420.5 - 385.8 * v}; };
  auto layout = [](const std::string& s, double size, FontWeight w) {
    return TextEngine::for_this_thread().layout(s, {.size = size, .weight = w}, HAlign::Center);
  };
  rec.open_group({.axes = 0});
  rec.open_group({.frame = Rect{at(0, 1).x, at(0, 1).y, at(1, 0).x, at(1, 0).y}, .frame_on = false});
  struct Block {
    const char* text;
    double x, y, w, h;
  };
  const Block blocks[] = {
      {"Input Tokens x_t", 0.05, 0.75, 0.22, 0.15},
      {"Token Information State z_t\n[S_t, H_t, U_t, A_t, R_t, L, M, B]", 0.35, 0.75, 0.30, 0.15},
      {"Information-Value Allocator\nmax_a [dQ_hat(a|z_t) - lambda^T C(a)]", 0.72, 0.75, 0.25, 0.15},
      {"Nested TT-FFN\nRanks {1, 2, 4, 8}", 0.10, 0.35, 0.22, 0.18},
      {"QKSAM Attention\nQuantum VQC / SDPA", 0.40, 0.35, 0.22, 0.18},
      {"Adaptive KV Cache\nFP16 / INT8 / INT4 / Eviction", 0.70, 0.35, 0.24, 0.18},
      {"Closed-Loop Dual PID Controller\nTracks SLA Targets: L_lat, M_mem, E_nrg", 0.25, 0.05, 0.50, 0.15},
  };
  for (const Block& b : blocks) {
    {
      CanvasGroup g(rec, {.role = DrawRole::Box});
      const Point p0 = at(b.x - 0.01, b.y + b.h + 0.01), p1 = at(b.x + b.w + 0.01, b.y - 0.01);
      rec.draw_path(Path::rectangle({p0.x, p0.y, p1.x, p1.y}), Color{0.9, 0.9, 1, 1},
                    LineStyle{.color = {0.2, 0.25, 0.33, 1}, .width = 1.5});
    }
    const Point c = at(b.x + b.w / 2, b.y + b.h / 2);
    CanvasGroup g(rec, {.role = DrawRole::Text, .anchor = c});
    TextBlock t = layout(b.text, 9, FontWeight::Bold);
    const Rect box = RecordingCanvas::text_box({t, {0, 0}, 0, {}});
    rec.draw_text({t, {c.x - box.width() / 2, c.y - box.height() / 2}, 0, {0, 0, 0, 1}});
  }
  const std::pair<Point, Point> arrows[] = {
      {{0.27, 0.82}, {0.35, 0.82}}, {{0.65, 0.82}, {0.72, 0.82}}, {{0.75, 0.75}, {0.21, 0.53}},
      {{0.84, 0.75}, {0.51, 0.53}}, {{0.92, 0.75}, {0.82, 0.53}}, {{0.21, 0.35}, {0.40, 0.20}},
      {{0.51, 0.35}, {0.50, 0.20}}, {{0.82, 0.35}, {0.60, 0.20}}, {{0.50, 0.05}, {0.50, 0.02}},
  };
  for (const auto& [from, to] : arrows) {
    CanvasGroup g(rec, {.role = DrawRole::Arrow});
    const Point a = at(from.x, from.y), b = at(to.x, to.y);
    const double len = std::hypot(b.x - a.x, b.y - a.y), ux = (b.x - a.x) / len, uy = (b.y - a.y) / len;
    const double head_pad = 0.5 * 1.5 * std::hypot(4.0, 2.0) / 2.0;  // the "->" head's pull-back
    const Point tail{a.x + 2 * ux, a.y + 2 * uy}, tip{b.x - (2 + head_pad) * ux, b.y - (2 + head_pad) * uy};
    const LineStyle line{.color = {0.2, 0.25, 0.33, 1}, .width = 1.5};
    rec.stroke_path(Path::polyline(std::vector<Point>{tail, tip}), line);
    const Point base{tip.x - 4 * ux, tip.y - 4 * uy};
    rec.stroke_path(Path::polyline(std::vector<Point>{
                        {base.x - 2 * uy, base.y + 2 * ux}, tip, {base.x + 2 * uy, base.y - 2 * ux}}),
                    line);
  }
  {
    CanvasGroup g(rec, {.role = DrawRole::Title});
    TextBlock t = layout("Figure 1: Q-TensorFormer Closed-Loop Resource Allocation Architecture", 12,
                         FontWeight::Normal);
    const Rect box = RecordingCanvas::text_box({t, {0, 0}, 0, {}});
    rec.draw_text({t, {360 - box.width() / 2, at(0, 1).y - 15 - box.height()}, 0, {0, 0, 0, 1}});
  }
  std::map<std::string, std::vector<std::string>> by_rule;
  for (const auto& f : lint_recording(rec, page)) by_rule[f.rule].push_back(f.message);
  // The allocator's text past its box, the arrow into that box onto its text, every arrow
  // starting inside its box (the stray one below the controller too), the band under the title.
  EXPECT_EQ(by_rule.size(), 4u);
  EXPECT_EQ(by_rule["text-crosses-frame"].size(), 1u);
  EXPECT_EQ(by_rule["text-over-data"].size(), 1u);
  std::size_t starts = 0;
  for (const std::string& m : by_rule["arrow-inside-box"]) starts += m.find(" starts ") != std::string::npos;
  EXPECT_EQ(starts, 9u);
  // ... and six of them also ending inside the box they point at, deeper than its edge's ink
  // plus 0.5 pt (the vertical one into the controller and the steep one into the KV cache box
  // stop within that).
  EXPECT_EQ(by_rule["arrow-inside-box"].size(), 15u);
  EXPECT_EQ(by_rule["arrow-inside-box"].at(0), "an arrow starts 4.9 pt inside a box, not at its edge");
  ASSERT_EQ(by_rule["empty-band"].size(), 1u);
  EXPECT_EQ(by_rule["empty-band"][0],
            "an empty band 49.0 pt high (11.3 % of the page's height) between the title "
            "\"Figure 1: Q-TensorFormer Closed-Loop Res…\" and the box");
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
