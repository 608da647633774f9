#!/usr/bin/env bash
# Install what is missing, build, and run every test through ctest (build/, Release); then the
# same suite under ASan + UBSan, in a clang build that also holds the fuzz targets (build-asan/,
# scripts/test_sanitized.sh); then each fuzzer for a fixed number of runs on its corpus
# (scripts/fuzz_smoke.sh). LIBPLOT_QUICK=1 runs the first part only.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
bash scripts/setup.sh test
bash scripts/build.sh
ctest --test-dir build --output-on-failure -j "$(nproc)"
echo "test.sh: release build and tests: $((SECONDS - start)) s"
if [ "${LIBPLOT_QUICK:-0}" = 1 ]; then exit 0; fi
# Each step prints its time; what they take on a clean clone: docs/fuzzing.md, "Time".
step=$SECONDS
bash scripts/test_sanitized.sh
echo "test.sh: ASan + UBSan build and tests: $((SECONDS - step)) s"
step=$SECONDS
# The fuzz targets were built with the sanitized suite (clang): only their runs are left.
FUZZ_BUILD=build-asan bash scripts/fuzz_smoke.sh
echo "test.sh: fuzz smoke: $((SECONDS - step)) s; total $((SECONDS - start)) s"
