#!/usr/bin/env bash
# Installs the Debian packages a job needs, when any is missing.
#   setup.sh render   building and running render_paper (the main command, scripts/render.sh)
#   setup.sh test     the above, plus what the test suite, the sanitized build and the fuzz smoke need
set -euo pipefail
profile="${1:-test}"
RENDER_PACKAGES=(
  build-essential cmake pkg-config
  libcairo2-dev libpango1.0-dev libpng-dev zlib1g-dev libdeflate-dev libisal-dev libfontconfig-dev libfreetype-dev fonts-dejavu-core fonts-dejavu-extra
  libfmt-dev libsimdjson-dev libzstd-dev nlohmann-json3-dev
)
TEST_PACKAGES=(
  libgtest-dev libgmock-dev libbenchmark-dev
  util-linux mount  # unshare and mount: the relocated-install tests hide the trees (tests/consumer)
  clang libclang-rt-14-dev  # fuzz smoke (scripts/fuzz_smoke.sh): libFuzzer and the sanitizer runtimes
  clang-format  # scripts/check_format.sh (the format_check test)
  llvm-14 python3  # llvm-dwarfdump and python3 for scripts/check_type_layouts.py (fuzz smoke)
)
case "$profile" in
  render) PACKAGES=("${RENDER_PACKAGES[@]}") ;;
  test) PACKAGES=("${RENDER_PACKAGES[@]}" "${TEST_PACKAGES[@]}") ;;
  *) echo "usage: setup.sh render|test" >&2; exit 2 ;;
esac
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}" >&2
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
