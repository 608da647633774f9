// bench_results_pass FILE [--threads N] [--chunk-kb K] [--when-loaded]
//
// The results pass of render_paper's weightcodec fig5 alone (read, fold, fig5's points), without
// drawing: for timing the pass from outside, one run per process. --threads 1 reads as
// read_results_shard does for one file (a decompressing thread unless the machine is loaded);
// N > 1 parses chunks of the file on N threads (read_results_chunked), and --when-loaded keeps
// them on a loaded machine. Prints the records, the points and a checksum of the points.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cstdint>
#include <string>

#include "data.hpp"
#include "records/document.hpp"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: bench_results_pass FILE [--threads N] [--chunk-kb K] [--when-loaded]\n");
    return 2;
  }
  unsigned threads = 1;
  std::size_t chunk_bytes = weightcodec::kResultsChunkBytes;
  bool when_loaded = false;
  for (int i = 2; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--threads") && i + 1 < argc)
      threads = static_cast<unsigned>(std::atoi(argv[++i]));
    else if (!std::strcmp(argv[i], "--chunk-kb") && i + 1 < argc)
      chunk_bytes = std::size_t(std::atoi(argv[++i])) << 10;
    else if (!std::strcmp(argv[i], "--when-loaded")) when_loaded = true;
    else {
      std::fprintf(stderr, "bench_results_pass: unknown argument %s\n", argv[i]);
      return 2;
    }
  }
  try {
    const auto words = records::JsonDocument::load(WEIGHTCODEC_WORDS);
    const auto fig5 = weightcodec::Fig5Select::of(paper::Section::root(words).at("fig5"));
    const weightcodec::ResultsWanted wanted{.fig5 = fig5};
    const weightcodec::ResultsShard shard{argv[1], argv[1]};
    weightcodec::ResultsData data =
        threads > 1 ? weightcodec::read_results_chunked(shard, 0, wanted, threads, chunk_bytes, when_loaded)
                    : weightcodec::read_results_shard(shard, 0, wanted, true, [] { return true; });
    // Where every skip is, hashed (FNV-1a): the same list in the same order whatever the threads.
    std::uint64_t places = 1469598103934665603ull;
    for (const auto& l : data.located)
      for (const std::string& part : {std::to_string(l.line), l.field, l.reason})
        for (char c : part + ";") places = (places ^ static_cast<unsigned char>(c)) * 1099511628211ull;
    weightcodec::SkipCounts skips;
    const auto points = weightcodec::fig5_points(data, fig5, skips);
    double checksum = 0;
    for (const auto& p : points) checksum += p.ratio * 1e-3 + p.mbps * 1e-6 + static_cast<double>(p.n);
    std::printf("records %llu points %zu located %zu places %016llx checksum %.17g\n",
                static_cast<unsigned long long>(data.records), points.size(), data.located.size(),
                static_cast<unsigned long long>(places), checksum);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "bench_results_pass: %s\n", e.what());
    return 1;
  }
  return 0;
}
