#pragma once
// Where libplot's data (fonts/fonts.conf, themes/*.json) is, found from where the loaded library
// itself is, so that an installed copy works from any prefix and after being moved.
#include <filesystem>
#include <string>

namespace libplot::install {

struct DataDir {
  std::filesystem::path path;  // the directory holding fonts/ and themes/
  std::string how;             // how it was found, for error messages
};

// $LIBPLOT_DATA_DIR when set and not empty; otherwise the directory relative to the loaded
// libplot library: the build tree's libplot-data/ beside it (a link farm into the source tree,
// made by CMake and never installed) when it exists, else <libdir>/../share/libplot (the relative
// path from the configured libdir to datadir); an empty path when dladdr cannot name the library.
// A static libplot, which has no file of its own, falls back to the configured install datadir.
// The library's place is looked up once per process.
DataDir data_dir();

}  // namespace libplot::install
