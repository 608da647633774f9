// figures.json, the paper's words, read by each figure through paper::Section: what it holds is
// what the figures show (a changed acceptance bar moves figure 2's line and its legend label, a
// changed key selects other data), and a missing or bad key fails the figure that reads it with
// the exact message naming the file, the line and the key path.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <tuple>
#include <nlohmann/json.hpp>

#include "libplot/libplot.hpp"
#include "paper/paper.hpp"
#include "paper/template.hpp"
#include "paper_figure.hpp"
#include "qtensorformer.hpp"
#include "temp_dir.hpp"

namespace {

namespace fs = std::filesystem;
using nlohmann::ordered_json;
using namespace qtensorformer;

const fs::path kData = QTENSORFORMER_DATA;

// A private copy of the shipped spec, to change one key at a time.
class SpecCopy {
 public:
  SpecCopy() {
    std::ifstream in(shipped_spec_path());
    json_ = ordered_json::parse(in);
  }
  ordered_json& json() { return json_; }
  fs::path file() const { return dir_ / "figures.json"; }
  // Writes the (changed) copy and returns its path.
  fs::path write() const {
    std::ofstream(file()) << json_.dump(2);
    return file();
  }

 private:
  testing_support::TempDir dir_{"qtf_spec"};
  ordered_json json_;
};

// Every figure's job from a paper reading `spec`, with the shipped data, built: a job's error is
// what building it threw (inputs and the spec load lazily, inside the job).
std::vector<paper::FigureJob> prepare_all(const fs::path& spec, const fs::path& data = kData) {
  auto p = make_paper(spec);
  paper::Context ctx;
  ctx.data_dir = data;
  auto jobs = p->prepare(ctx, p->figures());
  for (auto& j : jobs) {
    if (!j.error.empty()) continue;
    try {
      j.build();
    } catch (const std::exception& e) {
      j.error = e.what();
    }
  }
  return jobs;
}

// The error of figure `id`'s job with the words in `spec` ("" when it builds).
std::string figure_error(const fs::path& spec, const std::string& id) {
  for (const auto& j : prepare_all(spec))
    if (j.info.id == id) return j.error;
  ADD_FAILURE() << "no job " << id;
  return "";
}

// The shipped words, read once.
const paper::Section& shipped() {
  static const records::JsonDocument doc = records::load_document(shipped_spec_path());
  static const paper::Section s = paper::Section::root(doc);
  return s;
}

std::unique_ptr<libplot::RecordingCanvas> render(const fs::path& spec, const std::string& id) {
  auto p = make_paper(spec);
  auto jobs = testing_support::prepare_figure(*p, kData, id);
  auto canvas = std::make_unique<libplot::RecordingCanvas>();
  if (jobs.size() != 1 || !jobs[0].error.empty()) {
    ADD_FAILURE() << id << ": " << (jobs.empty() ? "no job" : jobs[0].error);
    return canvas;
  }
  jobs[0].build().draw(*canvas);
  return canvas;
}

bool shows(const libplot::RecordingCanvas& c, const std::string& s) { return !c.find_text(s).empty(); }

bool same_colour(const libplot::Color& a, const libplot::Color& b) {
  return std::abs(a.r - b.r) < 1e-9 && std::abs(a.g - b.g) < 1e-9 && std::abs(a.b - b.b) < 1e-9;
}

// ---------------------------------------------------------------- the shipped words
TEST(Spec, ShippedSpecHoldsTheSeedsWordsAndNumbers) {
  const paper::Section& w = shipped();
  EXPECT_EQ(w.at("figure1").text("title"),
            "Figure 1: Q-TensorFormer Closed-Loop Resource Allocation Architecture");
  EXPECT_EQ(w.at("figure1").at("blocks").text(kFigure1Blocks[3]), "Nested TT-FFN\nRanks {1, 2, 4, 8}");
  const paper::Section f2 = w.at("figure2");
  EXPECT_EQ(f2.number("acceptance_r2"), 0.80);
  EXPECT_EQ(paper::format(f2.tmpl("acceptance_label", {"r2"}), {{"r2", f2.number("acceptance_r2")}}),
            "Calibration Acceptance Bar (R\u00b2 >= 0.80)");
  EXPECT_EQ(f2.limits("ylim").high, 1.12);
  EXPECT_EQ(w.at("figure4").text("experiment"), "Linear_128x256");
  EXPECT_EQ(w.at("figure6").text("seq_len"), "2048");
  const auto taus = w.at("figure9").keyed("taus");
  ASSERT_EQ(taus.size(), 4u);
  EXPECT_EQ(taus[3].key, "tau_0.3");
  EXPECT_EQ(taus[3].label, "{tau:.2f}\n(Strong)");
  EXPECT_EQ(w.at("figure9").text("suptitle"),
            "Figure 9: Anti-Chattering Hysteresis Stability (tau in {{{taus}}})");
  EXPECT_EQ(w.at("figure11").text("prefill_title"), "Prefill Phase (T=128)");
  EXPECT_EQ(w.at("figure12").integer("intensity_points"), 200);
  EXPECT_EQ(w.at("figure12").limits("intensity_log10_range").low, -1);
  EXPECT_EQ(w.at("figure12").limits("intensity_log10_range").high, 3);
  EXPECT_EQ(w.at("figure15").integer("label_max_chars"), 14);
  EXPECT_EQ(w.at("figure16").text("model"), "qtf_edge");
  EXPECT_EQ(w.at("figure16").elements("baselines").size(), 11u);
  EXPECT_EQ(paper::format(w.at("figure16").tmpl("title", {"baselines"}), {{"baselines", 11.0}}),
            "Figure 16: Direction-Aware Relative Improvements of Q-TensorFormer vs 11 Baselines");
}

// The words' templates go through the papers' one template language, paper::format.
TEST(Spec, TemplatesTakeNamedTextsLiterallyAndNumbersByFormatSpec) {
  const paper::Section& w = shipped();
  EXPECT_EQ(paper::format(
                w.at("figure12").text("hardware_label"),
                {{"hardware", std::string("NVIDIA A100")}, {"peak_tflops", 19.5}, {"bandwidth_gbs", 1935.0}}),
            "NVIDIA A100 (Peak: 19.5 TFLOPS, BW: 1935 GB/s)");
  EXPECT_EQ(paper::format("{system}: {v:.1f}", {{"system", std::string("a {0} b}")}, {"v", 2.34}}),
            "a {0} b}: 2.3");
  EXPECT_EQ(paper::format("{{system}} {{0}}", {{"system", std::string("x")}}), "{system} {0}");
  EXPECT_EQ(paper::format(w.at("figure14").texts("bar_labels", 4)[0], {{"value", 1.0}}),
            "Allocator\nDecision");  // no field: as written
  try {
    paper::format("{sytem} at {v:g}", {{"system", std::string("x")}, {"v", 1.0}});
    ADD_FAILURE() << "no error";
  } catch (const paper::InputError& e) {
    EXPECT_STREQ(e.what(), "template \"{sytem} at {v:g}\": no field 'sytem' (fields: system, v)");
  }
}

// ---------------------------------------------------------------- errors
// A missing or bad key fails the figure that reads it, naming the file, the line and the key path
// (a missing key: the line of the object that lacks it).
struct Case {
  std::function<void(ordered_json&)> change;
  std::string figure, message;
};

void expect_errors(const std::vector<Case>& cases) {
  for (const auto& [change, figure, message] : cases) {
    SpecCopy spec;
    change(spec.json());
    const fs::path file = spec.write();
    EXPECT_EQ(figure_error(file, figure), file.string() + ":" + message);
  }
}

TEST(Spec, MissingKeysNameTheFileTheLineAndTheKeyPath) {
  expect_errors({
      {[](ordered_json& j) { j["figure2"].erase("acceptance_r2"); }, "figure2",
       "23: missing key figure2.acceptance_r2"},
      {[](ordered_json& j) { j["figure6"].erase("seq_len"); }, "figure6", "104: missing key figure6.seq_len"},
      {[](ordered_json& j) { j["figure1"]["blocks"].erase("ffn"); }, "figure1",
       "13: missing key figure1.blocks.ffn"},
      {[](ordered_json& j) { j["figure9"]["taus"][3].erase("label"); }, "figure9",
       "172: missing key figure9.taus[3].label"},
      {[](ordered_json& j) { j["figure11"].erase("prefill_title"); }, "figure11",
       "214: missing key figure11.prefill_title"},
      {[](ordered_json& j) { j["figure16"]["metrics"][1].erase("lower_is_better"); }, "figure16",
       "423: missing key figure16.metrics[1].lower_is_better"},
      {[](ordered_json& j) { j.erase("figure13"); }, "figure13", "1: missing key figure13"},
  });
}

TEST(Spec, BadValuesNameTheFileTheLineAndTheKeyPath) {
  expect_errors({
      {[](ordered_json& j) { j["figure2"]["acceptance_r2"] = "0.80"; }, "figure2",
       "46: figure2.acceptance_r2 is a string, expected a number"},
      {[](ordered_json& j) { j["figure2"]["ylim"] = ordered_json::array({0}); }, "figure2",
       "56: figure2.ylim must be [low, high]"},
      {[](ordered_json& j) { j["figure10"]["simulation_ticks"].erase(2); }, "figure10",
       "194: figure10.simulation_ticks has 2 entries, expected 3"},
      {[](ordered_json& j) { j["figure7"]["policies"] = ordered_json::array(); }, "figure7",
       "113: figure7.policies is empty"},
      {[](ordered_json& j) { j["figure8"]["target_label"] = "SLA Target ({target_ms:.2f} ms, {other:.2f})"; },
       "figure8",
       "145: figure8.target_label: template \"SLA Target ({target_ms:.2f} ms, {other:.2f})\": no field "
       "'other' (fields: "
       "target_ms)"},
      {[](ordered_json& j) { j["figure12"]["operating_point_label"] = "{sytem} at {intensity:g}"; },
       "figure12",
       "261: figure12.operating_point_label: template \"{sytem} at {intensity:g}\": no field 'sytem' "
       "(fields: bound, "
       "intensity, system)"},
      {[](ordered_json& j) { j["figure14"]["bar_labels"][2] = "Total Floor\n({value:.2f ms)"; }, "figure14",
       "311: figure14.bar_labels[2]: template \"Total Floor\n({value:.2f ms)\": unclosed '{'"},
      {[](ordered_json& j) { j["figure12"]["intensity_points"] = 1; }, "figure12",
       "259: figure12.intensity_points must be 2 to 100000"},
  });
}

TEST(Spec, ABadKeyFailsItsFigureAndAMissingFileEveryFigure) {
  SpecCopy spec;
  spec.json()["figure2"].erase("acceptance_r2");
  const fs::path file = spec.write();
  auto jobs = prepare_all(file);
  ASSERT_EQ(jobs.size(), 16u);
  for (const auto& j : jobs)
    EXPECT_EQ(j.error, j.info.id == "figure2" ? file.string() + ":23: missing key figure2.acceptance_r2" : "")
        << j.info.id;
  const fs::path missing = spec.file().parent_path() / "none.json";
  jobs = prepare_all(missing);
  ASSERT_EQ(jobs.size(), 16u);
  for (const auto& j : jobs)
    EXPECT_EQ(j.error, missing.string() + ": cannot open: No such file or directory") << j.info.id;

  std::ofstream(spec.file()) << "{\"figure1\": ";
  jobs = prepare_all(spec.file());
  ASSERT_EQ(jobs.size(), 16u);
  for (const auto& j : jobs)
    EXPECT_EQ(j.error,
              spec.file().string() +
                  ":1: malformed JSON: JSON document ended early in the middle of an object or array. "
                  "(column 13)")
        << j.info.id;
}

// ---------------------------------------------------------------- the spec reaches the figures
// The dotted acceptance line: the widest horizontal slate-500 stroke (the legend's handle is short).
std::optional<libplot::Rect> acceptance_line(const libplot::RecordingCanvas& c, const libplot::Theme& th) {
  std::optional<libplot::Rect> line;
  for (const auto& p : c.paths)
    if (p.stroke && same_colour(p.stroke->color, th.color("slate-500")) && p.bounds.y0 == p.bounds.y1 &&
        (!line || p.bounds.x1 - p.bounds.x0 > line->x1 - line->x0))
      line = p.bounds;
  return line;
}

// The first head's bar (indigo-600): its top is its R², its bottom 0.
std::optional<libplot::Rect> first_bar(const libplot::RecordingCanvas& c, const libplot::Theme& th) {
  for (const auto& p : c.paths)
    if (p.fill && same_colour(*p.fill, th.color("indigo-600"))) return p.bounds;
  return std::nullopt;
}

TEST(Spec, ChangingTheAcceptanceBarChangesFigure2) {
  const libplot::Theme th = libplot::Theme::named("qtensorformer");
  const double r2 = load_marginal_value(load_document(kData / kMarginalValue), shipped()).r2[0];
  SpecCopy spec;
  spec.json()["figure2"]["acceptance_r2"] = 0.9;
  const fs::path changed = spec.write();
  for (const auto& [file, bar, label] :
       {std::tuple{shipped_spec_path(), 0.80, "Calibration Acceptance Bar (R\u00b2 >= 0.80)"},
        std::tuple{changed, 0.90, "Calibration Acceptance Bar (R\u00b2 >= 0.90)"}}) {
    const auto c = render(file, "figure2");
    EXPECT_TRUE(shows(*c, label)) << label;
    const auto line = acceptance_line(*c, th);
    const auto head = first_bar(*c, th);
    ASSERT_TRUE(line && head);
    // Figure y grows downwards: the bar's bottom (y1) is R² = 0, its top (y0) the head's R².
    const double expected = head->y1 - bar / r2 * (head->y1 - head->y0);
    EXPECT_NEAR(line->y0, expected, 0.01) << bar;
  }
  EXPECT_FALSE(shows(*render(changed, "figure2"), "Calibration Acceptance Bar (R\u00b2 >= 0.80)"));
}

TEST(Spec, TextsAndKeysComeFromTheSpec) {
  SpecCopy spec;
  auto& j = spec.json();
  j["figure9"]["taus"][3]["label"] = "0.30\n(Firm)";
  j["figure11"]["prefill_title"] = "Prefill Phase (T=256)";
  j["figure6"]["stored_label"] = "KV @ {seq_len} tokens";
  j["figure1"]["blocks"]["ffn"] = "Nested TT-FFN\nRanks {1, 2, 4}";
  const fs::path file = spec.write();
  EXPECT_TRUE(shows(*render(file, "figure9"), "0.30\n(Firm)"));
  EXPECT_TRUE(shows(*render(file, "figure11"), "Prefill Phase (T=256)"));
  EXPECT_TRUE(shows(*render(file, "figure6"), "KV @ 2048 tokens"));
  EXPECT_TRUE(shows(*render(file, "figure1"), "Nested TT-FFN\nRanks {1, 2, 4}"));
  // Counted from the data, not written: the 14 models of the file.
  EXPECT_TRUE(shows(*render(shipped_spec_path(), "figure15"),
                    "Figure 15: Multi-Objective Baseline Pareto Frontiers (14 Architectures)"));

  // The sequence length is a key into gqa_audit.json: one the file lacks fails figure 6 alone.
  SpecCopy other;
  other.json()["figure6"]["seq_len"] = "4096";
  const auto jobs = prepare_all(other.write());
  for (const auto& job : jobs)
    EXPECT_EQ(job.error,
              job.info.id != "figure6"
                  ? ""
                  : "gqa_audit.json: missing key configurations.MHA (1:1).seq_metrics.4096.stored_kv_kb")
        << job.info.id;
}

// ---------------------------------------------------------------- registries keyed by the data
// The fills of `c` that are one of `palette`'s colours, in drawing order (bars and wedges are
// drawn in the data's order; backgrounds and lines are not in the palette).
std::vector<libplot::Color> fills_among(const libplot::RecordingCanvas& c,
                                        const std::vector<libplot::Color>& palette) {
  std::vector<libplot::Color> out;
  for (const auto& p : c.paths)
    if (p.fill &&
        std::any_of(palette.begin(), palette.end(), [&](const auto& k) { return same_colour(*p.fill, k); }))
      out.push_back(*p.fill);
  return out;
}

TEST(Spec, ReorderedCategoriesKeepTheirColours) {
  const libplot::Theme th = libplot::Theme::named("qtensorformer");
  // figure, the list of the spec that orders the categories, how many axes repeat them.
  for (const auto& [figure, list, axes] :
       {std::tuple{"figure2", "heads", 1}, std::tuple{"figure9", "taus", 2},
        std::tuple{"figure11", "subsystems", 2}}) {
    SpecCopy spec;
    auto& section = spec.json()[figure];
    std::reverse(section[list].begin(), section[list].end());
    std::vector<libplot::Color> palette, expected_one;
    for (const auto& [key, name] : section["category_colors"].items())
      palette.push_back(th.color(name.get<std::string>()));
    for (const auto& entry : section[list])
      expected_one.push_back(
          th.color(section["category_colors"][entry["key"].get<std::string>()].get<std::string>()));
    ASSERT_EQ(expected_one.size(), palette.size()) << figure;
    std::vector<libplot::Color> expected;
    for (int a = 0; a < axes; ++a) expected.insert(expected.end(), expected_one.begin(), expected_one.end());
    // Reversed: the first category drawn is the shipped last one, in its own colour.
    EXPECT_FALSE(
        same_colour(expected.front(), fills_among(*render(shipped_spec_path(), figure), palette).front()))
        << figure;
    const auto drawn = fills_among(*render(spec.write(), figure), palette);
    ASSERT_EQ(drawn.size(), expected.size()) << figure;
    for (std::size_t i = 0; i < drawn.size(); ++i)
      EXPECT_TRUE(same_colour(drawn[i], expected[i])) << figure << " #" << i;
  }
}

TEST(Spec, ACategoryWithoutAColourTakesTheNextUnusedCycleColourAndIsNoted) {
  const libplot::Theme th = libplot::Theme::named("qtensorformer");
  SpecCopy spec;
  spec.json()["figure2"]["category_colors"].erase("delta_energy");
  const records::JsonDocument doc = records::load_document(spec.write());
  const paper::Section words = paper::Section::root(doc);
  paper::Notes notes;
  const MarginalValue data = load_marginal_value(load_document(kData / kMarginalValue), words);
  libplot::RecordingCanvas c;
  fig02(data, words, th, notes).draw(c);
  ASSERT_EQ(notes.size(), 1u);
  EXPECT_EQ(notes[0],
            "figure2: no colour for delta_energy in figures.json figure2.category_colors (drawn in the theme "
            "cycle's C0)");
  // The fourth head (delta_energy) in C0, the others in their registry colours.
  const std::vector<libplot::Color> expected = {th.color("indigo-600"), th.color("emerald-600"),
                                                th.color("amber-600"), th.cycle(0), th.color("violet-600")};
  const auto drawn = fills_among(c, expected);
  ASSERT_EQ(drawn.size(), 5u);
  for (std::size_t i = 0; i < 5; ++i) EXPECT_TRUE(same_colour(drawn[i], expected[i])) << i;

  // Two missing categories take two different colours: a cycle colour the registry uses is skipped.
  paper::Notes more;
  const std::vector<libplot::Color> colours =
      category_colours(words.at("figure2"), "category_colors", "figure2",
                       {"unknown_a", "delta_quality", "unknown_b"}, th, more);
  ASSERT_EQ(colours.size(), 3u);
  EXPECT_TRUE(same_colour(colours[0], th.cycle(0)));
  EXPECT_TRUE(same_colour(colours[1], th.color("indigo-600")));
  EXPECT_TRUE(same_colour(colours[2], th.cycle(1)));
  ASSERT_EQ(more.size(), 2u);
  EXPECT_EQ(more[1],
            "figure2: no colour for unknown_b in figures.json figure2.category_colors (drawn in the theme "
            "cycle's C1)");
}

TEST(Spec, ANameWithoutAShortLabelIsShownInFull) {
  const auto shipped3 = render(shipped_spec_path(), "figure3");
  const auto shipped13 = render(shipped_spec_path(), "figure13");
  EXPECT_TRUE(shows(*shipped3, "H"));
  EXPECT_FALSE(shows(*shipped3, "H_t (Entropy)"));
  EXPECT_TRUE(shows(*shipped13, "Dense"));
  EXPECT_FALSE(shows(*shipped13, "Dense Transformer"));
  EXPECT_TRUE(shows(*shipped13, "StreamingLLM"));  // no entry: a name without a space, shown in full
  SpecCopy spec;
  spec.json()["figure3"]["short_names"].erase("H_t (Entropy)");
  spec.json()["figure13"]["short_names"].erase("Dense Transformer");
  const fs::path file = spec.write();
  const auto changed3 = render(file, "figure3");
  const auto changed13 = render(file, "figure13");
  EXPECT_TRUE(shows(*changed3, "H_t (Entropy)"));
  EXPECT_FALSE(shows(*changed3, "H"));
  EXPECT_TRUE(shows(*changed3, "U"));
  EXPECT_TRUE(shows(*changed13, "Dense Transformer"));
  EXPECT_FALSE(shows(*changed13, "Dense"));
}

}  // namespace
