# render_paper holds libplot's objects and Cairo's library stack (Cairo, pixman, FontConfig,
# FreeType, libpng, zlib, libdeflate and the X11/xcb libraries Cairo's package is built with) as
# static archives, where the system has them (Debian's -dev packages do). A one-figure run is
# mostly process start-up, and loading and relocating those 20 shared libraries is a large part
# of it (docs/benchmarks.md, "Design notes").
# Pango stays a shared library loaded on first use (libplot/src/text/pango_api.cpp); the program
# exports its Cairo, FontConfig and FreeType symbols so that Pango and HarfBuzz, once loaded, call
# the same copies as libplot (one font configuration, one set of Cairo objects), not the shared
# libraries their own dependencies bring along. libplot.so and its installed package are unchanged.
# Off (LIBPLOT_STATIC_RENDER_PAPER=OFF), or where an archive is missing, render_paper links
# libplot.so like any other program.
option(LIBPLOT_STATIC_RENDER_PAPER
       "Link render_paper with libplot's objects and Cairo's libraries statically (faster start-up)" ON)
if(NOT LIBPLOT_STATIC_RENDER_PAPER OR NOT BUILD_SHARED_LIBS OR LIBPLOT_SANITIZE OR LIBPLOT_FUZZ)
  return()
endif()
pkg_check_modules(RENDER_PAPER_STACK QUIET cairo cairo-pdf cairo-svg cairo-ft fontconfig freetype2
                  libdeflate zlib)
set(archives "")
set(missing "")
foreach(name IN LISTS RENDER_PAPER_STACK_STATIC_LIBRARIES)
  # The C library's parts stay shared; GLib and GObject (named by the .pc files, never referenced
  # by the archives used) must stay single copies shared with Pango.
  if(name MATCHES "^(c|m|dl|rt|pthread|gobject-2.0|glib-2.0|pcre2-8|ffi)$")
    continue()
  endif()
  find_library(RENDER_PAPER_ARCHIVE_${name} NAMES lib${name}.a
               HINTS ${RENDER_PAPER_STACK_STATIC_LIBRARY_DIRS} NO_CACHE)
  if(RENDER_PAPER_ARCHIVE_${name})
    list(APPEND archives ${RENDER_PAPER_ARCHIVE_${name}})
  else()
    list(APPEND missing ${name})
  endif()
endforeach()
list(REMOVE_DUPLICATES archives)
if(NOT RENDER_PAPER_STACK_FOUND OR missing OR NOT archives)
  message(STATUS "render_paper: linked with libplot.so (no static archive for: ${missing})")
  return()
endif()
message(STATUS "render_paper: libplot and Cairo's stack linked statically")
set_property(TARGET render_paper PROPERTY LIBPLOT_STATIC_STACK ON)  # tests/render_paper checks it
target_sources(render_paper PRIVATE $<TARGET_OBJECTS:libplot_objects>)
# Debian's archives are not position-independent code; a position-dependent program also has no
# relocations of its own to apply at start-up.
set_target_properties(render_paper PROPERTIES POSITION_INDEPENDENT_CODE OFF)
target_link_options(render_paper PRIVATE -no-pie
  # libplot.so stays on the link line through the drivers' libraries; every symbol it offers is
  # already defined by the objects above, so --as-needed leaves it out of the program.
  LINKER:--as-needed LINKER:--gc-sections
  LINKER:--export-dynamic-symbol=cairo_* LINKER:--export-dynamic-symbol=Fc*
  LINKER:--export-dynamic-symbol=FT_*)
pkg_check_modules(RENDER_PAPER_ISAL REQUIRED IMPORTED_TARGET libisal)  # Debian has no libisal.a
target_link_libraries(render_paper PRIVATE
  "-Wl,--start-group" ${archives} "-Wl,--end-group" PkgConfig::RENDER_PAPER_ISAL ${CMAKE_DL_LIBS} m)
# In the build tree the program finds libplot's data as a test program linking libplot's objects
# does: the link farm beside it (libplot/src/install/data_dir.cpp).
file(CREATE_LINK ${LIBPLOT_BUILD_DATA} ${CMAKE_CURRENT_BINARY_DIR}/libplot-data SYMBOLIC)
