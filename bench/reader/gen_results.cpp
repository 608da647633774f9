// gen_results: writes a synthetic weightcodec results file (JSON Lines, zstd-compressed when the
// name ends in .zst) with the schema of shared/data/weightcodec/results.jsonl.zst: the same kinds,
// models, tensor names, method names and value ranges, and the same kinds of noise (records
// without methods, method entries that are strings, null or numbers, zero speeds, missing
// input_bytes, duplicate reruns). Deterministic for a given --seed and --bytes.
//
//   gen_results --out FILE.jsonl.zst --bytes 1G [--seed 1] [--level 3] [--threads 2]
//               [--frame-bytes 0]
#include <fmt/format.h>
#include <zstd.h>

#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace {

// ---- deterministic random numbers (xoshiro256**, seeded by splitmix64)

class Random {
 public:
  explicit Random(std::uint64_t seed) {
    for (auto& word : state_) {
      seed += 0x9E3779B97F4A7C15ull;
      std::uint64_t z = seed;
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
      word = z ^ (z >> 31);
    }
  }
  std::uint64_t next() {
    const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
    const std::uint64_t t = state_[1] << 17;
    state_[2] ^= state_[0];
    state_[3] ^= state_[1];
    state_[1] ^= state_[2];
    state_[0] ^= state_[3];
    state_[2] ^= t;
    state_[3] = rotl(state_[3], 45);
    return result;
  }
  double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
  bool chance(double p) { return uniform() < p; }
  std::size_t below(std::size_t n) { return static_cast<std::size_t>(uniform() * static_cast<double>(n)); }
  // Box-Muller; written out so the stream does not depend on the standard library.
  double normal() {
    const double u = 1.0 - uniform();
    const double v = uniform();
    return std::sqrt(-2.0 * std::log(u)) * std::cos(6.283185307179586 * v);
  }

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::array<std::uint64_t, 4> state_{};
};

// ---- the schema's vocabulary, with medians measured on the sample results file

struct Method {
  const char* name;
  double ratio;            // median
  double decompress_mbps;  // median
  double compress_mbps;    // median
  double presence = 1.0;   // share of records that carry it
  bool times_out = false;  // sometimes a "skipped: timeout" string instead of an object
};

const std::vector<Method> kBf16Methods = {
    {"gzip6", 1.222, 307.7, 36.8},
    {"brotli_q9", 1.289, 341.0, 23.0},
    {"xz9", 1.342, 68.2, 2.88, 0.62, true},
    {"brotli_q11", 1.310, 372.4, 0.97, 0.004},
    {"zstd3_raw", 1.162, 1532.1, 341.4},
    {"zstd19_raw", 1.259, 1202.9, 4.93},
    {"zstd19_bytegrouped", 1.432, 949.8, 5.74},
    {"decomp_perstream_zstd3", 1.409, 1098.1, 304.8},
    {"decomp_perstream_zstd19", 1.447, 972.0, 5.41},
    {"decomp_perstream_xz6", 1.458, 78.0, 3.73, 0.59, true},
    {"bf16_split", 1.489, 686.3, 256.5},
    {"scape_per_file", 1.467, 856.1, 131.2},
    {"bf16_pretrained_k1", 1.473, 580.5, 212.1},
    {"bf16_mixture_k4", 1.485, 381.6, 114.9},
    {"zstd19_dict", 1.274, 1292.3, 4.87, 1.0, true},
};

const std::vector<Method> k7bMethods = {
    {"whole_xz6", 1.334, 77.6, 3.27},
    {"whole_zstd3", 1.168, 1812.7, 375.3},
    {"whole_zstd9", 1.221, 1634.8, 51.7},
    {"whole_zstd19", 1.259, 1391.0, 4.97},
    {"zstd3_raw", 1.162, 1621.6, 351.9},
    {"zstd19_bytegrouped", 1.431, 983.1, 5.81},
    {"decomp_perstream_zstd19", 1.445, 1028.0, 5.44},
    {"decomp_perstream_zstd19_bgscale", 1.443, 1111.8, 6.31},
    {"bf16_split", 1.488, 737.3, 257.6},
};

const std::vector<Method> kQ4kMethods = {
    {"zstd3_raw", 1.012, 3017.5, 622.1},
    {"zstd19_raw", 1.017, 2461.5, 8.51},
    {"xz9", 1.021, 65.5, 2.87, 0.59, true},
    {"zstd19_bytegrouped", 1.019, 1696.9, 7.61},
    {"decomp_perstream_zstd3", 1.024, 1600.7, 470.0},
    {"decomp_perstream_zstd19", 1.028, 1422.6, 6.76},
    {"decomp_qb_full", 1.031, 839.4, 171.1},
    {"qb_k4", 1.041, 311.6, 131.6},
    {"qb_k8", 1.041, 225.8, 105.0},
    {"qb_k16", 1.042, 150.4, 78.0},
    {"qa", 1.042, 58.5, 52.4, 1.0, true},
};

struct Model {
  const char* name;
  int layers;
  std::int64_t hidden;
  std::int64_t intermediate;
  std::int64_t kv;
  std::int64_t vocab;
  bool qkv_bias;
};

const std::vector<Model> kBf16Models = {
    {"Qwen2.5-0.5B", 24, 896, 4864, 128, 151936, true},
    {"Qwen2.5-1.5B", 28, 1536, 8960, 256, 151936, true},
    {"TinyLlama-1.1B", 22, 2048, 5632, 256, 32000, false},
};
const Model k7bModel = {"Qwen2.5-7B", 28, 3584, 18944, 512, 152064, true};
const std::vector<Model> kQ4kModels = {
    {"Qwen2.5-1.5B-Instruct-Q4_K_M", 28, 1536, 8960, 256, 151936, false},
    {"Qwen2.5-7B-Instruct-Q4_K_M", 28, 3584, 18944, 512, 152064, false},
    {"Llama-3.1-8B-Instruct-Q4_K_M", 32, 4096, 14336, 1024, 128256, false},
};

struct Tensor {
  std::string name;
  std::int64_t rows;
  std::int64_t cols;  // 0 for a vector
};

// A Hugging Face tensor of a bf16 checkpoint.
Tensor hf_tensor(const Model& model, Random& random) {
  if (random.chance(0.01)) {
    switch (random.below(3)) {
      case 0: return {"model.embed_tokens.weight", model.vocab, model.hidden};
      case 1: return {"model.norm.weight", model.hidden, 0};
      default: return {"lm_head.weight", model.vocab, model.hidden};
    }
  }
  const std::string layer = fmt::format("model.layers.{}.", random.below(model.layers));
  const std::size_t kinds = model.qkv_bias ? 12 : 9;
  switch (random.below(kinds)) {
    case 0: return {layer + "self_attn.q_proj.weight", model.hidden, model.hidden};
    case 1: return {layer + "self_attn.k_proj.weight", model.kv, model.hidden};
    case 2: return {layer + "self_attn.v_proj.weight", model.kv, model.hidden};
    case 3: return {layer + "self_attn.o_proj.weight", model.hidden, model.hidden};
    case 4: return {layer + "mlp.gate_proj.weight", model.intermediate, model.hidden};
    case 5: return {layer + "mlp.up_proj.weight", model.intermediate, model.hidden};
    case 6: return {layer + "mlp.down_proj.weight", model.hidden, model.intermediate};
    case 7: return {layer + "input_layernorm.weight", model.hidden, 0};
    case 8: return {layer + "post_attention_layernorm.weight", model.hidden, 0};
    case 9: return {layer + "self_attn.q_proj.bias", model.hidden, 0};
    case 10: return {layer + "self_attn.k_proj.bias", model.kv, 0};
    default: return {layer + "self_attn.v_proj.bias", model.kv, 0};
  }
}

// A GGUF tensor of a Q4_K_M checkpoint.
Tensor gguf_tensor(const Model& model, Random& random) {
  if (random.chance(0.006)) return {"token_embd.weight", model.vocab, model.hidden};
  const std::string block = fmt::format("blk.{}.", random.below(model.layers));
  switch (random.below(7)) {
    case 0: return {block + "attn_q.weight", model.hidden, model.hidden};
    case 1: return {block + "attn_k.weight", model.kv, model.hidden};
    case 2: return {block + "attn_v.weight", model.kv, model.hidden};
    case 3: return {block + "attn_output.weight", model.hidden, model.hidden};
    case 4: return {block + "ffn_gate.weight", model.intermediate, model.hidden};
    case 5: return {block + "ffn_up.weight", model.intermediate, model.hidden};
    default: return {block + "ffn_down.weight", model.hidden, model.intermediate};
  }
}

// Python's repr of a float: shortest round trip, and always a '.' or an exponent.
void append_float(fmt::memory_buffer& out, double value) {
  const std::size_t start = out.size();
  fmt::format_to(fmt::appender(out), "{}", value);
  const std::string_view text(out.data() + start, out.size() - start);
  if (text.find_first_of(".en") == std::string_view::npos) {
    out.push_back('.');
    out.push_back('0');
  }
}

double rounded(double value, double scale) { return std::round(value * scale) / scale; }

enum class Kind { bf16, seven_b, q4k };

struct Noise {
  double record_error = 0.0012;  // "error" instead of "methods"
  double missing_input_bytes = 0.002;
  double rerun = 0.002;          // the record is written again later with "rerun": true
  double timeout_string = 0.02;  // for methods that time out
  double null_entry = 0.001;
  double number_entry = 0.0005;
  double zero_speed = 0.0005;
  double error_entry = 0.00005;  // {"error": "roundtrip mismatch", "compress_MBps": ...}
};

class ResultsWriter {
 public:
  explicit ResultsWriter(std::uint64_t seed) : random_(seed) {}

  void run_meta(fmt::memory_buffer& out, std::uint64_t seed, std::uint64_t bytes) {
    fmt::format_to(fmt::appender(out),
                   R"({{"_kind": "run_meta", "run_id": "synthetic-seed{}-bytes{}", "host": "bench-node-01", )"
                   R"~("cpu": "AMD EPYC 7763 (1 thread)", "zstd": "1.5.5", "python": "3.11.2", )~"
                   R"~("note": "synthetic results (gen_results)"}})~"
                   "\n",
                   seed, bytes);
  }

  // One benchmark record (or a pending rerun of an earlier one).
  void record(fmt::memory_buffer& out) {
    ++records_;
    if (!reruns_.empty() && random_.chance(0.5)) {
      out.append(reruns_.front());
      reruns_.pop_front();
      return;
    }
    const double pick = random_.uniform();
    const Kind kind = pick < 0.49 ? Kind::bf16 : pick < 0.69 ? Kind::seven_b : Kind::q4k;
    const std::size_t start = out.size();
    write_record(out, kind);
    if (random_.chance(noise_.rerun)) {
      // The same tensor measured again: same shape, fresh measurements.
      fmt::memory_buffer again;
      const std::string_view first(out.data() + start, out.size() - start);
      const std::size_t methods_at = first.find(", \"methods\"");
      if (methods_at != std::string_view::npos) {
        again.append(first.substr(0, methods_at));
        again.append(std::string_view(", \"rerun\": true"));
        write_methods(again, kind, last_input_bytes_);
        again.append(std::string_view("}\n"));
        reruns_.emplace_back(again.data(), again.size());
      }
    }
  }

  void summary(fmt::memory_buffer& out) {
    fmt::format_to(fmt::appender(out),
                   R"({{"_kind": "summary", "n_records": {}, "methods": {{"bf16_split": {{"ratio": 1.481, )"
                   R"("decompress_MBps": 850.0}}, "qb_k4": {{"ratio": 1.041, "decompress_MBps": 330.0}}}}}})"
                   "\n",
                   records_ + 1);
  }

 private:
  void write_record(fmt::memory_buffer& out, Kind kind) {
    const Model& model = kind == Kind::bf16  ? kBf16Models[random_.below(kBf16Models.size())]
                         : kind == Kind::q4k ? kQ4kModels[random_.below(kQ4kModels.size())]
                                             : k7bModel;
    const Tensor tensor = kind == Kind::q4k ? gguf_tensor(model, random_) : hf_tensor(model, random_);
    const std::int64_t elements = tensor.rows * (tensor.cols == 0 ? 1 : tensor.cols);
    const char* kind_name = kind == Kind::bf16  ? "bench_bf16_perfile"
                            : kind == Kind::q4k ? "Q4_K_benchmark"
                                                : "bench_7B";
    auto o = fmt::appender(out);
    fmt::format_to(o, R"({{"_kind": "{}", "model": "{}", "tensor_name": "{}/{}", )", kind_name, model.name,
                   model.name, tensor.name);
    const std::string shape = tensor.cols == 0 ? fmt::format("[{}]", tensor.rows)
                                               : fmt::format("[{}, {}]", tensor.rows, tensor.cols);
    std::int64_t input_bytes = 0;
    if (kind == Kind::q4k) {
      const std::int64_t superblocks = elements / 256;
      input_bytes = superblocks * 144;
      fmt::format_to(o, R"("ggml_type": "Q4_K", "shape": {}, "n_superblocks": {})", shape, superblocks);
    } else {
      input_bytes = elements * 2;
      fmt::format_to(o, R"("dtype": "bf16", "shape": {}, "n_elements": {})", shape, elements);
    }
    if (!random_.chance(noise_.missing_input_bytes)) {
      fmt::format_to(o, R"(, "input_bytes": {})", input_bytes);
    }
    last_input_bytes_ = input_bytes;
    if (random_.chance(noise_.record_error)) {
      out.append(std::string_view(kind == Kind::q4k
                                      ? R"(, "error": "ValueError: truncated superblock stream"})"
                                      : R"(, "error": "TimeoutError: xz9 exceeded 600 s"})"));
      out.push_back('\n');
      return;
    }
    write_methods(out, kind, input_bytes);
    out.append(std::string_view("}\n"));
  }

  void write_methods(fmt::memory_buffer& out, Kind kind, std::int64_t input_bytes) {
    const std::vector<Method>& methods = kind == Kind::bf16  ? kBf16Methods
                                         : kind == Kind::q4k ? kQ4kMethods
                                                             : k7bMethods;
    // One tensor-wide compressibility shift, so ratios of a record move together.
    const double tensor_shift = 0.012 * random_.normal();
    const double speed_shift = 0.25 * random_.normal();
    auto o = fmt::appender(out);
    out.append(std::string_view(R"(, "methods": {)"));
    bool first = true;
    for (const Method& method : methods) {
      if (method.presence < 1.0 && !random_.chance(method.presence)) continue;
      if (!first) out.append(std::string_view(", "));
      first = false;
      fmt::format_to(o, R"("{}": )", method.name);
      if (method.times_out && random_.chance(noise_.timeout_string)) {
        out.append(std::string_view(R"("skipped: timeout after 600 s")"));
        continue;
      }
      if (random_.chance(noise_.null_entry)) {
        out.append(std::string_view("null"));
        continue;
      }
      if (random_.chance(noise_.number_entry)) {
        out.push_back('0');
        continue;
      }
      const double compress =
          rounded(method.compress_mbps * std::exp(speed_shift + 0.25 * random_.normal()), 100);
      if (random_.chance(noise_.error_entry)) {
        out.append(std::string_view(R"({"error": "roundtrip mismatch", "compress_MBps": )"));
        append_float(out, compress);
        out.push_back('}');
        continue;
      }
      const double ratio =
          rounded(1.0 + (method.ratio - 1.0) * (1.0 + tensor_shift * 10.0 + 0.004 * random_.normal()), 1e6);
      double decompress =
          rounded(method.decompress_mbps * std::exp(speed_shift + 0.3 * random_.normal()), 100);
      if (random_.chance(noise_.zero_speed)) decompress = 0.0;
      out.append(std::string_view(R"({"ratio": )"));
      append_float(out, ratio);
      out.append(std::string_view(R"(, "decompress_MBps": )"));
      append_float(out, decompress);
      out.append(std::string_view(R"(, "compress_MBps": )"));
      append_float(out, compress);
      fmt::format_to(o, R"(, "compressed_bytes": {}, "roundtrip_ok": true}})",
                     static_cast<std::int64_t>(std::llround(static_cast<double>(input_bytes) / ratio)));
    }
    out.push_back('}');
  }

  Random random_;
  Noise noise_;
  std::uint64_t records_ = 0;
  std::int64_t last_input_bytes_ = 0;
  std::deque<std::string> reruns_;
};

// ---- output: plain, or zstd frames compressed by worker threads

class Output {
 public:
  Output(const std::string& path, int level, int threads, std::uint64_t frame_bytes)
      : file_(std::fopen(path.c_str(), "wb")), frame_bytes_(frame_bytes) {
    if (file_ == nullptr) throw std::runtime_error("cannot create " + path);
    compress_ = path.size() >= 4 && path.compare(path.size() - 4, 4, ".zst") == 0;
    if (compress_) {
      context_ = ZSTD_createCCtx();
      ZSTD_CCtx_setParameter(context_, ZSTD_c_compressionLevel, level);
      ZSTD_CCtx_setParameter(context_, ZSTD_c_nbWorkers, threads);
      buffer_.resize(ZSTD_CStreamOutSize());
    }
  }
  Output(const Output&) = delete;
  Output& operator=(const Output&) = delete;
  ~Output() {
    if (context_ != nullptr) ZSTD_freeCCtx(context_);
    if (file_ != nullptr) std::fclose(file_);
  }

  void write(std::string_view bytes) {
    if (!compress_) {
      put(bytes.data(), bytes.size());
      return;
    }
    while (!bytes.empty()) {
      std::size_t take = bytes.size();
      if (frame_bytes_ != 0) take = std::min<std::uint64_t>(take, frame_bytes_ - in_frame_);
      compress(bytes.substr(0, take), ZSTD_e_continue);
      in_frame_ += take;
      bytes.remove_prefix(take);
      if (frame_bytes_ != 0 && in_frame_ == frame_bytes_) {
        compress({}, ZSTD_e_end);
        in_frame_ = 0;
      }
    }
  }

  void close() {
    if (compress_ && (in_frame_ != 0 || frame_bytes_ == 0)) compress({}, ZSTD_e_end);
    if (std::fclose(file_) != 0) throw std::runtime_error("write failed");
    file_ = nullptr;
  }

 private:
  void compress(std::string_view bytes, ZSTD_EndDirective mode) {
    ZSTD_inBuffer in{bytes.data(), bytes.size(), 0};
    for (;;) {
      ZSTD_outBuffer out{buffer_.data(), buffer_.size(), 0};
      const std::size_t left = ZSTD_compressStream2(context_, &out, &in, mode);
      if (ZSTD_isError(left)) throw std::runtime_error(ZSTD_getErrorName(left));
      put(buffer_.data(), out.pos);
      const bool done = mode == ZSTD_e_end ? left == 0 : in.pos == in.size;
      if (done) break;
    }
  }
  void put(const char* data, std::size_t size) {
    if (size != 0 && std::fwrite(data, 1, size, file_) != size) throw std::runtime_error("write failed");
  }

  std::FILE* file_;
  bool compress_ = false;
  ZSTD_CCtx* context_ = nullptr;
  std::vector<char> buffer_;
  std::uint64_t frame_bytes_;
  std::uint64_t in_frame_ = 0;
};

std::uint64_t parse_size(const std::string& text) {
  char* end = nullptr;
  const double value = std::strtod(text.c_str(), &end);
  std::uint64_t scale = 1;
  if (end != nullptr && *end != '\0') {
    switch (*end) {
      case 'K':
      case 'k': scale = 1ull << 10; break;
      case 'M':
      case 'm': scale = 1ull << 20; break;
      case 'G':
      case 'g': scale = 1ull << 30; break;
      default: throw std::runtime_error("bad size: " + text);
    }
  }
  return static_cast<std::uint64_t>(value * static_cast<double>(scale));
}

}  // namespace

int main(int argc, char** argv) {
  std::string out_path;
  std::uint64_t seed = 1;
  std::uint64_t bytes = 64ull << 20;
  std::uint64_t frame_bytes = 0;
  int level = 3;
  int threads = 2;
  try {
    for (int i = 1; i < argc; ++i) {
      const std::string arg = argv[i];
      auto value = [&]() -> std::string {
        if (i + 1 >= argc) throw std::runtime_error(arg + " needs a value");
        return argv[++i];
      };
      if (arg == "--out") out_path = value();
      else if (arg == "--seed") seed = std::stoull(value());
      else if (arg == "--bytes") bytes = parse_size(value());
      else if (arg == "--frame-bytes") frame_bytes = parse_size(value());
      else if (arg == "--level") level = std::stoi(value());
      else if (arg == "--threads") threads = std::stoi(value());
      else throw std::runtime_error("unknown option " + arg);
    }
    if (out_path.empty()) throw std::runtime_error("--out FILE is required");

    Output output(out_path, level, threads, frame_bytes);
    ResultsWriter writer(seed);
    fmt::memory_buffer text;
    std::uint64_t written = 0;
    writer.run_meta(text, seed, bytes);
    // Records until the target size, leaving room for the summary line.
    while (written + text.size() + 200 < bytes) {
      writer.record(text);
      if (text.size() >= (1u << 20)) {
        output.write(std::string_view(text.data(), text.size()));
        written += text.size();
        text.clear();
      }
    }
    writer.summary(text);
    output.write(std::string_view(text.data(), text.size()));
    written += text.size();
    output.close();
    std::printf("wrote %s: %llu bytes of JSON Lines\n", out_path.c_str(),
                static_cast<unsigned long long>(written));
    return 0;
  } catch (const std::exception& error) {
    std::fprintf(stderr, "gen_results: %s\n", error.what());
    return 1;
  }
}
