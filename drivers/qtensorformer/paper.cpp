// The Q-TensorFormer paper as render_paper sees it: inputs, figures, and how to build each.
// Through the common TablePaper: the words (figures.json) and every input are read once, on first
// use; a missing or bad input, or a missing or bad key of the words, fails only the figures that
// need it, with the message naming the file, the line and the key path.
#include <functional>
#include <map>
#include <memory>
#include <type_traits>

#include "paper/table_paper.hpp"
#include "qtensorformer.hpp"

namespace qtensorformer {
namespace {

using libplot::Figure;
using libplot::Format;
using libplot::Theme;

struct FigureDef {
  const char* id;
  const char* stem;
  std::vector<std::string> inputs;
};

const std::vector<FigureDef>& definitions() {
  static const std::vector<FigureDef> s = {
      {"figure1", "figure1_architecture", {}},
      {"figure2", "figure2_marginal_value_r2", {kMarginalValue}},
      {"figure3", "figure3_8d_lofo_importance", {kAblation}},
      {"figure4", "figure4_nested_tt_suboptimality", {kNestedTT}},
      {"figure5", "figure5_adaptive_rank_latency_traffic", {kAdaptiveRank}},
      {"figure6", "figure6_gqa_memory_traffic", {kGqaAudit}},
      {"figure7", "figure7_kv_rate_distortion", {kKvRateDistortion}},
      {"figure8", "figure8_controller_convergence", {kController}},
      {"figure9", "figure9_hysteresis_churn_jitter", {kHysteresis}},
      {"figure10", "figure10_quantum_utility_tradeoff", {kQuantumUtility}},
      {"figure11", "figure11_subsystem_latency_breakdown", {kLatencyProfile}},
      {"figure12", "figure12_hardware_roofline", {kLatencyProfile}},
      {"figure13", "figure13_multi_pareto_frontiers", {kPareto}},
      {"figure14", "figure14_counter_hypothesis_boundaries", {kCounterHypothesis}},
      {"figure15", "figure15_baseline_pareto_frontiers", {kBaselines}},
      {"figure16", "figure16_baseline_improvement_radar", {kBaselines}},
  };
  return s;
}

// Every input document, parsed at most once by the first job that needs it, and the words.
struct Inputs {
  paper::Shared<records::JsonDocument> spec;
  paper::Section words() { return paper::Section::root(spec->get()); }
  std::map<std::string, paper::Shared<records::JsonDocument>> docs;
  paper::SkipCounter* skips = nullptr;
  const records::JsonDocument& doc(const std::string& file) { return docs.at(file)->get(); }
};

// A figure whose data is one loader's result: load inside the job, then draw (figures that keep
// a seed's limit also get the notes).
template <class Load, class Fig>
std::function<Figure(Inputs&, const Theme&, paper::Notes&)> from(const char* file, Load load, Fig fig) {
  return [=](Inputs& in, const Theme& th, paper::Notes& notes) {
    const paper::Section spec = in.words();
    const auto data = [&] {
      if constexpr (std::is_invocable_v<Load, const records::JsonDocument&, const paper::Section&>)
        return load(in.doc(file), spec);
      else return load(in.doc(file));
    }();
    if constexpr (std::is_invocable_v<Fig, decltype(data), const paper::Section&, const Theme&,
                                      paper::Notes&>)
      return fig(data, spec, th, notes);
    else return fig(data, spec, th);
  };
}

// Each left-out model counted per reason and located for stderr and --report.
void report(paper::SkipCounter* skips, const Notes& notes) {
  if (!skips) return;
  for (const auto& n : notes) {
    skips->locate(n);
    skips->add(n.reason);
  }
}

class QTensorFormerPaper : public paper::TablePaper<Inputs> {
 public:
  explicit QTensorFormerPaper(std::filesystem::path spec_file) : spec_file_(std::move(spec_file)) {}

  std::string name() const override { return "qtensorformer"; }

  std::vector<paper::Input> inputs() const override {
    return {{kMarginalValue, "", "R² of the marginal value model's heads (figure 2)"},
            {kAblation, "", "leave-one-feature-out R² drops (figure 3)"},
            {kNestedTT, "", "nested vs independent TT-SVD errors (figure 4)"},
            {kAdaptiveRank, "", "latency and DRAM traffic per rank (figure 5)"},
            {kGqaAudit, "", "KV footprint and decode latency per attention layout (figure 6)"},
            {kKvRateDistortion, "", "KV cache fidelity per policy and budget (figure 7)"},
            {kController, "", "controller traces, target and disturbance (figure 8)"},
            {kHysteresis, "", "churn and jitter per hysteresis tau (figure 9)"},
            {kQuantumUtility, "", "simulation latencies and the QPU budget (figure 10)"},
            {kLatencyProfile, "", "latency breakdowns and the roofline (figures 11, 12)"},
            {kPareto, "", "quality/latency systems and hypervolume advantages (figure 13)"},
            {kCounterHypothesis, "", "failure regimes (figure 14)"},
            {kBaselines, "", "metrics of the compared models (figures 15, 16)"}};
  }

  std::filesystem::path default_data_dir() const override { return QTENSORFORMER_DATA_DIR; }

 protected:
  std::vector<Row> table() const override {
    std::map<std::string, std::function<Figure(Inputs&, const Theme&, paper::Notes&)>> build = {
        {"figure1", [](Inputs& in, const Theme& th, paper::Notes&) { return fig01(in.words(), th); }},
        {"figure2", from(kMarginalValue, load_marginal_value, fig02)},
        {"figure3", from(kAblation, load_ablation, fig03)},
        {"figure4", from(kNestedTT, load_nested_tt, fig04)},
        {"figure5", from(kAdaptiveRank, load_adaptive_rank, fig05)},
        {"figure6", from(kGqaAudit, load_gqa_audit, fig06)},
        {"figure7", from(kKvRateDistortion, load_kv_rate_distortion, fig07)},
        {"figure8",
         [](Inputs& in, const Theme& th, paper::Notes& notes) {
           return fig08(load_controller(in.doc(kController)), in.words(), th, notes);
         }},
        {"figure9", from(kHysteresis, load_hysteresis, fig09)},
        {"figure10", from(kQuantumUtility, load_quantum_utility, fig10)},
        {"figure11", from(kLatencyProfile, load_latency_breakdown, fig11)},
        {"figure12", from(kLatencyProfile, load_roofline, fig12)},
        {"figure13", from(kPareto, load_pareto, fig13)},
        {"figure14", from(kCounterHypothesis, load_counter_hypothesis, fig14)},
        {"figure15",
         [](Inputs& in, const Theme& th, paper::Notes& figure_notes) {
           Notes notes;
           const paper::Section spec = in.words();
           auto d = baseline_pareto(load_baselines(in.doc(kBaselines)), spec, kBaselines, notes);
           report(in.skips, notes);
           return fig15(d, spec, th, figure_notes);
         }},
        {"figure16", [](Inputs& in, const Theme& th, paper::Notes&) {
           Notes notes;
           const paper::Section spec = in.words();
           auto d = improvements(load_baselines(in.doc(kBaselines)), spec, kBaselines, notes);
           report(in.skips, notes);
           return fig16(d, spec, th);
         }}};
    std::vector<Row> rows;
    for (const FigureDef& s : definitions())
      rows.push_back({paper::png_figure(s.id, s.stem, s.inputs), build.at(s.id)});
    return rows;
  }

  std::shared_ptr<Inputs> open(const paper::Context& ctx,
                               const std::vector<paper::FigureInfo>&) const override {
    auto in = std::make_shared<Inputs>();
    in->spec = paper::lazy_input<records::JsonDocument>(
        spec_file_, [](const auto& f) { return records::JsonDocument::load(f); });
    in->skips = ctx.skips;
    for (const auto& i : inputs())
      in->docs[i.file] = paper::lazy_input<records::JsonDocument>(
          ctx.input(i.file), [](const auto& f) { return load_document(f); });
    return in;
  }

 private:
  std::filesystem::path spec_file_;
};

}  // namespace

std::unique_ptr<paper::Paper> make_paper(std::filesystem::path spec_file) {
  return std::make_unique<QTensorFormerPaper>(std::move(spec_file));
}

std::filesystem::path shipped_spec_path() { return QTENSORFORMER_SPEC_FILE; }

}  // namespace qtensorformer

namespace paper {
std::unique_ptr<Paper> make_qtensorformer_paper() {
  return qtensorformer::make_paper(qtensorformer::shipped_spec_path());
}
}  // namespace paper
