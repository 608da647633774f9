#include "line_chunker.hpp"

#include <algorithm>
#include <cstring>
#include <exception>

namespace records::detail {

std::size_t LineChunker::read_into(ChunkBuffer& buffer, std::size_t filled) {
  const std::size_t got = source_.read(buffer.data() + filled, buffer.capacity() - filled);
  bytes_read_ += got;
  return got;
}

Chunk LineChunker::next(ChunkBuffer& fresh) {
  if (ended_) return Chunk{};
  try {
    // The unfinished line of the previous chunk comes first (memmove: it may be this buffer).
    // Room for the cap plus "\r\n" is enough for any acceptable line.
    const std::size_t enough = max_record_bytes_ + 2;
    std::size_t filled = tail_end_ - tail_begin_;
    // A tail from a grown buffer may not fit a fresh one (never the case when they are the same).
    if (filled >= fresh.capacity()) fresh.grow(std::max(filled + 1, std::min(enough, filled * 2)), 0);
    if (filled != 0) std::memmove(fresh.data(), tail_owner_->data() + tail_begin_, filled);
    if (fresh.capacity() > chunk_bytes_ && filled < chunk_bytes_) fresh.shrink(chunk_bytes_, filled);
    tail_owner_ = nullptr;
    tail_begin_ = tail_end_ = 0;
    for (;;) {
      const std::size_t got = read_into(fresh, filled);
      if (got == 0) {
        ended_ = true;
        return filled == 0 ? Chunk{} : Chunk{Chunk::Kind::lines, &fresh, filled, std::nullopt};
      }
      filled += got;
      // The carried bytes hold no newline: the last one, if any, is among those just read.
      if (const void* last = ::memrchr(fresh.data() + filled - got, '\n', got)) {
        const auto size = static_cast<std::size_t>(static_cast<const char*>(last) + 1 - fresh.data());
        tail_owner_ = &fresh;
        tail_begin_ = size;
        tail_end_ = filled;
        return Chunk{Chunk::Kind::lines, &fresh, size, std::nullopt};
      }
      // No newline in the first `enough` bytes: the line is too long, whatever the buffer size.
      if (filled < enough) {
        // A full buffer and still no newline: grow up to `enough`.
        if (filled == fresh.capacity())
          fresh.grow(std::min(std::max(filled * 2, filled + 1), enough), filled);
        continue;
      }
      ended_ = true;
      return Chunk{Chunk::Kind::overlong_line, nullptr, 0, std::nullopt};
    }
  } catch (StreamFailure& failure) {
    ended_ = true;
    return Chunk{Chunk::Kind::failure, nullptr, 0, std::move(failure)};
  } catch (const std::exception& error) {
    // Out of memory while growing a buffer: end the stream here rather than on another thread.
    ended_ = true;
    return Chunk{Chunk::Kind::failure, nullptr, 0, StreamFailure{Reason::read_error, error.what()}};
  }
}

}  // namespace records::detail
