// sort_runs (the label placement's candidate order) against std::sort: runs merged when each is
// in order, including empty runs, one run, an odd number of runs and ties broken by position;
// and the whole sort when a run is out of order.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "artists/sorted_runs.hpp"

namespace {

struct Item {
  double value;
  std::uint32_t gen;
  bool operator==(const Item&) const = default;
};
const auto by_value = [](const Item& x, const Item& y) {
  return x.value != y.value ? x.value < y.value : x.gen < y.gen;
};

// Items in `lengths.size()` runs, each ascending when `in_order` (values from a few steps, so
// ties across runs are common), with their starts.
std::vector<Item> make_runs(std::mt19937& rng, const std::vector<std::size_t>& lengths, bool in_order,
                            std::vector<std::size_t>& runs) {
  std::vector<Item> items;
  std::uniform_int_distribution<int> step(0, 2);
  for (std::size_t length : lengths) {
    runs.push_back(items.size());
    double value = std::uniform_int_distribution<int>(0, 5)(rng);
    for (std::size_t i = 0; i < length; ++i) {
      value += step(rng);
      items.push_back({value, static_cast<std::uint32_t>(items.size())});
    }
  }
  if (!in_order) std::reverse(items.begin() + static_cast<std::ptrdiff_t>(runs.back()), items.end());
  return items;
}

std::vector<Item> sorted(std::vector<Item> items) {
  std::sort(items.begin(), items.end(), by_value);
  return items;
}

TEST(SortRuns, MergedRunsEqualTheSortOnEveryShape) {
  std::mt19937 rng(7);
  const std::vector<std::vector<std::size_t>> shapes = {
      {},
      {0},
      {1},
      {5},
      {0, 0, 0},
      {3, 0, 4},
      {0, 6},
      {6, 0},
      {2, 2, 2},
      {1, 2, 3, 4, 5},
      {7, 1, 0, 9, 3, 3, 0, 2, 8, 4, 4, 1, 6, 0, 5, 2}};  // 16 directions, as the placement has
  std::size_t compared = 0;
  for (const auto& lengths : shapes) {
    for (int trial = 0; trial < 50; ++trial) {
      std::vector<std::size_t> runs;
      std::vector<Item> items = make_runs(rng, lengths, true, runs);
      const std::vector<Item> expected = sorted(items);
      std::vector<Item> buffer;
      libplot::sort_runs(items, runs, true, buffer, by_value);
      ASSERT_EQ(items, expected) << "runs: " << lengths.size();
      ++compared;
    }
  }
  EXPECT_EQ(compared, shapes.size() * 50);
}

TEST(SortRuns, ARunOutOfOrderGetsTheWholeSort) {
  std::mt19937 rng(11);
  std::vector<std::size_t> runs;
  std::vector<Item> items = make_runs(rng, {4, 5, 6}, false, runs);
  const std::vector<Item> expected = sorted(items);
  ASSERT_NE(items, expected);
  std::vector<Item> buffer;
  libplot::sort_runs(items, runs, false, buffer, by_value);
  EXPECT_EQ(items, expected);
  // Told (wrongly) that the runs are in order, the merge does not sort them: the flag matters.
  runs.clear();
  rng.seed(11);
  items = make_runs(rng, {4, 5, 6}, false, runs);
  libplot::sort_runs(items, runs, true, buffer, by_value);
  EXPECT_NE(items, expected);
}

}  // namespace
