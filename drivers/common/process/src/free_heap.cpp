// keep_free_heap_process_wide: glibc's M_TOP_PAD for programs that draw with libplot.
#include <string>

#include "libplot/error.hpp"
#include "process/free_heap.hpp"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace process {

void keep_free_heap_process_wide(std::size_t bytes) {
  constexpr std::size_t kMostBytes = std::size_t{1} << 30;
  if (bytes > kMostBytes) {
    throw libplot::InvalidArgument("keep_free_heap_process_wide: bytes is " + std::to_string(bytes) +
                                   "; it must be at most 1073741824 (1 GiB)");
  }
#if defined(__GLIBC__)
  mallopt(M_TOP_PAD, static_cast<int>(bytes));
#endif
}

}  // namespace process
