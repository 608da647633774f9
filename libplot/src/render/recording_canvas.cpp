// RecordingCanvas: what would be drawn, in figure points, for tests and layout lints.
#include "libplot/recording_canvas.hpp"

#include <algorithm>
#include <cmath>

namespace libplot {
namespace {

Rect control_bounds(const Path& p) {
  Rect r = Rect::empty();
  for (const auto& seg : p.segments()) {
    const int n = seg.op == Path::Op::CurveTo ? 3 : seg.op == Path::Op::Close ? 0 : 1;
    for (int i = 0; i < n; ++i) r = r.unite(seg.p[i]);
  }
  return r;
}

std::vector<std::vector<Point>> polylines_of(const Path& p) {
  std::vector<std::vector<Point>> out;
  for (const auto& seg : p.segments()) {
    switch (seg.op) {
      case Path::Op::MoveTo: out.push_back({seg.p[0]}); break;
      case Path::Op::LineTo:
        if (out.empty()) out.emplace_back();
        out.back().push_back(seg.p[0]);
        break;
      case Path::Op::CurveTo:
        if (out.empty()) out.emplace_back();
        out.back().insert(out.back().end(), {seg.p[0], seg.p[1], seg.p[2]});
        break;
      case Path::Op::Close:
        if (!out.empty() && !out.back().empty()) {
          const Point first = out.back().front();
          out.back().push_back(first);
          out.push_back({first});  // a later LineTo continues from the closed subpath's start
        }
        break;
    }
  }
  std::erase_if(out, [](const std::vector<Point>& l) { return l.size() < 2; });
  return out;
}

}  // namespace

void RecordingCanvas::draw_path(const Path& path, const std::optional<Color>& fill,
                                const std::optional<LineStyle>& stroke, Snap snap) {
  RecordedPath r;
  r.bounds = control_bounds(path);
  r.fill = fill;
  r.stroke = stroke;
  if (!clips_.empty()) r.clip = clips_.back();
  r.segment_count = path.segments().size();
  r.snap = snap;
  r.group = current_group();
  r.polylines = polylines_of(path);
  paths.push_back(std::move(r));
}

void RecordingCanvas::draw_image(const Image& image, const Rect& dest, Interpolation interpolation) {
  RecordedImage r;
  r.width = image.width;
  r.height = image.height;
  r.dest = dest;
  r.interpolation = interpolation;
  if (!clips_.empty()) r.clip = clips_.back();
  r.rgba = image.rgba;
  images.push_back(std::move(r));
}

void RecordingCanvas::draw_markers(const Path& marker, std::span<const Point> centres,
                                   const std::optional<Color>& fill, const std::optional<LineStyle>& edge,
                                   Snap snap) {
  RecordedMarkers r;
  r.marker_bounds = control_bounds(marker);
  r.centres.assign(centres.begin(), centres.end());
  r.fill = fill;
  r.edge = edge;
  if (!clips_.empty()) r.clip = clips_.back();
  r.snap = snap;
  r.group = current_group();
  markers.push_back(std::move(r));
}

Rect RecordingCanvas::text_box(const TextRun& run) {
  const Affine m = Affine::translate(run.origin.x, run.origin.y).after(Affine::rotate_deg(run.rotation_deg));
  const double w = run.block.width, h = run.block.height;
  const Point corners[4] = {{0, 0}, {w, 0}, {w, h}, {0, h}};
  Rect r = Rect::empty();
  for (const Point& c : corners) r = r.unite(m.apply(c));
  return r;
}

void RecordingCanvas::draw_text(const TextRun& run) {
  RecordedText t;
  for (std::size_t i = 0; i < run.block.lines.size(); ++i) {
    if (i) t.text += '\n';
    t.text += run.block.lines[i].text;
  }
  t.font = run.block.font;
  t.color = run.color;
  t.rotation_deg = run.rotation_deg;
  t.bbox = text_box(run);
  const Affine m = Affine::translate(run.origin.x, run.origin.y).after(Affine::rotate_deg(run.rotation_deg));
  t.ink = Rect::empty();
  for (const TextLine& l : run.block.lines) {
    const double x0 = l.x, x1 = l.x + l.metrics.width;
    const double y0 = l.baseline - l.metrics.ascent, y1 = l.baseline + l.metrics.descent;
    for (const Point& c : {Point{x0, y0}, Point{x1, y0}, Point{x1, y1}, Point{x0, y1}})
      t.ink = t.ink.unite(m.apply(c));
  }
  if (t.ink.is_empty()) t.ink = t.bbox;
  t.corners = {m.apply({0, 0}), m.apply({run.block.width, 0}), m.apply({run.block.width, run.block.height}),
               m.apply({0, run.block.height})};
  if (!clips_.empty()) t.clip = clips_.back();
  t.group = current_group();
  texts.push_back(std::move(t));
}

void RecordingCanvas::push_clip(const Rect& rect) {
  Rect r = rect;
  if (!clips_.empty()) {
    const Rect& o = clips_.back();
    r = {std::max(r.x0, o.x0), std::max(r.y0, o.y0), std::min(r.x1, o.x1), std::min(r.y1, o.y1)};
    if (r.x1 < r.x0) r.x1 = r.x0;
    if (r.y1 < r.y0) r.y1 = r.y0;
  }
  clips_.push_back(r);
}

void RecordingCanvas::pop_clip() {
  if (!clips_.empty()) clips_.pop_back();
}

void RecordingCanvas::open_group(const DrawGroup& g) {
  DrawGroup merged = groups[current_group()];
  if (g.role) merged.role = g.role;
  if (g.axes) merged.axes = g.axes;
  if (g.frame) {
    merged.frame = g.frame;
    merged.frame_on = g.frame_on;
  }
  if (!g.label.empty()) merged.label = g.label;
  if (g.anchor) {
    merged.anchor = g.anchor;
    merged.leader = g.leader;
  }
  merged.lint_ignore.insert(merged.lint_ignore.end(), g.lint_ignore.begin(), g.lint_ignore.end());
  groups.push_back(std::move(merged));
  open_.push_back(groups.size() - 1);
}

void RecordingCanvas::close_group() {
  if (!open_.empty()) open_.pop_back();
}

std::vector<const RecordedText*> RecordingCanvas::find_text(const std::string& s) const {
  std::vector<const RecordedText*> out;
  for (const auto& t : texts)
    if (t.text == s) out.push_back(&t);
  return out;
}

}  // namespace libplot
