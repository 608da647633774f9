#!/usr/bin/env bash
# Configures and builds everything into build/ (Release): library, drivers, tests and benchmarks.
# Extra arguments go to the cmake configure step.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DLIBPLOT_BUILD_DRIVERS=ON -DLIBPLOT_BUILD_TESTS=ON \
  -DLIBPLOT_BUILD_BENCH=ON "$@" >/dev/null
cmake --build build -j "$(nproc)"
