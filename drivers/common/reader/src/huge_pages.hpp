// Zeroed memory mapped on 2 MiB boundaries and advised as transparent huge pages, for the
// reader's large buffers (zstd's window, a buffer holding a whole small file). On fresh 4 KiB
// pages a buffer written through once costs a page fault every 4 KiB (about 1.5 µs each on the
// machines measured); on huge pages, one fault and one cleared page a 2 MiB. Without transparent
// huge pages the mapping is ordinary memory, zeroed all the same.
#pragma once

#include <cstddef>
#include <memory>

namespace records::detail {

inline constexpr std::size_t kHugePage = std::size_t{2} << 20;

// `bytes` rounded up to whole huge pages.
constexpr std::size_t huge_page_length(std::size_t bytes) { return (bytes + kHugePage - 1) / kHugePage * kHugePage; }

// `length` bytes (a multiple of kHugePage) starting on a huge-page boundary, zeroed; nullptr when
// no mapping can be had.
void* map_huge_pages(std::size_t length);
void unmap_huge_pages(void* at, std::size_t length);

// Bytes freed by munmap when they were mapped in huge pages, else by delete[].
struct BytesRelease {
  std::size_t mapped = 0;  // the mapping's length; 0: from new[]
  void operator()(char* p) const;
};
using Bytes = std::unique_ptr<char[], BytesRelease>;
// `bytes` zeroed bytes, in huge pages from `huge_from` bytes on (new[] when no mapping can be had).
Bytes zeroed_bytes(std::size_t bytes, std::size_t huge_from);
// `bytes` bytes from new[], left uninitialised (for what a read writes before anything reads it).
inline Bytes uninitialised_bytes(std::size_t bytes) { return Bytes(new char[bytes]); }

}  // namespace records::detail
