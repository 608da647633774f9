#pragma once
// The project's own fontconfig configuration, shared by every thread's Pango font map.
#include <filesystem>
#include <stdexcept>

#include "libplot/error.hpp"

typedef struct _FcConfig FcConfig;

namespace libplot::text {

// The fonts.conf libplot uses: fonts/fonts.conf in install::data_dir(). Throws FontConfigError
// naming the path when it is not there.
std::filesystem::path font_config_path();

// A new configuration from `conf`, its fonts scanned, checked to provide DejaVu Sans. The caller
// owns it (FcConfigDestroy). Throws FontConfigError naming the file.
FcConfig* load_font_config(const std::filesystem::path& conf);

// The configuration built from font_config_path() (parsed and its fonts scanned once per process,
// on first use; thread-safe). Throws FontConfigError when it does not parse or does not provide
// DejaVu Sans. Owned by libplot for the life of the process: do not destroy it.
FcConfig* font_config();

}  // namespace libplot::text
