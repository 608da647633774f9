// The weightcodec paper as render_paper sees it: four inputs, five figures. Each input is read
// at most once per run, by whichever figure job needs it first (the others wait for it): the
// results file in one streaming pass that folds what figures 2 and 5 both need. A bad input
// fails only the figures that read it.
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>

#include "figures.hpp"
#include "paper/paper.hpp"

namespace weightcodec {
namespace {

using libplot::Format;

const char* const kResults = "results.jsonl.zst";
const char* const kAtlasBf16 = "atlas_bf16.jsonl";
const char* const kAtlasQ4k = "atlas_q4k.jsonl";
const char* const kAtlasLayer = "atlas_layer.jsonl";

// A value computed once, on first use, by whichever thread asks first; an exception is kept
// and rethrown to every caller.
template <class T>
class Lazy {
 public:
  explicit Lazy(std::function<T()> make) : make_(std::move(make)) {}
  const T& get() {
    std::call_once(once_, [this] {
      try {
        value_.emplace(make_());
      } catch (...) {
        error_ = std::current_exception();
      }
      make_ = nullptr;
    });
    if (error_) std::rethrow_exception(error_);
    return *value_;
  }

 private:
  std::function<T()> make_;
  std::once_flag once_;
  std::optional<T> value_;
  std::exception_ptr error_;
};

template <class T>
using Shared = std::shared_ptr<Lazy<T>>;

template <class T>
Shared<T> lazy(std::function<T()> make) {
  return std::make_shared<Lazy<T>>(std::move(make));
}

// What the one results pass leaves for the figures: fig2's per-tensor ratios and fig5's points.
struct Results {
  ResultsData data;
  std::vector<ParetoPoint> points;
};

void report(paper::SkipCounter* counter, const SkipCounts& skips) {
  if (!counter) return;
  for (const auto& [reason, n] : skips) counter->add(reason, n);
}

bool selected(const std::vector<paper::FigureInfo>& figs, const char* id) {
  for (const auto& f : figs)
    if (f.id == id) return true;
  return false;
}

class WeightcodecPaper : public paper::Paper {
 public:
  std::string name() const override { return "weightcodec"; }

  std::vector<paper::Input> inputs() const override {
    return {{kResults, "--results", "benchmark results, JSON Lines (zstd): figures 2 and 5"},
            {kAtlasBf16, "--atlas-bf16", "bf16 tensor atlas: figures 1 and 2"},
            {kAtlasQ4k, "--atlas-q4k", "Q4_K tensor atlas: figures 2 and 3"},
            {kAtlasLayer, "--atlas-layer", "inter-layer correlation atlas: figure 4"}};
  }

  std::vector<paper::FigureInfo> figures() const override {
    // As the seed's savefig: PDF and PNG, 150 dpi, cropped to the tight bounding box.
    const libplot::SaveOptions save{.dpi = 150, .bbox_tight = true};
    auto fig = [&](std::string id, std::vector<std::string> in) {
      std::string stem = id;
      return paper::FigureInfo{std::move(id), std::move(stem), std::move(in), {Format::Png, Format::Pdf}, save};
    };
    return {fig("fig1", {kAtlasBf16}),
            fig("fig2", {kResults, kAtlasBf16, kAtlasQ4k}),
            fig("fig3", {kAtlasQ4k}),
            fig("fig4", {kAtlasLayer}),
            fig("fig5", {kResults})};
  }

  std::filesystem::path default_data_dir() const override { return WEIGHTCODEC_DATA_DIR; }

  std::vector<paper::FigureJob> prepare(const paper::Context& ctx,
                                        const std::vector<paper::FigureInfo>& figs) override {
    std::vector<paper::FigureJob> jobs;
    std::shared_ptr<const Spec> spec;
    std::shared_ptr<const libplot::Theme> theme;
    try {
      spec = std::make_shared<const Spec>(load_spec(shipped_spec_path()));
      theme = std::make_shared<const libplot::Theme>(libplot::Theme::named("weightcodec"));
    } catch (const std::exception& e) {
      for (const auto& info : figs) jobs.push_back({info, {}, e.what()});
      return jobs;
    }
    paper::SkipCounter* skips = ctx.skips;
    const ResultsWanted wanted{.fig2 = selected(figs, "fig2"), .fig5 = selected(figs, "fig5")};

    // Each input read once, on first use, whatever the order the jobs run in.
    auto results = lazy<Results>([spec, wanted, skips, path = ctx.input(kResults)] {
      Results r{read_results(path, *spec, wanted), {}};
      SkipCounts more = r.data.skips;
      if (wanted.fig5) r.points = fig5_points(r.data, *spec, more);
      report(skips, more);
      return r;
    });
    auto bf16 = lazy<AtlasBf16>([spec, path = ctx.input(kAtlasBf16)] { return load_atlas_bf16(path, *spec); });
    auto q4k = lazy<AtlasQ4k>([spec, path = ctx.input(kAtlasQ4k)] { return load_atlas_q4k(path, *spec); });
    auto layer = lazy<std::vector<Num>>([spec, path = ctx.input(kAtlasLayer)] { return load_atlas_layer(path, *spec); });

    for (const auto& info : figs) {
      paper::FigureJob job{info, {}, {}};
      if (info.id == "fig1")
        job.build = [=] {
          SkipCounts s;
          auto d = fig1_data(bf16->get(), *spec, s);
          report(skips, s);
          return fig1(d, *spec, *theme);
        };
      else if (info.id == "fig2")
        job.build = [=] {
          SkipCounts s;
          // The results pass first: it is the long one, and the one fig5 may be waiting for.
          const Results& r = results->get();
          auto d = fig2_data(r.data, bf16->get(), q4k->get(), *spec, s);
          report(skips, s);
          return fig2(d, *spec, *theme);
        };
      else if (info.id == "fig3")
        job.build = [=] {
          SkipCounts s;
          auto v = fig3_values(q4k->get(), *spec, s);
          report(skips, s);
          return fig3(std::move(v), *spec, *theme);
        };
      else if (info.id == "fig4")
        job.build = [=] {
          SkipCounts s;
          auto v = fig4_values(layer->get(), *spec, s);
          report(skips, s);
          return fig4(std::move(v), *spec, *theme);
        };
      else if (info.id == "fig5")
        job.build = [=] { return fig5(results->get().points, *spec, *theme); };
      else
        job.error = "no figure " + info.id + " in the weightcodec paper";
      jobs.push_back(std::move(job));
    }
    return jobs;
  }
};

}  // namespace
}  // namespace weightcodec

namespace paper {
std::unique_ptr<Paper> make_weightcodec_paper() { return std::make_unique<weightcodec::WeightcodecPaper>(); }
}  // namespace paper
