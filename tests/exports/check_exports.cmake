# Driven by ctest. Every exported symbol of libplot must belong to the API: a libplot:: name that
# a public header declares. Internals (artists, layout, the state structs, ticker details, the
# text engine's insides), dependencies' code (nlohmann::json) and the standard library's template
# instances must not appear.
cmake_minimum_required(VERSION 3.25)
execute_process(COMMAND ${NM} -D --defined-only ${LIBRARY} COMMAND ${CXXFILT}
  OUTPUT_VARIABLE listing RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "nm | c++filt failed (${rc}) on ${LIBRARY}")
endif()
string(REPLACE "\n" ";" lines "${listing}")

# The class and struct names the public headers declare.
file(GLOB headers ${PUBLIC_HEADERS}/*.hpp)
set(public_types "")
set(header_text "")
foreach(h ${headers})
  file(READ ${h} text)
  string(APPEND header_text "${text}")
  file(STRINGS ${h} decls REGEX "^(class|struct) ")
  foreach(d ${decls})
    string(REGEX REPLACE "^(class|struct) (LIBPLOT_API )?([A-Za-z_0-9]+).*" "\\3" name "${d}")
    list(APPEND public_types ${name})
  endforeach()
endforeach()

# Names that must never be exported, whatever else changes.
set(internal_names
  "libplot::Artist" "libplot::DrawContext" "libplot::FigureState" "libplot::AxesState"
  "libplot::Axes::State" "libplot::AxesAccess" "libplot::FigureAccess" "libplot::TextEngineAccess"
  "libplot::TextEngine::Impl" "libplot::ticker_detail" "libplot::text::" "libplot::LegendArtist"
  "libplot::PointLabelsArtist" "libplot::NullCanvas" "libplot::OffsetCanvas" "libplot::CairoCanvas"
  "libplot::AxesLayout" "libplot::PageLayout" "libplot::Obstacles" "libplot::DataLimits"
  "libplot::layout_axes" "libplot::draw_axes" "libplot::axes_boxes" "nlohmann::"
  # A whole program's process plumbing lives in render_paper's libplot_process, not the library.
  "abandon_writes_in_progress" "remove_stale_temporaries" "keep_free_heap_process_wide")

set(count 0)
set(bad "")
foreach(line ${lines})
  if(line STREQUAL "")
    continue()
  endif()
  string(REGEX REPLACE "^[0-9a-f]* *[A-Za-z] " "" sym "${line}")
  math(EXPR count "${count} + 1")
  set(internal "")
  foreach(n ${internal_names})
    string(FIND "${sym}" "${n}" at)
    if(NOT at EQUAL -1)
      set(internal ${n})
      break()
    endif()
  endforeach()
  if(internal)
    string(APPEND bad "\n  ${sym}   (internal: ${internal})")
    continue()
  endif()
  if(NOT sym MATCHES "^((typeinfo|typeinfo name|vtable|VTT) for )?libplot::")
    string(APPEND bad "\n  ${sym}   (not libplot's)")
    continue()
  endif()
  # An exported libplot:: class member must be of a class the public headers declare.
  if(sym MATCHES "^(typeinfo( name)? for |vtable for |VTT for )?libplot::([A-Za-z_0-9]+)::")
    set(cls ${CMAKE_MATCH_3})
    if(NOT cls IN_LIST public_types)
      string(APPEND bad "\n  ${sym}   (libplot::${cls} is no public class)")
    endif()
  elseif(sym MATCHES "^[^(]*[ :]libplot::([A-Za-z_0-9]+)\\(" OR sym MATCHES "^libplot::([A-Za-z_0-9]+)\\(")
    # A free function: a public header must declare it.
    set(fn ${CMAKE_MATCH_1})
    string(FIND "${header_text}" " ${fn}(" at)
    if(at EQUAL -1)
      string(APPEND bad "\n  ${sym}   (no public header declares ${fn})")
    endif()
  endif()
endforeach()
if(bad)
  message(FATAL_ERROR "libplot exports what is not its API:${bad}")
endif()
if(count LESS 50)
  message(FATAL_ERROR "only ${count} exported symbols: is ${LIBRARY} the library?")
endif()
message(STATUS "${count} exported symbols, all of the public API")
