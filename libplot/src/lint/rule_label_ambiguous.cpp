// label-ambiguous: a point label (a text anchored at a marker, without a leader line) nearer to
// another point than to its own, so a reader pairs it with the wrong point.
#include <cmath>

#include "lint/scene.hpp"

namespace libplot::lint {

void label_ambiguous(const Scene& s, const LintOptions& o, Findings& out) {
  for (const Text& t : s.texts) {
    const DrawGroup& g = s.group(t.group);
    if (!g.anchor || g.leader) continue;
    const Point a = *g.anchor;
    auto same_point = [&](Point c) { return std::hypot(c.x - a.x, c.y - a.y) <= 0.5; };
    bool labels_a_point = false;
    for (const Mark& m : s.markers) labels_a_point |= m.point && m.axes == t.axes && same_point(m.centre);
    if (!labels_a_point) continue;
    const double own = distance(a, t.box);
    const Mark* nearest = nullptr;
    double best = own - o.overlap;
    for (const Mark& m : s.markers) {
      if (!m.point || m.axes != t.axes || same_point(m.centre)) continue;
      if (m.clip && distance(m.centre, *m.clip) > 0) continue;  // not drawn
      const double d = distance(m.centre, t.box);
      if (d < best) {
        best = d;
        nearest = &m;
      }
    }
    if (!nearest) continue;
    s.report(
        out, "label-ambiguous", Severity::Error,
        quoted(t.text) + " is " + pt(best) + " pt from another point but " + pt(own) + " pt from its own",
        {{t.group, s.subject(t)}, {nearest->group, s.subject(nearest->group, "", nearest->box)}});
  }
}

}  // namespace libplot::lint
