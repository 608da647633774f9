#!/usr/bin/env bash
# Checks that every C++ source of the project is laid out as .clang-format says; with --fix,
# rewrites the ones that are not. Generated tables (*.inc) are left as their generators write them.
set -euo pipefail
cd "$(dirname "$0")/.."
clang_format=$(command -v clang-format-14 || command -v clang-format || true)
if [[ -z $clang_format ]]; then
  echo "check_format: clang-format not found (scripts/setup.sh test installs it)" >&2
  exit 2
fi
fix=0
if [[ ${1:-} == --fix ]]; then
  fix=1
  shift
fi
if (($#)); then
  files=("$@")  # the given files, read as C++ whatever their names
else
  mapfile -t files < <(git ls-files '*.cpp' '*.hpp')
fi
if ((fix)); then
  "$clang_format" -i --style=file:.clang-format "${files[@]}"
  exit 0
fi
bad=()
for f in "${files[@]}"; do
  "$clang_format" --style=file:.clang-format --assume-filename=x.cpp --dry-run --Werror <"$f" \
    >/dev/null 2>&1 || bad+=("$f")
done
if ((${#bad[@]})); then
  printf 'check_format: not laid out as .clang-format says (scripts/check_format.sh --fix): %s\n' "${bad[@]}" >&2
  echo "check_format: ${#bad[@]} of ${#files[@]} files" >&2
  exit 1
fi
echo "check_format: ${#files[@]} files laid out as .clang-format says"
