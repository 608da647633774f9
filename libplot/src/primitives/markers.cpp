// matplotlib's marker geometry: a unit shape, the marker's own transform (matplotlib's y-up
// frame), then the marker size and a flip to y-down figure points.
#include "libplot/markers.hpp"

#include <cmath>
#include <limits>
#include <numbers>
#include <string>

namespace libplot {
namespace {

// Counter-clockwise in a y-up frame, as matplotlib's Affine2D.rotate_deg.
Affine rotate_up(double deg) {
  const double r = deg * std::numbers::pi / 180.0;
  return {std::cos(r), std::sin(r), -std::sin(r), std::cos(r), 0, 0};
}

Path closed_polygon(std::initializer_list<Point> pts) {
  Path p;
  bool first = true;
  for (const Point& q : pts) {
    first ? p.move_to(q) : p.line_to(q);
    first = false;
  }
  return p.close();
}

// matplotlib's Path.unit_regular_star: 2n vertices alternating radius 1 and `inner`, the first at
// the top.
Path unit_star(int points, double inner) {
  Path p;
  const int n = 2 * points;
  for (int i = 0; i < n; ++i) {
    const double theta = 2 * std::numbers::pi / n * i + std::numbers::pi / 2;
    const double r = (i % 2) ? inner : 1.0;
    const Point q{r * std::cos(theta), r * std::sin(theta)};
    i == 0 ? p.move_to(q) : p.line_to(q);
  }
  return p.close();
}

// matplotlib's Path.unit_regular_polygon: n vertices on the unit circle, the first at the top.
Path unit_polygon(int n) {
  Path p;
  for (int i = 0; i < n; ++i) {
    const double theta = 2 * std::numbers::pi / n * i + std::numbers::pi / 2;
    const Point q{std::cos(theta), std::sin(theta)};
    i == 0 ? p.move_to(q) : p.line_to(q);
  }
  return p.close();
}

Path unit_rectangle() { return closed_polygon({{0, 0}, {1, 0}, {1, 1}, {0, 1}}); }

struct Unit {
  Path path;
  Affine transform;  // matplotlib's marker transform, y up
  bool filled = true;
  LineJoin join = LineJoin::Round;
  std::optional<double> snap;
};

constexpr double kInf = std::numeric_limits<double>::infinity();

bool is_nothing(std::string_view m) { return m == "None" || m == "none" || m == " " || m.empty(); }

[[noreturn]] void unknown(std::string_view m) {
  throw MarkerError("unknown marker '" + std::string(m) + "'");
}

Unit triangle(double rot) {
  return {closed_polygon({{0, 1}, {-1, -1}, {1, -1}}), rotate_up(rot).after(Affine::scale(0.5, 0.5)), true,
          LineJoin::Miter, 5.0};
}

Unit unit_marker(std::string_view m) {
  const Affine half = Affine::scale(0.5, 0.5);
  if (m.size() != 1) unknown(m);
  switch (m[0]) {
    case 'o': return {Path::circle({0, 0}, 1), half, true, LineJoin::Round, kInf};
    case '.': return {Path::circle({0, 0}, 1), Affine::scale(0.25, 0.25), true, LineJoin::Round, kInf};
    case 's': return {unit_rectangle(), Affine::translate(-0.5, -0.5), true, LineJoin::Miter, 2.0};
    case 'D':
      return {unit_rectangle(), rotate_up(45).after(Affine::translate(-0.5, -0.5)), true, LineJoin::Miter,
              5.0};
    case 'd':
      return {unit_rectangle(),
              Affine::scale(0.6, 1.0).after(rotate_up(45)).after(Affine::translate(-0.5, -0.5)), true,
              LineJoin::Miter, 5.0};
    case '^': return triangle(0);
    case 'v': return triangle(180);
    case '<': return triangle(90);
    case '>': return triangle(270);
    case 'p': return {unit_polygon(5), half, true, LineJoin::Miter, 5.0};
    case 'h': return {unit_polygon(6), half, true, LineJoin::Miter, std::nullopt};
    case '*': return {unit_star(5, 0.381966), half, true, LineJoin::Bevel, 5.0};
    case 'x': {
      Path p;
      p.move_to({-1, -1}).line_to({1, 1}).move_to({-1, 1}).line_to({1, -1});
      return {p, half, false, LineJoin::Round, 3.0};
    }
    case '+': {
      Path p;
      p.move_to({-1, 0}).line_to({1, 0}).move_to({0, -1}).line_to({0, 1});
      return {p, half, false, LineJoin::Round, 1.0};
    }
    default: unknown(m);
  }
}

}  // namespace

MarkerShape marker_shape(std::string_view marker, double size_pt) {
  MarkerShape out;
  if (is_nothing(marker)) {
    out.filled = false;
    return out;
  }
  Unit u = unit_marker(marker);
  out.path = u.path.transformed(Affine::scale(size_pt, -size_pt).after(u.transform));
  out.filled = u.filled;
  out.join = u.join;
  out.cap = LineCap::Butt;
  out.snap_threshold = u.snap;
  return out;
}

Path marker_path(std::string_view marker, double size_pt) { return marker_shape(marker, size_pt).path; }

bool marker_is_filled(std::string_view marker) {
  if (is_nothing(marker)) return false;
  return unit_marker(marker).filled;
}

std::optional<bool> marker_snap(const MarkerShape& shape, double size_pt, double dpi) {
  if (!shape.snap_threshold) return std::nullopt;
  return size_pt * dpi / 72.0 >= *shape.snap_threshold;
}

double scatter_size_to_markersize(double s_points2) { return std::sqrt(s_points2); }

}  // namespace libplot
