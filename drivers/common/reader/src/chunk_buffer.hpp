// A growable byte buffer with padding after its capacity, so that simdjson may read
// SIMDJSON_PADDING bytes past the end of any record it holds. Every byte starts zeroed: simdjson
// reads (and branches on) the bytes past the last record, which are never written by a read, and
// valgrind rightly calls reads of uninitialised memory errors. Buffers of kLargeBytes or more
// (a whole small file, a buffer grown for a long line) are mapped in huge pages, which the kernel
// hands over zeroed (huge_pages.hpp); smaller ones are zeroed by new[].
#pragma once

#include <cstddef>
#include <cstring>
#include <memory>

#include "huge_pages.hpp"

namespace records::detail {

// simdjson's SIMDJSON_PADDING; record_views.cpp checks that the two agree.
inline constexpr std::size_t kParsePadding = 64;

class ChunkBuffer {
 public:
  static constexpr std::size_t kLargeBytes = std::size_t{1} << 20;

  explicit ChunkBuffer(std::size_t capacity) : data_(zeroed(capacity + kParsePadding)), capacity_(capacity) {}

  char* data() noexcept { return data_.get(); }
  const char* data() const noexcept { return data_.get(); }
  std::size_t capacity() const noexcept { return capacity_; }
  // One past the last readable byte, padding included.
  const char* padded_end() const noexcept { return data_.get() + capacity_ + kParsePadding; }
  // Whether the bytes live in huge-page memory (tests).
  bool in_huge_pages() const noexcept { return data_.get_deleter().mapped != 0; }

  // Grows to new_capacity keeping the first `keep` bytes.
  void grow(std::size_t new_capacity, std::size_t keep) {
    if (new_capacity <= capacity_) return;
    Bytes bigger = zeroed(new_capacity + kParsePadding);
    std::memcpy(bigger.get(), data_.get(), keep);
    data_ = std::move(bigger);
    capacity_ = new_capacity;
  }

  // Back to new_capacity after a long line, keeping the first `keep` bytes.
  void shrink(std::size_t new_capacity, std::size_t keep) {
    if (new_capacity >= capacity_) return;
    Bytes smaller = zeroed(new_capacity + kParsePadding);
    std::memcpy(smaller.get(), data_.get(), keep);
    data_ = std::move(smaller);
    capacity_ = new_capacity;
  }

 private:
  static Bytes zeroed(std::size_t bytes) { return zeroed_bytes(bytes, kLargeBytes); }

  Bytes data_;
  std::size_t capacity_;
};

}  // namespace records::detail
