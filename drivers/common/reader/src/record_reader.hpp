// The parsing side of read_records: lines in, records out, bad lines by policy. Reads a whole
// stream (run), or one chunk of whole lines at a time for read_records_in_chunks (take_chunk).
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>

#include "byte_source.hpp"
#include "chunk_buffer.hpp"
#include "line_chunker.hpp"
#include "records/read.hpp"

namespace records::detail {

// simdjson documents are limited to 4 GiB.
inline constexpr std::size_t kLargestRecord = (std::size_t{1} << 32) - 1 - kParsePadding;

class Validator;

class RecordReader {
 public:
  // `on_record` is the callback of run(); take_chunk gets its own.
  RecordReader(const std::filesystem::path& path, const RecordCallback& on_record, const ReadOptions& options);
  ~RecordReader();

  // Reads the whole stream, on this thread and, as the options and the machine say, a
  // decompressing one.
  ReadSummary run(ByteSource& source);

  // Reads one chunk whose first line is `first_line`: its lines, an overlong line, or the stream's
  // failure (thrown as ReadError at `first_line`). Returns the chunk's own counts (not bytes). Bad
  // lines follow the policy, as in run(); the callback cannot stop the read.
  ReadSummary take_chunk(const Chunk& chunk, std::uint64_t first_line, const RecordCallback& on_record);

 private:
  void take(const Chunk& chunk);
  void take_line(const char* begin, const char* end, const char* padded_end);
  void bad_line(std::uint64_t line, Reason reason, std::string detail);

  const std::filesystem::path& path_;
  const RecordCallback* on_record_;
  const ReadOptions& options_;
  const std::size_t max_record_;
  std::unique_ptr<Validator> validator_;  // parses and checks each record
  Record record_;
  ReadSummary summary_;
  std::uint64_t line_ = 0;
  bool stop_ = false;
};

}  // namespace records::detail
