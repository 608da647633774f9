// render_paper against an attacker's inputs and a user's Ctrl-C: exact usage errors
// (exit 2), special files refused without hanging, SIGINT/SIGTERM/SIGHUP/SIGPIPE leaving no
// temporaries (exit 130/143/129/141), stale temporaries of killed runs removed by the next run,
// outputs that are special files or inputs refused, and injected faults (a full disk, /dev/zero as
// a document, a 50 MB theme value, 5,000 nested braces in a title, an atlas without its rows).
#include <gtest/gtest.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "expect_outcome.hpp"
#include "file_io.hpp"
#include "run_command.hpp"
#include "temp_dir.hpp"

namespace fs = std::filesystem;
using testing_support::expect_outcome;
using testing_support::Outcome;
using testing_support::read_file;
using testing_support::write_file;
extern char** environ;

namespace {

Outcome run(const std::string& args) {
  return testing_support::run_command(std::string(RENDER_PAPER_BIN) + " " + args);
}

fs::path fresh_dir(const std::string& name) {
  return testing_support::fresh_dir("render_paper_hardening_" + name);
}

const std::string kSeeHelp = "(see render_paper --help)\n";

std::vector<fs::path> temporaries_under(const fs::path& dir) {
  std::vector<fs::path> found;
  std::error_code ec;
  for (fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
    if (it->path().filename().string().find(".libplot-tmp.") != std::string::npos)
      found.push_back(it->path());
  return found;
}

// Whatever an interrupted run left under `dir` is whole: every PNG ends with its IEND chunk.
void expect_whole_pngs(const fs::path& dir) {
  for (const auto& e : fs::recursive_directory_iterator(dir))
    if (e.path().extension() == ".png") {
      const std::string png = read_file(e.path());
      ASSERT_GE(png.size(), 12u);
      EXPECT_EQ(png.substr(png.size() - 8, 4), "IEND") << e.path();
    }
}

}  // namespace

TEST(RenderPaperUsage, EmptyOut) {
  const Outcome r = run("--out ''");
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.out, "render_paper: --out: empty directory name\n" + kSeeHelp);
  EXPECT_EQ(run("--out=").out, "render_paper: --out: empty directory name\n" + kSeeHelp);
}

TEST(RenderPaperUsage, RepeatedSingleValuedOptions) {
  for (const auto& [args, message] : std::vector<std::pair<std::string, std::string>>{
           {"--out /tmp/a --out /tmp/b", "--out given more than once"},
           {"--out /tmp/a --format png --format=svg", "--format given more than once"},
           {"--out /tmp/a --jobs 1 -j 2", "--jobs given more than once"},
           {"--out /tmp/a --data /tmp/d --data /tmp/e", "--data given more than once"},
           {"--out /tmp/a --atlas-q4k a.jsonl --atlas-q4k b.jsonl", "--atlas-q4k given more than once"}}) {
    const Outcome r = run(args);
    EXPECT_EQ(r.code, 2) << args;
    EXPECT_EQ(r.out, "render_paper: " + message + "\n" + kSeeHelp) << args;
  }
}

TEST(RenderPaperUsage, InputOptionOfAPaperNotSelected) {
  const Outcome r = run("--out /tmp/a --paper modelcard --results x.jsonl.zst");
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.out,
            "render_paper: --results is an input of paper weightcodec, which is not selected\n" + kSeeHelp);
}

TEST(RenderPaperUsage, DuplicateFormatsCollapse) {
  const fs::path out = fresh_dir("dupformat");
  const Outcome r = run("--out " + out.string() + " --paper modelcard --only 09 --format png,png,PNG");
  ASSERT_EQ(r.code, 0) << r.out;
  std::size_t lines = 0;
  for (std::size_t at = r.out.find("09_tokenizer_cost.png"); at != std::string::npos;
       at = r.out.find("09_tokenizer_cost.png", at + 1))
    ++lines;
  EXPECT_EQ(lines, 1u) << r.out;  // written once
  EXPECT_NE(r.out.find("1 figure(s) written, 0 failed"), std::string::npos) << r.out;
}

TEST(RenderPaperInputs, FifoAndDevicesAreRefusedWithoutHanging) {
  const fs::path dir = fresh_dir("fifo"), out = fresh_dir("fifo_out");
  const fs::path fifo = dir / "results.jsonl.zst";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  Outcome r = run("--out " + out.string() + " --paper weightcodec --only fig5 --results " + fifo.string());
  expect_outcome(r, 1, {"FAILED weightcodec fig5: not a regular file: " + fifo.string()});
  r = run("--out " + out.string() + " --paper weightcodec --only fig5 --results /dev/zero");
  expect_outcome(r, 1, {"not a regular file: /dev/zero"});

  // qtensorformer reads its documents through the same layer; modelcard its JSONL.
  const fs::path qdata = fresh_dir("fifo_qdata");
  fs::copy(QTENSORFORMER_DATA, qdata, fs::copy_options::recursive);
  fs::remove(qdata / "gqa_audit.json");
  ASSERT_EQ(::mkfifo((qdata / "gqa_audit.json").c_str(), 0600), 0);
  r = run("--out " + out.string() + " --paper qtensorformer --data " + qdata.string());
  expect_outcome(r, 1, {"not a regular file: " + (qdata / "gqa_audit.json").string()});

  const fs::path mdata = fresh_dir("zero_mdata");
  fs::copy(MODELCARD_DATA, mdata, fs::copy_options::recursive);
  fs::remove(mdata / "card.jsonl");
  fs::create_symlink("/dev/zero", mdata / "card.jsonl");
  r = run("--out " + out.string() + " --paper modelcard --data " + mdata.string());
  expect_outcome(r, 1, {"not a regular file: " + (mdata / "card.jsonl").string()});
}

// Runs render_paper on every paper in every format, stops it at moments when a temporary file
// exists, and sends `sig` then: the run must exit 128 + sig and leave no temporary file.
void interrupt_while_writing(int sig) {
  bool caught_a_temporary = false;
  for (int attempt = 0; attempt < 5 && !caught_a_temporary; ++attempt) {
    const fs::path out = fresh_dir("signal_" + std::to_string(sig) + "_" + std::to_string(attempt));
    const std::string bin = RENDER_PAPER_BIN;
    std::vector<std::string> args{bin,           "--out",  out.string(), "--format",
                                  "png,pdf,svg", "--jobs", "2",          "--quiet"};
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    pid_t pid = 0;
    ASSERT_EQ(posix_spawn(&pid, bin.c_str(), nullptr, nullptr, argv.data(), environ), 0);
    int status = 0;
    bool exited = false;
    for (int poll = 0; poll < 20000 && !exited; ++poll) {
      ::kill(pid, SIGSTOP);
      // A stopped process writes nothing: what is on disk now stays until SIGCONT.
      const bool temporary = !temporaries_under(out).empty();
      if (temporary) {
        caught_a_temporary = true;
        ::kill(pid, sig);
        ::kill(pid, SIGCONT);
        ASSERT_EQ(::waitpid(pid, &status, 0), pid);
        exited = true;
        ASSERT_TRUE(WIFEXITED(status)) << "status " << status;
        EXPECT_EQ(WEXITSTATUS(status), 128 + sig);
        break;
      }
      ::kill(pid, SIGCONT);
      if (::waitpid(pid, &status, WNOHANG) == pid) exited = true;
      std::this_thread::sleep_for(std::chrono::microseconds(500));
    }
    if (!exited) {
      ::kill(pid, SIGKILL);
      ::waitpid(pid, &status, 0);
      FAIL() << "render_paper neither finished nor was caught writing";
    }
    EXPECT_EQ(temporaries_under(out), std::vector<fs::path>{});
    expect_whole_pngs(out);
    fs::remove_all(out);
  }
  EXPECT_TRUE(caught_a_temporary) << "never caught render_paper with a temporary file on disk";
}

TEST(RenderPaperInterruption, SigintRemovesTemporariesAndExits130) { interrupt_while_writing(SIGINT); }
TEST(RenderPaperInterruption, SigtermRemovesTemporariesAndExits143) { interrupt_while_writing(SIGTERM); }

TEST(RenderPaperInterruption, StaleTemporariesOfGoneProcessesAreRemoved) {
  const fs::path out = fresh_dir("stale");
  fs::create_directories(out / "modelcard");
  // A PID that is certainly gone: a child that has exited and been reaped.
  const pid_t child = fork();
  if (child == 0) _exit(0);
  ASSERT_GT(child, 0);
  ::waitpid(child, nullptr, 0);
  const fs::path dead =
      out / "modelcard" / (".09_tokenizer_cost.png.libplot-tmp." + std::to_string(child) + ".7");
  const fs::path live =
      out / "modelcard" / (".09_tokenizer_cost.png.libplot-tmp." + std::to_string(getpid()) + ".7");
  const fs::path other = out / "modelcard" / ".notes.libplot-tmp.x.1";
  // Names of earlier versions (".NAME.tmp.PID.N.T", T a tick modulo 1000003), as killed runs
  // left them.
  const std::string c = std::to_string(child);
  const fs::path dead_old = out / "modelcard" / (".07_runtime_specialization.svg.tmp." + c + ".5.253142");
  const fs::path live_old =
      out / "modelcard" / (".07_runtime_specialization.svg.tmp." + std::to_string(getpid()) + ".5.253142");
  const fs::path not_old = out / "modelcard" / (".07_runtime_specialization.svg.tmp." + c + ".5.1000003");
  const fs::path not_old2 = out / "modelcard" / (".07_runtime_specialization.svg.tmp." + c + ".5");
  for (const fs::path& p : {dead, live, other, dead_old, live_old, not_old, not_old2})
    std::ofstream(p) << "partial";
  const Outcome r = run("--out " + out.string() + " --paper modelcard --only 09");
  ASSERT_EQ(r.code, 0) << r.out;
  EXPECT_FALSE(fs::exists(dead_old));
  EXPECT_TRUE(fs::exists(live_old));
  EXPECT_TRUE(fs::exists(not_old));   // T out of the old scheme's range: not a name of ours
  EXPECT_TRUE(fs::exists(not_old2));  // two fields: neither scheme
  EXPECT_NE(r.out.find("render_paper: removed 2 stale temporary file(s) in " + (out / "modelcard").string()),
            std::string::npos)
      << r.out;
  EXPECT_FALSE(fs::exists(dead));
  EXPECT_TRUE(fs::exists(live));   // its writer (this test) is alive
  EXPECT_TRUE(fs::exists(other));  // not a name of ours
  EXPECT_TRUE(fs::exists(out / "modelcard/09_tokenizer_cost.png"));
}

// ---- injected faults, end to end

// "/dev/zero as a qtensorformer input read until std::bad_alloc" (2.1 GB, no file named).
TEST(RenderPaperInputs, DevZeroAsADocumentIsRefused) {
  const fs::path qdata = fresh_dir("zero_qdata"), out = fresh_dir("zero_qout");
  fs::copy(QTENSORFORMER_DATA, qdata, fs::copy_options::recursive);
  fs::remove(qdata / "gqa_audit.json");
  fs::create_symlink("/dev/zero", qdata / "gqa_audit.json");
  const Outcome r =
      run("--out " + out.string() + " --paper qtensorformer --only figure6 --data " + qdata.string());
  expect_outcome(r, 1,
                 {"FAILED qtensorformer figure6_gqa_memory_traffic: not a regular file: " +
                  (qdata / "gqa_audit.json").string()});
}

// A theme whose font.family is 50 MB: GLib aborted (exit 133) at 5.5 GB. The file is now refused
// at the theme size cap; a family name under the cap but past 256 bytes names its key.
TEST(RenderPaperInputs, HugeFontFamilyInAThemeFailsEachFigure) {
  for (const std::size_t length : {std::size_t{50} << 20, std::size_t{1000}}) {
    const fs::path data = fresh_dir("family_" + std::to_string(length)), out = fresh_dir("family_out");
    fs::create_directories(data / "themes");
    fs::create_directory_symlink(fs::path(LIBPLOT_THEMES) / "fonts", data / "fonts");
    fs::copy_file(fs::path(LIBPLOT_THEMES) / "base.json", data / "themes/base.json");
    const fs::path theme = data / "themes/modelcard.json";
    std::ofstream(theme) << "{\"extends\": \"base\", \"font.family\": \"" << std::string(length, 'x')
                         << "\"}";
    const Outcome r =
        testing_support::run_command("LIBPLOT_DATA_DIR=" + data.string() + " " + RENDER_PAPER_BIN +
                                     " --out " + out.string() + " --paper modelcard");
    EXPECT_EQ(r.code, 1) << r.out.substr(0, 2000);
    const std::string why =
        length > (1u << 20) ? theme.string() + ": larger than 1048576 bytes"
                            : theme.string() + ": key 'font.family': font family name longer than 256 bytes";
    EXPECT_NE(r.out.find("FAILED modelcard 06_stage_path: " + why + "\n"), std::string::npos)
        << r.out.substr(0, 2000);
    EXPECT_NE(r.out.find("0 figure(s) written, 4 failed"), std::string::npos) << r.out.substr(0, 2000);
    fs::remove_all(data);
  }
}

// A full disk while writing: every figure that could not be written fails naming its file, the
// run exits 1, no temporary is left and every file that is there is whole. The output directory
// is a 1 MiB tmpfs (a few of the 16 figures' PNG, PDF and SVG fit) in a private mount namespace
// (root or unprivileged user namespaces).
TEST(RenderPaperFaults, FullDiskFailsTheFiguresThatDidNotFitAndLeavesNoTemporaries) {
  std::string unshare;
  if (std::system("unshare -m true 2>/dev/null") == 0) unshare = "unshare -m";
  else if (std::system("unshare -rm true 2>/dev/null") == 0) unshare = "unshare -rm";
  else GTEST_SKIP() << "cannot make a private mount namespace";
  const fs::path work = fresh_dir("fulldisk"), out = work / "out";
  fs::create_directories(out);
  // Inside the namespace: mount, render, then list what is left (the mount goes with the namespace).
  std::ofstream(work / "run.sh") << "mount -t tmpfs -o size=1m tmpfs '" << out.string() << "' || exit 99\n"
                                 << RENDER_PAPER_BIN << " --out '" << out.string()
                                 << "' --paper qtensorformer --format png,pdf,svg --jobs 1\n"
                                 << "code=$?\n"
                                 << "find '" << out.string() << "' -type f -printf '%P\\n' | sort > '"
                                 << (work / "files").string() << "'\n"
                                 << "for f in $(find '" << out.string() << "' -name '*.png'); do "
                                 << "tail -c 8 \"$f\" | head -c 4; echo; done > '"
                                 << (work / "png_ends").string() << "'\n"
                                 << "exit $code\n";
  const Outcome r = testing_support::run_command(unshare + " sh " + (work / "run.sh").string());
  ASSERT_NE(r.code, 99) << r.out;
  EXPECT_EQ(r.code, 1) << r.out;
  EXPECT_NE(r.out.find("FAILED qtensorformer "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(": libplot: cannot write '" + out.string() + "/qtensorformer/"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find(" failed: No space left on device\n"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("unexpected error"), std::string::npos) << r.out;
  const std::string files = read_file(work / "files");
  EXPECT_NE(files, "") << "nothing fitted: the disk is too small for this test";
  EXPECT_EQ(files.find("libplot-tmp"), std::string::npos) << files;  // no temporary left behind
  std::istringstream png_ends(read_file(work / "png_ends"));
  for (std::string end; std::getline(png_ends, end);) EXPECT_EQ(end, "IEND");  // every PNG whole
  fs::remove_all(work);
}

// ---- what the run writes: never onto a special file or one of its inputs

namespace {

// Every file (not directory) under `dir`, relative to it.
std::vector<std::string> files_under(const fs::path& dir) {
  std::vector<std::string> found;
  std::error_code ec;
  for (fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
    if (!it->is_directory(ec)) found.push_back(it->path().lexically_relative(dir).string());
  std::sort(found.begin(), found.end());
  return found;
}

}  // namespace

// A report onto a FIFO or (through a link, so that no build can harm the real one) /dev/null:
// refused before anything is rendered, the special file left as it was.
TEST(RenderPaperOutputs, ReportOntoAFifoOrADeviceIsAUsageErrorBeforeRendering) {
  const fs::path dir = fresh_dir("report_special"), out = dir / "out";
  const fs::path fifo = dir / "report.fifo", null_link = dir / "null.jsonl";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  fs::create_symlink("/dev/null", null_link);
  Outcome r = run("--out " + out.string() + " --paper modelcard --only 09 --report " + fifo.string());
  EXPECT_EQ(r.code, 2) << r.out;
  EXPECT_EQ(r.out, "render_paper: --report: libplot: cannot write '" + fifo.string() +
                       "': it is a FIFO, not a regular file\n" + kSeeHelp);
  EXPECT_TRUE(fs::is_fifo(fifo));
  EXPECT_EQ(files_under(out), std::vector<std::string>{});  // nothing rendered
  r = run("--out " + out.string() + " --paper modelcard --only 09 --check-report " + null_link.string());
  EXPECT_EQ(r.code, 2) << r.out;
  EXPECT_EQ(r.out, "render_paper: --check-report: libplot: cannot write '" + null_link.string() +
                       "': it is a symbolic link to '/dev/null', a character device, not a regular file\n" +
                       kSeeHelp);
  EXPECT_TRUE(fs::is_symlink(null_link));
  EXPECT_EQ(files_under(out), std::vector<std::string>{});
  r = run("--out " + out.string() + " --paper modelcard --only 09 --report " + dir.string());
  EXPECT_EQ(r.code, 2) << r.out;
  EXPECT_EQ(r.out, "render_paper: --report: libplot: cannot write '" + dir.string() +
                       "': it is a directory, not a regular file\n" + kSeeHelp);
}

// A report through a symbolic link is written to the file the link names; the link stays.
TEST(RenderPaperOutputs, ReportThroughASymlinkIsWrittenToItsTarget) {
  const fs::path dir = fresh_dir("report_link"), out = dir / "out";
  fs::create_directories(dir / "reports");
  write_file(dir / "reports/skips.jsonl", "old\n");
  fs::create_symlink("reports/skips.jsonl", dir / "skips.jsonl");
  const Outcome r = run("--out " + out.string() + " --paper modelcard --only 09 --report " +
                        (dir / "skips.jsonl").string());
  ASSERT_EQ(r.code, 0) << r.out;
  EXPECT_TRUE(fs::is_symlink(dir / "skips.jsonl"));
  EXPECT_EQ(read_file(dir / "reports/skips.jsonl"), "");  // no skipped records in the sample data
  EXPECT_EQ(temporaries_under(dir), std::vector<fs::path>{});
}

// A figure file that is a FIFO fails that figure, naming it; the FIFO stays, the others are written.
TEST(RenderPaperOutputs, FigureFileThatIsAFifoFailsThatFigure) {
  const fs::path out = fresh_dir("figure_fifo");
  fs::create_directories(out / "modelcard");
  const fs::path fifo = out / "modelcard/09_tokenizer_cost.png";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  const Outcome r = run("--out " + out.string() + " --paper modelcard --only 09 --only 06 --format png");
  expect_outcome(r, 1,
                 {"FAILED modelcard 09_tokenizer_cost: libplot: cannot write '" + fifo.string() +
                      "': it is a FIFO, not a regular file\n",
                  "1 figure(s) written, 1 failed"});
  EXPECT_TRUE(fs::is_fifo(fifo));
  EXPECT_TRUE(fs::is_regular_file(out / "modelcard/06_stage_path.png"));
}

// --report, --check-report or a figure file that is one of the run's inputs (by name, through a
// link or a hard link: the same file) is a usage error before anything is rendered. The inputs
// are copies: a build without the check overwrites them, not the shipped data.
TEST(RenderPaperOutputs, AnOutputThatIsAnInputIsAUsageError) {
  const fs::path dir = fresh_dir("output_is_input"), data = dir / "data", out = dir / "out";
  fs::copy(WEIGHTCODEC_DATA, data, fs::copy_options::recursive);
  const std::string atlas = (data / "atlas_bf16.jsonl").string(), before = read_file(atlas);
  fs::create_hard_link(atlas, dir / "hard.jsonl");
  fs::create_symlink(atlas, dir / "soft.jsonl");
  const std::string run_fig1 =
      "--out " + out.string() + " --paper weightcodec --only fig1 --data " + data.string();
  Outcome r = run(run_fig1 + " --report " + atlas);
  EXPECT_EQ(r.code, 2) << r.out;
  EXPECT_EQ(r.out, "render_paper: --report: " + atlas +
                       " is an input of this run (weightcodec atlas_bf16.jsonl)\n" + kSeeHelp);
  r = run(run_fig1 + " --check-report " + (dir / "hard.jsonl").string());
  EXPECT_EQ(r.code, 2) << r.out;
  EXPECT_EQ(r.out, "render_paper: --check-report: " + (dir / "hard.jsonl").string() +
                       " is an input of this run (weightcodec atlas_bf16.jsonl)\n" + kSeeHelp);
  r = run(run_fig1 + " --report " + (dir / "soft.jsonl").string());
  EXPECT_EQ(r.code, 2) << r.out;
  EXPECT_EQ(r.out, "render_paper: --report: " + (dir / "soft.jsonl").string() +
                       " is an input of this run (weightcodec atlas_bf16.jsonl)\n" + kSeeHelp);
  // An input named by its option, where a figure is to be written.
  fs::create_directories(out / "weightcodec");
  fs::copy_file(atlas, out / "weightcodec/fig1.png");
  r = run("--out " + out.string() + " --paper weightcodec --only fig1 --atlas-bf16 " +
          (out / "weightcodec/fig1.png").string());
  EXPECT_EQ(r.code, 2) << r.out;
  EXPECT_EQ(r.out, "render_paper: --out: " + (out / "weightcodec/fig1.png").string() +
                       " is an input of this run (weightcodec atlas_bf16.jsonl)\n" + kSeeHelp);
  EXPECT_EQ(read_file(atlas), before);
  EXPECT_EQ(read_file(out / "weightcodec/fig1.png"), before);
  EXPECT_EQ(files_under(out), std::vector<std::string>{"weightcodec/fig1.png"});  // nothing else written
  // A results shard inside a directory given to --results is an input too.
  r = run("--out " + out.string() + " --paper weightcodec --only fig5 --results " + data.string() +
          " --report " + (data / "results.jsonl.zst").string());
  EXPECT_EQ(r.code, 2) << r.out;
  EXPECT_EQ(r.out, "render_paper: --report: " + (data / "results.jsonl.zst").string() +
                       " is an input of this run (weightcodec results.jsonl.zst)\n" + kSeeHelp);
}

// --data and --out are checked before anything is read or rendered: one usage error each.
TEST(RenderPaperUsage, DataMustBeADirectory) {
  const fs::path dir = fresh_dir("data_dir"), out = dir / "out";
  const fs::path fifo = dir / "data.fifo";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  for (const auto& [data, why] :
       std::vector<std::pair<std::string, std::string>>{{(dir / "missing").string(), "no such directory"},
                                                        {fifo.string(), "not a directory"},
                                                        {"/dev/zero", "not a directory"},
                                                        {RENDER_PAPER_BIN, "not a directory"}}) {
    const Outcome r = run("--out " + out.string() + " --paper modelcard --data " + data);
    EXPECT_EQ(r.code, 2) << data;
    EXPECT_EQ(r.out, "render_paper: --data " + data + ": " + why + "\n" + kSeeHelp) << data;
  }
  EXPECT_FALSE(fs::exists(out));
}

TEST(RenderPaperUsage, OutMustBeADirectory) {
  const fs::path dir = fresh_dir("out_dir");
  write_file(dir / "file", "x");
  Outcome r = run("--out " + (dir / "file").string() + " --paper modelcard");
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.out, "render_paper: --out " + (dir / "file").string() + ": not a directory\n" + kSeeHelp);
  r = run("--out " + (dir / "file/sub").string() + " --paper modelcard");
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.out, "render_paper: --out " + (dir / "file/sub").string() +
                       ": cannot create the directory: Not a directory\n" + kSeeHelp);
  // A paper's folder in it that is a file.
  fs::create_directories(dir / "out");
  write_file(dir / "out/modelcard", "x");
  r = run("--out " + (dir / "out").string() + " --paper modelcard");
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.out,
            "render_paper: --out: " + (dir / "out/modelcard").string() + ": not a directory\n" + kSeeHelp);
  EXPECT_EQ(read_file(dir / "file"), "x");
  EXPECT_EQ(read_file(dir / "out/modelcard"), "x");
}

// ---- more signals: a hangup, SIGPIPE sent by kill, and a reader of stderr that goes away

TEST(RenderPaperInterruption, SighupRemovesTemporariesAndExits129) { interrupt_while_writing(SIGHUP); }
TEST(RenderPaperInterruption, SigpipeRemovesTemporariesAndExits141) { interrupt_while_writing(SIGPIPE); }

// Under nohup (SIGHUP ignored when the run starts) a hangup does not end the run.
TEST(RenderPaperInterruption, SighupIgnoredAtStartStaysIgnored) {
  const fs::path out = fresh_dir("nohup");
  const Outcome r = testing_support::run_command("trap '' HUP; " + std::string(RENDER_PAPER_BIN) + " --out " +
                                                 out.string() +
                                                 " --paper modelcard --format png,pdf,svg --quiet & pid=$!; "
                                                 "kill -HUP $pid; wait $pid; echo \"exit $?\"");
  EXPECT_NE(r.out.find("render_paper: 4 figure(s) written, 0 failed"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("exit 0\n"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("hangup"), std::string::npos) << r.out;
}

// `render_paper ... 2>&1 | head -1`: the reader closes the pipe after the first line; the next
// progress line meets the closed pipe and the run ends as on SIGPIPE: exit 141, no temporary.
TEST(RenderPaperInterruption, ClosedStderrPipeEndsTheRunWithoutTemporaries) {
  const fs::path out = fresh_dir("epipe");
  const std::string bin = RENDER_PAPER_BIN;
  std::vector<std::string> args{bin, "--out", out.string(), "--format", "png,pdf,svg", "--jobs", "2"};
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  int fds[2];
  ASSERT_EQ(::pipe(fds), 0);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, fds[1], STDERR_FILENO);
  posix_spawn_file_actions_addclose(&actions, fds[0]);
  posix_spawn_file_actions_addclose(&actions, fds[1]);
  pid_t pid = 0;
  ASSERT_EQ(posix_spawn(&pid, bin.c_str(), &actions, nullptr, argv.data(), environ), 0);
  posix_spawn_file_actions_destroy(&actions);
  ::close(fds[1]);
  std::string first;
  for (char c = 0; ::read(fds[0], &c, 1) == 1 && c != '\n';) first += c;
  ::close(fds[0]);  // as head -1 does
  int status = 0;
  ASSERT_EQ(::waitpid(pid, &status, 0), pid);
  EXPECT_NE(first, "");
  ASSERT_TRUE(WIFEXITED(status)) << "killed by signal " << (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
  EXPECT_EQ(WEXITSTATUS(status), 141);
  EXPECT_EQ(temporaries_under(out), std::vector<fs::path>{});
  expect_whole_pngs(out);
}

// ---- text from the data that libplot refuses, and an atlas without the rows a figure needs

// A title of 5,000 nested braces in mathtext (10 kB, under the text cap) crashed the run with a
// stack overflow; it fails that figure with libplot's message, and the others are written.
TEST(RenderPaperInputs, DeeplyNestedMathtextInATitleFailsThatFigure) {
  const testing_support::DataCopy data("nested_title", MODELCARD_DATA);
  const fs::path out = fresh_dir("nested_title_out");
  std::string title = "$";
  for (int i = 0; i < 5000; ++i) title += "{{";  // "{{" is one literal brace in a template
  title += "x";
  for (int i = 0; i < 5000; ++i) title += "}}";
  title += "$";
  testing_support::replace_in_file(data / "09_tokenizer_cost.jsonl",
                                   "\"What the vocabulary cut costs per language\"", "\"" + title + "\"");
  const Outcome r =
      run("--out " + out.string() + " --paper modelcard --format png --data " + data.path().string());
  expect_outcome(r, 1,
                 {"FAILED modelcard 09_tokenizer_cost: ",
                  ": set_title: s nests braces deeper than 64 levels (libplot::kMaxMathDepth) (text: '$" +
                      std::string(39, '{') + "\u2026', 10003 bytes)\n",
                  "3 figure(s) written, 1 failed"});
  EXPECT_EQ(files_under(out), (std::vector<std::string>{"modelcard/06_stage_path.png",
                                                        "modelcard/07_runtime_specialization.png",
                                                        "modelcard/08_long_context_window.png"}));
}

// An empty bf16 atlas, or one without a bf16 row: figures 1 and 2 fail with "no records in FILE"
// (they drew a blank figure and "bf16 (n = 0)"); figures 3 to 5 are written.
TEST(RenderPaperInputs, Bf16AtlasWithoutBf16RowsFailsFigures1And2) {
  const fs::path dir = fresh_dir("empty_atlas"), out = dir / "out";
  write_file(dir / "empty.jsonl", "");
  std::string other = read_file(fs::path(WEIGHTCODEC_DATA) / "atlas_bf16.jsonl");
  for (std::size_t at = other.find("\"dtype\": \"bf16\""); at != std::string::npos;
       at = other.find("\"dtype\": \"bf16\"", at))
    other.replace(at, 15, "\"dtype\": \"fp16\"");
  write_file(dir / "fp16.jsonl", other);
  for (const auto& [file, why] : std::vector<std::pair<std::string, std::string>>{
           {"empty.jsonl", ""}, {"fp16.jsonl", " with dtype \"bf16\""}}) {
    const std::string atlas = (dir / file).string();
    const Outcome r = run("--out " + out.string() + " --paper weightcodec --atlas-bf16 " + atlas);
    expect_outcome(
        r, 1,
        {"FAILED weightcodec fig1: no records in " + atlas + why + "\n",
         "FAILED weightcodec fig2: no records in " + atlas + why + "\n", "3 figure(s) written, 2 failed"});
  }
}
