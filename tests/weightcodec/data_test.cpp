// The weightcodec data layer on inputs carrying every kind of noise: the exact skip counts per
// reason, the values kept, and errors that name the file and line. Links no renderer.
#include <gtest/gtest.h>

#include "data.hpp"
#include "noisy_data.hpp"
#include "shipped_words.hpp"
#include "records/document.hpp"
#include "records/error.hpp"

namespace {

using weightcodec::SkipCounts;
using namespace weightcodec_test;

class Noisy : public ::testing::Test {
 protected:
  Noisy() : dir_(::testing::UnitTest::GetInstance()->current_test_info()->name()) {
    write_noisy_inputs(dir_.path());
    write_file(dir_ / "results.jsonl", joined(kNoisyResults));
  }
  TempDir dir_;
};

// Every reason the pass counts when both figures read the file.
const SkipCounts kBothReasons = kNoisyResultsSkips;

TEST_F(Noisy, OnePassForBothFiguresCountsEverySkip) {
  const auto r = weightcodec::read_results(dir_ / "results.jsonl.zst", {.fig2 = fig2(), .fig5 = fig5()});
  EXPECT_EQ(r.records, 17u);
  EXPECT_EQ(r.skips, kBothReasons);
  // Every skip is located: as many places as counts, each with its line and field.
  std::uint64_t counted = 0;
  for (const auto& [reason, n] : r.skips) counted += n;
  EXPECT_EQ(r.located.size(), counted);
  auto at = [&](std::uint64_t line, const std::string& field) -> std::string {
    for (const auto& l : r.located)
      if (l.line == line && l.field == field) return l.reason;
    return "none";
  };
  EXPECT_EQ(at(3, "methods.gzip6"), "results: method not run (\"skipped: ...\")");
  EXPECT_EQ(at(4, "methods.bf16_split"), "results: malformed method entry (not an object)");  // null
  EXPECT_EQ(at(5, "methods.bf16_split"), "results: malformed method entry (not an object)");  // 5
  EXPECT_EQ(at(7, "methods"), "results: methods not an object");                              // null
  EXPECT_EQ(at(1, "methods"), "results: record without methods");

  // fig2: the last rerun wins, null ratios are kept (they drop the point later).
  EXPECT_EQ(r.bf16.names, (std::vector<std::string>{"t1", "t2", "t6", "u1", "u2", "u3", "u4"}));
  EXPECT_EQ(r.bf16.ratios[0].value, 1.6);
  EXPECT_EQ(r.bf16.ratios[1].value, 1.4);
  EXPECT_EQ(r.bf16.ratios[2].state, weightcodec::Num::State::null);
  EXPECT_EQ(r.q4k.names, (std::vector<std::string>{"q1", "q2"}));
  EXPECT_EQ(r.q4k.ratios[0].value, 1.04);
  EXPECT_EQ(r.q4k.ratios[1].value, 0.0);

  // fig5: samples per (corpus, method) in first-seen order.
  ASSERT_EQ(r.methods.size(), 3u);
  EXPECT_EQ(r.methods[0].corpus, "bf16");
  EXPECT_EQ(r.methods[0].method, "bf16_split");
  EXPECT_EQ(r.methods[0].count, 6u);
  EXPECT_EQ(r.methods[0].weighted_ratio_sum.value(), 1474.0);
  EXPECT_EQ(r.methods[0].input_bytes_sum.value(), 1000.0);
  EXPECT_EQ(r.methods[0].mbps, (std::vector<double>{700, 710, 690, 720, 680, 700}));
  EXPECT_EQ(r.methods[1].method, "gzip6");
  EXPECT_EQ(r.methods[1].count, 2u);
  EXPECT_EQ(r.methods[1].weighted_ratio_sum.value(), 121.1);  // a record without input_bytes weighs 1
  EXPECT_EQ(r.methods[1].input_bytes_sum.value(), 100.0);
  EXPECT_EQ(r.methods[2].method, "brotli_q11");
  EXPECT_EQ(r.methods[2].count, 1u);
}

TEST_F(Noisy, PlainAndCompressedFilesGiveTheSameResult) {
  const auto a = weightcodec::read_results(dir_ / "results.jsonl.zst", {.fig2 = fig2(), .fig5 = fig5()});
  const auto b = weightcodec::read_results(dir_ / "results.jsonl", {.fig2 = fig2(), .fig5 = fig5()});
  EXPECT_EQ(a.skips, b.skips);
  EXPECT_EQ(a.bf16.names, b.bf16.names);
  ASSERT_EQ(a.methods.size(), b.methods.size());
  for (std::size_t i = 0; i < a.methods.size(); ++i) EXPECT_EQ(a.methods[i].mbps, b.methods[i].mbps);
}

TEST_F(Noisy, Fig5AloneCountsOnlyWhatFig5Skips) {
  const auto r = weightcodec::read_results(dir_ / "results.jsonl.zst", {.fig5 = fig5()});
  SkipCounts want = kBothReasons;
  want.erase("results: rerun replaces an earlier result");
  want.erase("results: tensor_name not a string");
  EXPECT_EQ(r.skips, want);
  EXPECT_TRUE(r.bf16.names.empty());
  EXPECT_EQ(r.methods.size(), 3u);
}

TEST_F(Noisy, Fig2AloneCountsOnlyWhatFig2Skips) {
  const auto r = weightcodec::read_results(dir_ / "results.jsonl.zst", {.fig2 = fig2()});
  // A zero speed, a null ratio, a zero ratio and the other methods do not matter to figure 2;
  // bench_7B and summary records are not its kinds.
  const SkipCounts want = {
      {"results: record without methods", 1},
      {"results: malformed method entry (not an object)", 2},
      {"results: methods not an object", 1},
      {"results: tensor_name not a string", 1},
      {"results: rerun replaces an earlier result", 1},
  };
  EXPECT_EQ(r.skips, want);
  EXPECT_EQ(r.bf16.names.size(), 7u);
  EXPECT_EQ(r.q4k.names.size(), 2u);
  EXPECT_TRUE(r.methods.empty());
}

TEST_F(Noisy, Fig5PointsNeedEnoughRecords) {
  auto r = weightcodec::read_results(dir_ / "results.jsonl.zst", {.fig5 = fig5()});
  SkipCounts skips;
  const auto pts = weightcodec::fig5_points(r, fig5(), skips);
  ASSERT_EQ(pts.size(), 1u);
  EXPECT_EQ(pts[0].method, "bf16_split");
  EXPECT_EQ(pts[0].cls, "format-aware");
  EXPECT_EQ(pts[0].ratio, 1.474);
  EXPECT_EQ(pts[0].mbps, 700.0);
  EXPECT_EQ(pts[0].n, 6u);
  EXPECT_TRUE(pts[0].front);
  EXPECT_EQ(skips, (SkipCounts{{"fig5: samples of a method with too few records", 3}}));
}

TEST_F(Noisy, Fig5PointsWithoutMinimum) {
  auto f5 = fig5();
  f5.min_records = 1;
  auto r = weightcodec::read_results(dir_ / "results.jsonl.zst", {.fig5 = f5});
  SkipCounts skips;
  const auto pts = weightcodec::fig5_points(r, f5, skips);
  ASSERT_EQ(pts.size(), 3u);
  EXPECT_EQ(pts[1].method, "gzip6");
  EXPECT_EQ(pts[1].ratio, 1.2109999999999999);
  EXPECT_EQ(pts[1].mbps, 275.0);
  EXPECT_EQ(pts[2].method, "brotli_q11");
  EXPECT_EQ(pts[2].cls, "general-purpose");  // not in the spec: the default class
  EXPECT_EQ(pts[2].ratio, 1.3);              // input_bytes 0: the plain mean
  EXPECT_EQ(pts[2].mbps, 400.0);
  // bf16_split (700, 1.474) dominates both gzip6 (275, 1.211) and brotli_q11 (400, 1.3).
  EXPECT_EQ(std::vector<bool>({pts[0].front, pts[1].front, pts[2].front}),
            (std::vector<bool>{true, false, false}));
  EXPECT_TRUE(skips.empty());
}

TEST_F(Noisy, AtlasFigures) {
  const auto bf16 = weightcodec::load_atlas(dir_ / "atlas_bf16.jsonl");
  const auto q4k = weightcodec::load_atlas(dir_ / "atlas_q4k.jsonl");
  const auto layer = weightcodec::load_atlas(dir_ / "atlas_layer.jsonl");

  SkipCounts s1;
  const auto f1 = weightcodec::fig1_data(bf16, words("fig1"), s1);
  ASSERT_EQ(f1.groups.size(), 2u);  // mlp's only tensor has no H_byte1: no group
  EXPECT_EQ(f1.groups[0].category, "attention");
  ASSERT_EQ(f1.groups[0].bars.size(), 2u);
  EXPECT_EQ(f1.groups[0].bars[0].tensor, "t1");
  EXPECT_EQ(f1.groups[0].bars[1].tensor, "t8");
  EXPECT_EQ(f1.groups[0].bars[1].h_byte1, 2.7);
  EXPECT_EQ(f1.groups[1].category, "other");  // t6 has no category: "other"
  EXPECT_EQ(f1.groups[1].bars[0].tensor, "t6");
  EXPECT_EQ(s1, (SkipCounts{{"fig1: tensor_category not in the spec", 1},
                            {"fig1: tensor_name not a string", 1},
                            {"fig1: tensor without H_byte1 or H_byte0", 1},
                            {"fig1: H_byte1 or H_byte0 not a number", 1}}));

  const auto r = weightcodec::read_results(dir_ / "results.jsonl.zst", {.fig2 = fig2()});
  SkipCounts s2;
  const auto f2 = weightcodec::fig2_data(r, bf16, q4k, words("fig2"), s2);
  EXPECT_EQ(f2.bf16, (std::vector<std::pair<double, double>>{{1.55, 1.6}, {1.45, 1.4}}));
  EXPECT_EQ(f2.q4k, (std::vector<std::pair<double, double>>{{1.0, 1.04}, {1.0666666666666667, 0.0}}));
  EXPECT_EQ(s2, (SkipCounts{{"fig2: atlas row without a string tensor_name", 2},
                            {"fig2: zero or null ratio", 1},
                            {"fig2: tensor not in the atlas", 4}}));

  SkipCounts s3;
  EXPECT_EQ(weightcodec::fig3_values(q4k, words("fig3"), s3), (std::vector<double>{3.9}));
  EXPECT_EQ(s3, (SkipCounts{{"fig3: H_nibble not a number", 1}, {"fig3: record without H_nibble", 1}}));

  SkipCounts s4;
  auto corr = weightcodec::fig4_values(layer, words("fig4"), s4);
  EXPECT_EQ(corr, (std::vector<double>{0.001, -0.002, 0.003, 0.0}));
  EXPECT_EQ(s4,
            (SkipCounts{{"fig4: corr_pearson not a number", 1}, {"fig4: record without corr_pearson", 1}}));
  EXPECT_EQ(weightcodec::median(corr), 0.0005);
}

// ---- errors name the file and the line

TEST(WeightcodecErrors, MalformedLineNamesFileAndLine) {
  TempDir dir("malformed");
  write_file(dir / "results.jsonl", std::string(kNoisyResults[0]) + "\n" + kNoisyResults[1] +
                                        "\n{\"_kind\": \"bench_7B\", \"methods\": {\n");
  try {
    weightcodec::read_results(dir / "results.jsonl", {.fig2 = fig2(), .fig5 = fig5()});
    FAIL() << "no error";
  } catch (const records::ReadError& e) {
    EXPECT_EQ(e.line(), 3u);
    EXPECT_NE(std::string(e.what()).find("results.jsonl:3:"), std::string::npos) << e.what();
  }
}

TEST(WeightcodecErrors, BrokenFieldInAPartTheFiguresDoNotReadIsStillAnError) {
  TempDir dir("broken_field");
  write_file(dir / "results.jsonl", std::string(kNoisyResults[1]) + "\n" +
                                        R"({"_kind": "bench_7B", "methods": {}, "notes": [1, 2 3]})" + "\n");
  try {
    weightcodec::read_results(dir / "results.jsonl", {.fig5 = fig5()});
    FAIL() << "no error";
  } catch (const records::ReadError& e) {
    EXPECT_EQ(e.line(), 2u) << e.what();
  }
}

TEST(WeightcodecErrors, TruncatedCompressedFile) {
  TempDir dir("truncated");
  std::string z = zstd_compress(joined(kNoisyResults));
  z.resize(z.size() - 7);
  write_file(dir / "results.jsonl.zst", z);
  try {
    weightcodec::read_results(dir / "results.jsonl.zst", {.fig5 = fig5()});
    FAIL() << "no error";
  } catch (const records::ReadError& e) {
    EXPECT_EQ(e.reason(), records::Reason::truncated_zstd) << e.what();
    EXPECT_NE(std::string(e.what()).find("results.jsonl.zst"), std::string::npos) << e.what();
  }
}

TEST(WeightcodecErrors, MissingFile) {
  TempDir dir("missing");
  try {
    weightcodec::load_atlas(dir / "atlas_layer.jsonl");
    FAIL() << "no error";
  } catch (const records::ReadError& e) {
    EXPECT_EQ(e.reason(), records::Reason::cannot_open);
    EXPECT_NE(std::string(e.what()).find("atlas_layer.jsonl"), std::string::npos) << e.what();
  }
}

// ---- statistics

TEST(WeightcodecStats, MedianAsNumpy) {
  std::vector<double> odd{3, 1, 2};
  EXPECT_EQ(weightcodec::median(odd), 2.0);
  std::vector<double> even{4, 1, 3, 2};
  EXPECT_EQ(weightcodec::median(even), 2.5);
  std::vector<double> one{7};
  EXPECT_EQ(weightcodec::median(one), 7.0);
}

TEST(WeightcodecStats, ParetoRuleAsTheSeed) {
  // (mbps, ratio): a point is dominated by one at least as good on both and better on one;
  // exact duplicates dominate neither each other.
  const std::vector<std::pair<double, double>> xy{{100, 1.5}, {200, 1.2}, {150, 1.5},
                                                  {200, 1.2}, {50, 1.0},  {300, 1.0}};
  EXPECT_EQ(weightcodec::pareto_front(xy), (std::vector<bool>{false, true, true, true, false, true}));
}

}  // namespace

namespace {

TEST(WeightcodecOrder, FieldsInAnyOrder) {
  TempDir dir("order");
  write_file(
      dir / "results.jsonl",
      std::string(
          R"({"methods": {"bf16_split": {"decompress_MBps": 700, "ratio": 1.5}}, "input_bytes": 10, "tensor_name": "t", "_kind": "bench_bf16_perfile"})") +
          "\n" +
          R"({"_kind": "bench_bf16_perfile", "input_bytes": 30, "methods": {"bf16_split": {"ratio": 1.7, "decompress_MBps": 500}}, "tensor_name": "u"})" +
          "\n");
  const auto r = weightcodec::read_results(dir / "results.jsonl", {.fig2 = fig2(), .fig5 = fig5()});
  EXPECT_TRUE(r.skips.empty());
  EXPECT_EQ(r.bf16.names, (std::vector<std::string>{"t", "u"}));
  ASSERT_EQ(r.methods.size(), 1u);
  EXPECT_EQ(r.methods[0].count, 2u);
  EXPECT_EQ(r.methods[0].weighted_ratio_sum.value(), 1.5 * 10 + 1.7 * 30);
  EXPECT_EQ(r.methods[0].input_bytes_sum.value(), 40.0);
  EXPECT_EQ(r.methods[0].mbps, (std::vector<double>{700, 500}));
}

}  // namespace
