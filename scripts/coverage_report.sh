#!/usr/bin/env bash
# Line and branch coverage of libplot/src and drivers/ from a build made with -DLIBPLOT_COVERAGE=ON
# whose tests have run with LLVM_PROFILE_FILE=BUILD/coverage/raw/%m.profraw (scripts/test_sanitized.sh
# does both). Prints coverage per folder, writes BUILD/coverage/html/index.html (the CI artefact
# folder) and BUILD/coverage/summary.json, and fails when a total is below its floor
# (scripts/coverage_floors.txt).
#
#   scripts/coverage_report.sh [BUILD]     (default: build-asan)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-asan}
cov=$build/coverage
llvm_profdata=$(command -v llvm-profdata-14 || command -v llvm-profdata)
llvm_cov=$(command -v llvm-cov-14 || command -v llvm-cov)
shopt -s nullglob
raw=("$cov"/raw/*.profraw)
if ((${#raw[@]} == 0)); then
  echo "coverage_report: no raw profiles in $cov/raw (run the tests with LLVM_PROFILE_FILE set)" >&2
  exit 1
fi
"$llvm_profdata" merge -sparse "${raw[@]}" -o "$cov/merged.profdata"
# Every instrumented program and library of the build (those with a coverage map).
objects=()
while IFS= read -r f; do
  if readelf -S "$f" 2>/dev/null | grep -q __llvm_covmap; then objects+=("$f"); fi
done < <(find "$build" -type f \( -perm -u+x -o -name '*.so*' \) ! -path '*/CMakeFiles/*' ! -name '*.o' | sort)
args=(-instr-profile "$cov/merged.profdata" "${objects[0]}")
for o in "${objects[@]:1}"; do args+=(-object "$o"); done
# Only the product's sources: not the tests, the benchmarks or the system's headers.
ignore='(^|/)(tests|bench|build[^/]*)/|^/usr/'
"$llvm_cov" export -summary-only -ignore-filename-regex="$ignore" "${args[@]}" >"$cov/summary.json"
"$llvm_cov" show -format=html -show-branches=count -ignore-filename-regex="$ignore" \
  -output-dir="$cov/html" "${args[@]}" >/dev/null
python3 scripts/coverage_summary.py "$cov/summary.json" "$PWD" scripts/coverage_floors.txt
echo "coverage_report: $cov/html/index.html (${#objects[@]} instrumented binaries)"
