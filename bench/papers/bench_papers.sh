#!/usr/bin/env bash
# render_paper against the three papers' matplotlib seed scripts (../shared/seeds) on the same
# inputs, pinned to one core (taskset -c 0, render_paper --jobs 1) and on all cores. Runs are
# paired (render_paper, then the seed, REPS times) and each pair gives a ratio, so a machine
# whose speed drifts during the run still compares like with like. Prints per paper the median
# wall and CPU seconds of each side and, last, the median ratios seed / render_paper (wall and
# CPU); "all" sums each pair over the three papers (25 figures, 5 of them also as PDF).
# Needs /usr/bin/time, taskset, Debian's python3-matplotlib and python3-zstandard.
#
#   bench/papers/bench_papers.sh [REPS]     (default 3; BUILD names the build directory,
#                                           SHARED the ../shared directory)
set -euo pipefail
reps=${1:-3}
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD:-$root/build}
bin=$build/drivers/render_paper/render_paper
shared=${SHARED:-$root/../shared}  # the specification material (seeds, data)
wc_data=$shared/data/weightcodec
qt_data=$shared/data/qtensorformer
[[ -x $bin ]] || { echo "no $bin (build render_paper, or set BUILD)" >&2; exit 2; }
/usr/bin/python3 -c 'import matplotlib, zstandard' 2>/dev/null ||
  { echo "needs python3-matplotlib and python3-zstandard" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export MPLBACKEND=Agg

seed_cmd() {  # paper outdir
  case $1 in
    modelcard) echo env OUT="$2" /usr/bin/python3 "$shared/seeds/modelcard_figs.py" ;;
    weightcodec) echo /usr/bin/python3 "$shared/seeds/weightcodec_render_figures.py" \
      --results "$wc_data/results.jsonl.zst" --atlas-bf16 "$wc_data/atlas_bf16.jsonl" \
      --atlas-q4k "$wc_data/atlas_q4k.jsonl" --atlas-layer "$wc_data/atlas_layer.jsonl" --out "$2" ;;
    qtensorformer) echo env OUTPUTS_DIR="$qt_data" FIGURES_DIR="$2" \
      /usr/bin/python3 "$shared/seeds/qtensorformer_generate_figures.py" ;;
  esac
}
ours_cmd() {  # paper outdir jobs
  local data=()
  case $1 in
    weightcodec) data=(--data "$wc_data") ;;
    qtensorformer) data=(--data "$qt_data") ;;
  esac
  echo "$bin" --paper "$1" "${data[@]}" --out "$2" --quiet ${3:+--jobs $3}
}
# One timed run: prints "wall cpu" seconds; a failing command stops the benchmark.
timed() {  # pin cmd...
  local pin=$1; shift
  local pre=()
  [[ $pin == 1 ]] && pre=(taskset -c 0)
  rm -rf "$tmp/out"; mkdir -p "$tmp/out"
  if ! /usr/bin/time -f '%e %U %S' -o "$tmp/t" "${pre[@]}" "$@" >"$tmp/log" 2>&1; then
    echo "failed: $*" >&2; cat "$tmp/log" >&2; exit 1
  fi
  awk '{printf "%.3f %.3f\n", $1, $2 + $3}' "$tmp/t"
}
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

papers=(modelcard weightcodec qtensorformer)
declare -A ow oc sw sc  # per mode/paper/rep: wall and CPU seconds, ours and seed
ratios=()
for mode in one all; do
  pin=0; jobs=""
  [[ $mode == one ]] && { pin=1; jobs=1; }
  for p in "${papers[@]}"; do
    # Warm-up (page cache, font caches), not counted.
    timed "$pin" $(ours_cmd "$p" "$tmp/out" "$jobs") >/dev/null
    timed "$pin" $(seed_cmd "$p" "$tmp/out") >/dev/null
    for ((i = 0; i < reps; i++)); do
      read -r ow[$mode,$p,$i] oc[$mode,$p,$i] < <(timed "$pin" $(ours_cmd "$p" "$tmp/out" "$jobs"))
      read -r sw[$mode,$p,$i] sc[$mode,$p,$i] < <(timed "$pin" $(seed_cmd "$p" "$tmp/out"))
    done
  done
done

row() {  # mode label papers...
  local mode=$1 label=$2; shift 2
  local a=() b=() c=() d=() rw=() rc=()
  for ((i = 0; i < reps; i++)); do
    local w1=0 c1=0 w2=0 c2=0
    for p in "$@"; do
      w1=$(awk -v x="$w1" -v y="${ow[$mode,$p,$i]}" 'BEGIN {print x + y}')
      c1=$(awk -v x="$c1" -v y="${oc[$mode,$p,$i]}" 'BEGIN {print x + y}')
      w2=$(awk -v x="$w2" -v y="${sw[$mode,$p,$i]}" 'BEGIN {print x + y}')
      c2=$(awk -v x="$c2" -v y="${sc[$mode,$p,$i]}" 'BEGIN {print x + y}')
    done
    a+=("$w1"); b+=("$c1"); c+=("$w2"); d+=("$c2")
    rw+=("$(awk -v s="$w2" -v o="$w1" 'BEGIN {printf "%.2f", s / o}')")
    rc+=("$(awk -v s="$c2" -v o="$c1" 'BEGIN {printf "%.2f", s / o}')")
  done
  printf '%-4s %-14s %9.2f %9.2f %9.2f %9.2f' "$mode" "$label" \
    "$(printf '%s\n' "${a[@]}" | median)" "$(printf '%s\n' "${b[@]}" | median)" \
    "$(printf '%s\n' "${c[@]}" | median)" "$(printf '%s\n' "${d[@]}" | median)"
  ratios+=("$(printf '%-4s %-14s %8.1fx %8.1fx   (pairs: wall %s)' "$mode" "$label" \
    "$(printf '%s\n' "${rw[@]}" | median)" "$(printf '%s\n' "${rc[@]}" | median)" "${rw[*]}")")
  echo
}

echo "render_paper vs the seed scripts, $reps pairs each after a warm-up; load $(cut -d' ' -f1 /proc/loadavg), $(nproc) cores"
echo "one = taskset -c 0 and --jobs 1; all = every core, default --jobs. Seconds, medians."
printf '%-4s %-14s %9s %9s %9s %9s\n' mode paper ours_wall ours_cpu seed_wall seed_cpu
for mode in one all; do
  for p in "${papers[@]}"; do row "$mode" "$p" "$p"; done
  row "$mode" "all" "${papers[@]}"
done
echo
echo "ratios seed / render_paper (median of the pairs; > 1: render_paper is faster)"
printf '%-4s %-14s %9s %9s\n' mode paper wall cpu
printf '%s\n' "${ratios[@]}"
