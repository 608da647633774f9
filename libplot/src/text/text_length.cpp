#include "text/text_length.hpp"

#include <string>

#include "libplot/error.hpp"
#include "libplot/text.hpp"
#include "text/mathtext.hpp"

namespace libplot::text {

void check_length(std::string_view call, std::string_view arg, std::string_view text) {
  if (text.size() <= kMaxTextBytes) return;
  throw InvalidArgument(std::string(call) + ": " + std::string(arg) + " is " + std::to_string(text.size()) +
                        " bytes long; a text may be at most " + std::to_string(kMaxTextBytes) +
                        " bytes (libplot::kMaxTextBytes)");
}

void check_math_depth(std::string_view call, std::string_view arg, std::string_view text) {
  if (math_nesting_depth(text) <= kMaxMathDepth) return;
  throw MathTextError(std::string(call) + ": " + std::string(arg) + " nests braces deeper than " +
                      std::to_string(kMaxMathDepth) + " levels (libplot::kMaxMathDepth) (text: '" +
                      abbreviated(text) + "', " + std::to_string(text.size()) + " bytes)");
}

}  // namespace libplot::text
