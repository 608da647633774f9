// Zeroed memory mapped on 2 MiB boundaries and advised as transparent huge pages, for the
// reader's large buffers (zstd's window, a buffer holding a whole small file). On fresh 4 KiB
// pages a buffer written through once costs a page fault every 4 KiB (about 1.5 µs each on the
// machines measured); on huge pages, one fault and one cleared page a 2 MiB. Without transparent
// huge pages the mapping is ordinary memory, zeroed all the same.
#pragma once

#include <cstddef>

namespace records::detail {

inline constexpr std::size_t kHugePage = std::size_t{2} << 20;

// `bytes` rounded up to whole huge pages.
constexpr std::size_t huge_page_length(std::size_t bytes) { return (bytes + kHugePage - 1) / kHugePage * kHugePage; }

// `length` bytes (a multiple of kHugePage) starting on a huge-page boundary, zeroed; nullptr when
// no mapping can be had.
void* map_huge_pages(std::size_t length);
void unmap_huge_pages(void* at, std::size_t length);

}  // namespace records::detail
