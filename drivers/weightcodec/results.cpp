// The one streaming pass over the results file: per-tensor ratios for figure 2 and per
// (corpus, method) samples for figure 5, folded record by record in bounded memory.
#include <functional>
#include <map>
#include <memory>

#include "data.hpp"
#include "fields.hpp"
#include "merger.hpp"
#include "records/read.hpp"
#include "records/read_chunks.hpp"

namespace weightcodec {

bool TensorRatios::set(std::string_view name, Num ratio, std::uint64_t line, std::uint32_t shard,
                       std::size_t located_at) {
  auto [it, inserted] = index.try_emplace(std::string(name), names.size());
  if (inserted) {
    names.emplace_back(name);
    ratios.push_back(ratio);
    lines.push_back(line);
    shards.push_back(shard);
    first_lines.push_back(line);
    first_located.push_back(located_at);
    return false;
  }
  ratios[it->second] = ratio;
  lines[it->second] = line;
  shards[it->second] = shard;
  return true;
}

namespace {

// Skip reasons of the pass (docs/weightcodec.md).
constexpr const char* kNoMethods = "results: record without methods";
constexpr const char* kMethodsNotObject = "results: methods not an object";
constexpr const char* kKindNotBenchmarked = "results: record kind not benchmarked";
constexpr const char* kInputBytesNotNumber = "results: input_bytes not a number";
constexpr const char* kTensorNameNotString = "results: tensor_name not a string";
constexpr const char* kEntryNotRun = "results: method not run (\"skipped: ...\")";
constexpr const char* kEntryMalformed = "results: malformed method entry (not an object)";
constexpr const char* kNoRatio = "results: method without ratio";
constexpr const char* kRatioNotNumber = "results: ratio not a number";
constexpr const char* kRatioNotPositive = "results: ratio not positive";
constexpr const char* kNoSpeed = "results: method without decompress_MBps";
constexpr const char* kSpeedNotNumber = "results: decompress_MBps not a number";
constexpr const char* kSpeedNotPositive = "results: decompress_MBps not positive";
constexpr const char* kRerun = kRerunReason;

// Counters indexed by reason while reading (a map lookup per skip would be fine too, but this
// keeps the hot loop free of string keys).
enum Reason : int {
  NoMethods,
  MethodsNotObject,
  KindNotBenchmarked,
  InputBytesNotNumber,
  TensorNameNotString,
  EntryNotRun,
  EntryMalformed,
  NoRatio,
  RatioNotNumber,
  RatioNotPositive,
  NoSpeed,
  SpeedNotNumber,
  SpeedNotPositive,
  Rerun,
  ReasonCount
};
constexpr const char* kReasonNames[ReasonCount] = {kNoMethods,
                                                   kMethodsNotObject,
                                                   kKindNotBenchmarked,
                                                   kInputBytesNotNumber,
                                                   kTensorNameNotString,
                                                   kEntryNotRun,
                                                   kEntryMalformed,
                                                   kNoRatio,
                                                   kRatioNotNumber,
                                                   kRatioNotPositive,
                                                   kNoSpeed,
                                                   kSpeedNotNumber,
                                                   kSpeedNotPositive,
                                                   kRerun};

// One corpus's methods: name -> index into ResultsData::methods, plus a cache of the method
// seen at each position of the previous record (records of a kind list methods in one order).
struct CorpusIndex {
  std::string corpus;
  std::map<std::string, std::size_t, std::less<>> by_name;
  std::vector<std::size_t> by_position;
};

// Figure 5's verdict on one method entry: the reason it is skipped, or none.
std::optional<Reason> fig5_verdict(const Num& ratio, const Num& mbps) {
  using S = Num::State;
  if (ratio.state == S::missing || ratio.state == S::null) return NoRatio;
  if (ratio.state == S::other) return RatioNotNumber;
  if (mbps.state == S::missing || mbps.state == S::null) return NoSpeed;
  if (mbps.state == S::other) return SpeedNotNumber;
  if (!(ratio.value > 0)) return RatioNotPositive;
  if (!(mbps.value > 0)) return SpeedNotPositive;
  return std::nullopt;
}

// Figure 2's verdict: the seed keeps any entry whose object has a "ratio" key (null included;
// it drops the point later), and crashes on a non-numeric one, which is skipped here.
std::optional<Reason> fig2_verdict(const Num& ratio) {
  if (ratio.state == Num::State::missing) return NoRatio;
  if (ratio.state == Num::State::other) return RatioNotNumber;
  return std::nullopt;
}

class Pass {
 public:
  // `shard` and `file` say where the records come from (for skip reports).
  Pass(const ResultsWanted& wanted, ResultsData& out, std::uint32_t shard = 0, std::string file = {})
      : wanted_(wanted), out_(out), shard_(shard), file_(std::move(file)) {
    if (!wanted.fig5) return;
    min_records_ = wanted.fig5->min_records;
    for (const auto& [kind, corpus] : wanted.fig5->corpus_for_kind) {
      std::size_t c = 0;
      while (c < corpora_.size() && corpora_[c].corpus != corpus) ++c;
      if (c == corpora_.size()) corpora_.push_back({corpus, {}, {}});
      kinds_.emplace_back(kind, c);
    }
  }

  void record(records::Record& r) {
    ++out_.records;
    const auto kind_field = r.string("_kind");
    const std::string_view kind = kind_field ? *kind_field : std::string_view();
    // Which figures read this record.
    CorpusIndex* corpus = nullptr;
    if (wanted_.fig5)
      for (const auto& [k, c] : kinds_)
        if (k == kind) corpus = &corpora_[c];
    TensorRatios* fig2 = nullptr;
    std::string_view fig2_method;
    if (wanted_.fig2 && kind_field) {
      if (kind == wanted_.fig2->bf16_kind) {
        fig2 = &out_.bf16;
        fig2_method = wanted_.fig2->bf16_method;
      } else if (kind == wanted_.fig2->q4k_kind) {
        fig2 = &out_.q4k;
        fig2_method = wanted_.fig2->q4k_method;
      }
    }

    Str name;
    Num ib;
    if (fig2) name = read_str(r, "tensor_name");
    if (corpus) ib = read_num(r, "input_bytes");

    auto methods_field = r.field("methods");
    if (!methods_field) {
      if (methods_field.error() == records::FieldError::missing) skip(NoMethods, r, "methods");
      return;
    }
    if (!corpus && !fig2) {
      if (wanted_.fig5) skip(KindNotBenchmarked, r, "_kind");
      return;
    }
    if (fig2 && (name.state == Str::State::null || name.state == Str::State::other)) {
      skip(TensorNameNotString, r, "tensor_name");
      fig2 = nullptr;
    }
    // A missing or null input_bytes weighs as the seed's `r.get("input_bytes", 0) or 0`.
    const double input_bytes = ib.is_number() ? ib.value : 0;
    const bool fig5_skip_entries = corpus && ib.state == Num::State::other;
    if (fig5_skip_entries) skip(InputBytesNotNumber, r, "input_bytes");
    if (!fig2 && (!corpus || fig5_skip_entries)) return;
    const std::string& tensor = name.value;  // missing: "", as r.get("tensor_name", "")
    auto methods = methods_field->object();
    if (!methods) {
      if (methods.error() != records::FieldError::malformed) skip(MethodsNotObject, r, "methods");
      return;
    }

    if (corpus && !fig5_skip_entries) {
      // Every entry in file order, with its ratio and decompress_MBps.
      static constexpr std::string_view kEntryKeys[] = {"ratio", "decompress_MBps"};
      std::size_t position = 0;
      methods->for_each_numbers(kEntryKeys, [&](records::NumbersEntry& f) {
        const bool is_fig2 = fig2 && f.key == fig2_method;
        if (!f.object) {
          if (f.object.error() != records::FieldError::malformed)
            skip(not_object(f.value), r, "methods." + std::string(f.key));
          ++position;
          return;
        }
        const Num ratio = to_num(f.numbers[0]);
        const Num mbps = to_num(f.numbers[1]);
        if (is_fig2 && !fig2_verdict(ratio)) keep_fig2(*fig2, tensor, ratio, r);
        if (auto why = fig5_verdict(ratio, mbps)) {
          skip(*why, r, "methods." + std::string(f.key));
        } else {
          MethodSamples& m = out_.methods[slot(*corpus, f.key, position)];
          ++m.count;
          m.weighted_ratio_sum.add(ratio.value * (input_bytes != 0 ? input_bytes : 1.0));
          m.input_bytes_sum.add(input_bytes);
          m.mbps.push_back(mbps.value);
          // Where a method with too few samples is, for its skip report (bounded: a method with
          // more samples is drawn).
          if (m.lines.size() < min_records_) {
            m.lines.push_back(r.line());
            m.line_shards.push_back(shard_);
          }
        }
        ++position;
      });
      return;
    }
    if (fig2) {
      // Only the one method figure 2 reads.
      auto entry_value = methods->field(fig2_method);
      if (!entry_value) return;  // the method was not run on this tensor
      auto entry = entry_value->object();
      if (!entry) {
        // The seed skips a null entry (`if m`) and a string one ("ratio" in "..." is False)
        // and crashes on a number; all are skipped here.
        if (entry.error() != records::FieldError::malformed)
          skip(not_object(*entry_value), r, "methods." + std::string(fig2_method));
        return;
      }
      const Num ratio = read_num(*entry, "ratio");
      if (auto why = fig2_verdict(ratio)) skip(*why, r, "methods." + std::string(fig2_method));
      else keep_fig2(*fig2, tensor, ratio, r);
    }
  }

  void finish() {
    for (int i = 0; i < ReasonCount; ++i)
      if (counts_[i]) out_.skips[kReasonNames[i]] += counts_[i];
  }

 private:
  void keep_fig2(TensorRatios& t, const std::string& tensor, const Num& ratio, const records::Record& r) {
    if (t.set(tensor, ratio, r.line(), shard_, out_.located.size())) skip(Rerun, r, "tensor_name");
  }

  // Counted per reason, and kept with its line and field for --report.
  void skip(Reason why, const records::Record& r, std::string field) {
    ++counts_[why];
    out_.located.push_back({r.line(), std::move(field), kReasonNames[why], file_});
  }

  // An entry that is not an object: a "skipped: ..." string is a method that did not run; any
  // other value (a number, null, another string, an array) is malformed.
  static Reason not_object(records::Value v) {
    auto t = v.type();
    if (t && *t == records::ValueType::string) {
      auto s = v.string();
      if (s && s->rfind("skipped", 0) == 0) return EntryNotRun;
    }
    return EntryMalformed;
  }

  std::size_t slot(CorpusIndex& c, std::string_view method, std::size_t position) {
    if (position < c.by_position.size()) {
      const std::size_t guess = c.by_position[position];
      if (out_.methods[guess].method == method) return guess;
    }
    std::size_t idx;
    if (auto it = c.by_name.find(method); it != c.by_name.end()) {
      idx = it->second;
    } else {
      idx = out_.methods.size();
      out_.methods.push_back({c.corpus, std::string(method), 0, {}, {}, {}, {}, {}});
      c.by_name.emplace(std::string(method), idx);
    }
    if (position >= c.by_position.size()) c.by_position.resize(position + 1, idx);
    c.by_position[position] = idx;
    return idx;
  }

  const ResultsWanted& wanted_;
  std::size_t min_records_ = 0;
  ResultsData& out_;
  std::uint32_t shard_;
  std::string file_;
  std::vector<CorpusIndex> corpora_;
  std::vector<std::pair<std::string, std::size_t>> kinds_;  // _kind -> corpora_ index
  std::uint64_t counts_[ReasonCount] = {};
};

}  // namespace

ResultsData read_results(const std::filesystem::path& file, const ResultsWanted& wanted) {
  ResultsData out;
  out.file = file.string();
  Pass pass(wanted, out);
  records::read_records(file, [&pass](records::Record& r) { pass.record(r); });
  pass.finish();
  return out;
}

ResultsData read_results_shard(const ResultsShard& shard, std::uint32_t index, const ResultsWanted& wanted,
                               bool background, const std::function<bool()>& go_on) {
  ResultsData out;
  out.file = shard.name;
  Pass pass(wanted, out, index, shard.name);
  records::ReadOptions options;
  options.background_decompression = background;
  records::read_records(
      shard.path,
      [&](records::Record& r) {
        pass.record(r);
        return go_on();
      },
      options);
  pass.finish();
  return out;
}

ResultsData read_results_chunked(const ResultsShard& shard, std::uint32_t index, const ResultsWanted& wanted,
                                 unsigned threads, std::size_t chunk_bytes, bool when_loaded) {
  // One chunk's pass, into a ResultsData of its own.
  struct Part final : records::ChunkPart {
    Part(const ResultsWanted& wanted, std::uint32_t index, const std::string& name)
        : pass(wanted, data, index, name) {}
    void record(records::Record& r) override { pass.record(r); }
    ResultsData data;
    Pass pass;
  };
  ResultsData out;
  out.file = shard.name;
  // Thousands of parts: the speeds grow in place.
  Merger merger(out, wanted.fig5 ? wanted.fig5->min_records : 0, Merger::Growth::amortised);
  records::ReadOptions options;
  options.background_when_loaded = when_loaded;
  records::read_records_in_chunks(
      shard.path,
      [&](const records::ChunkInfo&) { return std::make_unique<Part>(wanted, index, shard.name); },
      [&](std::unique_ptr<records::ChunkPart> chunk, const records::ChunkInfo&) {
        auto& part = static_cast<Part&>(*chunk);
        part.pass.finish();
        merger.append(std::move(part.data), index);
      },
      options, {.threads = threads, .chunk_bytes = chunk_bytes, .read_ahead_bytes = 8 * chunk_bytes});
  return out;
}

}  // namespace weightcodec
