// Runs the render_paper binary as a user would and checks exit codes, messages and files.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

#include "expect_outcome.hpp"
#include "file_io.hpp"
#include "run_command.hpp"
#include "temp_dir.hpp"

namespace fs = std::filesystem;
using testing_support::expect_outcome;
using testing_support::Outcome;
using testing_support::read_file;
using testing_support::replace_in_file;

namespace {

Outcome run(const std::string& args, bool prefix_binary = true) {
  return testing_support::run_command((prefix_binary ? std::string(RENDER_PAPER_BIN) + " " : std::string()) +
                                      args);
}

fs::path fresh_dir(const std::string& name) {
  return testing_support::fresh_dir("render_paper_test_" + name);
}

std::pair<int, int> png_size(const fs::path& p) {
  const std::string b = read_file(p);
  auto be32 = [&](std::size_t at) {
    return (static_cast<unsigned char>(b[at]) << 24) | (static_cast<unsigned char>(b[at + 1]) << 16) |
           (static_cast<unsigned char>(b[at + 2]) << 8) | static_cast<unsigned char>(b[at + 3]);
  };
  return {be32(16), be32(20)};
}

}  // namespace

TEST(RenderPaper, HelpAndVersionExitZero) {
  Outcome h = run("--help");
  expect_outcome(h, 0, {"usage: render_paper --out DIR"});
  Outcome v = run("--version");
  EXPECT_EQ(v.code, 0);
  EXPECT_EQ(v.out.rfind("render_paper ", 0), 0u);
}

TEST(RenderPaper, UsageErrorsExitTwo) {
  EXPECT_EQ(run("").out, "render_paper: --out DIR is required\n(see render_paper --help)\n");
  EXPECT_EQ(run("").code, 2);
  for (const auto& [args, message] : std::vector<std::pair<std::string, std::string>>{
           {"--out /tmp/x --format gif", "--format: unknown format 'gif' (expected png, pdf or svg)"},
           {"--out /tmp/x --jobs 0", "--jobs: expected a positive integer, got '0'"},
           {"--out /tmp/x --bogus", "unknown option '--bogus'"},
           {"--out /tmp/x --paper nope", "--paper: no paper named 'nope'"},
           {"--out /tmp/x --paper modelcard --only 99", "--only: no figure '99' in the selected papers"}}) {
    const Outcome r = run(args);
    EXPECT_EQ(r.code, 2) << args;
    EXPECT_NE(r.out.find(message), std::string::npos) << r.out;
  }
}

TEST(RenderPaper, ListsFiguresAndInputs) {
  Outcome l = run("--list");
  EXPECT_EQ(l.code, 0);
  for (const char* s : {"modelcard", "06_stage_path", "09_tokenizer_cost", "card.jsonl"})
    EXPECT_NE(l.out.find(s), std::string::npos) << s;
}

TEST(RenderPaper, WritesModelcardAtReferenceSizes) {
  const fs::path out = fresh_dir("sizes");
  Outcome r = run("--out " + out.string() + " --paper modelcard --jobs 2");
  ASSERT_EQ(r.code, 0) << r.out;
  EXPECT_EQ(png_size(out / "modelcard/06_stage_path.png"), std::make_pair(1824, 656));
  EXPECT_EQ(png_size(out / "modelcard/07_runtime_specialization.png"), std::make_pair(1760, 688));
  EXPECT_EQ(png_size(out / "modelcard/08_long_context_window.png"), std::make_pair(1248, 752));
  EXPECT_EQ(png_size(out / "modelcard/09_tokenizer_cost.png"), std::make_pair(1184, 624));
  EXPECT_NE(r.out.find("4 figure(s) written, 0 failed; skipped records: none"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("06_stage_path.png 1824x656"), std::string::npos);
  // Nothing but the four figures: no temporary files left behind.
  std::size_t n = 0;
  for (const auto& e : fs::directory_iterator(out / "modelcard")) (void)e, ++n;
  EXPECT_EQ(n, 4u);
}

TEST(RenderPaper, FormatsSelectable) {
  const fs::path out = fresh_dir("formats");
  Outcome r = run("--out " + out.string() + " --paper modelcard --only 09 --format pdf,svg --quiet");
  ASSERT_EQ(r.code, 0) << r.out;
  EXPECT_TRUE(fs::exists(out / "modelcard/09_tokenizer_cost.pdf"));
  EXPECT_TRUE(fs::exists(out / "modelcard/09_tokenizer_cost.svg"));
  EXPECT_FALSE(fs::exists(out / "modelcard/09_tokenizer_cost.png"));
  EXPECT_EQ(read_file(out / "modelcard/09_tokenizer_cost.pdf").rfind("%PDF-", 0), 0u);
}

TEST(RenderPaper, BadInputFailsOnlyItsFigureAndKeepsTheOldFile) {
  const fs::path data = fresh_dir("baddata"), out = fresh_dir("badout");
  fs::copy(MODELCARD_DATA, data, fs::copy_options::recursive);
  // An older good 06 in place must survive the failure untouched.
  fs::create_directories(out / "modelcard");
  std::ofstream(out / "modelcard/06_stage_path.png") << "old";
  replace_in_file(data / "06_stage_path.jsonl", "\"f1_sd\": 0.039089, ", "");
  Outcome r = run("--out " + out.string() + " --paper modelcard --data " + data.string());
  expect_outcome(r, 1,
                 {"FAILED modelcard 06_stage_path: 06_stage_path.jsonl:2: missing key f1_sd",
                  "3 figure(s) written, 1 failed"});
  EXPECT_EQ(read_file(out / "modelcard/06_stage_path.png"), "old");
  EXPECT_TRUE(fs::exists(out / "modelcard/09_tokenizer_cost.png"));
}

TEST(RenderPaper, MalformedLineNamesFileAndLine) {
  const fs::path data = fresh_dir("malformed"), out = fresh_dir("malformedout");
  fs::copy(MODELCARD_DATA, data, fs::copy_options::recursive);
  replace_in_file(data / "09_tokenizer_cost.jsonl", "\"cut_tokens\": 12}", "\"cut_tokens\": 12");
  Outcome r = run("--out " + out.string() + " --paper modelcard --only 09 --data " + data.string());
  expect_outcome(r, 1, {"09_tokenizer_cost.jsonl:2: malformed JSON"});
}

TEST(RenderPaper, ChangingADataNumberChangesTheFigure) {
  const fs::path data = fresh_dir("change"), a = fresh_dir("changea"), b = fresh_dir("changeb");
  fs::copy(MODELCARD_DATA, data, fs::copy_options::recursive);
  ASSERT_EQ(run("--out " + a.string() + " --paper modelcard --only 09 --quiet --data " + data.string()).code,
            0);
  replace_in_file(data / "09_tokenizer_cost.jsonl", "\"cut_tokens\": 58", "\"cut_tokens\": 76");
  ASSERT_EQ(run("--out " + b.string() + " --paper modelcard --only 09 --quiet --data " + data.string()).code,
            0);
  EXPECT_NE(read_file(a / "modelcard/09_tokenizer_cost.png"),
            read_file(b / "modelcard/09_tokenizer_cost.png"));
}

TEST(RenderPaper, SameInputsSameBytes) {
  const fs::path a = fresh_dir("same_a"), b = fresh_dir("same_b");
  ASSERT_EQ(run("--out " + a.string() + " --paper modelcard --quiet --format png,pdf").code, 0);
  ASSERT_EQ(run("--out " + b.string() + " --paper modelcard --quiet --format png,pdf --jobs 1").code, 0);
  for (const char* f : {"06_stage_path.png", "06_stage_path.pdf", "08_long_context_window.png"})
    EXPECT_EQ(read_file(a / "modelcard" / f), read_file(b / "modelcard" / f)) << f;
}

namespace {

// A copy of the model-card data to edit, and an output directory.
struct Scratch {
  fs::path data, out;
  explicit Scratch(const std::string& name) : data(fresh_dir(name + "_data")), out(fresh_dir(name + "_out")) {
    fs::copy(MODELCARD_DATA, data, fs::copy_options::recursive);
  }
  Outcome render(const std::string& only) const {
    return run("--out " + out.string() + " --paper modelcard --only " + only + " --data " + data.string());
  }
  // Replaces `from` by `to` in the copy of `file`, then renders figure `only`.
  Outcome render_edited(const std::string& file, const std::string& from, const std::string& to,
                        const std::string& only) const {
    replace_in_file(data / file, from, to);
    return render(only);
  }
};

}  // namespace

// Bug: Theme::named ran outside any try, so a bad theme aborted render_paper (exit 134).
TEST(RenderPaperModelcard, BadThemeFailsEachFigureNotTheProcess) {
  // A data directory (LIBPLOT_DATA_DIR) whose themes/modelcard.json is cut short.
  const fs::path data = fresh_dir("badtheme"), out = fresh_dir("badtheme_out");
  fs::create_directories(data / "themes");
  std::ofstream(data / "themes" / "modelcard.json") << "{\"extends\": \"base\", \"colors\": [";
  Outcome r = run("LIBPLOT_DATA_DIR=" + data.string() + " " + RENDER_PAPER_BIN + " --out " + out.string() +
                      " --paper modelcard",
                  false);
  expect_outcome(r, 1,
                 {"FAILED modelcard 06_stage_path: ", "modelcard.json", "0 figure(s) written, 4 failed"});
}

// Bug: a third footer line was silently dropped (the footer had two fixed positions).
TEST(RenderPaperModelcard, EveryFooterLineIsDrawn) {
  Scratch two("footer2"), three("footer3");
  replace_in_file(three.data / "07_runtime_specialization.jsonl",
                  "No model-card number came from this runtime.\"]",
                  "No model-card number came from this runtime.\", \"A third line.\"]");
  ASSERT_EQ(two.render("07").code, 0);
  ASSERT_EQ(three.render("07").code, 0);
  // The extra line is drawn: the two pictures differ (its layout is tested in the unit test).
  EXPECT_NE(read_file(two.out / "modelcard/07_runtime_specialization.png"),
            read_file(three.out / "modelcard/07_runtime_specialization.png"));
}

// Bug: a slower "after" printed "\u2212-16%"; a change is now signed.
TEST(RenderPaperModelcard, SlowdownRendersWithoutError) {
  Outcome r = Scratch("slowdown")
                  .render_edited("07_runtime_specialization.jsonl", "\"after_ms\": 12.2856",
                                 "\"after_ms\": 18.2856", "07");
  EXPECT_EQ(r.code, 0) << r.out;
}

TEST(RenderPaperModelcard, LogBaseFromDataIsValidated) {
  for (const char* bad : {"1e20", "1", "0", "-2"}) {
    Outcome r = Scratch(std::string("logbase") + bad)
                    .render_edited("08_long_context_window.jsonl", "\"log_base\": 2",
                                   std::string("\"log_base\": ") + bad, "08");
    EXPECT_EQ(r.code, 1) << bad;
    EXPECT_NE(
        r.out.find(
            "FAILED modelcard 08_long_context_window: 08_long_context_window.jsonl:7: log_base must be > 1 "
            "and <= 1000, got "),
        std::string::npos)
        << r.out;
  }
}

TEST(RenderPaperModelcard, ReductionDecimalsIsRangeChecked) {
  Outcome r = Scratch("decimals")
                  .render_edited("07_runtime_specialization.jsonl", "\"reduction_decimals\": 1",
                                 "\"reduction_decimals\": 1e10", "07");
  expect_outcome(
      r, 1,
      {"07_runtime_specialization.jsonl:11: reduction_decimals must be an integer from 0 to 6, got 1e+10"});
}

TEST(RenderPaperModelcard, EmptyRecordSetNamesTheFile) {
  Scratch s("empty");
  std::ofstream(s.data / "09_tokenizer_cost.jsonl", std::ios::trunc)
      << "{\"record\": \"figure\", \"title\": \"t\", \"xlabel\": \"x\"}\n";
  Outcome r = s.render("09");
  expect_outcome(
      r, 1,
      {"FAILED modelcard 09_tokenizer_cost: no records in 09_tokenizer_cost.jsonl: no \"language\" records"});
}

// Other data than the sample's: limits widen with a note instead of hiding bars and whiskers.
TEST(RenderPaperModelcard, FixedLimitsWidenAndSaySo) {
  Outcome r = Scratch("widen").render_edited("06_stage_path.jsonl", "\"bf16_mib\": 1435.1",
                                             "\"bf16_mib\": 2435.1", "06");
  expect_outcome(r, 0,
                 {"note: modelcard 06_stage_path: Artifact size down the path: y limit [0, 1620] widened to "
                  "[0, 2800.36]: 1 value(s) above it"});
}

// A typo in a template's field fails the figure and names the file, line and the fields there are.
TEST(RenderPaperModelcard, TemplateFieldTypoNamesTheFields) {
  Outcome r = Scratch("typo").render_edited("06_stage_path.jsonl", "{shrink:.1f}x", "{shrnk:.1f}x", "06");
  expect_outcome(
      r, 1,
      {"06_stage_path.jsonl:9, note: template \"{first_bf16:,.0f} MiB \u2192 {last_q8:,.0f} MiB, "
       "{shrnk:.1f}x\": no field 'shrnk' (fields: configs, configs_one, configs_two, configs_word, "
       "first_bf16, "
       "last_q8, precision_config, seeds_each, seeds_each_one, seeds_each_two, seeds_each_word, shrink, "
       "split_docs, task_labels)"});
}

// The note about an unchanged token count shows only when the data say the count is unchanged.
TEST(RenderPaperModelcard, UnchangedNoteFollowsTheData) {
  Scratch same("unchanged_a"), changed("unchanged_b");
  ASSERT_EQ(same.render("09").code, 0);
  replace_in_file(changed.data / "09_tokenizer_cost.jsonl", "\"upstream_tokens\": 16, \"cut_tokens\": 16",
                  "\"upstream_tokens\": 16, \"cut_tokens\": 17");
  ASSERT_EQ(changed.render("09").code, 0);
  Scratch drawn_without("unchanged_c");
  replace_in_file(drawn_without.data / "09_tokenizer_cost.jsonl", "\"language\": \"Korean\", \"x\"",
                  "\"language\": \"Klingon\", \"x\"");
  replace_in_file(drawn_without.data / "09_tokenizer_cost.jsonl",
                  "\"upstream_tokens\": 16, \"cut_tokens\": 16",
                  "\"upstream_tokens\": 16, \"cut_tokens\": 17");
  ASSERT_EQ(drawn_without.render("09").code, 0);
  // With the count changed the note is gone: the same picture as with a note for no language.
  EXPECT_EQ(read_file(changed.out / "modelcard/09_tokenizer_cost.png"),
            read_file(drawn_without.out / "modelcard/09_tokenizer_cost.png"));
  EXPECT_NE(read_file(same.out / "modelcard/09_tokenizer_cost.png"),
            read_file(changed.out / "modelcard/09_tokenizer_cost.png"));
}

// Every skipped record is named where it is: the first few per reason on stderr, all of them in
// --report's JSON Lines; a malformed method entry is its own reason.
TEST(RenderPaperReport, SkippedRecordsAreLocated) {
  const fs::path out = fresh_dir("report");
  const fs::path report = out / "skips.jsonl";
  Outcome r =
      run("--out " + out.string() + " --paper weightcodec --only fig5 --quiet --report " + report.string());
  ASSERT_EQ(r.code, 0) << r.out;
  const std::string malformed = "results: malformed method entry (not an object)";
  EXPECT_NE(r.out.find("skipped: results.jsonl.zst:174: methods.scape_per_file: " + malformed + "\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(
      r.out.find("skipped: ... 30 more 'results: method not run (\"skipped: ...\")' in " + report.string()),
      std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find(malformed + " 2, results: method not run (\"skipped: ...\") 33"), std::string::npos)
      << r.out;
  const std::string jsonl = read_file(report);
  EXPECT_NE(
      jsonl.find("{\"file\": \"results.jsonl.zst\", \"line\": 174, \"field\": \"methods.scape_per_file\", "
                 "\"reason\": \"" +
                 malformed + "\"}\n"),
      std::string::npos)
      << jsonl;
  EXPECT_NE(jsonl.find("\"reason\": \"results: method not run (\\\"skipped: ...\\\")\"}"), std::string::npos)
      << jsonl;
  std::size_t lines = 0;
  for (char c : jsonl) lines += c == '\n';
  // fig5 alone: 33 not run, 2 malformed, 9 zero speeds, 1 without ratio, 3 without methods, 1 kind,
  // and the 3 samples of a method with too few records, each at its line.
  EXPECT_EQ(lines, 52u);
  EXPECT_NE(jsonl.find("{\"file\": \"results.jsonl.zst\", \"line\": 1684, \"field\": \"methods.brotli_q11\", "
                       "\"reason\": \"fig5: samples of a method with too few records\"}\n"),
            std::string::npos)
      << jsonl;
}

TEST(RenderPaperReport, EmptyResultsFailWithNoRecords) {
  const fs::path out = fresh_dir("empty_results");
  std::ofstream(out / "empty.jsonl") << "";
  Outcome r = run("--out " + out.string() + " --paper weightcodec --only fig5 --results " +
                  (out / "empty.jsonl").string());
  expect_outcome(r, 1, {"FAILED weightcodec fig5: no records in " + (out / "empty.jsonl").string()});
}
