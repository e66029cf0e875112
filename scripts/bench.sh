#!/usr/bin/env bash
# Builds soloist and runs the benchmark suite: soloist against libdds on the
# same bridge deals (one contract, full 4 x 5 tables; results checked equal),
# and soloist on full deals of every other game (one contract; every contract
# of a table). Then, when /usr/bin/time is there, the peak memory of each
# solver on the bridge tables, and the 1- vs 2-thread speed-up of `soloist
# batch` on 100 bridge deals (one contract each) and its peak memory with
# --memory 256 on 1 and 2 threads, and two threads on one problem (one
# table; the hardest single contracts: scripts/thread_scaling.sh). Then
# every contract type of every game on 100 seeded deals each
# (bench/contract_bench.cpp).
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

# Every contract type of every game: median, p90, p99 and max per row
# (SOLOIST_BENCH_DEALS, SOLOIST_BENCH_BUDGET_MS: see bench/contract_bench.cpp).
# SOLOIST_BENCH_SKIP_CONTRACTS=1 skips it (it takes about 15 minutes).
if [ -z "${SOLOIST_BENCH_SKIP_CONTRACTS:-}" ]; then
  "$root/build/bin/soloist_contract_bench" \
    --benchmark_format=console \
    --benchmark_counters_tabular=true \
    --benchmark_out="$results/contracts.json" \
    --benchmark_out_format=json
  python3 "$root/scripts/contract_table.py" "$results/contracts.json" > "$results/contracts.md"
  echo "Contract spread: $results/contracts.json, as a Markdown table: $results/contracts.md" >&2
fi

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
# --memory bounds the whole process (README, Usage): the peak stays within
# it whatever the thread count.
if [ -x /usr/bin/time ]; then
  for threads in 1 2; do
    kb=$( { /usr/bin/time -f "%M" "$root/build/bin/soloist" batch "$deals" --memory 256 --threads "$threads" \
              --progress none > /dev/null; } 2>&1 | tail -1)
    echo "peak_rss_kb batch_bridge_contracts_100 memory=256 threads=$threads $kb" | tee -a "$extra"
  done
fi
# Two threads on one problem: one table, and the hardest single contracts
# (two rounds, each file's one- and two-thread runs back to back).
"$root/scripts/thread_scaling.sh" 30 5 2 | tee -a "$extra"
echo "Memory and scaling: $extra" >&2
