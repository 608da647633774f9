// Runs the render_paper binary as a user would and checks exit codes, messages and files.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace fs = std::filesystem;

namespace {

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

fs::path fresh_dir(const std::string& name) {
  const fs::path d = fs::temp_directory_path() / ("render_paper_test_" + name + "_" + std::to_string(getpid()));
  fs::remove_all(d);
  fs::create_directories(d);
  return d;
}

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::pair<int, int> png_size(const fs::path& p) {
  const std::string b = slurp(p);
  auto be32 = [&](std::size_t at) {
    return (static_cast<unsigned char>(b[at]) << 24) | (static_cast<unsigned char>(b[at + 1]) << 16) |
           (static_cast<unsigned char>(b[at + 2]) << 8) | static_cast<unsigned char>(b[at + 3]);
  };
  return {be32(16), be32(20)};
}

void replace_in_file(const fs::path& p, const std::string& from, const std::string& to) {
  std::string s = slurp(p);
  const auto at = s.find(from);
  ASSERT_NE(at, std::string::npos) << from;
  s.replace(at, from.size(), to);
  std::ofstream(p, std::ios::binary) << s;
}

}  // namespace

TEST(RenderPaper, HelpAndVersionExitZero) {
  Outcome h = run("--help");
  EXPECT_EQ(h.code, 0);
  EXPECT_NE(h.out.find("usage: render_paper --out DIR"), std::string::npos);
  Outcome v = run("--version");
  EXPECT_EQ(v.code, 0);
  EXPECT_EQ(v.out.rfind("render_paper ", 0), 0u);
}

TEST(RenderPaper, UsageErrorsExitTwo) {
  EXPECT_EQ(run("").out, "render_paper: --out DIR is required\n(see render_paper --help)\n");
  EXPECT_EQ(run("").code, 2);
  Outcome f = run("--out /tmp/x --format gif");
  EXPECT_EQ(f.code, 2);
  EXPECT_NE(f.out.find("--format: unknown format 'gif' (expected png, pdf or svg)"), std::string::npos);
  Outcome j = run("--out /tmp/x --jobs 0");
  EXPECT_EQ(j.code, 2);
  EXPECT_NE(j.out.find("--jobs: expected a positive integer, got '0'"), std::string::npos);
  Outcome u = run("--out /tmp/x --bogus");
  EXPECT_EQ(u.code, 2);
  EXPECT_NE(u.out.find("unknown option '--bogus'"), std::string::npos);
  Outcome p = run("--out /tmp/x --paper nope");
  EXPECT_EQ(p.code, 2);
  EXPECT_NE(p.out.find("--paper: no paper named 'nope'"), std::string::npos);
  Outcome o = run("--out /tmp/x --paper modelcard --only 99");
  EXPECT_EQ(o.code, 2);
  EXPECT_NE(o.out.find("--only: no figure '99' in the selected papers"), std::string::npos);
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
  EXPECT_EQ(slurp(out / "modelcard/09_tokenizer_cost.pdf").rfind("%PDF-", 0), 0u);
}

TEST(RenderPaper, BadInputFailsOnlyItsFigureAndKeepsTheOldFile) {
  const fs::path data = fresh_dir("baddata"), out = fresh_dir("badout");
  fs::copy(MODELCARD_DATA, data, fs::copy_options::recursive);
  // An older good 06 in place must survive the failure untouched.
  fs::create_directories(out / "modelcard");
  std::ofstream(out / "modelcard/06_stage_path.png") << "old";
  replace_in_file(data / "06_stage_path.jsonl", "\"f1_sd\": 0.039089, ", "");
  Outcome r = run("--out " + out.string() + " --paper modelcard --data " + data.string());
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.out.find("FAILED modelcard 06_stage_path: 06_stage_path.jsonl:2: missing key f1_sd"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("3 figure(s) written, 1 failed"), std::string::npos);
  EXPECT_EQ(slurp(out / "modelcard/06_stage_path.png"), "old");
  EXPECT_TRUE(fs::exists(out / "modelcard/09_tokenizer_cost.png"));
}

TEST(RenderPaper, MalformedLineNamesFileAndLine) {
  const fs::path data = fresh_dir("malformed"), out = fresh_dir("malformedout");
  fs::copy(MODELCARD_DATA, data, fs::copy_options::recursive);
  replace_in_file(data / "09_tokenizer_cost.jsonl", "\"ratio\": 1.33}", "\"ratio\": 1.33");
  Outcome r = run("--out " + out.string() + " --paper modelcard --only 09 --data " + data.string());
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.out.find("09_tokenizer_cost.jsonl:2: malformed JSON"), std::string::npos) << r.out;
}

TEST(RenderPaper, ChangingADataNumberChangesTheFigure) {
  const fs::path data = fresh_dir("change"), a = fresh_dir("changea"), b = fresh_dir("changeb");
  fs::copy(MODELCARD_DATA, data, fs::copy_options::recursive);
  ASSERT_EQ(run("--out " + a.string() + " --paper modelcard --only 09 --quiet --data " + data.string()).code, 0);
  replace_in_file(data / "09_tokenizer_cost.jsonl", "\"ratio\": 7.25", "\"ratio\": 9.5");
  ASSERT_EQ(run("--out " + b.string() + " --paper modelcard --only 09 --quiet --data " + data.string()).code, 0);
  EXPECT_NE(slurp(a / "modelcard/09_tokenizer_cost.png"), slurp(b / "modelcard/09_tokenizer_cost.png"));
}

TEST(RenderPaper, SameInputsSameBytes) {
  const fs::path a = fresh_dir("same_a"), b = fresh_dir("same_b");
  ASSERT_EQ(run("--out " + a.string() + " --paper modelcard --quiet --format png,pdf").code, 0);
  ASSERT_EQ(run("--out " + b.string() + " --paper modelcard --quiet --format png,pdf --jobs 1").code, 0);
  for (const char* f : {"06_stage_path.png", "06_stage_path.pdf", "08_long_context_window.png"})
    EXPECT_EQ(slurp(a / "modelcard" / f), slurp(b / "modelcard" / f)) << f;
}
