// How a file is read: on a second thread through a ring of buffers, or on the calling thread
// through one buffer sized to it; and whether the machine has cores to spare for threads.
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
// file) gains nothing from a second thread: the parser would wait for its one chunk anyway, and
// the ring would zero megabytes for kilobytes. It is read on the calling thread into one buffer of
// its size plus one byte (so its end is seen without growing the buffer). Anything else is read
// as the options say.
ReadPlan plan_reading(std::optional<std::uint64_t> known_size, std::size_t chunk_bytes, bool background);

// Loaded: a second thread would find no core of its own. The 1-minute load average (which counts
// runnable threads, this one included) is at least twice the processors the process may use, or
// it may use one. On 2 cores a decompressing thread cost 1.12-1.16x the CPU of one thread at load
// 8-9 and gained no wall time; at load 2 it read 1.4x faster (docs/reader.md, "Threads").
bool machine_loaded(double load_average, int usable_processors);
// Busy: threads parsing one file's chunks would find no free core (the load at least the
// processors, or one processor). At load 2-3 on 2 cores two parsing threads took 1.09x the wall
// and CPU of a decompressing thread and a parsing one.
bool machine_busy(double load_average, int usable_processors);
// The same for this process now (getloadavg, sched_getaffinity); false when either is unknown.
bool machine_loaded_now();
bool machine_busy_now();
// The processors this process may run on; 1 when unknown.
unsigned usable_processors();

}  // namespace records::detail
