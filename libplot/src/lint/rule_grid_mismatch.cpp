// grid-mismatch: two axes over one box (twinx) both drawing gridlines across it at different
// places, so the grid no longer reads against either axis.
#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "lint/scene.hpp"

namespace libplot::lint {

void grid_mismatch(const Scene& s, const LintOptions& o, Findings& out) {
  // Per axes: its frame and the y of its horizontal gridlines, x of its vertical ones.
  struct Grid {
    Rect frame;
    std::set<long> h, v;
    std::size_t group = 0;
  };
  std::map<int, Grid> grids;
  for (const RecordedPath& p : s.rec.paths) {
    if (s.role_of(p.group) != DrawRole::Grid || !s.group(p.group).frame) continue;
    Grid& g = grids[s.axes_of(p.group)];
    g.frame = *s.group(p.group).frame;
    g.group = p.group;
    for (const auto& line : p.polylines)
      for (std::size_t i = 1; i < line.size(); ++i) {
        // Positions rounded to the overlap tolerance: lines that close are one line.
        const double q = std::max(o.overlap, 0.01);
        if (line[i].y == line[i - 1].y) g.h.insert(std::lround(line[i].y / q));
        if (line[i].x == line[i - 1].x) g.v.insert(std::lround(line[i].x / q));
      }
  }
  for (auto a = grids.begin(); a != grids.end(); ++a)
    for (auto b = std::next(a); b != grids.end(); ++b) {
      if (!(a->second.frame == b->second.frame)) continue;
      const bool h = !a->second.h.empty() && !b->second.h.empty() && a->second.h != b->second.h;
      const bool v = !a->second.v.empty() && !b->second.v.empty() && a->second.v != b->second.v;
      if (!h && !v) continue;
      s.report(out, "grid-mismatch", Severity::Warning,
               std::string("axes ") + std::to_string(a->first) + " and " + std::to_string(b->first) +
                   " draw " + (h ? "horizontal" : "vertical") + " gridlines over one box that do not line up",
               {{a->second.group, s.subject(a->second.group, "grid", a->second.frame)},
                {b->second.group, s.subject(b->second.group, "grid", b->second.frame)}});
    }
}

}  // namespace libplot::lint
