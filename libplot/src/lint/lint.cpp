// Figure::lint and lint_recording: run every enabled rule over a recording.
#include <algorithm>
#include <functional>

#include "model/figure_state.hpp"
#include "libplot/figure.hpp"
#include "lint/scene.hpp"

namespace libplot {
namespace {

using Rule = void (*)(const lint::Scene&, const LintOptions&, lint::Findings&);
const std::vector<std::pair<std::string, Rule>>& rules() {
  static const std::vector<std::pair<std::string, Rule>> r = {
      {"text-overlap", lint::text_overlap},
      {"text-clipped", lint::text_clipped},
      {"text-crosses-frame", lint::text_crosses_frame},
      {"text-over-data", lint::text_over_data},
      {"legend-covers-data", lint::legend_covers_data},
      {"label-ambiguous", lint::label_ambiguous},
      {"text-too-small", lint::text_too_small},
      {"indistinguishable-colours", lint::indistinguishable_colours},
      {"tick-label-overlap", lint::tick_label_overlap},
      {"grid-mismatch", lint::grid_mismatch},
      {"arrow-inside-box", lint::arrow_inside_box},
      {"empty-band", lint::empty_band},
  };
  return r;
}

}  // namespace

std::string_view severity_name(Severity s) { return s == Severity::Error ? "error" : "warning"; }

const std::vector<std::string>& lint_rules() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> n;
    for (const auto& [name, rule] : rules()) n.push_back(name);
    return n;
  }();
  return names;
}

std::vector<LintFinding> lint_recording(const RecordingCanvas& rec, const Rect& page, const LintOptions& o) {
  for (const std::string& d : o.disable)
    if (std::find(lint_rules().begin(), lint_rules().end(), d) == lint_rules().end())
      throw InvalidArgument("lint: unknown rule '" + d + "' in LintOptions::disable");
  const lint::Scene scene = lint::build_scene(rec, page);
  std::vector<LintFinding> out;
  for (const auto& [name, rule] : rules())
    if (std::find(o.disable.begin(), o.disable.end(), name) == o.disable.end()) rule(scene, o, out);
  return out;
}

std::vector<LintFinding> Figure::lint(const LintOptions& o) const {
  RecordingCanvas rec;
  const Rect drawn = draw(rec);
  const Rect page = o.bbox_tight
                        ? drawn.padded(o.pad_inches.value_or(state_->theme.savefig_pad_inches) * 72.0)
                        : Rect{0, 0, state_->width_pt(), state_->height_pt()};
  return lint_recording(rec, page, o);
}

}  // namespace libplot
