// Builds the pinned fontconfig configuration: only the fonts our fonts.conf names are visible, so
// text looks the same whatever else the machine has installed.
#include "text/font_config.hpp"

#include <fontconfig/fontconfig.h>

#include <cstdlib>
#include <mutex>
#include <string>

namespace libplot::text {
namespace {

std::string describe_candidates() {
  std::string s;
  if (const char* env = std::getenv("LIBPLOT_FONTCONF"); env && *env) s += std::string(env) + ", ";
#ifdef LIBPLOT_SOURCE_FONTCONF
  s += std::string(LIBPLOT_SOURCE_FONTCONF) + ", ";
#endif
#ifdef LIBPLOT_INSTALLED_FONTCONF
  s += std::string(LIBPLOT_INSTALLED_FONTCONF);
#endif
  return s;
}

}  // namespace

FcConfig* load_font_config(const std::filesystem::path& path) {
  FcConfig* config = FcConfigCreate();
  if (!config) throw FontConfigError("libplot: FcConfigCreate failed");
  if (!FcConfigParseAndLoad(config, reinterpret_cast<const FcChar8*>(path.c_str()), FcTrue)) {
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
    throw FontConfigError("libplot: the font 'DejaVu Sans' is missing (install Debian's "
                          "fonts-dejavu-core); font configuration: " + path.string());
  }
  return config;
}

std::filesystem::path font_config_path() {
  if (const char* env = std::getenv("LIBPLOT_FONTCONF"); env && *env) {
    std::filesystem::path p(env);
    if (!std::filesystem::is_regular_file(p))
      throw FontConfigError("libplot: LIBPLOT_FONTCONF names " + p.string() +
                            ", which is not a readable file");
    return p;
  }
#ifdef LIBPLOT_SOURCE_FONTCONF
  if (std::filesystem::is_regular_file(LIBPLOT_SOURCE_FONTCONF)) return LIBPLOT_SOURCE_FONTCONF;
#endif
#ifdef LIBPLOT_INSTALLED_FONTCONF
  if (std::filesystem::is_regular_file(LIBPLOT_INSTALLED_FONTCONF))
    return LIBPLOT_INSTALLED_FONTCONF;
#endif
  throw FontConfigError("libplot: no font configuration found (tried " + describe_candidates() +
                        ")");
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
