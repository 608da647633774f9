// The model-card paper as render_paper sees it: inputs, figures, and how to build each.
#include <memory>

#include "modelcard.hpp"
#include "paper/paper.hpp"

namespace modelcard {
namespace {

using libplot::Format;

const char* const kCard = "card.jsonl";

class ModelcardPaper : public paper::Paper {
 public:
  std::string name() const override { return "modelcard"; }

  std::vector<paper::Input> inputs() const override {
    return {{kCard, "", "the card's shared constants (the predictor floor)"},
            {"06_stage_path.jsonl", "", "configurations, precisions, words of figure 06"},
            {"07_runtime_specialization.jsonl", "", "runtime timings of figure 07"},
            {"08_long_context_window.jsonl", "", "window sweep of figure 08"},
            {"09_tokenizer_cost.jsonl", "", "tokenizer counts of figure 09"}};
  }

  std::vector<paper::FigureInfo> figures() const override {
    auto png = [](std::string id, std::string stem, std::vector<std::string> in) {
      return paper::FigureInfo{std::move(id), std::move(stem), std::move(in), {Format::Png}, {}};
    };
    return {png("06", "06_stage_path", {kCard, "06_stage_path.jsonl"}),
            png("07", "07_runtime_specialization", {"07_runtime_specialization.jsonl"}),
            png("08", "08_long_context_window", {kCard, "08_long_context_window.jsonl"}),
            png("09", "09_tokenizer_cost", {"09_tokenizer_cost.jsonl"})};
  }

  std::filesystem::path default_data_dir() const override { return MODELCARD_DATA_DIR; }

  std::vector<paper::FigureJob> prepare(const paper::Context& ctx,
                                        const std::vector<paper::FigureInfo>& selected) override {
    auto theme = std::make_shared<const libplot::Theme>(libplot::Theme::named("modelcard"));
    std::vector<paper::FigureJob> jobs;
    for (const auto& info : selected) {
      paper::FigureJob job{info, {}, {}};
      // Inputs are read inside the job, so one bad file fails only its figure.
      const auto in = [&ctx](const std::string& f) { return ctx.input(f); };
      if (info.id == "06")
        job.build = [theme, a = in("06_stage_path.jsonl"), c = in(kCard)] {
          return fig06(load_stage_path(a), load_floor(c), *theme);
        };
      else if (info.id == "07")
        job.build = [theme, a = in("07_runtime_specialization.jsonl")] { return fig07(load_runtime(a), *theme); };
      else if (info.id == "08")
        job.build = [theme, a = in("08_long_context_window.jsonl"), c = in(kCard)] {
          return fig08(load_window_sweep(a), load_floor(c), *theme);
        };
      else if (info.id == "09")
        job.build = [theme, a = in("09_tokenizer_cost.jsonl")] { return fig09(load_tokenizer_cost(a), *theme); };
      jobs.push_back(std::move(job));
    }
    return jobs;
  }
};

}  // namespace
}  // namespace modelcard

namespace paper {
std::unique_ptr<Paper> make_modelcard_paper() { return std::make_unique<modelcard::ModelcardPaper>(); }
}  // namespace paper
