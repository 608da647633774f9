#include "read_plan.hpp"

namespace records::detail {

ReadPlan plan_reading(std::optional<std::uint64_t> known_size, std::size_t chunk_bytes, bool background) {
  if (known_size && *known_size < chunk_bytes) return {static_cast<std::size_t>(*known_size) + 1, false};
  return {chunk_bytes, background};
}

}  // namespace records::detail
