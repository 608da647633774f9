#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan + UBSan + coverage, build-fuzz/) and runs each for
# a fixed number of runs, starting from its checked-in corpus (copied: new inputs never land in
# the tree). Any crash, sanitizer report, leak, timeout or out-of-memory fails. Skipped, saying
# so, where clang is not installed (scripts/setup.sh installs it). Before any run, every binary is
# checked for objects built from two versions of a header (scripts/check_type_layouts.py): such a
# mix, left by sources changing during a build, crashes in ways that look like bugs in the code.
# docs/fuzzing.md.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v clang++ >/dev/null; then
  echo "fuzz: clang++ not found, fuzz smoke skipped"
  exit 0
fi
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
# FUZZ_BUILD names a build configured with -DLIBPLOT_FUZZ=ON already (scripts/test.sh passes
# build-asan/, where scripts/test_sanitized.sh built the fuzz targets with the test suite and
# stamped the start of that build); by default the smoke configures build-fuzz/ itself.
# A FUZZ_BUILD without them (gcc's, LIBPLOT_SANITIZE_CC=gcc) is left alone: build-fuzz/ then.
# Sources edited (a merge, an editor) while the build runs can leave an object compiled from the old
# text but newer than it, which make then never rebuilds: the build starts from this stamp.
if [ -n "${FUZZ_BUILD:-}" ] && grep -q "^LIBPLOT_FUZZ:BOOL=ON" "$FUZZ_BUILD/CMakeCache.txt" 2>/dev/null &&
   [ -f "$FUZZ_BUILD/.smoke-build-start" ]; then
  build="$FUZZ_BUILD"
  stamp="$build/.smoke-build-start"
  echo "fuzz: using $build (built with the fuzz targets)"
else
  build=build-fuzz
  stamp="$build/.smoke-build-start"
  mkdir -p "$build"
  touch "$stamp"
  CC=clang CXX=clang++ cmake -S . -B "$build" -DLIBPLOT_FUZZ=ON -DLIBPLOT_BUILD_BENCH=OFF \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
    "${launcher[@]}" >/dev/null
fi
# target  corpus  max_len  runs (FUZZ_RUNS overrides: a paper run builds every figure, ~0.1 s).
# A fixed seed (FUZZ_SEED overrides) makes the mutations the same on every machine, so a CI
# failure replays here; timing between the reader's threads can still differ.
targets=(
  "fuzz_records records 16384 2000"
  "fuzz_document document 4096 2000"
  "fuzz_theme theme 4096 2000"
  "fuzz_color color 64 2000"
  "fuzz_pyformat pyformat 256 2000"
  "fuzz_mathtext mathtext 1024 2000"
  "fuzz_modelcard modelcard 4096 500"
  "fuzz_qtensorformer qtensorformer 16384 500"
)
names=()
for t in "${targets[@]}"; do names+=("${t%% *}"); done
cmake --build "$build" -j "$(nproc)" --target "${names[@]}"
sources() {
  find libplot drivers tests/fuzz -newer "$stamp" -type f \
    \( -name '*.cpp' -o -name '*.hpp' -o -name '*.h' -o -name '*.inc' -o -name CMakeLists.txt \)
}
changed="$(sources)"
if [ -n "$changed" ]; then
  echo "fuzz: sources changed during the build; rebuilding what depends on them:" $changed
  # shellcheck disable=SC2086
  touch $changed  # newer than every object built from their old text
  touch "$stamp"
  cmake --build "$build" -j "$(nproc)" --target "${names[@]}"
  if [ -n "$(sources)" ]; then
    echo "fuzz: sources still changing during the build; smoke not run" >&2
    exit 1
  fi
fi
dwarfdump="$(command -v llvm-dwarfdump || command -v llvm-dwarfdump-14 || true)"
if [ -n "$dwarfdump" ] && command -v python3 >/dev/null; then
  for name in libplot/libplot.so "${names[@]/#/tests/fuzz/}"; do
    python3 scripts/check_type_layouts.py "$build/$name" "$dwarfdump" >/dev/null
  done
  echo "fuzz: one layout per type in libplot.so and every fuzz target"
else
  echo "fuzz: llvm-dwarfdump or python3 not found, type layouts not checked"
fi
export ASAN_OPTIONS="detect_leaks=1"
export LSAN_OPTIONS="suppressions=$PWD/tests/sanitizers/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1"
passed=0 failed=0
for t in "${targets[@]}"; do
  read -r name corpus max_len runs <<<"$t"
  runs="${FUZZ_RUNS:-$runs}"
  work="$build/smoke/$name"
  rm -rf "$work" && mkdir -p "$work/corpus" "$work/artifacts"
  cp -r "tests/fuzz/corpus/$corpus/." "$work/corpus/"
  start=$SECONDS
  if "$build"/tests/fuzz/"$name" "$work/corpus" -runs="$runs" -max_len="$max_len" -timeout=20 -seed="${FUZZ_SEED:-1}" \
      -rss_limit_mb=2048 -artifact_prefix="$work/artifacts/" >"$work/log" 2>&1; then
    echo "fuzz: $name: $runs runs, no crash ($((SECONDS - start)) s)"
    passed=$((passed + 1))
  else
    echo "fuzz: $name: FAILED ($((SECONDS - start)) s); the last lines of $work/log:"
    tail -n 40 "$work/log"
    failed=$((failed + 1))
  fi
done
echo "fuzz smoke: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
