#pragma once
// Gallery entries of shared, twinned, secondary, fixed-aspect and categorical axes
// (entries_axes.cpp).
#include "libplot/libplot.hpp"

namespace gallery {

libplot::Figure sharex_sharey();
libplot::Figure twiny();
libplot::Figure secondary_axis();
libplot::Figure aspect_equal();
libplot::Figure categorical();

}  // namespace gallery
