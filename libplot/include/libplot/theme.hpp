#pragma once
// A theme is libplot's rcParams: every default an artist or the layout reads, as a value (no
// global state). Theme{} holds matplotlib 3.6's defaults; themes/*.json override them by rcParams
// key ("axes.facecolor": "#fcfcfb"), optionally on top of another theme ("extends": "base").
// docs/themes.md lists every key and value form.
#include <filesystem>
#include <optional>
#include <utility>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "libplot/export.hpp"
#include "libplot/canvas.hpp"
#include "libplot/choice.hpp"
#include "libplot/color.hpp"
#include "libplot/error.hpp"
#include "libplot/text.hpp"

namespace libplot {

// Bounds that themes and the calls share, so that no value makes a figure allocate or fail
// without a message naming it (docs/themes.md, docs/api.md):
// - dpi: FreeType sizes raster text to at most 65535 pixels at 8x horizontal hinting, that is
//   font size x dpi <= 589815 (10 pt up to 58981 dpi, 1000 pt up to 589 dpi), and a PNG side
//   is at most 32767 pixels (3.3 inches at 10000 dpi); 1e9 dpi failed in FreeType naming no key.
inline constexpr double kMaxDpi = 10000;
// - figure sides: 200 inches is the largest PDF page (14400 points).
inline constexpr double kMaxFigureInches = 200;
// - histogram bins: 1e8 bins took minutes and gigabytes; matplotlib's default is 10.
inline constexpr int kMaxHistBins = 100000;

struct TickTheme {
  Color color{0, 0, 0, 1};
  std::optional<Color> labelcolor{};  // "inherit": the tick colour
  double labelsize = 10;              // points
  double major_size = 3.5, minor_size = 2.0;
  double major_width = 0.8, minor_width = 0.6;
  double major_pad = 3.5, minor_pad = 3.4;
  enum class Direction { Out, In, InOut } direction = Direction::Out;
  bool minor_visible = false;
  friend bool operator==(const TickTheme&, const TickTheme&) = default;
};

struct LIBPLOT_API Theme {
  // figure.*
  double figure_dpi = 100;
  double figure_width = 6.4, figure_height = 4.8;  // inches
  Color figure_facecolor{1, 1, 1, 1};
  double figure_titlesize = 12;
  FontWeight figure_titleweight = FontWeight::Normal;
  double subplot_left = 0.125, subplot_right = 0.9, subplot_bottom = 0.11, subplot_top = 0.88;
  double subplot_wspace = 0.2, subplot_hspace = 0.2;
  // savefig.*
  std::optional<Color> savefig_facecolor{};  // "auto": the figure's
  std::optional<double> savefig_dpi{};       // "figure": the figure's
  double savefig_pad_inches = 0.1;
  // path.*: long unfilled polylines simplified in device units (pixels, or points for PDF/SVG)
  bool path_simplify = true;
  double path_simplify_threshold = 0.111111111111;
  // font.* and text.*
  std::string font_family = "DejaVu Sans";
  double font_size = 10;
  FontWeight font_weight = FontWeight::Normal;
  Color text_color{0, 0, 0, 1};
  // axes.*
  Color axes_facecolor{1, 1, 1, 1};
  Color axes_edgecolor{0, 0, 0, 1};
  double axes_linewidth = 0.8;
  Color axes_labelcolor{0, 0, 0, 1};
  double axes_labelsize = 10;
  FontWeight axes_labelweight = FontWeight::Normal;
  double axes_labelpad = 4.0;
  double axes_titlesize = 12;
  FontWeight axes_titleweight = FontWeight::Normal;
  std::optional<Color> axes_titlecolor{};  // "auto": text colour
  double axes_titlepad = 6.0;
  std::optional<double> axes_titley{};  // None: 1.0, raised above top-side tick labels (auto)
  bool axes_grid = false;
  Choice<WhichAxis> axes_grid_axis = WhichAxis::Both;
  Choice<WhichTicks> axes_grid_which = WhichTicks::Major;
  enum class AxisBelow { Below, Line, Above } axes_axisbelow = AxisBelow::Line;
  double axes_xmargin = 0.05, axes_ymargin = 0.05;
  bool spine_left = true, spine_bottom = true, spine_top = true, spine_right = true;
  std::vector<Color> prop_cycle = default_cycle();  // axes.prop_cycle colours; tab10, never empty
  // xtick.* / ytick.*
  TickTheme xtick{}, ytick{};
  // grid.*
  Color grid_color{176 / 255.0, 176 / 255.0, 176 / 255.0, 1};  // #b0b0b0
  double grid_linewidth = 0.8;
  std::string grid_linestyle = "-";
  double grid_alpha = 1.0;
  // lines.* / patch.* / errorbar / scatter / hist
  double lines_linewidth = 1.5;
  double lines_markersize = 6;
  double lines_markeredgewidth = 1.0;
  LineCap lines_solid_capstyle = LineCap::Projecting;
  LineCap lines_dash_capstyle = LineCap::Butt;
  LineJoin lines_solid_joinstyle = LineJoin::Round;
  LineJoin lines_dash_joinstyle = LineJoin::Round;
  double patch_linewidth = 1.0;
  double errorbar_capsize = 0;
  std::string scatter_marker = "o";
  int hist_bins = 10;
  // legend.*
  Choice<LegendLoc> legend_loc = LegendLoc::Best;
  bool legend_frameon = true;
  double legend_framealpha = 0.8;
  std::optional<Color> legend_facecolor{};   // "inherit": axes face colour
  Color legend_edgecolor{0.8, 0.8, 0.8, 1};  // "inherit" in a theme file: axes.edgecolor
  bool legend_fancybox = true;
  double legend_fontsize = 10;
  double legend_borderpad = 0.4, legend_labelspacing = 0.5, legend_handlelength = 2.0,
         legend_handleheight = 0.7, legend_handletextpad = 0.8, legend_borderaxespad = 0.5,
         legend_columnspacing = 2.0, legend_markerscale = 1.0;
  int legend_numpoints = 1, legend_scatterpoints = 1;
  // libplot.matplotlib_compat: draw what matplotlib draws, defects included: every deliberate
  // improvement of docs/better-than-matplotlib.md off (Figure::set_matplotlib_compat).
  bool matplotlib_compat = false;
  // Named colours a theme defines for its users (drivers refer to them by name), in file order;
  // a theme that extends another overrides entries by name and appends new ones.
  std::vector<std::pair<std::string, Color>> palette{};

  // A colour from the palette by name (exact match), else "C<n>" from prop_cycle (modulo its
  // length), else parse_color(name). Throws ColorError.
  Color color(std::string_view name) const;
  // prop_cycle[index % prop_cycle.size()].
  const Color& cycle(std::size_t index) const { return prop_cycle[index % prop_cycle.size()]; }
  FontSpec font(double size, FontWeight weight = FontWeight::Normal) const {
    return {font_family, size, weight, FontStyle::Normal};
  }

  // Reads a JSON theme (comments allowed). "extends" names another theme file in the same
  // directory (without .json), resolved recursively; keys are rcParams names; font sizes accept
  // matplotlib's names ("medium", "large", ...) relative to the final font.size, and colour
  // values may name a palette entry. Throws ThemeError naming the file and the key on an unknown
  // key or a bad value ("themes/x.json: unknown key 'axes.fooo'").
  static Theme load(const std::filesystem::path& file);
  // Same, from JSON text; `origin` names the source in error messages. "extends" resolves in
  // `directory`, or, when it is empty, as named() does.
  static Theme parse(std::string_view json, std::string_view origin,
                     const std::filesystem::path& directory = {});
  // <name>.json from the themes/ folder of libplot's data directory: $LIBPLOT_DATA_DIR/themes
  // when that is set, else the installed share/libplot/themes found relative to the loaded
  // library (in the build tree, the source tree's themes/). Throws ThemeError "no theme named
  // 'x' (looked in ...)" when it is not there.
  static Theme named(std::string_view name);
  // Where named() finds <name>.json, or an empty path.
  static std::filesystem::path find(std::string_view name);

  friend bool operator==(const Theme&, const Theme&) = default;
};

}  // namespace libplot
