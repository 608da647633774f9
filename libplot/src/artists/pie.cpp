#include <algorithm>
#include <cmath>

#include "model/figure_state.hpp"
#include "artists/artists.hpp"

namespace libplot {

// An arc about `c` from angle a0 to a1 (radians, counter-clockwise in data space) as cubic Béziers.
static void arc_to(Path& p, const DrawContext& ctx, Point c, double r, double a0, double a1, bool first) {
  const int n = std::max(1, static_cast<int>(std::ceil(std::abs(a1 - a0) / (M_PI / 2))));
  const double step = (a1 - a0) / n;
  const double k = 4.0 / 3.0 * std::tan(step / 4);
  for (int i = 0; i < n; ++i) {
    const double t0 = a0 + i * step, t1 = t0 + step;
    const Point p0{c.x + r * std::cos(t0), c.y + r * std::sin(t0)},
        p3{c.x + r * std::cos(t1), c.y + r * std::sin(t1)};
    const Point c1{p0.x - k * r * std::sin(t0), p0.y + k * r * std::cos(t0)};
    const Point c2{p3.x + k * r * std::sin(t1), p3.y - k * r * std::cos(t1)};
    if (i == 0 && first) p.move_to(ctx.tr.to_fig(p0));
    else if (i == 0) p.line_to(ctx.tr.to_fig(p0));
    p.curve_to(ctx.tr.to_fig(c1), ctx.tr.to_fig(c2), ctx.tr.to_fig(p3));
  }
}

Point PieArtist::centre(std::size_t i) const {
  double theta1 = opts.startangle / 360.0;
  for (std::size_t k = 0; k < i; ++k)
    theta1 = opts.counterclock ? theta1 + fractions[k] : theta1 - fractions[k];
  const double theta2 = opts.counterclock ? theta1 + fractions[i] : theta1 - fractions[i];
  const double expl = i < opts.explode.size() ? opts.explode[i] : 0.0;
  // matplotlib: the offset is explode itself (a fraction of the default radius 1), along the middle angle.
  const double mid = 2 * M_PI * 0.5 * (theta1 + theta2);
  return {expl * std::cos(mid), expl * std::sin(mid)};
}

std::vector<PieArtist::LabelBox> PieArtist::labels(const DrawContext& ctx) const {
  std::vector<LabelBox> out;
  double theta1 = opts.startangle / 360.0;
  const double r = opts.radius;
  for (std::size_t i = 0; i < fractions.size(); ++i) {
    const double theta2 = opts.counterclock ? theta1 + fractions[i] : theta1 - fractions[i];
    const double mid = M_PI * (theta1 + theta2);
    const Point c = centre(i);
    if (i < opts.labels.size() && !opts.labels[i].empty()) {
      const double xt = c.x + opts.labeldistance * r * std::cos(mid),
                   yt = c.y + opts.labeldistance * r * std::sin(mid);
      out.push_back({opts.labels[i], ctx.tr.to_fig({xt, yt}), xt > 0 ? HAlign::Left : HAlign::Right,
                     VAlign::Center, label_size});
    }
    if (i < pct_labels.size()) {
      const double xt = c.x + opts.pctdistance * r * std::cos(mid),
                   yt = c.y + opts.pctdistance * r * std::sin(mid);
      out.push_back({pct_labels[i], ctx.tr.to_fig({xt, yt}), HAlign::Center, VAlign::Center, pct_size});
    }
    theta1 = theta2;
  }
  if (!opts.avoid_label_overlap || ctx.fig.theme.matplotlib_compat) return out;
  // libplot: separate overlapping labels, keeping their order: two colliding labels move apart
  // vertically, each by half the overlap (and half a point of clearance), the upper one up.
  auto box_of = [&](const LabelBox& l) {
    TextProps tp = opts.textprops;
    tp.ha = l.ha;
    tp.va = l.va;
    const TextBlock b = ctx.text.layout(l.text, font_from(tp, ctx.theme, l.size), l.ha);
    return place_text(b, l.anchor, l.ha, l.va).bbox;
  };
  const double clearance = 1.0;  // points between separated labels
  for (int pass = 0; pass < 100; ++pass) {
    bool moved = false;
    for (std::size_t i = 0; i < out.size(); ++i) {
      for (std::size_t j = i + 1; j < out.size(); ++j) {
        const Rect a = box_of(out[i]), b = box_of(out[j]);
        if (!a.intersects(b)) continue;
        const bool i_above = a.centre().y <= b.centre().y;  // figure y grows downwards
        const double overlap = i_above ? a.y1 - b.y0 : b.y1 - a.y0;
        const double step = (std::max(0.0, overlap) + clearance) / 2;
        out[i].anchor.y += i_above ? -step : step;
        out[j].anchor.y += i_above ? step : -step;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return out;
}

void PieArtist::draw(const DrawContext& ctx) const {
  double theta1 = opts.startangle / 360.0;
  for (std::size_t i = 0; i < fractions.size(); ++i) {
    const double theta2 = opts.counterclock ? theta1 + fractions[i] : theta1 - fractions[i];
    const double a0 = 2 * M_PI * std::min(theta1, theta2), a1 = 2 * M_PI * std::max(theta1, theta2);
    Path p;
    const Point c = centre(i);
    p.move_to(ctx.tr.to_fig(c));
    arc_to(p, ctx, c, opts.radius, a0, a1, false);
    p.close();
    ctx.canvas.fill_path(p, colors[i % colors.size()]);
    if (opts.edgecolor && opts.linewidth > 0) {
      LineStyle s;
      s.color = *opts.edgecolor;
      s.width = opts.linewidth;
      ctx.canvas.stroke_path(p, s);
    }
    theta1 = theta2;
  }
  for (const LabelBox& l : labels(ctx)) {
    TextProps tp = opts.textprops;
    tp.ha = l.ha;
    tp.va = l.va;
    ctx.draw_text(l.text, l.anchor, tp, l.size, text_color);
  }
}

Rect PieArtist::extent(const DrawContext& ctx) const {
  Rect r = Rect::empty();
  const double rx = std::abs(ctx.tr.x_to_fig(opts.radius) - ctx.tr.x_to_fig(0));
  for (std::size_t i = 0; i < fractions.size(); ++i) {
    const Point c = ctx.tr.to_fig(centre(i));
    r = r.unite({c.x - rx, c.y - rx}).unite({c.x + rx, c.y + rx});
  }
  for (const LabelBox& l : labels(ctx)) {
    TextProps tp = opts.textprops;
    const TextBlock b = ctx.text.layout(l.text, font_from(tp, ctx.theme, l.size), l.ha);
    r = r.united(place_text(b, l.anchor, l.ha, l.va).bbox);
  }
  return r;
}

}  // namespace libplot
