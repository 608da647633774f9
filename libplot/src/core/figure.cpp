// Figure: page, subplot grid, figure text, tight layout and output.
#include "libplot/figure.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "core/axes_state.hpp"
#include "core/figure_state.hpp"
#include "core/null_canvas.hpp"
#include "layout/axes_layout.hpp"
#include "layout/tight_layout.hpp"
#include "core/offset_canvas.hpp"

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

Rect figure_text_box(const FigureState& s, const FigureText& t, TextEngine& text, TextRun* run) {
  const Theme& th = s.theme;
  const FontSpec font = font_from(t.props, th, th.font_size);
  TextBlock block = text.layout(t.text, font, t.props.multialign.value_or(t.props.ha), t.props.linespacing);
  const Point anchor{t.pos.x * s.width_pt(), (1 - t.pos.y) * s.height_pt()};
  const PlacedText placed = place_text(block, anchor, t.props.ha, t.props.va, t.props.rotation);
  if (run) {
    Color c = t.props.color.value_or(th.text_color);
    c.a *= t.props.alpha;
    *run = {std::move(block), placed.origin, placed.rotation_deg, c};
  }
  return placed.bbox;
}

// libplot: figure texts keep a margin of a quarter of their font size from the page edges
// (matplotlib lets a footer end 2 px above the bottom). A text moved away from the bottom or top
// edge pushes the texts stacked beside it by as much as it closed their gap, so a block of footer
// lines moves together and keeps its spacing.
void keep_inside_page(std::vector<TextRun>& runs, std::vector<Rect>& boxes, const std::vector<double>& sizes,
                      const Rect& page) {
  auto shift = [&](std::size_t i, double dx, double dy) {
    runs[i].origin = {runs[i].origin.x + dx, runs[i].origin.y + dy};
    boxes[i] = {boxes[i].x0 + dx, boxes[i].y0 + dy, boxes[i].x1 + dx, boxes[i].y1 + dy};
  };
  std::vector<std::size_t> order(runs.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  // Bottom edge: from the lowest text up. A text closer than half a line above a moved one
  // (and overlapping it across) belongs to the same stack and moves by the same amount.
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return boxes[a].y1 > boxes[b].y1; });
  std::vector<double> moved(runs.size(), 0.0);
  for (std::size_t k = 0; k < order.size(); ++k) {
    const std::size_t i = order[k];
    const double need = boxes[i].y1 - (page.y1 - 0.25 * sizes[i]);
    if (need > 0 && need > -moved[i]) moved[i] = -need;
    if (moved[i] == 0) continue;
    for (std::size_t m = k + 1; m < order.size(); ++m) {
      const std::size_t j = order[m];
      const bool across = boxes[j].x0 < boxes[i].x1 && boxes[j].x1 > boxes[i].x0;
      const double gap = boxes[i].y0 - boxes[j].y1;
      if (across && gap < 0.5 * boxes[j].height()) moved[j] = std::min(moved[j], moved[i]);
    }
  }
  for (std::size_t i = 0; i < runs.size(); ++i) shift(i, 0, moved[i]);
  // Top, left and right edges: move in, no stacking.
  for (std::size_t i = 0; i < runs.size(); ++i) {
    const double margin = 0.25 * sizes[i];
    if (boxes[i].y0 < page.y0 + margin) shift(i, 0, page.y0 + margin - boxes[i].y0);
    if (boxes[i].x0 < page.x0 + margin) shift(i, page.x0 + margin - boxes[i].x0, 0);
    if (boxes[i].x1 > page.x1 - margin) shift(i, page.x1 - margin - boxes[i].x1, 0);
  }
}

Rect Figure::draw(Canvas& canvas) const {
  const FigureState& s = *state_;
  TextEngine& text = TextEngine::for_this_thread();
  canvas.fill_path(Path::rectangle({0, 0, s.width_pt(), s.height_pt()}), s.facecolor);
  const std::vector<Rect> axes_rects = axes_boxes(s, text);
  Rect drawn = Rect::empty();
  for (std::size_t i = 0; i < s.axes.size(); ++i) {
    const AxesLayout lay = layout_axes(*s.axes[i], axes_rects[i], s, text);
    drawn = drawn.united(draw_axes(*s.axes[i], lay, canvas, s, text));
  }
  std::vector<TextRun> runs;
  std::vector<Rect> boxes;
  std::vector<double> sizes;
  for (const FigureText& t : s.texts) {
    if (t.text.empty()) continue;
    runs.emplace_back();
    boxes.push_back(figure_text_box(s, t, text, &runs.back()));
    sizes.push_back(runs.back().block.font.size);
  }
  if (!s.theme.matplotlib_compat)
    keep_inside_page(runs, boxes, sizes, {0, 0, s.width_pt(), s.height_pt()});
  for (std::size_t i = 0; i < runs.size(); ++i) {
    drawn = drawn.united(boxes[i]);
    canvas.draw_text(runs[i]);
  }
  return drawn;
}

namespace {

TextMetrics text_metrics_for(Format f, double dpi) {
  return f == Format::Png && dpi > 0 && std::isfinite(dpi) ? TextMetrics::raster_at(dpi)
                                                          : TextMetrics::vector();
}

// The tight bounding box (matplotlib's bbox_inches="tight"): what is drawn, plus the pad.
Rect tight_box(const Figure& fig, double pad_in) {
  NullCanvas null_canvas;
  return fig.draw(null_canvas).padded(pad_in * 72.0);
}

}  // namespace

std::string Figure::render(Format f, const SaveOptions& o) const {
  const FigureState& s = *state_;
  RenderTarget t;
  t.dpi = o.dpi.value_or(s.theme.savefig_dpi.value_or(s.dpi));
  t.background = s.theme.savefig_facecolor.value_or(s.facecolor);
  t.width_in = s.width_in;
  t.height_in = s.height_in;
  // The tight box is measured with the output's text metrics (render_bytes sets the same).
  const ScopedTextMetrics metrics(text_metrics_for(f, t.dpi));
  if (!o.bbox_tight) return render_bytes(f, t, [&](Canvas& c) { draw(c); });
  const Rect box = tight_box(*this, o.pad_inches.value_or(s.theme.savefig_pad_inches));
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
    draw(shifted);
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
    const Rect box = tight_box(*this, o.pad_inches.value_or(s.theme.savefig_pad_inches));
    t.width_in = box.width() / 72.0;
    t.height_in = box.height() / 72.0;
  }
  return {pixel_width(t), pixel_height(t)};
}

}  // namespace libplot
