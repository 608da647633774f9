#!/usr/bin/env bash
# Builds everything with AddressSanitizer + UndefinedBehaviorSanitizer (and float-cast-overflow)
# into build-asan/ and runs the whole ctest suite under it. Lean: -O1, -g1 (line tables: enough
# for the sanitizers' stack traces, and about 40 % less compile CPU than -g), no benchmarks. Leaks are
# errors, except fontconfig's one-time allocations (tests/sanitizers/lsan.supp). Skipped under
# ASan: consumer_find_package only (an uninstrumented program cannot load the ASan library).
set -euo pipefail
cd "$(dirname "$0")/.."
jobs="$(nproc)"
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S . -B build-asan -DLIBPLOT_SANITIZE=ON -DLIBPLOT_BUILD_BENCH=OFF \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
  "${launcher[@]}" >/dev/null
cmake --build build-asan -j "$jobs"
export ASAN_OPTIONS="detect_leaks=1:strict_string_checks=1:check_initialization_order=1"
export LSAN_OPTIONS="suppressions=$PWD/tests/sanitizers/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
ctest --test-dir build-asan --output-on-failure -j "$jobs" --timeout 1500
