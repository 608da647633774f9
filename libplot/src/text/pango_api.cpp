// Loads PangoCairo (which brings Pango, PangoFT2 and GObject) with dlopen and looks up the
// functions libplot calls. The library is never unloaded: GObject types cannot be.
#include "text/pango_api.hpp"

#include <dlfcn.h>

#include <string>
#include <type_traits>

#include "libplot/error.hpp"

namespace libplot::text {
namespace {

// The soname of Debian's libpangocairo-1.0-0 (stable since Pango 1.10); its dependencies hold
// the rest of the functions, and dlsym on its handle searches them too.
constexpr const char* kPangoCairo = "libpangocairo-1.0.so.0";

PangoApi load() {
  void* lib = ::dlopen(kPangoCairo, RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    const char* why = ::dlerror();
    throw FontConfigError(std::string("libplot: cannot load Pango (") + kPangoCairo +
                          "): " + (why ? why : "unknown error"));
  }
  PangoApi api;
  const auto find = [&](auto& fn, const char* name) {
    fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(::dlsym(lib, name));
    if (!fn) throw FontConfigError(std::string("libplot: ") + kPangoCairo + " has no function " + name);
  };
#define LIBPLOT_PANGO_FIND(name) find(api.name, #name);
  LIBPLOT_PANGO_FUNCTIONS(LIBPLOT_PANGO_FIND)
#undef LIBPLOT_PANGO_FIND
  return api;
}

}  // namespace

const PangoApi& pango() {
  static const PangoApi api = load();
  return api;
}

}  // namespace libplot::text
