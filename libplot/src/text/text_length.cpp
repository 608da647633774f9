#include "text/text_length.hpp"

#include <string>

#include "libplot/error.hpp"
#include "libplot/text.hpp"

namespace libplot::text {

void check_length(std::string_view call, std::string_view arg, std::string_view text) {
  if (text.size() <= kMaxTextBytes) return;
  throw InvalidArgument(std::string(call) + ": " + std::string(arg) + " is " +
                        std::to_string(text.size()) + " bytes long; a text may be at most " +
                        std::to_string(kMaxTextBytes) + " bytes (libplot::kMaxTextBytes)");
}

}  // namespace libplot::text
