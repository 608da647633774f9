// The weightcodec paper through render_paper's interface: noisy inputs still render with exact
// skip counts, a bad input fails only the figures that read it, and figure 5's point labels
// never overlap each other, the markers or the legend, and stay inside the axes.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <functional>
#include <regex>
#include <string>
#include <vector>
#include <map>

#include "libplot/libplot.hpp"
#include "libplot/recording_canvas.hpp"
#include "noisy_data.hpp"
#include "paper_figure.hpp"
#include "paper/paper.hpp"
#include "temp_dir.hpp"

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
  std::vector<std::string> places;  // "file:line: field: reason", in the order located
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
  for (const auto& l : skips.places())
    run.places.push_back(l.file + ":" + std::to_string(l.line) + ": " + l.field + ": " + l.reason);
  return run;
}

TEST(WeightcodecPaper, NoisyInputsRenderAndEverySkipIsCountedOnce) {
  TempDir dir("paper_noisy");
  write_noisy_inputs(dir.path());
  const Outcome run = render_all(dir.path());
  for (const auto& [id, error] : run.errors) EXPECT_EQ(error, "") << id;
  // The results pass runs once for figures 2 and 5: its counts are not doubled.
  std::map<std::string, std::uint64_t> want = kNoisyResultsSkips;
  want.insert({
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
  });
  EXPECT_EQ(run.skips, want);
}

// Every skipped record or entry names its file, line and field: the atlases' rows
// and the joins of figure 2 as well as the results pass.
TEST(WeightcodecPaper, EverySkipNamesFileLineAndField) {
  TempDir dir("paper_located");
  write_noisy_inputs(dir.path());
  Outcome run = render_all(dir.path());
  std::uint64_t counted = 0;
  for (const auto& [reason, n] : run.skips) counted += n;
  ASSERT_EQ(run.places.size(), counted);  // 34: each skip counted is located once
  std::vector<std::string> outside_results_pass;
  for (const auto& p : run.places)
    if (p.rfind("results.jsonl.zst", 0) != 0 || p.find(": fig") != std::string::npos)
      outside_results_pass.push_back(p);
  std::sort(outside_results_pass.begin(), outside_results_pass.end());
  const std::vector<std::string> want = {
      "atlas_bf16.jsonl:2: H_byte1: fig1: tensor without H_byte1 or H_byte0",
      "atlas_bf16.jsonl:5: tensor_category: fig1: tensor_category not in the spec",
      "atlas_bf16.jsonl:5: tensor_name: fig2: atlas row without a string tensor_name",
      "atlas_bf16.jsonl:6: tensor_name: fig1: tensor_name not a string",
      "atlas_bf16.jsonl:6: tensor_name: fig2: atlas row without a string tensor_name",
      "atlas_bf16.jsonl:7: H_byte1: fig1: H_byte1 or H_byte0 not a number",
      "atlas_layer.jsonl:3: corr_pearson: fig4: corr_pearson not a number",
      "atlas_layer.jsonl:4: corr_pearson: fig4: record without corr_pearson",
      "atlas_q4k.jsonl:2: H_nibble: fig3: H_nibble not a number",
      "atlas_q4k.jsonl:3: H_nibble: fig3: record without H_nibble",
      "results.jsonl.zst:10: methods.brotli_q11: fig5: samples of a method with too few records",
      "results.jsonl.zst:14: methods.bf16_split.ratio: fig2: zero or null ratio",
      "results.jsonl.zst:15: tensor_name: fig2: tensor not in the atlas",
      "results.jsonl.zst:16: tensor_name: fig2: tensor not in the atlas",
      "results.jsonl.zst:17: tensor_name: fig2: tensor not in the atlas",
      "results.jsonl.zst:18: tensor_name: fig2: tensor not in the atlas",
  };
  // The two remaining fig5 samples are of methods seen once elsewhere in the file.
  std::vector<std::string> fig5;
  std::vector<std::string> rest;
  for (const auto& p : outside_results_pass)
    (p.find("fig5:") != std::string::npos && p.find("brotli_q11") == std::string::npos ? fig5 : rest)
        .push_back(p);
  EXPECT_EQ(rest, want);
  EXPECT_EQ(fig5.size(), 2u);
  for (const auto& p : fig5) EXPECT_EQ(p.rfind("results.jsonl.zst:", 0), 0u) << p;
}

// The error findings of a figure job's figure ("rule: message").
std::vector<std::string> lint_errors_of(const paper::FigureJob& job) {
  std::vector<std::string> out;
  for (const auto& f : job.build().lint({.bbox_tight = job.info.save.bbox_tight}))
    if (f.severity == libplot::Severity::Error) out.push_back(f.rule + ": " + f.message);
  return out;
}

// The strings figure `id` draws from the data in `dir`.
std::vector<std::string> drawn_texts(const std::filesystem::path& dir, const std::string& id) {
  auto p = weightcodec_paper();
  return testing_support::drawn_texts(testing_support::prepare_figure(*p, dir, id).at(0));
}

bool has(const std::vector<std::string>& v, const std::string& s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

// Counts in figure 4's title come from the atlas: how many source models, and their family when
// they share one; constants in labels (16 bits, 4.0 bits, 8 / H_byte) from the spec's numbers.
TEST(WeightcodecPaper, TextsStateCountsFromTheData) {
  const std::filesystem::path shipped = weightcodec_paper()->default_data_dir();
  EXPECT_TRUE(has(
      drawn_texts(shipped, "fig4"),
      "Figure 4 - inter-layer correlation distribution (n = 350 pairs across two Qwen2.5 source models)"));
  EXPECT_TRUE(has(drawn_texts(shipped, "fig1"), "raw bf16 (16 bits/value)"));
  EXPECT_TRUE(has(drawn_texts(shipped, "fig3"), "uniform ceiling (4.0 bits)"));
  EXPECT_TRUE(has(drawn_texts(shipped, "fig2"), "nibble-stream marginal ceiling: 8 / H_byte (atlas)"));

  TempDir dir("texts_from_data");
  for (const auto& e : std::filesystem::directory_iterator(shipped))
    std::filesystem::copy_file(e.path(), dir / e.path().filename().string());
  auto rewrite_layer = [&](const std::function<std::string(const std::string&)>& edit) {
    std::ifstream in(shipped / "atlas_layer.jsonl");
    std::string out;
    for (std::string line; std::getline(in, line);) {
      const std::string l = edit(line);
      if (!l.empty()) out += l + "\n";
    }
    write_file(dir / "atlas_layer.jsonl", out);
  };
  // One model dropped: the 161 pairs of Qwen2.5-0.5B.
  rewrite_layer(
      [](const std::string& l) { return l.find("Qwen2.5-1.5B") != std::string::npos ? std::string() : l; });
  const auto one = drawn_texts(dir.path(), "fig4");
  EXPECT_TRUE(has(
      one,
      "Figure 4 - inter-layer correlation distribution (n = 161 pairs of one source model, Qwen2.5-0.5B)"))
      << one.back();
  // A third model of another family: counted, no family named.
  rewrite_layer([](const std::string& l) {
    return l.find("\"layer\": 0,") != std::string::npos && l.find("Qwen2.5-1.5B") != std::string::npos
               ? l + "\n" + std::regex_replace(l, std::regex("Qwen2.5-1.5B"), "Llama-3-8B")
               : l;
  });
  EXPECT_TRUE(
      has(drawn_texts(dir.path(), "fig4"),
          "Figure 4 - inter-layer correlation distribution (n = 357 pairs across three source models)"));
  // A row that names no model: the count is unknown and not stated.
  rewrite_layer([](const std::string& l) {
    return l.find("\"layer\": 0,") != std::string::npos && l.find("Qwen2.5-0.5B") != std::string::npos
               ? std::regex_replace(l, std::regex("\"model\": \"[^\"]*\", "), "")
               : l;
  });
  EXPECT_TRUE(has(drawn_texts(dir.path(), "fig4"),
                  "Figure 4 - inter-layer correlation distribution (n = 350 pairs)"));
  // One pair left: singular, with and without its model named.
  bool kept = false;
  rewrite_layer([&](const std::string& l) {
    if (kept || l.find("Qwen2.5-0.5B") == std::string::npos) return std::string();
    kept = true;
    return l;
  });
  EXPECT_TRUE(
      has(drawn_texts(dir.path(), "fig4"),
          "Figure 4 - inter-layer correlation distribution (n = 1 pair of one source model, Qwen2.5-0.5B)"));
  kept = false;
  rewrite_layer([&](const std::string& l) {
    if (kept || l.find("Qwen2.5-0.5B") == std::string::npos) return std::string();
    kept = true;
    return std::regex_replace(l, std::regex("\"model\": \"[^\"]*\", "), "");
  });
  EXPECT_TRUE(
      has(drawn_texts(dir.path(), "fig4"), "Figure 4 - inter-layer correlation distribution (n = 1 pair)"));
}

// Figure 1's fixed [0, 17] widens, and says so, when a stack rises above it.
TEST(WeightcodecPaper, Figure1LimitWidensAndSaysSo) {
  TempDir dir("fig1_limit");
  write_noisy_inputs(dir.path());
  std::string atlas = joined(kNoisyAtlasBf16);
  atlas.replace(atlas.find("\"H_byte0\": 7.9, \"ceiling_ratio\": 1.55"), 14, "\"H_byte0\": 15.5");
  write_file(dir / "atlas_bf16.jsonl", atlas);
  auto p = weightcodec_paper();
  auto jobs = testing_support::prepare_figure(*p, dir.path(), "fig1");
  jobs.at(0).build();
  // t1's stack: 2.5 + 15.5 = 18, and 5% of the span [0, 18] above it.
  EXPECT_EQ(*jobs.at(0).notes,
            std::vector<std::string>{"fig1: y limit [0, 17] widened to [0, 18.9]: 1 value(s) above it"});
}

// Figure 1's legend sits where the seed put it, over the bars' bodies (the shipped data: see the
// golden); with every entropy scaled by 0.6 the byte-1 tops come under that place, and the legend
// moves to the nearest place clear of every bar end instead of hiding where a value is read.
TEST(WeightcodecPaper, Figure1LegendLeavesTheBarEndsFreeOnScaledData) {
  testing_support::DataCopy data("fig1_scaled", weightcodec_paper()->default_data_dir());
  std::ifstream in(data / "atlas_bf16.jsonl");
  std::string scaled, line;
  const std::regex entropy("(\"H_byte[01]\": )([0-9.]+)");
  while (std::getline(in, line)) {
    std::string out;
    auto from = line.cbegin();
    for (std::sregex_iterator m(line.begin(), line.end(), entropy), end; m != end; ++m) {
      out.append(from, (*m)[0].first);
      out += (*m)[1].str() + libplot::pyformat("{:.6f}", {0.6 * std::stod((*m)[2].str())});
      from = (*m)[0].second;
    }
    scaled += out.append(from, line.cend()) + "\n";
  }
  in.close();
  write_file(data / "atlas_bf16.jsonl", scaled);
  auto p = weightcodec_paper();
  auto jobs = testing_support::prepare_figure(*p, data.path(), "fig1");
  libplot::RecordingCanvas canvas;
  jobs.at(0).build().draw(canvas);
  std::vector<libplot::Rect> legend, bars;
  for (const auto& path : canvas.paths) {
    if (path.fill && std::abs(path.fill->a - 0.9) < 1e-9) legend.push_back(path.bounds);
    else if (path.fill && path.fill->a == 1 && path.bounds.width() < 20 && path.bounds.height() > 1)
      bars.push_back(path.bounds);
  }
  ASSERT_EQ(legend.size(), 1u);
  std::erase_if(bars,
                [&](const libplot::Rect& b) { return legend[0].contains(b); });  // the legend's own handles
  ASSERT_GT(bars.size(), 200u);  // two stacked bars per tensor
  std::size_t under = 0;         // bars whose body the legend lies over
  for (const auto& b : bars) {
    if (b.x1 <= legend[0].x0 || b.x0 >= legend[0].x1) continue;
    EXPECT_FALSE(b.y0 > legend[0].y0 && b.y0 < legend[0].y1) << "a bar end under the legend";
    EXPECT_FALSE(b.y1 > legend[0].y0 && b.y1 < legend[0].y1) << "a bar end under the legend";
    under += b.y0 < legend[0].y0 && b.y1 > legend[0].y1;
  }
  EXPECT_GT(under, 20u);  // still over bar bodies, as the seed's legend: just above the byte-1 tops
  EXPECT_EQ(lint_errors_of(jobs.at(0)), std::vector<std::string>{});
}

TEST(WeightcodecPaper, MalformedResultsLineFailsOnlyFigures2And5) {
  TempDir dir("paper_malformed");
  write_noisy_inputs(dir.path());
  std::string text = joined(kNoisyResults);
  text.insert(text.find('\n', text.find("\"t3\"")) + 1,
              "{\"_kind\": \"bench_7B\", \"methods\": {\"a\": {\"ratio\": 1,}}}\n");
  write_file(dir / "results.jsonl.zst", zstd_compress(text));
  const Outcome run = render_all(dir.path());
  EXPECT_EQ(run.errors.at("fig1"), "");
  EXPECT_EQ(run.errors.at("fig3"), "");
  EXPECT_EQ(run.errors.at("fig4"), "");
  for (const char* id : {"fig2", "fig5"}) {
    EXPECT_NE(run.errors.at(id).find("results.jsonl.zst:5: malformed JSON"), std::string::npos)
        << run.errors.at(id);
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
  auto jobs = testing_support::prepare_figure(*p, p->default_data_dir(), "fig5");
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
  auto next = [&] {
    state = state * 1664525u + 1013904223u;
    return (state >> 8) / double(1u << 24);
  };
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
    for (std::size_t j = i + 1; j < labels.size(); ++j)
      EXPECT_FALSE(labels[i].intersects(labels[j])) << i << " " << j;
    for (const auto& m : markers) EXPECT_FALSE(labels[i].intersects(m)) << i;
  }
}
