#include "noisy_data.hpp"

#include <zstd.h>

#include <stdexcept>

namespace weightcodec_test {

std::string zstd_compress(const std::string& bytes) {
  std::string out(ZSTD_compressBound(bytes.size()), '\0');
  const std::size_t n = ZSTD_compress(out.data(), out.size(), bytes.data(), bytes.size(), 3);
  if (ZSTD_isError(n)) throw std::runtime_error(ZSTD_getErrorName(n));
  out.resize(n);
  return out;
}

void write_noisy_inputs(const std::filesystem::path& dir) {
  write_file(dir / "results.jsonl.zst", zstd_compress(joined(kNoisyResults)));
  write_file(dir / "atlas_bf16.jsonl", joined(kNoisyAtlasBf16));
  write_file(dir / "atlas_q4k.jsonl", joined(kNoisyAtlasQ4k));
  write_file(dir / "atlas_layer.jsonl", joined(kNoisyAtlasLayer));
}

}  // namespace weightcodec_test
