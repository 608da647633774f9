#pragma once
// The project's own fontconfig configuration, shared by every thread's Pango font map.
#include <filesystem>
#include <stdexcept>

typedef struct _FcConfig FcConfig;

namespace libplot::text {

class FontConfigError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The fonts.conf libplot uses: $LIBPLOT_FONTCONF when set, else the source tree's copy when it
// exists, else the installed one. Throws FontConfigError when none exists.
std::filesystem::path font_config_path();

// A new configuration from `conf`, its fonts scanned, checked to provide DejaVu Sans. The caller
// owns it (FcConfigDestroy). Throws FontConfigError naming the file.
FcConfig* load_font_config(const std::filesystem::path& conf);

// The configuration built from font_config_path() (parsed and its fonts scanned once per process,
// on first use; thread-safe). Throws FontConfigError when it does not parse or does not provide
// DejaVu Sans. Owned by libplot for the life of the process: do not destroy it.
FcConfig* font_config();

}  // namespace libplot::text
