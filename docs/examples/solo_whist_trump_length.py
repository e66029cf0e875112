#!/usr/bin/env python3
"""Notebook-style example: how often does a Solo Whist solo make, by the
declarer's trump length?

Deals 1,000 seeded Solo Whist hands with a solo in the declarer's longest
suit, asks only whether each makes (the makeable question: milliseconds a
deal), and prints the makeable rate by trump length.

    PYTHONPATH=build/python /usr/bin/python3 docs/examples/solo_whist_trump_length.py [COUNT]
"""
import collections
import sys

import soloist

SUITS = "SHDC"


def trump_length(problem, result):
    """Cards of the trump suit in the declarer's hand ("AK7.QJ..T98": spades first)."""
    hand = problem["hands"][result["contract"]["declarer"]]
    return len(hand.split(".")[SUITS.index(result["contract"]["trump"])])


def main(count):
    problems = soloist.deal("solo-whist", count=count, seed=2026, contract="solo", trump="longest")
    by_length = collections.defaultdict(lambda: [0, 0])  # length -> [made, deals]
    for problem, result in zip(problems, soloist.batch(problems, question="makeable")):
        if "error" in result:
            print(f"{result['index']}: {result['error']}", file=sys.stderr)
            continue
        tally = by_length[trump_length(problem, result)]
        tally[0] += result["makeable"] is True
        tally[1] += 1
    print("trumps  deals  makeable")
    for length in sorted(by_length):
        made, deals = by_length[length]
        print(f"{length:6d}  {deals:5d}  {100.0 * made / deals:7.1f}%")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000)
