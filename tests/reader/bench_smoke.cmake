# Smoke run of gen_results and bench_reader on a small file: checks that generation is
# deterministic and that the benchmark prints its result lines, never the timings themselves.
#   cmake -DGEN=... -DBENCH=... -DWORK=... -P bench_smoke.cmake
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
file(REMOVE ${WORK}/smoke_a.jsonl.zst ${WORK}/smoke_b.jsonl.zst)
