// records::read_records (or read_records_in_chunks on two threads) on the fuzz input written to a
// temporary file, plain or zstd-compressed, with small max_record_bytes / chunk_bytes. It must hand
// over records or throw ReadError; the callback reads every field through the typed accessors.
//
// Input: a 4-byte header, then the file body.
//   byte 0: bit 0 zstd, bit 1 read_records_in_chunks, bit 2 nesting capped at 4 levels, bit 3 background
//   decompression,
//           bits 4-5 file name (.jsonl, .json, .ndjson, .txt), bit 6 zstd streaming frame (no
//           content size, checksum), bit 7 split the body into two frames
//   byte 1: max_record_bytes = 1 + byte * 16 (1..4081)
//   byte 2: chunk_bytes = byte * 64 (the reader raises it to at least 4096); read_ahead = 3x
//   byte 3: bits 0-3 bytes cut off the end of the zstd stream, bits 4-5 callback mode,
//           bit 6 stop after the first record
#include <zstd.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <string_view>

#include "records/records.hpp"

namespace {

const std::filesystem::path& work_dir() {
  static const std::filesystem::path dir = [] {
    std::string pattern = (std::filesystem::temp_directory_path() / "libplot_fuzz_records_XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) std::abort();
    return std::filesystem::path(pattern);
  }();
  return dir;
}

std::string compress(std::string_view body, bool streaming) {
  if (!streaming) {
    std::string out(ZSTD_compressBound(body.size()), '\0');
    const std::size_t n = ZSTD_compress(out.data(), out.size(), body.data(), body.size(), 1);
    if (ZSTD_isError(n)) std::abort();
    out.resize(n);
    return out;
  }
  ZSTD_CCtx* cctx = ZSTD_createCCtx();
  ZSTD_CCtx_setParameter(cctx, ZSTD_c_checksumFlag, 1);
  ZSTD_CCtx_setParameter(cctx, ZSTD_c_contentSizeFlag, 0);
  std::string out(ZSTD_compressBound(body.size()) + 64, '\0');
  ZSTD_inBuffer in{body.data(), body.size(), 0};
  ZSTD_outBuffer o{out.data(), out.size(), 0};
  std::size_t left;
  do {
    left = ZSTD_compressStream2(cctx, &o, &in, ZSTD_e_end);
    if (ZSTD_isError(left)) std::abort();
  } while (left != 0);
  out.resize(o.pos);
  ZSTD_freeCCtx(cctx);
  return out;
}

std::atomic<std::uint64_t> sink{0};  // keeps the reads from being optimised away (chunks: threads)

void walk_value(records::Value value, int depth, bool as_integer);

void walk_object(records::Object object, int depth, bool as_integer) {
  for (records::Field field : object) {
    sink += field.key.size();
    walk_value(field.value, depth + 1, as_integer);
  }
}

void walk_array(records::Array array, int depth, bool as_integer) {
  for (records::Value element : array) walk_value(element, depth + 1, as_integer);
}

void walk_value(records::Value value, int depth, bool as_integer) {
  if (depth > 64) return;
  const auto type = value.type();
  if (!type) return;
  switch (*type) {
    case records::ValueType::object:
      if (auto o = value.object()) walk_object(*o, depth, as_integer);
      break;
    case records::ValueType::array:
      if (auto a = value.array()) walk_array(*a, depth, as_integer);
      break;
    case records::ValueType::string:
      if (auto s = value.string()) sink += s->size();
      break;
    case records::ValueType::number:
      if (as_integer) {
        if (auto i = value.integer()) sink += static_cast<std::uint64_t>(*i);
      } else if (auto d = value.number()) {
        sink += *d > 0;
      }
      break;
    case records::ValueType::boolean:
      if (auto b = value.boolean()) sink += *b;
      break;
    case records::ValueType::null: sink += value.is_null(); break;
  }
}

// Typed lookups by key in an arbitrary order, then the rest by iteration of what they returned.
void typed_lookups(records::Record& record) {
  if (auto n = record.number("n")) sink += *n > 0;
  if (auto i = record.integer("i")) sink += static_cast<std::uint64_t>(*i);
  if (auto s = record.string("s")) sink += s->size();
  if (auto b = record.boolean("b")) sink += *b;
  // Lookups and iteration mixed on one object, in any order.
  if (auto o = record.object("o")) {
    if (auto inner = o->number("x")) sink += *inner > 0;
    if (auto deeper = o->object("y")) walk_object(*deeper, 2, false);
    walk_object(*o, 1, false);
  }
  if (auto w = record.object("w")) walk_object(*w, 1, true);
  if (auto a = record.array("a")) walk_array(*a, 1, true);
  if (auto v = record.field("v")) walk_value(*v, 1, false);
  // A second lookup of a key already read, and of one that is missing.
  if (auto again = record.string("n")) sink += again->size();
  if (auto missing = record.integer("missing")) sink += 1;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 4) return 0;
  const std::uint8_t flags = data[0], cut_mode = data[3];
  records::ReadOptions options;
  if (flags & 4) options.max_depth = 4;
  options.background_decompression = (flags & 8) != 0;
  options.background_when_loaded = options.background_decompression;  // whatever the load
  options.max_record_bytes = 1 + std::size_t{data[1]} * 16;
  options.chunk_bytes = std::size_t{data[2]} * 64;
  options.read_ahead_bytes = options.chunk_bytes * 3;
  static const char* const kNames[] = {"in.jsonl", "in.json", "in.ndjson", "in.txt"};
  const std::string_view body(reinterpret_cast<const char*>(data + 4), size - 4);

  std::string bytes;
  if (flags & 1) {
    if (flags & 128) {
      const std::size_t half = body.size() / 2;
      bytes = compress(body.substr(0, half), (flags & 64) != 0) + compress(body.substr(half), false);
    } else {
      bytes = compress(body, (flags & 64) != 0);
    }
    const std::size_t cut = cut_mode & 15;
    bytes.resize(bytes.size() > cut ? bytes.size() - cut : 0);
  } else {
    bytes = body;
  }
  const std::filesystem::path path = work_dir() / kNames[(flags >> 4) & 3];
  {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    if (!out) std::abort();
  }

  const int mode = (cut_mode >> 4) & 3;
  const bool stop_early = (cut_mode & 64) != 0;
  const auto visit = [mode](records::Record& record) {
    sink += record.line() + record.json().size();
    if (mode == 0 || mode == 1) walk_object(record, 0, mode == 1);
    if (mode == 2) typed_lookups(record);
  };
  // A part per chunk, read on whichever thread parses it.
  using Visit = decltype(visit);
  struct Part final : records::ChunkPart {
    explicit Part(const Visit& v) : read(v) {}
    void record(records::Record& record) override { read(record); }
    const Visit& read;
  };
  try {
    const records::ReadSummary summary =
        (flags & 2) ? records::read_records_in_chunks(
                          path, [&](const records::ChunkInfo&) { return std::make_unique<Part>(visit); },
                          [](std::unique_ptr<records::ChunkPart>, const records::ChunkInfo&) {}, options,
                          {.threads = 2, .chunk_bytes = 4096, .read_ahead_bytes = 4 * 4096})
                    : records::read_records(
                          path,
                          [&](records::Record& record) {
                            visit(record);
                            return !stop_early;
                          },
                          options);
    sink += summary.to_string().size();
  } catch (const records::ReadError& e) {
    sink += std::string_view(e.what()).size();
  }
  return 0;
}
