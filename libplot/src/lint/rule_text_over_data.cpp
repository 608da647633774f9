// text-over-data: a text drawn over a data line, marker or bar other than the one it labels;
// legend-covers-data: a legend over data or over other texts.
#include <algorithm>
#include <cmath>
#include <map>

#include "lint/scene.hpp"

namespace libplot::lint {
namespace {

bool is_legend(DrawRole r) { return r == DrawRole::Legend || r == DrawRole::LegendEntry; }

Rect clipped(const Rect& r, const std::optional<Rect>& clip) { return clip ? intersection(r, *clip) : r; }

double dist(Point a, Point b) { return std::hypot(a.x - b.x, a.y - b.y); }

// Whether the bars of a group stand vertically (all of one width) rather than lie.
bool vertical_bars(const Scene& s, std::size_t group) {
  const Mark* first = nullptr;
  for (const Mark& b : s.bars) {
    if (b.group != group) continue;
    if (!first) first = &b;
    else if (std::abs(b.box.width() - first->box.width()) > 1e-6) return false;
  }
  return true;
}

// The data groups a box reaches (within `clearance`): lines (stroke included) and markers, and
// bars it overlaps by more than `by`
// (with `bar_ends_only`, only the bars' two ends, where their values are read), except those
// within `own_radius` of `anchor` (the point the text labels) and those of `self`.
std::map<std::size_t, Rect> data_under(const Scene& s, const Rect& box, std::size_t self,
                                       const std::optional<Point>& anchor, double own_radius,
                                       double clearance, double by, bool bar_ends_only) {
  std::map<std::size_t, Rect> hits;  // group -> hit box
  for (const Segment& g : s.segments) {
    if (g.group == self || hits.count(g.group)) continue;
    const Rect area = clipped(box.padded(g.half_width + clearance), g.clip);
    if (area.is_empty()) continue;
    const auto part = clip_segment(g.a, g.b, area);
    if (!part) continue;
    if (anchor && dist(part->first, *anchor) <= own_radius && dist(part->second, *anchor) <= own_radius)
      continue;
    hits[g.group] = Rect::empty().unite(part->first).unite(part->second);
  }
  for (const Mark& m : s.markers) {
    if (m.group == self || hits.count(m.group)) continue;
    if (anchor && dist(m.centre, *anchor) <= 0.5) continue;
    const Rect mb = clipped(m.box, m.clip);
    if (mb.is_empty() || !overlaps(box.padded(clearance), mb, 0)) continue;
    hits[m.group] = mb;
  }
  for (const Mark& b : s.bars) {
    if (b.group == self || hits.count(b.group)) continue;
    if (anchor && b.box.padded(1.0).contains(Rect{anchor->x, anchor->y, anchor->x, anchor->y})) continue;
    const Rect bb = clipped(b.box, b.clip);
    if (bb.is_empty() || !overlaps(box, bb, by)) continue;
    if (bar_ends_only) {
      const bool v = vertical_bars(s, b.group);
      const Rect end0 =
          v ? Rect{b.box.x0, b.box.y0, b.box.x1, b.box.y0} : Rect{b.box.x0, b.box.y0, b.box.x0, b.box.y1};
      const Rect end1 =
          v ? Rect{b.box.x0, b.box.y1, b.box.x1, b.box.y1} : Rect{b.box.x1, b.box.y0, b.box.x1, b.box.y1};
      auto covers = [&](const Rect& e) {
        const Rect i = intersection(box, e);
        return (b.clip ? intersection(i, *b.clip) : i).is_empty() == false &&
               (v ? i.width() > by : i.height() > by);
      };
      if (!covers(end0) && !covers(end1)) continue;
    }
    hits[b.group] = bb;
  }
  return hits;
}

}  // namespace

void text_over_data(const Scene& s, const LintOptions& o, Findings& out) {
  for (const Text& t : s.texts) {
    if (is_legend(t.role)) continue;  // legend-covers-data's
    const DrawGroup& g = s.group(t.group);
    // Data around the anchor, out to half a font size beyond the text's nearest edge, is the
    // text's own (the line through a labelled point, the bar a value stands on).
    const double own = g.anchor ? distance(*g.anchor, t.box) + 0.5 * t.size : 0;
    const auto hits = data_under(s, t.box, t.group, g.anchor, own, o.data_clearance, o.overlap, false);
    for (const auto& hit : hits) {
      // A named copy, not a structured binding: clang 14 cannot capture bindings in the lambda.
      const auto group = hit.first;
      const Rect& where = hit.second;
      // A thin line through text leaves it readable: a warning. A marker or bar hides it.
      const DrawRole r = s.role_of(group);
      const bool line =
          r == DrawRole::Line || r == DrawRole::Errorbar || r == DrawRole::RefLine || r == DrawRole::Arrow;
      const bool over_marker = line && std::any_of(s.markers.begin(), s.markers.end(), [&](const Mark& m) {
                                 return m.group == group && overlaps(t.box, m.box, o.overlap);
                               });
      s.report(out, "text-over-data", line && !over_marker ? Severity::Warning : Severity::Error,
               quoted(t.text) + " is drawn over the " + role_name(s.role_of(group)) +
                   (s.group(group).label.empty() ? "" : std::string(" ") + quoted(s.group(group).label)),
               {{t.group, s.subject(t)}, {group, s.subject(group, "", where)}});
    }
  }
}

void legend_covers_data(const Scene& s, const LintOptions& o, Findings& out) {
  for (const Legend& l : s.legends) {
    for (const auto& [group, where] : data_under(s, l.box, l.group, std::nullopt, 0, 0, o.overlap, true)) {
      if (is_legend(s.role_of(group))) continue;
      s.report(out, "legend-covers-data", Severity::Error,
               std::string("the legend of axes ") + std::to_string(l.axes) + " covers the " +
                   role_name(s.role_of(group)) +
                   (s.group(group).label.empty() ? "" : std::string(" ") + quoted(s.group(group).label)),
               {{l.group, s.subject(l.group, "legend", l.box)}, {group, s.subject(group, "", where)}});
    }
    for (const Text& t : s.texts) {
      if (is_legend(t.role) || !overlaps(l.box, t.box, o.overlap)) continue;
      s.report(out, "legend-covers-data", Severity::Error,
               std::string("the legend of axes ") + std::to_string(l.axes) + " covers " + quoted(t.text),
               {{l.group, s.subject(l.group, "legend", l.box)}, {t.group, s.subject(t)}});
    }
  }
}

}  // namespace libplot::lint
