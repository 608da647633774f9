// Reading a theme file within bounds: regular files only (a FIFO or device never blocks or
// streams forever), at most kMaxThemeBytes, and the caps theme.cpp applies while parsing.
#pragma once

#include <cstddef>
#include <filesystem>
#include <stdexcept>
#include <string>

namespace libplot {

// Theme files are a few KiB of rcParams; these bounds are documented in docs/themes.md.
inline constexpr std::size_t kMaxThemeBytes = std::size_t{1} << 20;
inline constexpr std::size_t kMaxThemeDepth = 16;    // nesting of objects and arrays
inline constexpr std::size_t kMaxExtendsChain = 32;  // themes in one "extends" chain
inline constexpr std::size_t kMaxFontFamilyBytes = 256;
inline constexpr double kMaxFontSize = 1000;  // points; the text engine's bound too

class ThemeFileError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The whole file. Throws ThemeFileError: "cannot read theme 'PATH'" (with the reason), "not a
// regular file: PATH", "PATH: larger than 1048576 bytes".
std::string read_theme_file(const std::filesystem::path& file);

}  // namespace libplot
