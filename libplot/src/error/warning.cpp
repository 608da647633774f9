// The warning handler: replaceable; by default each distinct message goes to stderr once, so a
// figure drawn in a loop does not repeat the same line a thousand times.
#include <cstdio>
#include <mutex>
#include <set>
#include <utility>

#include "libplot/error.hpp"

namespace libplot {
namespace {

std::mutex& handler_mutex() {
  static std::mutex m;
  return m;
}

WarningHandler& current_handler() {
  static WarningHandler handler;
  return handler;
}

void print_once(const std::string& message) {
  static std::mutex m;
  static std::set<std::string> seen;
  std::lock_guard lock(m);
  if (!seen.insert(message).second) return;
  std::fprintf(stderr, "libplot warning: %s\n", message.c_str());
}

}  // namespace

WarningHandler set_warning_handler(WarningHandler handler) {
  std::lock_guard lock(handler_mutex());
  return std::exchange(current_handler(), std::move(handler));
}

void warn(const std::string& message) {
  WarningHandler handler;
  {
    std::lock_guard lock(handler_mutex());
    handler = current_handler();
  }
  if (handler) handler(message);
  else print_once(message);
}

}  // namespace libplot
