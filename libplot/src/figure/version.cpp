#include "libplot/libplot.hpp"

namespace libplot {
const char* version() { return LIBPLOT_VERSION_STRING; }
}  // namespace libplot
