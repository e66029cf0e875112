#!/usr/bin/env bash
# Builds soloist and runs the benchmark suite (soloist vs libdds on bridge,
# soloist on the other games). Console output on stdout; JSON results in
# bench/results/latest.json. Extra arguments go to soloist_bench, e.g.
#   scripts/bench.sh --benchmark_filter=Bridge
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/build.sh"
mkdir -p "$root/bench/results"
"$root/build/bin/soloist_bench" \
  --benchmark_format=console \
  --benchmark_out="$root/bench/results/latest.json" \
  --benchmark_out_format=json \
  "$@"
echo "JSON results: $root/bench/results/latest.json" >&2
