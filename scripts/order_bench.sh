#!/usr/bin/env bash
# A deal's contracts through `soloist solve`, one thread, in three orders,
# against `soloist table` on the same deals: the time and nodes of each,
# answers checked equal to the table's.
#   bridge: the 20 contracts of each deal, declarer by declarer, strain by
#   strain, shuffled.
#   other games: the contracts of each deal's table (every contract type,
#   declarer, trump and partner; a choice the table found, such as Frog's
#   discard, given), declarer by declarer, contract by contract (type, then
#   declarer, then trump: the table's own order), shuffled. Where the table
#   searches a choice (Frog's discard, Six-Bid's call and give) `solve` is
#   given the one it found, so only the three orders compare with each other.
# Usage: scripts/order_bench.sh [DEALS] [GAME] [QUESTION]
#   (defaults: 30 seeded deals, bridge, exact; QUESTION exact or makeable,
#   for the Solo games: a Solo Whist table's exact misère counts take minutes)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
soloist="${SOLOIST:-$root/build/bin/soloist}"
[ -x "$soloist" ] || "$root/scripts/build.sh" >&2
deals="${1:-30}"
game="${2:-bridge}"
question="${3:-exact}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$soloist" deal --game "$game" --count "$deals" --seed 11 > "$work/deals.jsonl"
table_args=(--threads 1)
[ "$game" = bridge ] || table_args+=(--question "$question")
t=$( { /usr/bin/time -f "%e" "$soloist" table "${table_args[@]}" "$work/deals.jsonl" > "$work/table.out"; } 2>&1 | tail -1)
echo "$t" > "$work/table.time"

python3 - "$work" "$game" "$question" <<'EOF'
import json, random, sys
work, game, question = sys.argv[1:]
deals = [json.loads(line) for line in open(f"{work}/deals.jsonl")]
orders = {}
shuffle = random.Random(5)
if game == "bridge":
    def problem(deal, seat, strain):
        return dict(deal, id=f"{deal['id']}-{seat}{strain}", contract={"type": strain, "declarer": seat})
    orders = {"declarer": [], "strain": [], "shuffled": []}
    for d in deals:
        orders["declarer"] += [problem(d, s, t) for s in "NESW" for t in "SHDCN"]
        orders["strain"] += [problem(d, s, t) for t in "SHDCN" for s in "NESW"]
        mixed = [problem(d, s, t) for s in "NESW" for t in "SHDCN"]
        shuffle.shuffle(mixed)
        orders["shuffled"] += mixed
else:
    tables = {json.loads(line)["id"]: json.loads(line) for line in open(f"{work}/table.out")}
    orders = {"declarer": [], "contract": [], "shuffled": []}
    for d in deals:
        problems = []
        for i, entry in enumerate(tables[d["id"]]["entries"]):
            contract = {k: v for k, v in entry["contract"].items() if k != "target"}
            problems.append(dict(d, id=f"{d['id']}/{i}", contract=contract, question=question))
        orders["contract"] += problems
        orders["declarer"] += sorted(problems, key=lambda p: p["contract"]["declarer"])
        mixed = list(problems)
        shuffle.shuffle(mixed)
        orders["shuffled"] += mixed
for name, problems in orders.items():
    with open(f"{work}/{name}.jsonl", "w") as f:
        f.writelines(json.dumps(p) + "\n" for p in problems)
with open(f"{work}/orders", "w") as f:
    f.write(" ".join(orders))
EOF

for order in $(cat "$work/orders"); do
    t=$( { /usr/bin/time -f "%e" "$soloist" solve --threads 1 "$work/$order.jsonl" > "$work/$order.out"; } 2>&1 | tail -1)
    python3 - "$work/$order.out" "$order" "$t" <<'EOF'
import json, sys
results = [json.loads(line) for line in open(sys.argv[1])]
nodes = sum(r["stats"]["nodes"] for r in results)
print(f"solve, {sys.argv[2]:<9} {len(results)} contracts  {float(sys.argv[3]):6.2f} s  {nodes / 1e6:7.2f} M nodes")
EOF
done
python3 - "$work" "$game" "$deals" <<'EOF'
import json, sys
work, game, deals = sys.argv[1:]
tables = [json.loads(line) for line in open(f"{work}/table.out")]
nodes = sum(t["stats"]["nodes"] for t in tables)
seconds = float(open(f"{work}/table.time").read())
print(f"table             {int(deals)} deals      {seconds:6.2f} s  {nodes / 1e6:7.2f} M nodes")
orders = open(f"{work}/orders").read().split()
if game == "bridge":
    dd = {t["id"]: t["dd_table"] for t in tables}
    for order in orders:
        for line in open(f"{work}/{order}.out"):
            r = json.loads(line)
            deal, contract = r["id"].rsplit("-", 1)
            assert dd[deal][contract[0]][contract[1]] == r["tricks"], (order, r["id"])
else:
    entries = {}
    for t in tables:
        for i, e in enumerate(t["entries"]):
            entries[f"{t['id']}/{i}"] = e
    fields = ("tricks", "points", "makeable", "outcome")
    for order in orders:
        for line in open(f"{work}/{order}.out"):
            r = json.loads(line)
            assert "error" not in r, (order, r)
            e = entries[r["id"]]
            assert all(e.get(k) == r.get(k) for k in fields), (order, r["id"], e, r)
print("answers: every order agrees with the tables")
EOF
