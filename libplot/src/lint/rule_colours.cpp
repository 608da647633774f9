// indistinguishable-colours: two legend entries of one axes told apart by colour only (same
// marker and dashes) whose colours are closer than the threshold in grayscale or for a
// deuteranope.
#include "lint/colour_difference.hpp"
#include "lint/scene.hpp"

namespace libplot::lint {

void indistinguishable_colours(const Scene& s, const LintOptions& o, Findings& out) {
  for (std::size_t i = 0; i < s.entries.size(); ++i)
    for (std::size_t j = i + 1; j < s.entries.size(); ++j) {
      const LegendEntry& a = s.entries[i];
      const LegendEntry& b = s.entries[j];
      if (a.axes != b.axes || a.signature != b.signature) continue;
      const double gray = ciede2000(to_lab(grayscale(a.colour)), to_lab(grayscale(b.colour)));
      const double deut = ciede2000(to_lab(deuteranopia(a.colour)), to_lab(deuteranopia(b.colour)));
      if (gray >= o.min_colour_difference && deut >= o.min_colour_difference) continue;
      const bool by_gray = gray < deut;
      s.report(
          out, "indistinguishable-colours", Severity::Warning,
          quoted(a.label) + " and " + quoted(b.label) + " differ by CIEDE2000 " + pt(by_gray ? gray : deut) +
              (by_gray ? " in grayscale" : " for deuteranopia") + std::string(", under ") +
              pt(o.min_colour_difference),
          {{a.group, s.subject(a.group, a.label, a.box)}, {b.group, s.subject(b.group, b.label, b.box)}});
    }
}

}  // namespace libplot::lint
