// The aggregates of the shipped sample data, against the values the seed computes from it
// (expected_from_seed.py, with the seed's own filters, sums and numpy medians).
#include <gtest/gtest.h>

#include <algorithm>

#include "data.hpp"
#include "shipped_words.hpp"

namespace {

struct Fig1Group {
  std::string category;
  std::size_t bars;
  std::string first_tensor;
  double h_byte1, h_byte0;
};

struct Fig5Point {
  std::string corpus, method;
  double ratio, mbps;
  std::uint64_t n;
  bool front;
};

#include "sample_expected.inc"

const std::filesystem::path kData = WEIGHTCODEC_SAMPLE_DIR;

using weightcodec_test::words;

TEST(WeightcodecSample, Figure1Groups) {
  weightcodec::SkipCounts skips;
  const auto d =
      weightcodec::fig1_data(weightcodec::load_atlas(kData / "atlas_bf16.jsonl"), words("fig1"), skips);
  ASSERT_EQ(d.groups.size(), kFig1.size());
  for (std::size_t i = 0; i < kFig1.size(); ++i) {
    EXPECT_EQ(d.groups[i].category, kFig1[i].category);
    ASSERT_EQ(d.groups[i].bars.size(), kFig1[i].bars);
    EXPECT_EQ(d.groups[i].bars[0].tensor, kFig1[i].first_tensor);
    EXPECT_EQ(d.groups[i].bars[0].h_byte1, kFig1[i].h_byte1);
    EXPECT_EQ(d.groups[i].bars[0].h_byte0, kFig1[i].h_byte0);
  }
  EXPECT_TRUE(skips.empty());
}

TEST(WeightcodecSample, OnePassFeedsFigures2And5) {
  const auto fig5 = weightcodec::Fig5Select::of(words("fig5"));
  auto r = weightcodec::read_results(kData / "results.jsonl.zst",
                                     {.fig2 = weightcodec::Fig2Select::of(words("fig2")), .fig5 = fig5});
  EXPECT_EQ(r.records, 1687u);
  const weightcodec::SkipCounts want = {
      {"results: record without methods", 3},                  // run_meta, one bf16 and one Q4_K record
      {"results: record kind not benchmarked", 1},             // the summary record
      {"results: method not run (\"skipped: ...\")", 33},      // "skipped: timeout" strings
      {"results: malformed method entry (not an object)", 2},  // nulls
      {"results: method without ratio", 1},                    // an entry with only an error
      {"results: decompress_MBps not positive", 9},            // zero speeds
      {"results: rerun replaces an earlier result", 3},
  };
  EXPECT_EQ(r.skips, want);

  const auto bf16 = weightcodec::load_atlas(kData / "atlas_bf16.jsonl");
  const auto q4k = weightcodec::load_atlas(kData / "atlas_q4k.jsonl");
  weightcodec::SkipCounts s2;
  const auto f2 = weightcodec::fig2_data(r, bf16, q4k, words("fig2"), s2);
  EXPECT_EQ(f2.bf16.size(), kFig2Bf16);
  EXPECT_EQ(f2.q4k.size(), kFig2Q4k);
  EXPECT_EQ(f2.bf16[0], std::make_pair(kFig2Bf16First[0], kFig2Bf16First[1]));
  EXPECT_EQ(f2.q4k[0], std::make_pair(kFig2Q4kFirst[0], kFig2Q4kFirst[1]));
  EXPECT_EQ(s2, (weightcodec::SkipCounts{{"fig2: tensor not in the atlas", 28}}));

  weightcodec::SkipCounts s5;
  const auto pts = weightcodec::fig5_points(r, fig5, s5);
  ASSERT_EQ(pts.size(), kFig5.size());
  for (std::size_t i = 0; i < kFig5.size(); ++i) {
    SCOPED_TRACE(kFig5[i].corpus + "/" + kFig5[i].method);
    EXPECT_EQ(pts[i].corpus, kFig5[i].corpus);
    EXPECT_EQ(pts[i].method, kFig5[i].method);
    EXPECT_EQ(pts[i].ratio, kFig5[i].ratio);
    EXPECT_EQ(pts[i].mbps, kFig5[i].mbps);
    EXPECT_EQ(pts[i].n, kFig5[i].n);
    EXPECT_EQ(pts[i].front, kFig5[i].front);
  }
  EXPECT_EQ(s5,
            (weightcodec::SkipCounts{{"fig5: samples of a method with too few records", 3}}));  // brotli_q11
}

TEST(WeightcodecSample, HistogramsAndMedians) {
  weightcodec::SkipCounts skips;
  auto nibble =
      weightcodec::fig3_values(weightcodec::load_atlas(kData / "atlas_q4k.jsonl"), words("fig3"), skips);
  EXPECT_EQ(nibble.size(), kFig3N);
  EXPECT_EQ(weightcodec::median(nibble), kFig3Median);
  auto corr =
      weightcodec::fig4_values(weightcodec::load_atlas(kData / "atlas_layer.jsonl"), words("fig4"), skips);
  EXPECT_EQ(corr.size(), kFig4N);
  EXPECT_EQ(weightcodec::median(corr), kFig4Median);
  EXPECT_TRUE(skips.empty());
}

}  // namespace
