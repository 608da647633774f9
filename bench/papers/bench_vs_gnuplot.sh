#!/usr/bin/env bash
# render_paper against gnuplot-cairo (Debian's gnuplot-nox 5.4: pngcairo, pdfcairo) drawing the
# same three figures: modelcard 09 (horizontal bars), modelcard 08 (lines with markers) and
# weightcodec fig5 (labelled scatter, log x). One figure a process, as PNG and as PDF, both pinned
# to one core (taskset -c 0, render_paper --jobs 1). Runs are paired (render_paper, then gnuplot,
# REPS times after a warm-up of each) and each pair gives a ratio; the medians are printed, the
# ratios render_paper / gnuplot last (< 1: render_paper is faster).
# gnuplot reads what bench/papers/gnuplot/export_data.py wrote from render_paper's inputs (not
# timed): for fig5 that is the aggregated points, while render_paper reads and aggregates the
# 1,700 raw results itself, inside its time.
# Installs gnuplot-nox with apt-get when it is missing. Needs taskset and the seeds' python3 with
# python3-zstandard (for the export).
#
#   bench/papers/bench_vs_gnuplot.sh [REPS]   (default 5; BUILD names the build directory,
#                                             SHARED the ../shared directory)
set -euo pipefail
reps=${1:-5}
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD:-$root/build}
bin=$build/drivers/render_paper/render_paper
shared=${SHARED:-$root/../shared}
gp=$root/bench/papers/gnuplot
[[ -x $bin ]] || { echo "no $bin (build render_paper, or set BUILD)" >&2; exit 2; }
if ! command -v gnuplot >/dev/null; then
  echo "bench_vs_gnuplot: installing gnuplot-nox" >&2
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -q >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends gnuplot-nox >&2
fi
/usr/bin/python3 -c 'import zstandard' 2>/dev/null || { echo "needs python3-zstandard" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
/usr/bin/python3 "$gp/export_data.py" "$root/drivers/modelcard/data" \
  "$shared/data/weightcodec/results.jsonl.zst" "$shared/seeds" "$tmp/data"

# figure: label, render_paper's paper and figure id, render_paper's data, gnuplot script
figures=(bars lines fig5)
declare -A paper=([bars]=modelcard [lines]=modelcard [fig5]=weightcodec)
declare -A fig_id=([bars]=09 [lines]=08 [fig5]=fig5)
declare -A data=([bars]="" [lines]="" [fig5]="--data $shared/data/weightcodec")
declare -A script=([bars]=09_tokenizer_cost.gp [lines]=08_long_context_window.gp [fig5]=weightcodec_fig5.gp)

ours_cmd() {  # figure format
  echo "$bin" --paper "${paper[$1]}" ${data[$1]} --only "${fig_id[$1]}" --format "$2" \
    --out "$tmp/out" --quiet --jobs 1
}
# One timed run pinned to core 0: prints "wall cpu" seconds; a failing command stops the bench.
timed() {
  mkdir -p "$tmp/out"
  # These runs take milliseconds: the child's own rusage (microseconds), not /usr/bin/time's
  # 10 ms steps.
  if ! /usr/bin/python3 - taskset -c 0 "$@" >"$tmp/t" 2>"$tmp/log" <<'PY'
import resource, subprocess, sys, time
t = time.perf_counter()
rc = subprocess.run(sys.argv[1:], stdout=sys.stderr, stderr=sys.stderr).returncode
wall = time.perf_counter() - t
r = resource.getrusage(resource.RUSAGE_CHILDREN)
print(f"{wall:.4f} {r.ru_utime + r.ru_stime:.4f}")
sys.exit(rc)
PY
  then
    echo "failed: $*" >&2; cat "$tmp/log" >&2; exit 1
  fi
  cat "$tmp/t"
}
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

echo "render_paper vs gnuplot-cairo $(gnuplot --version | cut -d' ' -f2-4), one figure a process,"
echo "pinned to one core, $reps pairs each after a warm-up; load $(cut -d' ' -f1 /proc/loadavg), $(nproc) cores. Seconds, medians."
printf '%-6s %-4s %9s %9s %9s %9s\n' figure fmt ours_wall ours_cpu gp_wall gp_cpu
ratios=()
for f in "${figures[@]}"; do
  for fmt in png pdf; do
    # gnuplot's -e argument is one word with quotes inside: built as an array, never re-split.
    read -r -a ours <<<"$(ours_cmd "$f" "$fmt")"
    gcmd=(gnuplot -e "data='$tmp/data';fmt='$fmt';out='$tmp/out/gnuplot.$fmt'" "$gp/${script[$f]}")
    timed "${ours[@]}" >/dev/null
    timed "${gcmd[@]}" >/dev/null
    ow=() oc=() gw=() gc=() rw=() rc=()
    for ((i = 0; i < reps; i++)); do
      read -r a b < <(timed "${ours[@]}")
      read -r c d < <(timed "${gcmd[@]}")
      ow+=("$a"); oc+=("$b"); gw+=("$c"); gc+=("$d")
      rw+=("$(awk -v o="$a" -v g="$c" 'BEGIN {printf "%.2f", o / g}')")
      rc+=("$(awk -v o="$b" -v g="$d" 'BEGIN {printf "%.2f", (g > 0) ? o / g : 0}')")
    done
    printf '%-6s %-4s %9.4f %9.4f %9.4f %9.4f\n' "$f" "$fmt" \
      "$(printf '%s\n' "${ow[@]}" | median)" "$(printf '%s\n' "${oc[@]}" | median)" \
      "$(printf '%s\n' "${gw[@]}" | median)" "$(printf '%s\n' "${gc[@]}" | median)"
    ratios+=("$(printf '%-6s %-4s %8.2f %8.2f   (pairs: wall %s)' "$f" "$fmt" \
      "$(printf '%s\n' "${rw[@]}" | median)" "$(printf '%s\n' "${rc[@]}" | median)" "${rw[*]}")")
  done
done
echo
echo "ratios render_paper / gnuplot (median of the pairs; < 1: render_paper is faster)"
echo "targets: PNG <= 0.33, PDF <= 1"
printf '%-6s %-4s %8s %8s\n' figure fmt wall cpu
printf '%s\n' "${ratios[@]}"
