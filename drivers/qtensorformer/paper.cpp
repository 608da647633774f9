// The Q-TensorFormer paper as render_paper sees it: inputs, figures, and how to build each.
// prepare() reads the spec (figures.json) and every input once; a missing or bad input fails only
// the figures that need it, a bad spec every figure, with the reader's message naming the file and
// the key path.
#include <functional>
#include <map>
#include <memory>

#include "paper/paper.hpp"
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

// Reads each input once per prepare(); a failure is kept and reported by every figure needing it.
class Documents {
 public:
  explicit Documents(const paper::Context& ctx) : ctx_(ctx) {}
  const records::JsonDocument& get(const std::string& file) {
    auto it = docs_.find(file);
    if (it == docs_.end()) {
      Entry e;
      try {
        e.doc = std::make_shared<records::JsonDocument>(load_document(ctx_.input(file)));
      } catch (const std::exception& ex) {
        e.error = ex.what();
      }
      it = docs_.emplace(file, std::move(e)).first;
    }
    if (!it->second.doc) throw paper::InputError(it->second.error);
    return *it->second.doc;
  }

 private:
  struct Entry {
    std::shared_ptr<records::JsonDocument> doc;
    std::string error;
  };
  const paper::Context& ctx_;
  std::map<std::string, Entry> docs_;
};

using SpecPtr = std::shared_ptr<const Spec>;
using ThemePtr = std::shared_ptr<const Theme>;

// Binds a loader's result to a figure function, so the job holds data, not documents.
template <class Data>
std::function<Figure()> bind(Data data, Figure (*fig)(const Data&, const Spec&, const Theme&), SpecPtr spec, ThemePtr th) {
  return [data = std::move(data), fig, spec, th] { return fig(data, *spec, *th); };
}

class QTensorFormerPaper : public paper::Paper {
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
            {kBaselines, "", "metrics of the 14 compared models (figures 15, 16)"}};
  }

  std::vector<paper::FigureInfo> figures() const override {
    std::vector<paper::FigureInfo> out;
    for (const FigureDef& s : definitions()) out.push_back({s.id, s.stem, s.inputs, {Format::Png}, {}});
    return out;
  }

  std::filesystem::path default_data_dir() const override { return QTENSORFORMER_DATA_DIR; }

  std::vector<paper::FigureJob> prepare(const paper::Context& ctx,
                                        const std::vector<paper::FigureInfo>& selected) override {
    std::vector<paper::FigureJob> jobs;
    SpecPtr spec;
    ThemePtr th;
    try {
      spec = std::make_shared<const Spec>(load_spec(spec_file_));
      th = std::make_shared<const Theme>(Theme::named("qtensorformer"));
    } catch (const std::exception& e) {
      for (const auto& info : selected) jobs.push_back({info, {}, e.what()});
      return jobs;
    }
    Documents docs(ctx);
    for (const auto& info : selected) {
      paper::FigureJob job{info, {}, {}};
      try {
        job.build = build(info.id, docs, ctx, spec, th);
      } catch (const std::exception& e) {
        job.error = e.what();
      }
      jobs.push_back(std::move(job));
    }
    return jobs;
  }

 private:
  static std::function<Figure()> build(const std::string& id, Documents& docs, const paper::Context& ctx,
                                       SpecPtr spec, ThemePtr th) {
    const Spec& s = *spec;
    if (id == "figure1") return [spec, th] { return fig01(*spec, *th); };
    if (id == "figure2") return bind(load_marginal_value(docs.get(kMarginalValue), s), fig02, spec, th);
    if (id == "figure3") return bind(load_ablation(docs.get(kAblation)), fig03, spec, th);
    if (id == "figure4") return bind(load_nested_tt(docs.get(kNestedTT), s), fig04, spec, th);
    if (id == "figure5") return bind(load_adaptive_rank(docs.get(kAdaptiveRank)), fig05, spec, th);
    if (id == "figure6") return bind(load_gqa_audit(docs.get(kGqaAudit), s), fig06, spec, th);
    if (id == "figure7") return bind(load_kv_rate_distortion(docs.get(kKvRateDistortion), s), fig07, spec, th);
    if (id == "figure8") return bind(load_controller(docs.get(kController)), fig08, spec, th);
    if (id == "figure9") return bind(load_hysteresis(docs.get(kHysteresis), s), fig09, spec, th);
    if (id == "figure10") return bind(load_quantum_utility(docs.get(kQuantumUtility)), fig10, spec, th);
    if (id == "figure11") return bind(load_latency_breakdown(docs.get(kLatencyProfile), s), fig11, spec, th);
    if (id == "figure12") return bind(load_roofline(docs.get(kLatencyProfile)), fig12, spec, th);
    if (id == "figure13") return bind(load_pareto(docs.get(kPareto)), fig13, spec, th);
    if (id == "figure14") return bind(load_counter_hypothesis(docs.get(kCounterHypothesis)), fig14, spec, th);
    if (id == "figure15" || id == "figure16") {
      const Baselines b = load_baselines(docs.get(kBaselines));
      Notes notes;
      auto fn = id == "figure15" ? bind(baseline_pareto(b, s, kBaselines, notes), fig15, spec, th)
                                 : bind(improvements(b, s, kBaselines, notes), fig16, spec, th);
      if (ctx.skips)
        for (const auto& n : notes) ctx.skips->add(n);
      return fn;
    }
    throw paper::InputError("qtensorformer: no figure " + id);
  }

  std::filesystem::path spec_file_;
};

}  // namespace

std::unique_ptr<paper::Paper> make_paper(std::filesystem::path spec_file) {
  return std::make_unique<QTensorFormerPaper>(std::move(spec_file));
}

}  // namespace qtensorformer

namespace paper {
std::unique_ptr<Paper> make_qtensorformer_paper() { return qtensorformer::make_paper(qtensorformer::shipped_spec_path()); }
}  // namespace paper
