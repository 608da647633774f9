#pragma once
// One figure of a paper prepared and drawn alone, for the paper tests. Header-only: the test
// links the paper framework (drivers/common/paper) and libplot itself.
#include <filesystem>
#include <string>
#include <vector>

#include "paper/paper.hpp"
#include "recorded_texts.hpp"

namespace testing_support {

// The jobs prepare() returns for figure `id` alone (none when the paper has no such figure),
// its inputs read from `data_dir`.
inline std::vector<paper::FigureJob> prepare_figure(paper::Paper& p, const std::filesystem::path& data_dir,
                                                    const std::string& id) {
  paper::Context ctx;
  ctx.data_dir = data_dir;
  std::vector<paper::FigureInfo> one;
  for (const auto& f : p.figures())
    if (f.id == id) one.push_back(f);
  return p.prepare(ctx, one);
}

// The strings `job`'s figure draws, in drawing order. Throws what build() throws.
inline std::vector<std::string> drawn_texts(const paper::FigureJob& job) { return drawn_texts(job.build()); }

}  // namespace testing_support
