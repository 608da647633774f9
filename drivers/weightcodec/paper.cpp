// The weightcodec paper as render_paper sees it: four inputs, five figures, through the common
// TablePaper: the words (figures.json) and each input are read at most once per run, by whichever
// figure job needs them first; the results file (or its shards) in one streaming pass that folds
// what figures 2 and 5 both need. A bad input fails only the figures that read it, a bad key of
// the words only the figure whose section holds it.
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
    counter->locate(
        {results ? l.file : std::filesystem::path(l.file).filename().string(), l.line, l.field, l.reason});
  }
  for (const auto& [reason, n] : skips) counter->add(reason, n);
}

bool selected(const std::vector<paper::FigureInfo>& figs, const char* id) {
  for (const auto& f : figs)
    if (f.id == id) return true;
  return false;
}

// Every input, read at most once, by the first job that needs it, and the words.
struct Inputs {
  Shared<records::JsonDocument> words_doc;
  paper::Section words() { return paper::Section::root(words_doc->get()); }
  Shared<Results> results;
  Shared<Atlas> bf16, q4k, layer;
  paper::SkipCounter* skips = nullptr;
};

// What the shared results pass folds for a figure whose section reads: a figure whose section
// does not fails on its own when it reads it, and the pass leaves it out.
template <class Select>
std::optional<Select> select(const Shared<records::JsonDocument>& words, const char* id) {
  try {
    return Select::of(paper::Section::root(words->get()).at(id));
  } catch (const records::DocumentError&) {
    return std::nullopt;
  }
}

class WeightcodecPaper : public paper::TablePaper<Inputs> {
 public:
  explicit WeightcodecPaper(std::filesystem::path words_file) : words_file_(std::move(words_file)) {}

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
      return paper::FigureInfo{
          std::move(id), std::move(stem), std::move(in), {Format::Png, Format::Pdf}, save};
    };
    return {{fig("fig1", {kAtlasBf16}),
             [](Inputs& in, const libplot::Theme& th, paper::Notes& notes) {
               const paper::Section w = in.words();
               SkipCounts s;
               Located l;
               auto d = fig1_data(in.bf16->get(), w.at("fig1"), s, &l);
               report(in.skips, s, l);
               return fig1(d, w, th, notes);
             }},
            {fig("fig2", {kResults, kAtlasBf16, kAtlasQ4k}),
             [](Inputs& in, const libplot::Theme& th, paper::Notes& notes) {
               const paper::Section w = in.words();
               Fig2Select::of(w.at("fig2"));  // a bad key fails here, not in the shared pass
               SkipCounts s;
               Located l;
               // The results pass first: it is the long one, and the one fig5 may be waiting for.
               const Results& r = in.results->get();
               auto d = fig2_data(r.data, in.bf16->get(), in.q4k->get(), w.at("fig2"), s, &l);
               report(in.skips, s, l, r.data.shard_files);
               return fig2(d, w, th, notes);
             }},
            {fig("fig3", {kAtlasQ4k}),
             [](Inputs& in, const libplot::Theme& th, paper::Notes& notes) {
               const paper::Section w = in.words();
               SkipCounts s;
               Located l;
               auto v = fig3_values(in.q4k->get(), w.at("fig3"), s, &l);
               report(in.skips, s, l);
               return fig3(std::move(v), w, th, notes);
             }},
            {fig("fig4", {kAtlasLayer}),
             [](Inputs& in, const libplot::Theme& th, paper::Notes&) {
               const paper::Section w = in.words();
               SkipCounts s;
               Located l;
               auto v = fig4_values(in.layer->get(), w.at("fig4"), s, &l);
               report(in.skips, s, l);
               return fig4(std::move(v), fig4_models(in.layer->get(), w.at("fig4")), w, th);
             }},
            {fig("fig5", {kResults}), [](Inputs& in, const libplot::Theme& th, paper::Notes&) {
               const paper::Section w = in.words();
               Fig5Select::of(w.at("fig5"));  // a bad key fails here, not in the shared pass
               return fig5(in.results->get().points, w, th);
             }}};
  }

  std::shared_ptr<Inputs> open(const paper::Context& ctx,
                               const std::vector<paper::FigureInfo>& figs) const override {
    auto in = std::make_shared<Inputs>();
    in->words_doc = paper::lazy_input<records::JsonDocument>(
        words_file_, [](const auto& f) { return records::JsonDocument::load(f); });
    in->skips = ctx.skips;
    paper::SkipCounter* skips = ctx.skips;
    // The one results pass folds only what the selected figures need.
    const bool want2 = selected(figs, "fig2"), want5 = selected(figs, "fig5");
    // --results given once or several times (files, directories, globs): read as shards, in
    // parallel up to --jobs, merged as one file (docs/weightcodec.md, "Several results shards").
    const std::vector<std::filesystem::path> values = ctx.inputs(kResults);
    const unsigned threads = ctx.jobs ? ctx.jobs : std::max(1u, std::thread::hardware_concurrency());
    const std::filesystem::path described =
        values.size() == 1 ? values.front() : std::filesystem::path("--results");
    in->results = paper::lazy_input<Results>(described, [words = in->words_doc, want2, want5, skips, values,
                                                         threads](const std::filesystem::path&) {
      ResultsWanted wanted;
      if (want2) wanted.fig2 = select<Fig2Select>(words, "fig2");
      if (want5) wanted.fig5 = select<Fig5Select>(words, "fig5");
      std::vector<ResultsShard> shards;
      for (auto& s : paper::resolve_shards(values)) shards.push_back({std::move(s.path), std::move(s.name)});
      Results r{read_results_shards(shards, wanted, threads), {}};
      if (r.data.records == 0) {
        if (shards.size() == 1) throw paper::InputError("no records in " + shards.front().path.string());
        throw paper::InputError("no records in the " + std::to_string(shards.size()) + " results shards (" +
                                r.data.file + ")");
      }
      SkipCounts more = r.data.skips;
      Located located = std::move(r.data.located);
      if (wanted.fig5) r.points = fig5_points(r.data, *wanted.fig5, more, &located);
      report(skips, more, located, r.data.shard_files);
      return r;
    });
    auto atlas = [](const std::filesystem::path& path) { return load_atlas(path); };
    in->bf16 = paper::lazy_input<Atlas>(ctx.input(kAtlasBf16), atlas);
    in->q4k = paper::lazy_input<Atlas>(ctx.input(kAtlasQ4k), atlas);
    in->layer = paper::lazy_input<Atlas>(ctx.input(kAtlasLayer), atlas);
    return in;
  }

 private:
  std::filesystem::path words_file_;
};

}  // namespace

std::unique_ptr<paper::Paper> make_paper(std::filesystem::path words_file) {
  return std::make_unique<WeightcodecPaper>(std::move(words_file));
}

std::filesystem::path shipped_words_path() { return WEIGHTCODEC_WORDS_FILE; }

}  // namespace weightcodec

namespace paper {
std::unique_ptr<Paper> make_weightcodec_paper() {
  return weightcodec::make_paper(weightcodec::shipped_words_path());
}
}  // namespace paper
