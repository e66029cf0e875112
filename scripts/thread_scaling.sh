#!/usr/bin/env bash
# Two threads on one problem, bridge: each of DEALS seeded deals' tables
# alone (`soloist table`, one deal a run), and the HARD contracts of those
# deals that search the most nodes, each alone (`soloist solve`), with
# --threads 1 and then 2. Wall times summed over the runs (each process's
# start included), the search's own times (stats.time_ms), and the hard
# contracts' nodes (a helped search's count includes its helper's); answers
# checked equal. (Batch scaling, many problems at once, is scripts/bench.sh's.)
# Each file's one- and two-thread runs come back to back, ROUNDS times over.
# Usage: scripts/thread_scaling.sh [DEALS [HARD [ROUNDS]]]   (default 10 deals, 5 contracts, 1 round)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
soloist="${SOLOIST:-$root/build/bin/soloist}"
[ -x "$soloist" ] || "$root/scripts/build.sh" >&2
deals="${1:-10}"
hard="${2:-5}"
rounds="${3:-1}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Microseconds now, read without a subshell or a `date` process (each would
# add a few ms to every run timed).
now_us() { local t="$EPOCHREALTIME"; printf -v "$1" '%s' "${t/./}"; }

"$soloist" deal --game bridge --count "$deals" --seed 2026 > "$work/deals.jsonl"
split -l 1 -d -a 4 "$work/deals.jsonl" "$work/deal-"

# `soloist COMMAND` on each FILE alone, with 1 and 2 threads, the two runs
# of a file back to back (a slow minute on this shared machine then slows
# both, not one side), which of them first alternating from file to file
# and round to round: a two-thread run right after a one-thread run is the
# slower of two alike (60 tables, 2026-12-01: 1.5%), ROUNDS times over:
# outputs of the first round in NAME-T.out, of the others in NAME-T.more,
# the summed wall time of every round in NAME-T.ms.
time_each() {
    local name="$1" command="$2" threads file start end round out index order
    shift 2
    declare -A total=([1]=0 [2]=0)
    for round in $(seq "$rounds"); do
        index=0
        for file in "$@"; do
            index=$((index + 1))
            order="1 2"
            [ $(((round + index) % 2)) = 0 ] && order="2 1"
            for threads in $order; do
                out="$work/$name-$threads.more"
                [ "$round" = 1 ] && out="$work/$name-$threads.out"
                now_us start
                "$soloist" "$command" "$file" --threads "$threads" >> "$out"
                now_us end
                total[$threads]=$(( total[$threads] + end - start ))
            done
        done
    done
    for threads in 1 2; do echo $(( total[$threads] / 1000 )) > "$work/$name-$threads.ms"; done
}

# One table a run.
time_each tables table "$work"/deal-*

# The hardest contracts: every contract of every deal on one thread, the
# HARD with the most nodes kept. Consecutive contracts come from different
# deals, so each starts on an empty table, as when solved alone.
python3 - "$work" "$hard" <<'EOF'
import json, sys
work, hard = sys.argv[1], int(sys.argv[2])
deals = [json.loads(line) for line in open(f"{work}/deals.jsonl")]
with open(f"{work}/all.jsonl", "w") as f:
    for seat in "NESW":
        for strain in "SHDCN":
            for deal in deals:
                f.write(json.dumps(dict(deal, id=f"{deal['id']}-{seat}{strain}",
                                        contract={"type": strain, "declarer": seat})) + "\n")
EOF
"$soloist" solve "$work/all.jsonl" --threads 1 > "$work/all.out" 2> "$work/all.progress"
python3 - "$work" "$hard" <<'EOF'
import json, sys
work, hard = sys.argv[1], int(sys.argv[2])
results = sorted((json.loads(l) for l in open(f"{work}/all.out")), key=lambda r: -r["stats"]["nodes"])
problems = {json.loads(l)["id"]: l for l in open(f"{work}/all.jsonl")}
for i, r in enumerate(results[:hard]):
    open(f"{work}/hard-{i}.jsonl", "w").write(problems[r["id"]])
EOF
time_each hard solve "$work"/hard-*.jsonl

python3 - "$work" "$deals" "$hard" "$rounds" <<'EOF'
import glob, json, sys
work, deals, hard, rounds = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
ms = lambda name: int(open(f"{work}/{name}.ms").read())
read = lambda name: [json.loads(l) for l in open(f"{work}/{name}.out")]
if [t["dd_table"] for t in read("tables-1")] != [t["dd_table"] for t in read("tables-2")]:
    sys.exit("thread_scaling: the tables differ between 1 and 2 threads")
one, two = read("hard-1"), read("hard-2")
if [r["tricks"] for r in one] != [r["tricks"] for r in two]:
    sys.exit("thread_scaling: the hard contracts' answers differ between 1 and 2 threads")
for a, b in zip(one, two):
    print(f"  {a['id']:<16} tricks {a['tricks']:>2}  1 thread {a['stats']['time_ms']:8.0f} ms {a['stats']['nodes'] / 1e6:6.2f} M nodes"
          f"   2 threads {b['stats']['time_ms']:8.0f} ms {b['stats']['nodes'] / 1e6:6.2f} M nodes")
# Wall time includes each process's start (about 10 ms: loading, the
# table's first pages); the search's own time (stats.time_ms) leaves it out.
search_ms = lambda name: sum(json.loads(l)["stats"]["time_ms"] for path in glob.glob(f"{work}/{name}.out") +
                             glob.glob(f"{work}/{name}.more") for l in open(path))
t1, t2 = ms("tables-1"), ms("tables-2")
print(f"one_table_each deals={deals} rounds={rounds} threads=1 {t1} ms threads=2 {t2} ms speedup {t1 / t2:.2f}")
s1, s2 = search_ms("tables-1"), search_ms("tables-2")
print(f"one_table_each_search_time threads=1 {s1:.0f} ms threads=2 {s2:.0f} ms speedup {s1 / s2:.2f}")
h1, h2 = ms("hard-1"), ms("hard-2")
print(f"hardest_contracts_each count={hard} rounds={rounds} threads=1 {h1} ms threads=2 {h2} ms speedup {h1 / h2:.2f}")
s1, s2 = search_ms("hard-1"), search_ms("hard-2")
print(f"hardest_contracts_search_time threads=1 {s1:.0f} ms threads=2 {s2:.0f} ms speedup {s1 / s2:.2f}")
# Node counts do not depend on the machine's load as times do: two threads
# searching n nodes between them take about the time one takes for n / 2.
n1, n2 = (sum(r["stats"]["nodes"] for r in rs) for rs in (one, two))
print(f"hardest_contracts_nodes count={hard} threads=1 {n1} threads=2 {n2} (both threads) 2 x one / two {2 * n1 / n2:.2f}")
EOF
