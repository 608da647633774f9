// read_records: hands the records of a JSON Lines file (one record per line, plain or zstd) to a
// callback, one at a time, in bounded memory. A single .json document is JsonDocument's
// (document.hpp).
//
// - Compression is chosen by content: a file that starts with a zstd frame (magic 28 B5 2F FD, or
//   a skippable frame) is decompressed as a stream; multi-frame files and frames without a content
//   size are fine. Anything else is read as text. A file named *.zst must start with a frame.
// - The path "-" reads standard input (a pipe or a file), once.
// - Blank lines, CRLF endings and a UTF-8 byte order mark are accepted.
// - Each record must be a JSON object, valid as a whole before the callback sees it: balanced
//   brackets, commas and colons, well-formed scalars, nothing after the object, no key twice in one
//   object (Reason::duplicate_key, keys compared as written), no NaN or Infinity
//   (Reason::not_json), nesting no deeper than ReadOptions::max_depth (Reason::too_deep).
// - The first bad line (those reasons, and malformed_json, not_an_object, too_long) or problem
//   with the input itself (cannot open, not a regular file, read error, corrupt or truncated zstd)
//   throws ReadError, after the records before it have been handed over: a stream that ends
//   mid-frame is never a silent short read.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <type_traits>
#include <utility>

#include "records/record.hpp"
#include "records/summary.hpp"

namespace records {

struct ReadOptions {
  // Longest accepted record in bytes: a line without its line ending.
  std::size_t max_record_bytes = std::size_t{8} << 20;
  // Decompress on a second thread while this one parses, unless the machine is loaded (below).
  bool background_decompression = true;
  // With background_decompression: also on a loaded machine (a 1-minute load average at least
  // twice the processors this process may use, or one processor), where by default the calling
  // thread reads alone: a second thread finds no core of its own there and gains no time.
  bool background_when_loaded = false;
  // Deepest nesting of objects and arrays accepted (the record itself is 1).
  std::size_t max_depth = 64;
  // Decompressed bytes per buffer handed from the reading side to the parsing side, and how many
  // bytes the background thread may decompress ahead (at least three buffers).
  std::size_t chunk_bytes = std::size_t{256} << 10;
  std::size_t read_ahead_bytes = std::size_t{4} << 20;
};

// Return false to stop reading early (the summary then says stopped_early).
using RecordCallback = std::function<bool(Record&)>;

// Throws ReadError (see above). Exceptions from the callback propagate unchanged.
ReadSummary read_records(const std::filesystem::path& path, const RecordCallback& on_record,
                         const ReadOptions& options = {});

// A callback that returns nothing (it reads every record).
template <class Callback>
concept RecordVisitor =
    std::is_invocable_v<Callback&, Record&> && !std::is_convertible_v<Callback, RecordCallback>;

template <RecordVisitor Callback>
ReadSummary read_records(const std::filesystem::path& path, Callback&& on_record,
                         const ReadOptions& options = {}) {
  const RecordCallback keep_going = [&on_record](Record& record) {
    on_record(record);
    return true;
  };
  return read_records(path, keep_going, options);
}

}  // namespace records
