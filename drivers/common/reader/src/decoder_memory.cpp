#include "decoder_memory.hpp"

#include <sys/mman.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdlib>

namespace records::detail {
namespace {

std::atomic<std::size_t> g_mapped_ever{0};

// `length` bytes (a multiple of the huge page) starting on a huge-page boundary, or nullptr.
void* map_aligned(std::size_t length) {
  const std::size_t page = DecoderMemory::kHugePage;
  void* raw = ::mmap(nullptr, length + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (raw == MAP_FAILED) return nullptr;
  const auto start = reinterpret_cast<std::uintptr_t>(raw);
  const std::uintptr_t aligned = (start + page - 1) & ~(std::uintptr_t{page} - 1);
  // Give back the unaligned head and the tail beyond `length`.
  if (aligned > start) ::munmap(raw, aligned - start);
  const std::size_t tail = start + length + page - (aligned + length);
  if (tail > 0) ::munmap(reinterpret_cast<void*>(aligned + length), tail);
  void* at = reinterpret_cast<void*>(aligned);
  // Only advice: without transparent huge pages the mapping is ordinary memory.
  ::madvise(at, length, MADV_HUGEPAGE);
  return at;
}

}  // namespace

DecoderMemory::~DecoderMemory() {
  for (const Mapping& m : mappings_) ::munmap(m.at, m.length);
}

std::size_t DecoderMemory::mapped_bytes() const noexcept {
  std::size_t total = 0;
  for (const Mapping& m : mappings_) total += m.length;
  return total;
}

std::size_t DecoderMemory::mapped_bytes_ever() noexcept { return g_mapped_ever.load(); }

void* DecoderMemory::allocate(void* self, std::size_t size) {
  auto& memory = *static_cast<DecoderMemory*>(self);
  if (size >= kLargeBytes) {
    const std::size_t length = (size + kHugePage - 1) / kHugePage * kHugePage;
    if (void* at = map_aligned(length)) {
      try {
        memory.mappings_.push_back({at, length});
      } catch (...) {
        ::munmap(at, length);
        return nullptr;
      }
      g_mapped_ever += length;
      return at;
    }
    // No mapping to be had: malloc may still find the memory.
  }
  return std::malloc(size);
}

void DecoderMemory::release(void* self, void* address) {
  if (address == nullptr) return;
  auto& mappings = static_cast<DecoderMemory*>(self)->mappings_;
  const auto it = std::find_if(mappings.begin(), mappings.end(),
                               [address](const Mapping& m) { return m.at == address; });
  if (it == mappings.end()) {
    std::free(address);
    return;
  }
  ::munmap(it->at, it->length);
  mappings.erase(it);
}

}  // namespace records::detail
