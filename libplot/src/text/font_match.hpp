#pragma once
// Which font file draws a FontSpec, asked of libplot's fontconfig configuration directly, as
// Pango's font map asks it (same pattern, substitutions and match): measuring and drawing text
// on PNG need only the file, so a PNG never starts Pango (whose font map first runs FcInit on
// the system's whole font configuration, in a thread of its own).
#include <fontconfig/fontconfig.h>

#include <string>

#include "libplot/text.hpp"

namespace libplot::text {

struct MatchedFont {
  std::string file;    // the font file (FC_FILE)
  std::string family;  // the family that matched (FC_FAMILY), to tell a missing family
};

// Adds `family` to `pat` as Pango does: split on commas, each name trimmed of spaces.
void add_families(FcPattern* pat, const std::string& family);

// Throws FontConfigError when nothing matches (a configuration without fonts).
MatchedFont match_font(const FontSpec& font);

}  // namespace libplot::text
