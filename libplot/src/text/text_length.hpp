#pragma once
// The text length cap (libplot::kMaxTextBytes), checked where a text enters: the public calls
// (through check::text_length) and the text engine itself.
#include <string_view>

namespace libplot::text {

// InvalidArgument "<call>: <arg> is <n> bytes long; a text may be at most 65536 bytes
// (libplot::kMaxTextBytes)" when `text` is longer than the cap.
void check_length(std::string_view call, std::string_view arg, std::string_view text);

}  // namespace libplot::text
