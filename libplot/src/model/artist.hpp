#pragma once
// The internal artist interface: what every drawable in an axes can say about itself.
#include <cstddef>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "libplot/canvas.hpp"
#include "libplot/scale.hpp"
#include "libplot/style.hpp"
#include "libplot/text.hpp"
#include "libplot/theme.hpp"

namespace libplot {

// Data extent of an artist along each axis, with matplotlib's sticky edges (bars stick to 0).
struct DataLimits {
  double xmin = std::numeric_limits<double>::infinity(), xmax = -std::numeric_limits<double>::infinity();
  double ymin = std::numeric_limits<double>::infinity(), ymax = -std::numeric_limits<double>::infinity();
  double xminpos = std::numeric_limits<double>::infinity();  // smallest positive x (log scales)
  double yminpos = std::numeric_limits<double>::infinity();
  std::vector<double> sticky_x, sticky_y;

  void add_x(double x);
  void add_y(double y);
  void add(double x, double y) {
    add_x(x);
    add_y(y);
  }
  bool has_x() const { return xmin <= xmax; }
  bool has_y() const { return ymin <= ymax; }
  void merge(const DataLimits& o);
};

// What a legend entry draws for an artist.
struct LegendHandle {
  enum class Kind { Patch, Line, Errorbar, Marker } kind = Kind::Patch;
  Color face{0, 0, 0, 1};
  std::optional<Color> edge;
  double edge_width = 0;
  double alpha = 1.0;
  // Line / errorbar / marker
  std::optional<LineStyle> line;  // none: no line segment
  std::string marker;
  double markersize = 6;
  std::optional<Color> marker_face, marker_edge;
  double marker_edge_width = 1.0;
  std::optional<LineStyle> errbar;  // the error bars' style for Errorbar
  double capsize = 0;
  double capthick = 0;                     // cap line width
  bool has_xerr = false, has_yerr = true;  // which bars the handle shows (matplotlib's HandlerErrorbar)
};

// Figure-space shapes an artist occupies: used to place legends and labels where nothing is.
struct Obstacles {
  std::vector<Point> points;              // vertices of lines, scatter centres
  std::vector<std::vector<Point>> lines;  // polylines (segments can cross a box)
  std::vector<Rect> boxes;                // patches (bars, spans)
  std::vector<Rect> texts;                // text boxes already placed
  // Marker extents of lines. matplotlib's "best" legend counts a line's vertices only; placements
  // that avoid data (LegendOptions/AnnotateOptions::avoid_data) also keep clear of its markers.
  std::vector<Rect> marks;
};

struct FigureState;
class Axes;
class Artist;

// Where an artist placed against the others (a legend, point labels) goes: the layout computes
// it once per save (Artist::place_late) and drawing, obstacles and extents read it back.
struct LatePlacement {
  virtual ~LatePlacement() = default;
};
using LatePlacements = std::map<const Artist*, std::shared_ptr<const LatePlacement>>;

// Everything an artist needs to draw: the canvas, the axes' transform and the theme.
// A reference line (axhline/axvline) texts keep clear of, in figure points.
struct RefLine {
  bool horizontal = true;
  double pos = 0;         // y of a horizontal line, x of a vertical one
  double half_width = 0;  // half the stroke width
};

struct DrawContext {
  Canvas& canvas;
  const AxesTransform& tr;
  const Theme& theme;
  TextEngine& text;
  const FigureState& fig;
  Rect figure_box;                       // the whole figure, points
  std::vector<RefLine> ref_lines = {};   // the axes' reference lines (see TextArtist::place)
  const LatePlacements* late = nullptr;  // what the layout placed so far (see Artist::place_late)

  // A position given in `c` coordinates to figure points.
  Point resolve(Point p, Coords c) const;
  // Draws text and returns its box.
  Rect draw_text(const std::string& s, Point anchor, const TextProps& props, double default_size,
                 const Color& default_color) const;
  // The placement the layout computed for `a`; a logic_error if it has none (drawn unplaced).
  template <class P>
  const P& placement_of(const Artist& a) const {
    if (late)
      if (auto it = late->find(&a); it != late->end())
        if (const auto* p = dynamic_cast<const P*>(it->second.get())) return *p;
    throw std::logic_error("an artist placed late was used before the layout placed it");
  }
  bool has_placement(const Artist& a) const { return late && late->contains(&a); }
};

class Artist {
 public:
  virtual ~Artist() = default;
  double zorder = 1;
  std::string label;
  // bar/barh/errorbar results are matplotlib containers: a legend lists them after the axes'
  // other labelled artists (Axes.containers come after Axes._children).
  bool container = false;
  std::vector<std::string> lint_ignore;  // lint rules silenced for what this artist draws

  virtual void data_limits(DataLimits& /*out*/) const {}
  virtual void draw(const DrawContext& ctx) const = 0;
  virtual std::optional<LegendHandle> legend_handle() const { return std::nullopt; }
  virtual void obstacles(const DrawContext& /*ctx*/, Obstacles& /*out*/) const {}
  // The figure-space box of what this artist draws (for tight bounding boxes); empty if none.
  virtual Rect extent(const DrawContext& /*ctx*/) const { return Rect::empty(); }
  // Artists drawn after the data and placed against it (legends, point labels) return true and
  // compute their placement in place_late, which the layout calls once per save after the axes'
  // transform is final (ctx.late holds the placements made before).
  virtual bool placed_late() const { return false; }
  virtual std::shared_ptr<const LatePlacement> place_late(const DrawContext& /*ctx*/) const {
    return nullptr;
  }
  // Whether drawing is clipped to the axes box (matplotlib's clip_on).
  virtual bool clipped() const { return true; }
  // At most how many markers drawing stamps (Canvas::draw_markers centres): a save tells the
  // back end (RenderTarget::markers), which prepares a page that stamps many.
  virtual std::size_t markers() const { return 0; }
  // The zorder it is drawn at: `zorder`, unless it draws otherwise in matplotlib-compat mode.
  virtual double draw_zorder(const DrawContext& /*ctx*/) const { return zorder; }
};

// Resolves a matplotlib-style line style into canvas dashes for a given width.
LineStyle make_line_style(const Color& c, double width, const Dash& dash);
// A filled shape's outline: none without a colour or at width 0. matplotlib's patches join with
// miter; its collections (fill_between's polygon) keep the round default.
std::optional<LineStyle> edge_style(const std::optional<Color>& color, double width,
                                    LineJoin join = LineJoin::Miter);
// A font from text properties with theme fallbacks.
FontSpec font_from(const TextProps& p, const Theme& t, double default_size);

}  // namespace libplot
