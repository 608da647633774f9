# Builds a library from with_y.cpp and without_y.cpp (Shape of 16 and 8 bytes) and one from
# with_y.cpp alone, with -g, and runs scripts/check_type_layouts.py on both: the first must fail
# naming Shape, both sizes and both files; the second must pass. Skipped (exit 77) without
# python3 or llvm-dwarfdump. Arguments: -DCXX= -DSRC= -DSCRIPT= -DWORK=
find_program(PY python3)
find_program(DWARFDUMP NAMES llvm-dwarfdump llvm-dwarfdump-14)
if(NOT PY OR NOT DWARFDUMP)
  message("python3 or llvm-dwarfdump not found")
  cmake_language(EXIT 77)
endif()
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
foreach(lib mixed:with_y.cpp+without_y.cpp one:with_y.cpp)
  string(REPLACE ":" ";" parts ${lib})
  list(GET parts 0 name)
  list(GET parts 1 files)
  string(REPLACE "+" ";" files ${files})
  list(TRANSFORM files PREPEND ${SRC}/)
  execute_process(COMMAND ${CXX} -g -O0 -fPIC -shared -o ${WORK}/lib${name}.so ${files}
                  RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "compiling ${name}: ${err}")
  endif()
endforeach()
execute_process(COMMAND ${PY} ${SCRIPT} ${WORK}/libmixed.so ${DWARFDUMP}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
set(expected "check_type_layouts: ${WORK}/libmixed.so: Shape: 8 bytes in 1 file(s) (${SRC}/without_y.cpp); 16 bytes in 1 file(s) (${SRC}/with_y.cpp)\ncheck_type_layouts: 1 type(s) with more than one size: objects built from different versions of a header; delete the build directory and rebuild\n")
if(NOT rc EQUAL 1 OR NOT err STREQUAL expected)
  message(FATAL_ERROR "mixed: exit ${rc}, stderr:\n${err}\nexpected exit 1 and:\n${expected}")
endif()
execute_process(COMMAND ${PY} ${SCRIPT} ${WORK}/libone.so ${DWARFDUMP}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "^check_type_layouts: ${WORK}/libone.so: [0-9]+ types, one size each\n$")
  message(FATAL_ERROR "one: exit ${rc}, stdout:\n${out}stderr:\n${err}")
endif()
