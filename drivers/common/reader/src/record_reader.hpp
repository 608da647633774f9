// The parsing side of the reader: chunks of whole lines in, records out, ReadError at a bad line.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>

#include "line_chunker.hpp"
#include "records/read.hpp"

namespace records::detail {

// simdjson documents are limited to 4 GiB.
inline constexpr std::size_t kLargestRecord = (std::size_t{1} << 32) - 1 - kParsePadding;

class Validator;

class RecordReader {
 public:
  RecordReader(const std::filesystem::path& path, const ReadOptions& options);
  ~RecordReader();

  // Reads one chunk whose first line is `first_line`: its lines, an overlong line, or the stream's
  // failure (thrown as ReadError at `first_line`). Returns the chunk's own counts (not bytes);
  // stopped_early when the callback returned false, which ends the chunk there.
  ReadSummary take_chunk(const Chunk& chunk, std::uint64_t first_line, const RecordCallback& on_record);

 private:
  void take(const Chunk& chunk);
  void take_line(const char* begin, const char* end, const char* padded_end);
  [[noreturn]] void bad_line(std::uint64_t line, Reason reason, std::string detail);

  const std::filesystem::path& path_;
  const RecordCallback* on_record_ = nullptr;
  const ReadOptions& options_;
  const std::size_t max_record_;
  std::unique_ptr<Validator> validator_;  // parses and checks each record
  Record record_;
  ReadSummary summary_;
  std::uint64_t line_ = 0;
  bool stop_ = false;
};

}  // namespace records::detail
