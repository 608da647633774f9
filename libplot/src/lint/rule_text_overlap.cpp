// text-overlap: two texts drawn over each other; tick-label-overlap: neighbouring tick labels
// of one axis running into each other.
#include <algorithm>

#include "lint/scene.hpp"

namespace libplot::lint {
namespace {

bool is_tick_label(DrawRole r) { return r == DrawRole::TickLabelX || r == DrawRole::TickLabelY; }

// The part of a text that is drawn: a clipped text only inside its clip.
Text visible(const Text& t) {
  if (!t.clip) return t;
  Text v = t;
  v.box = intersection(t.box, *t.clip);
  return v;
}

}  // namespace

void text_overlap(const Scene& s, const LintOptions& o, Findings& out) {
  for (std::size_t i = 0; i < s.texts.size(); ++i) {
    const Text a = visible(s.texts[i]);
    for (std::size_t j = i + 1; j < s.texts.size(); ++j) {
      const Text b = visible(s.texts[j]);
      // Neighbouring tick labels of one axis are tick-label-overlap's.
      if (is_tick_label(a.role) && a.role == b.role && a.axes == b.axes) continue;
      if (!texts_overlap(a, b, o.overlap)) continue;
      const Rect x = intersection(a.box, b.box);
      s.report(out, "text-overlap", Severity::Error,
               quoted(a.text) + " overlaps " + quoted(b.text) + " by " + pt(x.width()) + " x " +
                   pt(x.height()) + " pt",
               {{a.group, s.subject(a)}, {b.group, s.subject(b)}});
    }
  }
}

void tick_label_overlap(const Scene& s, const LintOptions& o, Findings& out) {
  // Labels of one axis, in order along it.
  std::vector<const Text*> labels;
  for (const Text& t : s.texts)
    if (is_tick_label(t.role)) labels.push_back(&t);
  std::stable_sort(labels.begin(), labels.end(), [](const Text* a, const Text* b) {
    if (a->axes != b->axes) return a->axes < b->axes;
    if (a->role != b->role) return a->role < b->role;
    return a->role == DrawRole::TickLabelX ? a->box.centre().x < b->box.centre().x
                                           : a->box.centre().y < b->box.centre().y;
  });
  for (std::size_t i = 1; i < labels.size(); ++i) {
    const Text& a = *labels[i - 1];
    const Text& b = *labels[i];
    if (a.axes != b.axes || a.role != b.role || !texts_overlap(a, b, o.overlap)) continue;
    s.report(out, "tick-label-overlap", Severity::Error,
             std::string("tick labels ") + quoted(a.text) + " and " + quoted(b.text) + " overlap",
             {{a.group, s.subject(a)}, {b.group, s.subject(b)}});
  }
}

}  // namespace libplot::lint
