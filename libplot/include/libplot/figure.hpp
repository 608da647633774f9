#pragma once
// Figure: the page, its axes grid, figure-level text, layout and saving (matplotlib's Figure).
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "libplot/export.hpp"
#include "libplot/axes.hpp"
#include "libplot/canvas.hpp"
#include "libplot/lint.hpp"
#include "libplot/render.hpp"
#include "libplot/theme.hpp"

namespace libplot {

struct FigureState;

struct FigureOptions {
  std::optional<double> width{}, height{};  // inches; default figure.figsize
  std::optional<double> dpi{};              // default figure.dpi
  std::optional<Color> facecolor{};
};

struct GridSpec {
  int nrows = 1, ncols = 1;
  std::vector<double> width_ratios{}, height_ratios{};
  std::optional<double> wspace{}, hspace{};  // in fractions of the mean axes width/height
};

// Which axes of a subplots grid share a view (matplotlib's sharex/sharey: False, True or
// "all", "row", "col").
enum class Share { None, All, Row, Col };

struct SubplotsOptions {
  Share sharex = Share::None;  // All and Col also keep x tick labels on the bottom row only
  Share sharey = Share::None;  // All and Row also keep y tick labels on the left column only
};

struct SubplotParams {
  std::optional<double> left{}, right{}, bottom{}, top{}, wspace{}, hspace{};
};

struct TightLayoutOptions {
  double pad = 1.08;                       // font sizes, around the figure edge
  std::optional<double> h_pad{}, w_pad{};  // font sizes, between subplots; default pad
  // Rect in figure fraction the subplots (with decorations) must fit in; default whole figure.
  std::optional<Rect> rect{};  // x0 = left, y0 = bottom, x1 = right, y1 = top
};

// A colorbar beside an axes, taking its room from that axes' cell as matplotlib's
// make_axes_gridspec does (fraction of the cell, pad between them, shrink along its length,
// box aspect long/short).
struct ColorbarOptions {
  enum class Orientation { Vertical, Horizontal } orientation = Orientation::Vertical;
  double fraction = 0.15;
  std::optional<double> pad = std::nullopt;  // fraction of the cell; default 0.05 vertical, 0.15 horizontal
  double shrink = 1.0;
  double aspect = 20;
  std::string label = "";
  // Triangles for the under (Min) and over (Max) colours, each 5% of the bar's interior length.
  Extend extend = Extend::Neither;
  std::optional<std::vector<double>> ticks = std::nullopt;  // fixed ticks; default the axis locator
  std::string format = "";  // pyformat template for the labels of `ticks` (needs them)
};

struct SaveOptions {
  std::optional<Format> format{};      // default: from the extension
  std::optional<double> dpi{};         // PNG; default savefig.dpi or the figure's
  bool bbox_tight = false;             // crop to what is drawn, plus pad_inches
  std::optional<double> pad_inches{};  // default savefig.pad_inches
};

class LIBPLOT_API Figure {
 public:
  explicit Figure(const Theme& theme, const FigureOptions& o = {});
  ~Figure();
  Figure(const Figure&) = delete;
  Figure& operator=(const Figure&) = delete;
  Figure(Figure&&) noexcept;

  // A grid of axes, row-major. The first call fixes the grid; axes(i) returns them. With
  // sharing, each axes shares with the first of its group (Axes::sharex/sharey).
  std::vector<Axes*> subplots(const GridSpec& g = {}, const SubplotsOptions& o = {});
  // One axes spanning rows [r0, r1) and columns [c0, c1) of a grid.
  Axes& add_subplot(const GridSpec& g, int r0, int r1, int c0, int c1);
  // An axes at a fixed rect in figure fraction (left, bottom, width, height).
  Axes& add_axes(double left, double bottom, double width, double height);
  Axes& axes(std::size_t i = 0);
  std::size_t axes_count() const;

  // A colorbar for `mapping` beside `parent`; returns the colorbar's axes (its long axis carries
  // the ticks and the label). Throws InvalidArgument when parent already has one.
  Axes& colorbar(const ScalarMappable& mapping, Axes& parent, const ColorbarOptions& o = {});

  void suptitle(std::string s, const TextProps& props = {}, std::optional<double> y = {});
  // Text at (x, y) in figure fraction.
  void text(Point pos, std::string s, const TextProps& props = {});
  void subplots_adjust(const SubplotParams& p);
  void tight_layout(const TightLayoutOptions& o = {});

  double width_in() const;
  double height_in() const;
  double dpi() const;
  const Theme& theme() const;
  // matplotlib-compat mode (the theme's libplot.matplotlib_compat): the figure is drawn as
  // matplotlib draws it, every improvement of docs/better-than-matplotlib.md off. Read when the
  // figure is drawn, so it may be set after the figure is built.
  void set_matplotlib_compat(bool on);

  // Lays out and draws the figure onto a canvas (figure points, origin top-left). Returns the
  // bounding box of everything drawn (for tight bounding boxes).
  Rect draw(Canvas& canvas) const;
  // Renders to bytes or to a file (atomically).
  std::string render(Format f, const SaveOptions& o = {}) const;
  void save(const std::filesystem::path& path, const SaveOptions& o = {}) const;
  // Lays the figure out, records what it draws and lints it (docs/lint.md).
  std::vector<LintFinding> lint(const LintOptions& o = {}) const;
  // Pixel size a PNG save would produce.
  std::pair<int, int> pixel_size(const SaveOptions& o = {}) const;

 private:
  friend struct FigureAccess;           // libplot's layout reads the state (not part of the API)
  std::unique_ptr<FigureState> state_;  // on the heap, so axes keep a stable reference
};

}  // namespace libplot
