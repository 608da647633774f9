// A growable byte buffer with padding after its capacity, so that simdjson may read
// SIMDJSON_PADDING bytes past the end of any record it holds. Every byte starts zeroed: simdjson
// reads (and branches on) the bytes past the last record, which a read never writes, and valgrind
// rightly calls reads of uninitialised memory errors.
#pragma once

#include <cstddef>
#include <cstring>
#include <memory>

namespace records::detail {

// simdjson's SIMDJSON_PADDING; record_reader.cpp checks that the two agree.
inline constexpr std::size_t kParsePadding = 64;

class ChunkBuffer {
 public:
  explicit ChunkBuffer(std::size_t capacity) : data_(zeroed(capacity)), capacity_(capacity) {}

  char* data() noexcept { return data_.get(); }
  const char* data() const noexcept { return data_.get(); }
  std::size_t capacity() const noexcept { return capacity_; }
  // One past the last readable byte, padding included.
  const char* padded_end() const noexcept { return data_.get() + capacity_ + kParsePadding; }

  // Grows (or shrinks) to `capacity`, keeping the first `keep` bytes.
  void resize(std::size_t capacity, std::size_t keep) {
    std::unique_ptr<char[]> other = zeroed(capacity);
    std::memcpy(other.get(), data_.get(), keep);
    data_ = std::move(other);
    capacity_ = capacity;
  }
  void grow(std::size_t capacity, std::size_t keep) {
    if (capacity > capacity_) resize(capacity, keep);
  }
  void shrink(std::size_t capacity, std::size_t keep) {
    if (capacity < capacity_) resize(capacity, keep);
  }

 private:
  static std::unique_ptr<char[]> zeroed(std::size_t capacity) {
    return std::make_unique<char[]>(capacity + kParsePadding);
  }

  std::unique_ptr<char[]> data_;
  std::size_t capacity_;
};

}  // namespace records::detail
