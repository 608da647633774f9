#pragma once
// A malloc setting for a whole program that draws with libplot (render_paper, the benchmarks).
#include <cstddef>

namespace process {

// glibc's malloc keeps `bytes` of free memory at the top of its heap when it grows or trims it
// (M_TOP_PAD), instead of handing each freed piece back to the kernel. Cairo's PDF and SVG
// surfaces grow and free large arrays while they finish a page with many marks; with glibc's
// defaults every cycle gave the memory back and faulted it in again (docs/rendering.md measures
// it). Peak memory is not raised; memory freed late in a run is kept until exit. It changes malloc
// for the whole process (and turns off glibc's dynamic mmap threshold): a library must not call
// it. Does nothing where the C library is not glibc. Throws libplot::InvalidArgument for `bytes`
// above 1 GiB.
void keep_free_heap_process_wide(std::size_t bytes = std::size_t{64} << 20);

}  // namespace process
