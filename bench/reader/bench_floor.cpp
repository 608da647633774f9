// A yardstick for the reader: one thread, the same streaming zstd decompression into one cache-sized
// slice, whole lines parsed in place while the slice is hot by bare simdjson, with no record views,
// no validation beyond the parse, no policy, no line counting, no aggregation. Timed from outside
// against `zstd -dc FILE`, its CPU ratio bounds what the reader could reach (docs/reader.md).
//
//   bench_floor FILE.jsonl.zst [--stage1 | --dom] [--slice-kb N]
//
// Per line, by default: fig5's fields (_kind, input_bytes, per method entry ratio and
// decompress_MBps) read by On-Demand. --stage1: simdjson's stage 1 and a root that is an object.
// --dom: the DOM parse every record gets in the reader (without its duplicate-key scan) and the
// same fields read from the DOM. Prints the bytes, the lines and a checksum of the fields read, which
// `bench_reader FILE --reader-only --sum-only` must print too.
#include <fcntl.h>
#include <simdjson.h>
#include <unistd.h>
#include <zstd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace {

bool fig5_kind(std::string_view kind) {
  return kind == "bench_bf16_perfile" || kind == "bench_7B" || kind == "Q4_K_benchmark";
}

enum class Mode { stage1, extract, dom };

class LineParser {
 public:
  explicit LineParser(Mode mode) : mode_(mode) {}

  // `capacity`: readable bytes from `line` on, padding included.
  void parse(const char* line, std::size_t size, std::size_t capacity) {
    ++lines_;
    if (mode_ == Mode::dom) return parse_dom(line, size);
    simdjson::ondemand::document doc;
    simdjson::ondemand::object record;
    if (parser_.iterate(line, size, capacity).get(doc) || doc.get_object().get(record)) {
      ++bad_;
      return;
    }
    if (mode_ == Mode::stage1) return;
    add_fields(record);
  }

  std::size_t lines() const { return lines_; }
  std::size_t bad() const { return bad_; }
  double checksum() const { return checksum_; }

 private:
  // The reader's DOM parse (without its duplicate-key scan), and the same fields read from it.
  void parse_dom(const char* line, std::size_t size) {
    simdjson::dom::element root;
    simdjson::dom::object record;
    if (dom_.parse(reinterpret_cast<const std::uint8_t*>(line), size, false).get(root) ||
        root.get_object().get(record)) {
      ++bad_;
      return;
    }
    add_fields(record);
  }

  // fig5's fields of one record, added to the checksum: the same reads through either API
  // (On-Demand's field value is a call, the DOM's a member).
  template <class Object>
  void add_fields(Object& record) {
    std::string_view kind;
    if (record["_kind"].get_string().get(kind) || !fig5_kind(kind)) return;
    double input_bytes = 0;
    if (record["input_bytes"].get_double().get(input_bytes)) input_bytes = 0;
    checksum_ += input_bytes;
    Object methods;
    if (record["methods"].get_object().get(methods)) return;
    for (auto field : methods) {
      Object entry;
      if constexpr (std::is_same_v<Object, simdjson::dom::object>) {
        if (field.value.get_object().get(entry) != simdjson::SUCCESS) continue;
      } else {
        if (field.value().get_object().get(entry) != simdjson::SUCCESS) continue;
      }
      double ratio = 0, mbps = 0;
      if (entry["ratio"].get_double().get(ratio)) ratio = 0;
      if (entry["decompress_MBps"].get_double().get(mbps)) mbps = 0;
      checksum_ += ratio + mbps;
    }
  }

  Mode mode_;
  simdjson::ondemand::parser parser_;
  simdjson::dom::parser dom_;
  std::size_t lines_ = 0;
  std::size_t bad_ = 0;
  double checksum_ = 0;
};

}  // namespace

int main(int argc, char** argv) {
  std::string path;
  Mode mode = Mode::extract;
  std::size_t slice = 128 << 10;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--stage1") {
      mode = Mode::stage1;
    } else if (arg == "--dom") {
      mode = Mode::dom;
    } else if (arg == "--slice-kb" && i + 1 < argc) {
      slice = std::strtoul(argv[++i], nullptr, 10) << 10;
    } else if (path.empty() && !arg.starts_with("--")) {
      path = arg;
    } else {
      std::fprintf(stderr, "usage: bench_floor FILE.jsonl.zst [--stage1 | --dom] [--slice-kb N]\n");
      return 2;
    }
  }
  if (path.empty() || slice == 0) {
    std::fprintf(stderr, "usage: bench_floor FILE.jsonl.zst [--stage1 | --dom] [--slice-kb N]\n");
    return 2;
  }
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    std::fprintf(stderr, "bench_floor: cannot open %s\n", path.c_str());
    return 1;
  }
  ZSTD_DCtx* context = ZSTD_createDCtx();
  std::vector<char> input(ZSTD_DStreamInSize());
  // The slice, plus the padding simdjson may read past the last line.
  std::vector<char> buffer(slice + simdjson::SIMDJSON_PADDING);
  LineParser parser(mode);
  std::size_t filled = 0;  // bytes of the slice holding the unfinished line carried over
  std::size_t total = 0;
  bool input_ended = false;
  ZSTD_inBuffer in{input.data(), 0, 0};
  for (;;) {
    if (in.pos == in.size && !input_ended) {
      const ssize_t got = ::read(fd, input.data(), input.size());
      if (got < 0) {
        std::fprintf(stderr, "bench_floor: read error\n");
        return 1;
      }
      input_ended = got == 0;
      in = ZSTD_inBuffer{input.data(), static_cast<std::size_t>(got), 0};
    }
    if (filled == slice) {  // one line longer than the slice: grow it
      slice *= 2;
      buffer.resize(slice + simdjson::SIMDJSON_PADDING);
    }
    ZSTD_outBuffer out{buffer.data() + filled, slice - filled, 0};
    const std::size_t hint = ZSTD_decompressStream(context, &out, &in);
    if (ZSTD_isError(hint)) {
      std::fprintf(stderr, "bench_floor: %s\n", ZSTD_getErrorName(hint));
      return 1;
    }
    total += out.pos;
    filled += out.pos;
    const bool done = input_ended && out.pos == 0;
    // Whole lines now, while they are in the cache; the unfinished one moves to the front.
    const char* begin = buffer.data();
    const char* const end = begin + filled;
    const char* last = done ? end : static_cast<const char*>(::memrchr(begin, '\n', filled));
    if (last != nullptr) {
      while (begin < last) {
        const char* newline = static_cast<const char*>(std::memchr(begin, '\n', last - begin));
        const char* line_end = newline != nullptr ? newline : last;
        if (line_end > begin) {
          parser.parse(begin, line_end - begin, buffer.size() - (begin - buffer.data()));
        }
        begin = line_end + 1;
      }
      const std::size_t rest = begin < end ? static_cast<std::size_t>(end - begin) : 0;
      std::memmove(buffer.data(), begin, rest);
      filled = rest;
    }
    if (done) break;
  }
  ZSTD_freeDCtx(context);
  ::close(fd);
  std::printf("%zu bytes, %zu lines (%zu not objects), checksum %.6f\n", total, parser.lines(), parser.bad(),
              parser.checksum());
  return 0;
}
