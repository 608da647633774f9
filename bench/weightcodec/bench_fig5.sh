#!/usr/bin/env bash
# Figure 5 of the weightcodec paper on a large results file: render_paper --only fig5 against the
# seed's own fig5 function (weightcodec_render_figures.fig5_throughput_ratio_pareto, unchanged) on
# the same file, in one run, alternating. Prints per-run wall time and peak RSS, the medians, and
# the ratios. Needs /usr/bin/time and Debian's python3-matplotlib and python3-zstandard.
#
#   bench/weightcodec/bench_fig5.sh [RESULTS.jsonl.zst] [REPS]
#
# Without a file, generates one of about 1 GB decompressed with gen_results (--seed 1) into
# $TMPDIR. BUILD names the build directory (default: build); SHARED the specification material
# (default: ../shared, holding seeds/).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD:-$root/build}
bin=$build/drivers/render_paper/render_paper
gen=$build/bench/reader/gen_results
seeds=${SHARED:-$root/../shared}/seeds  # the specification material (SHARED, as bench/papers)
results=${1:-}
reps=${2:-3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [[ -z $results ]]; then
  results=${TMPDIR:-/tmp}/weightcodec_results_1G_seed1.jsonl.zst
  [[ -s $results ]] || "$gen" --out "$results" --bytes 1G --seed 1 >&2
fi
[[ -x $bin ]] || { echo "no $bin (build render_paper, or set BUILD)" >&2; exit 2; }

ours=("$bin" --paper weightcodec --only fig5 --results "$results" --out "$tmp/ours" --quiet)
seed=(/usr/bin/python3 -c "
import pathlib, sys
sys.path.insert(0, sys.argv[1])
import weightcodec_render_figures as s
s.fig5_throughput_ratio_pareto(pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3]))
" "$seeds" "$results" "$tmp")

# One run: "wall_seconds max_rss_kib cpu_seconds" (cpu = user + system, all threads).
measure() {
  /usr/bin/time -f '%e %M %U %S' -o "$tmp/time" "$@" >/dev/null 2>&1
  awk '{ printf "%s %s %.2f\n", $1, $2, $3 + $4 }' "$tmp/time"
}
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

ours_s=(); ours_kb=(); ours_cpu=(); seed_s=(); seed_kb=(); seed_cpu=()
for ((i = 0; i < reps; i++)); do
  read -r s kb c < <(measure "${ours[@]}"); ours_s+=("$s"); ours_kb+=("$kb"); ours_cpu+=("$c")
  read -r s kb c < <(measure "${seed[@]}"); seed_s+=("$s"); seed_kb+=("$kb"); seed_cpu+=("$c")
done
os=$(printf '%s\n' "${ours_s[@]}" | median); okb=$(printf '%s\n' "${ours_kb[@]}" | median)
ss=$(printf '%s\n' "${seed_s[@]}" | median); skb=$(printf '%s\n' "${seed_kb[@]}" | median)
oc=$(printf '%s\n' "${ours_cpu[@]}" | median); sc=$(printf '%s\n' "${seed_cpu[@]}" | median)
bytes=$(zstd -dc "$results" | wc -c)
echo "weightcodec fig5 on $results ($((bytes / 1000000)) MB decompressed), $reps runs each, $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg)"
echo "render_paper  median_s $os  cpu_s $oc  median_rss_MB $((okb / 1024))   (s: ${ours_s[*]}; cpu: ${ours_cpu[*]})"
echo "seed          median_s $ss  cpu_s $sc  median_rss_MB $((skb / 1024))   (s: ${seed_s[*]}; cpu: ${seed_cpu[*]})"
awk -v o="$os" -v s="$ss" -v oc="$oc" -v sc="$sc" -v ok="$okb" -v sk="$skb" \
  'BEGIN { printf "speedup %.1fx (wall)  %.1fx (cpu)   rss ratio %.1fx\n", s / o, sc / oc, sk / ok }'
