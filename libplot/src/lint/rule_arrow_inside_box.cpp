// arrow-inside-box: an arrow that crosses a box's edge but ends inside the box, past the edge's
// ink (it starts or lands on the box's content instead of at its edge).
#include <algorithm>
#include <cmath>
#include <set>

#include "lint/scene.hpp"

namespace libplot::lint {
namespace {

// How far p lies inside r, from its nearest edge (negative outside).
double depth(Point p, const Rect& r) { return std::min({p.x - r.x0, r.x1 - p.x, p.y - r.y0, r.y1 - p.y}); }

}  // namespace

void arrow_inside_box(const Scene& s, const LintOptions& o, Findings& out) {
  std::set<std::pair<std::size_t, std::size_t>> seen;  // (arrow group, box group): fill and edge are one box
  for (const Arrow& a : s.arrows)
    for (const Box& b : s.boxes) {
      const double limit = b.half_edge + o.arrow_depth;
      const double dt = depth(a.tail, b.rect), dh = depth(a.tip, b.rect);
      // An arrow drawn wholly inside a box does not join it; one that crosses its edge should
      // stop there.
      const bool tail_in = dt > limit && dh <= 0, tip_in = dh > limit && dt <= 0;
      if (!(tail_in || tip_in) || !seen.insert({a.group, b.group}).second) continue;
      const DrawGroup& box = s.group(b.group);
      const std::string what =
          s.role_of(b.group) == DrawRole::Box
              ? (box.label.empty() ? std::string("a box") : "the box " + quoted(box.label))
              : std::string("a text's box");
      const std::string name =
          s.group(a.group).label.empty() ? "an arrow" : "the arrow " + quoted(s.group(a.group).label);
      s.report(out, "arrow-inside-box", Severity::Error,
               name + (tail_in ? " starts " + pt(dt) : " ends " + pt(dh)) + " pt inside " + what +
                   ", not at its edge",
               {{a.group, s.subject(a.group, "arrow", Rect::empty().unite(a.tail).unite(a.tip))},
                {b.group, s.subject(b.group, "", b.rect)}});
    }
}

}  // namespace libplot::lint
