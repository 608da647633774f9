#include "theme/theme_file.hpp"

#include "input/bounded_file.hpp"

namespace libplot {

std::string read_theme_file(const std::filesystem::path& file) {
  try {
    return read_bounded_file(file, kMaxThemeBytes, "theme");
  } catch (const InputFileError& e) {
    throw ThemeFileError(e.what());
  }
}

}  // namespace libplot
