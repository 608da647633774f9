#include "chunk_pipeline.hpp"

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>

namespace records::detail {
namespace {

// One buffer, refilled in place once the caller has finished with it.
class InlinePipeline final : public ChunkPipeline {
 public:
  InlinePipeline(ByteSource& source, std::size_t chunk_bytes, std::size_t max_record_bytes,
                 bool skip_overlong)
      : chunker_(source, chunk_bytes, max_record_bytes, skip_overlong), buffer_(chunk_bytes) {}

  Chunk next() override { return chunker_.next(buffer_); }
  void release(const Chunk&) override {}
  std::size_t bytes_read() const override { return chunker_.bytes_read(); }

 private:
  LineChunker chunker_;
  ChunkBuffer buffer_;
};

// A decompressing thread fills free buffers and queues them, in order, for the caller.
class BackgroundPipeline final : public ChunkPipeline {
 public:
  // Buffers: one being parsed, one being filled, the rest absorb jitter between the two sides
  // (a thread that sleeps waits for the scheduler to wake it). Buffers grown for long lines count
  // at their size against the read-ahead and shrink once free, so memory stays within
  // read_ahead_bytes plus a few records at the cap.
  BackgroundPipeline(ByteSource& source, std::size_t chunk_bytes, std::size_t read_ahead_bytes,
                     std::size_t max_record_bytes, bool skip_overlong)
      : chunker_(source, chunk_bytes, max_record_bytes, skip_overlong),
        read_ahead_bytes_(read_ahead_bytes) {
    const std::size_t buffers = std::max<std::size_t>(read_ahead_bytes / chunk_bytes, 3);
    buffers_.reserve(buffers);
    for (std::size_t i = 0; i < buffers; ++i) {
      buffers_.push_back(std::make_unique<ChunkBuffer>(chunk_bytes));
      free_.push_back(buffers_.back().get());
    }
    producer_ = std::thread([this] { produce(); });
  }

  BackgroundPipeline(const BackgroundPipeline&) = delete;
  BackgroundPipeline& operator=(const BackgroundPipeline&) = delete;

  ~BackgroundPipeline() override {
    {
      std::lock_guard lock(mutex_);
      stopping_ = true;
    }
    free_ready_.notify_all();
    producer_.join();
  }

  Chunk next() override {
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

  void release(const Chunk& chunk) override {
    if (chunk.buffer == nullptr) return;
    {
      std::lock_guard lock(mutex_);
      in_flight_bytes_ -= chunk.buffer->capacity();
      free_.push_back(chunk.buffer);
    }
    free_ready_.notify_one();
  }

  std::size_t bytes_read() const override {
    std::lock_guard lock(mutex_);
    return bytes_read_;
  }

 private:
  void produce() {
    for (;;) {
      ChunkBuffer* buffer = nullptr;
      {
        std::unique_lock lock(mutex_);
        // Waits for a free buffer, and for room in the read-ahead unless the parser has
        // nothing queued.
        free_ready_.wait(lock, [this] {
          return stopping_ ||
                 (!free_.empty() && (in_flight_bytes_ < read_ahead_bytes_ || full_.empty()));
        });
        if (stopping_) return;
        buffer = free_.front();
        free_.pop_front();
      }
      Chunk chunk = chunker_.next(*buffer);
      const bool last = chunk.kind == Chunk::Kind::end || chunk.kind == Chunk::Kind::failure;
      {
        std::lock_guard lock(mutex_);
        // A chunk without data leaves its buffer free (it may hold the next line's start,
        // which only this thread reads).
        if (chunk.buffer == nullptr) free_.push_front(buffer);
        if (chunk.buffer != nullptr) in_flight_bytes_ += chunk.buffer->capacity();
        shrink_free_buffers();
        bytes_read_ = chunker_.bytes_read();
        full_.push_back(std::move(chunk));
      }
      full_ready_.notify_one();
      if (last) return;
    }
  }

  // Buffers grown for a long line go back to the usual size once free (only this thread touches
  // free buffers), except the one the chunker still reads the next line's start from.
  void shrink_free_buffers() {
    for (ChunkBuffer* free_buffer : free_) {
      if (free_buffer != chunker_.tail_owner() &&
          free_buffer->capacity() > chunker_.chunk_bytes()) {
        free_buffer->shrink(chunker_.chunk_bytes(), 0);
      }
    }
  }

  LineChunker chunker_;
  std::vector<std::unique_ptr<ChunkBuffer>> buffers_;
  mutable std::mutex mutex_;
  std::condition_variable free_ready_;
  std::condition_variable full_ready_;
  std::deque<ChunkBuffer*> free_;
  std::deque<Chunk> full_;
  std::size_t bytes_read_ = 0;
  const std::size_t read_ahead_bytes_;
  std::size_t in_flight_bytes_ = 0;  // capacity of published buffers not yet released
  bool stopping_ = false;
  std::thread producer_;  // last: starts once everything above exists
};

}  // namespace

std::unique_ptr<ChunkPipeline> make_chunk_pipeline(ByteSource& source, std::size_t chunk_bytes,
                                                   std::size_t read_ahead_bytes,
                                                   std::size_t max_record_bytes, bool skip_overlong,
                                                   bool background) {
  if (background) {
    return std::make_unique<BackgroundPipeline>(source, chunk_bytes, read_ahead_bytes,
                                                max_record_bytes, skip_overlong);
  }
  return std::make_unique<InlinePipeline>(source, chunk_bytes, max_record_bytes, skip_overlong);
}

}  // namespace records::detail
