// The data directory, relative to the library file that holds this code (dladdr), so that no
// path is baked in: an installed and then moved prefix still finds its own share/libplot.
#include "install/data_dir.hpp"

#include <dlfcn.h>
#include <link.h>

#include <cstdlib>
#include <system_error>

namespace libplot::install {
namespace fs = std::filesystem;
namespace {

struct LoadedFrom {
  fs::path file;
  bool program = false;  // libplot's objects are part of the program itself
};

// The file this function was loaded from: libplot.so for a shared library, the program for a
// static one or for a program linked with libplot's objects (render_paper).
LoadedFrom loaded_from() {
  Dl_info info{};
  link_map* map = nullptr;
  if (dladdr1(reinterpret_cast<const void*>(&loaded_from), &info, reinterpret_cast<void**>(&map),
              RTLD_DL_LINKMAP) == 0 ||
      !info.dli_fname)
    return {};
  // The program's own entry has an empty name; dli_fname is then only what argv[0] said.
  const bool program = map && map->l_name && map->l_name[0] == '\0';
  const fs::path name = program ? fs::path("/proc/self/exe") : fs::path(info.dli_fname);
  std::error_code ec;
  fs::path file = fs::canonical(name, ec);  // through symlinks such as libplot.so.0
  return {ec ? name : file, program};
}

DataDir beside_library() {
  const LoadedFrom from = loaded_from();
  const fs::path& lib = from.file;
  std::error_code ec;
  if (!lib.empty()) {
    const fs::path dir = lib.parent_path();
    if (fs::is_directory(dir / "libplot-data", ec))
      return {dir / "libplot-data", "the build tree beside " + lib.string()};
#ifdef LIBPLOT_SHARED
    if (from.program)
      return {(dir / LIBPLOT_DATA_FROM_BINDIR).lexically_normal(), "relative to " + lib.string()};
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
