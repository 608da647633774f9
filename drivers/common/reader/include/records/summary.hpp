// What one read_records call saw: counts, and under the lenient policy which lines it skipped.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "records/error.hpp"

namespace records {

struct SkippedLine {
  std::uint64_t line = 0;
  Reason reason = Reason::malformed_json;
  std::string message;  // the full "FILE:LINE: REASON: DETAIL" text
};

struct ReadSummary {
  std::string file;         // the path as given
  std::uint64_t lines = 0;  // lines seen, blank ones included
  std::uint64_t blank_lines = 0;
  std::uint64_t records = 0;   // records handed to the callback and kept
  std::uint64_t bytes = 0;     // decompressed bytes read
  bool stopped_early = false;  // the callback asked to stop
  // Skipped lines per bad-line reason, indexed by Reason.
  std::array<std::uint64_t, kLineReasonCount> skipped_by_reason{};
  // The first few skipped lines (ReadOptions::max_reported_lines), in file order.
  std::vector<SkippedLine> first_skipped;

  std::uint64_t skipped() const noexcept;
  std::uint64_t skipped(Reason reason) const noexcept;

  // One line, then one indented line per reported skipped line, e.g.
  //   results.jsonl.zst: 1686 records, 1687 lines (1 blank), 2 skipped: 1 malformed JSON, 1 too
  //   long
  //     results.jsonl.zst:12: malformed JSON: ...
  // With nothing skipped the first line ends after "(N blank)".
  std::string to_string() const;
};

}  // namespace records
