#!/usr/bin/env bash
# Install what is missing, build, and run every test through ctest (build/, Release); then the
# same suite under ASan + UBSan (build-asan/, scripts/test_sanitized.sh) and each fuzzer for a
# fixed number of runs (build-fuzz/, scripts/fuzz_smoke.sh). LIBPLOT_QUICK=1 runs the first part
# only.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
bash scripts/setup.sh
bash scripts/build.sh
ctest --test-dir build --output-on-failure -j "$(nproc)"
echo "test.sh: release build and tests: $((SECONDS - start)) s"
# Not yet by default: the sanitizer and fuzz steps are being measured (LIBPLOT_HARDENING=1 runs them).
if [ "${LIBPLOT_HARDENING:-0}" != 1 ] || [ "${LIBPLOT_QUICK:-0}" = 1 ]; then exit 0; fi
step=$SECONDS
bash scripts/test_sanitized.sh
echo "test.sh: ASan + UBSan build and tests: $((SECONDS - step)) s"
step=$SECONDS
bash scripts/fuzz_smoke.sh
echo "test.sh: fuzz smoke: $((SECONDS - step)) s; total $((SECONDS - start)) s"
