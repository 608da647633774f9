#!/usr/bin/env bash
# Scaling tables: label placement (N labelled points, 100 ... 100k, drawn to PDF, and the same
# scatter without labels), line length
# (1k ... 1M points, PNG and PDF, with path.simplify on and off) and text length (1 KiB ... the
# 64 KiB cap, PNG), each drawn by build/bench/scaling/bench_scale as a whole process. Prints CPU
# seconds (user + sys), wall seconds and peak memory per size, the median of REPS runs; a run
# longer than LIMIT seconds is stopped and shown as such. Usage:
#   bench/papers/bench_scaling.sh [REPS] [LIMIT]        (defaults 3 and 60; BUILD: build directory;
#                                                        ONLY=labels: the label table alone)
set -euo pipefail
reps=${1:-3}; limit=${2:-60}
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=${BUILD:-$root/build}/bench/scaling/bench_scale
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
# One size: REPS runs, median cpu / wall / peak MiB and the probe's own line (drop counts).
row() {
  local probe=$1 n=$2 ext=${3:-pdf} cpu=() wall=() mem=() note="" line=""
  for ((i = 0; i < reps; i++)); do
    if ! timeout "$limit" /usr/bin/time -f '%U %S %e %M' -o "$out/t" "$bin" "$probe" "$n" "$out/f.$ext" >"$out/o" 2>/dev/null; then
      note="stopped after ${limit} s"; break
    fi
    read -r u s e m <"$out/t"
    cpu+=("$(awk -v u="$u" -v s="$s" 'BEGIN {print u + s}')"); wall+=("$e"); mem+=("$(awk -v m="$m" 'BEGIN {printf "%.0f", m / 1024}')")
    line=$(cat "$out/o")
  done
  if [[ -n $note ]]; then printf '%-7s %-3s %8s  %s\n' "$probe" "$ext" "$n" "$note"; return; fi
  printf '%-7s %-3s %8s  cpu %7.2f s  wall %7.2f s  peak %5s MiB   %s\n' "$probe" "$ext" "$n" \
    "$(printf '%s\n' "${cpu[@]}" | median)" "$(printf '%s\n' "${wall[@]}" | median)" \
    "$(printf '%s\n' "${mem[@]}" | median)" "$line"
}
echo "label placement: N labelled points on a 40 x 40 in figure ('labels'; 'points': the same without labels), on 6.4 x 4.8 in ('dense')"
for n in 100 1000 10000 100000; do row labels "$n"; done
for n in 10000 100000; do row points "$n"; done
for n in 1000 10000 200000; do row dense "$n"; done
if [[ ${ONLY:-} == labels ]]; then echo "load $(cut -d' ' -f1 /proc/loadavg); $reps runs each, medians"; exit 0; fi
echo "line length: one random-walk line of N points, 6.4 x 4.8 in ('rawline': path.simplify off)"
for ext in png pdf; do
  for n in 1000 10000 100000 1000000; do row line "$n" "$ext"; done
done
for n in 10000 100000 1000000; do row rawline "$n" png; done
echo "text length: one N-byte title plus an N-byte block of 100-byte lines, PNG"
for n in 1024 8192 65536; do row text "$n" png; done
echo "load $(cut -d' ' -f1 /proc/loadavg); $reps runs each, medians"
