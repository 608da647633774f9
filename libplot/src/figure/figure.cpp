// Figure: page, subplot grid, figure text, tight layout and output.
#include "libplot/figure.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "model/axes_state.hpp"
#include "model/figure_state.hpp"
#include "layout/page.hpp"
#include "render/offset_canvas.hpp"

namespace libplot {

Axes& FigureState::new_axes() {
  axes.push_back(std::make_unique<Axes>(*this, theme));
  return *axes.back();
}

Figure::Figure(const Theme& theme, const FigureOptions& o) : state_(std::make_unique<FigureState>()) {
  FigureState& s = *state_;
  s.theme = theme;
  s.width_in = o.width.value_or(theme.figure_width);
  s.height_in = o.height.value_or(theme.figure_height);
  s.dpi = o.dpi.value_or(theme.figure_dpi);
  s.facecolor = o.facecolor.value_or(theme.figure_facecolor);
  if (!(s.width_in > 0 && s.height_in > 0 && s.dpi > 0))
    throw std::invalid_argument("Figure: size and dpi must be positive");
}

Figure::~Figure() = default;
Figure::Figure(Figure&&) noexcept = default;

const Theme& Figure::theme() const { return state_->theme; }
double Figure::width_in() const { return state_->width_in; }
double Figure::height_in() const { return state_->height_in; }
double Figure::dpi() const { return state_->dpi; }
void Figure::set_matplotlib_compat(bool on) { state_->theme.matplotlib_compat = on; }

std::vector<Axes*> Figure::subplots(const GridSpec& g) {
  if (g.nrows < 1 || g.ncols < 1) throw std::invalid_argument("subplots: nrows and ncols must be >= 1");
  FigureState& s = *state_;
  s.grid = g;
  s.grid_set = true;
  std::vector<Axes*> out;
  for (int r = 0; r < g.nrows; ++r)
    for (int c = 0; c < g.ncols; ++c) {
      Axes& a = s.new_axes();
      a.state().row0 = r; a.state().row1 = r + 1;
      a.state().col0 = c; a.state().col1 = c + 1;
      out.push_back(&a);
    }
  return out;
}

Axes& Figure::add_subplot(const GridSpec& g, int r0, int r1, int c0, int c1) {
  FigureState& s = *state_;
  s.grid = g;
  s.grid_set = true;
  Axes& a = s.new_axes();
  a.state().row0 = r0; a.state().row1 = r1;
  a.state().col0 = c0; a.state().col1 = c1;
  return a;
}

Axes& Figure::add_axes(double left, double bottom, double width, double height) {
  Axes& a = state_->new_axes();
  a.state().fixed_rect = Rect{left, bottom, left + width, bottom + height};
  return a;
}

Axes& Figure::axes(std::size_t i) {
  if (state_->axes.empty()) subplots();
  return *state_->axes.at(i);
}

std::size_t Figure::axes_count() const { return state_->axes.size(); }

void Figure::suptitle(std::string s, const TextProps& props, std::optional<double> y) {
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

std::string Figure::render(Format f, const SaveOptions& o) const {
  const FigureState& s = *state_;
  RenderTarget t;
  t.dpi = o.dpi.value_or(s.theme.savefig_dpi.value_or(s.dpi));
  t.background = s.theme.savefig_facecolor.value_or(s.facecolor);
  t.width_in = s.width_in;
  t.height_in = s.height_in;
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
  // matplotlib truncates the page to whole pixels and loses the fraction at the top.
  double dy = 0;
  if (f == Format::Png) {
    const double hpx = t.height_in * t.dpi;
    dy = (hpx - std::floor(hpx + 1e-9)) * 72.0 / t.dpi;
  }
  return render_bytes(f, t, [&](Canvas& c) {
    OffsetCanvas shifted(c, {-box.x0, -box.y0 - dy});
    draw_page(page, shifted, s, text);
  });
}

void Figure::save(const std::filesystem::path& path, const SaveOptions& o) const {
  const Format f = o.format.value_or(format_from_path(path));
  write_file_atomically(path, render(f, o));
}

std::pair<int, int> Figure::pixel_size(const SaveOptions& o) const {
  const FigureState& s = *state_;
  RenderTarget t;
  t.dpi = o.dpi.value_or(s.theme.savefig_dpi.value_or(s.dpi));
  t.width_in = s.width_in;
  t.height_in = s.height_in;
  const ScopedTextMetrics metrics(text_metrics_for(Format::Png, t.dpi));
  if (o.bbox_tight) {
    const Rect box = layout_page(s, TextEngine::for_this_thread()).extent.padded(
        o.pad_inches.value_or(s.theme.savefig_pad_inches) * 72.0);
    t.width_in = box.width() / 72.0;
    t.height_in = box.height() / 72.0;
  }
  return {pixel_width(t), pixel_height(t)};
}

}  // namespace libplot
