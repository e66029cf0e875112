#!/usr/bin/env bash
# A bridge deal's 20 contracts through `soloist solve`, one thread, in three
# orders (declarer by declarer, strain by strain, shuffled), against `soloist
# table` on the same deals: the time and nodes of each, answers checked equal.
# Usage: scripts/order_bench.sh [DEALS]   (default 30 seeded deals)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
soloist="${SOLOIST:-$root/build/bin/soloist}"
[ -x "$soloist" ] || "$root/scripts/build.sh" >&2
deals="${1:-30}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$soloist" deal --game bridge --count "$deals" --seed 11 > "$work/deals.jsonl"
python3 - "$work" <<'EOF'
import json, random, sys
work = sys.argv[1]
deals = [json.loads(line) for line in open(f"{work}/deals.jsonl")]
def problem(deal, seat, strain):
    return dict(deal, id=f"{deal['id']}-{seat}{strain}", contract={"type": strain, "declarer": seat})
orders = {"declarer": [], "strain": [], "shuffled": []}
shuffle = random.Random(5)
for d in deals:
    orders["declarer"] += [problem(d, s, t) for s in "NESW" for t in "SHDCN"]
    orders["strain"] += [problem(d, s, t) for t in "SHDCN" for s in "NESW"]
    mixed = [problem(d, s, t) for s in "NESW" for t in "SHDCN"]
    shuffle.shuffle(mixed)
    orders["shuffled"] += mixed
for name, problems in orders.items():
    with open(f"{work}/{name}.jsonl", "w") as f:
        f.writelines(json.dumps(p) + "\n" for p in problems)
EOF

for order in declarer strain shuffled; do
    t=$( { /usr/bin/time -f "%e" "$soloist" solve --threads 1 "$work/$order.jsonl" > "$work/$order.out"; } 2>&1 | tail -1)
    python3 - "$work/$order.out" "$order" "$t" <<'EOF'
import json, sys
results = [json.loads(line) for line in open(sys.argv[1])]
nodes = sum(r["stats"]["nodes"] for r in results)
print(f"solve, {sys.argv[2]:<9} {len(results)} contracts  {float(sys.argv[3]):6.2f} s  {nodes / 1e6:7.1f} M nodes")
EOF
done
t=$( { /usr/bin/time -f "%e" "$soloist" table --threads 1 "$work/deals.jsonl" > "$work/table.out"; } 2>&1 | tail -1)
printf 'table             %d deals      %6.2f s\n' "$deals" "$t"
python3 - "$work" <<'EOF'
import json, sys
work = sys.argv[1]
tables = {}
for line in open(f"{work}/table.out"):
    r = json.loads(line)
    tables[r["id"]] = r["dd_table"]
for order in ("declarer", "strain", "shuffled"):
    for line in open(f"{work}/{order}.out"):
        r = json.loads(line)
        deal, contract = r["id"].rsplit("-", 1)
        assert tables[deal][contract[0]][contract[1]] == r["tricks"], (order, r["id"])
print("answers: every order agrees with the tables")
EOF
