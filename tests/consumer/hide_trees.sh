#!/bin/sh
# hide_trees.sh SOURCE_DIR BUILD_DIR COMMAND...: runs COMMAND in a private mount namespace where
# the source and build trees are empty tmpfs mounts, so an installed libplot that still looked
# there would fail. Needs root or unprivileged user namespaces (unshare -m, else unshare -rm).
set -eu
src=$1 build=$2
shift 2
inner='
  src=$1 build=$2; shift 2
  mount -t tmpfs -o ro tmpfs "$src"
  if [ -d "$build" ] && [ -e "$build/CMakeCache.txt" ]; then mount -t tmpfs -o ro tmpfs "$build"; fi
  if [ -e "$src/CMakeLists.txt" ] || [ -e "$build/CMakeCache.txt" ]; then
    echo "hide_trees: the trees are still visible" >&2; exit 97
  fi
  exec env -u LIBPLOT_DATA_DIR "$@"'
if [ "$(id -u)" = 0 ] && unshare -m true 2>/dev/null; then
  exec unshare -m sh -c "$inner" sh "$src" "$build" "$@"
elif unshare -rm true 2>/dev/null; then
  exec unshare -rm sh -c "$inner" sh "$src" "$build" "$@"
fi
echo "hide_trees: cannot make a private mount namespace (unshare -m / -rm refused)" >&2
exit 98
