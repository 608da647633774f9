// text-crosses-frame: a text's glyphs reaching over a visible axes spine or the outline of a box
// artist (a label struck through by the frame, a note running out of its diagram box).
#include "lint/scene.hpp"

namespace libplot::lint {

void text_crosses_frame(const Scene& s, const LintOptions& o, Findings& out) {
  for (const Text& t : s.texts) {
    const DrawRole r = t.role;
    // Legends sit inside the axes; their frame is their own.
    if (r == DrawRole::Legend || r == DrawRole::LegendEntry) continue;
    std::size_t last_group = static_cast<std::size_t>(-1);
    for (const Segment& f : s.frame_lines) {
      if (f.group == last_group) continue;  // one finding per frame
      // The glyphs against the frame's ink: a box's empty descent room may touch a frame.
      const auto hit = clip_segment(f.a, f.b, t.ink.padded(f.half_width - o.frame_overlap));
      if (!hit) continue;
      last_group = f.group;
      const bool spine = s.role_of(f.group) == DrawRole::Spine;
      const std::string what =
          spine ? std::string("the frame of axes ") + std::to_string(f.axes) : "a box outline";
      s.report(
          out, "text-crosses-frame", Severity::Error, quoted(t.text) + " crosses " + what,
          {{t.group, s.subject(t)}, {f.group, s.subject(f.group, "", Rect::empty().unite(f.a).unite(f.b))}});
    }
  }
}

}  // namespace libplot::lint
