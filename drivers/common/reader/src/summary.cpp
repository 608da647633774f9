#include "records/summary.hpp"

#include <numeric>
#include <string>

namespace records {

std::uint64_t ReadSummary::skipped() const noexcept {
  return std::accumulate(skipped_by_reason.begin(), skipped_by_reason.end(), std::uint64_t{0});
}

std::uint64_t ReadSummary::skipped(Reason reason) const noexcept {
  return is_line_reason(reason) ? skipped_by_reason[static_cast<std::size_t>(reason)] : 0;
}

std::string ReadSummary::to_string() const {
  std::string text = file + ": " + std::to_string(records) + " records, " + std::to_string(lines) +
                     " lines (" + std::to_string(blank_lines) + " blank)";
  if (skipped() != 0) {
    text += ", " + std::to_string(skipped()) + " skipped:";
    const char* separator = " ";
    for (std::size_t i = 0; i < kLineReasonCount; ++i) {
      if (skipped_by_reason[i] == 0) continue;
      text += separator;
      text += std::to_string(skipped_by_reason[i]) + " ";
      text += records::to_string(static_cast<Reason>(i));
      separator = ", ";
    }
  }
  if (stopped_early) text += ", stopped early";
  for (const SkippedLine& skipped_line : first_skipped) {
    text += "\n  ";
    text += skipped_line.message;
  }
  return text;
}

}  // namespace records
