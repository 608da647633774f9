// The data directory, relative to the library file that holds this code (dladdr), so that no
// path is baked in: an installed and then moved prefix still finds its own share/libplot.
#include "install/data_dir.hpp"

#include <dlfcn.h>

#include <cstdlib>
#include <system_error>

namespace libplot::install {
namespace fs = std::filesystem;
namespace {

// The file this function was loaded from: libplot.so for a shared library, the program for a
// static one.
fs::path loaded_from() {
  Dl_info info{};
  if (dladdr(reinterpret_cast<const void*>(&loaded_from), &info) == 0 || !info.dli_fname)
    return {};
  std::error_code ec;
  fs::path file = fs::canonical(info.dli_fname, ec);  // through symlinks such as libplot.so.0
  return ec ? fs::path(info.dli_fname) : file;
}

DataDir beside_library() {
  const fs::path lib = loaded_from();
  std::error_code ec;
  if (!lib.empty()) {
    const fs::path dir = lib.parent_path();
    if (fs::is_directory(dir / "libplot-data", ec))
      return {dir / "libplot-data", "the build tree beside " + lib.string()};
#ifdef LIBPLOT_SHARED
    return {(dir / LIBPLOT_DATA_FROM_LIBDIR).lexically_normal(), "relative to " + lib.string()};
#endif
  }
#ifdef LIBPLOT_SHARED
  return {fs::path(), "nowhere: dladdr could not name the loaded libplot"};
#else
  // A static libplot is part of the program and has no file of its own to start from.
  return {fs::path(LIBPLOT_CONFIGURED_DATADIR), "the configured install prefix (static libplot)"};
#endif
}

}  // namespace

DataDir data_dir() {
  if (const char* env = std::getenv("LIBPLOT_DATA_DIR"); env && *env)
    return {fs::path(env), "$LIBPLOT_DATA_DIR"};
  static const DataDir dir = beside_library();
  return dir;
}

}  // namespace libplot::install
