#pragma once
// Memory for the pixels of a PNG page, kept by each thread for its next page. A fresh 15 MB
// image costs the kernel a page fault and a zeroed page for every 4 KB, and Cairo then zeroes it
// again before the background is painted over every pixel: on the qtensorformer figures that was
// a fifth of the PNG path's CPU. A thread rendering many pages now pays that once.
//
// The memory can also be left holding the next page's background: the encoder overwrites each
// row with one 32-bit word once it has read it (while the row is still in the cache), and the
// lease remembers which word and how many bytes, so that the next page of that background need
// not be painted again (render.cpp). A 32-bit word repeated fills every pixel whatever the
// page's width, as rows are whole words (ARGB32 strides are multiples of 4 bytes).
#include <cstddef>
#include <cstdint>
#include <memory>

namespace libplot::render {

// Memory of at least `bytes`, aligned to 2 MiB and advised as transparent huge pages: a buffer
// written through once then costs one fault and one cleared page a 2 MiB instead of a fault a
// 4 KiB (where the kernel gives huge pages on request; elsewhere it is ordinary memory). Worth it
// from about 1 MiB written; never for memory touched only in part.
struct HugePageFree {
  void operator()(unsigned char* p) const;
};
using HugePageBytes = std::unique_ptr<unsigned char, HugePageFree>;
HugePageBytes huge_page_bytes(std::size_t bytes);
// The alignment huge_page_bytes gives (tests).
inline constexpr std::size_t kHugePageBytes = std::size_t{2} << 20;

// Borrows the calling thread's buffer of at least `bytes` (64-byte aligned, contents left from
// the last page: the caller overwrites every pixel). While one lease is alive on a thread, a
// second (a page rendered while drawing another) gets memory of its own. Pages larger than
// kMaxKeptBytes get memory of their own, freed when the lease ends.
class PixelLease {
 public:
  static constexpr std::size_t kMaxKeptBytes = std::size_t{64} << 20;

  explicit PixelLease(std::size_t bytes);
  ~PixelLease();
  PixelLease(const PixelLease&) = delete;
  PixelLease& operator=(const PixelLease&) = delete;

  unsigned char* data() const { return data_; }
  // Whether this lease reused memory that an earlier lease on this thread had (tests).
  bool reused() const { return reused_; }

  // How many leading bytes of data() (at most the size asked for, a multiple of 4) already hold
  // `word` in every 32-bit word, as an earlier lease on this thread left them (keep_filled);
  // 0 when unknown or for memory of its own.
  std::size_t filled_with(std::uint32_t word) const;
  // Records that the first `bytes` bytes of data() now hold `word` in every 32-bit word, for the
  // thread's next lease (nothing for memory of its own). Without this call the next lease is
  // told nothing is known, whatever this one held.
  void keep_filled(std::uint32_t word, std::size_t bytes) const;

 private:
  unsigned char* data_ = nullptr;
  std::size_t bytes_ = 0;
  bool owns_thread_buffer_ = false;
  bool reused_ = false;
  // What the thread's memory held when this lease began (filled_with, keep_filled).
  std::uint32_t held_word_ = 0;
  std::size_t held_bytes_ = 0;
  HugePageBytes own_{};  // when the thread's buffer is busy or too large
};

}  // namespace libplot::render
