#pragma once
// The whole public API in one include.
#include "libplot/export.hpp"
#include "libplot/version.hpp"
#include "libplot/error.hpp"
#include "libplot/geometry.hpp"
#include "libplot/color.hpp"
#include "libplot/text.hpp"
#include "libplot/canvas.hpp"
#include "libplot/ticker.hpp"
#include "libplot/dates.hpp"
#include "libplot/axis.hpp"
#include "libplot/theme.hpp"
#include "libplot/figure.hpp"
#include "libplot/histogram.hpp"
#include "libplot/violin.hpp"
#include "libplot/axes.hpp"
#include "libplot/render.hpp"
#include "libplot/recording_canvas.hpp"
#include "libplot/linestyle.hpp"
#include "libplot/markers.hpp"
#include "libplot/lint.hpp"

namespace libplot {
// The library's version, "MAJOR.MINOR.PATCH", as compiled (not as the headers say).
LIBPLOT_API const char* version();
}  // namespace libplot
