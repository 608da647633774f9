// keep_free_heap_process_wide: glibc keeps the asked-for free memory at the heap's top after a
// trim, where glibc's default gives it back.
#include <gtest/gtest.h>
#include <malloc.h>

#include <cstdlib>
#include <vector>

#include "address_sanitizer.hpp"
#include "error_message.hpp"
#include "libplot/error.hpp"
#include "process/free_heap.hpp"

namespace {

// ASan's allocator neither honours mallopt nor reports.
constexpr bool kSanitizedMalloc = testing_support::kAddressSanitizer;

// The free bytes malloc holds after 400 blocks of 100 KiB (40,000 KiB) were taken and freed.
std::size_t free_top_after_churn() {
  std::vector<void*> blocks;
  blocks.reserve(400);
  for (int i = 0; i < 400; ++i) blocks.push_back(std::malloc(100 * 1024));
  for (void* block : blocks) std::free(block);
  return mallinfo2().fordblks;
}

TEST(FreeHeap, GlibcGivesFreedMemoryBackByDefault) {
  if (kSanitizedMalloc) GTEST_SKIP() << "ASan's allocator";
  // In a fresh process (the binary run again for this test alone): a test before it in the same
  // process may have moved glibc's thresholds, as KeptAtTheTopAfterTheCall does.
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(std::exit(free_top_after_churn() < (std::size_t{1} << 20) ? 0 : 1),
              ::testing::ExitedWithCode(0), "");
}

TEST(FreeHeap, KeptAtTheTopAfterTheCall) {
  if (kSanitizedMalloc) GTEST_SKIP() << "ASan's allocator";
  process::keep_free_heap_process_wide(std::size_t{48} << 20);
  EXPECT_GE(free_top_after_churn(), std::size_t{40000} << 10);
}

TEST(FreeHeap, MoreThanAGibibyteIsRefused) {
  EXPECT_EQ(error_message<libplot::InvalidArgument>(
                [] { process::keep_free_heap_process_wide((std::size_t{1} << 30) + 1); }),
            "keep_free_heap_process_wide: bytes is 1073741825; it must be at most 1073741824 "
            "(1 GiB)");
}

}  // namespace
