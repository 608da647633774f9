#pragma once
// The Q-TensorFormer paper (figures 1–16): its inputs, read from the seed's JSON files
// (drivers/qtensorformer/data/*.json by default), and one function per figure. The driver holds no
// number or text a figure shows: results come from the input files, the paper's words and fixed
// numbers (titles, labels, the keys it selects, the acceptance bar, axis limits) from its words
// file, figures.json: each figure and loader reads its own section ("figure2") through
// paper::Section, which names the file, line and key of anything missing or mistyped. Figure 1 is
// a diagram: its layout is the driver's, its words the file's.
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "libplot/figure.hpp"
#include "paper/paper.hpp"
#include "records/document.hpp"
#include "paper/section.hpp"

namespace qtensorformer {

// The paper as render_paper sees it (paper::make_qtensorformer_paper() is this with the shipped
// words file), reading its words from `spec_file`. A words file that cannot be read fails every
// figure; a missing or bad key fails the figure that reads it.
std::unique_ptr<paper::Paper> make_paper(std::filesystem::path spec_file);
// The words file shipped beside the driver (drivers/qtensorformer/figures.json).
std::filesystem::path shipped_spec_path();
// The boxes of figure 1's diagram, keys of figure1.blocks; the layout is the C++'s, in this order.
inline constexpr const char* kFigure1Blocks[] = {"input",     "state",    "allocator", "ffn",
                                                 "attention", "kv_cache", "controller"};

// ---------------------------------------------------------------- inputs (file names as the seed)
inline constexpr const char* kMarginalValue = "marginal_value_results.json";
inline constexpr const char* kAblation = "information_state_ablation.json";
inline constexpr const char* kNestedTT = "nested_tt_analysis.json";
inline constexpr const char* kAdaptiveRank = "adaptive_rank_results.json";
inline constexpr const char* kGqaAudit = "gqa_audit.json";
inline constexpr const char* kKvRateDistortion = "kv_rate_distortion.json";
inline constexpr const char* kController = "controller_convergence.json";
inline constexpr const char* kHysteresis = "hysteresis_results.json";
inline constexpr const char* kQuantumUtility = "quantum_utility.json";
inline constexpr const char* kLatencyProfile = "detailed_latency_profile.json";
inline constexpr const char* kPareto = "pareto_frontiers.json";
inline constexpr const char* kCounterHypothesis = "counter_hypothesis_results.json";
inline constexpr const char* kBaselines = "baseline_comparison_master.json";

// Reads one JSON input. Messages name the file by its name: "quantum_utility.json: missing key
// qpu_budget.threshold_ms"; a file that cannot be read gives the reader's
// "<path>: cannot open: No such file or directory".
records::JsonDocument load_document(const std::filesystem::path& file);

// Problems that leave a figure drawable (a model without a metric): each where it is (file,
// line, field) and why, reported through render_paper's skip summary and --report.
using Notes = std::vector<paper::SkipPlace>;

// ---------------------------------------------------------------- data per figure
struct MarginalValue {             // figure 2: R² per prediction head, in the spec's head order
  std::vector<std::string> keys;   // the data's head names (regression_heads.<key>)
  std::vector<std::string> heads;  // tick labels
  std::vector<double> r2;
};

struct Ablation {  // figure 3: LOFO R² drop per feature, in file order
  std::vector<std::string> features;
  std::vector<double> drops;
};

struct NestedTT {  // figure 4: errors per active rank (keys of rank_metrics)
  std::vector<double> ranks, independent, nested, gaps;
};

struct AdaptiveRank {  // figure 5: per rank_<r>
  std::vector<double> ranks, latency_ms, traffic_kb;
};

struct GqaAudit {  // figure 6: per configuration at one sequence length
  std::string seq_len;
  std::vector<std::string> configs;
  std::vector<double> stored_kb, decode_ms;
};

struct KvRateDistortion {  // figure 7: fidelity per policy and budget
  std::vector<std::string> budgets;
  std::vector<double> ratios;  // compression vs FP16: 100 / budget %, to the seed's two decimals
  struct Policy {
    std::string key, label;
    std::vector<double> fidelity;
  };
  std::vector<Policy> policies;  // in the spec's drawing order
};

struct Controller {  // figure 8
  double target_ms = 0, disturbance_step = 0, seq_before = 0, seq_after = 0, tolerance_pct = 0;
  double static_violation_pct = 0;
  std::vector<double> static_ms, p_only_ms, pid_ms;  // one value per generation step 1..n
};

struct Hysteresis {                       // figure 9: per tau key of the spec
  std::vector<std::string> taus, labels;  // labels: the spec's templates filled with the tau
  std::vector<double> tau_values;         // from the keys: "tau_0.3" -> 0.3
  std::vector<std::string> in_title;      // each tau as the suptitle lists it
  std::vector<double> churn_pct, jitter_ms;
};

struct QuantumUtility {  // figure 10
  double sdpa_ms = 0, surrogate_ms = 0, statevector_ms = 0;
  double threshold_ms = 0, sdpa_reference_ms = 0;
  bool includes_readout = false;
};

struct LatencyBreakdown {         // figure 11: percentages per sub-system, prefill and decode
  std::vector<std::string> keys;  // the data's sub-system names (*_percentage_breakdown.<key>)
  std::vector<std::string> labels;
  std::vector<double> prefill_pct, decode_pct;
};

struct Roofline {  // figure 12
  struct Hardware {
    std::string name;
    double peak_tflops, bandwidth_gbs;
  };
  std::vector<Hardware> hardware;
  std::string system;
  double intensity = 0;  // FLOPs / byte
};

struct Pareto {  // figure 13
  struct System {
    std::string name;
    double quality, latency_ms;
    libplot::Color color;
    bool ours;
  };
  std::vector<System> systems;
  std::vector<std::string> dims;
  std::vector<double> advantage_pct;
};

struct CounterHypothesis {  // figure 14
  std::vector<double> batches, dense_ms, tt_ms;
  double allocator_ms = 0, slicing_ms = 0, floor_ms = 0, target_ms = 0;
};

// Figures 15 and 16: every model with the metrics it has (a missing metric is std::nullopt).
struct Baselines {
  struct Model {
    std::size_t index = 0;   // position in "models", for messages
    std::uint64_t line = 0;  // where the model's object starts in the file
    std::string id, display_name, category;
    std::vector<std::pair<std::string, double>> metrics;
    std::optional<double> metric(std::string_view key) const;
  };
  std::vector<Model> models;
  std::uint64_t models_line = 0;  // where "models" starts
};

// One scatter panel of figure 15: the models that have both metrics.
struct ParetoPanel {
  struct Point {
    double x, y;
    std::string label, category;
  };
  std::vector<Point> points;
};
struct BaselinePareto {
  std::size_t models = 0;  // models in the file
  std::vector<ParetoPanel> panels;
};

// Figure 16: one series per metric, one bar per baseline (nullopt: not drawn, reported).
struct Improvements {
  std::vector<std::string> baselines;  // display names, bottom to top
  struct Series {
    std::string label;
    std::vector<std::optional<double>> pct;
  };
  std::vector<Series> series;
};

// The keys a figure selects (heads, policies, taus, ...) come from the spec.
MarginalValue load_marginal_value(const records::JsonDocument& d, const paper::Section& words);
Ablation load_ablation(const records::JsonDocument& d);
NestedTT load_nested_tt(const records::JsonDocument& d, const paper::Section& words);
AdaptiveRank load_adaptive_rank(const records::JsonDocument& d);
GqaAudit load_gqa_audit(const records::JsonDocument& d, const paper::Section& words);
KvRateDistortion load_kv_rate_distortion(const records::JsonDocument& d, const paper::Section& words);
Controller load_controller(const records::JsonDocument& d);
Hysteresis load_hysteresis(const records::JsonDocument& d, const paper::Section& words);
QuantumUtility load_quantum_utility(const records::JsonDocument& d);
LatencyBreakdown load_latency_breakdown(const records::JsonDocument& d, const paper::Section& words);
Roofline load_roofline(const records::JsonDocument& d);
Pareto load_pareto(const records::JsonDocument& d);
CounterHypothesis load_counter_hypothesis(const records::JsonDocument& d);
Baselines load_baselines(const records::JsonDocument& d);
// Models lacking a panel's metric are left out of that panel and noted.
BaselinePareto baseline_pareto(const Baselines& b, const paper::Section& words, const std::string& file,
                               Notes& notes);
// Throws paper::InputError when the paper's own model (or one of its metrics) is missing; a
// baseline without a model or a metric is noted and its bar left out.
Improvements improvements(const Baselines& b, const paper::Section& words, const std::string& file,
                          Notes& notes);

// ---------------------------------------------------------------- registries keyed by the data
// One colour per category from the theme colour names of `s`'s `registry` map (figures.json),
// keyed by the data's category names. A category the map lacks takes the theme cycle's next
// colour that no entry of the map (nor an earlier fallback) uses, and a note says which.
std::vector<libplot::Color> category_colours(const paper::Section& s, const char* registry,
                                             const std::string& figure,
                                             const std::vector<std::string>& categories,
                                             const libplot::Theme& th, paper::Notes& notes);
// Each name's short label from `s`'s "short_names" map, keyed by the full name of the data; a
// name the map lacks is shown in full.
std::vector<std::string> short_names(const paper::Section& s, const std::vector<std::string>& names);

// ---------------------------------------------------------------- figures
libplot::Figure fig01(const paper::Section& words, const libplot::Theme& th);
libplot::Figure fig02(const MarginalValue& d, const paper::Section& words, const libplot::Theme& th,
                      paper::Notes& notes);
libplot::Figure fig03(const Ablation& d, const paper::Section& words, const libplot::Theme& th);
libplot::Figure fig04(const NestedTT& d, const paper::Section& words, const libplot::Theme& th);
libplot::Figure fig05(const AdaptiveRank& d, const paper::Section& words, const libplot::Theme& th);
libplot::Figure fig06(const GqaAudit& d, const paper::Section& words, const libplot::Theme& th);
libplot::Figure fig07(const KvRateDistortion& d, const paper::Section& words, const libplot::Theme& th,
                      paper::Notes& notes);
// Figures 2, 7, 8, 10, 13 and 14 keep the seed's y limits unless a value (or its label) leaves
// them: then they widen and `notes` says so (paper::keep_limits).
libplot::Figure fig08(const Controller& d, const paper::Section& words, const libplot::Theme& th,
                      paper::Notes& notes);
libplot::Figure fig09(const Hysteresis& d, const paper::Section& words, const libplot::Theme& th,
                      paper::Notes& notes);
libplot::Figure fig10(const QuantumUtility& d, const paper::Section& words, const libplot::Theme& th,
                      paper::Notes& notes);
libplot::Figure fig11(const LatencyBreakdown& d, const paper::Section& words, const libplot::Theme& th,
                      paper::Notes& notes);
libplot::Figure fig12(const Roofline& d, const paper::Section& words, const libplot::Theme& th);
libplot::Figure fig13(const Pareto& d, const paper::Section& words, const libplot::Theme& th,
                      paper::Notes& notes);
libplot::Figure fig14(const CounterHypothesis& d, const paper::Section& words, const libplot::Theme& th,
                      paper::Notes& notes);
libplot::Figure fig15(const BaselinePareto& d, const paper::Section& words, const libplot::Theme& th,
                      paper::Notes& notes);
libplot::Figure fig16(const Improvements& d, const paper::Section& words, const libplot::Theme& th);

// 0, 1, ..., n - 1 as doubles (category positions).
std::vector<double> positions(std::size_t n);

}  // namespace qtensorformer
