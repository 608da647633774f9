// empty-band: a band across the whole page under a title with nothing in it, higher than a
// fraction of the page (a title left far above its diagram): space the figure wastes, and the
// title reads as detached from what it names.
#include <algorithm>

#include "lint/scene.hpp"

namespace libplot::lint {
namespace {

struct Ink {
  Rect box;
  std::size_t group;
  std::string text;
  double size = 0;
};

// Everything drawn, as its inked box on the page (clips applied).
std::vector<Ink> ink(const Scene& s) {
  std::vector<Ink> out;
  auto add = [&](Rect r, const std::optional<Rect>& clip, std::size_t group, const std::string& text,
                 double size = 0) {
    if (clip) r = intersection(r, *clip);
    r = intersection(r, s.page);
    if (r.x1 < r.x0 || r.y1 < r.y0) return;
    out.push_back({r, group, text, size});
  };
  for (const Text& t : s.texts) add(t.ink, t.clip, t.group, t.text, t.size);
  for (const RecordedPath& p : s.rec.paths) {
    const bool stroked = p.stroke && p.stroke->color.a > 0 && p.stroke->width > 0;
    if (!stroked && !(p.fill && p.fill->a > 0)) continue;
    if (p.bounds.contains(s.page)) continue;  // a background (the figure's face) separates nothing
    add(p.bounds.padded(stroked ? p.stroke->width / 2 : 0), p.clip, p.group, "");
  }
  for (const RecordedMarkers& m : s.rec.markers) {
    const bool edged = m.edge && m.edge->color.a > 0 && m.edge->width > 0;
    if (!edged && !(m.fill && m.fill->a > 0)) continue;
    const Rect shape = m.marker_bounds.padded(edged ? m.edge->width / 2 : 0);
    for (const Point& c : m.centres)
      add({c.x + shape.x0, c.y + shape.y0, c.x + shape.x1, c.y + shape.y1}, m.clip, m.group, "");
  }
  for (const RecordedImage& i : s.rec.images) add(i.dest, i.clip, 0, "");
  return out;
}

std::string name(const Scene& s, const Ink& i) {
  if (!i.text.empty()) return quoted(i.text);
  const std::string& label = s.group(i.group).label;
  std::string out = "the ";
  out.append(role_name(s.role_of(i.group)));
  if (!label.empty()) out.append(" ").append(quoted(label));
  return out;
}

}  // namespace

void empty_band(const Scene& s, const LintOptions& o, Findings& out) {
  std::vector<Ink> items = ink(s);
  if (items.size() < 2) return;
  std::stable_sort(items.begin(), items.end(),
                   [](const Ink& a, const Ink& b) { return a.box.y0 < b.box.y0; });
  const Ink* reach = &items.front();  // of the items above, the one reaching lowest
  for (const Ink& i : items) {
    const double gap = i.box.y0 - reach->box.y1;
    const DrawRole above = s.role_of(reach->group);
    // Under a title (an axes title or a figure text such as a suptitle); space above a footnote
    // or between panels is the figure's design.
    const double limit = std::max(o.max_empty_band * s.page.height(), o.max_title_gap * reach->size);
    if (gap > limit && !reach->text.empty() && (above == DrawRole::Title || above == DrawRole::FigureText))
      s.report(out, "empty-band", Severity::Warning,
               "an empty band " + pt(gap) + " pt high (" + pt(100 * gap / s.page.height()) +
                   " % of the page's height) between the title " + quoted(reach->text) + " and " + name(s, i),
               {{reach->group, s.subject(reach->group, reach->text, reach->box)},
                {i.group, s.subject(i.group, i.text, i.box)}});
    if (i.box.y1 > reach->box.y1) reach = &i;
  }
}

}  // namespace libplot::lint
