#pragma once
// Figure lint: what a figure draws, checked for clipped, colliding and unreadable text, legends
// over data, ambiguous point labels and colours only colour vision tells apart (docs/lint.md).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "libplot/export.hpp"
#include "libplot/geometry.hpp"

namespace libplot {

class RecordingCanvas;

enum class Severity { Warning, Error };
LIBPLOT_API std::string_view severity_name(Severity s);  // "warning", "error"

// Thresholds of the rules, in points at the figure's physical size (docs/lint.md).
struct LintOptions {
  double min_font_size = 5.0;             // text-too-small: smaller fonts are an error
  double overlap = 0.5;                   // text-overlap, tick-label-overlap: boxes overlapping by more
                                          // than this along both axes collide
  double page_margin = 1.0;               // text-clipped: text must end this far inside the page
  double frame_overlap = 0.25;            // text-crosses-frame: how far a box may reach over a frame line
  double data_clearance = 0.0;            // text-over-data: distance text must keep from line and marker ink
  double min_colour_difference = 8.0;     // indistinguishable-colours: CIEDE2000 in grayscale and
                                          // under simulated deuteranopia
  double arrow_depth = 0.5;               // arrow-inside-box: how far past a box's edge ink an arrow that
                                          // crosses the edge may end inside the box
  double max_empty_band = 0.08;           // empty-band: an empty band under a title is reported when
  double max_title_gap = 3.0;             // higher than both this fraction of the page's height and
                                          // this many of the title's font sizes
  std::vector<std::string> disable = {};  // rule ids not to run
  // Figure::lint: lint the page a save with these options writes (SaveOptions::bbox_tight
  // crops the page to what is drawn, plus the pad).
  bool bbox_tight = false;
  std::optional<double> pad_inches = {};  // default savefig.pad_inches
};

// An artist a finding is about.
struct LintSubject {
  std::string text{};  // the text drawn, or a data artist's label
  std::string role{};  // "text", "tick label", "legend", "line", ... (docs/lint.md)
  int axes = -1;       // index of the axes in its figure; -1 for figure-level artists
  Rect box = {};       // figure points, origin top-left
};

struct LintFinding {
  std::string rule{};  // "text-overlap", ...
  Severity severity = Severity::Error;
  std::string message{};  // one line
  std::vector<LintSubject> subjects = {};
};

// Lints a recording of a figure drawn on a page of `page` points. Figure::lint draws the figure
// onto a RecordingCanvas and calls this.
LIBPLOT_API std::vector<LintFinding> lint_recording(const RecordingCanvas& rec, const Rect& page,
                                                    const LintOptions& o = {});

// Every rule id, in the order findings are reported.
LIBPLOT_API const std::vector<std::string>& lint_rules();

}  // namespace libplot
