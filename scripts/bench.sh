#!/usr/bin/env bash
# Builds soloist and runs the benchmark suite: soloist against libdds on the
# same bridge deals (one contract, full 4 x 5 tables; results checked equal),
# and soloist on full deals of every other game (one contract; every contract
# of a table). Then, when /usr/bin/time is there, the peak memory of each
# solver on the bridge tables, and the 1- vs 2-thread speed-up of `soloist
# batch` on 100 bridge deals (one contract each).
#
# Console output on stdout; JSON results in bench/results/latest.json, the
# memory and scaling figures in bench/results/extra.txt. Extra arguments go to
# soloist_bench, e.g. scripts/bench.sh --benchmark_filter=Bridge.
# SOLOIST_BENCH_FULL=1 selects the full deal sets (100 bridge deals).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/build.sh"
results="$root/bench/results"
mkdir -p "$results"
bench="$root/build/bin/soloist_bench"
"$bench" \
  --benchmark_format=console \
  --benchmark_out="$results/latest.json" \
  --benchmark_out_format=json \
  "$@"
echo "JSON results: $results/latest.json" >&2

extra="$results/extra.txt"
: > "$extra"
if [ -x /usr/bin/time ]; then
  for solver in Soloist DdsCalcDDtable; do
    kb=$( { SOLOIST_BENCH_FULL= /usr/bin/time -f "%M" "$bench" --benchmark_filter="BM_Bridge_Table_$solver" \
              --benchmark_format=json > /dev/null; } 2>&1 | tail -1)
    echo "peak_rss_kb bridge_tables $solver $kb" | tee -a "$extra"
  done
fi

deals="$results/bridge-100.jsonl"
"$root/build/bin/soloist" deal --game bridge --count 100 --seed 2026 --contract strain > "$deals"
for threads in 1 2; do
  start=$(date +%s%N)
  "$root/build/bin/soloist" batch "$deals" --threads "$threads" --progress none > /dev/null
  end=$(date +%s%N)
  echo "batch_bridge_contracts_100_ms threads=$threads $(( (end - start) / 1000000 ))" | tee -a "$extra"
done
echo "Memory and scaling: $extra" >&2
