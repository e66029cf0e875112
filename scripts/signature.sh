#!/usr/bin/env bash
# Prints the node-count signature through the command line: the nodes searched
# on tests/data/signature.jsonl, one process per problem (so each starts with
# an empty table), one thread, a 16 MB table; per game, then the total, then
# the number stored in tests/data/signature.txt. The test Signature.NodeCountIsUnchanged
# checks the same sum through the library.
# Usage: scripts/signature.sh [path/to/soloist]   (default: build/bin/soloist, built if missing)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
soloist="${1:-$root/build/bin/soloist}"
if [ $# -eq 0 ] && [ ! -x "$soloist" ]; then "$root/scripts/build.sh" >&2; fi

# --memory 25: the signature's 16 MB table and the program's own 9 MB
# (cli/table_memory.h, programMegabytes).
while IFS= read -r problem; do
    [ -n "${problem//[[:space:]]/}" ] || continue
    printf '%s\n' "$problem" | "$soloist" solve --threads 1 --memory 25 -
done < "$root/tests/data/signature.jsonl" |
    awk -v stored="$(head -1 "$root/tests/data/signature.txt")" '
        {
            if (!match($0, /"game":"[^"]*"/)) { print "no game in: " $0 > "/dev/stderr"; failed = 1; next }
            game = substr($0, RSTART + 8, RLENGTH - 9)
            if (!match($0, /"nodes":[0-9]+/)) { print "no nodes in: " $0 > "/dev/stderr"; failed = 1; next }
            nodes = substr($0, RSTART + 8, RLENGTH - 8) + 0
            perGame[game] += nodes
            total += nodes
            problems++
        }
        END {
            for (game in perGame) printf "%-14s %.0f\n", game, perGame[game] | "sort"
            close("sort")
            printf "%-14s %.0f  (%d problems)\n", "total", total, problems
            printf "%-14s %s\n", "stored", stored
            exit failed || total != stored
        }'
