// Memory for a zstd decoder. zstd's streaming decoder keeps a window buffer (2 MiB and more for
// most frames) that it writes through once; on fresh 4 KiB pages every page costs a page fault,
// about 1.5 µs on the machines measured, which was a third of decompressing fig5's 3 MB results
// file. Requests of kLargeBytes or more are mapped aligned to 2 MiB and advised as transparent
// huge pages (huge_pages.hpp: one fault a 2 MiB, cleared in one go); smaller ones come from
// malloc. The bytes decoded do not depend on where the buffers live.
#pragma once

#define ZSTD_STATIC_LINKING_ONLY  // ZSTD_customMem, ZSTD_createDCtx_advanced
#include <zstd.h>

#include <cstddef>
#include <vector>

namespace records::detail {

class DecoderMemory {
 public:
  static constexpr std::size_t kLargeBytes = std::size_t{1} << 20;

  DecoderMemory() = default;
  DecoderMemory(const DecoderMemory&) = delete;
  DecoderMemory& operator=(const DecoderMemory&) = delete;
  ~DecoderMemory();  // unmaps what the decoder did not give back

  // The allocator to hand to ZSTD_createDCtx_advanced; valid while this object lives.
  ZSTD_customMem zstd_memory() noexcept { return {&allocate, &release, this}; }

  // Bytes mapped for large requests now (each request rounded up to whole 2 MiB, huge_pages.hpp).
  std::size_t mapped_bytes() const noexcept;
  // Bytes mapped for large requests by every DecoderMemory of the process so far.
  static std::size_t mapped_bytes_ever() noexcept;

 private:
  struct Mapping {
    void* at;
    std::size_t length;
  };
  static void* allocate(void* self, std::size_t size);
  static void release(void* self, void* address);

  std::vector<Mapping> mappings_;
};

}  // namespace records::detail
