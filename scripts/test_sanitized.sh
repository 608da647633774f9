#!/usr/bin/env bash
# Builds everything with AddressSanitizer + UndefinedBehaviorSanitizer (and float-cast-overflow)
# into build-asan/ and runs the whole ctest suite under it. Lean: -O1, -g1 (line tables: enough
# for the sanitizers' stack traces, and about 40 % less compile CPU than -g), no benchmarks. Leaks are
# errors, except fontconfig's one-time allocations (tests/sanitizers/lsan.supp). Skipped under
# ASan: consumer_find_package only (an uninstrumented program cannot load the ASan library).
# With clang (scripts/setup.sh installs it) the same build also has libFuzzer's coverage
# instrumentation and the fuzz targets (-DLIBPLOT_FUZZ=ON), so that scripts/fuzz_smoke.sh runs
# them from here (FUZZ_BUILD=build-asan) instead of compiling libplot and the drivers a third
# time; without clang, gcc and no fuzz targets. LIBPLOT_SANITIZE_CC=gcc asks for gcc anyway.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs="$(nproc)"
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fuzz=()
coverage=0
if [ "${LIBPLOT_SANITIZE_CC:-clang}" = clang ] && command -v clang++ >/dev/null; then
  export CC=clang CXX=clang++
  # Coverage rides on this build (clang's source-based coverage): scripts/coverage_report.sh.
  fuzz=(-DLIBPLOT_FUZZ=ON -DLIBPLOT_COVERAGE=ON)
  coverage=1
else
  export CC=gcc CXX=g++
fi
# A build-asan/ configured for the other compiler (by an earlier run or version of this script)
# starts over: CMake keeps the compiler a build directory was first configured with.
if [ -f build-asan/CMakeCache.txt ] && ! grep -q "^CMAKE_CXX_COMPILER:.*/$CXX\$" build-asan/CMakeCache.txt; then
  rm -rf build-asan
fi
if ((${#fuzz[@]})); then
  # Sources edited while the build runs leave objects older than their text (fuzz_smoke.sh
  # checks against this stamp before any fuzz run).
  mkdir -p build-asan
  touch build-asan/.smoke-build-start
fi
cmake -S . -B build-asan -DLIBPLOT_SANITIZE=ON "${fuzz[@]}" -DLIBPLOT_BUILD_BENCH=OFF \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
  "${launcher[@]}" >/dev/null
cmake --build build-asan -j "$jobs"
export ASAN_OPTIONS="detect_leaks=1:strict_string_checks=1:check_initialization_order=1"
export LSAN_OPTIONS="suppressions=$PWD/tests/sanitizers/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
# Every process of the suite adds its counts to one raw profile per binary (%m: merged online).
rm -rf build-asan/coverage
export LLVM_PROFILE_FILE="$PWD/build-asan/coverage/raw/%m.profraw"
ctest --test-dir build-asan --output-on-failure -j "$jobs" --timeout 1500
if ((coverage)); then
  bash scripts/coverage_report.sh build-asan
fi
