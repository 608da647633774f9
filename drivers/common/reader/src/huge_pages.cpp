#include "huge_pages.hpp"

#include <sys/mman.h>

#include <cstdint>

namespace records::detail {

void* map_huge_pages(std::size_t length) {
  void* raw = ::mmap(nullptr, length + kHugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (raw == MAP_FAILED) return nullptr;
  const auto start = reinterpret_cast<std::uintptr_t>(raw);
  const std::uintptr_t aligned = (start + kHugePage - 1) & ~(std::uintptr_t{kHugePage} - 1);
  // Give back the unaligned head and the tail beyond `length`.
  if (aligned > start) ::munmap(raw, aligned - start);
  const std::size_t tail = start + length + kHugePage - (aligned + length);
  if (tail > 0) ::munmap(reinterpret_cast<void*>(aligned + length), tail);
  void* at = reinterpret_cast<void*>(aligned);
  // Only advice: without transparent huge pages the mapping is ordinary memory.
  ::madvise(at, length, MADV_HUGEPAGE);
  return at;
}

void unmap_huge_pages(void* at, std::size_t length) { ::munmap(at, length); }

void BytesRelease::operator()(char* p) const {
  if (mapped != 0) unmap_huge_pages(p, mapped);
  else delete[] p;
}

Bytes zeroed_bytes(std::size_t bytes, std::size_t huge_from) {
  if (bytes >= huge_from) {
    const std::size_t length = huge_page_length(bytes);
    if (void* at = map_huge_pages(length)) return Bytes(static_cast<char*>(at), BytesRelease{length});
    // No mapping to be had (a tight address-space limit): new[] may still find the memory.
  }
  return Bytes(new char[bytes](), BytesRelease{});
}

}  // namespace records::detail
