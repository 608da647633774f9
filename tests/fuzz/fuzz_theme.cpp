// libplot::Theme::parse(json, "fuzz"): succeeds or throws ThemeError. "extends" resolves in a
// directory made for the run holding base.json (a small theme) and loop.json (extends itself).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

#include "libplot/theme.hpp"

namespace {
std::filesystem::path theme_dir() {
  static const std::filesystem::path dir = [] {
    std::string pattern = (std::filesystem::temp_directory_path() / "libplot_fuzz_theme_XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) std::abort();
    const std::filesystem::path dir(pattern);
    std::ofstream(dir / "base.json") << R"({"font.size": 11, "palette": {"ink": "#123456"}})";
    std::ofstream(dir / "loop.json") << R"({"extends": "loop"})";
    return dir;
  }();
  return dir;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view json(reinterpret_cast<const char*>(data), size);
  try {
    const libplot::Theme theme = libplot::Theme::parse(json, "fuzz", theme_dir());
    try {
      (void)theme.color("C3");
      for (const auto& [name, colour] : theme.palette) (void)theme.color(name);
    } catch (const libplot::ColorError&) {
    }
  } catch (const libplot::ThemeError&) {
  }
  return 0;
}
