// Turns one record's text into a Record view, and says afterwards whether reading it met broken
// JSON. Keeps simdjson's parser (and its buffers) alive across records.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "records/error.hpp"
#include "records/record.hpp"

namespace records::detail {

struct LineProblem {
  Reason reason;
  std::string detail;
  std::uint64_t line_offset = 0;  // lines after the record's first line (multi-line documents)
};

class RecordParser {
 public:
  // `max_depth`: the nesting cap the structure walk enforces.
  explicit RecordParser(std::size_t max_depth);
  ~RecordParser();
  RecordParser(const RecordParser&) = delete;
  RecordParser& operator=(const RecordParser&) = delete;

  // `json` must stay readable up to `padded_end` (at least SIMDJSON_PADDING bytes past its end).
  // On success `record` views the text until the next call.
  std::optional<LineProblem> parse(const char* json, std::size_t size, const char* padded_end,
                                   std::uint64_t line, bool validate_structure, Record& record);
  // The broken JSON a read of the last record met, if any.
  std::optional<LineProblem> problem_met_while_reading() const;
  // Whether the last record's views read the structure proof's DOM (validate_structure, the proof
  // held, and the DOM reads alike) rather than On-Demand.
  bool reads_dom() const noexcept;
  // Whether the text is the unfinished start of a JSON object or array, as the first line of a
  // pretty-printed document is.
  bool is_unfinished(const char* json, std::size_t size, const char* padded_end);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace records::detail
