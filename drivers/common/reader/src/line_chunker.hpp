// Cuts a byte stream into chunks of whole lines. A JSON string cannot hold a raw newline, so a
// newline always ends a record; the unfinished line at the end of a chunk moves to the front of
// the next one. A line that outgrows the record cap is dropped and reported as one event.
#pragma once

#include <cstddef>
#include <optional>

#include "byte_source.hpp"
#include "chunk_buffer.hpp"

namespace records::detail {

struct Chunk {
  enum class Kind : unsigned char {
    lines,          // buffer[0, size) holds whole lines (the last may lack '\n' at the end of data)
    overlong_line,  // a line longer than the cap, which ends the stream; no buffer
    end,            // no more data; no buffer
    failure,        // the stream broke; no buffer
  };
  Kind kind = Kind::end;
  ChunkBuffer* buffer = nullptr;
  std::size_t size = 0;
  std::optional<StreamFailure> failure;
};

class LineChunker {
 public:
  // `chunk_bytes` is the buffers' usual size. A line past the cap ends the stream at once, so a
  // line that never ends (/dev/zero, a zstd bomb of zeros) costs no more than the cap.
  LineChunker(ByteSource& source, std::size_t chunk_bytes, std::size_t max_record_bytes)
      : source_(source), chunk_bytes_(chunk_bytes), max_record_bytes_(max_record_bytes) {}

  // Fills `fresh` with the next whole lines, first moving the unfinished tail of the previous
  // chunk to its front. `fresh` may be the previous chunk's own buffer once its reader is done
  // with it; until then the previous buffer is only read. May grow `fresh` for a long line, up to
  // the cap. Returns a chunk without buffer (overlong_line, end, failure) leaving `fresh` unused.
  Chunk next(ChunkBuffer& fresh);

  std::size_t bytes_read() const noexcept { return bytes_read_; }

  // Buffers grown for a long line go back to the usual size once free, except the one holding the
  // next line's start (only the thread calling next() touches free buffers' bytes).
  template <class Buffers>
  void shrink_free(const Buffers& free) const {
    for (ChunkBuffer* buffer : free) {
      if (buffer != tail_owner_ && buffer->capacity() > chunk_bytes_) buffer->shrink(chunk_bytes_, 0);
    }
  }

 private:
  // Reads into `buffer` after `filled` bytes; 0 at the end of data.
  std::size_t read_into(ChunkBuffer& buffer, std::size_t filled);

  ByteSource& source_;
  std::size_t chunk_bytes_;
  std::size_t max_record_bytes_;
  ChunkBuffer* tail_owner_ = nullptr;  // the buffer holding the start of the next line
  std::size_t tail_begin_ = 0;
  std::size_t tail_end_ = 0;
  std::size_t bytes_read_ = 0;
  bool ended_ = false;
};

}  // namespace records::detail
