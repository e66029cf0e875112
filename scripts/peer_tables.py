#!/usr/bin/env python3
"""Full bridge tables, soloist against macroxue/bridge-solver (the fastest
open peer issue 16 names), on the same deals, each deal in a process of its
own, the two solvers back to back in alternating order, ROUNDS times over.
Answers are checked equal (every strain and declarer); CPU times of the
whole processes are summed.

Usage: scripts/peer_tables.py SOLOIST PEER_SOLVER DEALS.jsonl [ROUNDS]
  SOLOIST      build/bin/soloist
  PEER_SOLVER  the peer's `solver`, built with its makefile (`make solver.p solver`)
  DEALS.jsonl  bridge problems (docs/FORMAT.md), e.g. from `soloist deal --game bridge`
"""
import json
import resource
import subprocess
import sys
import tempfile


def cpu_of(command, **kwargs):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(command, capture_output=True, text=True, check=True, **kwargs).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime, out


def peer_deal_file(hands):
    """The peer's layout: North, then West and East on one line, then South;
    suits S H D C, '-' for a void. Our hands are N E S W."""
    def hand(text):
        return " ".join(suit or "-" for suit in text.split("."))
    pad = " " * 15
    return f"{pad}{hand(hands[0])}\n{hand(hands[3])}{pad}{hand(hands[1])}\n{pad}{hand(hands[2])}\n"


def mismatches(table, peer_out):
    """The peer prints a line per strain: the tricks when S, N, W, E declare."""
    wrong = 0
    for line in peer_out.splitlines():
        fields = line.split()
        if len(fields) >= 5 and fields[0] in ("N", "S", "H", "D", "C"):
            for seat, tricks in zip("SNWE", fields[1:5]):
                wrong += table[seat][fields[0]] != int(tricks)
    return wrong


def main():
    if len(sys.argv) not in (4, 5):
        sys.exit(__doc__)
    soloist, peer, deals_path = sys.argv[1:4]
    rounds = int(sys.argv[4]) if len(sys.argv) == 5 else 1
    deals = [line for line in open(deals_path) if line.strip()]
    ours, theirs, wrong = [0.0] * len(deals), [0.0] * len(deals), 0
    with tempfile.TemporaryDirectory() as tmp:
        paths = [f"{tmp}/deal.{i}" for i in range(len(deals))]
        for path, deal in zip(paths, deals):
            with open(path, "w") as f:
                f.write(peer_deal_file(json.loads(deal)["hands"]))
        for r in range(rounds):
            for i, deal in enumerate(deals):
                runs = [("soloist", ours, [soloist, "table", "--threads", "1", "-"], deal),
                        ("peer", theirs, [peer, "-f", paths[i]], None)]
                outputs = {}
                for name, times, command, given in (runs if (r + i) % 2 == 0 else runs[::-1]):
                    t, outputs[name] = cpu_of(command, input=given)
                    times[i] += t
                if r == 0:
                    wrong += mismatches(json.loads(outputs["soloist"])["dd_table"], outputs["peer"])
    s, p = sum(ours) / rounds, sum(theirs) / rounds
    ratios = sorted(theirs[i] / ours[i] for i in range(len(deals)) if ours[i] > 0)
    print(f"{len(deals)} deals, {rounds} round(s), answers differing: {wrong}")
    print(f"CPU a round: soloist {s * 1000:.0f} ms, peer {p * 1000:.0f} ms; soloist/peer {s / p:.3f}")
    print(f"per deal, peer/soloist: median {ratios[len(ratios) // 2]:.2f}, min {ratios[0]:.2f}, max {ratios[-1]:.2f}")
    print(f"slowest deal: soloist {max(ours) / rounds * 1000:.0f} ms, peer {max(theirs) / rounds * 1000:.0f} ms")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
