// Moves chunks of whole lines from the byte source to the parser: on the caller's thread through
// one buffer, or from a thread that decompresses ahead into a small ring of buffers.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "line_chunker.hpp"

namespace records::detail {

class ChunkPipeline {
 public:
  // With `background`, at most `read_ahead_bytes` of chunks wait for the parser (at least one
  // chunk waits, whatever its size).
  ChunkPipeline(ByteSource& source, std::size_t chunk_bytes, std::size_t read_ahead_bytes,
                std::size_t max_record_bytes, bool skip_overlong, bool background);
  ChunkPipeline(const ChunkPipeline&) = delete;
  ChunkPipeline& operator=(const ChunkPipeline&) = delete;
  ~ChunkPipeline();

  // The next chunk in stream order; after `end` or `failure` there are no more.
  Chunk next();
  // The caller is done with a chunk's buffer.
  void release(const Chunk& chunk);
  // Decompressed bytes read so far; exact once `end` or `failure` has been returned.
  std::size_t bytes_read() const;

 private:
  void produce();

  LineChunker chunker_;
  std::vector<std::unique_ptr<ChunkBuffer>> buffers_;
  const std::size_t read_ahead_bytes_;
  mutable std::mutex mutex_;
  std::condition_variable free_ready_;
  std::condition_variable full_ready_;
  std::deque<ChunkBuffer*> free_;
  std::deque<Chunk> full_;
  std::size_t bytes_read_ = 0;
  std::size_t in_flight_bytes_ = 0;  // capacity of published buffers not yet released
  bool stopping_ = false;
  std::thread producer_;  // none on the caller's thread; last: starts once the rest exists
};

}  // namespace records::detail
