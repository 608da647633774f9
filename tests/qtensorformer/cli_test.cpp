// render_paper with the Q-TensorFormer paper and a broken data directory: the figure whose input
// is missing fails with the file named, the others are written, the exit code is 1.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

namespace {

namespace fs = std::filesystem;

struct Outcome {
  int code = -1;
  std::string out;  // stdout and stderr together
};

Outcome run(const std::string& args) {
  const std::string cmd = std::string(RENDER_PAPER_BIN) + " " + args + " 2>&1";
  Outcome r;
  FILE* p = popen(cmd.c_str(), "r");
  std::array<char, 4096> buf;
  while (std::size_t n = fread(buf.data(), 1, buf.size(), p)) r.out.append(buf.data(), n);
  const int status = pclose(p);
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

TEST(RenderPaper, MissingInputFailsItsFigureAndExitsOne) {
  const fs::path root = fs::temp_directory_path() / ("qtf_cli_" + std::to_string(getpid()));
  fs::remove_all(root);
  const fs::path data = root / "data", out = root / "out";
  fs::create_directories(data);
  for (const auto& e : fs::directory_iterator(QTENSORFORMER_DATA))
    if (e.path().filename() != "quantum_utility.json") fs::copy_file(e.path(), data / e.path().filename());
  const Outcome r = run("--paper qtensorformer --data " + data.string() + " --out " + out.string() +
                        " --only figure10 --only figure3 --quiet");
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.out.find("FAILED qtensorformer figure10_quantum_utility_tradeoff: " + (data / "quantum_utility.json").string() +
                       ": cannot open: No such file or directory\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("render_paper: 1 figure(s) written, 1 failed"), std::string::npos) << r.out;
  EXPECT_TRUE(fs::exists(out / "qtensorformer" / "figure3_8d_lofo_importance.png"));
  EXPECT_FALSE(fs::exists(out / "qtensorformer" / "figure10_quantum_utility_tradeoff.png"));
  fs::remove_all(root);
}

TEST(RenderPaper, ModelWithoutAMetricIsReported) {
  const fs::path root = fs::temp_directory_path() / ("qtf_cli_metric_" + std::to_string(getpid()));
  fs::remove_all(root);
  const fs::path data = root / "data", out = root / "out";
  fs::create_directories(data);
  // Drop INT4 PTQ's decode rate: the seed would draw it at 1000 tok/s.
  std::ifstream in(fs::path(QTENSORFORMER_DATA) / "baseline_comparison_master.json");
  std::string json((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::string line = "\"tokens_per_sec\": 131.0,";
  const auto at = json.find(line);
  ASSERT_NE(at, std::string::npos);
  json.erase(at, line.size());
  std::ofstream(data / "baseline_comparison_master.json") << json;
  const Outcome r = run("--paper qtensorformer --data " + data.string() + " --out " + out.string() + " --only figure15 --quiet");
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("skipped records: baseline_comparison_master.json: model ptq_int4 (models[3]) has no "
                       "metrics.tokens_per_sec (left out of Pareto 1) 1;"),
            std::string::npos)
      << r.out;
  EXPECT_TRUE(fs::exists(out / "qtensorformer" / "figure15_baseline_pareto_frontiers.png"));
  fs::remove_all(root);
}

}  // namespace
