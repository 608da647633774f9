// The layout defects of the matplotlib references (reference/DEFECTS.md), checked on the recording
// canvas: no text crosses an axes frame or another text, value labels inside their axes, diagram
// text inside its boxes and arrows between box edges, labels off the lines and markers, legends
// off the data, one set of gridlines with a twin axis.
#include <gtest/gtest.h>

#include <cmath>

#include "model/axes_state.hpp"
#include "model/figure_state.hpp"
#include "layout/tight_layout.hpp"
#include "libplot/libplot.hpp"
#include "paper/paper.hpp"
#include "paper_figure.hpp"
#include "qtensorformer.hpp"

namespace paper {
std::unique_ptr<Paper> make_qtensorformer_paper();
}

namespace {

using namespace libplot;

// The recording canvas, also keeping every stroked or filled path's segments.
class Recorder : public RecordingCanvas {
 public:
  struct Drawn {
    Path path;
    std::optional<Color> fill;
    std::optional<LineStyle> stroke;
  };
  std::vector<Drawn> drawn;
  void draw_path(const Path& path, const std::optional<Color>& fill, const std::optional<LineStyle>& stroke,
                 Snap snap) override {
    RecordingCanvas::draw_path(path, fill, stroke, snap);
    drawn.push_back({path, fill, stroke});
  }
};

struct Rendered {
  Recorder canvas;
  std::vector<Rect> frames;  // the boxes of the axes that draw a frame
  Theme theme;
};

const Theme& theme() {
  static const Theme th = Theme::named("qtensorformer");
  return th;
}

std::unique_ptr<Rendered> render(const std::string& id) {
  auto p = paper::make_qtensorformer_paper();
  auto jobs = testing_support::prepare_figure(*p, p->default_data_dir(), id);
  EXPECT_EQ(jobs.size(), 1u);
  EXPECT_EQ(jobs[0].error, "");
  const Figure fig = jobs[0].build();
  auto out = std::make_unique<Rendered>();
  out->theme = fig.theme();
  fig.draw(out->canvas);
  const std::vector<Rect> boxes = axes_boxes(state_of(fig), TextEngine::for_this_thread());
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    const AxesState& s = state_of(*state_of(fig).axes[i]);
    bool spines = false;
    for (const auto& sp : s.spines) spines = spines || sp.visible;
    if (s.axis_on && spines) out->frames.push_back(boxes[i]);
  }
  return out;
}

const RecordedText& text(const Rendered& r, const std::string& s) {
  const auto found = r.canvas.find_text(s);
  EXPECT_EQ(found.size(), 1u) << s;
  return *found.at(0);
}

bool same_colour(const Color& a, const Color& b) {
  return std::abs(a.r - b.r) < 1e-9 && std::abs(a.g - b.g) < 1e-9 && std::abs(a.b - b.b) < 1e-9;
}

// Segment a-b passes through r.
bool crosses(Point a, Point b, const Rect& r) { return segment_intersects(a, b, r); }

// The points of a path's move-to/line-to vertices, as polylines.
std::vector<std::vector<Point>> polylines(const Path& p) {
  std::vector<std::vector<Point>> out;
  for (const auto& s : p.segments()) {
    if (s.op == Path::Op::MoveTo) out.push_back({s.p[0]});
    else if (s.op == Path::Op::LineTo && !out.empty()) out.back().push_back(s.p[0]);
  }
  return out;
}

bool line_crosses(const Path& p, const Rect& r) {
  for (const auto& line : polylines(p))
    for (std::size_t i = 1; i < line.size(); ++i)
      if (crosses(line[i - 1], line[i], r)) return true;
  return false;
}

// ---------------------------------------------------------------- every figure
class EveryFigure : public ::testing::TestWithParam<int> {};

TEST_P(EveryFigure, NoTextCrossesAFrameOrAnotherText) {
  const std::string id = "figure" + std::to_string(GetParam());
  const auto r = render(id);
  const auto& texts = r->canvas.texts;
  ASSERT_FALSE(texts.empty());
  const double eps = 0.01;  // points
  for (const auto& t : texts) {
    EXPECT_TRUE(Rect({0, 0, 10000, 10000}).contains(t.bbox)) << t.text;
    for (const Rect& f : r->frames) {
      const bool inside = f.padded(-eps).contains(t.bbox) || f.contains(t.bbox);
      const bool outside = !t.bbox.padded(-eps).intersects(f.padded(-eps)) ||
                           // a text wholly outside the box on one side may touch it
                           t.bbox.y0 >= f.y1 - eps || t.bbox.y1 <= f.y0 + eps || t.bbox.x0 >= f.x1 - eps ||
                           t.bbox.x1 <= f.x0 + eps;
      EXPECT_TRUE(inside || outside) << id << ": \"" << t.text << "\" crosses an axes frame";
    }
  }
  for (std::size_t i = 0; i < texts.size(); ++i)
    for (std::size_t j = i + 1; j < texts.size(); ++j)
      EXPECT_FALSE(texts[i].bbox.padded(-eps).intersects(texts[j].bbox.padded(-eps)))
          << id << ": \"" << texts[i].text << "\" overlaps \"" << texts[j].text << "\"";
}

INSTANTIATE_TEST_SUITE_P(Qtf, EveryFigure, ::testing::Range(1, 17),
                         [](const auto& info) { return "figure" + std::to_string(info.param); });

// ---------------------------------------------------------------- figure 1
TEST(Figure1, TextFitsItsBoxAndArrowsRunBetweenBoxEdges) {
  const auto r = render("figure1");
  const Theme& th = theme();
  // The box texts are the spec's (figures.json figure1.blocks), in kFigure1Blocks order.
  const auto doc = records::load_document(qtensorformer::shipped_spec_path());
  const paper::Section blocks = paper::Section::root(doc).at("figure1").at("blocks");
  const char* const fills[] = {"indigo-100", "indigo-200", "indigo-300", "green-200",
                               "orange-200", "pink-200",   "yellow-200"};
  ASSERT_EQ(std::size(qtensorformer::kFigure1Blocks), std::size(fills));
  std::vector<Rect> boxes, labels;
  for (std::size_t i = 0; i < std::size(fills); ++i) {
    const std::string s = blocks.text(qtensorformer::kFigure1Blocks[i]);
    const char* fill = fills[i];
    std::optional<Rect> box;
    for (const auto& p : r->canvas.paths)
      if (p.fill && same_colour(*p.fill, th.color(fill))) box = p.bounds;
    ASSERT_TRUE(box) << fill;
    const RecordedText& t = text(*r, s);
    EXPECT_TRUE(box->padded(-2).contains(t.bbox)) << s;  // inside, clear of the edge
    boxes.push_back(*box);
    labels.push_back(t.bbox);
  }
  // Arrows: straight shafts in the edge colour. Each starts and ends at a box edge (within the
  // arrow's 2 pt shrink and the 1.7 pt matplotlib pulls a "->" head back by), never inside a box,
  // never over a text.
  const Color edge = th.color("slate-700");
  int shafts = 0;
  for (const auto& d : r->canvas.drawn) {
    if (!d.stroke || d.fill || !same_colour(d.stroke->color, edge) || d.path.segments().size() != 2) continue;
    ++shafts;
    const Point ends[2] = {d.path.segments()[0].p[0], d.path.segments()[1].p[0]};
    for (const Point& e : ends) {
      double nearest = INFINITY;
      for (const Rect& b : boxes) {
        EXPECT_FALSE(b.padded(-1).contains(e)) << "an arrow end inside a box";
        const double dx = std::max({b.x0 - e.x, 0.0, e.x - b.x1}),
                     dy = std::max({b.y0 - e.y, 0.0, e.y - b.y1});
        nearest = std::min(nearest, std::hypot(dx, dy));
      }
      EXPECT_LE(nearest, 4.0) << "an arrow end away from every box";
    }
    for (const Rect& t : labels) EXPECT_FALSE(crosses(ends[0], ends[1], t)) << "an arrow over a text";
  }
  EXPECT_EQ(shafts, 8);  // no stray arrow under the controller
}

TEST(Figure1, TitleSitsOverTheDiagram) {
  const auto r = render("figure1");
  const auto doc = records::load_document(qtensorformer::shipped_spec_path());
  const RecordedText& title = text(*r, paper::Section::root(doc).at("figure1").text("title"));
  double top = INFINITY;
  for (const auto& p : r->canvas.paths)
    if (p.fill && p.stroke && same_colour(p.stroke->color, theme().color("slate-700")))
      top = std::min(top, p.bounds.y0);
  // The gap is the title's pad (15 pt) and its descent, not the invisible frame's margins.
  EXPECT_GT(top - title.bbox.y1, 12.0);
  EXPECT_LT(top - title.bbox.y1, 18.0);
}

// ---------------------------------------------------------------- value labels
void expect_inside_with_room(const Rendered& r, const std::string& s) {
  const RecordedText& t = text(r, s);
  bool in_some = false;
  for (const Rect& f : r.frames)
    if (f.contains(t.bbox)) {
      in_some = true;
      EXPECT_GE(t.bbox.y0 - f.y0, 2.0) << s << " touches the top of its frame";
    }
  EXPECT_TRUE(in_some) << s;
}

TEST(ValueLabels, FitUnderTheTopOfTheFrame) {
  expect_inside_with_room(*render("figure3"), "0.145");
  const auto f9 = render("figure9");
  expect_inside_with_room(*f9, "48.5%");
  expect_inside_with_room(*f9, "0.247ms");
  expect_inside_with_room(*render("figure10"), "23.870ms");
}

// ---------------------------------------------------------------- point labels
TEST(PointLabels, GapLabelsStayOffTheLinesAndInsideTheAxes) {
  const auto r = render("figure4");
  const Theme& th = theme();
  int gaps = 0;
  for (const auto& t : r->canvas.texts) {
    if (t.text.rfind("Gap=", 0) != 0) continue;
    ++gaps;
    EXPECT_TRUE(r->frames.at(0).contains(t.bbox)) << t.text;
    for (const auto& d : r->canvas.drawn) {
      if (d.stroke && (same_colour(d.stroke->color, th.color("blue-600")) ||
                       same_colour(d.stroke->color, th.color("red-600")))) {
        EXPECT_FALSE(line_crosses(d.path, t.bbox)) << t.text << " lies on a line";
      }
    }
  }
  EXPECT_EQ(gaps, 4);
}

// Labels in an axes clear of every marker drawn in it.
void expect_labels_clear_of_markers(const Rendered& r, const std::vector<std::string>& labels) {
  for (const std::string& s : labels) {
    const RecordedText& t = text(r, s);
    for (const auto& m : r.canvas.markers)
      for (const Point& c : m.centres) {
        const Rect mb{c.x + m.marker_bounds.x0, c.y + m.marker_bounds.y0, c.x + m.marker_bounds.x1,
                      c.y + m.marker_bounds.y1};
        EXPECT_FALSE(mb.intersects(t.bbox)) << s << " covers a marker";
      }
  }
}

TEST(PointLabels, ParetoLabelsInsideAndClearOfMarkers) {
  const auto r13 = render("figure13");
  EXPECT_TRUE(r13->frames.at(0).contains(text(*r13, "Pure").bbox));
  expect_labels_clear_of_markers(*r13, {"Dense", "Static", "LoRA", "4-bit", "StreamingLLM", "DeeBERT",
                                        "Switch", "Pure", "Q-TensorFormer"});
  const auto r15 = render("figure15");
  for (const auto& t : r15->canvas.texts)
    if (t.font.size == 7.5) {
      bool inside = false;
      for (const Rect& f : r15->frames) inside = inside || f.contains(t.bbox);
      EXPECT_TRUE(inside) << t.text;
    }
  int labels = 0;
  for (const auto& t : r15->canvas.texts) labels += t.font.size == 7.5;
  EXPECT_EQ(labels, 3 * 14);
  for (const auto& t : r15->canvas.texts)
    if (t.font.size == 7.5)
      for (const auto& m : r15->canvas.markers)
        for (const Point& c : m.centres) {
          const Rect mb{c.x + m.marker_bounds.x0, c.y + m.marker_bounds.y0, c.x + m.marker_bounds.x1,
                        c.y + m.marker_bounds.y1};
          EXPECT_FALSE(mb.intersects(t.bbox)) << t.text << " covers a marker";
        }
}

// ---------------------------------------------------------------- legends
std::optional<Rect> legend_frame(const Rendered& r) {
  for (const auto& p : r.canvas.paths)
    if (p.stroke && same_colour(p.stroke->color, r.theme.legend_edgecolor)) return p.bounds;
  return std::nullopt;
}

TEST(Legends, ControllerLegendLeavesTheTracesAndLinesFree) {
  const auto r = render("figure8");
  const auto frame = legend_frame(*r);
  ASSERT_TRUE(frame);
  const Theme& th = theme();
  int data = 0;
  for (const auto& d : r->canvas.drawn) {
    if (!d.stroke) continue;
    for (const char* c : {"red-600", "emerald-600", "slate-400", "amber-500", "blue-600"})
      if (same_colour(d.stroke->color, th.color(c)) && d.path.segments().size() >= 2 &&
          !d.path.bounds().is_empty() && !frame->contains(d.path.bounds())) {  // not the legend's own handles
        ++data;
        EXPECT_FALSE(line_crosses(d.path, *frame)) << c;
      }
  }
  EXPECT_EQ(data, 5);
  // The tolerance band, too.
  for (const auto& p : r->canvas.paths) {
    if (p.fill && same_colour(*p.fill, th.color("emerald-500")) && !frame->contains(p.bounds)) {
      EXPECT_FALSE(p.bounds.intersects(*frame));
    }
  }
}

TEST(Legends, ImprovementLegendLeavesTheBarsFree) {
  const auto r = render("figure16");
  const auto frame = legend_frame(*r);
  ASSERT_TRUE(frame);
  const Theme& th = theme();
  int bars = 0;
  for (const auto& p : r->canvas.paths) {
    if (!p.fill || frame->contains(p.bounds)) continue;
    for (const char* c : {"blue-600", "emerald-600", "violet-600", "amber-600", "red-600"})
      if (same_colour(*p.fill, th.color(c))) {
        ++bars;
        EXPECT_FALSE(p.bounds.intersects(*frame)) << c;
      }
  }
  EXPECT_EQ(bars, 5 * 11);
}

// ---------------------------------------------------------------- twin axes
TEST(TwinAxes, OneSetOfGridlines) {
  const auto r = render("figure6");
  const Theme& th = theme();
  int grids = 0;
  for (const auto& p : r->canvas.paths)
    if (p.stroke && same_colour(p.stroke->color, th.grid_color) &&
        std::abs(p.stroke->color.a - th.grid_alpha) < 1e-9)
      ++grids;
  EXPECT_EQ(grids, 2);  // the host's x and y gridlines; the twin draws none
}

// ---------------------------------------------------------------- pies
TEST(Pies, SmallSliceLabelsKeepTheirOrder) {
  const auto r = render("figure11");
  const auto slicing = r->canvas.find_text("Slicing Overhead"), norms = r->canvas.find_text("Norms/Res");
  ASSERT_EQ(slicing.size(), 2u);
  ASSERT_EQ(norms.size(), 2u);
  // Left pie: the slicing slice comes before the norms slice counter-clockwise, so it stays above.
  EXPECT_LE(slicing[0]->bbox.y1, norms[0]->bbox.y0);
}

}  // namespace
