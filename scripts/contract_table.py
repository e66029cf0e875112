#!/usr/bin/env python3
"""Markdown table of soloist_contract_bench's JSON output (one row per game,
contract type and question: deals, median / p90 / p99 / max time, median and
max nodes, solves over budget and the mean width of their bounds)."""
import json
import sys


def ms(value):
    if value >= 100:
        return f"{value:.0f}"
    if value >= 1:
        return f"{value:.1f}"
    return f"{value:.2f}"


def count(value):
    for unit, size in (("G", 1e9), ("M", 1e6), ("k", 1e3)):
        if value >= size:
            return f"{value / size:.3g} {unit}"
    return f"{value:.0f}"


def width(b):
    """The mean width of the cut-short solves' bounds; a dash when none was
    cut short (or the run predates the counter)."""
    if not b.get("over_budget") or "cut_bounds_width" not in b:
        return "–"
    return f"{b['cut_bounds_width']:.1f}"


def main(path):
    with open(path, encoding="utf-8") as f:
        report = json.load(f)
    budget = report["context"].get("budget_ms", "?")
    print(f"| row | question | deals | median ms | p90 ms | p99 ms | max ms | median nodes | max nodes | over {budget} ms "
          "| their bounds, mean width |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for b in report["benchmarks"]:
        if "median_ms" not in b:
            continue
        parts = b["name"].split("/")
        row = "/".join(parts[1:3]) + (" (as bid)" if parts[0] == "BM_AsBid" else "")
        question = parts[3]
        print(f"| {row} | {question} | {b['deals']:.0f} | {ms(b['median_ms'])} | {ms(b['p90_ms'])} | "
              f"{ms(b['p99_ms'])} | {ms(b['max_ms'])} | {count(b['median_nodes'])} | {count(b['max_nodes'])} | "
              f"{b['over_budget']:.0f} | {width(b)} |")


if __name__ == "__main__":
    main(sys.argv[1])
