// The Q-TensorFormer inputs: every figure reads its values from the shipped JSON, and each kind of
// bad input fails (or is reported for) exactly the figures that need it, with the exact message.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "libplot/recording_canvas.hpp"
#include "paper/paper.hpp"
#include "qtensorformer.hpp"
#include "file_io.hpp"
#include "paper_figure.hpp"
#include "temp_dir.hpp"

namespace paper {
std::unique_ptr<Paper> make_qtensorformer_paper();
}

namespace {

namespace fs = std::filesystem;
using nlohmann::ordered_json;
using namespace qtensorformer;

const fs::path kData = QTENSORFORMER_DATA;

// The shipped words (figures.json), read once.
const paper::Section& spec() {
  static const records::JsonDocument doc = records::load_document(shipped_spec_path());
  static const paper::Section s = paper::Section::root(doc);
  return s;
}

// A private copy of the shipped inputs, to break one file at a time.
class DataDir {
 public:
  const fs::path& path() const { return dir_.path(); }
  ordered_json read(const std::string& file) const {
    std::ifstream in(dir_ / file);
    return ordered_json::parse(in);
  }
  void write(const std::string& file, const ordered_json& j) const {
    std::ofstream(dir_ / file) << j.dump(2);
  }
  void write_text(const std::string& file, const std::string& text) const {
    testing_support::write_file(dir_ / file, text);
  }

 private:
  testing_support::DataCopy dir_{"qtf_inputs", kData};
};

struct Prepared {
  std::map<std::string, std::string> errors;  // figure id -> error ("" when it will build)
  std::map<std::string, std::uint64_t> skips;
  std::vector<std::string> places;  // "file:line: field: reason"
  std::vector<paper::FigureJob> jobs;
};

Prepared prepare(const fs::path& dir) {
  auto p = paper::make_qtensorformer_paper();
  paper::SkipCounter skips;
  paper::Context ctx;
  ctx.data_dir = dir;
  ctx.skips = &skips;
  Prepared out;
  out.jobs = p->prepare(ctx, p->figures());
  // Inputs load inside the jobs: a job's error is what building it throws.
  for (auto& j : out.jobs) {
    EXPECT_EQ(j.error.empty(), static_cast<bool>(j.build)) << j.info.id;
    if (j.error.empty()) try {
        j.build();
      } catch (const std::exception& e) {
        j.error = e.what();
      }
    out.errors[j.info.id] = j.error;
  }
  out.skips = skips.counts();
  for (const auto& l : skips.places())
    out.places.push_back(l.file + ":" + std::to_string(l.line) + ": " + l.field + ": " + l.reason);
  return out;
}

// Every figure other than `failing` prepares without an error.
void expect_only(const Prepared& p, const std::map<std::string, std::string>& failing) {
  for (const auto& [id, err] : p.errors) {
    const auto it = failing.find(id);
    EXPECT_EQ(err, it == failing.end() ? "" : it->second) << id;
  }
}

TEST(Inputs, ShippedDataPrepareEveryFigureAtTheReferenceSize) {
  const std::map<std::string, std::pair<int, int>> sizes = {
      {"figure1", {3000, 1800}},  {"figure2", {2400, 1350}},  {"figure3", {2550, 1350}},
      {"figure4", {2400, 1350}},  {"figure5", {3000, 1260}},  {"figure6", {2550, 1350}},
      {"figure7", {2550, 1440}},  {"figure8", {2700, 1350}},  {"figure9", {2850, 1260}},
      {"figure10", {2850, 1260}}, {"figure11", {3000, 1350}}, {"figure12", {2550, 1440}},
      {"figure13", {3000, 1350}}, {"figure14", {3000, 1260}}, {"figure15", {4800, 1500}},
      {"figure16", {3600, 1950}}};
  const Prepared p = prepare(kData);
  ASSERT_EQ(p.jobs.size(), 16u);
  EXPECT_TRUE(p.skips.empty());
  for (const auto& j : p.jobs) {
    ASSERT_EQ(j.error, "") << j.info.id;
    EXPECT_EQ(j.info.formats, std::vector<libplot::Format>{libplot::Format::Png});
    EXPECT_EQ(j.build().pixel_size(j.info.save), sizes.at(j.info.id)) << j.info.id;
  }
  EXPECT_EQ(p.jobs[0].info.stem, "figure1_architecture");
  EXPECT_EQ(p.jobs[15].info.stem, "figure16_baseline_improvement_radar");
}

TEST(Inputs, MissingFileFailsOnlyTheFiguresThatReadIt) {
  DataDir d;
  fs::remove(d.path() / "detailed_latency_profile.json");
  const std::string err =
      (d.path() / "detailed_latency_profile.json").string() + ": cannot open: No such file or directory";
  expect_only(prepare(d.path()), {{"figure11", err}, {"figure12", err}});
}

TEST(Inputs, MissingBaselineFileFailsFigures15And16) {
  DataDir d;
  fs::remove(d.path() / "baseline_comparison_master.json");
  const std::string err =
      (d.path() / "baseline_comparison_master.json").string() + ": cannot open: No such file or directory";
  expect_only(prepare(d.path()), {{"figure15", err}, {"figure16", err}});
}

TEST(Inputs, MissingKeysNameTheFileAndTheKeyPath) {
  DataDir d;
  auto profile = d.read("detailed_latency_profile.json");
  profile["roofline"].erase("hardware");
  d.write("detailed_latency_profile.json", profile);
  auto counter = d.read("counter_hypothesis_results.json");
  counter["regime_3_micro_deadlines"].erase("target_sla_ms");
  d.write("counter_hypothesis_results.json", counter);
  auto controller = d.read("controller_convergence.json");
  controller["traces_ms"].erase("pid_dual");
  d.write("controller_convergence.json", controller);
  auto nested = d.read("nested_tt_analysis.json");
  nested["experiments"]["Linear_128x256"]["rank_metrics"]["4"].erase("nested_slice_rel_err");
  d.write("nested_tt_analysis.json", nested);
  auto quantum = d.read("quantum_utility.json");
  quantum.erase("qpu_budget");
  d.write("quantum_utility.json", quantum);
  auto hysteresis = d.read("hysteresis_results.json");
  hysteresis["hysteresis_analysis"].erase("tau_0.15");
  d.write("hysteresis_results.json", hysteresis);
  expect_only(
      prepare(d.path()),
      {{"figure12", "detailed_latency_profile.json: missing key roofline.hardware"},
       {"figure14", "counter_hypothesis_results.json: missing key regime_3_micro_deadlines.target_sla_ms"},
       {"figure8", "controller_convergence.json: missing key traces_ms.pid_dual"},
       {"figure4",
        "nested_tt_analysis.json: missing key "
        "experiments.Linear_128x256.rank_metrics.4.nested_slice_rel_err"},
       {"figure10", "quantum_utility.json: missing key qpu_budget.threshold_ms"},
       {"figure9", "hysteresis_results.json: missing key hysteresis_analysis.tau_0.15.churn_rate_pct"}});
}

TEST(Inputs, WrongTypesAndBadFilesNameTheFile) {
  DataDir d;
  auto quantum = d.read("quantum_utility.json");
  quantum["qpu_budget"]["threshold_ms"] = "fast";
  d.write("quantum_utility.json", quantum);
  auto kv = d.read("kv_rate_distortion.json");
  kv["policies"]["FIFO_Eviction"]["half"] = {{"fidelity_cosine", 0.5}};
  d.write("kv_rate_distortion.json", kv);
  auto pareto = d.read("pareto_frontiers.json");
  pareto["quality_vs_latency"][3]["color"] = "bluish";
  d.write("pareto_frontiers.json", pareto);
  auto traces = d.read("controller_convergence.json");
  traces["traces_ms"]["p_only"].erase(0);
  d.write("controller_convergence.json", traces);
  d.write_text("gqa_audit.json", "{\"configurations\": ");
  const Prepared p = prepare(d.path());
  expect_only(
      p, {{"figure10", "quantum_utility.json: qpu_budget.threshold_ms is a string, expected a number"},
          {"figure7", "kv_rate_distortion.json: policies.FIFO_Eviction has key \"half\", expected <number>%"},
          {"figure13", "pareto_frontiers.json: quality_vs_latency[3].color: unknown colour 'bluish'"},
          {"figure8",
           "controller_convergence.json: traces_ms.static_heuristic, traces_ms.p_only and "
           "traces_ms.pid_dual must have the same, non-zero length"},
          {"figure6", p.errors.at("figure6")}});
  EXPECT_EQ(
      p.errors.at("figure6"),
      "gqa_audit.json:1: malformed JSON: JSON document ended early in the middle of an object or array. "
      "(column 20)");
}

TEST(Inputs, ModelWithoutAMetricIsReportedAndLeftOut) {
  DataDir d;
  auto b = d.read("baseline_comparison_master.json");
  b["models"][1]["metrics"].erase("tokens_per_sec");      // dense_fp16: Pareto 1 cannot place it
  b["models"][9]["metrics"]["kv_cache_1k_mb"] = nullptr;  // h2o_kv: no KV cache figure
  d.write("baseline_comparison_master.json", b);
  const Prepared p = prepare(d.path());
  expect_only(p, {});
  const std::map<std::string, std::uint64_t> reported = {
      {"figure15: model without the metric (left out of Pareto 1)", 1},
      {"figure16: model without the metric (its bar left out)", 1}};
  EXPECT_EQ(p.skips, reported);
  // Each where it is: the line where the model's object starts, and the field it lacks.
  std::vector<std::string> places = p.places;
  std::sort(places.begin(), places.end());
  EXPECT_EQ(
      places,
      (std::vector<std::string>{
          "baseline_comparison_master.json:146: models[9].metrics.kv_cache_1k_mb: figure16: model without "
          "the metric (its bar left out)",
          "baseline_comparison_master.json:19: models[1].metrics.tokens_per_sec: figure15: model without "
          "the metric (left out of Pareto 1)"}));

  // Not drawn as 1.0: the point is absent from panel 1 only, the bar from its series only.
  Notes notes;
  const Baselines models = load_baselines(load_document(d.path() / "baseline_comparison_master.json"));
  const BaselinePareto pareto = baseline_pareto(models, spec(), kBaselines, notes);
  EXPECT_EQ(pareto.panels[0].points.size(), 13u);
  EXPECT_EQ(pareto.panels[1].points.size(), 14u);
  EXPECT_EQ(pareto.panels[2].points.size(), 14u);
  for (const auto& pt : pareto.panels[0].points) EXPECT_NE(pt.label, "Dense FP16");
  const Improvements imp = improvements(models, spec(), kBaselines, notes);
  EXPECT_FALSE(imp.series[1].pct[9].has_value());
  EXPECT_TRUE(imp.series[0].pct[9].has_value());
  EXPECT_EQ(notes.size(), 2u);
}

TEST(Inputs, OwnModelWithoutAMetricFailsFigure16) {
  DataDir d;
  auto b = d.read("baseline_comparison_master.json");
  b["models"][12]["metrics"].erase("energy_uj_per_tok");  // qtf_edge
  d.write("baseline_comparison_master.json", b);
  const Prepared p = prepare(d.path());
  expect_only(p, {{"figure16",
                   "baseline_comparison_master.json:195: model qtf_edge (models[12]) has no "
                   "metrics.energy_uj_per_tok"}});
  EXPECT_EQ(p.skips, (std::map<std::string, std::uint64_t>{
                         {"figure15: model without the metric (left out of Pareto 3)", 1}}));
  EXPECT_EQ(p.places, (std::vector<std::string>{
                          "baseline_comparison_master.json:195: models[12].metrics.energy_uj_per_tok: "
                          "figure15: model without the metric (left out of Pareto 3)"}));
}

TEST(Inputs, MissingModelsAreReported) {
  DataDir d;
  auto b = d.read("baseline_comparison_master.json");
  b["models"].erase(12);  // qtf_edge, the paper's own model
  b["models"].erase(9);   // h2o_kv, a baseline
  d.write("baseline_comparison_master.json", b);
  const Prepared p = prepare(d.path());
  expect_only(p, {{"figure16", "baseline_comparison_master.json: no model with model_id qtf_edge"}});
  Notes notes;
  auto second = d.read("baseline_comparison_master.json");
  second["models"].push_back(
      ordered_json::parse(R"({"model_id": "qtf_edge", "display_name": "QTF", "category": "Adaptive QTF",
      "metrics": {"peak_ram_mb": 1, "kv_cache_1k_mb": 1, "dram_traffic_bytes_per_tok": 1, "active_flops_m": 1, "energy_uj_per_tok": 1}})"));
  const Improvements imp = improvements(
      load_baselines(records::JsonDocument::parse(second.dump(), kBaselines)), spec(), kBaselines, notes);
  ASSERT_EQ(notes.size(), 1u);
  EXPECT_EQ(notes[0].file, "baseline_comparison_master.json");
  EXPECT_EQ(notes[0].line, 1u);  // the one-line document's "models"
  EXPECT_EQ(notes[0].field, "models");
  EXPECT_EQ(notes[0].reason, "figure16: no model with model_id h2o_kv (its bars left out)");
  for (const auto& s : imp.series) EXPECT_FALSE(s.pct[9].has_value());
}

// ---------------------------------------------------------------- values, from the shipped files
TEST(Inputs, ValuesComeFromTheFilesInFileOrder) {
  const auto doc = [](const char* f) { return load_document(kData / f); };
  const Ablation a = load_ablation(doc(kAblation));
  EXPECT_EQ(a.features, (std::vector<std::string>{"S_t (Dispersion)", "H_t (Entropy)", "U_t (Uncertainty)",
                                                  "A_t (Attention)", "R_t (TT-Error)", "L (Latency)",
                                                  "M (Memory)", "B (Bandwidth)"}));
  EXPECT_EQ(a.drops, (std::vector<double>{0.082, 0.145, 0.118, 0.064, 0.071, 0.095, 0.088, 0.052}));
  const MarginalValue m = load_marginal_value(doc(kMarginalValue), spec());
  EXPECT_EQ(m.r2, (std::vector<double>{0.842, 0.995, 0.997, 0.991, 0.994}));
  const NestedTT n = load_nested_tt(doc(kNestedTT), spec());
  EXPECT_EQ(n.ranks, (std::vector<double>{1, 2, 4, 8}));
  EXPECT_EQ(n.gaps, (std::vector<double>{0.01, 0.013, 0.013, 0.0}));
  const AdaptiveRank r = load_adaptive_rank(doc(kAdaptiveRank));
  EXPECT_EQ(r.ranks, (std::vector<double>{1, 2, 4, 8}));
  EXPECT_EQ(r.traffic_kb, (std::vector<double>{86, 92, 102, 116}));
  const GqaAudit g = load_gqa_audit(doc(kGqaAudit), spec());
  EXPECT_EQ(g.configs, (std::vector<std::string>{"MHA (1:1)", "GQA (2:1)", "GQA (4:1)", "MQA (8:1)"}));
  EXPECT_EQ(g.decode_ms, (std::vector<double>{1.59, 1.11, 0.92, 0.69}));
  const KvRateDistortion k = load_kv_rate_distortion(doc(kKvRateDistortion), spec());
  EXPECT_EQ(k.budgets, (std::vector<std::string>{"100%", "75%", "50%", "25%", "10%", "5%"}));
  EXPECT_EQ(k.ratios, (std::vector<double>{1.0, 1.33, 2.0, 4.0, 10.0, 20.0}));
  EXPECT_EQ(k.policies[4].fidelity, (std::vector<double>{1.0, 1.0, 0.982, 0.982, 0.931, 0.907}));
  const Controller c = load_controller(doc(kController));
  EXPECT_EQ(c.target_ms, 1.2);
  EXPECT_EQ(c.disturbance_step, 30);
  EXPECT_EQ(c.seq_before, 32);
  EXPECT_EQ(c.seq_after, 128);
  EXPECT_EQ(c.tolerance_pct, 5.0);
  EXPECT_EQ(c.static_violation_pct, 100.0);
  EXPECT_EQ(c.pid_ms.size(), 100u);
  EXPECT_EQ(c.static_ms[30], 2.637965867755412);
  EXPECT_EQ(c.pid_ms[41], 1.22);
  const Hysteresis h = load_hysteresis(doc(kHysteresis), spec());
  EXPECT_EQ(h.churn_pct, (std::vector<double>{43.29, 48.5, 0.0, 0.0}));
  const QuantumUtility q = load_quantum_utility(doc(kQuantumUtility));
  EXPECT_EQ(q.statevector_ms, 23.87);
  EXPECT_EQ(q.threshold_ms, 0.227);
  EXPECT_EQ(q.sdpa_reference_ms, 0.043);
  EXPECT_TRUE(q.includes_readout);
  const LatencyBreakdown l = load_latency_breakdown(doc(kLatencyProfile), spec());
  EXPECT_EQ(l.decode_pct, (std::vector<double>{39.4, 14.2, 31.5, 10.0, 3.2, 1.6}));
  const Roofline f = load_roofline(doc(kLatencyProfile));
  ASSERT_EQ(f.hardware.size(), 2u);
  EXPECT_EQ(f.hardware[0].name, "NVIDIA A100");
  EXPECT_EQ(f.hardware[1].peak_tflops, 2.5);
  EXPECT_EQ(f.hardware[1].bandwidth_gbs, 130.0);
  EXPECT_EQ(f.system, "QTensorFormer");
  EXPECT_EQ(f.intensity, 26.2);
  const Pareto p = load_pareto(doc(kPareto));
  ASSERT_EQ(p.systems.size(), 9u);
  EXPECT_TRUE(p.systems[8].ours);
  EXPECT_FALSE(p.systems[7].ours);
  EXPECT_EQ(p.systems[7].latency_ms, 18.5);
  EXPECT_EQ(p.dims, (std::vector<std::string>{"Latency", "Memory", "Energy", "Bandwidth", "KV Cache"}));
  EXPECT_EQ(p.advantage_pct, (std::vector<double>{16.2, 71.3, 16.2, 184.6, 494.6}));
  const CounterHypothesis ch = load_counter_hypothesis(doc(kCounterHypothesis));
  EXPECT_EQ(ch.batches, (std::vector<double>{16, 32, 64, 128}));
  EXPECT_EQ(ch.tt_ms, (std::vector<double>{2.3, 4.17, 8.39, 17.69}));
  EXPECT_EQ(ch.floor_ms, 0.73);
  EXPECT_EQ(ch.target_ms, 0.5);
  Notes notes;
  const Baselines b = load_baselines(doc(kBaselines));
  ASSERT_EQ(b.models.size(), 14u);
  const Improvements imp = improvements(b, spec(), kBaselines, notes);
  EXPECT_TRUE(notes.empty());
  EXPECT_EQ(imp.baselines.front(), "Dense (FP32)");
  EXPECT_DOUBLE_EQ(*imp.series[0].pct[0], (1902.0 - 306.4) / 1902.0 * 100.0);
  EXPECT_DOUBLE_EQ(*imp.series[1].pct[5], (12.0 - 14.4) / 12.0 * 100.0);
  const BaselinePareto bp = baseline_pareto(b, spec(), kBaselines, notes);
  EXPECT_EQ(bp.panels[2].points[9].label, "H2O Heavy-Hitt");  // the seed's 14-character cut
}

// The strings one figure draws from the data in `dir` with the spec in `spec_file`.
std::vector<std::string> drawn_texts(const fs::path& dir, const std::string& id,
                                     const fs::path& spec_file = shipped_spec_path()) {
  auto p = make_paper(spec_file);
  return testing_support::drawn_texts(testing_support::prepare_figure(*p, dir, id).at(0));
}

bool has(const std::vector<std::string>& texts, const std::string& s) {
  return std::find(texts.begin(), texts.end(), s) != texts.end();
}

// Counts and values shown in sentences come from the data: figure 9's tau list
// and tick labels from the tau keys, figure 3's "8D" from the number of features.
TEST(Inputs, CountsAndValuesInTextsFollowTheData) {
  auto f9 = drawn_texts(kData, "figure9");
  EXPECT_TRUE(has(f9, "Figure 9: Anti-Chattering Hysteresis Stability (tau in {0, 0.05, 0.15, 0.30})"));
  EXPECT_TRUE(has(f9, "0.0\n(None)"));
  EXPECT_TRUE(has(f9, "0.30\n(Strong)"));
  EXPECT_TRUE(has(drawn_texts(kData, "figure3"), "8D Information State Feature"));

  DataDir d;
  auto ablation = d.read("information_state_ablation.json");
  ASSERT_TRUE(ablation.contains("lofo_ablations"));
  ablation["lofo_ablations"].erase(ablation["lofo_ablations"].begin());
  d.write("information_state_ablation.json", ablation);
  EXPECT_TRUE(has(drawn_texts(d.path(), "figure3"), "7D Information State Feature"));

  // Another tau set: the spec names tau_0.25 (the data gain it), the others are dropped.
  auto hysteresis = d.read("hysteresis_results.json");
  hysteresis["hysteresis_analysis"]["tau_0.25"] = {{"churn_rate_pct", 1.5}, {"latency_jitter_std_ms", 0.02}};
  d.write("hysteresis_results.json", hysteresis);
  std::ifstream in(shipped_spec_path());
  ordered_json spec_json = ordered_json::parse(in);
  spec_json["figure9"]["taus"] = ordered_json::array({{{"key", "tau_0.0"}, {"label", "{tau:.1f}\n(None)"}},
                                                      {{"key", "tau_0.25"}, {"label", "{tau:.2f}\n(Firm)"}}});
  const fs::path spec_file = d.path() / "figures.json";
  std::ofstream(spec_file) << spec_json.dump(2);
  f9 = drawn_texts(d.path(), "figure9", spec_file);
  EXPECT_TRUE(has(f9, "Figure 9: Anti-Chattering Hysteresis Stability (tau in {0, 0.25})"));
  EXPECT_TRUE(has(f9, "0.25\n(Firm)"));
  EXPECT_FALSE(has(f9, "0.30\n(Strong)"));

  // Baselines missing from the data: not drawn as empty rows, not counted in the title.
  EXPECT_TRUE(has(drawn_texts(kData, "figure16"),
                  "Figure 16: Direction-Aware Relative Improvements of Q-TensorFormer vs 11 Baselines"));
  auto b = d.read("baseline_comparison_master.json");
  b["models"].erase(0);  // dense_fp32
  b["models"].erase(0);  // dense_fp16
  d.write("baseline_comparison_master.json", b);
  const auto f16 = drawn_texts(d.path(), "figure16");
  EXPECT_TRUE(has(f16, "Figure 16: Direction-Aware Relative Improvements of Q-TensorFormer vs 9 Baselines"));
  EXPECT_FALSE(has(f16, "Dense (FP32)"));
  EXPECT_TRUE(has(f16, "INT8 PTQ"));
}

// The seed script's fixed y limits widen, and say so, when the data leave them: a QPU budget
// above figure 10's [0, 0.32] and a fidelity below figure 7's [-0.15, 1.05].
TEST(Inputs, FixedLimitsWidenAndSaySo) {
  DataDir d;
  auto quantum = d.read("quantum_utility.json");
  quantum["qpu_budget"]["threshold_ms"] = 0.908;
  d.write("quantum_utility.json", quantum);
  auto kv = d.read("kv_rate_distortion.json");
  kv["policies"]["FIFO_Eviction"]["5%"]["fidelity_cosine"] = -0.6;
  d.write("kv_rate_distortion.json", kv);
  const Prepared p = prepare(d.path());
  expect_only(p, {});
  std::map<std::string, std::vector<std::string>> notes;
  for (const auto& j : p.jobs)
    if (!j.notes->empty()) notes[j.info.id] = *j.notes;
  EXPECT_EQ(
      notes,
      (std::map<std::string, std::vector<std::string>>{
          {"figure10",
           {"Required Physical QPU Latency: y limit [0, 0.32] widened to [0, 0.9534]: 1 value(s) above it"}},
          {"figure7",
           {"Figure 7: KV Cache Rate-Distortion Curves across Compression Budgets: y limit [-0.15, 1.05] "
            "widened to [-0.6825, 1.05]: 1 value(s) below it"}}}));
  // The shipped data fit every seed limit: no notes.
  for (const auto& j : prepare(kData).jobs)
    EXPECT_TRUE(j.notes->empty()) << j.info.id << ": " << j.notes->front();
}

// Figure 8's legend keeps off the traces whatever their scale: inside the axes where a place is
// free (the shipped traces, and twice as slow), right of the axes where none is (at 0.8 times the
// traces every place inside crosses a trace). Checked by the linter.
TEST(Inputs, Figure8LegendNeverCoversTheTraces) {
  auto errors_at = [](double scale) {
    DataDir d;
    auto c = d.read("controller_convergence.json");
    for (auto& [name, trace] : c["traces_ms"].items())
      for (auto& v : trace) v = v.get<double>() * scale;
    d.write("controller_convergence.json", c);
    auto p = paper::make_qtensorformer_paper();
    paper::Context ctx;
    ctx.data_dir = d.path();
    std::vector<paper::FigureInfo> one;
    for (const auto& f : p->figures())
      if (f.id == "figure8") one.push_back(f);
    std::vector<std::string> out;
    for (const auto& f : p->prepare(ctx, one).at(0).build().lint())
      if (f.severity == libplot::Severity::Error) out.push_back(f.rule + ": " + f.message);
    return out;
  };
  for (const double scale : {1.0, 0.8, 2.0}) EXPECT_EQ(errors_at(scale), std::vector<std::string>{}) << scale;
}

}  // namespace
