// The per-thread pixel buffer (see pixel_buffer.hpp).
#include "render/pixel_buffer.hpp"

#include <sys/mman.h>

#include <algorithm>
#include <cstdlib>
#include <new>

namespace libplot::render {
namespace {

// Huge-page aligned and advised: a page is then one fault and one TLB entry for 2 MiB instead
// of 4 KiB (where the kernel allows transparent huge pages on request; harmless elsewhere).
constexpr std::size_t kAlign = kHugePageBytes;

// A thread's memory is address space for the largest kept page, reserved once: the kernel
// provides (and zeroes) memory only where a page touches it, so a larger page than the last
// adds only its extra part, and what the smaller one left stays where it was.
struct ThreadBuffer {
  unsigned char* data = nullptr;
  bool used = false;
  bool busy = false;
  std::uint32_t held_word = 0;  // the first held_bytes bytes hold held_word in every word
  std::size_t held_bytes = 0;
  ~ThreadBuffer() {
    if (data) munmap(data, PixelLease::kMaxKeptBytes + kAlign);
  }
  // False when the address space cannot be had (a tight RLIMIT_AS): pages then get memory of
  // their own, as large as they are.
  bool reserve() {
    if (data) return true;
    // Over-reserved by one huge page so that the start can be aligned to one.
    void* p = mmap(nullptr, PixelLease::kMaxKeptBytes + kAlign, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) return false;
    data = static_cast<unsigned char*>(p);
#ifdef MADV_HUGEPAGE
    madvise(aligned(), PixelLease::kMaxKeptBytes, MADV_HUGEPAGE);  // advice only
#endif
    return true;
  }
  unsigned char* aligned() const {
    const auto at = reinterpret_cast<std::uintptr_t>(data);
    return data + ((kAlign - at % kAlign) % kAlign);
  }
};

ThreadBuffer& thread_buffer() {
  thread_local ThreadBuffer b;
  return b;
}

}  // namespace

void HugePageFree::operator()(unsigned char* p) const { std::free(p); }

HugePageBytes huge_page_bytes(std::size_t bytes) {
  const std::size_t rounded = (bytes + kAlign - 1) / kAlign * kAlign;
  void* p = std::aligned_alloc(kAlign, rounded == 0 ? kAlign : rounded);
  if (!p) throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
  madvise(p, rounded == 0 ? kAlign : rounded, MADV_HUGEPAGE);  // advice only: its failure changes nothing
#endif
  return HugePageBytes(static_cast<unsigned char*>(p));
}

PixelLease::PixelLease(std::size_t bytes) : bytes_(bytes) {
  ThreadBuffer& b = thread_buffer();
  if (b.busy || bytes > kMaxKeptBytes || !b.reserve()) {
    own_ = huge_page_bytes(bytes);
    data_ = own_.get();
    return;
  }
  reused_ = b.used;
  b.used = true;
  b.busy = true;
  owns_thread_buffer_ = true;
  data_ = b.aligned();
  // Taken, not shared: until keep_filled, the memory's content is unknown (this page may fail
  // half drawn).
  held_word_ = b.held_word;
  held_bytes_ = b.held_bytes;
  b.held_bytes = 0;
}

PixelLease::~PixelLease() {
  if (owns_thread_buffer_) thread_buffer().busy = false;
}

std::size_t PixelLease::filled_with(std::uint32_t word) const {
  if (!owns_thread_buffer_ || held_word_ != word) return 0;
  return std::min(held_bytes_, bytes_ / 4 * 4);
}

void PixelLease::keep_filled(std::uint32_t word, std::size_t bytes) const {
  if (!owns_thread_buffer_) return;
  ThreadBuffer& b = thread_buffer();
  b.held_word = word;
  // This page wrote only its own bytes: what lay beyond them still holds what it held.
  b.held_bytes = held_word_ == word ? std::max(bytes, held_bytes_) : bytes;
  b.held_bytes = std::min(b.held_bytes / 4 * 4, kMaxKeptBytes);
}

}  // namespace libplot::render
