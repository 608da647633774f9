#!/usr/bin/env bash
# Times render_paper against the paper's matplotlib seed script on the same inputs, in one run,
# and prints medians and the ratio. Needs Debian's python3-matplotlib (and python3-zstandard for
# weightcodec). Usage: bench/papers/bench_vs_seed.sh PAPER [REPS]   (PAPER: modelcard|qtensorformer)
set -euo pipefail
paper=${1:?paper}; reps=${2:-5}
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=$root/build/drivers/render_paper/render_paper
shared=$root/../shared
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
case $paper in
  modelcard) seed=(env OUT="$out/seed" /usr/bin/python3 "$shared/seeds/modelcard_figs.py") ;;
  qtensorformer) seed=(env OUTPUTS_DIR="$root/drivers/qtensorformer/data" FIGURES_DIR="$out/seed"
                       /usr/bin/python3 "$shared/seeds/qtensorformer_generate_figures.py") ;;
  *) echo "unknown paper $paper" >&2; exit 2 ;;
esac
ours=("$bin" --out "$out/ours" --paper "$paper" --quiet)
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
time_ms() { local t0 t1; t0=$(date +%s%N); "$@" >/dev/null 2>&1; t1=$(date +%s%N); echo $(( (t1 - t0) / 1000000 )); }
ours_ms=(); seed_ms=()
for ((i = 0; i < reps; i++)); do
  ours_ms+=("$(time_ms "${ours[@]}")")
  seed_ms+=("$(time_ms "${seed[@]}")")
done
o=$(printf '%s\n' "${ours_ms[@]}" | median); s=$(printf '%s\n' "${seed_ms[@]}" | median)
echo "paper $paper, $reps runs each (load $(cut -d' ' -f1 /proc/loadavg))"
echo "render_paper median_ms $o   (${ours_ms[*]})"
echo "seed         median_ms $s   (${seed_ms[*]})"
awk -v o="$o" -v s="$s" 'BEGIN { printf "seed_vs_render_paper %.1f\n", s / o }'
