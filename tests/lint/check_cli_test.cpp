// render_paper --check / --check-report / --check-only, run as a user would.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

namespace fs = std::filesystem;

namespace {

struct Outcome {
  int code = -1;
  std::string out, err;
};

Outcome run(const std::string& args) {
  const fs::path err = fs::temp_directory_path() / ("check_cli_err_" + std::to_string(getpid()));
  const std::string cmd = std::string(RENDER_PAPER_BIN) + " " + args + " 2>" + err.string();
  Outcome r;
  FILE* p = popen(cmd.c_str(), "r");
  std::array<char, 4096> buf;
  while (std::size_t n = fread(buf.data(), 1, buf.size(), p)) r.out.append(buf.data(), n);
  const int status = pclose(p);
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  std::ifstream in(err);
  std::stringstream ss;
  ss << in.rdbuf();
  r.err = ss.str();
  fs::remove(err);
  return r;
}

std::size_t lines(const std::string& s) { return static_cast<std::size_t>(std::count(s.begin(), s.end(), '\n')); }

TEST(CheckCli, CheckOnlyLintsTheShippedDataWithoutErrorsAndWritesNoImage) {
  const fs::path dir = fs::temp_directory_path() / ("check_cli_" + std::to_string(getpid()));
  fs::remove_all(dir);
  const fs::path report = dir.string() + ".jsonl";
  const Outcome r = run("--check-only --quiet --check-report " + report.string());
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.err.find("render_paper: lint: 0 error(s), 13 warning(s)"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("25 figure(s) checked"), std::string::npos) << r.err;
  EXPECT_EQ(lines(r.out), 13u);
  EXPECT_NE(r.out.find("weightcodec/fig5: text-over-data: warning: \"zstd19_raw (Q4_K)\" is drawn over the line "
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
  fs::remove(report);
}

TEST(CheckCli, CheckRendersAsUsualAndLints) {
  const fs::path dir = fs::temp_directory_path() / ("check_cli_render_" + std::to_string(getpid()));
  fs::remove_all(dir);
  const Outcome r = run("--check --quiet --paper modelcard --format png --out " + dir.string());
  EXPECT_EQ(r.code, 0) << r.err;
  std::size_t pngs = 0;
  for (const auto& e : fs::directory_iterator(dir / "modelcard")) pngs += e.path().extension() == ".png";
  EXPECT_EQ(pngs, 4u);
  EXPECT_EQ(lines(r.out), 4u);  // modelcard's colour warnings (docs/lint.md)
  fs::remove_all(dir);
}

TEST(CheckCli, CheckReportNeedsAFile) {
  const Outcome r = run("--check-only --check-report");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("option --check-report needs a value"), std::string::npos) << r.err;
}

}  // namespace
