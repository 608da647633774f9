#!/usr/bin/env bash
# The main job: install what is missing, build, and render every paper's figures into figures/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
./build/drivers/render_paper/render_paper --out figures/ "$@"
