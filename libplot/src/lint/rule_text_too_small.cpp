// text-too-small: text below a readable size at the figure's physical size.
#include "lint/scene.hpp"

namespace libplot::lint {

void text_too_small(const Scene& s, const LintOptions& o, Findings& out) {
  for (const Text& t : s.texts)
    if (t.size < o.min_font_size)
      s.report(out, "text-too-small", Severity::Error,
               quoted(t.text) + " is " + pt(t.size) + " pt, under " + pt(o.min_font_size) + " pt",
               {{t.group, s.subject(t)}});
}

}  // namespace libplot::lint
