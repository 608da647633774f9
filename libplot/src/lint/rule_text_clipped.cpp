// text-clipped: text cut by the figure edge (an error) or ending closer to it than the page
// margin (a warning), or cut by the clip it is drawn under (an error).
#include "lint/scene.hpp"

namespace libplot::lint {

void text_clipped(const Scene& s, const LintOptions& o, Findings& out) {
  const Rect& p = s.page;
  for (const Text& t : s.texts) {
    const Rect& b = t.box;
    const double past[4] = {p.x0 + o.page_margin - b.x0, b.x1 - (p.x1 - o.page_margin),
                            p.y0 + o.page_margin - b.y0, b.y1 - (p.y1 - o.page_margin)};
    const char* edge[4] = {"left", "right", "top", "bottom"};
    int worst = -1;
    for (int i = 0; i < 4; ++i)
      if (past[i] > 0 && (worst < 0 || past[i] > past[worst])) worst = i;
    if (worst >= 0) {
      // Past the edge the text is cut: an error. Inside it but within the margin it is cramped.
      const double beyond = past[worst] - o.page_margin;
      const std::string how = beyond > 0 ? std::string("runs ") + pt(beyond) + " pt past"
                                         : std::string("ends ") + pt(-beyond) + " pt inside";
      s.report(out, "text-clipped", beyond > 0 ? Severity::Error : Severity::Warning,
               quoted(t.text) + " " + how + " the figure's " + edge[worst] + " edge (margin " +
                   pt(o.page_margin) + " pt)",
               {{t.group, s.subject(t)}});
      continue;
    }
    if (t.clip && b.intersects(*t.clip) && !t.clip->padded(o.overlap).contains(b))
      s.report(out, "text-clipped", Severity::Error, quoted(t.text) + " is cut by its clip (the axes box)",
               {{t.group, s.subject(t)}});
  }
}

}  // namespace libplot::lint
