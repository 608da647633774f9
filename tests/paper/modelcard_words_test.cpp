// The model-card texts that state facts about the data follow the data: counts come
// from the records, conditional claims are drawn only when the records bear them out, facts no
// record holds live in the data files as numbers, and notes placed for the shipped data keep
// clear of other data. Each test changes a private copy of the
// shipped data (drop, add, change records) and asserts the exact strings the figure draws.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>

#include "libplot/libplot.hpp"
#include "paper/paper.hpp"
#include "paper_figure.hpp"
#include "temp_dir.hpp"

namespace paper {
std::unique_ptr<Paper> make_modelcard_paper();
}

namespace {

namespace fs = std::filesystem;
using nlohmann::ordered_json;
using Records = std::vector<ordered_json>;

class DataCopy {
 public:
  const fs::path& dir() const { return copy_.path(); }

  // Rewrites one JSONL file through `edit` (records in file order).
  void edit(const std::string& file, const std::function<void(Records&)>& edit) {
    Records rs;
    std::ifstream in(dir() / file);
    for (std::string line; std::getline(in, line);)
      if (!line.empty()) rs.push_back(ordered_json::parse(line));
    edit(rs);
    std::ofstream out(dir() / file);
    for (const auto& r : rs) out << r.dump() << "\n";
  }

 private:
  testing_support::DataCopy copy_{"modelcard_words", MODELCARD_DATA};
};

ordered_json& record(Records& rs, const std::string& kind, const std::string& panel = "") {
  for (auto& r : rs)
    if (r["record"] == kind && (panel.empty() || r.value("panel", "") == panel)) return r;
  throw std::runtime_error("no record " + kind);
}

struct Drawn {
  std::vector<std::string> texts;
  std::string error;
  bool shows(const std::string& s) const { return std::find(texts.begin(), texts.end(), s) != texts.end(); }
  // Texts starting with `prefix` (to say a claim is absent whatever its numbers).
  std::size_t starting(const std::string& prefix) const {
    return static_cast<std::size_t>(std::count_if(
        texts.begin(), texts.end(), [&](const std::string& t) { return t.rfind(prefix, 0) == 0; }));
  }
};

Drawn draw(const fs::path& data, const std::string& id) {
  auto p = paper::make_modelcard_paper();
  auto jobs = testing_support::prepare_figure(*p, data, id);
  Drawn d;
  try {
    d.texts = testing_support::drawn_texts(jobs.at(0));
  } catch (const std::exception& e) {
    d.error = e.what();
  }
  return d;
}

const std::string kFig06Title =
    "The path, in one picture: four configurations, one frozen protocol, three seeds each";

TEST(ModelcardWords, Fig06ShippedTextsComeFromTheRecords) {
  const Drawn d = draw(MODELCARD_DATA, "06");
  ASSERT_EQ(d.error, "");
  EXPECT_TRUE(d.shows(kFig06Title));
  EXPECT_TRUE(d.shows("BF16, 3 seeds, whiskers = sample SD\nband = mean \u00b1 median seed SD (0.0274)"));
  EXPECT_TRUE(d.shows("macro F1, opened 56-doc calibration split"));
  EXPECT_TRUE(d.shows("Precision, at 4L / 248k"));
  EXPECT_TRUE(d.shows("Quality is the transfer probe with a fresh 14-label head, not the headless root."));
  EXPECT_TRUE(d.shows("1,435 MiB \u2192 124 MiB, 11.6x"));
}

TEST(ModelcardWords, Fig06CountsFollowDroppedAndChangedRecords) {
  DataCopy data;
  data.edit("06_stage_path.jsonl", [](Records& rs) {
    rs.erase(rs.begin());                            // drop the 24L configuration
    rs[0]["seeds"] = 5;                              // the seeds now differ between configurations
    record(rs, "precision")["config"] = "4L\n128k";  // the precisions name two configurations
  });
  const Drawn d = draw(data.dir(), "06");
  ASSERT_EQ(d.error, "");
  EXPECT_TRUE(d.shows("The path, in one picture: three configurations, one frozen protocol"));
  EXPECT_EQ(d.starting("The path, in one picture: four"), 0u);
  EXPECT_EQ(d.starting("BF16, 3 seeds"), 0u);
  // The median of the three remaining SDs (0.039089, 0.032115, 0.008704).
  EXPECT_TRUE(d.shows("BF16, whiskers = sample SD\nband = mean \u00b1 median seed SD (0.0321)"));
  EXPECT_TRUE(d.shows("Precision"));
  EXPECT_EQ(d.starting("Precision, at"), 0u);
  EXPECT_TRUE(d.shows("637 MiB \u2192 124 MiB, 5.1x"));
}

TEST(ModelcardWords, Fig06AnAddedRecordIsCounted) {
  DataCopy data;
  data.edit("06_stage_path.jsonl", [](Records& rs) {
    ordered_json extra = rs[3];
    extra["label"] = "2L\n39,866";
    extra["q8_mib"] = 80.0;
    Records out(rs.begin(), rs.begin() + 4);  // after the last configuration
    out.push_back(std::move(extra));
    for (std::size_t i = 4; i < rs.size(); ++i) out.push_back(rs[i]);
    rs = std::move(out);
    for (auto& r : rs)
      if (r["record"] == "config") r["seeds"] = 2;
  });
  const Drawn d = draw(data.dir(), "06");
  ASSERT_EQ(d.error, "");
  EXPECT_TRUE(d.shows("The path, in one picture: five configurations, one frozen protocol, two seeds each"));
  EXPECT_TRUE(d.shows("1,435 MiB \u2192 80 MiB, 17.9x"));
  EXPECT_TRUE(d.shows("BF16, 2 seeds, whiskers = sample SD\nband = mean \u00b1 median seed SD (0.0228)"));
}

TEST(ModelcardWords, Fig07PortNoteOnlyWhenEveryCutIsBitIdentical) {
  {
    const Drawn d = draw(MODELCARD_DATA, "07");
    ASSERT_EQ(d.error, "");
    EXPECT_TRUE(d.shows("output bit-identical\nto level 0, all three cuts"));
    EXPECT_TRUE(d.shows("native compute, ms (median of 5 blocks)"));
  }
  {
    DataCopy data;
    data.edit("07_runtime_specialization.jsonl", [](Records& rs) {
      for (auto it = rs.begin(); it != rs.end(); ++it)
        if ((*it)["record"] == "port") {
          rs.erase(it);  // two cuts left
          break;
        }
      rs[0]["blocks"] = 7;  // the v3 timings no longer share one block count
    });
    const Drawn d = draw(data.dir(), "07");
    ASSERT_EQ(d.error, "");
    // Two cuts are "both", never "all two" (the count's _two condition picks the words).
    EXPECT_TRUE(d.shows("output bit-identical\nto level 0, both cuts"));
    EXPECT_EQ(d.starting("output bit-identical\nto level 0, all"), 0u);
    EXPECT_TRUE(d.shows("native compute, ms (median)"));
  }
  {
    DataCopy data;
    data.edit("07_runtime_specialization.jsonl", [](Records& rs) {
      for (int k = 0; k < 2; ++k)
        for (auto it = rs.begin(); it != rs.end(); ++it)
          if ((*it)["record"] == "port") {
            rs.erase(it);  // one cut left: no "all", no plural
            break;
          }
    });
    const Drawn d = draw(data.dir(), "07");
    ASSERT_EQ(d.error, "");
    EXPECT_TRUE(d.shows("output bit-identical\nto level 0"));
    EXPECT_EQ(d.starting("output bit-identical\nto level 0,"), 0u);
  }
  {
    DataCopy data;
    data.edit("07_runtime_specialization.jsonl", [](Records& rs) {
      ordered_json more = record(rs, "port");
      more["cut"] = "v8k";
      rs.insert(rs.begin(), more);  // four cuts
    });
    const Drawn d = draw(data.dir(), "07");
    ASSERT_EQ(d.error, "");
    EXPECT_TRUE(d.shows("output bit-identical\nto level 0, all four cuts"));
  }
  {
    DataCopy data;
    data.edit("07_runtime_specialization.jsonl", [](Records& rs) {
      for (auto& r : rs)
        if (r["record"] == "port") {
          r["bit_identical"] = false;
          break;
        }
    });
    const Drawn d = draw(data.dir(), "07");
    ASSERT_EQ(d.error, "");
    EXPECT_EQ(d.starting("output bit-identical"), 0u);
  }
}

// The error findings of figure `id` drawn from `data`, one line each ("rule: message").
std::vector<std::string> lint_errors(const fs::path& data, const std::string& id) {
  auto p = paper::make_modelcard_paper();
  paper::Context ctx;
  ctx.data_dir = data;
  std::vector<paper::FigureInfo> one;
  for (const auto& f : p->figures())
    if (f.id == id) one.push_back(f);
  auto jobs = p->prepare(ctx, one);
  std::vector<std::string> out;
  for (const auto& f : jobs.at(0).build().lint({.bbox_tight = one.at(0).save.bbox_tight}))
    if (f.severity == libplot::Severity::Error) out.push_back(f.rule + ": " + f.message);
  return out;
}

// The port note sits where the words put it for the shipped timings; with others (slower cuts
// widen the seed's limit, so a bar reaches the note's place; reordered and dropped cuts) it moves
// to free space instead of covering a bar, a change label or the legend.
TEST(ModelcardWords, Fig07PortNoteKeepsClearOfTheBarsOnOtherTimings) {
  EXPECT_EQ(lint_errors(MODELCARD_DATA, "07"), std::vector<std::string>{});
  const std::vector<std::function<void(Records&)>> changes = {
      [](Records& rs) {  // slower generic path: the first bar rises into the note's corner
        for (auto& r : rs)
          if (r["record"] == "port") {
            r["before_ms"] = r["before_ms"].get<double>() * 1.4;
            r["after_ms"] = r["after_ms"].get<double>() * 1.3;
          }
      },
      [](Records& rs) {  // everything twice as slow
        for (auto& r : rs)
          if (r["record"] == "port" || r["record"] == "v3_vs_v2") {
            r["before_ms"] = r["before_ms"].get<double>() * 2;
            r["after_ms"] = r["after_ms"].get<double>() * 2;
          }
      },
      [](Records& rs) {  // the cuts reversed, one dropped, the first one slowest
        std::vector<ordered_json> port;
        for (const auto& r : rs)
          if (r["record"] == "port") port.push_back(r);
        std::erase_if(rs, [](const ordered_json& r) { return r["record"] == "port"; });
        port.pop_back();
        port.front()["before_ms"] = 24.5;
        for (const auto& r : port) rs.insert(rs.begin(), r);
      },
  };
  for (std::size_t i = 0; i < changes.size(); ++i) {
    SCOPED_TRACE(i);
    DataCopy data;
    data.edit("07_runtime_specialization.jsonl", changes[i]);
    const Drawn d = draw(data.dir(), "07");
    ASSERT_EQ(d.error, "");
    EXPECT_EQ(d.starting("output bit-identical\nto level 0, "), 1u);  // still drawn ("both cuts" for two)
    EXPECT_EQ(lint_errors(data.dir(), "07"), std::vector<std::string>{});
  }
}

// Figure 06 on other measurements keeps its texts and legend off the data: larger artifacts and
// higher F1 (the seed's limits widen; the precision panel, which shows no scale of its own,
// widens with the quality panel). Figure 08's legend labels state each model's context from its
// record.
TEST(ModelcardWords, Fig06KeepsTextsOffTheDataOnOtherMeasurements) {
  EXPECT_EQ(lint_errors(MODELCARD_DATA, "06"), std::vector<std::string>{});
  DataCopy data;
  data.edit("06_stage_path.jsonl", [](Records& rs) {
    for (auto& r : rs) {
      if (r["record"] == "config" || r["record"] == "precision")
        r["f1_mean"] = r["f1_mean"].get<double>() * 1.3;
      if (r["record"] == "config") r["bf16_mib"] = r["bf16_mib"].get<double>() * 1.5;
    }
  });
  data.edit("08_long_context_window.jsonl", [](Records& rs) {
    ordered_json twin = record(rs, "model");
    for (const auto& r : rs)
      if (r["record"] == "model" && r["context"] == 514) twin = r;
    twin["label"] = "roberta-large ({context:,.0f} ctx)";
    twin["context"] = 1024;
    twin["window"] = {256, 512, 1024};
    twin["macro_f1"] = {0.52, 0.53, 0.535};
    rs.insert(rs.begin() + 4, twin);
  });
  EXPECT_EQ(lint_errors(data.dir(), "06"), std::vector<std::string>{});
  const Drawn d = draw(data.dir(), "08");
  EXPECT_TRUE(d.shows("roberta-large (1,024 ctx)"));  // the label's context from the record
  EXPECT_TRUE(d.shows("qwen3.5 4L, 39,866 (262,144 ctx)"));
}

// Figure 06 with about three times the seed SDs: the whiskers reach the top of both panels where the
// notes are asked, and their caps with them. The notes keep off whiskers and caps.
TEST(ModelcardWords, Fig06NotesKeepOffWideWhiskers) {
  DataCopy data;
  // (mean, SD) by label: the changed-data run that found the notes over the whiskers.
  const std::map<std::string, std::pair<double, double>> f1 = {
      {"24L\n248k", {0.559064, 0.06522}}, {"4L\n248k", {0.576596, 0.119229}},
      {"4L\n128k", {0.547138, 0.093008}}, {"4L\n39,866 EN/KO", {0.580149, 0.024145}},
      {"BF16", {0.569591, 0.10908}},      {"F16", {0.580022, 0.114573}},
      {"Q8_0", {0.536077, 0.10422}}};
  data.edit("06_stage_path.jsonl", [&](Records& rs) {
    for (auto& r : rs)
      if (r["record"] == "config" || r["record"] == "precision") {
        const auto& [mean, sd] = f1.at(r["label"].get<std::string>());
        r["f1_mean"] = mean;
        r["f1_sd"] = sd;
      }
  });
  EXPECT_EQ(lint_errors(data.dir(), "06"), std::vector<std::string>{});
}

TEST(ModelcardWords, Fig08ShippedClaimsHold) {
  const Drawn d = draw(MODELCARD_DATA, "08");
  ASSERT_EQ(d.error, "");
  EXPECT_TRUE(d.shows("Reading wider does not help, and the 8,192 encoder loses exactly as much"));
  EXPECT_TRUE(d.shows("Seed 41, same trained heads, inference-window sweep only."));
  EXPECT_TRUE(
      d.shows("Selected thresholds fall with the window (qwen 0.20\u21920.05, modernbert 0.50\u21920.30)"));
  EXPECT_TRUE(d.shows(
      "and window counts collapse 562\u219258, so this reads as distribution shift, not a context limit."));
  EXPECT_TRUE(d.shows("reading window, tokens (every head was TRAINED at 256 / stride 128)"));
}

TEST(ModelcardWords, Fig08ClaimsFollowChangedData) {
  DataCopy data;
  data.edit("08_long_context_window.jsonl", [](Records& rs) {
    rs[1]["macro_f1"][4] = 0.45;  // modernbert now loses far more than qwen
    rs[0]["threshold"] = {0.25, nullptr, nullptr, nullptr, 0.10};
    rs[4]["windows"] = 600;  // window_count at 256
    rs[5]["windows"] = 40;   // window_count at 4096
  });
  Drawn d = draw(data.dir(), "08");
  ASSERT_EQ(d.error, "");
  EXPECT_TRUE(d.shows("Reading wider does not help"));
  EXPECT_EQ(d.starting("Reading wider does not help, and"), 0u);
  EXPECT_TRUE(
      d.shows("Selected thresholds fall with the window (qwen 0.25\u21920.10, modernbert 0.50\u21920.30)"));
  EXPECT_TRUE(d.shows(
      "and window counts collapse 600\u219240, so this reads as distribution shift, not a context limit."));

  // Wider helps qwen, a threshold rises: neither claim is drawn, the title says only what it plots.
  data.edit("08_long_context_window.jsonl", [](Records& rs) {
    rs[0]["macro_f1"][4] = 0.60;
    rs[1]["threshold"] = {0.30, nullptr, nullptr, nullptr, 0.50};
  });
  d = draw(data.dir(), "08");
  ASSERT_EQ(d.error, "");
  EXPECT_TRUE(d.shows("Macro F1 against the reading window"));
  EXPECT_EQ(d.starting("Reading wider"), 0u);
  EXPECT_EQ(d.starting("Selected thresholds"), 0u);
  EXPECT_EQ(d.starting("and window counts"), 0u);
  EXPECT_TRUE(d.shows("Seed 41, same trained heads, inference-window sweep only."));

  // Without the facts record fields the sentences that state them are not drawn.
  data.edit("08_long_context_window.jsonl", [](Records& rs) { record(rs, "figure").erase("facts"); });
  d = draw(data.dir(), "08");
  ASSERT_EQ(d.error, "");
  EXPECT_TRUE(d.shows("Same trained heads, inference-window sweep only."));
  EXPECT_TRUE(d.shows("reading window, tokens"));
}

TEST(ModelcardWords, Fig09FootnoteNeedsItsFact) {
  const std::string han =
      "Every Han-carrying token upstream sits at BPE id 95,726 or above, so none survives any grid point";
  EXPECT_TRUE(draw(MODELCARD_DATA, "09").shows(han));
  DataCopy data;
  data.edit("09_tokenizer_cost.jsonl",
            [](Records& rs) { record(rs, "figure")["facts"]["han_first_id"] = 90000; });
  EXPECT_TRUE(draw(data.dir(), "09")
                  .shows("Every Han-carrying token upstream sits at BPE id 90,000 or above, so none survives "
                         "any grid point"));
  data.edit("09_tokenizer_cost.jsonl", [](Records& rs) { record(rs, "figure").erase("facts"); });
  const Drawn d = draw(data.dir(), "09");
  ASSERT_EQ(d.error, "");
  EXPECT_EQ(d.starting("Every Han-carrying"), 0u);
  EXPECT_EQ(d.starting("and CJK ideographs"), 0u);
}

// A count of one reads "1 token": the texts' alternatives pick the singular by the count's
// `_one` field (paper::add_count), not a word typed for the shipped data's counts.
TEST(ModelcardWords, TokenCountsOfOneAreSingular) {
  EXPECT_TRUE(draw(MODELCARD_DATA, "09").shows("1.00x (16 \u2192 16 tokens)"));
  EXPECT_TRUE(draw(MODELCARD_DATA, "07").shows("v32k\n25 tokens"));
  DataCopy data;
  data.edit("09_tokenizer_cost.jsonl", [](Records& rs) {
    record(rs, "language")["upstream_tokens"] = 1;
    record(rs, "language")["cut_tokens"] = 1;
  });
  data.edit("07_runtime_specialization.jsonl", [](Records& rs) { record(rs, "port")["tokens"] = 1; });
  const Drawn d09 = draw(data.dir(), "09");
  ASSERT_EQ(d09.error, "");
  EXPECT_TRUE(d09.shows("1.00x (1 \u2192 1 token)"));
  EXPECT_EQ(d09.starting("1.00x (1 \u2192 1 tokens)"), 0u);
  const Drawn d07 = draw(data.dir(), "07");
  ASSERT_EQ(d07.error, "");
  EXPECT_TRUE(d07.shows("v16k\n1 token"));
  EXPECT_TRUE(d07.shows("v32k\n25 tokens"));
  data.edit("09_tokenizer_cost.jsonl", [](Records& rs) {
    record(rs, "figure")["text"]["value_label"] = {ordered_json{{"when", {"cut_onee"}}, {"text", "x"}}, "y"};
  });
  EXPECT_EQ(draw(data.dir(), "09").error,
            "09_tokenizer_cost.jsonl:5, text.value_label: when: no field 'cut_onee' (fields: cut, cut_one, "
            "cut_two, "
            "cut_word, ratio, upstream)");
}

// Figure 07's window sweep is drawn by token count whatever the records' order; the port's cuts
// (names) keep the records' order.
TEST(ModelcardWords, Fig07WindowSweepGoesByTokenCount) {
  DataCopy data;
  data.edit("07_runtime_specialization.jsonl", [](Records& rs) { std::reverse(rs.begin(), rs.end()); });
  const Drawn d = draw(data.dir(), "07");
  ASSERT_EQ(d.error, "");
  std::vector<std::string> sweep, cuts;
  for (const auto& t : d.texts) {
    if (t == "33" || t == "64" || t == "129" || t == "233" || t == "256") sweep.push_back(t);
    if (t.rfind("v", 0) == 0 && t.find("\n") != std::string::npos) cuts.push_back(t.substr(0, t.find('\n')));
  }
  EXPECT_EQ(sweep, (std::vector<std::string>{"33", "64", "129", "233", "256"}));
  EXPECT_EQ(cuts, (std::vector<std::string>{"v64k", "v32k", "v16k"}));
}

TEST(ModelcardWords, UnknownFactsAndFieldsNameTheFile) {
  DataCopy data;
  data.edit("09_tokenizer_cost.jsonl",
            [](Records& rs) { record(rs, "figure")["facts"]["han_frist_id"] = 1; });
  EXPECT_EQ(
      draw(data.dir(), "09").error,
      "09_tokenizer_cost.jsonl:5: facts: no use for \"han_frist_id\" (the texts can state: han_first_id)");
  data.edit("06_stage_path.jsonl", [](Records& rs) {
    record(rs, "figure")["suptitle"] = {ordered_json{{"when", {"seeds_eahc"}}, {"text", "x"}}, "y"};
  });
  EXPECT_EQ(draw(data.dir(), "06").error,
            "06_stage_path.jsonl:8, suptitle: when: no field 'seeds_eahc' (fields: configs, configs_one, "
            "configs_two, "
            "configs_word, precision_config, seeds_each, seeds_each_one, seeds_each_two, seeds_each_word, "
            "split_docs, "
            "task_labels)");
}

// The data ship with the paper, so every field a figure reads is required: a missing one fails the
// figures that read it with the file, the line and the key, instead of a default or another form.
TEST(ModelcardWords, MissingFieldsNameFileLineAndKey) {
  const auto without = [](const std::string& file, const std::function<void(Records&)>& edit,
                          const std::string& id) {
    DataCopy data;
    data.edit(file, edit);
    return draw(data.dir(), id).error;
  };
  EXPECT_EQ(without(
                "card.jsonl", [](Records& rs) { rs[0].erase("split_docs"); }, "06"),
            "card.jsonl:1: missing key split_docs");
  EXPECT_EQ(without(
                "06_stage_path.jsonl", [](Records& rs) { rs[0].erase("seeds"); }, "06"),
            "06_stage_path.jsonl:1: missing key seeds");
  EXPECT_EQ(without(
                "06_stage_path.jsonl", [](Records& rs) { record(rs, "precision").erase("config"); }, "06"),
            "06_stage_path.jsonl:5: missing key config");
  EXPECT_EQ(without(
                "06_stage_path.jsonl",
                [](Records& rs) { record(rs, "panel", "quality").erase("floor_note_points"); }, "06"),
            "06_stage_path.jsonl:10: missing key floor_note_points");
  EXPECT_EQ(without(
                "06_stage_path.jsonl",
                [](Records& rs) { record(rs, "panel", "size")["note"].erase("axes_x"); }, "06"),
            "06_stage_path.jsonl:9: missing key note.axes_x");
  EXPECT_EQ(without(
                "06_stage_path.jsonl",
                [](Records& rs) { record(rs, "panel", "quality")["text"].erase("band"); }, "06"),
            "06_stage_path.jsonl:10: missing key text.band");
  EXPECT_EQ(without(
                "07_runtime_specialization.jsonl",
                [](Records& rs) { record(rs, "port").erase("bit_identical"); }, "07"),
            "07_runtime_specialization.jsonl:6: missing key bit_identical");
  EXPECT_EQ(without(
                "07_runtime_specialization.jsonl",
                [](Records& rs) { record(rs, "v3_vs_v2").erase("blocks"); }, "07"),
            "07_runtime_specialization.jsonl:1: missing key blocks");
  EXPECT_EQ(
      without(
          "08_long_context_window.jsonl", [](Records& rs) { record(rs, "figure").erase("log_base"); }, "08"),
      "08_long_context_window.jsonl:7: missing key log_base");
  EXPECT_EQ(without(
                "09_tokenizer_cost.jsonl",
                [](Records& rs) { record(rs, "figure")["note"].erase("language"); }, "09"),
            "09_tokenizer_cost.jsonl:5: missing key note.language");
  EXPECT_EQ(without(
                "09_tokenizer_cost.jsonl", [](Records& rs) { record(rs, "figure").erase("parity"); }, "09"),
            "09_tokenizer_cost.jsonl:5: missing key parity");
}

// Figure 08: models whose sweeps end at the same point put their "position limit" labels at one
// place; each label then moves to the nearest free place, so both stay readable (no overlap, no
// label on another model's line).
TEST(ModelcardWords, Fig08PositionLimitsApartWhenEndPointsAreEqual) {
  DataCopy data;
  data.edit("08_long_context_window.jsonl", [](Records& rs) {
    for (auto& r : rs)
      if (r["record"] == "model" && r["window"].size() == 2) {
        r["macro_f1"][1] = 0.55;  // roberta and deberta end at the same window and score
        r["context"] = 512;
      }
  });
  auto p = paper::make_modelcard_paper();
  auto jobs = testing_support::prepare_figure(*p, data.dir(), "08");
  libplot::RecordingCanvas c;
  jobs.at(0).build().draw(c);
  const auto labels = c.find_text("position limit");
  ASSERT_EQ(labels.size(), 2u);
  EXPECT_FALSE(labels[0]->bbox.intersects(labels[1]->bbox));
  EXPECT_EQ(lint_errors(data.dir(), "08"), std::vector<std::string>{});
}

// Figure 08's change labels sit right of a line's last point; when that point lies on the floor
// line (or another model's line passes there) the label moves off it instead of being struck through.
TEST(ModelcardWords, Fig08ChangeLabelOffTheFloorLine) {
  DataCopy data;
  double floor = 0;
  data.edit("card.jsonl", [&](Records& rs) { floor = record(rs, "floor")["macro_f1"].get<double>(); });
  data.edit("08_long_context_window.jsonl", [&](Records& rs) {
    for (auto& r : rs)
      if (r["record"] == "model" && r.value("short", "") == "modernbert") r["macro_f1"][4] = floor;
  });
  auto p = paper::make_modelcard_paper();
  auto jobs = testing_support::prepare_figure(*p, data.dir(), "08");
  libplot::RecordingCanvas c;
  libplot::Figure fig = jobs.at(0).build();
  fig.draw(c);
  const auto label = c.find_text("\u22120.0369");  // 0.4756 - 0.5126, with the seed's minus sign
  ASSERT_EQ(label.size(), 1u);
  const libplot::Rect& box = label[0]->bbox;
  std::vector<double> dashed_rules;  // the floor line: the one dashed horizontal line across the axes
  for (const auto& path : c.paths)
    if (path.stroke && !path.stroke->dashes.empty() && path.bounds.height() == 0 && path.bounds.width() > 300)
      dashed_rules.push_back(path.bounds.y0);
  ASSERT_EQ(dashed_rules.size(), 1u);
  const double floor_y = dashed_rules[0];
  EXPECT_TRUE(box.y1 < floor_y || box.y0 > floor_y) << box.y0 << " " << box.y1 << " " << floor_y;
  EXPECT_EQ(lint_errors(data.dir(), "08"), std::vector<std::string>{});
}

}  // namespace
