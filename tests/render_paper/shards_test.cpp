// render_paper --results given several times, as a directory, a glob or "-": the same figures,
// byte for byte, whatever the order of the shards on the command line and the number of jobs,
// and the same as the unsplit file; skips named by shard and line; errors that name the value.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "file_io.hpp"
#include "run_command.hpp"
#include "temp_dir.hpp"

namespace fs = std::filesystem;

namespace {

using testing_support::Outcome;
using testing_support::read_file;

Outcome sh(const std::string& cmd) { return testing_support::run_command(cmd); }

const std::string kBin = RENDER_PAPER_BIN;
const fs::path kResults = fs::path(WEIGHTCODEC_DATA) / "results.jsonl.zst";

class RenderPaperShards : public ::testing::Test {
 protected:
  void SetUp() override {
    fs::create_directories(dir_ / "split");
    // The shipped results (1687 lines) in three shards that sort in file order.
    const std::string cat = "zstd -dcq " + kResults.string();
    ASSERT_EQ(sh(cat + " | sed -n 1,500p > " + (dir_ / "split/a.jsonl").string()).code, 0);
    ASSERT_EQ(sh(cat + " | sed -n 501,1100p | zstd -q -o " + (dir_ / "split/b.jsonl.zst").string()).code, 0);
    ASSERT_EQ(sh(cat + " | sed -n '1101,$p' > " + (dir_ / "split/c.jsonl").string()).code, 0);
  }

  // Renders the paper into a fresh directory; returns every output file's bytes in name order.
  std::string render(const std::string& args, const std::string& name, Outcome* outcome = nullptr) {
    const fs::path out = dir_ / name;
    const Outcome r = sh("cd " + dir_.path().string() + " && " + kBin +
                         " --paper weightcodec --quiet --out " + out.string() + " " + args);
    if (outcome) *outcome = r;
    EXPECT_EQ(r.code, 0) << args << "\n" << r.out;
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(out / "weightcodec")) files.push_back(e.path());
    std::sort(files.begin(), files.end());
    EXPECT_EQ(files.size(), 10u) << args;  // five figures, PNG and PDF
    std::string all;
    for (const auto& f : files) all += f.filename().string() + "\n" + read_file(f);
    return all;
  }

  testing_support::TempDir dir_{"render_paper_shards"};
};

TEST_F(RenderPaperShards, SameFiguresWhateverTheOrderJobsOrSplit) {
  const std::string whole = render("--results " + kResults.string(), "whole");
  const std::vector<std::string> variants = {
      "--results split",
      "--results split/a.jsonl --results split/b.jsonl.zst --results split/c.jsonl --jobs 1",
      "--results split/c.jsonl --results split/a.jsonl --results split/b.jsonl.zst --jobs 2",
      "--results split/b.jsonl.zst --results split/c.jsonl --results split/a.jsonl --jobs 4",
      "--results 'split/*.jsonl' --results split/b.jsonl.zst --jobs 2",
      "--results split/c.jsonl --results 'split/b*' --results - --jobs 4 < split/a.jsonl",
  };
  for (std::size_t i = 0; i < variants.size(); ++i) {
    std::string name = "v";  // appended: GCC 12 warns (-Wrestrict, falsely) on "literal" + string&&
    name.append(std::to_string(i));
    EXPECT_TRUE(render(variants[i], name) == whole) << variants[i];
  }
}

TEST_F(RenderPaperShards, ReportNamesTheShardAndItsLine) {
  Outcome r;
  render("--results split --report report.jsonl", "report", &r);
  EXPECT_NE(r.out.find("skipped: a.jsonl:1: methods: results: record without methods\n"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("skipped: c.jsonl:581: tensor_name: results: rerun replaces an earlier result\n"),
            std::string::npos)
      << r.out;
  const std::string report = read_file(dir_ / "report.jsonl");
  EXPECT_NE(
      report.find("{\"file\": \"b.jsonl.zst\", \"line\": 286, \"field\": \"methods.bf16_pretrained_k1\", "
                  "\"reason\": \"results: method without ratio\"}\n"),
      std::string::npos)
      << report;
  EXPECT_NE(report.find("{\"file\": \"c.jsonl\", \"line\": 584, \"field\": \"methods.brotli_q11\", "
                        "\"reason\": \"fig5: samples of a method with too few records\"}\n"),
            std::string::npos)
      << report;
  // As many skips as the unsplit file has.
  EXPECT_EQ(std::count(report.begin(), report.end(), '\n'), 83);
}

TEST_F(RenderPaperShards, ShardErrorsFailFigures2And5NamingTheValue) {
  fs::create_directories(dir_ / "empty");
  fs::copy_file(dir_ / "split/a.jsonl", dir_ / "copy.jsonl");
  for (const auto& [args, message] : std::vector<std::pair<std::string, std::string>>{
           {"--results split --results nope.jsonl", "nope.jsonl: cannot open: No such file or directory"},
           {"--results empty", "empty: no *.jsonl or *.jsonl.zst file in the directory"},
           {"--results 'z*.jsonl'", "z*.jsonl: no file matches the pattern"},
           {"--results split --results split/a.jsonl", "split/a.jsonl: shard given twice"},
           {"--results split/a.jsonl --results ./split/a.jsonl",
            "./split/a.jsonl: shard given twice (also as split/a.jsonl)"},
           {"--results split --results copy.jsonl",
            "split/a.jsonl: same contents as shard copy.jsonl (a copy?)"},
           {"--results - --results - < split/a.jsonl", "-: shard given twice"}}) {
    const Outcome r =
        sh("cd " + dir_.path().string() + " && " + kBin + " --paper weightcodec --quiet --out out " + args);
    EXPECT_EQ(r.code, 1) << args << "\n" << r.out;
    EXPECT_NE(r.out.find("FAILED weightcodec fig2: " + message + "\n"), std::string::npos) << args << "\n"
                                                                                           << r.out;
    EXPECT_NE(r.out.find("FAILED weightcodec fig5: " + message + "\n"), std::string::npos) << args << "\n"
                                                                                           << r.out;
    EXPECT_NE(r.out.find("3 figure(s) written, 2 failed"), std::string::npos) << args << "\n" << r.out;
  }
}

}  // namespace
