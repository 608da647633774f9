#pragma once
// The draw group (canvas open_group) an axes artist's drawing is tagged with, for the linter.
#include "model/artist.hpp"

namespace libplot {

DrawGroup artist_group(const Artist& a);

}  // namespace libplot
