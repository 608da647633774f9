#include "read_plan.hpp"

#include <sched.h>

#include <cstdlib>

namespace records::detail {

ReadPlan plan_reading(std::optional<std::uint64_t> known_size, std::size_t chunk_bytes, bool background) {
  if (known_size && *known_size < chunk_bytes) return {static_cast<std::size_t>(*known_size) + 1, false};
  return {chunk_bytes, background};
}

bool machine_loaded(double load_average, int usable_processors) {
  return usable_processors < 2 || load_average >= 2.0 * usable_processors;
}

bool machine_busy(double load_average, int usable_processors) {
  return usable_processors < 2 || load_average >= usable_processors;
}

namespace {

// `rule` applied to this process now; false when the load or the processors are unknown.
bool now(bool (*rule)(double, int)) {
  double load = 0;
  cpu_set_t set;
  CPU_ZERO(&set);
  if (::getloadavg(&load, 1) != 1 || ::sched_getaffinity(0, sizeof(set), &set) != 0) return false;
  return rule(load, CPU_COUNT(&set));
}

}  // namespace

bool machine_loaded_now() { return now(machine_loaded); }
bool machine_busy_now() { return now(machine_busy); }

unsigned usable_processors() {
  cpu_set_t set;
  CPU_ZERO(&set);
  if (::sched_getaffinity(0, sizeof(set), &set) != 0 || CPU_COUNT(&set) < 1) return 1;
  return static_cast<unsigned>(CPU_COUNT(&set));
}

}  // namespace records::detail
