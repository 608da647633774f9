#!/usr/bin/env bash
# Figure 5 of the weightcodec paper on a large results file: render_paper --only fig5 against the
# seed's own fig5 function (weightcodec_render_figures.fig5_throughput_ratio_pareto, unchanged) on
# the same file, in one run, alternating. Prints per-run wall time and peak RSS, the medians, and
# the ratios. Needs /usr/bin/time and Debian's python3-matplotlib and python3-zstandard.
#
#   bench/weightcodec/bench_fig5.sh [RESULTS.jsonl.zst] [REPS]
#
# Without a file, generates one of about 1 GB decompressed with gen_results (--seed 1) into
# $TMPDIR. BUILD names the build directory (default: build).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD:-$root/build}
bin=$build/drivers/render_paper/render_paper
gen=$build/bench/reader/gen_results
seeds=$root/../shared/seeds
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

# One run: "seconds max_rss_kib".
measure() { /usr/bin/time -f '%e %M' -o "$tmp/time" "$@" >/dev/null 2>&1; cat "$tmp/time"; }
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

ours_s=(); ours_kb=(); seed_s=(); seed_kb=()
for ((i = 0; i < reps; i++)); do
  read -r s kb < <(measure "${ours[@]}"); ours_s+=("$s"); ours_kb+=("$kb")
  read -r s kb < <(measure "${seed[@]}"); seed_s+=("$s"); seed_kb+=("$kb")
done
os=$(printf '%s\n' "${ours_s[@]}" | median); okb=$(printf '%s\n' "${ours_kb[@]}" | median)
ss=$(printf '%s\n' "${seed_s[@]}" | median); skb=$(printf '%s\n' "${seed_kb[@]}" | median)
bytes=$(zstd -dc "$results" | wc -c)
echo "weightcodec fig5 on $results ($((bytes / 1000000)) MB decompressed), $reps runs each, $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg)"
echo "render_paper  median_s $os  median_rss_MB $((okb / 1024))   (s: ${ours_s[*]}; KiB: ${ours_kb[*]})"
echo "seed          median_s $ss  median_rss_MB $((skb / 1024))   (s: ${seed_s[*]}; KiB: ${seed_kb[*]})"
awk -v o="$os" -v s="$ss" -v ok="$okb" -v sk="$skb" \
  'BEGIN { printf "speedup %.1fx   rss ratio %.1fx\n", s / o, sk / ok }'
