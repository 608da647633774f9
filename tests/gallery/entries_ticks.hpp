#pragma once
// Gallery entries of the tick API, scales and date axes (entries_ticks.cpp).
#include "libplot/libplot.hpp"

namespace gallery {
libplot::Figure tick_locators();
libplot::Figure tick_formatters();
libplot::Figure symlog();
libplot::Figure logit();
}  // namespace gallery
