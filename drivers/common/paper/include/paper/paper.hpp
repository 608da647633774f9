#pragma once
// What a paper driver is to render_paper: a name, the input files it reads, its figures, and a
// way to turn inputs into libplot figures. Drivers know libplot's API, never Cairo.
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

#include "libplot/figure.hpp"

namespace paper {

// One input file a paper reads, under its usual name in the data directory.
struct Input {
  std::string file;    // "results.jsonl.zst"
  std::string option;  // a CLI option that names this file directly ("--results"), or ""
  std::string description;
  // The option may be given several times, each a file, a directory or a glob: the input is then
  // read as shards (paper/shards.hpp).
  bool shards = false;
};

struct FigureInfo {
  std::string id;                        // "06", "fig1", "figure12"
  std::string stem;                      // output file name without extension
  std::vector<std::string> inputs;       // Input::file names it needs
  std::vector<libplot::Format> formats;  // what the seed script writes
  libplot::SaveOptions save;             // dpi, tight bounding box, ...
};

// One skipped record or entry, where it is (for stderr and --report).
struct SkipPlace {
  std::string file;
  std::uint64_t line = 0;
  std::string field, reason;
};

// Skipped records, counted per reason across a run, and where each one is when the reader knows
// (thread-safe).
class SkipCounter {
 public:
  void add(const std::string& reason, std::uint64_t n = 1);
  void locate(SkipPlace place);
  std::map<std::string, std::uint64_t> counts() const;
  // In the order they were located (per input file: file order).
  std::vector<SkipPlace> places() const;

 private:
  mutable std::mutex mu_;
  std::map<std::string, std::uint64_t> counts_;
  std::vector<SkipPlace> places_;
};

// An input problem: the message names the file, the line and the field.
class InputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct Context {
  std::filesystem::path data_dir;                          // where inputs are found by name
  std::map<std::string, std::filesystem::path> overrides;  // Input::file -> a path given by option
  // Input::file -> every value of its option, in command-line order (inputs read as shards).
  std::map<std::string, std::vector<std::filesystem::path>> shard_lists;
  SkipCounter* skips = nullptr;
  unsigned jobs = 0;  // threads a paper may use to read its inputs (0: one per core)

  std::filesystem::path input(const std::string& file) const;
  // The values given for a sharded input, or {input(file)}.
  std::vector<std::filesystem::path> inputs(const std::string& file) const;
};

// What a figure says about its data besides the picture: "y limit [0, 1620] widened to
// [0, 2100]: 1 value above it". render_paper prints them after the figure.
using Notes = std::vector<std::string>;

// A figure ready to build, or the reason it cannot be.
struct FigureJob {
  FigureInfo info;
  std::function<libplot::Figure()> build;  // empty when `error` is set
  std::string error;
  std::shared_ptr<Notes> notes = std::make_shared<Notes>();  // filled by build()
};

class Paper {
 public:
  virtual ~Paper() = default;
  virtual std::string name() const = 0;
  virtual std::vector<Input> inputs() const = 0;
  virtual std::vector<FigureInfo> figures() const = 0;
  // The sample data shipped with the project.
  virtual std::filesystem::path default_data_dir() const = 0;
  // Reads what the selected figures need (each input file once) and returns one job per figure.
  // An input error fails only the figures that need that input.
  virtual std::vector<FigureJob> prepare(const Context& ctx, const std::vector<FigureInfo>& selected) = 0;
};

// All papers, in registration order (filled by the generated papers.cpp).
std::vector<std::unique_ptr<Paper>> all_papers();

}  // namespace paper
