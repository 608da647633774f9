// bench_reader FILE [--reps N] [--inline | --background] [--chunk-kb N] [--ahead-kb N]
//              [--reader-only] [--sum-only]
//
// Measures in one run, over the same file and alternating repetitions:
//   (a) zstd_raw: streaming zstd decompression into a discarded buffer (the floor: what the
//       reader would cost if parsing were free);
//   (b) reader: records::read_records decompressing, parsing and extracting what fig5 of the
//       weightcodec paper reads (_kind, input_bytes, and per method ratio and decompress_MBps).
// Prints MB/s of decompressed JSON for both, in wall time and in CPU time (user + system of the
// whole process, so the reader's decompression thread counts), their medians, the reader's peak
// RSS, "reader_vs_zstd_cpu RATIO" (the same ratio in CPU time: what the reader costs when no core
// is free for its second thread) and as its last line "reader_vs_zstd RATIO" (median reader
// MB/s / median zstd_raw MB/s, wall). --reader-only runs (b) alone, REPS times, for timing the
// process from outside against `zstd -dc FILE`. --sum-only reads the same fields but only sums
// them (as bench_floor does), without fig5's fold: what the reader itself costs. The reader reads
// as ReadOptions' defaults say (a background thread unless the machine is loaded); --inline never
// starts the thread, --background always does.
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zstd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>

#include "fig5_aggregate.hpp"
#include "records/records.hpp"

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t n = values.size();
  return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

// User + system CPU seconds of the whole process so far (every thread).
double cpu_seconds() {
  struct rusage usage {};
  getrusage(RUSAGE_SELF, &usage);
  auto s = [](const timeval& t) {
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6;
  };
  return s(usage.ru_utime) + s(usage.ru_stime);
}

double peak_rss_mb() {
  struct rusage usage {};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_maxrss) / 1024.0;  // ru_maxrss is in KiB on Linux
}

// (a): decompressed bytes of the file, decoded as a stream into one reused buffer.
std::uint64_t decompress_discarding(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw std::runtime_error("cannot open " + path);
  std::vector<char> input(ZSTD_DStreamInSize());
  std::vector<char> output(ZSTD_DStreamOutSize());
  ZSTD_DCtx* context = ZSTD_createDCtx();
  std::uint64_t total = 0;
  std::size_t last = 0;
  for (;;) {
    const ssize_t got = ::read(fd, input.data(), input.size());
    if (got < 0) throw std::runtime_error("read error");
    if (got == 0) break;
    ZSTD_inBuffer in{input.data(), static_cast<std::size_t>(got), 0};
    while (in.pos < in.size) {
      ZSTD_outBuffer out{output.data(), output.size(), 0};
      last = ZSTD_decompressStream(context, &out, &in);
      if (ZSTD_isError(last)) throw std::runtime_error(ZSTD_getErrorName(last));
      total += out.pos;
    }
  }
  // Drain what the decoder still holds.
  for (;;) {
    ZSTD_inBuffer in{nullptr, 0, 0};
    ZSTD_outBuffer out{output.data(), output.size(), 0};
    last = ZSTD_decompressStream(context, &out, &in);
    if (ZSTD_isError(last)) throw std::runtime_error(ZSTD_getErrorName(last));
    total += out.pos;
    if (out.pos == 0) break;
  }
  ZSTD_freeDCtx(context);
  ::close(fd);
  return total;
}

struct ReaderRun {
  std::uint64_t bytes = 0;
  std::uint64_t records = 0;
  std::size_t points = 0;
  double checksum = 0;  // sum of the plotted points' coordinates: same on every repetition
};

// The fields fig5 reads, added to `sum` in bench_floor's order (so the two checksums agree): the
// reader's cost without fig5's fold.
void sum_fig5_fields(records::Record& record, double& sum) {
  auto kind = record.string("_kind");
  if (!kind || bench::corpus_for_kind(*kind).empty()) return;
  sum += static_cast<double>(record.integer("input_bytes").value_or(0));
  auto methods = record.object("methods");
  if (!methods) return;
  static constexpr std::string_view kKeys[] = {"ratio", "decompress_MBps"};
  methods->for_each_numbers(kKeys, [&](records::NumbersEntry& method) {
    if (!method.object) return;
    sum += method.numbers[0].value_or(0) + method.numbers[1].value_or(0);
  });
}

// (b): the reader doing fig5's extraction (`sum_only`: the fields without the fold).
ReaderRun read_for_fig5(const std::string& path, const records::ReadOptions& options, bool sum_only) {
  if (sum_only) {
    ReaderRun run;
    const records::ReadSummary summary = records::read_records(
        path, [&](records::Record& record) { sum_fig5_fields(record, run.checksum); }, options);
    run.bytes = summary.bytes;
    run.records = summary.records;
    return run;
  }
  bench::Fig5Aggregate aggregate;
  const records::ReadSummary summary = records::read_records(
      path, [&](records::Record& record) { aggregate.add(record); }, options);
  ReaderRun run;
  run.bytes = summary.bytes;
  run.records = summary.records;
  for (const bench::MethodPoint* point : aggregate.plotted()) {
    ++run.points;
    run.checksum += point->byte_weighted_ratio() + point->speeds.median();
  }
  return run;
}

}  // namespace

int main(int argc, char** argv) {
  std::string path;
  int reps = 5;
  bool reader_only = false;
  bool sum_only = false;
  records::ReadOptions options;
  try {
    for (int i = 1; i < argc; ++i) {
      const std::string arg = argv[i];
      if (arg == "--reps" && i + 1 < argc) reps = std::max(1, std::stoi(argv[++i]));
      else if (arg == "--inline") options.background_decompression = false;
      else if (arg == "--background") options.background_when_loaded = true;
      else if (arg == "--reader-only") reader_only = true;
      else if (arg == "--sum-only") sum_only = true;
      else if (arg == "--chunk-kb" && i + 1 < argc) options.chunk_bytes = std::stoul(argv[++i]) << 10;
      else if (arg == "--ahead-kb" && i + 1 < argc) options.read_ahead_bytes = std::stoul(argv[++i]) << 10;
      else if (path.empty() && !arg.starts_with("--")) path = arg;
      else
        throw std::runtime_error(
            "usage: bench_reader FILE [--reps N] [--inline | --background] [--chunk-kb N] "
            "[--ahead-kb N] [--reader-only] [--sum-only]");
    }
    if (path.empty())
      throw std::runtime_error(
          "usage: bench_reader FILE [--reps N] [--inline | --background] [--chunk-kb N] [--ahead-kb "
          "N] [--reader-only] [--sum-only]");

    struct stat info {};
    if (::stat(path.c_str(), &info) != 0) throw std::runtime_error("cannot stat " + path);
    std::printf("file %s: %lld bytes compressed, %s decompression\n", path.c_str(),
                static_cast<long long>(info.st_size),
                !options.background_decompression ? "inline"
                : options.background_when_loaded  ? "background"
                                                  : "background (inline when the machine is loaded)");

    // The reader runs first, so the peak RSS read after it is the reader's (the raw decoder's own
    // peak, a few MB, is printed separately).
    ReaderRun first = read_for_fig5(path, options, sum_only);
    const double reader_rss = peak_rss_mb();
    std::printf("fig5: %llu records, %zu (corpus, method) points, checksum %.6f\n",
                static_cast<unsigned long long>(first.records), first.points, first.checksum);
    if (reader_only) {
      for (int rep = 2; rep <= reps; ++rep)
        if (read_for_fig5(path, options, sum_only).checksum != first.checksum)
          throw std::runtime_error("repetitions disagree");
      return 0;
    }

    std::vector<double> raw_mbps, reader_mbps, raw_cpu_mbps, reader_cpu_mbps;
    for (int rep = 1; rep <= reps; ++rep) {
      auto start = std::chrono::steady_clock::now();
      double cpu_start = cpu_seconds();
      const std::uint64_t raw_bytes = decompress_discarding(path);
      const double raw_seconds = seconds_since(start);
      const double raw_cpu = cpu_seconds() - cpu_start;

      start = std::chrono::steady_clock::now();
      cpu_start = cpu_seconds();
      const ReaderRun run = read_for_fig5(path, options, sum_only);
      const double reader_seconds = seconds_since(start);
      const double reader_cpu = cpu_seconds() - cpu_start;

      if (run.bytes != raw_bytes || run.checksum != first.checksum) {
        throw std::runtime_error("repetitions disagree");
      }
      raw_mbps.push_back(static_cast<double>(raw_bytes) / 1e6 / raw_seconds);
      reader_mbps.push_back(static_cast<double>(run.bytes) / 1e6 / reader_seconds);
      raw_cpu_mbps.push_back(static_cast<double>(raw_bytes) / 1e6 / raw_cpu);
      reader_cpu_mbps.push_back(static_cast<double>(run.bytes) / 1e6 / reader_cpu);
      std::printf("rep %d: %llu bytes, zstd_raw %.1f MB/s (cpu %.1f), reader %.1f MB/s (cpu %.1f)\n", rep,
                  static_cast<unsigned long long>(raw_bytes), raw_mbps.back(), raw_cpu_mbps.back(),
                  reader_mbps.back(), reader_cpu_mbps.back());
      std::fflush(stdout);
    }
    const double raw = median(raw_mbps);
    const double reader = median(reader_mbps);
    std::printf("zstd_raw_median_MBps %.1f\n", raw);
    std::printf("reader_median_MBps %.1f\n", reader);
    std::printf("reader_peak_rss_MB %.1f\n", reader_rss);
    double load[3] = {0, 0, 0};
    if (getloadavg(load, 3) == 3) std::printf("load_average %.2f %.2f %.2f\n", load[0], load[1], load[2]);
    std::printf("process_peak_rss_MB %.1f\n", peak_rss_mb());
    std::printf("reader_vs_zstd_cpu %.3f\n", median(reader_cpu_mbps) / median(raw_cpu_mbps));
    std::printf("reader_vs_zstd %.3f\n", reader / raw);
    return 0;
  } catch (const std::exception& error) {
    std::fprintf(stderr, "bench_reader: %s\n", error.what());
    return 1;
  }
}
