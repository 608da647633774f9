#include "model/artist.hpp"

#include <algorithm>
#include <cmath>

#include "model/figure_state.hpp"
#include "libplot/linestyle.hpp"

namespace libplot {

void DataLimits::add_x(double x) {
  if (!std::isfinite(x)) return;
  xmin = std::min(xmin, x);
  xmax = std::max(xmax, x);
  if (x > 0) xminpos = std::min(xminpos, x);
}

void DataLimits::add_y(double y) {
  if (!std::isfinite(y)) return;
  ymin = std::min(ymin, y);
  ymax = std::max(ymax, y);
  if (y > 0) yminpos = std::min(yminpos, y);
}

void DataLimits::merge(const DataLimits& o) {
  xmin = std::min(xmin, o.xmin);
  xmax = std::max(xmax, o.xmax);
  ymin = std::min(ymin, o.ymin);
  ymax = std::max(ymax, o.ymax);
  xminpos = std::min(xminpos, o.xminpos);
  yminpos = std::min(yminpos, o.yminpos);
  sticky_x.insert(sticky_x.end(), o.sticky_x.begin(), o.sticky_x.end());
  sticky_y.insert(sticky_y.end(), o.sticky_y.begin(), o.sticky_y.end());
}

namespace {
double resolve_one(double v, Coord c, bool is_x, const DrawContext& ctx) {
  switch (c) {
    case Coord::Data: return is_x ? ctx.tr.x_to_fig(v) : ctx.tr.y_to_fig(v);
    case Coord::AxesFraction:
      return is_x ? ctx.tr.box.x0 + v * ctx.tr.box.width() : ctx.tr.box.y1 - v * ctx.tr.box.height();
    case Coord::FigureFraction: return is_x ? v * ctx.figure_box.width() : ctx.figure_box.height() * (1 - v);
    case Coord::OffsetPoints: return is_x ? v : -v;  // relative; the caller adds the base point
  }
  return v;
}
}  // namespace

Point DrawContext::resolve(Point p, Coords c) const {
  return {resolve_one(p.x, c.x, true, *this), resolve_one(p.y, c.y, false, *this)};
}

FontSpec font_from(const TextProps& p, const Theme& t, double default_size) {
  FontSpec f;
  f.family = p.family.value_or(t.font_family);
  f.size = p.size.value_or(default_size);
  f.weight = p.weight.value_or(t.font_weight);
  return f;
}

Rect DrawContext::draw_text(const std::string& s, Point anchor, const TextProps& props, double default_size,
                            const Color& default_color) const {
  if (s.empty()) return Rect::empty();
  const FontSpec font = font_from(props, theme, default_size);
  TextBlock block = text.layout(s, font, props.multialign.value_or(props.ha), props.linespacing);
  PlacedText placed = place_text(block, anchor, props.ha, props.va, props.rotation);
  Color c = props.color.value_or(default_color);
  if (props.alpha < 1.0) c.a *= props.alpha;
  canvas.draw_text({std::move(block), placed.origin, placed.rotation_deg, c});
  return placed.bbox;
}

std::optional<LineStyle> edge_style(const std::optional<Color>& color, double width, LineJoin join) {
  if (!color || width <= 0) return std::nullopt;
  LineStyle s;
  s.color = *color;
  s.width = width;
  s.join = join;
  return s;
}

LineStyle make_line_style(const Color& c, double width, const Dash& dash) {
  LineStyle s;
  s.color = c;
  s.width = width;
  if (!dash.pattern.empty()) {
    // matplotlib scales custom dash tuples by the line width too (lines.scale_dashes).
    const double scale = width > 0 ? width : 1.0;
    for (double d : dash.pattern) s.dashes.push_back(d * scale);
    s.dash_offset = dash.offset * scale;
  } else {
    double offset = 0;
    s.dashes = dash_pattern(dash.name, width, offset);
    s.dash_offset = offset;
  }
  return s;
}

}  // namespace libplot
