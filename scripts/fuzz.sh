#!/usr/bin/env bash
# Builds the libFuzzer targets of fuzz/ with Debian's clang (address and
# undefined-behaviour sanitizers on, into build-fuzz/), makes their seed
# corpora from data/ and runs each target for SECONDS (default 60).
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]
#
# Inputs that grow coverage are kept in build-fuzz/corpus/TARGET between
# runs; an input that crashes, leaks or hangs is written to
# build-fuzz/findings/ and the script exits 1. Replay one with
#   build-fuzz/bin/TARGET build-fuzz/findings/FILE
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(problem_json_fuzzer pbn_file_fuzzer deal_line_fuzzer contract_string_fuzzer)
build="$root/build-fuzz"

"$root/scripts/install-deps.sh"
cmake -S "$root" -B "$build" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g -fno-omit-frame-pointer" -DSOLOIST_FUZZ=ON \
  -DSOLOIST_BUILD_TESTS=OFF -DSOLOIST_BUILD_BENCH=OFF -DSOLOIST_BUILD_PYTHON=OFF -DSOLOIST_LTO=OFF \
  -DSOLOIST_NATIVE=OFF >/dev/null
cmake --build "$build" -j "$(nproc)" --target "${targets[@]}"

rm -rf "$build/seeds"
python3 "$root/scripts/make_fuzz_seeds.py" "$root/data" "$build/seeds"
mkdir -p "$build/findings"
status=0
for target in "${targets[@]}"; do
  mkdir -p "$build/corpus/$target"
  log="$build/$target.log"
  # -timeout: one input taking 10 s is a hang; -rss_limit_mb: 2 GB is a leak
  # or a runaway allocation. Only new coverage goes to the corpus.
  if "$build/bin/$target" "$build/corpus/$target" "$build/seeds/$target" \
       -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
       -artifact_prefix="$build/findings/$target-" -print_final_stats=1 > "$log" 2>&1; then
    result="clean"
  else
    result="FINDING (see $log and $build/findings/)"
    status=1
  fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  echo "fuzz $target: ${seconds} s, ${runs:-?} executions, $result" >&2
done
exit $status
