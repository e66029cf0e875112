#!/usr/bin/env bash
# Writes the batch samples data/batch/<game>.jsonl with `soloist deal`: seeded,
# so running this again gives the same files on any machine. Contracts are
# chosen to solve quickly (no misère in solo-whist: full-deal misère can take
# minutes). Usage: scripts/make_batch_samples.sh [path/to/soloist]
set -euo pipefail
cd "$(dirname "$0")/.."
soloist=${1:-build/bin/soloist}
out=data/batch
mkdir -p "$out"

"$soloist" deal --game german-solo  --count 1000 --seed 1 --contract any --trump longest > "$out/german-solo.jsonl"
"$soloist" deal --game spanish-solo --count 50   --seed 1 --contract any --trump longest > "$out/spanish-solo.jsonl"
"$soloist" deal --game ombre        --count 50   --seed 1 --contract any --trump longest > "$out/ombre.jsonl"
"$soloist" deal --game quadrille    --count 30   --seed 1 --contract any --trump longest > "$out/quadrille.jsonl"
"$soloist" deal --game quintille    --count 30   --seed 1 --contract any --trump longest > "$out/quintille.jsonl"
"$soloist" deal --game six-bid-solo --count 20   --seed 1 --contract heart,misere,spread-misere > "$out/six-bid-solo.jsonl"
"$soloist" deal --game frog         --count 20   --seed 2 --contract frog,chico,grand > "$out/frog.jsonl"
"$soloist" deal --game solo-whist   --count 20   --seed 1 --contract solo,prop --trump longest > "$out/solo-whist.jsonl"
"$soloist" deal --game bridge       --count 20   --seed 1 --contract 4 --trump longest > "$out/bridge.jsonl"
wc -l "$out"/*.jsonl
