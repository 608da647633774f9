#pragma once
// The one seam between libplot's layout and the drawing back ends (Cairo image/PDF/SVG, and a
// recording canvas for tests). Every coordinate is in figure points, origin top-left, y down.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "libplot/export.hpp"
#include "libplot/color.hpp"
#include "libplot/geometry.hpp"
#include "libplot/text.hpp"

namespace libplot {

class LIBPLOT_API Path {
 public:
  enum class Op { MoveTo, LineTo, CurveTo, Close };
  struct Segment {
    Op op{};
    Point p[3]{};  // LineTo/MoveTo use p[0]; CurveTo uses p[0..2] (two controls, end point)
  };

  Path& move_to(Point p) {
    segs_.push_back({Op::MoveTo, {p, {}, {}}});
    return *this;
  }
  Path& line_to(Point p) {
    segs_.push_back({Op::LineTo, {p, {}, {}}});
    return *this;
  }
  Path& curve_to(Point c1, Point c2, Point p) {
    segs_.push_back({Op::CurveTo, {c1, c2, p}});
    return *this;
  }
  Path& close() {
    segs_.push_back({Op::Close, {{}, {}, {}}});
    return *this;
  }

  static Path rectangle(const Rect& r);
  static Path polyline(std::span<const Point> pts);
  // A circle approximated by four cubic Béziers.
  static Path circle(Point c, double radius);

  const std::vector<Segment>& segments() const { return segs_; }
  bool empty() const { return segs_.empty(); }
  Rect bounds() const;  // control-point bounds
  Path transformed(const Affine& m) const;

 private:
  std::vector<Segment> segs_;
};

enum class LineCap { Butt, Round, Projecting };
enum class LineJoin { Miter, Round, Bevel };

// matplotlib's path snapping on raster output (Agg's PathSnapper): Auto snaps a path made only of
// horizontal and vertical segments (at most 1024 vertices) to the pixel grid, at pixel centres
// when the stroke is an odd number of pixels wide (rounded) and at pixel edges otherwise. On
// forces it, Off never snaps. PDF and SVG output never snap.
enum class Snap { Auto, On, Off };

struct LineStyle {
  Color color{};
  double width = 1.0;            // points
  std::vector<double> dashes{};  // on/off lengths in points; empty = solid
  double dash_offset = 0;        // points
  LineCap cap = LineCap::Butt;
  LineJoin join = LineJoin::Round;
};

// A text block to draw: its (0, 0) goes to `origin`, then it is rotated about `origin`
// counter-clockwise by rotation_deg. Lines are drawn at their pen origin and baseline.
struct TextRun {
  TextBlock block{};
  Point origin{};
  double rotation_deg = 0;
  Color color{};
};

// What a run of canvas calls belongs to (matplotlib's renderer open_group/close_group): the
// linter reads it from a recording; back ends that draw ignore it. Groups nest, and a group
// inherits from the enclosing one every field it leaves unset.
enum class DrawRole {
  Figure,
  FigureText,
  AxesFace,
  Grid,
  Tick,
  TickLabelX,
  TickLabelY,
  AxisLabel,
  OffsetText,
  Title,
  Spine,
  Bars,
  Line,
  Errorbar,
  Scatter,
  Fill,
  RefLine,
  Span,
  Pie,
  Text,
  Box,
  Arrow,
  PointLabel,
  Legend,
  LegendEntry,
  Other
};

struct DrawGroup {
  std::optional<DrawRole> role = {};
  std::optional<int> axes = {};               // index of the axes in its figure
  std::optional<Rect> frame = {};             // the axes box, points (set on the axes' group)
  bool frame_on = false;                      // the axes draws its axis (its frame is visible)
  std::string label = {};                     // the artist's or legend entry's label
  std::optional<Point> anchor = {};           // the point a text labels, figure points
  bool leader = false;                        // a leader line joins the text to its anchor
  std::vector<std::string> lint_ignore = {};  // lint rules silenced for this artist
};
// An RGBA raster (8 bits a channel, straight alpha), row-major with the top row first.
struct Image {
  int width = 0, height = 0;
  std::vector<std::uint8_t> rgba = {};  // width * height * 4 bytes
};

// How an image is resampled onto the output: each output pixel takes the nearest image pixel,
// or interpolates the four around it.
enum class Interpolation { Nearest, Bilinear };

class LIBPLOT_API Canvas {
 public:
  virtual ~Canvas() = default;

  // Fill, then stroke, one path: matplotlib's draw_path. Face and edge share one snapped path
  // (snapped for the edge's width, or 0 when there is no edge or it is fully transparent), so a
  // patch with both should come here in one call rather than as fill_path + stroke_path.
  virtual void draw_path(const Path& path, const std::optional<Color>& fill,
                         const std::optional<LineStyle>& stroke, Snap snap = Snap::Auto) = 0;
  void fill_path(const Path& path, const Color& color, Snap snap = Snap::Auto) {
    draw_path(path, color, std::nullopt, snap);
  }
  void stroke_path(const Path& path, const LineStyle& style, Snap snap = Snap::Auto) {
    draw_path(path, std::nullopt, style, snap);
  }
  // One marker shape (in points, centred on (0, 0)) stamped at every centre; fill and edge optional
  // (per marker: fill, then edge). On raster output each centre is rounded to a whole pixel, as
  // Agg does, and the shape is snapped by `snap` (Auto: only if rectilinear).
  virtual void draw_markers(const Path& marker, std::span<const Point> centres,
                            const std::optional<Color>& fill, const std::optional<LineStyle>& edge,
                            Snap snap = Snap::Auto) = 0;
  virtual void draw_text(const TextRun& run) = 0;
  // An image stretched over `dest` (its first row along dest's top edge): a real image in every
  // format (PNG pixels, an image object in PDF and SVG), never one shape per pixel.
  virtual void draw_image(const Image& image, const Rect& dest, Interpolation interpolation) = 0;
  virtual void push_clip(const Rect& rect) = 0;
  virtual void pop_clip() = 0;
  virtual void open_group(const DrawGroup& /*g*/) {}
  virtual void close_group() {}
};

// Opens a group for the scope of a block.
class CanvasGroup {
 public:
  CanvasGroup(Canvas& c, const DrawGroup& g) : c_(c) { c_.open_group(g); }
  ~CanvasGroup() { c_.close_group(); }
  CanvasGroup(const CanvasGroup&) = delete;
  CanvasGroup& operator=(const CanvasGroup&) = delete;

 private:
  Canvas& c_;
};

}  // namespace libplot
