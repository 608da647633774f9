#pragma once
// What the lint rules look at: a recording sorted into texts, data, frames and legends, each
// item knowing its axes and artist (from the recording's draw groups).
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "libplot/lint.hpp"
#include "libplot/recording_canvas.hpp"

namespace libplot::lint {

struct Text {
  std::string text;
  DrawRole role;
  int axes;
  Rect box;
  std::array<Point, 4> corners;  // of the rotated block
  Rect ink;                      // the glyphs' extent (RecordedText::ink)
  std::optional<Rect> clip;
  double size;
  std::size_t group;
};

// Data marks: stroked segments of lines, error bars, reference lines and arrows; marker
// stamps; bars. Boxes are what is inked, stroke width included.
struct Segment {
  Point a, b;
  double half_width;
  int axes;
  std::optional<Rect> clip;
  std::size_t group;
};
struct Mark {
  Rect box;
  Point centre;
  int axes;
  std::optional<Rect> clip;
  std::size_t group;
  bool point = false;
};

struct Legend {
  Rect box;
  int axes;
  std::size_t group;
};

// An arrow's shaft (from its tail to its tip) and the boxes an arrow can join: Box artists and
// the bbox patches of texts, with half their edge's width.
struct Arrow {
  Point tail, tip;
  std::size_t group;
};
struct Box {
  Rect rect;
  double half_edge;
  std::size_t group;
};

struct LegendEntry {
  std::string label;
  int axes;
  Color colour;
  std::string signature;  // marker shape and dashes: entries differing here are told apart anyway
  Rect box;
  std::size_t group;
};

struct Scene {
  const RecordingCanvas& rec;
  Rect page;
  std::vector<Text> texts;
  std::vector<Segment> segments;
  std::vector<Mark> markers, bars;
  std::vector<Segment> frame_lines;  // visible spines and the outlines of Box artists
  std::vector<Legend> legends;
  std::vector<LegendEntry> entries;
  std::vector<Arrow> arrows;
  std::vector<Box> boxes;

  const DrawGroup& group(std::size_t g) const { return rec.groups[g]; }
  int axes_of(std::size_t g) const { return rec.groups[g].axes.value_or(-1); }
  DrawRole role_of(std::size_t g) const { return rec.groups[g].role.value_or(DrawRole::Figure); }
  // A finding's subject for an item drawn in group g.
  LintSubject subject(std::size_t g, const std::string& text, const Rect& box) const;
  LintSubject subject(const Text& t) const { return subject(t.group, t.text, t.box); }
  // Appends a finding unless one of the groups involved silences the rule (lint_ignore).
  void report(std::vector<LintFinding>& out, const std::string& rule, Severity sev, std::string message,
              const std::vector<std::pair<std::size_t, LintSubject>>& subjects) const;
};

Scene build_scene(const RecordingCanvas& rec, const Rect& page);
std::string role_name(DrawRole r);

// Figure-space geometry the rules share.
double distance(Point p, const Rect& r);          // 0 inside
Rect intersection(const Rect& a, const Rect& b);  // may be empty (x1 < x0 or y1 < y0)
// Whether the boxes overlap by more than `by` along both axes.
bool overlaps(const Rect& a, const Rect& b, double by);
// Whether two texts' (possibly rotated) blocks overlap by more than `by` across every
// separating direction (exact for rotated text, where the axis-aligned boxes overestimate).
bool texts_overlap(const Text& a, const Text& b, double by);
// The part of segment ab inside r, if any.
std::optional<std::pair<Point, Point>> clip_segment(Point a, Point b, const Rect& r);
std::string quoted(const std::string& s);  // "text" with newlines shown as ⏎, cut at 40 characters
std::string pt(double v);                  // "1.2"

using Findings = std::vector<LintFinding>;

// The rules (one file each); each appends its findings.
void text_overlap(const Scene& s, const LintOptions& o, Findings& out);
void text_clipped(const Scene& s, const LintOptions& o, Findings& out);
void text_crosses_frame(const Scene& s, const LintOptions& o, Findings& out);
void text_over_data(const Scene& s, const LintOptions& o, Findings& out);
void legend_covers_data(const Scene& s, const LintOptions& o, Findings& out);
void label_ambiguous(const Scene& s, const LintOptions& o, Findings& out);
void text_too_small(const Scene& s, const LintOptions& o, Findings& out);
void indistinguishable_colours(const Scene& s, const LintOptions& o, Findings& out);
void tick_label_overlap(const Scene& s, const LintOptions& o, Findings& out);
void grid_mismatch(const Scene& s, const LintOptions& o, Findings& out);
void arrow_inside_box(const Scene& s, const LintOptions& o, Findings& out);
void empty_band(const Scene& s, const LintOptions& o, Findings& out);

}  // namespace libplot::lint
