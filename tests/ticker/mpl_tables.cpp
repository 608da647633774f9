// The matplotlib tables' one definition (mpl_tables.inc, written by measure_matplotlib.py).
// Constants only: compiled without optimisation or sanitizers (CMakeLists.txt), which is what made
// them slow to compile.
#include "tables.hpp"

namespace ticker_tables {

#include "mpl_tables.inc"

}  // namespace ticker_tables
