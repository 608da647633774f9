#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan + UBSan + coverage, build-fuzz/) and runs each for
# a fixed number of runs, starting from its checked-in corpus (copied: new inputs never land in
# the tree). Any crash, sanitizer report, leak, timeout or out-of-memory fails. Skipped, saying
# so, where clang is not installed (scripts/setup.sh installs it). docs/fuzzing.md.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v clang++ >/dev/null; then
  echo "fuzz: clang++ not found, fuzz smoke skipped"
  exit 0
fi
RUNS="${FUZZ_RUNS:-2000}"
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
CC=clang CXX=clang++ cmake -S . -B build-fuzz -DLIBPLOT_FUZZ=ON -DLIBPLOT_BUILD_BENCH=OFF \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g -DNDEBUG" \
  "${launcher[@]}" >/dev/null
# target  corpus  max_len
targets=(
  "fuzz_records records 16384"
  "fuzz_document document 4096"
  "fuzz_theme theme 4096"
  "fuzz_color color 64"
  "fuzz_pyformat pyformat 256"
  "fuzz_modelcard modelcard 4096"
  "fuzz_qtensorformer qtensorformer 16384"
)
names=()
for t in "${targets[@]}"; do names+=("${t%% *}"); done
cmake --build build-fuzz -j "$(nproc)" --target "${names[@]}"
export ASAN_OPTIONS="detect_leaks=1"
export LSAN_OPTIONS="suppressions=$PWD/tests/sanitizers/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1"
passed=0 failed=0
for t in "${targets[@]}"; do
  read -r name corpus max_len <<<"$t"
  work="build-fuzz/smoke/$name"
  rm -rf "$work" && mkdir -p "$work/corpus" "$work/artifacts"
  cp -r "tests/fuzz/corpus/$corpus/." "$work/corpus/"
  start=$SECONDS
  if build-fuzz/tests/fuzz/"$name" "$work/corpus" -runs="$RUNS" -max_len="$max_len" -timeout=20 \
      -rss_limit_mb=2048 -artifact_prefix="$work/artifacts/" >"$work/log" 2>&1; then
    echo "fuzz: $name: $RUNS runs, no crash ($((SECONDS - start)) s)"
    passed=$((passed + 1))
  else
    echo "fuzz: $name: FAILED ($((SECONDS - start)) s); the last lines of $work/log:"
    tail -n 40 "$work/log"
    failed=$((failed + 1))
  fi
done
echo "fuzz smoke: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
