// contour/contourf's artist: lines or filled regions, and clabel's inline labels placed along the
// straightest free stretch of each line, never over another label.
#include <algorithm>
#include <cmath>

#include "artists/artists.hpp"

namespace libplot {

void ContourArtist::data_limits(DataLimits& out) const {
  out.add(xmin, ymin);
  out.add(xmax, ymax);
  // matplotlib autoscales a contour set tightly: no margins past the grid.
  out.sticky_x.insert(out.sticky_x.end(), {xmin, xmax});
  out.sticky_y.insert(out.sticky_y.end(), {ymin, ymax});
}

namespace {

std::vector<Point> to_fig(const DrawContext& ctx, const std::vector<Point>& pts) {
  std::vector<Point> out;
  out.reserve(pts.size());
  for (const Point& p : pts) out.push_back(ctx.tr.to_fig(p));
  return out;
}

// Cumulative arc length along a polyline.
std::vector<double> arc_lengths(const std::vector<Point>& p) {
  std::vector<double> s(p.size(), 0.0);
  for (std::size_t i = 1; i < p.size(); ++i)
    s[i] = s[i - 1] + std::hypot(p[i].x - p[i - 1].x, p[i].y - p[i - 1].y);
  return s;
}

Point at_length(const std::vector<Point>& p, const std::vector<double>& s, double t) {
  const std::size_t k = static_cast<std::size_t>(std::upper_bound(s.begin(), s.end(), t) - s.begin());
  if (k == 0) return p.front();
  if (k >= p.size()) return p.back();
  const double f = (t - s[k - 1]) / std::max(1e-12, s[k] - s[k - 1]);
  return {p[k - 1].x + f * (p[k].x - p[k - 1].x), p[k - 1].y + f * (p[k].y - p[k - 1].y)};
}

// The polyline between arc lengths a and b.
std::vector<Point> piece(const std::vector<Point>& p, const std::vector<double>& s, double a, double b) {
  std::vector<Point> out{at_length(p, s, a)};
  for (std::size_t i = 0; i < p.size(); ++i)
    if (s[i] > a && s[i] < b) out.push_back(p[i]);
  out.push_back(at_length(p, s, b));
  return out;
}

}  // namespace

void ContourArtist::layout_labels(const DrawContext& ctx, std::vector<PlacedLabel>& placed,
                                  std::vector<std::vector<std::vector<Point>>>& kept) const {
  kept.assign(lines.size(), {});
  for (std::size_t l = 0; l < lines.size(); ++l)
    for (const auto& line : lines[l]) kept[l].push_back(to_fig(ctx, line));
  if (!labels) return;
  const FontSpec font = font_from(TextProps{.size = labels->size}, ctx.theme, labels->size);
  const Rect& box = ctx.tr.box;
  for (std::size_t k = 0; k < labels->levels.size(); ++k) {
    const std::size_t l = labels->levels[k];
    if (l >= kept.size()) continue;
    const TextBlock block = ctx.text.layout(labels->texts[k], font, HAlign::Center);
    const double w = block.width, h = block.height;
    std::vector<std::vector<Point>> next;
    for (auto& line : kept[l]) {
      const std::vector<double> s = arc_lengths(line);
      const double len = s.back();
      const double span = w + 2 * labels->inline_spacing;
      bool done = false;
      if (len > 1.2 * span) {
        // Candidates every fifth of a label width, inside the axes and clear of every label
        // placed so far; the best is straight (chord near the arc) and near the middle of the line.
        double best = INFINITY, best_t = 0, best_rot = 0;
        Rect best_box;
        Point best_c;
        for (double t = span / 2; t <= len - span / 2; t += std::max(1.0, w / 5)) {
          const Point a = at_length(line, s, t - w / 2), b = at_length(line, s, t + w / 2);
          const Point c = at_length(line, s, t);
          const double chord = std::hypot(b.x - a.x, b.y - a.y);
          const double bend = (w - chord) / w + 0.5 * std::abs(t - len / 2) / len;
          double rot = -std::atan2(b.y - a.y, b.x - a.x) * 180 / M_PI;
          if (rot > 90) rot -= 180;
          if (rot < -90) rot += 180;
          const double r = rot * M_PI / 180, cw = std::abs(std::cos(r)), sw = std::abs(std::sin(r));
          const double hw = (w * cw + h * sw) / 2, hh = (w * sw + h * cw) / 2;
          const Rect lb{c.x - hw, c.y - hh, c.x + hw, c.y + hh};
          if (!box.contains(lb)) continue;
          bool clear = true;
          for (const PlacedLabel& p : placed) clear = clear && !p.box.intersects(lb);
          if (!clear) continue;
          if (bend < best - 1e-9) {
            best = bend;
            best_t = t;
            best_rot = rot;
            best_box = lb;
            best_c = c;
          }
        }
        if (std::isfinite(best)) {
          placed.push_back({labels->texts[k], best_c, best_rot, best_box, labels->color.value_or(colors[l])});
          // inline: the line stops inline_spacing short of the label on both sides
          const double a = best_t - span / 2, b = best_t + span / 2;
          const bool closed = line.size() > 2 && line.front() == line.back();
          if (closed) {
            std::vector<Point> rest = piece(line, s, b, len);
            const std::vector<Point> head = piece(line, s, 0, a);
            rest.insert(rest.end(), head.begin() + 1, head.end());
            next.push_back(std::move(rest));
          } else {
            if (a > 0) next.push_back(piece(line, s, 0, a));
            if (b < len) next.push_back(piece(line, s, b, len));
          }
          done = true;
        }
      }
      if (!done) next.push_back(std::move(line));
    }
    kept[l] = std::move(next);
  }
}

void ContourArtist::draw(const DrawContext& ctx) const {
  if (filled) {
    for (std::size_t b = 0; b < regions.size(); ++b) {
      Path path;
      for (const auto& poly : regions[b]) {
        const std::vector<Point> f = to_fig(ctx, poly);
        path.move_to(f[0]);
        for (std::size_t i = 1; i < f.size(); ++i) path.line_to(f[i]);
        path.close();
      }
      if (!path.empty()) ctx.canvas.fill_path(path, colors[b], Snap::Off);
    }
    return;
  }
  std::vector<PlacedLabel> placed;
  std::vector<std::vector<std::vector<Point>>> kept;
  layout_labels(ctx, placed, kept);
  for (std::size_t l = 0; l < kept.size(); ++l) {
    Path path;
    for (const auto& line : kept[l]) {
      if (line.size() < 2) continue;
      path.move_to(line[0]);
      for (std::size_t i = 1; i < line.size(); ++i) path.line_to(line[i]);
    }
    if (path.empty()) continue;
    LineStyle st = make_line_style(colors[l], width, dashes[l]);
    st.cap = LineCap::Butt;  // matplotlib's LineCollection: butt caps, round joins
    ctx.canvas.stroke_path(path, st, Snap::Off);
  }
  if (labels) {
    for (const PlacedLabel& p : placed) {
      TextProps props{.size = labels->size,
                      .color = p.color,
                      .rotation = p.rotation,
                      .ha = HAlign::Center,
                      .va = VAlign::Center};
      ctx.draw_text(p.text, p.centre, props, labels->size, p.color);
    }
  }
}

void ContourArtist::obstacles(const DrawContext& ctx, Obstacles& out) const {
  for (const auto& level : lines)
    for (const auto& line : level) out.lines.push_back(to_fig(ctx, line));
  if (filled) {
    const Point a = ctx.tr.to_fig({xmin, ymax}), b = ctx.tr.to_fig({xmax, ymin});
    out.boxes.push_back({std::min(a.x, b.x), std::min(a.y, b.y), std::max(a.x, b.x), std::max(a.y, b.y)});
  }
}

}  // namespace libplot
