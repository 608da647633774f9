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

}  // namespace records::detail
