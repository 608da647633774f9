// The model-card paper as render_paper sees it: its inputs and its table of figures.
#include <memory>

#include "modelcard.hpp"
#include "paper/table_paper.hpp"

namespace modelcard {
namespace {

using paper::lazy;
using paper::png_figure;
using paper::Shared;

const char* const kCard = "card.jsonl";
const char* const kStage = "06_stage_path.jsonl";
const char* const kRuntime = "07_runtime_specialization.jsonl";
const char* const kWindow = "08_long_context_window.jsonl";
const char* const kTokenizer = "09_tokenizer_cost.jsonl";

struct Inputs {
  Shared<Floor> floor;
  Shared<StagePath> stage;
  Shared<Runtime> runtime;
  Shared<WindowSweep> window;
  Shared<TokenizerCost> tokenizer;
};

class ModelcardPaper : public paper::TablePaper<Inputs> {
 public:
  std::string name() const override { return "modelcard"; }

  std::vector<paper::Input> inputs() const override {
    return {{kCard, "", "the card's shared constants (the predictor floor)"},
            {kStage, "", "configurations, precisions, words of figure 06"},
            {kRuntime, "", "runtime timings of figure 07"},
            {kWindow, "", "window sweep of figure 08"},
            {kTokenizer, "", "tokenizer counts of figure 09"}};
  }

  std::filesystem::path default_data_dir() const override { return MODELCARD_DATA_DIR; }

 protected:
  std::vector<Row> table() const override {
    return {{png_figure("06", "06_stage_path", {kCard, kStage}),
             [](Inputs& in, const libplot::Theme& th, paper::Notes& n) {
               return fig06(in.stage->get(), in.floor->get(), th, n);
             }},
            {png_figure("07", "07_runtime_specialization", {kRuntime}),
             [](Inputs& in, const libplot::Theme& th, paper::Notes& n) {
               return fig07(in.runtime->get(), th, n);
             }},
            {png_figure("08", "08_long_context_window", {kCard, kWindow}),
             [](Inputs& in, const libplot::Theme& th, paper::Notes& n) {
               return fig08(in.window->get(), in.floor->get(), th, n);
             }},
            {png_figure("09", "09_tokenizer_cost", {kTokenizer}),
             [](Inputs& in, const libplot::Theme& th, paper::Notes& n) {
               return fig09(in.tokenizer->get(), th, n);
             }}};
  }

  std::shared_ptr<Inputs> open(const paper::Context& ctx,
                               const std::vector<paper::FigureInfo>&) const override {
    return std::make_shared<Inputs>(Inputs{
        paper::lazy_input<Floor>(ctx.input(kCard), [](const auto& f) { return load_floor(f); }),
        paper::lazy_input<StagePath>(ctx.input(kStage), [](const auto& f) { return load_stage_path(f); }),
        paper::lazy_input<Runtime>(ctx.input(kRuntime), [](const auto& f) { return load_runtime(f); }),
        paper::lazy_input<WindowSweep>(ctx.input(kWindow),
                                       [](const auto& f) { return load_window_sweep(f); }),
        paper::lazy_input<TokenizerCost>(ctx.input(kTokenizer),
                                         [](const auto& f) { return load_tokenizer_cost(f); })});
  }
};

}  // namespace
}  // namespace modelcard

namespace paper {
std::unique_ptr<Paper> make_modelcard_paper() { return std::make_unique<modelcard::ModelcardPaper>(); }
}  // namespace paper
