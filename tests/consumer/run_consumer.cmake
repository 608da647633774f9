# Driven by ctest (tests/consumer/CMakeLists.txt), one MODE per test:
#   install       install into WORK_DIR/staged, then move the prefix to WORK_DIR/moved/prefix
#   find_package  build project/ with find_package (C++23, -Wall -Wextra -Werror), run it
#   pkg_config    build project/main.cpp with pkg-config's flags (-std=c++20 -Wall -Wextra -Werror)
#   readme        build README.md's example as written, with README.md's CMake lines
# Builds and runs happen with the source and build trees hidden (hide_trees.sh), and the PNG of
# find_package and pkg_config must be byte-identical to the in-tree build's (INTREE).
set(prefix ${WORK_DIR}/moved/prefix)
include(${CMAKE_CURRENT_LIST_DIR}/../support/run.cmake)
# Runs a shell command line with the trees hidden.
function(run_hidden script)
  run(sh ${WORK_DIR}/hide_trees.sh ${SOURCE_DIR} ${BUILD_DIR} sh -c "${script}")
  set(last_output "${last_output}" PARENT_SCOPE)
endfunction()
function(expect_png file)
  file(READ ${file} sig LIMIT 8 HEX)
  if(NOT sig STREQUAL "89504e470d0a1a0a")
    message(FATAL_ERROR "${file} is not a PNG (${sig})")
  endif()
endfunction()
function(expect_printed)
  string(STRIP "${last_output}" printed)
  if(NOT printed MATCHES "^libplot [0-9]+\\.[0-9]+\\.[0-9]+ wrote 640x480$")
    message(FATAL_ERROR "unexpected consumer output: '${printed}'")
  endif()
endfunction()
# The figure drawn by the in-tree build of the same program, the reference for byte equality.
function(expect_same_as_in_tree png)
  run(${INTREE} ${WORK_DIR}/${MODE}/in-tree.png)
  execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${png} ${WORK_DIR}/${MODE}/in-tree.png
                  RESULT_VARIABLE differ)
  if(differ)
    message(FATAL_ERROR "${png} differs from the in-tree rendering ${WORK_DIR}/${MODE}/in-tree.png")
  endif()
endfunction()

if(MODE STREQUAL "install")
  file(REMOVE_RECURSE ${WORK_DIR})
  run(${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${WORK_DIR}/staged)
  file(MAKE_DIRECTORY ${WORK_DIR}/moved)
  file(RENAME ${WORK_DIR}/staged ${prefix})
  # What the prefix must hold, and what it must not.
  foreach(f ${LIBDIR}/pkgconfig/libplot.pc ${LIBDIR}/cmake/libplot/libplotConfig.cmake
            share/libplot/fonts/fonts.conf share/libplot/themes/modelcard.json
            include/libplot/error.hpp)
    if(NOT EXISTS ${prefix}/${f})
      message(FATAL_ERROR "the install lacks ${f}")
    endif()
  endforeach()
  if(EXISTS ${prefix}/share/libplot/themes/fonts)
    message(FATAL_ERROR "the install has an empty share/libplot/themes/fonts/")
  endif()
  file(GLOB_RECURSE installed RELATIVE ${prefix} ${prefix}/*)
  # No installed file of libplot's, the library included, names the trees it came from
  # (file(STRINGS) reads the printable strings of binaries too). bin/render_paper, a driver, may:
  # its default --data is the source tree's sample data.
  list(FILTER installed EXCLUDE REGEX "^bin/")
  foreach(f ${installed})
    foreach(tree ${SOURCE_DIR} ${BUILD_DIR} ${WORK_DIR}/staged)
      file(STRINGS ${prefix}/${f} hits REGEX "${tree}")
      if(hits)
        message(FATAL_ERROR "installed ${f} names ${tree}: ${hits}")
      endif()
    endforeach()
  endforeach()
  file(COPY ${CONSUMER_DIR}/ DESTINATION ${WORK_DIR}/project)
  file(COPY ${CMAKE_CURRENT_LIST_DIR}/hide_trees.sh DESTINATION ${WORK_DIR})
  # The installed driver runs from the moved prefix, finding the installed libplot (not the build
  # tree's, which is hidden) without LD_LIBRARY_PATH.
  run_hidden("env -u LD_LIBRARY_PATH ${prefix}/bin/render_paper --version")
  if(NOT last_output MATCHES "^render_paper [0-9]+\\.[0-9]+\\.[0-9]+")
    message(FATAL_ERROR "the moved prefix's render_paper --version printed '${last_output}'")
  endif()
  # The installed driver draws from the moved prefix what the build tree's draws, bit for bit: it
  # finds fonts and themes relative to itself, and a PDF's Pango (loaded on first use) shares the
  # program's Cairo and FontConfig (drivers/render_paper/static_stack.cmake).
  if(RENDER_PAPER)
    set(data ${WORK_DIR}/modelcard-data)
    file(COPY ${SOURCE_DIR}/drivers/modelcard/data/ DESTINATION ${data})
    set(draw "--paper modelcard --data ${data} --only 09 --format png,pdf,svg --quiet --jobs 1")
    run_hidden("env -u LD_LIBRARY_PATH ${prefix}/bin/render_paper ${draw} --out ${WORK_DIR}/installed")
    run(sh -c "${RENDER_PAPER} ${draw} --out ${WORK_DIR}/in-tree")
    foreach(ext png pdf svg)
      set(file modelcard/09_tokenizer_cost.${ext})
      execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${WORK_DIR}/installed/${file}
                      ${WORK_DIR}/in-tree/${file} RESULT_VARIABLE differ)
      if(differ)
        message(FATAL_ERROR "the installed render_paper's ${WORK_DIR}/installed/${file} differs "
                            "from the build tree's ${WORK_DIR}/in-tree/${file}")
      endif()
    endforeach()
  endif()
  message(STATUS "installed into ${prefix}")

elseif(MODE STREQUAL "find_package")
  set(b ${WORK_DIR}/find_package)
  file(REMOVE_RECURSE ${b})
  file(MAKE_DIRECTORY ${b})
  run_hidden("${CMAKE_COMMAND} -S ${WORK_DIR}/project -B ${b}/build -DCMAKE_PREFIX_PATH=${prefix} \
-DCMAKE_CXX_COMPILER=${CXX} -DCMAKE_BUILD_TYPE=Release >${b}/configure.log \
&& ${CMAKE_COMMAND} --build ${b}/build >${b}/build.log && ${b}/build/consumer ${b}/out.png")
  expect_printed()
  expect_png(${b}/out.png)
  expect_same_as_in_tree(${b}/out.png)
  # A program that only draws links neither simdjson nor zstd.
  run(ldd ${b}/build/consumer)
  if(last_output MATCHES "simdjson|libzstd")
    message(FATAL_ERROR "the consumer links the reader's dependencies:\n${last_output}")
  endif()

elseif(MODE STREQUAL "pkg_config")
  set(b ${WORK_DIR}/pkg_config)
  file(REMOVE_RECURSE ${b})
  file(MAKE_DIRECTORY ${b})
  set(pc "PKG_CONFIG_PATH=${prefix}/${LIBDIR}/pkgconfig pkg-config")
  run_hidden("${pc} --cflags libplot")
  if(last_output MATCHES "-std=" OR NOT last_output MATCHES "-I${prefix}/lib[^ ]*/pkgconfig/[./]*include")
    message(FATAL_ERROR "pkg-config --cflags libplot gave '${last_output}'")
  endif()
  run_hidden("${CXX} -std=c++20 -Wall -Wextra -Werror ${WORK_DIR}/project/main.cpp -o ${b}/consumer \
$(${pc} --cflags --libs libplot) -Wl,-rpath,$(${pc} --variable=libdir libplot) \
&& ${b}/consumer ${b}/out.png")
  expect_printed()
  expect_png(${b}/out.png)
  expect_same_as_in_tree(${b}/out.png)

elseif(MODE STREQUAL "readme")
  # The example under "Using libplot from C++", as a user would copy it: the ```cmake lines and
  # the ```cpp program.
  set(b ${WORK_DIR}/readme)
  file(REMOVE_RECURSE ${b})
  file(MAKE_DIRECTORY ${b})
  file(READ ${README} readme)
  string(FIND "${readme}" "## Using libplot from C++" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "README.md has no section 'Using libplot from C++'")
  endif()
  string(SUBSTRING "${readme}" ${at} -1 section)
  string(REGEX MATCH "```cmake\n([^`]*)```" _ "${section}")
  set(cmake_lines "${CMAKE_MATCH_1}")
  string(REGEX MATCH "```cpp\n([^`]*)```" _ "${section}")
  set(program "${CMAKE_MATCH_1}")
  if(NOT cmake_lines MATCHES "find_package" OR NOT program MATCHES "int main")
    message(FATAL_ERROR "README.md's example is not a complete program with its CMake lines")
  endif()
  file(WRITE ${b}/project/my_tool.cpp "${program}")
  if(NOT cmake_lines MATCHES "add_executable\\(my_tool my_tool.cpp\\)")
    message(FATAL_ERROR "README.md's CMake lines do not build my_tool.cpp:\n${cmake_lines}")
  endif()
  string(APPEND cmake_lines "target_compile_options(my_tool PRIVATE -Wall -Wextra -Werror)\n")
  file(WRITE ${b}/project/CMakeLists.txt
       "cmake_minimum_required(VERSION 3.25)\nproject(my_tool LANGUAGES CXX)\n${cmake_lines}")
  run_hidden("${CMAKE_COMMAND} -S ${b}/project -B ${b}/build -DCMAKE_PREFIX_PATH=${prefix} \
-DCMAKE_CXX_COMPILER=${CXX} >${b}/configure.log && ${CMAKE_COMMAND} --build ${b}/build \
&& cd ${b} && ${b}/build/my_tool")
  if(last_output MATCHES "warning")
    message(FATAL_ERROR "README.md's example warns:\n${last_output}")
  endif()
  expect_png(${b}/out.png)

else()
  message(FATAL_ERROR "unknown MODE '${MODE}'")
endif()
