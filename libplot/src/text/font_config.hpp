#pragma once
// The project's own fontconfig configuration, shared by every thread's Pango font map.
#include <cstddef>
#include <filesystem>
#include <stdexcept>

#include "libplot/error.hpp"

typedef struct _FcConfig FcConfig;

namespace libplot::text {

// The fonts.conf libplot uses: fonts/fonts.conf in install::data_dir(). Throws FontConfigError
// naming the path when it is not there.
std::filesystem::path font_config_path();

// fonts.conf is a few KiB of XML; larger is refused (docs/rendering.md).
inline constexpr std::size_t kMaxFontConfigBytes = std::size_t{1} << 20;

// A new configuration from `conf` (read as a regular file of at most kMaxFontConfigBytes), its
// fonts scanned, checked to provide DejaVu Sans. The caller owns it (FcConfigDestroy). Throws
// FontConfigError naming the file: "libplot: not a regular file: PATH", "libplot: PATH: larger
// than 1048576 bytes", "libplot: cannot read font configuration 'PATH': REASON", "libplot: cannot
// load the font configuration PATH" (not valid fontconfig XML).
FcConfig* load_font_config(const std::filesystem::path& conf);

// The configuration built from font_config_path() (parsed and its fonts scanned once per process,
// on first use; thread-safe). Throws FontConfigError when it does not parse or does not provide
// DejaVu Sans. Owned by libplot for the life of the process: do not destroy it.
FcConfig* font_config();

}  // namespace libplot::text
