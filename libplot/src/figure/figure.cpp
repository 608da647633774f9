// Figure: page, subplot grid, figure text, tight layout and output.
#include "libplot/figure.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <tuple>

#include "model/axes_state.hpp"
#include "model/figure_state.hpp"
#include "figure/checks.hpp"
#include "figure/label_outer.hpp"
#include "layout/page.hpp"
#include "render/offset_canvas.hpp"

namespace libplot {

Axes& FigureState::new_axes() {
  axes.push_back(AxesAccess::make(*this, theme));
  return *axes.back();
}

Figure::Figure(const Theme& theme, const FigureOptions& o) : state_(std::make_unique<FigureState>()) {
  FigureState& s = *state_;
  s.theme = theme;
  s.width_in = o.width.value_or(theme.figure_width);
  s.height_in = o.height.value_or(theme.figure_height);
  s.dpi = o.dpi.value_or(theme.figure_dpi);
  s.facecolor = o.facecolor.value_or(theme.figure_facecolor);
  check::positive("Figure", "width", s.width_in);
  check::positive("Figure", "height", s.height_in);
  check::positive("Figure", "dpi", s.dpi);
  check::at_most("Figure", "width", s.width_in, kMaxFigureInches, "kMaxFigureInches");
  check::at_most("Figure", "height", s.height_in, kMaxFigureInches, "kMaxFigureInches");
  check::at_most("Figure", "dpi", s.dpi, kMaxDpi, "kMaxDpi");
}

Figure::~Figure() = default;
Figure::Figure(Figure&&) noexcept = default;

const Theme& Figure::theme() const { return state_->theme; }
double Figure::width_in() const { return state_->width_in; }
double Figure::height_in() const { return state_->height_in; }
double Figure::dpi() const { return state_->dpi; }
void Figure::set_matplotlib_compat(bool on) { state_->theme.matplotlib_compat = on; }

// matplotlib's GridSpec checks: positive counts, one ratio per row/column (or none).
static void check_grid(const char* call, const GridSpec& g) {
  for (const auto& [arg, n] : {std::pair{"nrows", g.nrows}, std::pair{"ncols", g.ncols}})
    if (n < 1)
      throw InvalidArgument(std::string(call) + ": " + arg + " is " + std::to_string(n) +
                            "; it must be >= 1");
  for (const auto& [arg, r, n, of] : {std::tuple{"width_ratios", &g.width_ratios, g.ncols, "ncols"},
                                      std::tuple{"height_ratios", &g.height_ratios, g.nrows, "nrows"}}) {
    if (!r->empty() && r->size() != static_cast<std::size_t>(n))
      throw InvalidArgument(std::string(call) + ": " + arg + " has " + std::to_string(r->size()) +
                            " values but " + of + " is " + std::to_string(n));
    for (double v : *r) check::positive(call, arg, v);
  }
  check::non_negative(call, "wspace", g.wspace);
  check::non_negative(call, "hspace", g.hspace);
}

std::vector<Axes*> Figure::subplots(const GridSpec& g, const SubplotsOptions& o) {
  check_grid("subplots", g);
  FigureState& s = *state_;
  s.grid = g;
  s.grid_set = true;
  std::vector<Axes*> out;
  for (int r = 0; r < g.nrows; ++r)
    for (int c = 0; c < g.ncols; ++c) {
      Axes& a = s.new_axes();
      state_of(a).row0 = r;
      state_of(a).row1 = r + 1;
      state_of(a).col0 = c;
      state_of(a).col1 = c + 1;
      out.push_back(&a);
    }
  // matplotlib's subplots: each axes shares with the first of its group (all, its row or its
  // column), and tick labels stay on the outer edges of the shared direction.
  for (const auto& [share, is_x] : {std::pair{o.sharex, true}, std::pair{o.sharey, false}}) {
    if (share == Share::None) continue;
    for (int r = 0; r < g.nrows; ++r)
      for (int c = 0; c < g.ncols; ++c) {
        const int lr = share == Share::Col ? 0 : r, lc = share == Share::Row ? 0 : c;
        const int leader = share == Share::All ? 0 : lr * g.ncols + lc;
        Axes& a = *out[static_cast<std::size_t>(r * g.ncols + c)];
        if (&a == out[static_cast<std::size_t>(leader)]) continue;
        if (is_x) a.sharex(*out[static_cast<std::size_t>(leader)]);
        else a.sharey(*out[static_cast<std::size_t>(leader)]);
      }
    const bool outer =
        is_x ? (share == Share::All || share == Share::Col) : (share == Share::All || share == Share::Row);
    if (outer)
      for (Axes* a : out) label_outer_axis(state_of(*a), s, is_x);
  }
  return out;
}

Axes& Figure::add_subplot(const GridSpec& g, int r0, int r1, int c0, int c1) {
  check_grid("add_subplot", g);
  for (const auto& [what, lo, hi, n] :
       {std::tuple{"rows", r0, r1, g.nrows}, std::tuple{"columns", c0, c1, g.ncols}})
    if (!(0 <= lo && lo < hi && hi <= n))
      throw InvalidArgument("add_subplot: " + std::string(what) + " [" + std::to_string(lo) + ", " +
                            std::to_string(hi) + ") are not a non-empty range within the grid's " +
                            std::to_string(n));
  FigureState& s = *state_;
  s.grid = g;
  s.grid_set = true;
  Axes& a = s.new_axes();
  state_of(a).row0 = r0;
  state_of(a).row1 = r1;
  state_of(a).col0 = c0;
  state_of(a).col1 = c1;
  return a;
}

Axes& Figure::add_axes(double left, double bottom, double width, double height) {
  check::finite("add_axes", "left", left);
  check::finite("add_axes", "bottom", bottom);
  check::positive("add_axes", "width", width);
  check::positive("add_axes", "height", height);
  Axes& a = state_->new_axes();
  state_of(a).fixed_rect = Rect{left, bottom, left + width, bottom + height};
  return a;
}

Axes& Figure::axes(std::size_t i) {
  if (state_->axes.empty()) subplots();
  if (i >= state_->axes.size())
    throw InvalidArgument("Figure::axes: index " + std::to_string(i) + " but the figure has " +
                          std::to_string(state_->axes.size()) + " axes");
  return *state_->axes[i];
}

std::size_t Figure::axes_count() const { return state_->axes.size(); }

void Figure::suptitle(std::string s, const TextProps& props, std::optional<double> y) {
  check::mathtext("suptitle", "s", s);
  if (y) check::finite("suptitle", "y", *y);
  FigureText t;
  t.pos = {0.5, y.value_or(0.98)};
  t.text = std::move(s);
  t.props = props;
  t.props.ha = props.ha == HAlign::Left ? HAlign::Center : props.ha;
  t.props.va = VAlign::Top;
  if (!t.props.size) t.props.size = state_->theme.figure_titlesize;
  if (!t.props.weight) t.props.weight = state_->theme.figure_titleweight;
  t.is_suptitle = true;
  auto& texts = state_->texts;
  texts.erase(std::remove_if(texts.begin(), texts.end(), [](const FigureText& f) { return f.is_suptitle; }),
              texts.end());
  texts.push_back(std::move(t));
}

void Figure::text(Point pos, std::string s, const TextProps& props) {
  check::finite("Figure::text", "x", pos.x);
  check::finite("Figure::text", "y", pos.y);
  check::mathtext("Figure::text", "s", s);
  state_->texts.push_back({pos, std::move(s), props, false});
}

void Figure::subplots_adjust(const SubplotParams& p) {
  SubplotParams& q = state_->params;
  if (p.left) q.left = p.left;
  if (p.right) q.right = p.right;
  if (p.bottom) q.bottom = p.bottom;
  if (p.top) q.top = p.top;
  if (p.wspace) q.wspace = p.wspace;
  if (p.hspace) q.hspace = p.hspace;
  state_->tight.reset();
}

void Figure::tight_layout(const TightLayoutOptions& o) { state_->tight = o; }

// ---------------------------------------------------------------- drawing

namespace {
TextMetrics text_metrics_for(Format f, double dpi) {
  return f == Format::Png && dpi > 0 && std::isfinite(dpi) ? TextMetrics::raster_at(dpi)
                                                           : TextMetrics::vector();
}
}  // namespace

Rect Figure::draw(Canvas& canvas) const {
  TextEngine& text = TextEngine::for_this_thread();
  const PageLayout page = layout_page(*state_, text);
  draw_page(page, canvas, *state_, text);
  return page.extent;
}

static void check_save_options(const char* call, const SaveOptions& o) {
  check::positive(call, "dpi", o.dpi);
  check::at_most(call, "dpi", o.dpi, kMaxDpi, "kMaxDpi");
  check::non_negative(call, "pad_inches", o.pad_inches);
}

std::string Figure::render(Format f, const SaveOptions& o) const {
  check_save_options("render", o);
  const FigureState& s = *state_;
  RenderTarget t;
  t.dpi = o.dpi.value_or(s.theme.savefig_dpi.value_or(s.dpi));
  t.background = s.theme.savefig_facecolor.value_or(s.facecolor);
  t.width_in = s.width_in;
  t.height_in = s.height_in;
  t.path_simplify_threshold = s.theme.path_simplify ? s.theme.path_simplify_threshold : 0.0;
  for (const auto& ax : s.axes)
    for (const auto& a : state_of(*ax).artists) t.markers += a->markers();
  // One layout per save: a tight bounding box is the extent the layout computed, not a draw.
  // Text is measured as matplotlib's backend for this format measures it (render_bytes draws
  // in the same mode).
  const ScopedTextMetrics metrics(text_metrics_for(f, t.dpi));
  TextEngine& text = TextEngine::for_this_thread();
  const PageLayout page = layout_page(s, text);
  if (!o.bbox_tight) return render_bytes(f, t, [&](Canvas& c) { draw_page(page, c, s, text); });
  const Rect box = page.extent.padded(o.pad_inches.value_or(s.theme.savefig_pad_inches) * 72.0);
  t.width_in = box.width() / 72.0;
  t.height_in = box.height() / 72.0;
  // matplotlib truncates the page to whole pixels and loses the fraction at the top: the PNG
  // renderer's y offset does that (render_bytes), for tight boxes as for whole pages.
  return render_bytes(f, t, [&](Canvas& c) {
    OffsetCanvas shifted(c, {-box.x0, -box.y0});
    draw_page(page, shifted, s, text);
  });
}

void Figure::save(const std::filesystem::path& path, const SaveOptions& o) const {
  check_save_options("save", o);
  const Format f = o.format.value_or(format_from_path(path));
  output_target(path);  // a FIFO or a device is refused before rendering, not after
  write_file_atomically(path, render(f, o));
}

std::pair<int, int> Figure::pixel_size(const SaveOptions& o) const {
  check_save_options("pixel_size", o);
  const FigureState& s = *state_;
  RenderTarget t;
  t.dpi = o.dpi.value_or(s.theme.savefig_dpi.value_or(s.dpi));
  t.width_in = s.width_in;
  t.height_in = s.height_in;
  const ScopedTextMetrics metrics(text_metrics_for(Format::Png, t.dpi));
  if (o.bbox_tight) {
    const Rect box = layout_page(s, TextEngine::for_this_thread())
                         .extent.padded(o.pad_inches.value_or(s.theme.savefig_pad_inches) * 72.0);
    t.width_in = box.width() / 72.0;
    t.height_in = box.height() / 72.0;
  }
  return {pixel_width(t), pixel_height(t)};
}

}  // namespace libplot
