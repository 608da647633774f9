// The weightcodec paper through render_paper's interface: noisy inputs still render with exact
// skip counts, a bad input fails only the figures that read it, and figure 5's point labels
// never overlap each other, the markers or the legend, and stay inside the axes.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "libplot/recording_canvas.hpp"
#include "noisy_data.hpp"
#include "paper/paper.hpp"

namespace {

using namespace weightcodec_test;

std::unique_ptr<paper::Paper> weightcodec_paper() {
  for (auto& p : paper::all_papers())
    if (p->name() == "weightcodec") return std::move(p);
  return nullptr;
}

struct Outcome {
  std::map<std::string, std::string> errors;  // figure id -> error ("" when it rendered)
  std::map<std::string, std::uint64_t> skips;
};

Outcome render_all(const std::filesystem::path& data_dir) {
  auto p = weightcodec_paper();
  paper::SkipCounter skips;
  paper::Context ctx;
  ctx.data_dir = data_dir;
  ctx.skips = &skips;
  Outcome run;
  for (auto& job : p->prepare(ctx, p->figures())) {
    std::string error = job.error;
    if (error.empty()) {
      try {
        const libplot::Figure fig = job.build();
        const std::string png = fig.render(libplot::Format::Png, job.info.save);
        if (png.compare(1, 3, "PNG") != 0) error = "not a PNG";
      } catch (const std::exception& e) {
        error = e.what();
      }
    }
    run.errors[job.info.id] = error;
  }
  run.skips = skips.counts();
  return run;
}

TEST(WeightcodecPaper, NoisyInputsRenderAndEverySkipIsCountedOnce) {
  TempDir dir("paper_noisy");
  write_noisy_inputs(dir.path());
  const Outcome run = render_all(dir.path());
  for (const auto& [id, error] : run.errors) EXPECT_EQ(error, "") << id;
  // The results pass runs once for figures 2 and 5: its counts are not doubled.
  const std::map<std::string, std::uint64_t> want = {
      {"results: record without methods", 1},
      {"results: method not run (\"skipped: ...\")", 1},
      {"results: malformed method entry (not an object)", 2},
      {"results: method without ratio", 2},
      {"results: decompress_MBps not positive", 2},
      {"results: rerun replaces an earlier result", 1},
      {"results: methods not an object", 1},
      {"results: input_bytes not a number", 1},
      {"results: ratio not a number", 1},
      {"results: record kind not benchmarked", 1},
      {"results: tensor_name not a string", 1},
      {"results: ratio not positive", 1},
      {"results: method without decompress_MBps", 1},
      {"fig5: samples of a method with too few records", 3},
      {"fig1: tensor_category not in the spec", 1},
      {"fig1: tensor_name not a string", 1},
      {"fig1: tensor without H_byte1 or H_byte0", 1},
      {"fig1: H_byte1 or H_byte0 not a number", 1},
      {"fig2: atlas row without a string tensor_name", 2},
      {"fig2: zero or null ratio", 1},
      {"fig2: tensor not in the atlas", 4},
      {"fig3: H_nibble not a number", 1},
      {"fig3: record without H_nibble", 1},
      {"fig4: corr_pearson not a number", 1},
      {"fig4: record without corr_pearson", 1},
  };
  EXPECT_EQ(run.skips, want);
}

TEST(WeightcodecPaper, MalformedResultsLineFailsOnlyFigures2And5) {
  TempDir dir("paper_malformed");
  write_noisy_inputs(dir.path());
  std::string text = joined(kNoisyResults);
  text.insert(text.find('\n', text.find("\"t3\"")) + 1, "{\"_kind\": \"bench_7B\", \"methods\": {\"a\": {\"ratio\": 1,}}}\n");
  write_file(dir / "results.jsonl.zst", zstd_compress(text));
  const Outcome run = render_all(dir.path());
  EXPECT_EQ(run.errors.at("fig1"), "");
  EXPECT_EQ(run.errors.at("fig3"), "");
  EXPECT_EQ(run.errors.at("fig4"), "");
  for (const char* id : {"fig2", "fig5"}) {
    EXPECT_NE(run.errors.at(id).find("results.jsonl.zst:5: malformed JSON"), std::string::npos) << run.errors.at(id);
  }
}

TEST(WeightcodecPaper, MissingAndTruncatedInputsFailOnlyTheirFigures) {
  TempDir dir("paper_missing");
  write_noisy_inputs(dir.path());
  std::filesystem::remove(dir / "atlas_layer.jsonl");
  std::string z = zstd_compress(joined(kNoisyResults));
  z.resize(z.size() / 2);
  write_file(dir / "results.jsonl.zst", z);
  const Outcome run = render_all(dir.path());
  EXPECT_EQ(run.errors.at("fig1"), "");
  EXPECT_EQ(run.errors.at("fig3"), "");
  EXPECT_NE(run.errors.at("fig4").find("atlas_layer.jsonl"), std::string::npos) << run.errors.at("fig4");
  EXPECT_NE(run.errors.at("fig2").find("results.jsonl.zst"), std::string::npos) << run.errors.at("fig2");
  EXPECT_NE(run.errors.at("fig5").find("truncated"), std::string::npos) << run.errors.at("fig5");
}

// ---- figure 5's labels on the sample data

bool overlap(const libplot::Rect& a, const libplot::Rect& b) { return a.intersects(b); }

TEST(WeightcodecPaper, Figure5LabelsNeverCollideAndStayInside) {
  auto p = weightcodec_paper();
  paper::Context ctx;
  ctx.data_dir = p->default_data_dir();
  std::vector<paper::FigureInfo> only;
  for (const auto& f : p->figures())
    if (f.id == "fig5") only.push_back(f);
  auto jobs = p->prepare(ctx, only);
  const libplot::Figure fig = jobs.at(0).build();
  libplot::RecordingCanvas canvas;
  fig.draw(canvas);

  // The labels: "method (corpus)" texts at the label size.
  std::vector<libplot::Rect> labels;
  for (const auto& t : canvas.texts)
    if (t.font.size == 6.5) labels.push_back(t.bbox);
  ASSERT_EQ(labels.size(), 30u);  // one per (corpus, method) point of the sample
  // The axes box: the clip the markers are drawn in.
  ASSERT_FALSE(canvas.markers.empty());
  std::optional<libplot::Rect> axes;
  std::vector<libplot::Rect> markers, legend;
  for (const auto& m : canvas.markers)
    for (const auto& c : m.centres) {
      const libplot::Rect r{c.x + m.marker_bounds.x0, c.y + m.marker_bounds.y0, c.x + m.marker_bounds.x1,
                            c.y + m.marker_bounds.y1};
      if (m.clip) {
        axes = m.clip;
        markers.push_back(r);
      }
    }
  ASSERT_TRUE(axes);
  ASSERT_EQ(markers.size(), 30u);
  // The legend frame: the one path filled at the legend's framealpha.
  for (const auto& path : canvas.paths)
    if (path.fill && std::abs(path.fill->a - 0.9) < 1e-9) legend.push_back(path.bounds);
  ASSERT_EQ(legend.size(), 1u);

  for (std::size_t i = 0; i < labels.size(); ++i) {
    SCOPED_TRACE(i);
    EXPECT_TRUE(axes->contains(labels[i]));
    for (std::size_t j = i + 1; j < labels.size(); ++j) EXPECT_FALSE(overlap(labels[i], labels[j])) << j;
    for (const auto& m : markers) EXPECT_FALSE(overlap(labels[i], m));
    EXPECT_FALSE(overlap(labels[i], legend[0]));
  }
}

}  // namespace

// ---- the placement on its own: a dense, deterministic scatter with a legend

TEST(PointLabels, DenseScatterNoOverlapInsideAxes) {
  libplot::Figure fig(libplot::Theme{}, {.width = 8, .height = 6});
  libplot::Axes& ax = fig.axes();
  std::vector<double> x, y;
  std::vector<std::string> names;
  std::uint32_t state = 12345;
  auto next = [&] { state = state * 1664525u + 1013904223u; return (state >> 8) / double(1u << 24); };
  for (int i = 0; i < 60; ++i) {
    x.push_back(next() * 10);
    y.push_back(next() * 10);
    names.push_back("label " + std::to_string(i));
  }
  ax.scatter(x, y, {.sizes = {60}, .label = "points"});
  ax.point_labels(x, y, names, {.props = {.size = 7}});
  ax.legend({.loc = "upper right"});
  libplot::RecordingCanvas canvas;
  fig.draw(canvas);
  std::vector<libplot::Rect> labels, markers;
  std::optional<libplot::Rect> axes;
  for (const auto& t : canvas.texts)
    if (t.text.rfind("label ", 0) == 0) labels.push_back(t.bbox);
  for (const auto& m : canvas.markers)
    if (m.clip) {
      axes = m.clip;
      for (const auto& c : m.centres)
        markers.push_back({c.x + m.marker_bounds.x0, c.y + m.marker_bounds.y0, c.x + m.marker_bounds.x1,
                           c.y + m.marker_bounds.y1});
    }
  ASSERT_EQ(labels.size(), 60u);
  ASSERT_EQ(markers.size(), 60u);
  ASSERT_TRUE(axes);
  for (std::size_t i = 0; i < labels.size(); ++i) {
    EXPECT_TRUE(axes->contains(labels[i])) << i;
    for (std::size_t j = i + 1; j < labels.size(); ++j) EXPECT_FALSE(labels[i].intersects(labels[j])) << i << " " << j;
    for (const auto& m : markers) EXPECT_FALSE(labels[i].intersects(m)) << i;
  }
}
