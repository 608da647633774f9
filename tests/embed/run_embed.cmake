# Driven by ctest (tests/embed/CMakeLists.txt): embeds SOURCE_DIR in parent/ the EMBED way
# (add_subdirectory or fetchcontent) and checks that libplot behaves as a guest:
#   - only the library is defined: no driver, test or benchmark target, no install rules;
#   - the parent's CMAKE_BUILD_TYPE and BUILD_SHARED_LIBS are what the parent left them;
#   - the parent's directory and targets get none of libplot's warning flags;
#   - a build of the parent's "all" makes libplot and the parent's program and nothing else;
#   - add_subdirectory only (one full build is enough): the program links and draws.
set(b ${WORK_DIR}/${EMBED})
file(REMOVE_RECURSE ${b})
include(${CMAKE_CURRENT_LIST_DIR}/../support/run.cmake)
function(expect what actual expected)
  if(NOT "${actual}" STREQUAL "${expected}")
    message(FATAL_ERROR "${EMBED}: ${what} is '${actual}', expected '${expected}'")
  endif()
endfunction()

if(EMBED STREQUAL "add_subdirectory")
  # No build type (the case the old FORCE overwrote), shared libraries asked for.
  set(config -DBUILD_SHARED_LIBS=ON)
  set(want_type "")
  set(want_shared ON)
else()
  # A Debug parent that never mentions BUILD_SHARED_LIBS: libplot must not define it.
  set(config -DCMAKE_BUILD_TYPE=Debug)
  set(want_type Debug)
  set(want_shared "<undefined>")
endif()
run(${CMAKE_COMMAND} -S ${PARENT_DIR} -B ${b} -DEMBED=${EMBED} -DLIBPLOT_SOURCE=${SOURCE_DIR}
    -DCMAKE_CXX_COMPILER=${CXX} "-DCMAKE_CXX_FLAGS_DEBUG=-O0" ${config})
include(${b}/embed_facts.cmake)
expect("CMAKE_BUILD_TYPE after embedding" "${after_type}" "${want_type}")
expect("the cached CMAKE_BUILD_TYPE" "${cache_type}" "${want_type}")
expect("BUILD_SHARED_LIBS before embedding" "${before_shared}" "${want_shared}")
expect("BUILD_SHARED_LIBS after embedding" "${after_shared}" "${want_shared}")
expect("the parent's directory compile options" "${dir_options}" "")
expect("parent_tool's compile options" "${tool_options}" "tool_options-NOTFOUND")
# libplot's own: the library, its object library and the tests-only static copy (EXCLUDE_FROM_ALL).
expect("the targets defined" "${targets}" "libplot;libplot_internal;libplot_objects;parent_tool")
if(EXISTS ${b}/libplot/cmake_install.cmake OR EXISTS ${b}/_deps/libplot-build/cmake_install.cmake)
  foreach(f ${b}/libplot/cmake_install.cmake ${b}/_deps/libplot-build/libplot/cmake_install.cmake)
    if(EXISTS ${f})
      file(STRINGS ${f} rules REGEX "file\\(INSTALL")
      expect("install rules in ${f}" "${rules}" "")
    endif()
  endforeach()
endif()

# What a build of everything makes: the library (its object library) and the parent's program.
expect("the targets a build makes" "${in_all}" "libplot;libplot_objects;parent_tool")

if(EMBED STREQUAL "add_subdirectory")
  run(${CMAKE_COMMAND} --build ${b} -j ${JOBS})
  run(${b}/parent_tool ${b}/out.png)
  string(STRIP "${last_output}" printed)
  expect("parent_tool's output" "${printed}" "wrote 320x240")
  file(READ ${b}/out.png sig LIMIT 8 HEX)
  expect("out.png's signature" "${sig}" "89504e470d0a1a0a")
  # Nothing else was built: no other program or library anywhere in the build tree.
  file(GLOB_RECURSE built LIST_DIRECTORIES false RELATIVE ${b} ${b}/*.so* ${b}/*.a ${b}/parent_tool)
  list(FILTER built EXCLUDE REGEX "CMakeFiles/")
  list(SORT built)
  expect("the libraries and programs built" "${built}"
         "libplot/libplot/libplot.so;libplot/libplot/libplot.so.0;libplot/libplot/libplot.so.0.1.0;parent_tool")
endif()
file(REMOVE_RECURSE ${b})
