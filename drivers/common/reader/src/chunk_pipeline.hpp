// Moves chunks of whole lines from the byte source to the parser: either on the caller's thread,
// or from a background thread that decompresses ahead into a small ring of buffers.
#pragma once

#include <cstddef>
#include <memory>

#include "line_chunker.hpp"

namespace records::detail {

class ChunkPipeline {
 public:
  virtual ~ChunkPipeline() = default;
  // The next chunk in stream order; after `end` or `failure` there are no more.
  virtual Chunk next() = 0;
  // The caller is done with a `lines` chunk's buffer.
  virtual void release(const Chunk& chunk) = 0;
  // Decompressed bytes read so far; exact once `end` or `failure` has been returned.
  virtual std::size_t bytes_read() const = 0;
};

// `read_ahead_bytes` counts only for the background pipeline: how many bytes of published chunks
// may wait for the parser (at least one chunk waits, whatever its size).
std::unique_ptr<ChunkPipeline> make_chunk_pipeline(ByteSource& source, std::size_t chunk_bytes,
                                                   std::size_t read_ahead_bytes,
                                                   std::size_t max_record_bytes, bool skip_overlong,
                                                   bool background);

}  // namespace records::detail
