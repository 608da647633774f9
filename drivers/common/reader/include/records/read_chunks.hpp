// read_records_in_chunks: one JSON Lines file parsed on several threads. The decompressed stream
// is cut into chunks of whole lines, each parsed on whichever thread is free into a part of its
// own, and the parts are merged one at a time in chunk order, so the caller's merge sees the file
// in order whatever the threads did first (docs/reader.md, "One file on several threads").
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>

#include "records/read.hpp"

namespace records {

// Where a chunk sits in its file.
struct ChunkInfo {
  std::uint64_t index = 0;       // 0, 1, 2, ... in file order
  std::uint64_t first_line = 1;  // the line number of its first line
};

// What one chunk's records are folded into, on the thread parsing that chunk.
class ChunkPart {
 public:
  virtual ~ChunkPart() = default;
  virtual void record(Record& record) = 0;
};

// Called on a parsing thread before a chunk's first record; on several threads at once, so it
// may only read what it shares.
using StartChunk = std::function<std::unique_ptr<ChunkPart>(const ChunkInfo& chunk)>;
// Called with each part once its chunk is parsed, one call at a time, in chunk order (on any of
// the threads; the calls are ordered by a lock, so the merge needs none of its own).
using MergeChunk = std::function<void(std::unique_ptr<ChunkPart> part, const ChunkInfo& chunk)>;

struct ChunkOptions {
  // Threads parsing, the calling thread included (which also decompresses while it is ahead).
  // 0: as many as processors this process may run on.
  unsigned threads = 0;
  // Bytes of whole lines per chunk (at least 4096; longer when a line ends past it): larger than
  // read_records' buffers, since each chunk costs a part and a merge. And how many bytes of
  // chunks may be decompressed, parsed or waiting for their merge at once (at least two chunks
  // per thread and one more).
  std::size_t chunk_bytes = std::size_t{1} << 20;
  std::size_t read_ahead_bytes = std::size_t{8} << 20;
};

// Reads `path` as read_records does, with these differences:
// - With more than one thread the chunks are parsed in parallel, within the read-ahead's memory.
// - One thread reads (one part, merged after the whole file, read_records' own rules for a
//   decompressing thread) when ChunkOptions::threads is 1, when the known size is under two
//   chunks, or when the machine is busy: ReadOptions::background_when_loaded is false and the
//   1-minute load average is at least the processors this process may use, or there is one.
// - The summary, the records each part sees (with their lines) and the error thrown are
//   read_records' on the same file, whatever the threads: the first bad line in file order is
//   thrown, after the parts of the chunks before it were merged (later parts are dropped unmerged). An
//   exception from a part or the merge propagates the same way, the first in chunk order winning.
// - The callbacks cannot stop the read early. With threads there is one part per chunk, and none
//   for an empty stream; with one thread one part, even for an empty file.
ReadSummary read_records_in_chunks(const std::filesystem::path& path, const StartChunk& start,
                                   const MergeChunk& merge, const ReadOptions& options = {},
                                   const ChunkOptions& chunk_options = {});

}  // namespace records
