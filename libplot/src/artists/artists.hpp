#pragma once
// The concrete artists an Axes creates. Each owns its style and knows its data limits, how to
// draw itself through the axes transform, its legend handle and the figure space it occupies.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/artist.hpp"
#include "libplot/axes.hpp"

namespace libplot {

// Rectangles from bar(), barh() and hist(): one patch per bar, in data coordinates.
class BarsArtist : public Artist {
 public:
  struct Bar {
    double x0, x1, y0, y1;
    Color face;
  };
  std::vector<Bar> bars;
  std::optional<Color> edge;
  double edge_width = 0;
  bool horizontal = false;  // sticky edge on x (barh) instead of y
  std::vector<double> sticky;

  void data_limits(DataLimits& out) const override;
  void draw(const DrawContext& ctx) const override;
  std::optional<LegendHandle> legend_handle() const override;
  void obstacles(const DrawContext& ctx, Obstacles& out) const override;
  // Only the bars' two value ends (1 pt thick), where a value is read: what a legend placed over
  // bar bodies must keep clear of (LegendOptions::over_bar_bodies).
  void end_obstacles(const DrawContext& ctx, Obstacles& out) const;
};

// A polyline with optional markers (plot()).
class LineArtist : public Artist {
 public:
  std::vector<double> x, y;
  Color color;
  double width = 1.5;
  Dash dash;
  std::string marker;
  double markersize = 6;
  Color marker_face, marker_edge;
  double marker_edge_width = 1.0;
  double alpha = 1.0;
  DrawStyle drawstyle = DrawStyle::Default;
  std::vector<double> sticky_x, sticky_y;  // limits no margin may pass (boxplot's outer boxes)

  void data_limits(DataLimits& out) const override;
  void draw(const DrawContext& ctx) const override;
  std::optional<LegendHandle> legend_handle() const override;
  void obstacles(const DrawContext& ctx, Obstacles& out) const override;
  std::vector<Point> figure_points(const DrawContext& ctx) const;
  std::size_t markers() const override;
  // Whether the line draws markers at its points (marker "", "none" and "None" draw none).
  bool has_markers() const;
  // The vertices the line passes through: the points, or their steps (drawstyle), figure points.
  std::vector<Point> path_points(const DrawContext& ctx) const;
};

// The vertices of a stepped line through (x, y) (matplotlib's pts_to_prestep/midstep/poststep),
// in data coordinates; Default gives the points themselves.
std::vector<Point> step_vertices(const std::vector<double>& x, const std::vector<double>& y, DrawStyle style);

// Points with vertical (and/or horizontal) error bars and caps.
class ErrorbarArtist : public Artist {
 public:
  LineArtist line;  // the data line and markers
  // Lengths below/above (y) and left/right (x) of each point: one for all or one per point;
  // empty: no bars on that axis.
  std::vector<double> ylo, yhi, xlo, xhi;
  Color ecolor;
  double elinewidth = 1.5;
  double capsize = 0, capthick = 1.5;

  void data_limits(DataLimits& out) const override;
  void draw(const DrawContext& ctx) const override;
  std::optional<LegendHandle> legend_handle() const override;
  void obstacles(const DrawContext& ctx, Obstacles& out) const override;
  std::size_t markers() const override;
};

class ScatterArtist : public Artist {
 public:
  std::vector<double> x, y, sizes;  // sizes in points², one per point or one for all
  std::vector<Color> faces, edges;  // one per point or one for all
  std::string marker = "o";
  double edge_width = 1.0;
  double alpha = 1.0;

  void data_limits(DataLimits& out) const override;
  void draw(const DrawContext& ctx) const override;
  std::optional<LegendHandle> legend_handle() const override;
  void obstacles(const DrawContext& ctx, Obstacles& out) const override;
  std::size_t markers() const override;
};

// fill_between: a polygon between two curves.
class FillArtist : public Artist {
 public:
  std::vector<double> x, y1, y2;
  Color face;
  std::optional<Color> edge;
  double edge_width = 0;
  bool open = false;     // stroke the y1 path only, unfilled (hist's step outline)
  bool along_y = false;  // fill_betweenx: x holds y values, y1/y2 the x values
  std::vector<double> sticky_y;
  Point at(std::size_t i, double v) const { return along_y ? Point{v, x[i]} : Point{x[i], v}; }

  void data_limits(DataLimits& out) const override;
  void draw(const DrawContext& ctx) const override;
  std::optional<LegendHandle> legend_handle() const override;
  void obstacles(const DrawContext& ctx, Obstacles& out) const override;
};

// A patch made of polylines in data coordinates (stairs' StepPatch): filled (each polyline
// implicitly closed) and/or stroked open.
class PolygonArtist : public Artist {
 public:
  std::vector<std::vector<Point>> paths;
  std::optional<Color> face, edge;
  double edge_width = 0;
  Dash dash;
  std::vector<double> sticky_x, sticky_y;

  void data_limits(DataLimits& out) const override;
  void draw(const DrawContext& ctx) const override;
  std::optional<LegendHandle> legend_handle() const override;
  void obstacles(const DrawContext& ctx, Obstacles& out) const override;
};

// hlines/vlines (matplotlib's LineCollection): separate segments in data coordinates.
class SegmentsArtist : public Artist {
 public:
  std::vector<std::pair<Point, Point>> segments;
  std::vector<Color> colors;  // cycled over the segments
  double width = 1.5;
  Dash dash;

  void data_limits(DataLimits& out) const override;
  void draw(const DrawContext& ctx) const override;
  std::optional<LegendHandle> legend_handle() const override;
  void obstacles(const DrawContext& ctx, Obstacles& out) const override;
};

// axhline/axvline: a line at a data value spanning an axes-fraction extent.
class RefLineArtist : public Artist {
 public:
  bool horizontal = true;
  double value = 0, from = 0, to = 1;
  Color color;
  double width = 1.5;
  Dash dash;

  void data_limits(DataLimits& out) const override;
  void draw(const DrawContext& ctx) const override;
  std::optional<LegendHandle> legend_handle() const override;
  void obstacles(const DrawContext& ctx, Obstacles& out) const override;
};

// axhspan/axvspan.
class SpanArtist : public Artist {
 public:
  bool horizontal = true;
  double lo = 0, hi = 1, from = 0, to = 1;
  Color face;
  std::optional<Color> edge;
  double edge_width = 0;

  void data_limits(DataLimits& out) const override;
  void draw(const DrawContext& ctx) const override;
  std::optional<LegendHandle> legend_handle() const override;
  void obstacles(const DrawContext& ctx, Obstacles& out) const override;
  Rect figure_rect(const DrawContext& ctx) const;
};

// Text at a position (text(), annotate() without arrow), optionally in a box.
class TextArtist : public Artist {
 public:
  std::string text;
  Point pos;
  Coords coords;
  TextProps props;
  std::optional<BoxStyle> box;
  bool clip = false;
  std::optional<Rect> fit_within;  // data coordinates
  double default_size = 10;
  Color default_color;
  // annotate(): an offset in points from pos, and an arrow to pos
  std::optional<Point> text_pos;
  Coords text_coords;
  std::optional<ArrowProps> arrow;
  // Where matplotlib-compat mode puts the text instead (AnnotateOptions::compat_xytext).
  std::optional<Point> compat_text_pos;
  Coords compat_text_coords;
  bool keep_inside = false;
  // A value label at the end of a horizontal bar: the automatic headroom also grows x for it.
  bool headroom_x = false;
  // An annotation's AnnotateOptions::headroom_x: x headroom in the final layout, not while
  // tight_layout measures (which makes room for the text where it was asked).
  bool headroom_x_final = false;

  void draw(const DrawContext& ctx) const override;
  void obstacles(const DrawContext& ctx, Obstacles& out) const override;
  Rect extent(const DrawContext& ctx) const override;
  bool clipped() const override { return clip; }

  struct Placed {
    TextBlock block;
    PlacedText placed;
    Point anchor;
    FontSpec font;
  };
  Placed place(const DrawContext& ctx) const;

 protected:
  // How far the layout moved the text after placing it against the others (a FreeTextArtist).
  virtual Point late_shift(const DrawContext& /*ctx*/) const { return {0, 0}; }
};

// A rounded or square box in data coordinates (FancyBboxPatch).
class BoxArtist : public Artist {
 public:
  Rect rect;  // data units: x0..x1, y0..y1
  BoxStyle style;
  double font_size = 10;  // the mutation scale for pad and rounding

  void data_limits(DataLimits& out) const override;
  void draw(const DrawContext& ctx) const override;
  void obstacles(const DrawContext& ctx, Obstacles& out) const override;
  Rect extent(const DrawContext& ctx) const override;
  bool clipped() const override { return false; }
};

// An arrow between two data points, stopped at optional boxes' edges.
class ArrowArtist : public Artist {
 public:
  Point from, to;
  std::optional<Rect> from_box, to_box;  // data units
  ArrowProps props;
  Color color;

  void draw(const DrawContext& ctx) const override;
  Rect extent(const DrawContext& ctx) const override;
  bool clipped() const override { return false; }
  // Tail and head in figure points, after stopping at the boxes (before the shrinks).
  std::pair<Point, Point> ends(const DrawContext& ctx) const;
};

class PieArtist : public Artist {
 public:
  std::vector<double> fractions;
  std::vector<Color> colors;
  PieOptions opts;
  std::vector<std::string> pct_labels;
  Color text_color;
  double label_size = 10, pct_size = 10;

  void draw(const DrawContext& ctx) const override;
  Rect extent(const DrawContext& ctx) const override;
  bool clipped() const override { return false; }

  struct LabelBox {
    std::string text;
    Point anchor;
    HAlign ha;
    VAlign va;
    double size;
  };
  std::vector<LabelBox> labels(const DrawContext& ctx) const;
  Point centre(std::size_t wedge) const;  // the wedge's tip, moved out by explode (data units)
};

// imshow: an RGBA raster stretched over a data-space extent (drawn as one image).
class ImageArtist : public Artist {
 public:
  Image image;    // row 0 at `top`
  Extent extent;  // data coordinates of the outer edges
  Interpolation interpolation = Interpolation::Nearest;

  void data_limits(DataLimits& out) const override;
  void draw(const DrawContext& ctx) const override;
  void obstacles(const DrawContext& ctx, Obstacles& out) const override;
};

// pcolormesh on a rectilinear grid (and a colorbar's solids): one rectangle per cell.
class MeshArtist : public Artist {
 public:
  std::vector<double> xe, ye;  // edges, cols + 1 and rows + 1
  std::vector<Color> colors;   // rows × cols, row-major by y
  std::optional<Color> edge;
  double edge_width = 0;
  bool sticky = true;

  void data_limits(DataLimits& out) const override;
  void draw(const DrawContext& ctx) const override;
  void obstacles(const DrawContext& ctx, Obstacles& out) const override;
};

// A colorbar's extend triangles and outline, in its axes' fraction coordinates.
class ColorbarFrameArtist : public Artist {
 public:
  bool vertical = true;
  double extend_lo = 0, extend_hi = 0;  // triangle lengths, fractions of the interior
  Color under, over;
  Color outline;
  double outline_width = 0.8;

  void draw(const DrawContext& ctx) const override;
  Rect extent(const DrawContext& ctx) const override;
  bool clipped() const override { return false; }
};

// contour / contourf on a rectilinear grid: lines at levels (with clabel's inline labels) or
// regions between levels, computed by marching squares when the call is made.
class ContourArtist : public Artist {
 public:
  bool filled = false;
  double xmin = 0, xmax = 0, ymin = 0, ymax = 0;         // the grid's extent
  std::vector<double> levels;                            // of the lines (not filled)
  std::vector<std::vector<std::vector<Point>>> lines;    // per level, polylines (data)
  std::vector<std::vector<std::vector<Point>>> regions;  // per band, polygons (data)
  std::vector<Color> colors;                             // per level (lines) or per band (regions)
  std::vector<Dash> dashes;                              // per level (lines)
  double width = 1.5;
  // clabel
  struct Labels {
    std::vector<std::size_t> levels;  // indices of the levels labelled
    std::vector<std::string> texts;   // per labelled level
    double size = 10;
    double inline_spacing = 5;   // points left clear each side of a label
    std::optional<Color> color;  // default: the line's colour
  };
  std::optional<Labels> labels;

  struct PlacedLabel {
    std::string text;
    Point centre;
    double rotation;
    Rect box;
    Color color;
  };
  // Where the inline labels go and what is left of each polyline (figure points).
  void layout_labels(const DrawContext& ctx, std::vector<PlacedLabel>& placed,
                     std::vector<std::vector<std::vector<Point>>>& kept) const;

  void data_limits(DataLimits& out) const override;
  void draw(const DrawContext& ctx) const override;
  void obstacles(const DrawContext& ctx, Obstacles& out) const override;
};

// Shrinks `font` (and re-lays `block`) until the text fits the data-space box `within`, 0.3 font
// sizes from each of its edges (TextOptions::fit_within).
void fit_block_within(const DrawContext& ctx, const Rect& within, const std::string& text,
                      const TextProps& props, FontSpec& font, TextBlock& block);

// Shared drawing helpers for artists.
// A marker's fill (filled shapes only) and edge (when it has width and colour), with alpha applied.
struct MarkerPaint {
  std::optional<Color> fill;
  std::optional<LineStyle> edge;
};
MarkerPaint marker_paint(bool filled, const Color& face, const Color& edge, double edge_width, double alpha);
void draw_markers_at(const DrawContext& ctx, const std::string& marker, double size,
                     const std::vector<Point>& centres, const Color& face, const Color& edge,
                     double edge_width, double alpha);
Path rounded_box_path(const Rect& r, double radius);
void draw_arrow(const DrawContext& ctx, Point tail, Point head, const ArrowProps& p, const Color& color);

}  // namespace libplot
