#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz/ targets, one directory per target,
from the sample problems in data/: the problems themselves (JSON), PBN games
and one-line deals built from their hands, and their contracts as the short
strings of `batch --contract` and as PBN Contract/Declarer tags.

The targets whose first byte picks the game read it as an index into
allGames() (solver/games/registry.cpp), in the order of GAMES below.

Usage: make_fuzz_seeds.py DATA_DIR OUT_DIR
"""
import json
import pathlib
import sys

GAMES = ["bridge", "german-solo", "spanish-solo", "solo-whist", "ombre",
         "quadrille", "quintille", "six-bid-solo", "frog"]
PER_GAME = 12  # problems taken from each sample file
COMPASS = "NESW"


def problems(data_dir):
    data = pathlib.Path(data_dir)
    for path in sorted(data.glob("*.jsonl")) + sorted(data.glob("batch/*.jsonl")):
        with open(path, encoding="utf-8") as f:
            lines = [line for line in f if line.strip()][:PER_GAME]
        for line in lines:
            yield line.strip(), json.loads(line)


def deal_line(problem):
    first = "N" if problem["game"] == "bridge" else "0"
    fields = list(problem["hands"])
    if "widow" in problem:
        fields.append(problem["widow"])
    return first + ":" + " ".join(fields)


def short_contract(contract):
    parts = [contract["type"], str(contract["declarer"])]
    if "trump" in contract:
        parts.append(contract["trump"])
    for key in ("call", "give", "partner"):
        if key in contract:
            parts.append(f"{key}={contract[key]}")
    if "discard" in contract:
        parts.append("discard=" + ",".join(contract["discard"]))
    return ":".join(parts)


def pbn_game(board, problem):
    tags = [("Event", "soloist seeds"), ("Board", str(board)), ("Dealer", "N"),
            ("Vulnerable", ["None", "NS", "EW", "All"][board % 4]), ("Deal", deal_line(problem))]
    contract = problem.get("contract")
    if problem["game"] == "bridge" and contract:
        tags += [("Declarer", COMPASS[contract["declarer"]]), ("Contract", contract["type"] + "X" * (board % 3))]
    return "".join(f'[{name} "{value}"]\n' for name, value in tags)


def main():
    data_dir, out_dir = sys.argv[1], pathlib.Path(sys.argv[2])
    seeds = {name: [] for name in ("problem_json_fuzzer", "pbn_file_fuzzer", "deal_line_fuzzer",
                                   "contract_string_fuzzer")}
    by_game = {}
    for text, problem in problems(data_dir):
        game = bytes([GAMES.index(problem["game"])])
        by_game.setdefault(problem["game"], []).append(problem)
        seeds["problem_json_fuzzer"].append(text.encode())
        seeds["deal_line_fuzzer"].append(game + deal_line(problem).encode())
        if "contract" in problem:
            contract = problem["contract"]
            seeds["contract_string_fuzzer"].append(game + short_contract(contract).encode())
            seeds["contract_string_fuzzer"].append(game + json.dumps(contract).encode())
            if problem["game"] == "bridge":
                tags = contract["type"] + "\n" + COMPASS[contract["declarer"]]
                seeds["contract_string_fuzzer"].append(game + tags.encode())
    for game, group in by_game.items():
        index = bytes([GAMES.index(game)])
        # A whole file of each kind batch reads: PBN games, deal lines, a JSON array.
        pbn = "\n".join(pbn_game(board, p) for board, p in enumerate(group[:4], 1))
        seeds["pbn_file_fuzzer"].append(index + pbn.encode())
        seeds["pbn_file_fuzzer"].append(index + "".join(deal_line(p) + "\n" for p in group[:4]).encode())
        seeds["pbn_file_fuzzer"].append(index + json.dumps(group[:2], indent=1).encode())
        seeds["problem_json_fuzzer"].append(json.dumps(group[:3]).encode())
    for target, corpus in seeds.items():
        folder = out_dir / target
        folder.mkdir(parents=True, exist_ok=True)
        for i, seed in enumerate(corpus):
            (folder / f"seed-{i:03d}").write_bytes(seed)
        print(f"{target}: {len(corpus)} seeds in {folder}", file=sys.stderr)


if __name__ == "__main__":
    main()
