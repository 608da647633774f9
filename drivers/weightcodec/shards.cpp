// Several results shards read in parallel and merged as if they were one file: their
// concatenation in the given order. Every aggregate is order-independent or rebuilt in that
// order, so the merge gives the same data whatever the number of threads.
#include <algorithm>
#include <atomic>
#include <exception>
#include <filesystem>
#include <limits>
#include <map>
#include <optional>
#include <thread>

#include "data.hpp"

namespace weightcodec {
namespace {

// Appends `part` (shard `shard`) after `into`, as if its records followed those of `into`.
class Merger {
 public:
  // `min_records`: how many lines of a method are kept for its skip report (Fig5Select).
  Merger(ResultsData& into, std::size_t min_records) : into_(into), min_records_(min_records) {}

  void append(ResultsData&& part, std::uint32_t shard) {
    into_.records += part.records;
    for (const auto& [reason, n] : part.skips) into_.skips[reason] += n;
    // A tensor seen in an earlier shard: its first record here replaces the earlier ratio, as a
    // rerun later in one file would (counted and located at that record's line).
    Located reruns;
    tensors(into_.bf16, part.bf16, shard, reruns);
    tensors(into_.q4k, part.q4k, shard, reruns);
    if (!reruns.empty()) {
      into_.skips[kRerunReason] += reruns.size();
      const auto middle = part.located.insert(part.located.end(), reruns.begin(), reruns.end());
      std::inplace_merge(part.located.begin(), middle, part.located.end(),
                         [](const LocatedSkip& a, const LocatedSkip& b) { return a.line < b.line; });
    }
    into_.located.insert(into_.located.end(), std::make_move_iterator(part.located.begin()),
                         std::make_move_iterator(part.located.end()));
    for (MethodSamples& m : part.methods) method(std::move(m));
  }

 private:
  void tensors(TensorRatios& into, const TensorRatios& part, std::uint32_t shard, Located& reruns) {
    for (std::size_t i = 0; i < part.names.size(); ++i) {
      const bool seen = into.index.count(part.names[i]) != 0;
      // The first line is this shard's first sight of the tensor; the kept ratio its last.
      into.set(part.names[i], part.ratios[i], part.first_lines[i], shard);
      if (seen) reruns.push_back({part.first_lines[i], "tensor_name", kRerunReason, into_.shard_file(shard)});
      const std::size_t at = into.index.at(part.names[i]);
      into.lines[at] = part.lines[i];
    }
  }

  void method(MethodSamples&& m) {
    auto [it, inserted] = index_.try_emplace({m.corpus, m.method}, into_.methods.size());
    if (inserted) {
      into_.methods.push_back(std::move(m));
      return;
    }
    MethodSamples& to = into_.methods[it->second];
    to.count += m.count;
    to.weighted_ratio_sum.add(m.weighted_ratio_sum);
    to.input_bytes_sum.add(m.input_bytes_sum);
    // The exact size, so that the merged speeds take no more than one file's would.
    std::vector<double> mbps;
    mbps.reserve(to.mbps.size() + m.mbps.size());
    mbps.insert(mbps.end(), to.mbps.begin(), to.mbps.end());
    mbps.insert(mbps.end(), m.mbps.begin(), m.mbps.end());
    to.mbps = std::move(mbps);
    std::vector<double>().swap(m.mbps);
    for (std::size_t i = 0; i < m.lines.size() && to.lines.size() < min_records_; ++i) {
      to.lines.push_back(m.lines[i]);
      to.line_shards.push_back(m.line_shards[i]);
    }
  }

  ResultsData& into_;
  std::size_t min_records_;
  std::map<std::pair<std::string, std::string>, std::size_t> index_;
};

// Below this many bytes on disk (about 8 MB decompressed at zstd's usual ratios) a file is read
// faster without a decompressing thread (docs/weightcodec.md, "Threads").
constexpr std::uintmax_t kSmallFileBytes = std::uintmax_t{1} << 20;

}  // namespace

bool decompress_in_background(const std::filesystem::path& shard, unsigned readers) {
  // Several readers share the cores between them.
  if (readers != 1) return false;
  // Standard input and anything unreadable are not small (the reader reports the latter).
  if (shard == "-") return true;
  std::error_code error;
  if (!std::filesystem::is_regular_file(shard, error)) return true;
  const std::uintmax_t size = std::filesystem::file_size(shard, error);
  return error || size >= kSmallFileBytes;
}

ResultsData read_results_shards(const std::vector<ResultsShard>& shards, const ResultsWanted& wanted, unsigned threads) {
  const std::size_t n = shards.size();
  threads = static_cast<unsigned>(std::clamp<std::size_t>(threads, 1, std::max<std::size_t>(n, 1)));
  std::vector<std::optional<ResultsData>> parts(n);
  std::vector<std::exception_ptr> errors(n);
  // Shards after a failed one stop early; those before it still finish, so the error thrown is
  // always the first shard's in order, whatever the threads did first.
  std::atomic<std::size_t> first_failed{std::numeric_limits<std::size_t>::max()};
  std::atomic<std::size_t> next{0};
  auto worker = [&] {
    for (std::size_t i = next++; i < n; i = next++) {
      if (i > first_failed.load()) continue;
      try {
        const bool background = decompress_in_background(shards[i].path, threads);
        parts[i] = read_results_shard(shards[i], static_cast<std::uint32_t>(i), wanted, background,
                                      [&first_failed, i] { return i < first_failed.load(std::memory_order_relaxed); });
      } catch (...) {
        errors[i] = std::current_exception();
        std::size_t seen = first_failed.load();
        while (i < seen && !first_failed.compare_exchange_weak(seen, i)) {
        }
      }
    }
  };
  if (threads == 1) {
    worker();
  } else {
    std::vector<std::jthread> pool;
    for (unsigned t = 0; t < threads; ++t) pool.emplace_back(worker);
  }
  for (std::size_t i = 0; i < n; ++i)
    if (errors[i]) std::rethrow_exception(errors[i]);

  ResultsData out;
  for (const auto& s : shards) {
    out.file.append(out.file.empty() ? "" : ", ").append(s.name);
    out.shard_files.push_back(s.name);
  }
  Merger merger(out, wanted.fig5 ? wanted.fig5->min_records : 0);
  for (std::size_t i = 0; i < n; ++i) {
    merger.append(std::move(*parts[i]), static_cast<std::uint32_t>(i));
    parts[i].reset();
  }
  return out;
}

}  // namespace weightcodec
