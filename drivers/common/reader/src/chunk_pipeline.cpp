#include "chunk_pipeline.hpp"

#include <algorithm>

namespace records::detail {

// In the background, buffers: one being parsed, one being filled, the rest absorb jitter between
// the two sides (a thread that sleeps waits for the scheduler to wake it). Buffers grown for long
// lines count at their size against the read-ahead and shrink once free, so memory stays within
// read_ahead_bytes plus a few records at the cap.
ChunkPipeline::ChunkPipeline(ByteSource& source, std::size_t chunk_bytes, std::size_t read_ahead_bytes,
                             std::size_t max_record_bytes, bool skip_overlong, bool background)
    : chunker_(source, chunk_bytes, max_record_bytes, skip_overlong), read_ahead_bytes_(read_ahead_bytes) {
  const std::size_t buffers = background ? std::max<std::size_t>(read_ahead_bytes / chunk_bytes, 3) : 1;
  for (std::size_t i = 0; i < buffers; ++i) {
    buffers_.push_back(std::make_unique<ChunkBuffer>(chunk_bytes));
    free_.push_back(buffers_.back().get());
  }
  if (background) producer_ = std::thread([this] { produce(); });
}

ChunkPipeline::~ChunkPipeline() {
  if (!producer_.joinable()) return;
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  free_ready_.notify_all();
  producer_.join();
}

Chunk ChunkPipeline::next() {
  // On the caller's thread one buffer is refilled in place once the caller is done with it.
  if (!producer_.joinable()) return chunker_.next(*buffers_.front());
  Chunk chunk;
  {
    std::unique_lock lock(mutex_);
    full_ready_.wait(lock, [this] { return !full_.empty(); });
    chunk = std::move(full_.front());
    full_.pop_front();
  }
  // The producer also waits for an empty queue (read-ahead full), and a chunk without a buffer
  // (an overlong line, the end) is never released: taking it must wake the producer too.
  free_ready_.notify_one();
  return chunk;
}

void ChunkPipeline::release(const Chunk& chunk) {
  if (!producer_.joinable() || chunk.buffer == nullptr) return;
  {
    std::lock_guard lock(mutex_);
    in_flight_bytes_ -= chunk.buffer->capacity();
    free_.push_back(chunk.buffer);
  }
  free_ready_.notify_one();
}

std::size_t ChunkPipeline::bytes_read() const {
  if (!producer_.joinable()) return chunker_.bytes_read();
  std::lock_guard lock(mutex_);
  return bytes_read_;
}

void ChunkPipeline::produce() {
  for (;;) {
    ChunkBuffer* buffer = nullptr;
    {
      std::unique_lock lock(mutex_);
      // A free buffer, and room in the read-ahead unless the parser has nothing queued.
      free_ready_.wait(lock, [this] {
        return stopping_ || (!free_.empty() && (in_flight_bytes_ < read_ahead_bytes_ || full_.empty()));
      });
      if (stopping_) return;
      buffer = free_.front();
      free_.pop_front();
    }
    Chunk chunk = chunker_.next(*buffer);
    const bool last = chunk.kind == Chunk::Kind::end || chunk.kind == Chunk::Kind::failure;
    {
      std::lock_guard lock(mutex_);
      // A chunk without data leaves its buffer free (it may hold the next line's start, which
      // only this thread reads).
      if (chunk.buffer == nullptr) free_.push_front(buffer);
      if (chunk.buffer != nullptr) in_flight_bytes_ += chunk.buffer->capacity();
      chunker_.shrink_free(free_);
      bytes_read_ = chunker_.bytes_read();
      full_.push_back(std::move(chunk));
    }
    full_ready_.notify_one();
    if (last) return;
  }
}

}  // namespace records::detail
