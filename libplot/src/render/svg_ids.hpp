#pragma once
// Cairo numbers some SVG ids from process-wide counters; renumbering them in order of first
// appearance makes the same drawing give the same bytes in every run and every process.
#include <string>
#include <string_view>

namespace libplot::render {

std::string renumber_svg_ids(std::string_view svg);

}  // namespace libplot::render
