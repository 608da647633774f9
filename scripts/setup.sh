#!/usr/bin/env bash
# Installs the Debian packages libplot needs to build and test, when any is missing.
set -euo pipefail
PACKAGES=(
  build-essential cmake pkg-config
  libcairo2-dev libpango1.0-dev libpng-dev zlib1g-dev libdeflate-dev libfontconfig-dev libfreetype-dev fonts-dejavu-core fonts-dejavu-extra
  libfmt-dev libsimdjson-dev libzstd-dev nlohmann-json3-dev
  libgtest-dev libgmock-dev libbenchmark-dev
  util-linux mount  # unshare and mount: the relocated-install tests hide the trees (tests/consumer)
  clang libclang-rt-14-dev  # fuzz smoke (scripts/fuzz_smoke.sh): libFuzzer and the sanitizer runtimes
  llvm-14 python3  # llvm-dwarfdump and python3 for scripts/check_type_layouts.py (fuzz smoke)
)
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
