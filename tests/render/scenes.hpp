#pragma once
// Small drawings the render tests share.
#include "libplot/canvas.hpp"

namespace libplot::testing {

inline Path rect_path(double x0, double y0, double x1, double y1) {
  Path p;
  p.move_to({x0, y0}).line_to({x1, y0}).line_to({x1, y1}).line_to({x0, y1}).close();
  return p;
}

// A bit of everything: fills, a dashed line, markers, text (plain, rotated, mathtext,
// non-Latin-1 characters), a clip.
inline void busy_scene(Canvas& c) {
  auto& e = TextEngine::for_this_thread();
  c.draw_path(rect_path(50, 50, 200, 120), Color{0.12, 0.47, 0.71, 1}, LineStyle{Color{0, 0, 0, 1}, 0.8});
  Path line;
  line.move_to({20, 150}).line_to({300, 180});
  c.stroke_path(line, LineStyle{Color{1, 0, 0, 1}, 1.5, {5.55, 2.4}});
  FontSpec f;
  const TextBlock b =
      e.layout("Artifact lp\n1,435 MiB \u2192 124 MiB, R\u00b2 \u22120.25", f, HAlign::Center);
  c.draw_text({b, place_text(b, {250, 60}, HAlign::Center, VAlign::Top).origin, 0, Color{0, 0, 0, 1}});
  const TextBlock r = e.layout("Rotated", f);
  c.draw_text({r, place_text(r, {30, 100}, HAlign::Center, VAlign::Center, 90).origin, 90,
               Color{0.2, 0.2, 0.2, 0.8}});
  const TextBlock m = e.layout("$\\mathdefault{10^{3}}$", f);
  c.draw_text({m, place_text(m, {120, 140}, HAlign::Center, VAlign::Top).origin, 0, Color{0, 0, 0, 1}});
  const Point pts[] = {{100, 200}, {110.3, 205.7}, {120.5, 210.2}};
  c.draw_markers(rect_path(-3, -3, 3, 3), pts, Color{0, 0.5, 0, 1}, LineStyle{Color{0, 0, 0, 1}, 1.0});
  c.push_clip({60, 60, 100, 100});
  c.fill_path(rect_path(0, 0, 400, 300), Color{1, 0.5, 0, 0.5});
  c.pop_clip();
}

}  // namespace libplot::testing
