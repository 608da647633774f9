// How a file is read: on a second thread through a ring of buffers, or on the calling thread
// through one buffer sized to it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>

namespace records::detail {

struct ReadPlan {
  std::size_t chunk_bytes;  // the buffers' usual size
  bool background;          // a decompressing thread with its ring of read-ahead buffers
  friend bool operator==(const ReadPlan&, const ReadPlan&) = default;
};

// A file whose decompressed size is known and smaller than one chunk (an atlas, a figure's data
// file) gains nothing from a second thread: the whole of it would be one chunk that the parser
// waits for anyway, and the ring would zero megabytes for kilobytes. It is read on the calling
// thread into one buffer of its size plus one byte (so its end is seen without growing the
// buffer). Anything else is read as the options say.
ReadPlan plan_reading(std::optional<std::uint64_t> known_size, std::size_t chunk_bytes, bool background);

// Whether a second thread would find no core of its own: the 1-minute load average (which counts
// runnable threads, this one included) at least twice the processors the process may use, or a
// single processor. On 2 cores the decompressing thread cost 1.12-1.16x the CPU of one thread at
// load 8-9 and gained no wall time; at load 2 it read 1.4x faster (docs/reader.md, "Third pass").
bool machine_loaded(double load_average, int usable_processors);
// The same for this process now (getloadavg, sched_getaffinity); false when either is unknown.
bool machine_loaded_now();
// Whether the processors are busy enough that threads parsing one file's chunks
// (read_records_in_chunks) would find no free core: the 1-minute load average at least the
// processors the process may use, or a single processor. Between that and machine_loaded the
// file is read as read_records reads it (a decompressing thread and a parsing one): at load 2-3
// on 2 cores two parsing threads took 1.09x its wall and CPU (docs/benchmarks.md, "Fifth pass").
bool machine_busy(double load_average, int usable_processors);
bool machine_busy_now();
// The processors this process may run on (sched_getaffinity); 1 when unknown.
unsigned usable_processors();

}  // namespace records::detail
