// Path construction helpers, bounds and affine transforms.
#include <cmath>

#include "libplot/canvas.hpp"

namespace libplot {

Path Path::rectangle(const Rect& r) {
  Path p;
  p.move_to({r.x0, r.y0}).line_to({r.x1, r.y0}).line_to({r.x1, r.y1}).line_to({r.x0, r.y1}).close();
  return p;
}

Path Path::polyline(std::span<const Point> pts) {
  Path p;
  if (pts.empty()) return p;
  p.segs_.reserve(pts.size());
  p.move_to(pts.front());
  for (std::size_t i = 1; i < pts.size(); ++i) p.line_to(pts[i]);
  return p;
}

// matplotlib's Path.circle: eight cubic Béziers, one per 45° arc, with its control-point constant
// 0.2652031 (4/3 tan(π/16)), starting at the bottom of the unit circle in matplotlib's y-up frame,
// which is (0, -1) here too; the sweep is mirrored on screen by the y-down axis.
Path Path::circle(Point c, double radius) {
  constexpr double kMagic = 0.2652031;
  const double h = std::sqrt(0.5);
  const double m = h * kMagic;
  // Unit-circle control polygon: start, then (c1, c2, end) triples.
  const Point v[25] = {{0, -1},          {kMagic, -1},    {h - m, -h - m},  {h, -h},        {h + m, -h + m},
                       {1, -kMagic},     {1, 0},          {1, kMagic},      {h + m, h - m}, {h, h},
                       {h - m, h + m},   {kMagic, 1},     {0, 1},           {-kMagic, 1},   {-h + m, h + m},
                       {-h, h},          {-h - m, h - m}, {-1, kMagic},     {-1, 0},        {-1, -kMagic},
                       {-h - m, -h + m}, {-h, -h},        {-h + m, -h - m}, {-kMagic, -1},  {0, -1}};
  auto at = [&](const Point& u) { return Point{c.x + radius * u.x, c.y + radius * u.y}; };
  Path p;
  p.segs_.reserve(10);
  p.move_to(at(v[0]));
  for (int i = 1; i < 25; i += 3) p.curve_to(at(v[i]), at(v[i + 1]), at(v[i + 2]));
  p.close();
  return p;
}

Rect Path::bounds() const {
  Rect r = Rect::empty();
  for (const Segment& s : segs_) {
    switch (s.op) {
      case Op::MoveTo:
      case Op::LineTo: r = r.unite(s.p[0]); break;
      case Op::CurveTo: r = r.unite(s.p[0]).unite(s.p[1]).unite(s.p[2]); break;
      case Op::Close: break;
    }
  }
  return r;
}

Path Path::transformed(const Affine& m) const {
  Path out;
  out.segs_.reserve(segs_.size());
  for (const Segment& s : segs_) {
    Segment t = s;
    const int n = s.op == Op::CurveTo ? 3 : s.op == Op::Close ? 0 : 1;
    for (int i = 0; i < n; ++i) t.p[i] = m.apply(s.p[i]);
    out.segs_.push_back(t);
  }
  return out;
}

}  // namespace libplot
