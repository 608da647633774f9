#include "merger.hpp"

#include <algorithm>
#include <iterator>
#include <vector>

namespace weightcodec {

namespace {

// A rerun found by the merge: the first sight in a later part of a tensor an earlier part had.
struct Rerun {
  std::size_t at;      // its place in the part's located skips (TensorRatios::first_located)
  std::uint64_t line;  // its record (records in one place of the list are in line order)
  LocatedSkip skip;
};

bool before(std::size_t at_a, std::uint64_t line_a, std::size_t at_b, std::uint64_t line_b) {
  return at_a != at_b ? at_a < at_b : line_a < line_b;
}

}  // namespace

void Merger::append(ResultsData&& part, std::uint32_t shard) {
  into_.records += part.records;
  for (const auto& [reason, n] : part.skips) into_.skips[reason] += n;
  // A tensor seen in an earlier part: its first record here replaces the earlier ratio, as a
  // rerun later in one file would, counted and located at that record, in the place of the list
  // where one pass would have put it.
  std::vector<Rerun> reruns;
  for (const TensorRatios* t : {&part.bf16, &part.q4k}) {
    const TensorRatios& into = t == &part.bf16 ? into_.bf16 : into_.q4k;
    for (std::size_t i = 0; i < t->names.size(); ++i)
      if (into.index.count(t->names[i]) != 0)
        reruns.push_back({t->first_located[i],
                          t->first_lines[i],
                          {t->first_lines[i], "tensor_name", kRerunReason, into_.shard_file(shard)}});
  }
  std::sort(reruns.begin(), reruns.end(),
            [](const Rerun& a, const Rerun& b) { return before(a.at, a.line, b.at, b.line); });
  // Where a first sight lands in the merged list: after the earlier part's skips and the reruns
  // that come before it.
  const std::size_t base = into_.located.size();
  auto merged_at = [&](std::size_t at, std::uint64_t line) {
    const auto earlier = std::lower_bound(reruns.begin(), reruns.end(), std::pair{at, line},
                                          [](const Rerun& r, const std::pair<std::size_t, std::uint64_t>& p) {
                                            return before(r.at, r.line, p.first, p.second);
                                          });
    return base + at + static_cast<std::size_t>(earlier - reruns.begin());
  };
  tensors(into_.bf16, part.bf16, shard, merged_at);
  tensors(into_.q4k, part.q4k, shard, merged_at);
  if (reruns.empty()) {
    into_.located.insert(into_.located.end(), std::make_move_iterator(part.located.begin()),
                         std::make_move_iterator(part.located.end()));
  } else {
    into_.skips[kRerunReason] += reruns.size();
    auto rerun = reruns.begin();
    for (std::size_t j = 0; j <= part.located.size(); ++j) {
      for (; rerun != reruns.end() && rerun->at == j; ++rerun)
        into_.located.push_back(std::move(rerun->skip));
      if (j < part.located.size()) into_.located.push_back(std::move(part.located[j]));
    }
  }
  for (MethodSamples& m : part.methods) method(std::move(m));
}

template <class MergedAt>
void Merger::tensors(TensorRatios& into, const TensorRatios& part, std::uint32_t shard,
                     const MergedAt& merged_at) {
  for (std::size_t i = 0; i < part.names.size(); ++i) {
    // The first line is this part's first sight of the tensor; the kept ratio its last.
    into.set(part.names[i], part.ratios[i], part.first_lines[i], shard,
             merged_at(part.first_located[i], part.first_lines[i]));
    const std::size_t at = into.index.at(part.names[i]);
    into.lines[at] = part.lines[i];
  }
}

void Merger::method(MethodSamples&& m) {
  auto [it, inserted] = index_.try_emplace({m.corpus, m.method}, into_.methods.size());
  if (inserted) {
    into_.methods.push_back(std::move(m));
    return;
  }
  MethodSamples& to = into_.methods[it->second];
  to.count += m.count;
  to.weighted_ratio_sum.add(m.weighted_ratio_sum);
  to.input_bytes_sum.add(m.input_bytes_sum);
  if (growth_ == Growth::amortised) {
    to.mbps.insert(to.mbps.end(), m.mbps.begin(), m.mbps.end());
  } else {
    std::vector<double> mbps;
    mbps.reserve(to.mbps.size() + m.mbps.size());
    mbps.insert(mbps.end(), to.mbps.begin(), to.mbps.end());
    mbps.insert(mbps.end(), m.mbps.begin(), m.mbps.end());
    to.mbps = std::move(mbps);
  }
  std::vector<double>().swap(m.mbps);
  for (std::size_t i = 0; i < m.lines.size() && to.lines.size() < min_records_; ++i) {
    to.lines.push_back(m.lines[i]);
    to.line_shards.push_back(m.line_shards[i]);
  }
}

}  // namespace weightcodec
