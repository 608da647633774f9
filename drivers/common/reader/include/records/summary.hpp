// What one read_records call saw.
#pragma once

#include <cstdint>
#include <string>

namespace records {

struct ReadSummary {
  std::string file;         // the path as given
  std::uint64_t lines = 0;  // lines seen, blank ones included
  std::uint64_t blank_lines = 0;
  std::uint64_t records = 0;   // records handed to the callback
  std::uint64_t bytes = 0;     // decompressed bytes read
  bool stopped_early = false;  // the callback asked to stop

  // "results.jsonl.zst: 1686 records, 1687 lines (1 blank)", and ", stopped early" when it did.
  std::string to_string() const;
};

}  // namespace records
