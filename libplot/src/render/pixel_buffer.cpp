// The per-thread pixel buffer (see pixel_buffer.hpp).
#include "render/pixel_buffer.hpp"

#include <sys/mman.h>

#include <cstdlib>
#include <new>

namespace libplot::render {
namespace {

// Huge-page aligned and advised: a page is then one fault and one TLB entry for 2 MiB instead
// of 4 KiB (where the kernel allows transparent huge pages on request; harmless elsewhere).
constexpr std::size_t kAlign = std::size_t{2} << 20;

unsigned char* allocate(std::size_t bytes) {
  const std::size_t rounded = (bytes + kAlign - 1) / kAlign * kAlign;
  void* p = std::aligned_alloc(kAlign, rounded == 0 ? kAlign : rounded);
  if (!p) throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
  madvise(p, rounded, MADV_HUGEPAGE);  // advice only: its failure changes nothing
#endif
  return static_cast<unsigned char*>(p);
}

struct ThreadBuffer {
  unsigned char* data = nullptr;
  std::size_t size = 0;
  bool busy = false;
  ~ThreadBuffer() { std::free(data); }
};

ThreadBuffer& thread_buffer() {
  thread_local ThreadBuffer b;
  return b;
}

}  // namespace

void PixelLease::Free::operator()(unsigned char* p) const { std::free(p); }

PixelLease::PixelLease(std::size_t bytes) {
  ThreadBuffer& b = thread_buffer();
  if (b.busy || bytes > kMaxKeptBytes) {
    own_.reset(allocate(bytes));
    data_ = own_.get();
    return;
  }
  if (b.size < bytes) {
    std::free(b.data);
    b.data = nullptr;
    b.size = 0;
    b.data = allocate(bytes);
    b.size = bytes;
  } else {
    reused_ = true;
  }
  b.busy = true;
  owns_thread_buffer_ = true;
  data_ = b.data;
}

PixelLease::~PixelLease() {
  if (owns_thread_buffer_) thread_buffer().busy = false;
}

}  // namespace libplot::render
