#pragma once
// A small set of weightcodec inputs carrying every kind of noise the driver handles, written to a
// fresh temporary directory, with the counts and values the driver must report for them.
#include <cstdint>
#include <filesystem>
#include <map>
#include <string>

#include "file_io.hpp"
#include "temp_dir.hpp"

namespace weightcodec_test {

// results.jsonl (one record per line; the comment after each line is what it exercises).
inline const char* const kNoisyResults[] = {
    R"({"_kind": "run_meta", "run_id": "x"})",  // record without methods
    R"({"_kind": "bench_bf16_perfile", "tensor_name": "t1", "input_bytes": 100, "methods": {"bf16_split": {"ratio": 1.5, "decompress_MBps": 700}, "gzip6": {"ratio": 1.2, "decompress_MBps": 300}}})",
    R"({"_kind": "bench_bf16_perfile", "tensor_name": "t2", "input_bytes": 300, "methods": {"bf16_split": {"ratio": 1.4, "decompress_MBps": 0}, "gzip6": "skipped: timeout after 600 s"}})",  // zero speed, string entry
    R"({"_kind": "bench_bf16_perfile", "tensor_name": "t3", "methods": {"bf16_split": null, "gzip6": {"ratio": 1.1, "decompress_MBps": 250}}})",  // no input_bytes, null entry
    R"({"_kind": "bench_bf16_perfile", "tensor_name": "t4", "input_bytes": 50, "methods": {"bf16_split": 5, "gzip6": {"decompress_MBps": 250}}})",  // number entry, no ratio
    R"({"_kind": "bench_bf16_perfile", "tensor_name": "t1", "input_bytes": 100, "methods": {"bf16_split": {"ratio": 1.6, "decompress_MBps": 710}}})",  // rerun of t1
    R"({"_kind": "bench_bf16_perfile", "tensor_name": "t5", "input_bytes": 10, "methods": null})",  // methods
                                                                                                    // null
    "",
    R"({"_kind": "Q4_K_benchmark", "tensor_name": "q1", "input_bytes": "big", "methods": {"qb_k4": {"ratio": 1.04, "decompress_MBps": 300}}})",  // input_bytes a string
    R"({"_kind": "bench_7B", "tensor_name": "s1", "input_bytes": 0, "methods": {"bf16_split": {"ratio": "1.5", "decompress_MBps": 700}, "brotli_q11": {"ratio": 1.3, "decompress_MBps": 400}}})",  // ratio a string, unknown method
    R"({"_kind": "summary", "methods": {"bf16_split": {"ratio": 1.4, "decompress_MBps": 800}}})",  // kind not
                                                                                                   // benchmarked
    R"({"_kind": "Q4_K_benchmark", "tensor_name": null, "input_bytes": 20, "methods": {"qb_k4": {"ratio": 1.05, "decompress_MBps": -3}}})",  // null tensor_name, negative speed
    R"({"_kind": "Q4_K_benchmark", "tensor_name": "q2", "input_bytes": 20, "methods": {"qb_k4": {"ratio": 0, "decompress_MBps": 30}, "qa": {"ratio": 1.04, "decompress_MBps": null}}})",  // zero ratio, null speed
    R"({"_kind": "bench_bf16_perfile", "tensor_name": "t6", "input_bytes": 5, "methods": {"bf16_split": {"ratio": null, "decompress_MBps": 5}}})",  // null ratio
    R"({"_kind": "bench_bf16_perfile", "tensor_name": "u1", "input_bytes": 200, "methods": {"bf16_split": {"ratio": 1.45, "decompress_MBps": 690}}})",
    R"({"_kind": "bench_bf16_perfile", "tensor_name": "u2", "input_bytes": 200, "methods": {"bf16_split": {"ratio": 1.47, "decompress_MBps": 720}}})",
    R"({"_kind": "bench_bf16_perfile", "tensor_name": "u3", "input_bytes": 200, "methods": {"bf16_split": {"ratio": 1.44, "decompress_MBps": 680}}})",
    R"({"_kind": "bench_bf16_perfile", "tensor_name": "u4", "input_bytes": 200, "methods": {"bf16_split": {"ratio": 1.46, "decompress_MBps": 700}}})",
};

inline const char* const kNoisyAtlasBf16[] = {
    R"({"tensor_name": "t1", "dtype": "bf16", "tensor_category": "attention", "H_byte1": 2.5, "H_byte0": 7.9, "ceiling_ratio": 1.55})",
    R"({"tensor_name": "t2", "dtype": "bf16", "tensor_category": "mlp", "H_byte1": 0, "H_byte0": 7.9, "ceiling_ratio": null, "R_marginal": 1.45})",
    R"({"tensor_name": "t6", "dtype": "bf16", "H_byte1": 2.6, "H_byte0": 7.8, "ceiling_ratio": 1.5})",
    R"({"tensor_name": "f", "dtype": "f32", "tensor_category": "norm", "H_byte1": 1, "H_byte0": 1})",
    R"({"dtype": "bf16", "tensor_category": "weird", "H_byte1": 2, "H_byte0": 7})",
    R"({"tensor_name": null, "dtype": "bf16", "tensor_category": "attention", "H_byte1": 2, "H_byte0": 7})",
    R"({"tensor_name": "t7", "dtype": "bf16", "tensor_category": "attention", "H_byte1": "x", "H_byte0": 7.0, "ceiling_ratio": "1.5"})",
    R"({"tensor_name": "t8", "dtype": "bf16", "tensor_category": "attention", "H_byte1": 2.7, "H_byte0": 7.7})",
};

inline const char* const kNoisyAtlasQ4k[] = {
    R"({"tensor_name": "q1", "H_byte": 8.0, "H_nibble": 3.9})",
    R"({"tensor_name": "q2", "H_byte": 7.5, "H_nibble": null})",
    R"({"tensor_name": "q3", "H_byte": 0})",
};

inline const char* const kNoisyAtlasLayer[] = {
    R"({"corr_pearson": 0.001})", R"({"corr_pearson": -0.002})", R"({"corr_pearson": "n/a"})",
    R"({"model": "x"})",          R"({"corr_pearson": 0.003})",  R"({"corr_pearson": 0.0})",
};

// What the results pass counts for kNoisyResults, per reason (both figures 2 and 5 reading it).
inline const std::map<std::string, std::uint64_t> kNoisyResultsSkips = {
    {"results: record without methods", 1},
    {"results: method not run (\"skipped: ...\")", 1},
    {"results: malformed method entry (not an object)", 2},
    {"results: method without ratio", 2},
    {"results: decompress_MBps not positive", 2},
    {"results: rerun replaces an earlier result", 1},
    {"results: methods not an object", 1},
    {"results: input_bytes not a number", 1},
    {"results: ratio not a number", 1},
    {"results: record kind not benchmarked", 1},
    {"results: tensor_name not a string", 1},
    {"results: ratio not positive", 1},
    {"results: method without decompress_MBps", 1},
};

using testing_support::TempDir;
using testing_support::write_file;

// Lines joined by '\n' (with a final newline), and zstd-compressed bytes.
template <std::size_t N>
std::string joined(const char* const (&lines)[N]) {
  std::string s;
  for (const char* l : lines) (s += l) += '\n';
  return s;
}
std::string zstd_compress(const std::string& bytes);

// The four inputs, under their usual names (results.jsonl.zst compressed), in `dir`.
void write_noisy_inputs(const std::filesystem::path& dir);

}  // namespace weightcodec_test
