// render_paper --check / --check-report / --check-only, run as a user would.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "run_command.hpp"
#include "temp_dir.hpp"

namespace fs = std::filesystem;

namespace {

using testing_support::Outcome;

Outcome run(const std::string& args) {
  return testing_support::run_command(std::string(RENDER_PAPER_BIN) + " " + args,
                                      testing_support::Streams::Separate);
}

std::size_t lines(const std::string& s) {
  return static_cast<std::size_t>(std::count(s.begin(), s.end(), '\n'));
}

TEST(CheckCli, CheckOnlyLintsTheShippedDataWithoutErrorsAndWritesNoImage) {
  const testing_support::TempDir tmp("check_cli");
  const fs::path dir = tmp / "out", report = tmp / "out.jsonl";
  const Outcome r = run("--check-only --quiet --check-report " + report.string());
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.err.find("render_paper: lint: 0 error(s), 13 warning(s)"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("25 figure(s) checked"), std::string::npos) << r.err;
  EXPECT_EQ(lines(r.out), 13u);
  EXPECT_NE(
      r.out.find("weightcodec/fig5: text-over-data: warning: \"zstd19_raw (Q4_K)\" is drawn over the line "
                 "\"Pareto front\"\n"),
      std::string::npos)
      << r.out;
  EXPECT_FALSE(fs::exists(dir));
  std::ifstream in(report);
  std::string line;
  std::size_t n = 0;
  while (std::getline(in, line)) {
    const auto j = nlohmann::json::parse(line);
    EXPECT_EQ(j.at("severity"), "warning");
    EXPECT_TRUE(j.at("paper").is_string());
    EXPECT_TRUE(j.at("figure").is_string());
    EXPECT_TRUE(j.at("rule").is_string());
    EXPECT_TRUE(j.at("message").is_string());
    EXPECT_EQ(j.at("subjects").at(0).at("box").size(), 4u);
    ++n;
  }
  EXPECT_EQ(n, 13u);
}

TEST(CheckCli, CheckRendersAsUsualAndLints) {
  const testing_support::TempDir tmp("check_cli_render");
  const fs::path dir = tmp / "out";
  const Outcome r = run("--check --quiet --paper modelcard --format png --out " + dir.string());
  EXPECT_EQ(r.code, 0) << r.err;
  std::size_t pngs = 0;
  for (const auto& e : fs::directory_iterator(dir / "modelcard")) pngs += e.path().extension() == ".png";
  EXPECT_EQ(pngs, 4u);
  EXPECT_EQ(lines(r.out), 4u);  // modelcard's colour warnings (docs/lint.md)
}

TEST(CheckCli, CheckReportNeedsAFile) {
  const Outcome r = run("--check-only --check-report");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("option --check-report needs a value"), std::string::npos) << r.err;
}

}  // namespace
