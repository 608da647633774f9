#pragma once
// render_paper --check: how lint findings are printed and written as JSON Lines.
#include <string>
#include <vector>

#include "libplot/lint.hpp"

struct FigureFindings {
  std::string paper, figure;  // figure: the output file stem
  std::vector<libplot::LintFinding> findings;
};

// "paper/figure: rule: message" (with "warning: " before the message of a warning).
std::string finding_line(const FigureFindings& f, const libplot::LintFinding& x);
// One JSON object: paper, figure, rule, severity, message, subjects [{text, role, axes, box}].
std::string finding_json(const FigureFindings& f, const libplot::LintFinding& x);
