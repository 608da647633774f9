#include <algorithm>

#include "artists/artists.hpp"

namespace libplot {

static double at(const std::vector<double>& v, std::size_t i) {
  if (v.empty()) return 0;
  return v.size() == 1 ? v[0] : (i < v.size() ? v[i] : 0);
}

void ErrorbarArtist::data_limits(DataLimits& out) const {
  for (std::size_t i = 0; i < line.x.size() && i < line.y.size(); ++i) {
    out.add(line.x[i] - at(xlo, i), line.y[i] - at(ylo, i));
    out.add(line.x[i] + at(xhi, i), line.y[i] + at(yhi, i));
  }
}

void ErrorbarArtist::draw(const DrawContext& ctx) const {
  LineStyle bar;
  bar.color = ecolor.with_alpha(ecolor.a * line.alpha);
  bar.width = elinewidth;
  bar.cap = LineCap::Butt;
  Path bars;
  std::vector<Point> hcaps, vcaps;
  for (std::size_t i = 0; i < line.x.size() && i < line.y.size(); ++i) {
    const double x = line.x[i], y = line.y[i];
    if (!ylo.empty()) {
      const Point lo = ctx.tr.to_fig({x, y - at(ylo, i)}), hi = ctx.tr.to_fig({x, y + at(yhi, i)});
      bars.move_to(lo).line_to(hi);
      hcaps.push_back(lo);
      hcaps.push_back(hi);
    }
    if (!xlo.empty()) {
      const Point lo = ctx.tr.to_fig({x - at(xlo, i), y}), hi = ctx.tr.to_fig({x + at(xhi, i), y});
      bars.move_to(lo).line_to(hi);
      vcaps.push_back(lo);
      vcaps.push_back(hi);
    }
  }
  if (!bars.empty() && elinewidth > 0) ctx.canvas.stroke_path(bars, bar);
  if (capsize > 0) {
    LineStyle cap = bar;
    cap.width = capthick;
    // Caps are matplotlib's '_' / '|' markers of size 2 × capsize.
    if (!hcaps.empty()) {
      Path m;
      m.move_to({-capsize, 0}).line_to({capsize, 0});
      ctx.canvas.draw_markers(m, hcaps, std::nullopt, cap);
    }
    if (!vcaps.empty()) {
      Path m;
      m.move_to({0, -capsize}).line_to({0, capsize});
      ctx.canvas.draw_markers(m, vcaps, std::nullopt, cap);
    }
  }
  line.draw(ctx);  // the data markers sit above their bars (matplotlib: zorder + 0.1)
}

std::size_t ErrorbarArtist::markers() const {
  // Two caps a point on each axis that has bars, and the line's markers.
  const std::size_t n = std::min(line.x.size(), line.y.size());
  const std::size_t caps = capsize > 0 ? 2 * n * ((ylo.empty() ? 0 : 1) + (xlo.empty() ? 0 : 1)) : 0;
  return caps + line.markers();
}

std::optional<LegendHandle> ErrorbarArtist::legend_handle() const {
  auto h = line.legend_handle();
  h->kind = LegendHandle::Kind::Errorbar;
  LineStyle bar;
  bar.color = ecolor;
  bar.width = elinewidth;
  h->errbar = bar;
  h->capsize = capsize;
  h->capthick = capthick;
  h->has_xerr = !xlo.empty();
  h->has_yerr = !ylo.empty();
  return h;
}

void ErrorbarArtist::obstacles(const DrawContext& ctx, Obstacles& out) const {
  line.obstacles(ctx, out);
  for (std::size_t i = 0; i < line.x.size() && i < line.y.size(); ++i) {
    const double x = line.x[i], y = line.y[i];
    // The bars, and their caps as the markers they are drawn as (seen by placements avoiding data).
    const double c = capsize > 0 ? capsize : 0, t = capsize > 0 ? capthick / 2 : 0;
    if (!ylo.empty()) {
      const Point lo = ctx.tr.to_fig({x, y - at(ylo, i)}), hi = ctx.tr.to_fig({x, y + at(yhi, i)});
      out.lines.push_back({lo, hi});
      if (c > 0)
        for (const Point& e : {lo, hi}) out.marks.push_back({e.x - c, e.y - t, e.x + c, e.y + t});
    }
    if (!xlo.empty()) {
      const Point lo = ctx.tr.to_fig({x - at(xlo, i), y}), hi = ctx.tr.to_fig({x + at(xhi, i), y});
      out.lines.push_back({lo, hi});
      if (c > 0)
        for (const Point& e : {lo, hi}) out.marks.push_back({e.x - t, e.y - c, e.x + t, e.y + c});
    }
  }
}

}  // namespace libplot
