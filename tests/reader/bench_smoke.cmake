# Smoke run of gen_results and bench_reader on a small file: checks that generation is
# deterministic and that the benchmark prints its result lines, never the timings themselves.
#   cmake -DGEN=... -DBENCH=... -DFLOOR=... -DWORK=... -P bench_smoke.cmake
foreach(run a b)
  execute_process(COMMAND ${GEN} --out ${WORK}/smoke_${run}.jsonl.zst --bytes 2M --seed 7
                  RESULT_VARIABLE status OUTPUT_QUIET)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "gen_results failed: ${status}")
  endif()
endforeach()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${WORK}/smoke_a.jsonl.zst ${WORK}/smoke_b.jsonl.zst
                RESULT_VARIABLE differ)
if(NOT differ EQUAL 0)
  message(FATAL_ERROR "gen_results is not deterministic for a fixed seed")
endif()

execute_process(COMMAND ${BENCH} ${WORK}/smoke_a.jsonl.zst --reps 1
                RESULT_VARIABLE status OUTPUT_VARIABLE output)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "bench_reader failed: ${status}\n${output}")
endif()
foreach(line "fig5: [0-9]+ records, [0-9]+ \\(corpus, method\\) points" "zstd_raw_median_MBps [0-9.]+"
             "reader_median_MBps [0-9.]+" "reader_peak_rss_MB [0-9.]+")
  if(NOT output MATCHES "${line}")
    message(FATAL_ERROR "bench_reader printed no line matching '${line}':\n${output}")
  endif()
endforeach()
string(STRIP "${output}" output)
string(REGEX MATCH "[^\n]*$" last_line "${output}")
if(NOT last_line MATCHES "^reader_vs_zstd [0-9]+\\.[0-9]+$")
  message(FATAL_ERROR "last line is not 'reader_vs_zstd RATIO': '${last_line}'")
endif()

# bench_floor reads the same fields with bare simdjson (On-Demand, and the DOM with --dom) as the
# reader's --sum-only run reads them through the record views: the same lines and checksums.
execute_process(COMMAND ${BENCH} ${WORK}/smoke_a.jsonl.zst --reps 1 --reader-only --sum-only
                RESULT_VARIABLE status OUTPUT_VARIABLE reader_output)
if(NOT status EQUAL 0 OR NOT reader_output MATCHES "fig5: ([0-9]+) records, 0 \\(corpus, method\\) points, checksum ([0-9.]+)")
  message(FATAL_ERROR "bench_reader --sum-only failed (${status}):\n${reader_output}")
endif()
set(records ${CMAKE_MATCH_1})
set(checksum ${CMAKE_MATCH_2})
string(REPLACE "." "\\." checksum_pattern "${checksum}")
if(checksum STREQUAL "0.000000")
  message(FATAL_ERROR "bench_reader --sum-only read no fields:\n${reader_output}")
endif()
foreach(mode extract --dom)
  set(flag ${mode})
  if(mode STREQUAL "extract")
    set(flag "")
  endif()
  execute_process(COMMAND ${FLOOR} ${WORK}/smoke_a.jsonl.zst ${flag} --slice-kb 16
                  RESULT_VARIABLE status OUTPUT_VARIABLE floor_output)
  string(STRIP "${floor_output}" floor_output)
  set(expected "^[0-9]+ bytes, ${records} lines \\(0 not objects\\), checksum ${checksum_pattern}$")
  if(NOT status EQUAL 0 OR NOT floor_output MATCHES "${expected}")
    message(FATAL_ERROR "bench_floor (${mode}) printed '${floor_output}' (status ${status}), "
                        "expected ${records} lines and checksum ${checksum} as bench_reader --sum-only")
  endif()
endforeach()
file(REMOVE ${WORK}/smoke_a.jsonl.zst ${WORK}/smoke_b.jsonl.zst)
