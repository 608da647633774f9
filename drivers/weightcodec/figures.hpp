#pragma once
// One short function per figure of the weightcodec paper: aggregates in, a libplot Figure out.
// Each reads its own section of the words (figures.json: "fig1" ...) through paper::Section, so a
// missing or bad key fails only that figure; colours come from themes/weightcodec.json.
#include <filesystem>
#include <memory>
#include <optional>
#include <vector>

#include "data.hpp"
#include "libplot/figure.hpp"
#include "paper/paper.hpp"

namespace weightcodec {

// The paper as render_paper sees it (paper::make_weightcodec_paper() is this with the shipped
// words), reading its words from `words_file`: a file that cannot be read fails every figure, a
// missing or bad key the figure that reads it.
std::unique_ptr<paper::Paper> make_paper(std::filesystem::path words_file);
// The words shipped beside the driver (drivers/weightcodec/figures.json).
std::filesystem::path shipped_words_path();

// fig1, fig2 and fig3 keep the seed's fixed limits unless data fall outside: then the limit widens
// and `notes` says so (paper::keep_limits).
libplot::Figure fig1(const Fig1Data& d, const paper::Section& words, const libplot::Theme& theme,
                     paper::Notes& notes);
libplot::Figure fig2(const Fig2Data& d, const paper::Section& words, const libplot::Theme& theme,
                     paper::Notes& notes);
libplot::Figure fig3(std::vector<double> values, const paper::Section& words, const libplot::Theme& theme,
                     paper::Notes& notes);
// `models`: the source models of the pairs drawn (fig4_models), counted and named in the title
// when known.
libplot::Figure fig4(std::vector<double> values, const std::optional<std::vector<std::string>>& models,
                     const paper::Section& words, const libplot::Theme& theme);
libplot::Figure fig5(const std::vector<ParetoPoint>& points, const paper::Section& words,
                     const libplot::Theme& theme);

// The paper's light dotted grid (the seed's ax.grid(True, ls=":", alpha=...)).
void dotted_grid(libplot::Axes& ax, double alpha, const char* which = "major");

}  // namespace weightcodec
