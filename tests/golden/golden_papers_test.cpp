// Every paper figure, rendered from the shipped sample data, against golden/<paper>/<stem>.png.
// Regenerate (after looking at the new pictures): render_paper --out golden/ --format png
#include <gtest/gtest.h>

#include "image_compare.hpp"
#include "paper/paper.hpp"

namespace {

struct Case {
  std::string paper, id, stem;
};

std::vector<Case> all_cases() {
  std::vector<Case> out;
  for (const auto& p : paper::all_papers())
    for (const auto& f : p->figures()) out.push_back({p->name(), f.id, f.stem});
  return out;
}

void PrintTo(const Case& c, std::ostream* os) { *os << c.paper << "/" << c.stem; }

class GoldenPaper : public ::testing::TestWithParam<Case> {};

TEST_P(GoldenPaper, MatchesGolden) {
  const Case& c = GetParam();
  for (const auto& p : paper::all_papers()) {
    if (p->name() != c.paper) continue;
    paper::SkipCounter skips;
    paper::Context ctx;
    ctx.data_dir = p->default_data_dir();
    ctx.skips = &skips;
    for (auto info : p->figures()) {
      if (info.id != c.id) continue;
      auto jobs = p->prepare(ctx, {info});
      ASSERT_EQ(jobs.size(), 1u);
      ASSERT_EQ(jobs[0].error, "");
      const libplot::Figure fig = jobs[0].build();
      const std::string png = fig.render(libplot::Format::Png, info.save);
      const std::string problem = testing_support::check_golden(
          std::filesystem::path(LIBPLOT_GOLDEN_DIR) / c.paper / (c.stem + ".png"), png,
          std::filesystem::path(LIBPLOT_FAILURE_DIR) / c.paper, c.stem);
      EXPECT_EQ(problem, "");
      return;
    }
  }
  FAIL() << "no figure " << c.paper << "/" << c.id;
}

INSTANTIATE_TEST_SUITE_P(Papers, GoldenPaper, ::testing::ValuesIn(all_cases()),
                         [](const auto& info) { return info.param.paper + "_" + info.param.stem; });

}  // namespace
