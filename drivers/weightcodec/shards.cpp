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
#include "merger.hpp"

namespace weightcodec {
namespace {

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

ResultsData read_results_shards(const std::vector<ResultsShard>& shards, const ResultsWanted& wanted,
                                unsigned threads) {
  const std::size_t n = shards.size();
  const unsigned parse_threads = std::max(threads, 1u);  // for one shard's chunks
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
        // One shard alone, not small: its chunks are parsed on the threads (the reader keeps one
        // thread when the machine is loaded).
        if (n == 1 && parse_threads > 1 && decompress_in_background(shards[i].path, 1)) {
          parts[i] = read_results_chunked(shards[i], static_cast<std::uint32_t>(i), wanted, parse_threads);
        } else {
          parts[i] = read_results_shard(
              shards[i], static_cast<std::uint32_t>(i), wanted, background,
              [&first_failed, i] { return i < first_failed.load(std::memory_order_relaxed); });
        }
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
