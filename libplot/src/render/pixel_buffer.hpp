#pragma once
// Memory for the pixels of a PNG page, kept by each thread for its next page. A fresh 15 MB
// image costs the kernel a page fault and a zeroed page for every 4 KB, and Cairo then zeroes it
// again before the background is painted over every pixel: on the qtensorformer figures that was
// a fifth of the PNG path's CPU. A thread rendering many pages now pays that once.
#include <cstddef>
#include <memory>

namespace libplot::render {

// Borrows the calling thread's buffer of at least `bytes` (64-byte aligned, contents left from
// the last page: the caller overwrites every pixel). While one lease is alive on a thread, a
// second (a page rendered while drawing another) gets memory of its own. Buffers larger than
// kMaxKeptBytes are freed when the lease ends instead of being kept.
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

 private:
  unsigned char* data_ = nullptr;
  bool owns_thread_buffer_ = false;
  bool reused_ = false;
  struct Free {
    void operator()(unsigned char* p) const;
  };
  std::unique_ptr<unsigned char, Free> own_{};  // when the thread's buffer is busy or too large
};

}  // namespace libplot::render
