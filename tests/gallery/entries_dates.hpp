#pragma once
// Gallery entries of date axes (entries_dates.cpp).
#include "libplot/libplot.hpp"

namespace gallery {
libplot::Figure date_axis();
}  // namespace gallery
