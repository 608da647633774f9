#pragma once
// Axes sharing a view share their ticker (matplotlib's sharex shares locator and formatter):
// after a change on one axis, the others of its group take its locators, formatters and categories.
#include "model/axes_state.hpp"

namespace libplot {

void share_ticker(Axes& ax, bool is_x);

}  // namespace libplot
