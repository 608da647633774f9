#!/usr/bin/env bash
# The main job: install what building and running render_paper needs, build render_paper and what
# it links (no tests, no benchmarks), and render every paper's figures into figures/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh render
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DLIBPLOT_BUILD_TESTS=OFF -DLIBPLOT_BUILD_BENCH=OFF >/dev/null
cmake --build build -j "$(nproc)" --target render_paper
./build/drivers/render_paper/render_paper --out figures/ "$@"
