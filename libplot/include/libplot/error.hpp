#pragma once
// libplot's errors and warnings. Every exception libplot throws derives from libplot::Error, is
// thrown by the call that was given the bad value, and says which call, which argument and what
// value ("errorbar: yerr has 3 values but y has 4"). Surprises that do not stop a figure (a font
// family that is not installed, singular limits widened) go to the warning handler instead.
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "libplot/export.hpp"

namespace libplot {

// The base of every libplot exception. Each class has an out-of-line destructor so that its
// type information lives in the library alone and catch clauses match across the .so boundary.
class LIBPLOT_API Error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
  ~Error() override;
};

// A call was given a value it cannot use: mismatched lengths, a negative size, a NaN limit, an
// unknown option name. (matplotlib raises ValueError for these.)
class LIBPLOT_API InvalidArgument : public Error {
 public:
  using Error::Error;
  ~InvalidArgument() override;
};

// A colour that does not parse ("unknown colour 'bluish'").
class LIBPLOT_API ColorError : public InvalidArgument {
 public:
  using InvalidArgument::InvalidArgument;
  ~ColorError() override;
};

// An unknown marker name.
class LIBPLOT_API MarkerError : public InvalidArgument {
 public:
  using InvalidArgument::InvalidArgument;
  ~MarkerError() override;
};

// An unknown line style or a bad dash pattern.
class LIBPLOT_API LineStyleError : public InvalidArgument {
 public:
  using InvalidArgument::InvalidArgument;
  ~LineStyleError() override;
};

// A format template (pyformat, autopct) that does not parse or lacks a value.
class LIBPLOT_API FormatError : public InvalidArgument {
 public:
  using InvalidArgument::InvalidArgument;
  ~FormatError() override;
};

// Mathtext that libplot cannot typeset, such as an unknown command (\frac).
class LIBPLOT_API MathTextError : public InvalidArgument {
 public:
  using InvalidArgument::InvalidArgument;
  ~MathTextError() override;
};

// A theme file that cannot be read or holds a bad key or value; names the file and the key.
class LIBPLOT_API ThemeError : public Error {
 public:
  using Error::Error;
  ~ThemeError() override;
};

// libplot's font configuration is missing or does not provide its fonts.
class LIBPLOT_API FontConfigError : public Error {
 public:
  using Error::Error;
  ~FontConfigError() override;
};

// A figure cannot be written: unknown format, unwritable path, encoder failure.
class LIBPLOT_API OutputError : public Error {
 public:
  using Error::Error;
  ~OutputError() override;
};

// Receives each warning's text (one line, no newline, naming the call: "set_xlim: ...").
using WarningHandler = std::function<void(const std::string& message)>;

// Replaces the warning handler and returns the previous one; an empty handler restores the
// default, which prints "libplot warning: <message>" on stderr once per distinct message.
// Thread-safe; the handler may be called from any thread that draws.
LIBPLOT_API WarningHandler set_warning_handler(WarningHandler handler);

// Sends `message` to the current warning handler.
LIBPLOT_API void warn(const std::string& message);

}  // namespace libplot
