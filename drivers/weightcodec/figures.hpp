#pragma once
// One short function per figure of the weightcodec paper: aggregates in, a libplot Figure out.
// Words and constants come from the spec (figures.json), colours from themes/weightcodec.json.
#include <optional>
#include <vector>

#include "data.hpp"
#include "libplot/figure.hpp"
#include "paper/paper.hpp"

namespace weightcodec {

// fig1, fig2 and fig3 keep the seed's fixed limits unless data fall outside: then the limit widens
// and `notes` says so (paper::keep_limits).
libplot::Figure fig1(const Fig1Data& d, const Spec& spec, const libplot::Theme& theme, paper::Notes& notes);
// fig2 and fig3 keep the seed's fixed limits unless data fall outside: then the limit widens and
// `notes` says so (paper::keep_limits).
libplot::Figure fig2(const Fig2Data& d, const Spec& spec, const libplot::Theme& theme, paper::Notes& notes);
libplot::Figure fig3(std::vector<double> values, const Spec& spec, const libplot::Theme& theme, paper::Notes& notes);
// `models`: the source models of the pairs drawn (fig4_models), counted and named in the title
// when known.
libplot::Figure fig4(std::vector<double> values, const std::optional<std::vector<std::string>>& models, const Spec& spec,
                     const libplot::Theme& theme);
libplot::Figure fig5(const std::vector<ParetoPoint>& points, const Spec& spec, const libplot::Theme& theme);

// The paper's light dotted grid (the seed's ax.grid(True, ls=":", alpha=...)).
void dotted_grid(libplot::Axes& ax, double alpha, const char* which = "major");

}  // namespace weightcodec
