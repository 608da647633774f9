#pragma once
// The text bounds (libplot::kMaxTextBytes, libplot::kMaxMathDepth), checked where a text enters:
// the public calls (through check::text_length and check::mathtext) and the text engine itself.
#include <string_view>

namespace libplot::text {

// InvalidArgument "<call>: <arg> is <n> bytes long; a text may be at most 65536 bytes
// (libplot::kMaxTextBytes)" when `text` is longer than the cap.
void check_length(std::string_view call, std::string_view arg, std::string_view text);

// MathTextError "<call>: <arg> nests braces deeper than 64 levels (libplot::kMaxMathDepth) (text:
// '<its first 40 bytes>…', <n> bytes)" when the math in `text` nests deeper than the bound.
void check_math_depth(std::string_view call, std::string_view arg, std::string_view text);

}  // namespace libplot::text
