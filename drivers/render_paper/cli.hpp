#pragma once
// render_paper's command line: parsed into options, or a usage error (exit code 2).
#include <filesystem>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "libplot/render.hpp"
#include "paper/paper.hpp"

struct CliOptions {
  std::optional<std::filesystem::path> out;
  std::vector<std::string> papers;  // empty = all
  std::vector<std::string> only;    // figure ids or stems; empty = all
  bool list = false, help = false, version = false, quiet = false;
  std::optional<std::vector<libplot::Format>> formats;
  std::optional<std::filesystem::path> data;
  std::optional<std::filesystem::path> report;  // every skipped record as JSON Lines
  int jobs = 0;                                 // 0 = number of cores
  bool matplotlib_compat = false;               // --matplotlib-compat: libplot's improvements off
  // Per-paper options (--results FILE): every value, in command-line order; only an input read as
  // shards (paper::Input::shards) may have more than one.
  std::map<std::string, std::vector<std::filesystem::path>> input_files;
  bool check = false, check_only = false;             // lint every figure (--check, --check-only)
  std::optional<std::filesystem::path> check_report;  // findings as JSON Lines
  std::vector<std::string> input_options;             // which of them were given
};

class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Throws UsageError with a message naming the option.
CliOptions parse_cli(const std::vector<std::string>& args,
                     const std::vector<std::unique_ptr<paper::Paper>>& papers);
std::string usage_text(const std::vector<std::unique_ptr<paper::Paper>>& papers);
