// Sorting a recording into what the lint rules look at.
#include "lint/scene.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

namespace libplot::lint {

std::string role_name(DrawRole r) {
  switch (r) {
    case DrawRole::Figure: return "figure";
    case DrawRole::FigureText: return "figure text";
    case DrawRole::AxesFace: return "axes";
    case DrawRole::Grid: return "grid";
    case DrawRole::Tick: return "ticks";
    case DrawRole::TickLabelX: return "x tick label";
    case DrawRole::TickLabelY: return "y tick label";
    case DrawRole::AxisLabel: return "axis label";
    case DrawRole::OffsetText: return "offset text";
    case DrawRole::Title: return "title";
    case DrawRole::Spine: return "spine";
    case DrawRole::Bars: return "bars";
    case DrawRole::Line: return "line";
    case DrawRole::Errorbar: return "errorbar";
    case DrawRole::Scatter: return "scatter";
    case DrawRole::Fill: return "fill";
    case DrawRole::RefLine: return "reference line";
    case DrawRole::Span: return "span";
    case DrawRole::Pie: return "pie";
    case DrawRole::Text: return "text";
    case DrawRole::Box: return "box";
    case DrawRole::Arrow: return "arrow";
    case DrawRole::PointLabel: return "point label";
    case DrawRole::Legend: return "legend";
    case DrawRole::LegendEntry: return "legend entry";
    case DrawRole::Other: return "other";
  }
  return "other";
}

double distance(Point p, const Rect& r) {
  const double dx = std::max({r.x0 - p.x, 0.0, p.x - r.x1});
  const double dy = std::max({r.y0 - p.y, 0.0, p.y - r.y1});
  return std::hypot(dx, dy);
}

Rect intersection(const Rect& a, const Rect& b) {
  return {std::max(a.x0, b.x0), std::max(a.y0, b.y0), std::min(a.x1, b.x1), std::min(a.y1, b.y1)};
}

bool overlaps(const Rect& a, const Rect& b, double by) {
  const Rect i = intersection(a, b);
  return i.x1 - i.x0 > by && i.y1 - i.y0 > by;
}

bool texts_overlap(const Text& a, const Text& b, double by) {
  if (!overlaps(a.box, b.box, by)) return false;
  auto axis_aligned = [](const Text& t) { return std::abs(t.corners[0].y - t.corners[1].y) < 1e-9; };
  if (axis_aligned(a) && axis_aligned(b)) return true;
  // Separating axes: the edge directions of both blocks.
  for (const Text* t : {&a, &b})
    for (int e = 0; e < 2; ++e) {
      const Point p0 = t->corners[e], p1 = t->corners[e + 1];
      const double len = std::hypot(p1.x - p0.x, p1.y - p0.y);
      if (len <= 0) continue;
      const double ux = (p1.x - p0.x) / len, uy = (p1.y - p0.y) / len;
      auto span = [&](const Text& q) {
        double lo = 1e300, hi = -1e300;
        for (const Point& c : q.corners) {
          const double v = c.x * ux + c.y * uy;
          lo = std::min(lo, v);
          hi = std::max(hi, v);
        }
        return std::pair{lo, hi};
      };
      const auto [alo, ahi] = span(a);
      const auto [blo, bhi] = span(b);
      if (std::min(ahi, bhi) - std::max(alo, blo) <= by) return false;
    }
  return true;
}

std::optional<std::pair<Point, Point>> clip_segment(Point a, Point b, const Rect& r) {
  double t0 = 0, t1 = 1;
  const double dx = b.x - a.x, dy = b.y - a.y;
  const double p[4] = {-dx, dx, -dy, dy};
  const double q[4] = {a.x - r.x0, r.x1 - a.x, a.y - r.y0, r.y1 - a.y};
  for (int i = 0; i < 4; ++i) {
    if (p[i] == 0) {
      if (q[i] < 0) return std::nullopt;
    } else {
      const double t = q[i] / p[i];
      if (p[i] < 0) t0 = std::max(t0, t);
      else t1 = std::min(t1, t);
      if (t0 > t1) return std::nullopt;
    }
  }
  return std::pair{Point{a.x + t0 * dx, a.y + t0 * dy}, Point{a.x + t1 * dx, a.y + t1 * dy}};
}

std::string quoted(const std::string& s) {
  std::string out;
  std::size_t chars = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const unsigned char c = s[i];
    if ((c & 0xC0) != 0x80 && ++chars > 40) {
      out += "…";
      break;
    }
    if (c == '\n') out += "⏎";
    else out += s[i];
  }
  return "\"" + out + "\"";
}

std::string pt(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  return buf;
}

void Scene::report(std::vector<LintFinding>& out, const std::string& rule, Severity sev, std::string message,
                   const std::vector<std::pair<std::size_t, LintSubject>>& subjects) const {
  for (const auto& [g, subj] : subjects) {
    const auto& ignore = group(g).lint_ignore;
    if (std::find(ignore.begin(), ignore.end(), rule) != ignore.end()) return;
  }
  LintFinding f;
  f.rule = rule;
  f.severity = sev;
  f.message = std::move(message);
  for (const auto& [g, subj] : subjects) f.subjects.push_back(subj);
  out.push_back(std::move(f));
}

LintSubject Scene::subject(std::size_t g, const std::string& text, const Rect& box) const {
  const DrawGroup& d = group(g);
  LintSubject s;
  s.text = text.empty() ? d.label : text;
  s.role = role_name(role_of(g));
  s.axes = axes_of(g);
  s.box = box;
  return s;
}

namespace {

bool is_data_line(DrawRole r) {
  return r == DrawRole::Line || r == DrawRole::Errorbar || r == DrawRole::RefLine || r == DrawRole::Arrow;
}
bool is_marker_owner(DrawRole r) {
  return r == DrawRole::Line || r == DrawRole::Errorbar || r == DrawRole::Scatter;
}
bool is_legend(DrawRole r) { return r == DrawRole::Legend || r == DrawRole::LegendEntry; }

bool blank(const std::string& s) {
  return std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isspace(c); });
}

std::string dash_signature(const std::optional<LineStyle>& s) {
  std::string out;
  if (!s) return out;
  for (double d : s->dashes) out += std::to_string(std::lround(d * 10)) + ",";
  return out;
}

}  // namespace

Scene build_scene(const RecordingCanvas& rec, const Rect& page) {
  Scene s{rec, page, {}, {}, {}, {}, {}, {}, {}, {}, {}};
  for (const RecordedText& t : rec.texts) {
    if (blank(t.text) || t.color.a <= 0) continue;
    s.texts.push_back({t.text, s.role_of(t.group), s.axes_of(t.group), t.bbox, t.corners, t.ink, t.clip,
                       t.font.size, t.group});
  }
  std::map<int, std::size_t> legend_at;  // axes -> index in s.legends
  auto legend_part = [&](std::size_t g, const Rect& r) {
    const int ax = s.axes_of(g);
    auto it = legend_at.find(ax);
    if (it == legend_at.end()) {
      legend_at[ax] = s.legends.size();
      s.legends.push_back({r, ax, g});
    } else {
      s.legends[it->second].box = s.legends[it->second].box.united(r);
    }
  };
  std::map<std::size_t, std::size_t> entry_at;  // group -> index in s.entries
  auto entry_part = [&](std::size_t g, const Rect& r, const std::optional<Color>& c, const std::string& sig) {
    auto it = entry_at.find(g);
    if (it == entry_at.end()) {
      if (!c) return;
      entry_at[g] = s.entries.size();
      s.entries.push_back({rec.groups[g].label, s.axes_of(g), *c, sig, r, g});
    } else {
      LegendEntry& e = s.entries[it->second];
      e.box = e.box.united(r);
      e.signature += sig;
    }
  };
  for (const RecordedPath& p : rec.paths) {
    const DrawRole role = s.role_of(p.group);
    const int ax = s.axes_of(p.group);
    const double hw = p.stroke ? p.stroke->width / 2 : 0;
    if (is_legend(role)) legend_part(p.group, p.bounds.padded(hw));
    if (role == DrawRole::LegendEntry) {
      std::optional<Color> c = p.fill;
      if (!c && p.stroke) c = p.stroke->color;
      entry_part(p.group, p.bounds, c, std::string("p").append(dash_signature(p.stroke)));
    }
    if ((role == DrawRole::Box || role == DrawRole::Spine) && p.stroke && p.stroke->color.a > 0)
      for (const auto& line : p.polylines)
        for (std::size_t i = 1; i < line.size(); ++i)
          s.frame_lines.push_back({line[i - 1], line[i], hw, ax, p.clip, p.group});
    if (role == DrawRole::Bars && p.fill && p.fill->a > 0)
      s.bars.push_back({p.bounds.padded(hw), p.bounds.centre(), ax, p.clip, p.group});
    if (is_data_line(role) && p.stroke && p.stroke->color.a > 0 && p.stroke->width > 0)
      for (const auto& line : p.polylines)
        for (std::size_t i = 1; i < line.size(); ++i)
          s.segments.push_back({line[i - 1], line[i], hw, ax, p.clip, p.group});
    // An arrow's shaft is its one stroked two-point path (draw_arrow); annotations draw theirs
    // in the text's group, which then has a leader.
    const bool arrow_group =
        role == DrawRole::Arrow || (role == DrawRole::Text && rec.groups[p.group].leader);
    if (arrow_group && !p.fill && p.stroke && p.polylines.size() == 1 && p.polylines[0].size() == 2)
      s.arrows.push_back({p.polylines[0][0], p.polylines[0][1], p.group});
    const bool closed = p.polylines.size() == 1 && p.polylines[0].size() > 3 &&
                        p.polylines[0].front() == p.polylines[0].back();
    if ((role == DrawRole::Box || role == DrawRole::Text) && closed && ((p.fill && p.fill->a > 0) || hw > 0))
      s.boxes.push_back({p.bounds, hw, p.group});
  }
  for (const RecordedMarkers& m : rec.markers) {
    const DrawRole role = s.role_of(m.group);
    const double hw = m.edge ? m.edge->width / 2 : 0;
    const Rect shape = m.marker_bounds.padded(hw);
    for (const Point& c : m.centres) {
      const Rect box{c.x + shape.x0, c.y + shape.y0, c.x + shape.x1, c.y + shape.y1};
      if (is_legend(role)) legend_part(m.group, box);
      if (role == DrawRole::LegendEntry) {
        std::optional<Color> col = m.fill;
        if (!col && m.edge) col = m.edge->color;
        std::string sig = "m";
        sig.append(std::to_string(std::lround(shape.width() * 10))).append("x");
        sig.append(std::to_string(std::lround(shape.height() * 10))).append(m.fill ? "f" : "");
        entry_part(m.group, box, col, sig);
      }
      const bool point = m.marker_bounds.width() > 0 && m.marker_bounds.height() > 0;
      if (is_marker_owner(role) && !box.is_empty())
        s.markers.push_back({box, c, s.axes_of(m.group), m.clip, m.group, point});
    }
  }
  for (const Text& t : s.texts)
    if (is_legend(t.role)) legend_part(t.group, t.box);
  return s;
}

}  // namespace libplot::lint
