#pragma once
// Figure-space geometry. Figure space is in points (1/72 in), origin at the top-left, y down,
// as Cairo has it; the dpi enters only as the canvas scale (dpi / 72).
#include <algorithm>
#include <cmath>
#include <limits>

namespace libplot {

struct Point {
  double x = 0;
  double y = 0;
  friend bool operator==(const Point&, const Point&) = default;
};

// An axis-aligned box; x0 <= x1 and y0 <= y1 once normalised. Empty() is the identity for unite().
struct Rect {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;

  static Rect empty() {
    constexpr double inf = std::numeric_limits<double>::infinity();
    return {inf, inf, -inf, -inf};
  }
  static Rect from_xywh(double x, double y, double w, double h) { return {x, y, x + w, y + h}; }
  double width() const { return x1 - x0; }
  double height() const { return y1 - y0; }
  bool is_empty() const { return !(x1 >= x0 && y1 >= y0); }
  Point centre() const { return {(x0 + x1) / 2, (y0 + y1) / 2}; }
  Rect united(const Rect& o) const {
    return {std::min(x0, o.x0), std::min(y0, o.y0), std::max(x1, o.x1), std::max(y1, o.y1)};
  }
  Rect unite(Point p) const {
    return {std::min(x0, p.x), std::min(y0, p.y), std::max(x1, p.x), std::max(y1, p.y)};
  }
  Rect padded(double d) const { return {x0 - d, y0 - d, x1 + d, y1 + d}; }
  bool contains(Point p) const { return p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1; }
  bool contains(const Rect& r) const { return r.x0 >= x0 && r.x1 <= x1 && r.y0 >= y0 && r.y1 <= y1; }
  bool intersects(const Rect& r) const { return r.x0 < x1 && r.x1 > x0 && r.y0 < y1 && r.y1 > y0; }
  double overlap_area(const Rect& r) const {
    const double w = std::min(x1, r.x1) - std::max(x0, r.x0);
    const double h = std::min(y1, r.y1) - std::max(y0, r.y0);
    return (w > 0 && h > 0) ? w * h : 0.0;
  }
  friend bool operator==(const Rect&, const Rect&) = default;
};

// Whether the segment a–b passes through (or touches) the rectangle (Liang–Barsky clipping).
inline bool segment_intersects(Point a, Point b, const Rect& r) {
  double t0 = 0, t1 = 1;
  const double dx = b.x - a.x, dy = b.y - a.y;
  const double p[4] = {-dx, dx, -dy, dy};
  const double q[4] = {a.x - r.x0, r.x1 - a.x, a.y - r.y0, r.y1 - a.y};
  for (int i = 0; i < 4; ++i) {
    if (p[i] == 0) {
      if (q[i] < 0) return false;
    } else {
      const double t = q[i] / p[i];
      if (p[i] < 0) t0 = std::max(t0, t);
      else t1 = std::min(t1, t);
      if (t0 > t1) return false;
    }
  }
  return true;
}

// A 2-D affine map: (x, y) -> (a x + c y + e, b x + d y + f), Cairo's convention.
struct Affine {
  double a = 1, b = 0, c = 0, d = 1, e = 0, f = 0;

  Point apply(Point p) const { return {a * p.x + c * p.y + e, b * p.x + d * p.y + f}; }
  // this ∘ o: apply o first, then this.
  Affine after(const Affine& o) const {
    return {a * o.a + c * o.b, b * o.a + d * o.b,     a * o.c + c * o.d,
            b * o.c + d * o.d, a * o.e + c * o.f + e, b * o.e + d * o.f + f};
  }
  static Affine translate(double tx, double ty) { return {1, 0, 0, 1, tx, ty}; }
  static Affine scale(double sx, double sy) { return {sx, 0, 0, sy, 0, 0}; }
  // Counter-clockwise on screen (y down) by deg degrees, as matplotlib's text rotation.
  static Affine rotate_deg(double deg) {
    const double r = deg * M_PI / 180.0;
    return {std::cos(r), -std::sin(r), std::sin(r), std::cos(r), 0, 0};
  }
  friend bool operator==(const Affine&, const Affine&) = default;
};

}  // namespace libplot
