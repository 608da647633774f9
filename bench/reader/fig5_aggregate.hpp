// What fig5 of the weightcodec paper needs from a results file, folded in fixed memory: per
// (corpus, method) the count, the byte-weighted ratio and the median decompress speed (from a
// fine histogram, so a gigabyte of records needs no per-record storage).
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "records/records.hpp"

namespace bench {

// METHOD_CLASS of the seed; anything else is general-purpose.
inline std::string_view method_class(std::string_view method) {
  static const std::unordered_map<std::string_view, std::string_view> classes = {
      {"gzip6", "general-purpose"},
      {"brotli_q9", "general-purpose"},
      {"xz9", "general-purpose"},
      {"whole_xz6", "general-purpose"},
      {"whole_zstd3", "general-purpose"},
      {"whole_zstd9", "general-purpose"},
      {"whole_zstd19", "general-purpose"},
      {"zstd3_raw", "general-purpose"},
      {"zstd19_raw", "general-purpose"},
      {"zstd19_bytegrouped", "byte-grouped"},
      {"decomp_perstream_zstd3", "byte-grouped"},
      {"decomp_perstream_zstd19", "byte-grouped"},
      {"decomp_perstream_xz6", "byte-grouped"},
      {"decomp_perstream_zstd19_bgscale", "byte-grouped"},
      {"decomp_qb_full", "byte-grouped"},
      {"bf16_split", "format-aware"},
      {"qb_k4", "format-aware"},
      {"qb_k8", "format-aware"},
      {"qb_k16", "format-aware"},
      {"qa", "format-aware"},
      {"scape_per_file", "trained-profile"},
      {"bf16_pretrained_k1", "trained-profile"},
      {"bf16_mixture_k4", "trained-profile"},
      {"zstd19_dict", "trained-profile"},
  };
  auto found = classes.find(method);
  return found == classes.end() ? "general-purpose" : found->second;
}

// corpus_for_kind of the seed; empty for kinds fig5 ignores.
inline std::string_view corpus_for_kind(std::string_view kind) {
  if (kind == "bench_bf16_perfile" || kind == "bench_7B") return "bf16";
  if (kind == "Q4_K_benchmark") return "Q4_K";
  return {};
}

// Counts speeds in bins under 0.4% wide, cut from the double's own bits: sign, exponent and the
// top 8 mantissa bits rise with the value (a piecewise-linear log2), so no log() per value.
class SpeedHistogram {
 public:
  static constexpr int kMantissaBits = 8;
  static constexpr int kLowExponent = -7;   // 2^-7 MB/s and up
  static constexpr int kHighExponent = 17;  // below 2^17 MB/s
  static constexpr std::size_t kBins = std::size_t(kHighExponent - kLowExponent) << kMantissaBits;

  void add(double mbps) {
    ++counts_[bin_of(mbps)];
    ++total_;
  }
  double median() const {
    std::uint64_t seen = 0;
    for (std::size_t bin = 0; bin < kBins; ++bin) {
      seen += counts_[bin];
      if (2 * seen >= total_) return value_of(bin);
    }
    return 0;
  }

 private:
  static constexpr std::uint64_t kLowKey = std::uint64_t(1023 + kLowExponent) << kMantissaBits;
  static std::size_t bin_of(double value) {
    const std::uint64_t key = std::bit_cast<std::uint64_t>(value) >> (52 - kMantissaBits);
    if (key < kLowKey) return 0;
    return std::min<std::size_t>(key - kLowKey, kBins - 1);
  }
  // The middle of a bin.
  static double value_of(std::size_t bin) {
    const std::uint64_t key = kLowKey + bin;
    const std::uint64_t bits = (key << (52 - kMantissaBits)) | (std::uint64_t(1) << (51 - kMantissaBits));
    return std::bit_cast<double>(bits);
  }

  std::vector<std::uint32_t> counts_ = std::vector<std::uint32_t>(kBins);
  std::uint64_t total_ = 0;
};

struct MethodPoint {
  std::string corpus;
  std::string method;
  std::string_view cls;
  std::uint64_t count = 0;
  double weighted_ratio_sum = 0;  // ratio * (input_bytes or 1)
  double bytes_sum = 0;
  SpeedHistogram speeds;

  double byte_weighted_ratio() const {
    return weighted_ratio_sum / (bytes_sum != 0 ? bytes_sum : double(count));
  }
};

// Method name -> point index for one corpus. Records list their methods in the same order, so
// the entry after the last match is nearly always the next one asked for.
class MethodIndex {
 public:
  static constexpr std::size_t kNone = ~std::size_t{0};

  std::size_t find(std::string_view name) {
    const std::size_t count = names_.size();
    for (std::size_t step = 0; step < count; ++step) {
      std::size_t at = next_ + step;
      if (at >= count) at -= count;
      if (names_[at] == name) {
        next_ = at + 1 == count ? 0 : at + 1;
        return points_[at];
      }
    }
    return kNone;
  }
  void add(std::string_view name, std::size_t point) {
    names_.emplace_back(name);
    points_.push_back(point);
  }

 private:
  std::vector<std::string> names_;
  std::vector<std::size_t> points_;
  std::size_t next_ = 0;
};

// Folds records the way fig5_throughput_ratio_pareto reads them.
class Fig5Aggregate {
 public:
  void add(records::Record& record) {
    ++records_;
    auto kind = record.string("_kind");
    const std::string_view corpus = kind ? corpus_for_kind(*kind) : std::string_view{};
    if (corpus.empty()) return;
    // r.get("input_bytes", 0) or 0: missing, null or 0 all count as 0.
    const double input_bytes = static_cast<double>(record.integer("input_bytes").value_or(0));
    auto methods = record.object("methods");
    if (!methods) return;
    auto& by_method = corpus == "bf16" ? bf16_ : q4k_;
    // Per method entry: ratio and decompress_MBps (strings, null, numbers: not objects, skipped).
    static constexpr std::string_view kKeys[] = {"ratio", "decompress_MBps"};
    methods->for_each_numbers(kKeys, [&](records::NumbersEntry& method) {
      const auto& ratio = method.numbers[0];
      const auto& mbps = method.numbers[1];
      if (!ratio || !mbps || *ratio <= 0 || *mbps <= 0) return;
      std::size_t index = by_method.find(method.key);
      if (index == MethodIndex::kNone) {
        MethodPoint& added = points_.emplace_back();
        added.corpus = corpus;
        added.method = method.key;
        added.cls = method_class(method.key);
        index = points_.size() - 1;
        by_method.add(method.key, index);
      }
      MethodPoint& point = points_[index];
      ++point.count;
      point.weighted_ratio_sum += *ratio * (input_bytes != 0 ? input_bytes : 1.0);
      point.bytes_sum += input_bytes;
      point.speeds.add(*mbps);
    });
  }

  // The seed drops (corpus, method) pairs with fewer than 5 measurements.
  std::vector<const MethodPoint*> plotted() const {
    std::vector<const MethodPoint*> kept;
    for (const MethodPoint& point : points_) {
      if (point.count >= 5) kept.push_back(&point);
    }
    return kept;
  }
  std::uint64_t records() const { return records_; }

 private:
  std::vector<MethodPoint> points_;
  MethodIndex bf16_;
  MethodIndex q4k_;
  std::uint64_t records_ = 0;
};

}  // namespace bench
