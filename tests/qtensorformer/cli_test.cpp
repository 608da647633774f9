// render_paper with the Q-TensorFormer paper and a broken data directory: the figure whose input
// is missing fails with the file named, the others are written, the exit code is 1.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "expect_outcome.hpp"
#include "file_io.hpp"
#include "run_command.hpp"
#include "temp_dir.hpp"

namespace {

namespace fs = std::filesystem;
using testing_support::expect_outcome;
using testing_support::Outcome;

// A copy of the shipped inputs and an output directory, both removed afterwards.
struct Scratch {
  testing_support::DataCopy data{"qtf_cli_data", QTENSORFORMER_DATA};
  testing_support::TempDir out{"qtf_cli_out"};

  Outcome render(const std::string& only) const {
    return testing_support::run_command(std::string(RENDER_PAPER_BIN) + " --paper qtensorformer --data " +
                                        data.path().string() + " --out " + out.path().string() + only +
                                        " --quiet");
  }
};

TEST(RenderPaper, MissingInputFailsItsFigureAndExitsOne) {
  const Scratch s;
  fs::remove(s.data / "quantum_utility.json");
  const Outcome r = s.render(" --only figure10 --only figure3");
  const fs::path data = s.data.path(), out = s.out.path();
  expect_outcome(r, 1,
                 {"FAILED qtensorformer figure10_quantum_utility_tradeoff: " +
                      (data / "quantum_utility.json").string() + ": cannot open: No such file or directory\n",
                  "render_paper: 1 figure(s) written, 1 failed"});
  EXPECT_TRUE(fs::exists(out / "qtensorformer" / "figure3_8d_lofo_importance.png"));
  EXPECT_FALSE(fs::exists(out / "qtensorformer" / "figure10_quantum_utility_tradeoff.png"));
}

TEST(RenderPaper, ModelWithoutAMetricIsReported) {
  // Drop INT4 PTQ's decode rate: the seed would draw it at 1000 tok/s.
  const Scratch s;
  testing_support::replace_in_file(s.data / "baseline_comparison_master.json", "\"tokens_per_sec\": 131.0,",
                                   "");
  const Outcome r = s.render(" --only figure15");
  EXPECT_EQ(r.code, 0) << r.out;
  // Where it is (file, line of the model, field) on stderr, and counted per reason.
  EXPECT_NE(
      r.out.find("skipped: baseline_comparison_master.json:51: models[3].metrics.tokens_per_sec: figure15: "
                 "model without the metric (left out of Pareto 1)\n"),
      std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("skipped records: figure15: model without the metric (left out of Pareto 1) 1"),
            std::string::npos)
      << r.out;
  EXPECT_TRUE(fs::exists(s.out / "qtensorformer" / "figure15_baseline_pareto_frontiers.png"));
}

// One input edited ("from" replaced by "to"), one figure rendered from the copy.
Outcome render_edited(const std::string& file, const std::string& from, const std::string& to,
                      const std::string& figure) {
  const Scratch s;
  testing_support::replace_in_file(s.data / file, from, to);
  return s.render(" --only " + figure);
}

TEST(RenderPaper, BaselineOfZeroIsAnError) {
  // fig16's improvement divides by the baseline: 0 gave bars at -2.4e19 %.
  const Outcome r = render_edited("baseline_comparison_master.json", "\"peak_ram_mb\": 1902.0",
                                  "\"peak_ram_mb\": 0", "figure16");
  expect_outcome(
      r, 1,
      {"FAILED qtensorformer figure16_baseline_improvement_radar: baseline_comparison_master.json:3: model "
       "dense_fp32 (models[0]) metrics.peak_ram_mb is 0: the improvement is relative to it, so it must be "
       "a finite non-zero number"});
}

TEST(RenderPaper, NegativeRooflinePeakIsAnError) {
  const Outcome r = render_edited("detailed_latency_profile.json", "\"peak_tflops\": 19.5",
                                  "\"peak_tflops\": -19.5", "figure12");
  expect_outcome(
      r, 1,
      {"detailed_latency_profile.json: roofline.hardware[0].peak_tflops must be a finite number > 0 (a "
       "log axis), got -19.5"});
}

TEST(RenderPaper, PieValuesOverflowingIsAnError) {
  // Two wedges of 1e308 add up to inf: the pie was empty and every label "0.0%".
  Outcome r = render_edited("detailed_latency_profile.json",
                            "\"tt_ffn_contraction_ms\": 52.3,\n    \"info_state_zt_ms\": 17.5",
                            "\"tt_ffn_contraction_ms\": 1e308,\n    \"info_state_zt_ms\": 1e308", "figure11");
  expect_outcome(
      r, 1,
      {"detailed_latency_profile.json: prefill_percentage_breakdown: the wedges must add up to a finite "
       "number > 0, got inf"});
  r = render_edited("detailed_latency_profile.json", "\"info_state_zt_ms\": 17.5",
                    "\"info_state_zt_ms\": -17.5", "figure11");
  expect_outcome(r, 1,
                 {"prefill_percentage_breakdown.info_state_zt_ms must be a finite number >= 0, got -17.5"});
}

TEST(RenderPaper, EmptyRecordSetIsAnError) {
  const Outcome r = render_edited("pareto_frontiers.json", "\"quality_vs_latency\": [",
                                  "\"quality_vs_latency\": [], \"unused\": [", "figure13");
  expect_outcome(r, 1, {"pareto_frontiers.json: quality_vs_latency is empty"});
}

}  // namespace
