#!/usr/bin/env bash
# Trains an instrumented soloist for profile-guided optimisation (see
# cmake/ProfileGuided.cmake): seeded deals of every game, made by the
# program itself, solved the way users solve them. Bridge has most of the
# weight (tables and single contracts, one thread and two); every Solo game
# has a file of contracts of every type. About a minute.
# Usage: pgo-train.sh INSTRUMENTED_SOLOIST PROFILE_DIR
set -euo pipefail
soloist="$1"
profile="$2"
rm -rf "$profile"
mkdir -p "$profile"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$soloist" deal --game bridge --count 12 --seed 9001 >"$work/bridge-deals.jsonl"
"$soloist" deal --game bridge --count 60 --seed 9002 --contract strain >"$work/bridge-contracts.jsonl"
"$soloist" table --threads 1 "$work/bridge-deals.jsonl" >/dev/null 2>&1
"$soloist" solve --threads 1 "$work/bridge-contracts.jsonl" >/dev/null 2>&1
head -4 "$work/bridge-deals.jsonl" | "$soloist" table --threads 2 - >/dev/null 2>&1
head -6 "$work/bridge-contracts.jsonl" | "$soloist" leads --threads 1 - >/dev/null 2>&1

for game in german-solo spanish-solo ombre quadrille quintille six-bid-solo frog solo-whist; do
  "$soloist" deal --game "$game" --count 25 --seed 9003 --contract any >"$work/$game.jsonl"
  question=()
  # Exact misère values in Solo Whist run to the time budget: train on the
  # question players bid them with.
  [ "$game" = solo-whist ] && question=(--question makeable)
  "$soloist" solve --threads 1 "${question[@]}" "$work/$game.jsonl" >/dev/null 2>&1
done
echo "pgo-train: $(find "$profile" -name '*.gcda' | wc -l) profiles in $profile" >&2
