#pragma once
// Appends the results of a later part of the input (a shard, or a chunk of one file) after those
// of the earlier ones, as if its records had followed theirs in one file.
#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <utility>

#include "data.hpp"

namespace weightcodec {

class Merger {
 public:
  // How the speeds of a method are appended: a shard's in one exact-size vector (a few large
  // parts: the merged speeds take no more than one file's would), a chunk's in place (thousands
  // of small parts: amortised growth, as one pass's push_back).
  enum class Growth : std::uint8_t { exact, amortised };

  // `min_records`: how many lines of a method are kept for its skip report (Fig5Select).
  Merger(ResultsData& into, std::size_t min_records, Growth growth = Growth::exact)
      : into_(into), min_records_(min_records), growth_(growth) {}

  // Appends `part`, whose lines are those of shard `shard`.
  void append(ResultsData&& part, std::uint32_t shard);

 private:
  template <class MergedAt>
  void tensors(TensorRatios& into, const TensorRatios& part, std::uint32_t shard, const MergedAt& merged_at);
  void method(MethodSamples&& m);

  ResultsData& into_;
  std::size_t min_records_;
  Growth growth_;
  std::map<std::pair<std::string, std::string>, std::size_t> index_;
};

}  // namespace weightcodec
