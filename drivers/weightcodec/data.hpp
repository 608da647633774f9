#pragma once
// The weightcodec paper's data: the three atlases, one streaming pass over the results file that
// feeds figures 2 and 5, and what each figure draws from them, selected by its words. Nothing here
// draws: this part uses the record reader and the words file, so its tests need no renderer.
//
// Semantics follow the seed weightcodec_render_figures.py; where the seed would crash on a bad
// record (a method entry that is a number, "methods": null, a ratio that is a string, ...) the
// record or entry is skipped instead. Every skip is counted under a short stable reason
// (docs/weightcodec.md lists them); malformed lines, truncated or missing files are errors
// (records::ReadError naming file and line) that fail only the figures needing that file.
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "exact_sum.hpp"
#include "paper/section.hpp"

namespace weightcodec {

// Skipped items per reason ("results: record without methods" -> 2).
using SkipCounts = std::map<std::string, std::uint64_t>;

// ---------------------------------------------------------------- words (figures.json)
// Each figure reads its own section of figures.json ("fig2") through paper::Section, so a missing
// or bad key fails only that figure, with the file, the line and the key path. The shared results
// pass takes what it folds from the same sections, read up front by the structs below.

// What the results pass folds for figure 2: per tensor, one method of each of two record kinds.
struct Fig2Select {
  std::string bf16_kind, bf16_method, q4k_kind, q4k_method;
  static Fig2Select of(const paper::Section& fig2);
};

struct MethodClass {
  std::string name;    // also the theme palette entry of its colour
  std::string marker;  // matplotlib marker ("o", "s", "^", "D")
  std::vector<std::string> methods;
};

// Figure 5's method classes (its section's "classes" and "default_class").
struct MethodClasses {
  std::vector<MethodClass> classes;
  std::string default_class;
  static MethodClasses of(const paper::Section& fig5);
  // The class of a method (the default class for a method no class lists).
  const MethodClass& of_method(std::string_view method) const;
};

// What it folds for figure 5: every method of the benchmarked record kinds, per corpus, and how
// the points are made of them.
struct Fig5Select {
  std::map<std::string, std::string> corpus_for_kind;  // _kind -> corpus
  std::size_t min_records = 0;  // fewer samples: the method is not drawn (its lines are kept for the report)
  MethodClasses classes;
  static Fig5Select of(const paper::Section& fig5);
};

// ---------------------------------------------------------------- JSON scalar fields

// A numeric field as read: absent, null, a number, or another JSON type.
struct Num {
  enum class State : std::uint8_t { missing, null, number, other } state = State::missing;
  double value = 0;
  bool is_number() const { return state == State::number; }
  // Python truthiness of the value, as `x and y` in the seed (strings and objects count as
  // "other": the seed would crash on them, so callers skip them separately).
  bool truthy() const { return state == State::number && value != 0; }
};

// A string field as read.
struct Str {
  enum class State : std::uint8_t { missing, null, string, other } state = State::missing;
  std::string value;
  bool is_string() const { return state == State::string; }
};

// ---------------------------------------------------------------- atlases

// One atlas field as read: a number, a string, null or another type (the other view then says
// State::other).
struct AtlasField {
  std::string key;
  Num num;
  Str str;
};
// One atlas record: every top-level field, looked up by the key a figure's words name, so reading
// an atlas needs no words.
struct AtlasRow {
  std::uint64_t line = 0;                      // in the atlas file, for skip reports
  std::vector<AtlasField> fields;              // in file order
  const Num& num(std::string_view key) const;  // State::missing when absent
  const Str& str(std::string_view key) const;
};
struct Atlas {
  std::string file;
  std::vector<AtlasRow> rows;  // every record, in file order
};
// Reads an atlas (JSON Lines); throws records::ReadError naming the file and line.
Atlas load_atlas(const std::filesystem::path& file);

// ---------------------------------------------------------------- results: one streaming pass

// What the pass folds: nothing for a figure that is not wanted.
struct ResultsWanted {
  std::optional<Fig2Select> fig2 = std::nullopt;  // per-tensor ratios of the two fig2 methods
  std::optional<Fig5Select> fig5 = std::nullopt;  // per (corpus, method) samples
};

// Per tensor, the ratio of the last rerun that carried the method (the seed's dict
// assignment), in first-seen order. A null ratio is kept as null (it drops the point later,
// as in the seed).
struct TensorRatios {
  std::vector<std::string> names;
  std::vector<Num> ratios;
  std::vector<std::uint64_t> lines;        // the results line each ratio came from
  std::vector<std::uint32_t> shards;       // ... and its shard (ResultsData::shard_files)
  std::vector<std::uint64_t> first_lines;  // the line where each name was first seen
  // Where ResultsData::located stood at that first sight: where a rerun skip for it goes when a
  // later part is merged after an earlier one that had the name (Merger).
  std::vector<std::size_t> first_located;
  std::unordered_map<std::string, std::size_t> index;
  // Returns true when `name` had a ratio already (a rerun replaced it).
  bool set(std::string_view name, Num ratio, std::uint64_t line = 0, std::uint32_t shard = 0,
           std::size_t located_at = 0);
};

// One (corpus, method): the samples figure 5 folds. Only the speeds are kept, for the exact
// median; the byte-weighted ratio is two running sums.
struct MethodSamples {
  std::string corpus, method;
  std::uint64_t count = 0;
  // Exact sums (rounded once when read), so that they do not depend on the order the samples
  // were added in: the figures are the same however the results are split into shards.
  ExactSum weighted_ratio_sum;             // sum of ratio * (input_bytes or 1)
  ExactSum input_bytes_sum;                // sum of input_bytes
  std::vector<double> mbps;                // decompress_MBps per sample
  std::vector<std::uint64_t> lines;        // results lines of the first samples (up to min_records)
  std::vector<std::uint32_t> line_shards;  // ... and their shards
};

// One skipped record or entry, where it is: line and field of `file` (the results file when
// empty).
struct LocatedSkip {
  std::uint64_t line = 0;
  std::string field, reason;
  std::string file;
};
using Located = std::vector<LocatedSkip>;

struct ResultsData {
  std::string file;                      // the results file, or its shards' names joined by ", "
  std::vector<std::string> shard_files;  // how reports name each shard (empty: `file`)
  std::uint64_t records = 0;
  TensorRatios bf16, q4k;              // figure 2
  std::vector<MethodSamples> methods;  // figure 5, in first-seen order
  SkipCounts skips;
  std::vector<LocatedSkip> located;  // every skip counted in `skips`, in file order (shard order)

  // The name of shard `i` in reports.
  const std::string& shard_file(std::uint32_t i) const {
    return i < shard_files.size() ? shard_files[i] : file;
  }
};

// Reads the results file once, folding only what the wanted figures need. Throws
// records::ReadError on a malformed line or a truncated/corrupt/missing file.
ResultsData read_results(const std::filesystem::path& file, const ResultsWanted& wanted);

// One results shard: where to read it, and how reports name it (paper/shards.hpp orders them).
struct ResultsShard {
  std::filesystem::path path;  // "-": standard input
  std::string name;
};

// Reads several shards, up to `threads` at once (at least 1), and merges them as if they were
// one file, their concatenation in the given order: the same ResultsData, byte for byte,
// whatever `threads` is (docs/weightcodec.md, "Several results shards"). Skips are located
// with the shard's name. Throws the error of the first failing shard in that order.
// The skip reason of a record whose tensor already had a figure 2 ratio (in its shard or an
// earlier one).
inline constexpr const char* kRerunReason = "results: rerun replaces an earlier result";

// One shard's pass alone, its lines tagged with `index` and its skips located with its name;
// `background` decompresses on a second thread; the read stops early when `go_on` says false.
ResultsData read_results_shard(const ResultsShard& shard, std::uint32_t index, const ResultsWanted& wanted,
                               bool background, const std::function<bool()>& go_on);

ResultsData read_results_shards(const std::vector<ResultsShard>& shards, const ResultsWanted& wanted,
                                unsigned threads);

// One shard read with its parsing spread over up to `threads` threads (records::
// read_records_in_chunks: chunks of `chunk_bytes` of its lines, each folded into a part of its
// own, the parts merged in file order): the same ResultsData, and the same error, as
// read_results_shard, whatever `threads` and `chunk_bytes` are. read_results_shards reads one
// shard of at least 1 MB this way.
// `when_loaded`: parse on the threads even when the machine is loaded (tests, benchmarks).
inline constexpr std::size_t kResultsChunkBytes = std::size_t{1} << 20;
ResultsData read_results_chunked(const ResultsShard& shard, std::uint32_t index, const ResultsWanted& wanted,
                                 unsigned threads, std::size_t chunk_bytes = kResultsChunkBytes,
                                 bool when_loaded = false);

// Whether a shard read by one of `readers` reader threads is decompressed on a thread of its
// own: only when it is read alone, and not for a file under 1 MB on disk, where the thread and
// its read-ahead buffers cost more than the overlap saves (docs/weightcodec.md, "Threads").
bool decompress_in_background(const std::filesystem::path& shard, unsigned readers);

// ---------------------------------------------------------------- per-figure data

struct Fig1Data {
  struct Bar {
    std::string tensor;
    double h_byte1, h_byte0;
  };
  struct Group {
    std::string category;
    std::vector<Bar> bars;
  };
  std::vector<Group> groups;  // non-empty groups, in the words' category order
};
// Every aggregation reads the keys it selects from its figure's section, counts its skips per
// reason in `skips` and, when `located` is given, lists each one with its file, line and field.
Fig1Data fig1_data(const Atlas& bf16, const paper::Section& fig1, SkipCounts& skips,
                   Located* located = nullptr);

struct Fig2Data {
  std::vector<std::pair<double, double>> bf16, q4k;  // (ceiling, achieved ratio)
};
Fig2Data fig2_data(const ResultsData& results, const Atlas& bf16, const Atlas& q4k,
                   const paper::Section& fig2, SkipCounts& skips, Located* located = nullptr);

// Values of a histogram field (fig3: H_nibble of the Q4_K atlas, fig4: corr_pearson).
std::vector<double> fig3_values(const Atlas& q4k, const paper::Section& fig3, SkipCounts& skips,
                                Located* located = nullptr);
std::vector<double> fig4_values(const Atlas& layer, const paper::Section& fig4, SkipCounts& skips,
                                Located* located = nullptr);
// The source models of the pairs figure 4 draws (rows with a number), sorted; std::nullopt when
// one of those rows does not name its model.
std::optional<std::vector<std::string>> fig4_models(const Atlas& layer, const paper::Section& fig4);

// numpy.median: the middle value, or the mean of the two middle values. Reorders `v`.
double median(std::vector<double>& v);

struct ParetoPoint {
  std::string corpus, method, cls;
  double ratio = 0;  // byte-weighted mean ratio
  double mbps = 0;   // median decompress MB/s
  std::uint64_t n = 0;
  bool front = false;
};
// Points with at least min_records samples, in first-seen order, with the Pareto
// front marked. Consumes the speeds (medians are taken in place).
std::vector<ParetoPoint> fig5_points(ResultsData& results, const Fig5Select& fig5, SkipCounts& skips,
                                     Located* located = nullptr);
// The seed's rule: a point is on the front unless another point has both throughput and ratio
// at least as high and one of them higher. `xy` is (mbps, ratio).
std::vector<bool> pareto_front(const std::vector<std::pair<double, double>>& xy);

}  // namespace weightcodec
