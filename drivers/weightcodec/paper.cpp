// The weightcodec paper as render_paper sees it: four inputs, five figures, through the common
// TablePaper: each input is read at most once per run, by whichever figure job needs it first;
// the results file in one streaming pass that folds what figures 2 and 5 both need. A bad input
// fails only the figures that read it.
#include <algorithm>
#include <memory>
#include <thread>

#include "figures.hpp"
#include "paper/shards.hpp"
#include "paper/table_paper.hpp"

namespace weightcodec {
namespace {

using libplot::Format;

const char* const kResults = "results.jsonl.zst";
const char* const kAtlasBf16 = "atlas_bf16.jsonl";
const char* const kAtlasQ4k = "atlas_q4k.jsonl";
const char* const kAtlasLayer = "atlas_layer.jsonl";

using paper::lazy;
using paper::Shared;

// What the one results pass leaves for the figures: fig2's per-tensor ratios and fig5's points.
struct Results {
  ResultsData data;
  std::vector<ParetoPoint> points;
};

// Counts per reason, and each skip where it is (file name, line, field) for stderr and --report.
// Results shards are named by their own names already (paper::Shard::name); atlases by file name.
void report(paper::SkipCounter* counter, const SkipCounts& skips, const Located& located = {},
            const std::vector<std::string>& results_names = {}) {
  if (!counter) return;
  for (const auto& l : located) {
    const bool results = std::find(results_names.begin(), results_names.end(), l.file) != results_names.end();
    counter->locate({results ? l.file : std::filesystem::path(l.file).filename().string(), l.line, l.field, l.reason});
  }
  for (const auto& [reason, n] : skips) counter->add(reason, n);
}

bool selected(const std::vector<paper::FigureInfo>& figs, const char* id) {
  for (const auto& f : figs)
    if (f.id == id) return true;
  return false;
}

// Every input, read at most once, by the first job that needs it.
struct Inputs {
  Shared<Spec> spec;
  Shared<Results> results;
  Shared<AtlasBf16> bf16;
  Shared<AtlasQ4k> q4k;
  Shared<AtlasLayer> layer;
  paper::SkipCounter* skips = nullptr;
};

class WeightcodecPaper : public paper::TablePaper<Inputs> {
 public:
  std::string name() const override { return "weightcodec"; }

  std::vector<paper::Input> inputs() const override {
    return {{kResults, "--results", "benchmark results, JSON Lines (zstd): figures 2 and 5", true},
            {kAtlasBf16, "--atlas-bf16", "bf16 tensor atlas: figures 1 and 2"},
            {kAtlasQ4k, "--atlas-q4k", "Q4_K tensor atlas: figures 2 and 3"},
            {kAtlasLayer, "--atlas-layer", "inter-layer correlation atlas: figure 4"}};
  }

  std::filesystem::path default_data_dir() const override { return WEIGHTCODEC_DATA_DIR; }

 protected:
  std::vector<Row> table() const override {
    // As the seed's savefig: PDF and PNG, 150 dpi, cropped to the tight bounding box.
    const libplot::SaveOptions save{.dpi = 150, .bbox_tight = true};
    auto fig = [&](std::string id, std::vector<std::string> in) {
      std::string stem = id;
      return paper::FigureInfo{std::move(id), std::move(stem), std::move(in), {Format::Png, Format::Pdf}, save};
    };
    return {{fig("fig1", {kAtlasBf16}),
             [](Inputs& in, const libplot::Theme& th, paper::Notes& notes) {
               const Spec& spec = in.spec->get();
               SkipCounts s;
               Located l;
               auto d = fig1_data(in.bf16->get(), spec, s, &l);
               report(in.skips, s, l);
               return fig1(d, spec, th, notes);
             }},
            {fig("fig2", {kResults, kAtlasBf16, kAtlasQ4k}),
             [](Inputs& in, const libplot::Theme& th, paper::Notes& notes) {
               const Spec& spec = in.spec->get();
               SkipCounts s;
               Located l;
               // The results pass first: it is the long one, and the one fig5 may be waiting for.
               const Results& r = in.results->get();
               auto d = fig2_data(r.data, in.bf16->get(), in.q4k->get(), spec, s, &l);
               report(in.skips, s, l, r.data.shard_files);
               return fig2(d, spec, th, notes);
             }},
            {fig("fig3", {kAtlasQ4k}),
             [](Inputs& in, const libplot::Theme& th, paper::Notes& notes) {
               const Spec& spec = in.spec->get();
               SkipCounts s;
               Located l;
               auto v = fig3_values(in.q4k->get(), spec, s, &l);
               report(in.skips, s, l);
               return fig3(std::move(v), spec, th, notes);
             }},
            {fig("fig4", {kAtlasLayer}),
             [](Inputs& in, const libplot::Theme& th, paper::Notes&) {
               const Spec& spec = in.spec->get();
               SkipCounts s;
               Located l;
               auto v = fig4_values(in.layer->get(), spec, s, &l);
               report(in.skips, s, l);
               return fig4(std::move(v), fig4_models(in.layer->get()), spec, th);
             }},
            {fig("fig5", {kResults}),
             [](Inputs& in, const libplot::Theme& th, paper::Notes&) { return fig5(in.results->get().points, in.spec->get(), th); }}};
  }

  std::shared_ptr<Inputs> open(const paper::Context& ctx, const std::vector<paper::FigureInfo>& figs) const override {
    auto spec = paper::lazy_input<Spec>(shipped_spec_path(), [](const auto& f) { return load_spec(f); });
    paper::SkipCounter* skips = ctx.skips;
    // The one results pass folds only what the selected figures need.
    const ResultsWanted wanted{.fig2 = selected(figs, "fig2"), .fig5 = selected(figs, "fig5")};
    auto in = std::make_shared<Inputs>();
    in->spec = spec;
    in->skips = skips;
    // --results given once or several times (files, directories, globs): read as shards, in
    // parallel up to --jobs, merged as one file (docs/weightcodec.md, "Several results shards").
    const std::vector<std::filesystem::path> values = ctx.inputs(kResults);
    const unsigned threads = ctx.jobs ? ctx.jobs : std::max(1u, std::thread::hardware_concurrency());
    const std::filesystem::path described = values.size() == 1 ? values.front() : std::filesystem::path("--results");
    in->results = paper::lazy_input<Results>(described, [spec, wanted, skips, values, threads](const std::filesystem::path&) {
      std::vector<ResultsShard> shards;
      for (auto& s : paper::resolve_shards(values)) shards.push_back({std::move(s.path), std::move(s.name)});
      Results r{read_results_shards(shards, spec->get(), wanted, threads), {}};
      if (r.data.records == 0) {
        if (shards.size() == 1) throw paper::InputError("no records in " + shards.front().path.string());
        throw paper::InputError("no records in the " + std::to_string(shards.size()) + " results shards (" + r.data.file + ")");
      }
      SkipCounts more = r.data.skips;
      Located located = std::move(r.data.located);
      if (wanted.fig5) r.points = fig5_points(r.data, spec->get(), more, &located);
      report(skips, more, located, r.data.shard_files);
      return r;
    });
    in->bf16 = paper::lazy_input<AtlasBf16>(ctx.input(kAtlasBf16), [spec](const auto& path) { return load_atlas_bf16(path, spec->get()); });
    in->q4k = paper::lazy_input<AtlasQ4k>(ctx.input(kAtlasQ4k), [spec](const auto& path) { return load_atlas_q4k(path, spec->get()); });
    in->layer = paper::lazy_input<AtlasLayer>(ctx.input(kAtlasLayer), [spec](const auto& path) { return load_atlas_layer(path, spec->get()); });
    return in;
  }
};

}  // namespace
}  // namespace weightcodec

namespace paper {
std::unique_ptr<Paper> make_weightcodec_paper() { return std::make_unique<weightcodec::WeightcodecPaper>(); }
}  // namespace paper
