// The key functions of libplot's exception classes: defined here so that each class's type
// information is emitted once, in the library, and catch clauses in user code match it.
#include "libplot/error.hpp"

namespace libplot {

Error::~Error() = default;
InvalidArgument::~InvalidArgument() = default;
ColorError::~ColorError() = default;
MarkerError::~MarkerError() = default;
LineStyleError::~LineStyleError() = default;
FormatError::~FormatError() = default;
MathTextError::~MathTextError() = default;
ThemeError::~ThemeError() = default;
FontConfigError::~FontConfigError() = default;
OutputError::~OutputError() = default;

}  // namespace libplot
