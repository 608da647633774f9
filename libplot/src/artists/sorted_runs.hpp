// Sorting a sequence made of runs that are each sorted already: the runs are merged two by two
// (the label placement's candidates come out of each direction in order of their bound, so a
// merge is cheaper than a sort). A run found out of order gets the whole sort instead.
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

namespace libplot {

// Sorts `items` by `less`, a strict total order. `runs` holds where each run starts (ascending,
// the first 0; empty runs allowed); `runs_sorted` says whether every run is in order already.
// `runs` and `buffer` are scratch space, left in an unspecified state.
template <class T, class Less>
void sort_runs(std::vector<T>& items, std::vector<std::size_t>& runs, bool runs_sorted,
               std::vector<T>& buffer, Less less) {
  if (!runs_sorted) {
    std::sort(items.begin(), items.end(), less);
    return;
  }
  const auto at = [](std::vector<T>& v, std::size_t i) { return v.begin() + static_cast<std::ptrdiff_t>(i); };
  runs.push_back(items.size());
  buffer.resize(items.size());
  // Each round merges runs 0+1, 2+3, ...; an odd last run is carried over by the merge with an
  // empty second half.
  while (runs.size() > 2) {
    std::size_t kept = 0;
    for (std::size_t r = 0; r + 1 < runs.size(); r += 2) {
      const std::size_t end = r + 2 < runs.size() ? runs[r + 2] : runs[r + 1];
      std::merge(at(items, runs[r]), at(items, runs[r + 1]), at(items, runs[r + 1]), at(items, end),
                 at(buffer, runs[r]), less);
      runs[kept++] = runs[r];
    }
    runs[kept++] = runs.back();
    runs.resize(kept);
    items.swap(buffer);
  }
}

}  // namespace libplot
