// Builds the pinned fontconfig configuration: only the fonts our fonts.conf names are visible, so
// text looks the same whatever else the machine has installed.
#include "text/font_config.hpp"

#include <fontconfig/fontconfig.h>

#include <mutex>
#include <string>
#include <system_error>

#include "input/bounded_file.hpp"
#include "libplot/text.hpp"
#include "install/data_dir.hpp"

namespace libplot::text {

FcConfig* load_font_config(const std::filesystem::path& path) {
  // Read through the bounded reader as every other input (a FIFO, a device or a huge file is
  // refused naming it), then parsed from memory: its paths are absolute.
  std::string text;
  try {
    text = read_bounded_file(path, kMaxFontConfigBytes, "font configuration");
  } catch (const InputFileError& e) {
    throw FontConfigError(std::string("libplot: ") + e.what());
  }
  FcConfig* config = FcConfigCreate();
  if (!config) throw FontConfigError("libplot: FcConfigCreate failed");
  if (!FcConfigParseAndLoadFromMemory(config, reinterpret_cast<const FcChar8*>(text.c_str()), FcTrue)) {
    FcConfigDestroy(config);
    throw FontConfigError("libplot: cannot load the font configuration " + path.string());
  }
  if (!FcConfigBuildFonts(config)) {
    FcConfigDestroy(config);
    throw FontConfigError("libplot: cannot build the fonts of " + path.string());
  }

  // DejaVu Sans must be there, as itself (not a substitute).
  FcPattern* pat = FcPatternCreate();
  FcPatternAddString(pat, FC_FAMILY, reinterpret_cast<const FcChar8*>("DejaVu Sans"));
  FcObjectSet* os = FcObjectSetBuild(FC_FAMILY, FC_FILE, nullptr);
  FcFontSet* fs = FcFontList(config, pat, os);
  const bool found = fs && fs->nfont > 0;
  if (fs) FcFontSetDestroy(fs);
  FcObjectSetDestroy(os);
  FcPatternDestroy(pat);
  if (!found) {
    FcConfigDestroy(config);
    throw FontConfigError(
        "libplot: the font 'DejaVu Sans' is missing (install Debian's "
        "fonts-dejavu-core); font configuration: " +
        path.string());
  }
  return config;
}

std::filesystem::path font_config_path() {
  const install::DataDir data = install::data_dir();
  if (data.path.empty())
    throw FontConfigError("libplot: no data directory (" + data.how +
                          "); set LIBPLOT_DATA_DIR to a directory holding fonts/fonts.conf and "
                          "themes/");
  std::filesystem::path p = data.path / "fonts" / "fonts.conf";
  std::error_code ec;
  if (!std::filesystem::is_regular_file(p, ec))
    throw FontConfigError("libplot: no font configuration at " + p.string() + " (data directory " +
                          data.path.string() + ", from " + data.how +
                          "; LIBPLOT_DATA_DIR names a directory holding fonts/fonts.conf and "
                          "themes/)");
  return p;
}

FcConfig* font_config() {
  // Built once; a failure is remembered and reported to every caller.
  static std::once_flag once;
  static FcConfig* config = nullptr;
  static std::string error;
  std::call_once(once, [] {
    try {
      config = load_font_config(font_config_path());
    } catch (const std::exception& e) {
      error = e.what();
    }
  });
  if (!config) throw FontConfigError(error);
  return config;
}

}  // namespace libplot::text

namespace libplot {

void use_pinned_fonts_process_wide() {
  // FcInit, which Pango runs when its first font map is made, does nothing once the process has
  // a current configuration.
  if (!FcConfigSetCurrent(text::font_config()))
    throw FontConfigError("libplot: cannot make the font configuration the process default");
}

}  // namespace libplot
