#pragma once
// Axes: a plotting area with two axes, its artists and decorations (matplotlib's Axes).
// Calls read like the seeds' keyword arguments: ax.bar(x, h, {.width = 0.36, .color = blue}).
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "libplot/export.hpp"
#include "libplot/boxplot.hpp"
#include "libplot/canvas.hpp"
#include "libplot/choice.hpp"
#include "libplot/color.hpp"
#include "libplot/colormap.hpp"
#include "libplot/dates.hpp"
#include "libplot/geometry.hpp"
#include "libplot/norm.hpp"
#include "libplot/axis.hpp"
#include "libplot/scale.hpp"
#include "libplot/style.hpp"
#include "libplot/text.hpp"
#include "libplot/theme.hpp"
#include "libplot/violin.hpp"

namespace libplot {

class Figure;
class Artist;
struct FigureState;

// Options of bar() and barh(). For barh, `width` is the bar's thickness (matplotlib's height)
// and `bottom` its left edge.
struct BarOptions {
  double width = 0.8;
  std::vector<double> bottom{};  // per bar, or one value for all; empty = 0
  std::optional<Color> color{};  // all bars; default: next cycle colour
  std::vector<Color> colors{};   // per bar; overrides color
  std::optional<Color> edgecolor{};
  double linewidth = 0;  // edge width, points (0 = no edge)
  double alpha = 1.0;
  double zorder = 1;
  std::string label{};
  enum class Align { Center, Edge } align = Align::Center;
  std::vector<std::string> lint_ignore = {};  // lint rules silenced for this artist (docs/lint.md)
  // Error bars at the bars' ends (matplotlib's yerr/xerr, drawn by errorbar with fmt 'none'):
  // symmetric lengths, one for all bars or one per bar, or asymmetric lower/upper lengths
  // (matplotlib's 2×N array) instead. All >= 0.
  std::vector<double> yerr{}, xerr{};
  std::vector<double> yerr_lower{}, yerr_upper{}, xerr_lower{}, xerr_upper{};
  Color ecolor{0, 0, 0, 1};         // matplotlib's bar default: black
  std::optional<double> capsize{};  // points; default errorbar.capsize
};

// What bar() and barh() drew, for bar_label (matplotlib's BarContainer): per bar, its centre
// across the bars, where it starts (bottom) and its signed length (the data value).
struct BarContainer {
  std::vector<double> centers{}, bottoms{}, values{};
  bool horizontal = false;
};

// Options of bar_label (matplotlib's Axes.bar_label).
struct BarLabelOptions {
  std::vector<std::string> labels{};  // one per bar; empty: each value through `fmt`
  std::string fmt = "{:g}";  // pyformat template for a value (matplotlib's fmt as a str.format string)
  enum class Type { Edge, Center } label_type = Type::Edge;
  double padding = 0;  // points between the bar's end and the label (Edge)
  TextProps props{};   // size, colour, weight; ha/va are set by bar_label
  double zorder = 3;
  std::vector<std::string> lint_ignore = {};  // lint rules silenced for this artist (docs/lint.md)
};

// How a line joins its points (matplotlib's drawstyle): straight, or in steps, the step at the
// point (StepsPre: the new y from the previous x on), after it (StepsPost) or half-way (StepsMid).
// Markers stay at the points.
enum class DrawStyle { Default, StepsPre, StepsMid, StepsPost };

struct LineOptions {
  std::optional<Color> color{};       // default: next cycle colour
  std::optional<double> linewidth{};  // default: lines.linewidth
  Dash linestyle = "-";
  DrawStyle drawstyle = DrawStyle::Default;
  std::string marker{};                // "", "o", "s", "^", "v", "d", "D", "x", "*", "+", "."
  std::optional<double> markersize{};  // default: lines.markersize
  std::optional<Color> markerfacecolor{};
  std::optional<Color> markeredgecolor{};
  std::optional<double> markeredgewidth{};
  double alpha = 1.0;
  double zorder = 2;
  std::string label{};
  std::vector<std::string> lint_ignore = {};  // lint rules silenced for this artist (docs/lint.md)
};

struct ErrorbarOptions {
  std::string marker{};     // fmt's marker ("o", "s", ...); "" = none
  Dash linestyle = "none";  // fmt "-o" gives "-"
  std::optional<Color> color{};
  std::optional<double> markersize{};
  std::optional<Color> markerfacecolor{};
  std::optional<Color> markeredgecolor{};
  std::optional<double> markeredgewidth{};
  std::optional<double> linewidth{};
  std::optional<Color> ecolor{};       // default: the line colour
  std::optional<double> elinewidth{};  // default: the line width
  std::optional<double> capsize{};     // points; default errorbar.capsize
  std::optional<double> capthick{};    // default: elinewidth
  double alpha = 1.0;
  double zorder = 2;
  std::string label{};
  std::vector<std::string> lint_ignore = {};  // lint rules silenced for this artist (docs/lint.md)
  // Asymmetric errors (matplotlib's 2×N yerr/xerr): lengths below/left and above/right of each
  // point, one for all points or one per point, given together instead of the yerr/xerr argument.
  std::vector<double> yerr_lower{}, yerr_upper{}, xerr_lower{}, xerr_upper{};
};

// matplotlib's step(where=...): where the step sits relative to each point.
enum class StepWhere { Pre, Mid, Post };

// Options of stairs (matplotlib's StepPatch): a stepwise constant function between edges.
struct StairsOptions {
  // The level the outline drops to at both ends (filled: the fill's bottom); nullopt = none
  // (matplotlib's baseline=None: the outline starts and ends at the first and last value).
  std::optional<double> baseline = 0.0;
  bool fill = false;
  bool horizontal = false;            // matplotlib's orientation='horizontal': steps along y
  std::optional<Color> color{};       // default: next cycle colour
  std::optional<double> linewidth{};  // edge width; default patch.linewidth (0 when filled)
  Dash linestyle = "-";
  double alpha = 1.0;
  double zorder = 1;
  std::string label{};
  std::vector<std::string> lint_ignore = {};  // lint rules silenced for this artist (docs/lint.md)
};

// hlines/vlines (matplotlib's LineCollection): one colour for all lines or one per line.
struct HVLinesOptions {
  std::optional<Color> color{};       // default lines.color (C0); the cycle does not advance
  std::vector<Color> colors{};        // per line (cycled); overrides color
  std::optional<double> linewidth{};  // default lines.linewidth
  Dash linestyle = "-";
  double alpha = 1.0;
  double zorder = 2;
  std::string label{};
  std::vector<std::string> lint_ignore = {};  // lint rules silenced for this artist (docs/lint.md)
};

// stackplot with baseline zero: each series filled on top of the ones before it.
struct StackplotOptions {
  std::vector<std::string> labels{};  // one per series (or fewer: the rest unlabelled)
  std::vector<Color> colors{};        // cycled; default: the next cycle colours
  double alpha = 1.0;
  double zorder = 1;
  std::vector<std::string> lint_ignore = {};  // lint rules silenced for this artist (docs/lint.md)
};

// What a colour-mapped artist (imshow, pcolormesh, scatter by value) hands to a colorbar: its
// colormap and its norm with the limits resolved from the data (matplotlib's ScalarMappable).
struct ScalarMappable {
  Colormap cmap = Colormap::named("viridis");
  Norm norm = Normalize{};
  double alpha = 1.0;  // the artist's alpha, which its colorbar shares
  // Filled contours: the levels; a colorbar then shows one band per pair, coloured by its middle.
  std::vector<double> boundaries = {};
  Color to_rgba(double value) const { return map_color(cmap, norm, value); }
};

struct ScatterOptions {
  std::vector<double> sizes{};  // points², per point or one for all; default lines.markersize²
  std::optional<Color> color{};
  std::vector<Color> colors{};  // per point; overrides color
  // Colour by value (matplotlib's c): one value per point, through cmap and norm; overrides
  // color and colors. vmin/vmax set the norm's limits.
  std::vector<double> c = {};
  std::optional<Colormap> cmap = std::nullopt;  // default viridis
  Norm norm = Normalize{};
  std::optional<double> vmin = std::nullopt, vmax = std::nullopt;
  std::string marker{};               // default scatter.marker
  std::optional<Color> edgecolor{};   // default: face colour
  std::vector<Color> edgecolors{};    // per point
  std::optional<double> linewidth{};  // edge width; default lines.markeredgewidth... (1.0)
  double alpha = 1.0;
  double zorder = 1;
  std::string label{};
  std::vector<std::string> lint_ignore = {};  // lint rules silenced for this artist (docs/lint.md)
};

// imshow's extent: data coordinates of the image's outer edges.
struct Extent {
  double left = 0, right = 1, bottom = 0, top = 1;
};

struct ImageOptions {
  std::optional<Colormap> cmap = std::nullopt;  // default viridis (image.cmap)
  Norm norm = Normalize{};
  std::optional<double> vmin = std::nullopt, vmax = std::nullopt;  // the norm's limits
  Interpolation interpolation = Interpolation::Nearest;
  // Upper: row 0 at the top, y axis pointing down (matplotlib's default); Lower: row 0 at the bottom.
  enum class Origin { Upper, Lower } origin = Origin::Upper;
  // Default: cell centres on integer coordinates, (-0.5, cols - 0.5, rows - 0.5, -0.5) for Upper.
  std::optional<Extent> extent = std::nullopt;
  // Height/width of one data unit ("equal" = 1, the default); nullopt = "auto" (fill the axes).
  std::optional<double> aspect = 1.0;
  double alpha = 1.0;
  double zorder = 0;
  std::vector<std::string> lint_ignore = {};  // lint rules silenced for this artist (docs/lint.md)
};

// pcolormesh on a rectilinear grid: cells between consecutive x and y edges.
struct MeshOptions {
  std::optional<Colormap> cmap = std::nullopt;  // default viridis
  Norm norm = Normalize{};
  std::optional<double> vmin = std::nullopt, vmax = std::nullopt;
  std::optional<Color> edgecolor = std::nullopt;  // cell edges; none by default
  double linewidth = 0;                           // points, with edgecolor
  double alpha = 1.0;
  double zorder = 1;
  std::vector<std::string> lint_ignore = {};  // lint rules silenced for this artist (docs/lint.md)
};

// Value labels on the cells of an image or mesh (matplotlib's "annotated heatmap" example).
struct CellLabelOptions {
  std::string format = "{:.1f}";  // pyformat template for each value
  // Text colours to choose from: each cell gets the one contrasting most with the cell's colour
  // (WCAG contrast ratio of relative luminances).
  std::vector<Color> colors = {Color{0, 0, 0, 1}, Color{1, 1, 1, 1}};
  std::optional<double> size = std::nullopt;  // default font.size
  std::optional<FontWeight> weight = std::nullopt;
  double zorder = 3;
  std::vector<std::string> lint_ignore = {};  // lint rules silenced for this artist (docs/lint.md)
};

// contour and contourf on a rectilinear grid.
struct ContourOptions {
  // Explicit levels (increasing); empty = `nlevels` chosen as matplotlib does (MaxNLocator with
  // nlevels + 1 bins over the data's range, trimmed to it).
  std::vector<double> levels = {};
  int nlevels = 7;
  std::optional<Colormap> cmap = std::nullopt;     // default viridis; levels coloured through it
  std::optional<Color> colors = std::nullopt;      // one colour for every level instead (lines:
                                                   // negative levels dashed, as matplotlib does)
  std::optional<double> linewidth = std::nullopt;  // lines; default lines.linewidth
  // contourf: also fill below the first / above the last level with the colormap's under / over.
  Extend extend = Extend::Neither;
  double alpha = 1.0;
  std::optional<double> zorder = std::nullopt;  // default 2 (lines), 1 (filled)
  std::vector<std::string> lint_ignore = {};    // lint rules silenced for this artist (docs/lint.md)
};

// What contour/contourf made: the levels drawn and the mapping (for a colorbar and clabel).
struct ContourSet {
  std::vector<double> levels = {};
  ScalarMappable mapping = {};
  bool filled = false;
  std::size_t artist = 0;  // which of the axes' artists (for clabel)
};

// Inline labels on contour lines (matplotlib's clabel, inline=True).
struct ClabelOptions {
  std::vector<double> levels = {};  // which levels; empty = all
  std::string format = "";          // pyformat template; "" = matplotlib's ScalarFormatter of the levels
  std::optional<double> fontsize = std::nullopt;  // default font.size
  double inline_spacing = 5;                      // points kept clear on each side of a label
  std::optional<Color> color = std::nullopt;      // default: each line's colour
};

// As in matplotlib, `color` sets face and edge; the edge is patch.linewidth wide unless set.
struct FillOptions {
  std::optional<Color> color{};
  std::optional<Color> edgecolor{};
  std::optional<double> linewidth{};
  double alpha = 1.0;
  double zorder = 1;
  std::string label{};
  std::vector<std::string> lint_ignore = {};  // lint rules silenced for this artist (docs/lint.md)
};

// axhline/axvline (extent in axes fraction along the line) and axhspan/axvspan.
struct RefLineOptions {
  std::optional<Color> color{};
  std::optional<double> linewidth{};
  Dash linestyle = "-";
  double alpha = 1.0;
  double zorder = 2;
  double from = 0, to = 1;  // axes-fraction extent (xmin/xmax or ymin/ymax)
  std::string label{};
  std::vector<std::string> lint_ignore = {};  // lint rules silenced for this artist (docs/lint.md)
};

struct SpanOptions {
  std::optional<Color> color{};
  std::optional<Color> edgecolor{};
  std::optional<double> linewidth{};
  double alpha = 1.0;
  double zorder = 1;
  double from = 0, to = 1;
  std::string label{};
  std::vector<std::string> lint_ignore = {};  // lint rules silenced for this artist (docs/lint.md)
};

struct HistOptions {
  int bins = 0;                 // 0 = hist.bins
  std::vector<double> edges{};  // explicit bin edges; overrides bins
  std::optional<double> range_lo{}, range_hi{};
  std::optional<Color> color{};
  std::optional<Color> edgecolor{};
  double linewidth = 0;
  double alpha = 1.0;
  std::optional<double> zorder = std::nullopt;  // default 1 (bar, stepfilled), 2 (step)
  bool density = false;
  std::string label{};
  // matplotlib's histtype: filled bars, an unfilled outline (step) or a filled outline (stepfilled).
  enum class Type { Bar, Step, StepFilled } histtype = Type::Bar;
  bool cumulative = false;                    // each bin holds itself and every bin left of it
  bool stacked = false;                       // several data sets: each on top of the previous ones
  std::vector<double> weights = {};           // one per value (one data set): a value counts its weight
  std::vector<std::string> lint_ignore = {};  // lint rules silenced for this artist (docs/lint.md)
};

struct PieOptions {
  std::vector<std::string> labels{};
  std::vector<Color> colors{};  // default: the cycle
  std::string autopct{};        // pyformat template for the percentage, e.g. "{:.1f}%"
  double startangle = 0;        // degrees
  bool counterclock = true;
  double radius = 1.0;
  double pctdistance = 0.6, labeldistance = 1.1;
  // Per wedge, how far it is moved out along its middle angle, in data units (matplotlib's
  // explode: a fraction of the default radius 1, not scaled by radius); its label and percentage
  // move with it. Empty = none; otherwise one finite value per wedge.
  std::vector<double> explode{};
  TextProps textprops{};  // size/colour/weight for labels and percentages
  std::optional<Color> edgecolor{};
  double linewidth = 0;
  // libplot extension: move labels (and percentages) apart when they would overlap.
  bool avoid_label_overlap = true;
  std::vector<std::string> lint_ignore = {};  // lint rules silenced for this artist (docs/lint.md)
};

// Options of text(): designated initialisers read like matplotlib's keywords,
// ax.text({0.5, 0.5}, "s", {.coords = Coord::AxesFraction, .props = {.size = 8, .ha = HAlign::Center}}).
struct TextOptions {
  Coords coords = Coord::Data;
  TextProps props{};
  std::optional<BoxStyle> box{};
  double zorder = 3;
  bool clip = false;
  // libplot extension: shrink the font until the text fits inside this box, in data coordinates
  // (a box drawn with Axes::box, say), keeping 0.3 font sizes from each edge.
  std::optional<Rect> fit_within{};
};

struct AnnotateOptions {
  std::optional<Point> xytext{};    // default: xy
  Coords textcoords = Coord::Data;  // when xytext is given
  Coords xycoords = Coord::Data;
  TextProps props{};
  std::optional<ArrowProps> arrow{};
  std::optional<BoxStyle> box{};
  double zorder = 3;
  // libplot extension: keep the text inside the axes box (moved in, never clipped).
  bool keep_inside = false;
  // libplot extension: the automatic headroom (Axes::set_auto_headroom) also grows an autoscaled
  // x limit until this text, anchored to a data point, fits inside the axes (y always does). A
  // note beside a point near the left or right end then stays inside without moving off it.
  // tight_layout first makes room for the text where it was asked (as matplotlib's does).
  bool headroom_x = false;
  // libplot extension: when the text would cover data, another text or a legend, move it to the
  // free place inside the axes nearest to where it was asked (as LegendOptions::avoid_data); if
  // none is free, to the least covered one. Placed after the legends, which do not avoid it.
  // For a note whose place is chosen for one data set (not a value label: see bar_label).
  bool avoid_data = false;
  // matplotlib-compat mode (Figure::set_matplotlib_compat): where the script's own annotate() put
  // the text, when xytext above improves on it; unset, xytext in both modes.
  std::optional<Point> compat_xytext{};
  Coords compat_textcoords = Coord::Data;
};

// A legend entry described rather than taken from an artist (matplotlib's proxy artists:
// Line2D([], [], ...) and Patch(...) passed as legend(handles=...)).
struct LegendEntry {
  enum class Kind { Line, Patch } kind = Kind::Line;
  std::string label{};
  // Line: its colour (default lines.color, C0). Patch: face and edge, as matplotlib's color=.
  std::optional<Color> color{};
  std::optional<Color> facecolor{};    // Patch: the face only (default patch.facecolor, C0)
  std::optional<Color> edgecolor{};    // Patch: the edge (default none)
  std::optional<double> linewidth{};   // default lines.linewidth (Line), patch.linewidth (Patch)
  Dash linestyle = "-";                // Line: "none" shows the marker alone
  std::string marker{};                // Line
  std::optional<double> markersize{};  // default lines.markersize
  std::optional<Color> markerfacecolor{}, markeredgecolor{};  // default: the line colour
  std::optional<double> markeredgewidth{};                    // default lines.markeredgewidth
  double alpha = 1.0;
};

struct LegendOptions {
  std::optional<Choice<LegendLoc>> loc{};  // LegendLoc or "best", "upper right", ...; default legend.loc
  std::optional<double> fontsize{};
  std::optional<bool> frameon{};
  std::optional<double> framealpha{};
  int ncol = 1;
  std::optional<Point> bbox_to_anchor{};  // axes fraction, with loc naming the legend's corner
  std::optional<std::string> title{};
  // Also gather handles from these axes (twinx), after this one's.
  std::vector<const class Axes*> also_from{};
  // libplot extension: for "best", avoid text artists as well as data (matplotlib ignores text).
  bool avoid_text = true;
  // libplot extension: when the legend at `loc` (or every "best" candidate) would cover data,
  // move it to the free place inside the axes nearest to that location, searching a fine grid
  // of positions; if none is free, to the least covered one. "Data" here includes the extent of
  // line markers (matplotlib's "best" counts a line's vertices only) and a 2 pt clearance.
  bool avoid_data = false;
  // libplot extension, with avoid_data: when no place inside the axes is free, put the legend
  // outside, right of the axes and level with its top (as bbox_to_anchor (1, 1) with loc
  // "upper left"), instead of on the least covered place; tight_layout makes room for it.
  bool outside_when_full = false;
  // libplot extension, with avoid_data: a legend may lie over the bodies of bars, only not over
  // their ends, where values are read (as lint's legend-covers-data judges): for a legend the
  // script put over bars, which moves only when other data bring a bar end under it.
  bool over_bar_bodies = false;
  std::vector<std::string> lint_ignore = {};  // lint rules silenced for this artist (docs/lint.md)
  // Entries to show instead of the axes' labelled artists (matplotlib's legend(handles=...)).
  std::vector<LegendEntry> handles{};
};

struct GridOptions {
  bool visible = true;
  Choice<WhichAxis> axis = WhichAxis::Both;      // or "x", "y", "both"
  Choice<WhichTicks> which = WhichTicks::Major;  // or "major", "minor", "both"
  std::optional<Color> color{};
  std::optional<double> linewidth{};
  std::optional<Dash> linestyle{};
  std::optional<double> alpha{};
};

struct TickParams {
  Choice<WhichAxis> axis = WhichAxis::Both;      // or "x", "y", "both"
  Choice<WhichTicks> which = WhichTicks::Major;  // or "major", "minor", "both"
  std::optional<double> labelsize{};
  std::optional<Color> labelcolor{};
  std::optional<Color> color{};
  std::optional<double> length{};
  std::optional<double> width{};
  std::optional<double> pad{};
  std::optional<double> rotation{};
  std::optional<HAlign> ha{};  // tick label alignment (rotation=15, ha="right")
  std::optional<FontWeight> labelweight{};
  std::optional<bool> labelbottom{}, labelleft{}, labeltop{}, labelright{};
};

enum class Side { Left, Right, Top, Bottom };

// The conversion between a parent axis and a secondary axis (matplotlib's functions=(forward,
// inverse)): forward maps a parent value to the secondary axis, inverse maps back. Both empty:
// the identity.
struct AxisFunctions {
  std::function<double(double)> forward = {};
  std::function<double(double)> inverse = {};
};

// Point labels placed automatically next to their points, avoiding each other, the markers,
// the legend and the axes frame (libplot's label placement; see docs/better-than-matplotlib.md).
struct PointLabelOptions {
  TextProps props{};
  double offset = 4;  // preferred distance from the point, points
  // Farthest a label normally moves; away from the first rings it gets a leader line. A label
  // that cannot sit unambiguously (its own marker the nearest) within it may go twice as far.
  double max_offset = 40;
  // Default: 4, above the data; with compat_offset in matplotlib-compat mode annotate()'s 3.
  std::optional<double> zorder{};
  // matplotlib-compat mode (Figure::set_matplotlib_compat): matplotlib places no labels; a script
  // writes each one with annotate(xytext=..., textcoords="offset points") and props.ha / props.va.
  // Given that offset (points from the point), compat mode draws every label exactly there, as
  // annotate() does: no placement, no clearance, labels may leave the axes, drawn at annotate()'s
  // zorder. Not given, the placement runs in both modes.
  std::optional<Point> compat_offset{};
};

// What became of a point_labels() call, known once the figure has been drawn or saved.
class LIBPLOT_API PointLabels {
 public:
  // Labels left out: more labels sat around their points than could be shown side by side
  // (kept in input order), or, past 1,000 labels or 20,000 obstacles, the coarse search found
  // no spot clear of the labels shown before them (docs/rendering.md, "Point labels at scale").
  virtual std::size_t dropped() const = 0;

 protected:
  ~PointLabels() = default;
};

class LIBPLOT_API Axes {
 public:
  ~Axes();
  Axes(const Axes&) = delete;
  Axes& operator=(const Axes&) = delete;

  // ---- artists
  BarContainer bar(std::span<const double> x, std::span<const double> heights, const BarOptions& o = {});
  BarContainer barh(std::span<const double> y, std::span<const double> widths, const BarOptions& o = {});
  // String categories on an axis (matplotlib's StrCategoryConverter): each new string takes the
  // next position 0, 1, 2, ... in the order first seen, on this axis and the axes sharing it;
  // the axis then ticks every category with its name (unless ticks were set).
  BarContainer bar(std::span<const std::string> x, std::span<const double> heights, const BarOptions& o = {});
  BarContainer barh(std::span<const std::string> y, std::span<const double> widths, const BarOptions& o = {});
  void plot(std::span<const std::string> x, std::span<const double> y, const LineOptions& o = {});
  void plot(std::span<const double> x, std::span<const std::string> y, const LineOptions& o = {});
  ScalarMappable scatter(std::span<const std::string> x, std::span<const double> y,
                         const ScatterOptions& o = {});
  ScalarMappable scatter(std::span<const double> x, std::span<const std::string> y,
                         const ScatterOptions& o = {});
  void plot(std::span<const std::string> x, std::span<const std::string> y, const LineOptions& o = {});
  ScalarMappable scatter(std::span<const std::string> x, std::span<const std::string> y,
                         const ScatterOptions& o = {});
  // A label at each bar (matplotlib's bar_label): at the end of the bar, `padding` points beyond
  // it (away from the bottom; flipped on an inverted axis), or at its centre. Labels are
  // annotations anchored to data, so the automatic headroom makes room for them. NaN values get
  // no label.
  void bar_label(const BarContainer& bars, const BarLabelOptions& o = {});
  void plot(std::span<const double> x, std::span<const double> y, const LineOptions& o = {});
  void errorbar(std::span<const double> x, std::span<const double> y, std::span<const double> yerr,
                const ErrorbarOptions& o = {}, std::span<const double> xerr = {});
  // A line drawn in steps (matplotlib's step): plot with drawstyle steps-pre/mid/post.
  void step(std::span<const double> x, std::span<const double> y, const LineOptions& o = {},
            StepWhere where = StepWhere::Pre);
  // A stepwise constant function (matplotlib's stairs): values between edges, which have one
  // more entry and increase or decrease; empty edges = 0, 1, ..., values.size(). NaN values
  // leave gaps.
  void stairs(std::span<const double> values, std::span<const double> edges = {},
              const StairsOptions& o = {});
  // Horizontal lines at each y from xmin to xmax (one for all lines or one per line).
  void hlines(std::span<const double> y, std::span<const double> xmin, std::span<const double> xmax,
              const HVLinesOptions& o = {});
  // Vertical lines at each x from ymin to ymax.
  void vlines(std::span<const double> x, std::span<const double> ymin, std::span<const double> ymax,
              const HVLinesOptions& o = {});
  // Stacked areas (baseline zero): series i filled between the sum of series 0..i-1 and 0..i.
  void stackplot(std::span<const double> x, const std::vector<std::vector<double>>& ys,
                 const StackplotOptions& o = {});
  // With o.c the points are coloured by value; the result is what a colorbar needs.
  ScalarMappable scatter(std::span<const double> x, std::span<const double> y, const ScatterOptions& o = {});
  // An image of rows × cols values (row-major, row 0 first) through a colormap, drawn as one
  // image in every format. Sets the limits to the extent (no margins) and the aspect.
  ScalarMappable imshow(std::span<const double> values, std::size_t rows, std::size_t cols,
                        const ImageOptions& o = {});
  // Cells between x_edges (cols + 1) and y_edges (rows + 1), either increasing or decreasing and
  // unevenly spaced; values has rows × cols entries, row-major by y.
  ScalarMappable pcolormesh(std::span<const double> x_edges, std::span<const double> y_edges,
                            std::span<const double> values, const MeshOptions& o = {});
  // Contour lines (contour) or filled regions between levels (contourf) of z, which has
  // y.size() rows of x.size() values (z[j * x.size() + i] at (x[i], y[j])); x and y increase.
  // Cells with a NaN corner are left out.
  ContourSet contour(std::span<const double> x, std::span<const double> y, std::span<const double> z,
                     const ContourOptions& o = {});
  ContourSet contourf(std::span<const double> x, std::span<const double> y, std::span<const double> z,
                      const ContourOptions& o = {});
  // Inline labels on a contour set's lines, each on the straightest stretch of its line that
  // stays inside the axes and clear of the other labels; the line is broken under it.
  void clabel(const ContourSet& cs, const ClabelOptions& o = {});
  // A text per cell of a rows × cols grid of values at integer cell centres (as imshow's default
  // extent puts them), coloured for contrast against mapping's colour of the value. NaN cells
  // get no label.
  void cell_labels(std::span<const double> values, std::size_t rows, std::size_t cols,
                   const ScalarMappable& mapping, const CellLabelOptions& o = {});
  void fill_between(std::span<const double> x, std::span<const double> y1, std::span<const double> y2,
                    const FillOptions& o = {});
  // The area between two curves x1(y) and x2(y) (matplotlib's fill_betweenx); x2 is one value
  // for all, one per y, or empty for 0.
  void fill_betweenx(std::span<const double> y, std::span<const double> x1, std::span<const double> x2,
                     const FillOptions& o = {});
  void axhline(double y, const RefLineOptions& o = {});
  void axvline(double x, const RefLineOptions& o = {});
  void axhspan(double y0, double y1, const SpanOptions& o = {});
  void axvspan(double x0, double x1, const SpanOptions& o = {});
  // Returns the bin counts (matplotlib's n).
  std::vector<double> hist(std::span<const double> values, const HistOptions& o = {});
  // Several data sets on the same bins (matplotlib's hist of a list): side by side, or stacked;
  // returns each data set's bar tops (for stacked, the running sums, as matplotlib's n).
  std::vector<std::vector<double>> hist(const std::vector<std::vector<double>>& datasets,
                                        const HistOptions& o = {});
  // Pre-binned histogram (a streaming binner's output): edges has counts.size() + 1 entries.
  void hist_binned(std::span<const double> edges, std::span<const double> counts, const HistOptions& o = {});
  // Box-and-whisker plots of several data sets (matplotlib's boxplot); returns each box's statistics.
  // Sets ticks at the positions, labelled with o.labels or the positions.
  std::vector<BoxStats> boxplot(const std::vector<std::vector<double>>& data, const BoxplotOptions& o = {});
  // Violin plots of several data sets (matplotlib's violinplot): Gaussian KDE bodies (Scott's
  // rule, o.points points from each set's minimum to maximum) and lines at the means, extrema and
  // medians; returns each violin's statistics.
  std::vector<ViolinStats> violinplot(const std::vector<std::vector<double>>& data,
                                      const ViolinOptions& o = {});
  void pie(std::span<const double> values, const PieOptions& o = {});
  void text(Point pos, std::string s, const TextOptions& o = {});
  void annotate(std::string s, Point xy, const AnnotateOptions& o = {});
  // A rounded box (FancyBboxPatch) in data coordinates.
  void box(const Rect& data_rect, const BoxStyle& style, double zorder = 1);
  // An arrow between two points in data coordinates; shrinks stop it at the given boxes' edges.
  void arrow(Point from, Point to, const ArrowProps& props, std::optional<Rect> from_box = {},
             std::optional<Rect> to_box = {}, double zorder = 2);
  // Labels placed near their points without collisions (see PointLabelOptions).
  const PointLabels& point_labels(std::span<const double> x, std::span<const double> y,
                                  std::vector<std::string> labels, const PointLabelOptions& o = {});
  void legend(const LegendOptions& o = {});

  // ---- dates (libplot/dates.hpp): time points as x (or y), converted by date2num (days since
  // 1970-01-01 UTC); the axis becomes a date axis (xaxis_date) on this axes and those sharing it.
  // Each time point must lie in years 0001..9999 (InvalidArgument naming the argument and index).
  void plot(const Dates& x, std::span<const double> y, const LineOptions& o = {});
  void plot(std::span<const double> x, const Dates& y, const LineOptions& o = {});
  ScalarMappable scatter(const Dates& x, std::span<const double> y, const ScatterOptions& o = {});
  ScalarMappable scatter(std::span<const double> x, const Dates& y, const ScatterOptions& o = {});
  // Bars centred on the time points; o.width is in days (matplotlib's default 0.8 days).
  BarContainer bar(const Dates& x, std::span<const double> heights, const BarOptions& o = {});
  void fill_between(const Dates& x, std::span<const double> y1, std::span<const double> y2,
                    const FillOptions& o = {});
  void axvline(Date x, const RefLineOptions& o = {});
  void axvspan(Date x0, Date x1, const SpanOptions& o = {});
  void axhline(Date y, const RefLineOptions& o = {});
  void set_xlim(Date lo, Date hi);
  void set_ylim(Date lo, Date hi);
  // Make the x (y) axis a date axis without converting anything (matplotlib's xaxis_date): for
  // artists given date2num values directly. Unset locator and formatter become AutoDateLocator
  // and AutoDateFormatter; an empty view widens by two years each way.
  void xaxis_date();
  void yaxis_date();

  // ---- limits and scales
  void set_xlim(double lo, double hi);
  void set_ylim(double lo, double hi);
  void set_xlim_lo(double lo);
  void set_xlim_hi(double hi);
  void set_ylim_lo(double lo);
  void set_ylim_hi(double hi);
  void set_xscale(Scale s);
  void set_yscale(Scale s);
  void invert_xaxis();
  void invert_yaxis();
  void margins(double x, double y);
  // libplot extension: grow the y limit so value labels drawn above the data fit (default on).
  void set_auto_headroom(bool on);
  // libplot extension: let that headroom also grow an end fixed by set_xlim/set_ylim, which then
  // acts as the least view (default off). For limits chosen for one data set that must not cut
  // off the value labels of other data; the view still never shrinks below the fixed limits.
  void set_headroom_past_limits(bool on);

  // ---- ticks
  void set_xticks(std::vector<double> ticks, std::vector<std::string> labels = {});
  void set_yticks(std::vector<double> ticks, std::vector<std::string> labels = {});
  void set_xticklabels(std::vector<std::string> labels, const TextProps& props = {});
  void set_yticklabels(std::vector<std::string> labels, const TextProps& props = {});
  void tick_params(const TickParams& p);
  void set_minor_ticks(bool x, bool y);  // matplotlib's minorticks_on() per axis
  void set_thousands_separator(bool x, bool y);
  // The x / y axis, for set_major_locator, set_major_formatter and the minor ones
  // (matplotlib's ax.xaxis / ax.yaxis). set_xticks is set_major_locator(FixedLocator) and, with
  // labels, set_major_formatter(FixedFormatter); set_xticklabels is the FixedFormatter alone.
  Axis xaxis();
  Axis yaxis();

  // ---- decorations
  void set_title(std::string s, const TextProps& props = {}, std::optional<double> pad = {});
  void set_xlabel(std::string s, const TextProps& props = {}, std::optional<double> labelpad = {});
  void set_ylabel(std::string s, const TextProps& props = {}, std::optional<double> labelpad = {});
  void grid(const GridOptions& o = {});
  void set_axisbelow(bool below);
  void set_spine_visible(Side side, bool visible);
  void set_spine_color(Side side, const Color& c);
  void set_spine_width(Side side, double w);
  void set_facecolor(const Color& c);
  void axis_off();
  // A second y axis on the right sharing this x axis (matplotlib's twinx).
  Axes& twinx();
  // A second x axis on top sharing this y axis (matplotlib's twiny).
  Axes& twiny();
  // An extra x axis showing forward(x) (matplotlib's secondary_xaxis): at "top" or "bottom", or
  // at a height in axes fraction (ticks above from 0.5 up, below under it). Its limits follow
  // this axes'; set its label and tick options on the axes returned. Ticks are chosen in its own
  // units and placed through `inverse`.
  Axes& secondary_xaxis(const std::string& location, const AxisFunctions& functions = {});
  Axes& secondary_xaxis(double location, const AxisFunctions& functions = {});
  // An extra y axis showing forward(y): at "left", "right" or an axes-fraction x.
  Axes& secondary_yaxis(const std::string& location, const AxisFunctions& functions = {});
  Axes& secondary_yaxis(double location, const AxisFunctions& functions = {});
  // Share other's x (y) view (matplotlib's Axes.sharex): limits, scale, inversion and margins are
  // the group's, autoscaled over every sharing axes' data. One call per axes and axis.
  void sharex(Axes& other);
  void sharey(Axes& other);
  // Tick labels only on the grid's outer edges, axis labels only on the bottom row and left
  // column (matplotlib's label_outer).
  void label_outer();
  // Height/width of one data unit: "auto" (fill the box), "equal" (1) or a number; the box
  // shrinks to it at its centre (matplotlib's adjustable="box", anchor "C").
  void set_aspect(Choice<Aspect> aspect);
  void set_aspect(double aspect);

  const Theme& theme() const { return theme_; }

 private:
  // Axes are made by their Figure; libplot's layout reads their state (not part of the API).
  friend struct AxesAccess;
  struct LIBPLOT_NO_EXPORT State;
  LIBPLOT_NO_EXPORT Axes(FigureState& fig, const Theme& theme);
  LIBPLOT_NO_EXPORT Color next_color();
  LIBPLOT_NO_EXPORT void add(std::unique_ptr<Artist> a);
  // bar()/barh()'s error bars (BarOptions::yerr/xerr): checked, then (draw) added through errorbar().
  LIBPLOT_NO_EXPORT void bar_errors(const char* call, const BarContainer& c, const BarOptions& o, bool draw);
  // One data set's histogram patches: bars (left edge + offset, width fraction of the bin) or an outline.
  LIBPLOT_NO_EXPORT void hist_patches(std::span<const double> edges, std::span<const double> tops,
                                      std::span<const double> bottoms, double offset, double width,
                                      const HistOptions& o, const Color& c, bool labelled);

  FigureState& fig_;
  const Theme& theme_;
  std::unique_ptr<State> state_;
};

}  // namespace libplot
