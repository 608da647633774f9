// render_paper: renders every figure of every registered paper from its input files.
#include <pthread.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <iostream>
#include <map>
#include <mutex>
#include <set>
#include <thread>

#include "check.hpp"
#include "cli.hpp"
#include "libplot/libplot.hpp"
#include "paths.hpp"
#include "process/atomic_writes.hpp"
#include "process/free_heap.hpp"
#include "paper/failure.hpp"
#include "paper/paper.hpp"

// Built with AddressSanitizer (gcc's macro, or clang's feature test): main returns normally.
#if defined(__SANITIZE_ADDRESS__)
#define RENDER_PAPER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define RENDER_PAPER_ASAN 1
#endif
#endif
#ifndef RENDER_PAPER_ASAN
#define RENDER_PAPER_ASAN 0
#endif

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

// A PNG's width and height from its IHDR chunk.
std::pair<int, int> png_size(const std::string& bytes) {
  if (bytes.size() < 24) return {0, 0};
  auto be32 = [&](std::size_t at) {
    return (static_cast<unsigned char>(bytes[at]) << 24) | (static_cast<unsigned char>(bytes[at + 1]) << 16) |
           (static_cast<unsigned char>(bytes[at + 2]) << 8) | static_cast<unsigned char>(bytes[at + 3]);
  };
  return {static_cast<int>(be32(16)), static_cast<int>(be32(20))};
}

// Skipped records shown on stderr per reason; --report has them all.
constexpr std::size_t kShownPerReason = 3;

// A JSON string literal.
std::string json_string(std::string_view s) {
  std::string out = "\"";
  for (const char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned char>(c));
          out += buf;
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

struct Job {
  std::string paper;
  paper::FigureJob figure;
};

void list_papers(const std::vector<std::unique_ptr<paper::Paper>>& papers) {
  for (const auto& p : papers) {
    std::cout << p->name() << "  (data: " << p->default_data_dir().string() << ")\n  inputs:\n";
    for (const auto& in : p->inputs())
      std::cout << "    " << in.file << (in.option.empty() ? "" : "  [" + in.option + "]") << "  "
                << in.description << "\n";
    std::cout << "  figures:\n";
    for (const auto& f : p->figures()) {
      std::cout << "    " << f.id << "  " << f.stem << " (";
      for (std::size_t i = 0; i < f.formats.size(); ++i)
        std::cout << (i ? "," : "") << libplot::extension(f.formats[i]);
      std::cout << ")  <-";
      for (const auto& in : f.inputs) std::cout << " " << in;
      if (f.inputs.empty()) std::cout << " (none)";
      std::cout << "\n";
    }
  }
}

// Ends the run as signal `sig` asks: the temporaries of the writes in progress removed, exit
// 128 + sig. Called by the signal thread, or by any thread whose output met a closed pipe.
[[noreturn]] void end_run(int sig) {
  process::abandon_writes_in_progress();
  const char* text = sig == SIGINT    ? "render_paper: interrupted (SIGINT)\n"
                     : sig == SIGHUP  ? "render_paper: hangup (SIGHUP)\n"
                     : sig == SIGPIPE ? "render_paper: broken pipe (SIGPIPE)\n"
                                      : "render_paper: terminated (SIGTERM)\n";
  [[maybe_unused]] const auto written = ::write(STDERR_FILENO, text, std::strlen(text));
  ::_exit(128 + sig);
}

// SIGINT, SIGTERM, SIGHUP and SIGPIPE are blocked in every thread and taken by one thread with
// sigwait, which ends the run (130, 143, 129, 141). No work happens in a signal handler, so nothing
// there needs to be async-signal-safe. A SIGPIPE raised by a write is sent to the writing thread,
// not to the process, so sigwait never sees it: with it blocked the write fails with EPIPE
// instead, and say() ends the run as the signal would have. SIGHUP ignored when the run starts
// (nohup) stays ignored.
void handle_interruption() {
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGTERM);
  sigaddset(&signals, SIGPIPE);
  struct sigaction hup {};
  if (sigaction(SIGHUP, nullptr, &hup) == 0 && hup.sa_handler != SIG_IGN) sigaddset(&signals, SIGHUP);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);  // inherited by every thread started later
  std::thread([signals] {
    int sig = 0;
    while (sigwait(&signals, &sig) != 0) {
    }
    end_run(sig);
  }).detach();
}

// Writes `text` to `fd` (stderr: progress, failures, the summary; stdout: lint findings). A reader
// that went away (`render_paper ... 2>&1 | head -1`) ends the run as SIGPIPE would.
void say(int fd, std::string_view text) {
  while (!text.empty()) {
    const ssize_t n = ::write(fd, text.data(), text.size());
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EPIPE) end_run(SIGPIPE);
    if (n < 0) return;  // nowhere left to say it
    text.remove_prefix(static_cast<std::size_t>(n));
  }
}
void say(std::string_view text) { say(STDERR_FILENO, text); }

// printf into a std::string, for say().
template <class... Args>
std::string formatted(const char* fmt, Args... args) {
  const int n = std::snprintf(nullptr, 0, fmt, args...);
  std::string out(static_cast<std::size_t>(std::max(n, 0)) + 1, '\0');
  std::snprintf(out.data(), out.size(), fmt, args...);
  out.pop_back();
  return out;
}

// The failure message of a figure for the exception being handled: an input error's own message
// (it names its file), anything else named by the figure's file (paper/failure.hpp).
std::string unexpected_failure(const std::filesystem::path& file) {
  return paper::describe_failure(std::current_exception(), "rendering " + file.string());
}

}  // namespace

int main(int argc, char** argv) {
  const auto t_start = Clock::now();
  auto papers = paper::all_papers();
  CliOptions opt;
  try {
    opt = parse_cli(std::vector<std::string>(argv + 1, argv + argc), papers);
  } catch (const UsageError& e) {
    std::cerr << "render_paper: " << e.what() << "\n(see render_paper --help)\n";
    return 2;
  }
  if (opt.help) {
    std::cout << usage_text(papers);
    return 0;
  }
  if (opt.version) {
    std::cout << "render_paper " << libplot::version() << "\n";
    return 0;
  }
  if (opt.list) {
    list_papers(papers);
    return 0;
  }
  handle_interruption();
  // This process draws only with libplot: its fonts may be the process's, which spares Pango's
  // start-up the system's font configuration. A broken font configuration is reported by each
  // figure as before, so a failure here is left to them.
  try {
    libplot::use_pinned_fonts_process_wide();
  } catch (const libplot::Error&) {
  }

  // Cairo's PDF and SVG surfaces grow and free large arrays while finishing pages with many marks:
  // keeping free memory at the heap's top spares the kernel round trips (render.hpp).
  process::keep_free_heap_process_wide();

  // ---- select papers and figures
  std::vector<paper::Paper*> chosen;
  for (const auto& p : papers)
    if (opt.papers.empty() || std::count(opt.papers.begin(), opt.papers.end(), p->name()))
      chosen.push_back(p.get());
  std::set<std::string> matched_only;
  Plan plan;
  for (paper::Paper* p : chosen) {
    std::vector<paper::FigureInfo> selected;
    for (auto f : p->figures()) {
      if (!opt.only.empty()) {
        const bool hit = std::count(opt.only.begin(), opt.only.end(), f.id) ||
                         std::count(opt.only.begin(), opt.only.end(), f.stem);
        if (!hit) continue;
        matched_only.insert(std::count(opt.only.begin(), opt.only.end(), f.id) ? f.id : f.stem);
      }
      if (opt.formats) f.formats = *opt.formats;
      selected.push_back(std::move(f));
    }
    if (!selected.empty()) plan.emplace_back(p, std::move(selected));
  }
  for (const auto& o : opt.only)
    if (!matched_only.count(o)) {
      std::cerr << "render_paper: --only: no figure '" << o << "' in the selected papers (see --list)\n";
      return 2;
    }
  // What the run reads and writes, before anything is read or rendered.
  try {
    check_paths(opt, plan);
  } catch (const UsageError& e) {
    std::cerr << "render_paper: " << e.what() << "\n(see render_paper --help)\n";
    return 2;
  }

  paper::SkipCounter skips;
  std::vector<Job> jobs;
  for (auto& [p, selected] : plan) {
    // Temporaries that an earlier, killed run left here.
    if (const std::size_t stale =
            opt.check_only ? 0 : process::remove_stale_temporaries(*opt.out / p->name());
        stale && !opt.quiet)
      say(formatted("render_paper: removed %zu stale temporary file(s) in %s\n", stale,
                    (*opt.out / p->name()).c_str()));
    paper::Context ctx = context_for(opt, *p);
    ctx.jobs = opt.jobs > 0 ? static_cast<unsigned>(opt.jobs) : 0;
    ctx.skips = &skips;
    try {
      for (auto& fj : p->prepare(ctx, selected)) jobs.push_back({p->name(), std::move(fj)});
    } catch (...) {
      // Anything a paper did not turn into a figure error itself fails each of its figures.
      for (auto& info : selected) {
        const std::string message = unexpected_failure(opt.out.value_or(".") / p->name() / info.stem);
        jobs.push_back({p->name(), paper::FigureJob{std::move(info), {}, message}});
      }
    }
  }

  // ---- render in parallel
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  const unsigned nthreads =
      std::min<unsigned>(opt.jobs > 0 ? opt.jobs : cores, std::max<std::size_t>(1, jobs.size()));
  std::atomic<std::size_t> next{0};
  std::mutex out_mu;
  std::size_t written = 0, failed = 0;
  std::vector<FigureFindings> findings(jobs.size());
  auto worker = [&] {
    for (std::size_t i = next++; i < jobs.size(); i = next++) {
      Job& job = jobs[i];
      const auto t0 = Clock::now();
      const paper::FigureInfo& info = job.figure.info;
      std::vector<std::string> done;
      std::string error = job.figure.error;
      if (error.empty()) {
        try {
          libplot::Figure fig = job.figure.build();
          fig.set_matplotlib_compat(opt.matplotlib_compat);
          if (opt.check)
            findings[i] = {
                job.paper, info.stem,
                fig.lint({.bbox_tight = info.save.bbox_tight, .pad_inches = info.save.pad_inches})};
          const std::filesystem::path dir = opt.out.value_or(".") / job.paper;
          if (!opt.check_only) std::filesystem::create_directories(dir);
          for (libplot::Format f : opt.check_only ? std::vector<libplot::Format>{} : info.formats) {
            const std::string bytes = fig.render(f, info.save);
            const auto file = dir / (info.stem + "." + std::string(libplot::extension(f)));
            process::write_file_atomically(file, bytes);
            std::string line = file.filename().string();
            if (f == libplot::Format::Png) {
              const auto [w, h] = png_size(bytes);
              // Appended piece by piece: GCC 12 warns (-Wrestrict, falsely) on "literal" + string&&.
              line.append(" ").append(std::to_string(w)).append("x").append(std::to_string(h));
            }
            done.push_back(line);
          }
        } catch (...) {
          error = unexpected_failure(opt.out.value_or(".") / job.paper / info.stem);
        }
      }
      const double ms = ms_since(t0);
      std::lock_guard lock(out_mu);
      if (!error.empty()) {
        ++failed;
        say("FAILED " + job.paper + " " + info.stem + ": " + error + "\n");
        continue;
      }
      for (const auto& n : *job.figure.notes) say("note: " + job.paper + " " + info.stem + ": " + n + "\n");
      ++written;
      if (!opt.quiet)
        for (const auto& d : done)
          say(formatted("%-13s %-10s %s %.0f ms\n", job.paper.c_str(), info.id.c_str(), d.c_str(), ms));
    }
  };
  if (nthreads == 1) {
    worker();  // one worker: on this thread, not a thread started (and its malloc arena) for it
  } else {
    std::vector<std::thread> pool;
    for (unsigned t = 0; t < nthreads; ++t) pool.emplace_back(worker);
    for (auto& t : pool) t.join();
  }

  // ---- where the skipped records are: the first few per reason here, all with --report
  const std::vector<paper::SkipPlace> places = skips.places();
  std::map<std::string, std::size_t> shown;
  for (const auto& p : places)
    if (shown[p.reason]++ < kShownPerReason)
      say("skipped: " + p.file + ":" + std::to_string(p.line) + ": " + p.field + ": " + p.reason + "\n");
  for (const auto& [reason, n] : shown)
    if (n > kShownPerReason)
      say("skipped: ... " + std::to_string(n - kShownPerReason) + " more '" + reason + "'" +
          (opt.report ? " in " + opt.report->string() : std::string(" (all with --report FILE)")) + "\n");
  bool report_failed = false;
  if (opt.report) {
    std::string jsonl;
    for (const auto& p : places)
      jsonl.append("{\"file\": ")
          .append(json_string(p.file))
          .append(", \"line\": ")
          .append(std::to_string(p.line))
          .append(", \"field\": ")
          .append(json_string(p.field))
          .append(", \"reason\": ")
          .append(json_string(p.reason))
          .append("}\n");
    try {
      process::write_file_atomically(*opt.report, jsonl);
    } catch (const std::exception& e) {
      say(std::string("render_paper: --report: ") + e.what() + "\n");
      report_failed = true;
    }
  }

  // ---- lint findings, in figure order
  std::size_t lint_errors = 0, lint_warnings = 0;
  if (opt.check) {
    std::string report;
    for (const FigureFindings& ff : findings)
      for (const libplot::LintFinding& x : ff.findings) {
        (x.severity == libplot::Severity::Error ? lint_errors : lint_warnings)++;
        say(STDOUT_FILENO, finding_line(ff, x) + "\n");
        report.append(finding_json(ff, x)).append("\n");
      }
    if (opt.check_report) {
      try {
        process::write_file_atomically(*opt.check_report, report);
      } catch (const std::exception& e) {
        say(std::string("render_paper: --check-report: ") + e.what() + "\n");
        return 1;
      }
    }
    say(formatted("render_paper: lint: %zu error(s), %zu warning(s)\n", lint_errors, lint_warnings));
  }

  // ---- summary
  std::string skipped;
  for (const auto& [reason, n] : skips.counts())
    skipped.append(skipped.empty() ? "" : ", ").append(reason).append(" ").append(std::to_string(n));
  say(formatted("render_paper: %zu figure(s) %s, %zu failed; skipped records: %s; %.0f ms\n", written,
                opt.check_only ? "checked" : "written", failed, skipped.empty() ? "none" : skipped.c_str(),
                ms_since(t_start)));
  const int code = failed || report_failed || lint_errors ? 1 : 0;
  // Every file is written and renamed, every thread joined: what is left is freeing memory and
  // tearing down the libraries' caches, which the kernel does faster (a few percent of a
  // one-figure run). Sanitized builds return normally, so the leak check still runs.
#if !RENDER_PAPER_ASAN
  std::cout.flush();
  std::fflush(nullptr);
  std::_Exit(code);
#endif
  return code;
}
