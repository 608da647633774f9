// Every paper figure against matplotlib's own rendering (golden/matplotlib/<paper>/<stem>.png,
// copies of ../shared/reference), scored as ../shared/tools/figcompare scores (support/
// figcompare.hpp). Compat mode (the improvements off) must reach ssim_q >= 0.97, ink_f1 >= 0.99
// and matplotlib's pixel size, except where the table in fidelity_support.cpp says why not yet.
// Default mode: a figure no improvement applies to must score exactly as in compat mode.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <ostream>
#include <string>
#include <vector>

#include "fidelity_support.hpp"
#include "figcompare.hpp"
#include "libplot/libplot.hpp"

namespace {

using namespace libplot;
using testing_support::figcompare;
using testing_support::FigScore;

FigScore score(const fidelity::PaperFigure& pf) {
  const auto ref = testing_support::read_png(std::filesystem::path(LIBPLOT_MPL_REFERENCE) / pf.paper /
                                             (pf.info.stem + ".png"));
  const auto ours = testing_support::decode_png(pf.figure.render(Format::Png, pf.info.save));
  return figcompare(ref, ours);
}

// A share of one paper's figures per test (figure i when i % parts == part), so that the 25
// figures, each rendered twice and scored, are spread over tests that run side by side.
struct PaperCase {
  const char* paper;
  std::size_t figures;  // the paper's
  std::size_t part, parts;
};
const PaperCase kPapers[] = {{"modelcard", 4, 0, 1},      {"weightcodec", 5, 0, 1},
                             {"qtensorformer", 16, 0, 4}, {"qtensorformer", 16, 1, 4},
                             {"qtensorformer", 16, 2, 4}, {"qtensorformer", 16, 3, 4}};

void PrintTo(const PaperCase& pc, std::ostream* os) { *os << pc.paper << " " << pc.part << "/" << pc.parts; }

class MatplotlibGoldenPaper : public ::testing::TestWithParam<PaperCase> {};

TEST_P(MatplotlibGoldenPaper, CompatModeScoresAgainstMatplotlib) {
  const PaperCase& pc = GetParam();
  auto compat = fidelity::paper_figures(true, pc.paper, pc.part, pc.parts);
  auto normal = fidelity::paper_figures(false, pc.paper, pc.part, pc.parts);
  ASSERT_EQ(compat.size(), (pc.figures - pc.part + pc.parts - 1) / pc.parts);
  ASSERT_EQ(normal.size(), compat.size());
  std::printf("%-44s %-10s %-10s | compat ssim_q ink_f1 | default ssim_q ink_f1 | improvements\n", "figure",
              "ref", "ours");
  for (std::size_t i = 0; i < compat.size(); ++i) {
    const fidelity::PaperFigure& pf = compat[i];
    const fidelity::Limits lim = fidelity::limits(pf.info.stem);
    const FigScore c = score(pf), d = score(normal[i]);
    std::printf("%-44s %4dx%-5d %4dx%-5d |        %6.3f %6.3f |         %6.3f %6.3f | %s\n",
                (pf.info.stem + ".png").c_str(), c.ref_width, c.ref_height, c.our_width, c.our_height,
                c.ssim_q, c.ink_f1, d.ssim_q, d.ink_f1, lim.improvements.c_str());
    SCOPED_TRACE(pf.info.stem);
    if (lim.same_size) {
      EXPECT_TRUE(c.same_size);
    }
    EXPECT_GE(c.ssim_q, lim.ssim_q);
    EXPECT_GE(c.ink_f1, lim.ink_f1);
    if (lim.improvements.empty()) {
      EXPECT_EQ(d.ssim_q, c.ssim_q);  // nothing to switch off: the same picture
      EXPECT_EQ(d.ink_f1, c.ink_f1);
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Papers, MatplotlibGoldenPaper, ::testing::ValuesIn(kPapers),
                         [](const ::testing::TestParamInfo<PaperCase>& info) {
                           const PaperCase& pc = info.param;
                           return pc.parts == 1 ? std::string(pc.paper)
                                                : pc.paper + std::to_string(pc.part + 1) + "of" +
                                                      std::to_string(pc.parts);
                         });

// The cases above cover every paper there is, each with all its figures, each figure once.
TEST(MatplotlibGolden, EveryPaperIsScored) {
  std::vector<std::string> names, scored;
  for (const auto& p : paper::all_papers()) {
    names.push_back(p->name());
    std::vector<std::size_t> parts_seen;
    std::size_t parts = 0;
    for (const PaperCase& pc : kPapers)
      if (pc.paper == p->name()) {
        EXPECT_EQ(p->figures().size(), pc.figures) << p->name();
        parts_seen.push_back(pc.part);
        parts = pc.parts;
      }
    // Parts 0 .. parts - 1, each once.
    std::sort(parts_seen.begin(), parts_seen.end());
    std::vector<std::size_t> want(parts);
    for (std::size_t i = 0; i < parts; ++i) want[i] = i;
    EXPECT_FALSE(parts_seen.empty()) << p->name();
    EXPECT_EQ(parts_seen, want) << p->name();
  }
  for (const PaperCase& pc : kPapers)
    if (pc.part == 0) scored.push_back(pc.paper);
  std::sort(names.begin(), names.end());
  std::sort(scored.begin(), scored.end());
  EXPECT_EQ(scored, names);
}

// The C++ scores are figcompare's: weightcodec fig3's reference against itself and against a
// copy shifted 3 px right, with the numbers ../shared/tools/figcompare prints for that pair.
TEST(MatplotlibGolden, ScoresAgreeWithFigcompare) {
  const auto ref =
      testing_support::read_png(std::filesystem::path(LIBPLOT_MPL_REFERENCE) / "weightcodec" / "fig3.png");
  const FigScore same = figcompare(ref, ref, true);
  EXPECT_DOUBLE_EQ(same.ssim_q, 1.0);
  EXPECT_DOUBLE_EQ(same.ssim, 1.0);
  EXPECT_DOUBLE_EQ(same.ink_f1, 1.0);
  // Shifted right by 3 px (the first 3 columns repeated): figcompare.py prints these.
  testing_support::Image shifted = ref;
  for (int y = 0; y < ref.height; ++y)
    for (int x = 0; x < ref.width; ++x) {
      const int sx = std::max(0, x - 3);
      for (int c = 0; c < 4; ++c)
        shifted.rgba[4 * (static_cast<std::size_t>(y) * ref.width + x) + c] =
            ref.rgba[4 * (static_cast<std::size_t>(y) * ref.width + sx) + c];
    }
  const FigScore s = figcompare(ref, shifted, true);
  EXPECT_NEAR(s.ssim_q, 0.767177062, 5e-7);
  EXPECT_NEAR(s.ssim, 0.667659536, 5e-7);
  EXPECT_NEAR(s.ink_f1, 1.0, 5e-7);
}

}  // namespace
