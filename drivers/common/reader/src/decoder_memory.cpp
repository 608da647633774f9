#include "decoder_memory.hpp"

#include "huge_pages.hpp"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdlib>

namespace records::detail {
namespace {

std::atomic<std::size_t> g_mapped_ever{0};

}  // namespace

DecoderMemory::~DecoderMemory() {
  for (const Mapping& m : mappings_) unmap_huge_pages(m.at, m.length);
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
    const std::size_t length = huge_page_length(size);
    if (void* at = map_huge_pages(length)) {
      try {
        memory.mappings_.push_back({at, length});
      } catch (...) {
        unmap_huge_pages(at, length);
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
  unmap_huge_pages(it->at, it->length);
  mappings.erase(it);
}

}  // namespace records::detail
