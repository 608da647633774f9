// Compiled with -Wall -Wextra -Werror (tests/errors/CMakeLists.txt): every public aggregate filled
// by a designated initialiser naming one field, as user code does, must not warn
// (-Wmissing-field-initializers flags every field without a default initialiser).
#include "libplot/libplot.hpp"
#include "libplot/norm.hpp"

namespace libplot {

void options_compile_warning_free() {
  [[maybe_unused]] BarOptions bar{.zorder = 3};
  [[maybe_unused]] LineOptions line{.zorder = 3};
  [[maybe_unused]] ErrorbarOptions errorbar{.zorder = 3};
  [[maybe_unused]] ScatterOptions scatter{.zorder = 3};
  [[maybe_unused]] FillOptions fill{.zorder = 3};
  [[maybe_unused]] RefLineOptions ref{.zorder = 3};
  [[maybe_unused]] SpanOptions span{.zorder = 3};
  [[maybe_unused]] HistOptions hist{.zorder = 3};
  [[maybe_unused]] PieOptions pie{.radius = 2};
  [[maybe_unused]] StairsOptions stairs{.fill = true};
  [[maybe_unused]] HVLinesOptions hvlines{.zorder = 3};
  [[maybe_unused]] StackplotOptions stack{.alpha = 0.5};
  [[maybe_unused]] LegendEntry entry{.label = "a"};
  [[maybe_unused]] ViolinOptions violin{.vert = false};
  [[maybe_unused]] ViolinStats violin_stats{.mean = 1};
  [[maybe_unused]] TextOptions text{.zorder = 3};
  [[maybe_unused]] AnnotateOptions annotate{.zorder = 3};
  [[maybe_unused]] LegendOptions legend{.ncol = 2};
  [[maybe_unused]] GridOptions grid{.visible = false};
  [[maybe_unused]] TickParams tick{.which = "minor"};
  [[maybe_unused]] PointLabelOptions labels{.offset = 3};
  [[maybe_unused]] FigureOptions figure{.dpi = 100};
  [[maybe_unused]] GridSpec gridspec{.ncols = 2};
  [[maybe_unused]] SubplotParams params{.top = 0.9};
  [[maybe_unused]] TightLayoutOptions tight{.pad = 1};
  [[maybe_unused]] SaveOptions save{.bbox_tight = true};
  [[maybe_unused]] TextProps props{.rotation = 90};
  [[maybe_unused]] BoxStyle box{.pad = 0.5};
  [[maybe_unused]] ArrowProps arrow{.linewidth = 2};
  [[maybe_unused]] FontSpec font{.size = 8};
  [[maybe_unused]] LineStyle style{.width = 2};
  [[maybe_unused]] TextRun run{.rotation_deg = 90};
  [[maybe_unused]] LineMetrics metrics{.ascent = 1};
  [[maybe_unused]] TextSpan span_{.dx = 1};
  [[maybe_unused]] TextLine text_line{.x = 1};
  [[maybe_unused]] TextBlock block{.width = 1};
  [[maybe_unused]] PlacedText placed{.rotation_deg = 1};
  [[maybe_unused]] DashSpec dash{.offset = 1};
  [[maybe_unused]] MarkerShape marker{.filled = false};
  [[maybe_unused]] RenderTarget target{.dpi = 72};
  [[maybe_unused]] RecordedText recorded_text{.rotation_deg = 1};
  [[maybe_unused]] RecordedPath recorded_path{.segment_count = 1};
  [[maybe_unused]] Scale scale{.base = 2};
  [[maybe_unused]] Interval interval{.hi = 2};
  [[maybe_unused]] AxesTransform transform{.box = {}};
  [[maybe_unused]] Point point{.y = 1};
  [[maybe_unused]] Rect rect{.x1 = 1};
  [[maybe_unused]] Affine affine{.e = 1};
  [[maybe_unused]] Color color{.a = 0.5};
  [[maybe_unused]] TickTheme tick_theme{.labelsize = 8};
  [[maybe_unused]] Theme theme{.font_size = 12};
  [[maybe_unused]] MaxNLocator max_n{.integer = true};
  [[maybe_unused]] LogLocator log{.base = 2};
  [[maybe_unused]] ScalarFormatter scalar{.scientific = false};
  [[maybe_unused]] ScalarFormatter::Result result{.decimals = 1};
  [[maybe_unused]] AxisView view{.tick_space = 4};
  [[maybe_unused]] TickLabels tick_labels{.offset_text = "1e6"};
  [[maybe_unused]] MultipleLocator multiple{.base = 0.5};
  [[maybe_unused]] FixedLocator fixed{.nbins = 3};
  [[maybe_unused]] AutoMinorLocator auto_minor{.ndivs = 4};
  [[maybe_unused]] FixedFormatter fixed_fmt{.labels = {"a"}};
  [[maybe_unused]] FormatStrFormatter format_str{.fmt = "%d"};
  [[maybe_unused]] StrMethodFormatter str_method{.fmt = "{x}"};
  [[maybe_unused]] PercentFormatter percent{.decimals = 1};
  [[maybe_unused]] EngFormatter eng{.unit = "Hz"};
  [[maybe_unused]] LogFormatter log_formatter{.min_exponent = 1};
  [[maybe_unused]] ScalarMappable mappable{.alpha = 0.5};
  [[maybe_unused]] Extent extent{.top = 2};
  [[maybe_unused]] ImageOptions image{.alpha = 0.5};
  [[maybe_unused]] MeshOptions mesh{.alpha = 0.5};
  [[maybe_unused]] CellLabelOptions cells{.zorder = 4};
  [[maybe_unused]] ColorbarOptions colorbar{.shrink = 0.8};
  [[maybe_unused]] Image img{.height = 1};
  [[maybe_unused]] RecordedImage recorded_image{.height = 1};
  [[maybe_unused]] Colormap::Segment segment{.y1 = 1};
  [[maybe_unused]] Normalize normalize{.clip = true};
  [[maybe_unused]] LogNorm log_norm{.clip = true};
  [[maybe_unused]] SymLogNorm symlog{.base = 2};
  [[maybe_unused]] TwoSlopeNorm two_slope{.vcenter = 1};
  [[maybe_unused]] CenteredNorm centered{.clip = true};
  [[maybe_unused]] BoundaryNorm boundary{.ncolors = 8};
  [[maybe_unused]] BarContainer bars{.horizontal = true};
  [[maybe_unused]] BarLabelOptions bar_label{.padding = 2};
  [[maybe_unused]] ContourOptions contour{.nlevels = 5};
  [[maybe_unused]] ContourSet contour_set{.filled = true};
  [[maybe_unused]] ClabelOptions clabel{.inline_spacing = 3};
  [[maybe_unused]] DrawGroup group{.frame_on = true};
  [[maybe_unused]] LintOptions lint{.page_margin = 2};
  [[maybe_unused]] LintSubject subject{.axes = 0};
  [[maybe_unused]] LintFinding finding{.severity = Severity::Warning};
  [[maybe_unused]] SubplotsOptions subplots_options{.sharey = Share::Row};
  [[maybe_unused]] AxisFunctions axis_functions{.inverse = [](double v) { return v; }};
}

}  // namespace libplot
