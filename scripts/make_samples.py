#!/usr/bin/env python3
"""Writes the sample problem files data/<game>.jsonl (docs/FORMAT.md JSON Lines).

Full deals, a few per game, with varied contracts. Deterministic: a fixed
seed per game and a self-contained generator (splitmix64), so the files do
not depend on the Python version. Run from anywhere:

    python3 scripts/make_samples.py            # writes data/*.jsonl
    python3 scripts/make_samples.py --check    # also solves them with build/bin/soloist
                                               # (or the binary named by $SOLOIST)
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUITS = "SHDC"
RANK_ORDER = "AKQJT98765432"  # printed order, high to low


class Rng:
    """splitmix64: small, fast and stable across Python versions."""

    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFFFFFFFFFF

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        return z ^ (z >> 31)

    def below(self, n):
        return self.next() % n

    def shuffle(self, items):
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items):
        return items[self.below(len(items))]


def deck(ranks):
    return [s + r for s in SUITS for r in ranks]


DECKS = {
    "whist": deck("AKQJT98765432"),
    "solo": deck("AKQJT987"),
    "ombre": deck("AKQJ765432"),
    "six": deck("AKQJT9876"),
}


def hand_text(cards):
    parts = []
    for s in SUITS:
        ranks = sorted((c[1] for c in cards if c[0] == s), key=RANK_ORDER.index)
        parts.append("".join(ranks))
    return ".".join(parts)


def deal(rng, cards, seats, per_hand):
    pack = list(cards)
    rng.shuffle(pack)
    hands = [pack[i * per_hand:(i + 1) * per_hand] for i in range(seats)]
    return hands, pack[seats * per_hand:]


def holder(hands, card):
    for seat, h in enumerate(hands):
        if card in h:
            return seat
    return None


def problem(pid, game, hands, contract, **extra):
    p = {"id": pid, "game": game}
    if "variant" in extra:
        p["variant"] = extra.pop("variant")
    p["hands"] = [hand_text(h) for h in hands]
    if "widow" in extra:
        p["widow"] = hand_text(extra.pop("widow"))
    p.update(extra)
    p["contract"] = contract
    return p


# ---------------------------------------------------------------------------
# one generator per game


def bridge(rng):
    out = []
    specs = [("4S", 0, False), ("3N", 1, False), ("H", 2, False), ("2D", 3, True)]
    for i, (contract, declarer, vulnerable) in enumerate(specs, 1):
        hands, _ = deal(rng, DECKS["whist"], 4, 13)
        c = {"type": contract, "declarer": declarer}
        if vulnerable:
            c["vulnerable"] = True
        out.append(problem(f"bridge-{i:02d}", "bridge", hands, c))
    return out


def ace_not_held(rng, hands, declarer, suits):
    """A called ace of one of `suits` not in the declarer's hand, or None."""
    options = [s + "A" for s in suits if s + "A" not in hands[declarer]]
    return rng.choice(options) if options else None


def german_solo(rng):
    out = []
    specs = [
        ("solo", {"matador_renege": False}),
        ("frog", {"color": "C"}),
        ("beg", {"matador_renege": True}),
        ("tout", {}),
        ("big-beg", {}),
        ("small-beg", {"matador_renege": True}),
    ]
    while len(out) < len(specs):
        ctype, variant = specs[len(out)]
        hands, _ = deal(rng, DECKS["solo"], 4, 8)
        declarer = rng.below(4)
        trump = rng.choice(SUITS)
        if ctype == "small-beg":
            declarer = holder(hands, "CQ")
        c = {"type": ctype, "declarer": declarer, "trump": trump}
        if ctype == "frog":
            options = [card for card in ("SA", "HA", "DA", "CA", "SK", "HK", "DK", "CK")
                       if card not in hands[declarer]]
            c["call"] = rng.choice(options)
        elif ctype == "beg":
            if "CQ" in hands[declarer] and "SQ" in hands[declarer]:
                continue  # a declarer with both black queens may not play beg
            call = ace_not_held(rng, hands, declarer, [s for s in SUITS if s != trump])
            if call is None:
                continue
            c["call"] = call
        elif ctype in ("big-beg", "small-beg"):
            call = ace_not_held(rng, hands, declarer, SUITS)
            if call is None:
                continue
            c["call"] = call
        extra = {"variant": variant} if variant else {}
        out.append(problem(f"german-solo-{len(out) + 1:02d}", "german-solo", hands, c, **extra))
    return out


def spanish_solo(rng):
    out = []
    for ctype in ("simple", "solo", "simple", "tout"):
        while True:
            hands, _ = deal(rng, DECKS["solo"], 4, 8)
            declarer = rng.below(4)
            c = {"type": ctype, "declarer": declarer, "trump": rng.choice(SUITS)}
            if ctype == "simple":
                call = ace_not_held(rng, hands, declarer, SUITS)
                if call is None:
                    continue
                c["call"] = call
            break
        extra = {"variant": {"color": "H"}} if len(out) == 2 else {}
        out.append(problem(f"spanish-solo-{len(out) + 1:02d}", "spanish-solo", hands, c, **extra))
    return out


def longest_suit(cards):
    return max(SUITS, key=lambda s: (sum(c[0] == s for c in cards), -SUITS.index(s)))


def solo_whist(rng):
    # The trump is the declarer's longest suit. At the time of writing many
    # full solo-whist deals with a lone declarer take the solver minutes (a
    # full-deal misère did not finish in 13 minutes), so there is no misère
    # here (see the misère endings in tests/rules_test.cpp) and the seed below
    # was picked among the first few so that every deal solves in seconds.
    out = []
    for ctype in ("prop", "solo", "abundance", "royal-abundance", "slam"):
        hands, _ = deal(rng, DECKS["whist"], 4, 13)
        declarer = rng.below(4)
        c = {"type": ctype, "declarer": declarer}
        if ctype != "slam":
            c["trump"] = longest_suit(hands[declarer])
        if ctype == "prop":
            c["partner"] = (declarer + 1 + rng.below(3)) % 4
        out.append(problem(f"solo-whist-{len(out) + 1:02d}", "solo-whist", hands, c))
    return out


def ombre(rng):
    out = []
    for ctype in ("entrada", "vuelta", "solo", "entrada"):
        hands, _ = deal(rng, DECKS["ombre"], 3, 9)  # 13 cards stay out of play
        c = {"type": ctype, "declarer": rng.below(3), "trump": rng.choice(SUITS)}
        out.append(problem(f"ombre-{len(out) + 1:02d}", "ombre", hands, c))
    return out


def called_king(rng, hands, declarer):
    kings = [s + "K" for s in SUITS]
    if all(k in hands[declarer] for k in kings):
        options = [s + "Q" for s in SUITS if s + "Q" not in hands[declarer]]
    else:
        options = [k for k in kings if k not in hands[declarer]]
    return rng.choice(options)


def quadrille_family(rng, game, seats, per_hand):
    out = []
    for ctype in ("ask-leave", "solo", "forced-spadille", "vole"):
        hands, _ = deal(rng, DECKS["ombre"], seats, per_hand)
        declarer = rng.below(seats)
        if ctype == "forced-spadille":
            declarer = holder(hands, "SA")
        c = {"type": ctype, "declarer": declarer, "trump": rng.choice(SUITS)}
        if ctype in ("ask-leave", "forced-spadille"):
            c["call"] = called_king(rng, hands, declarer)
        out.append(problem(f"{game}-{len(out) + 1:02d}", game, hands, c))
    return out


def six_bid_solo(rng):
    out = []
    specs = ["simple", "heart", "misere", "guarantee", "spread-misere", "call"]
    for ctype in specs:
        hands, widow = deal(rng, DECKS["six"], 3, 11)
        declarer = rng.below(3)
        c = {"type": ctype, "declarer": declarer}
        extra = {"widow": widow}
        if ctype == "simple":
            c["trump"] = rng.choice("SCD")
        elif ctype == "guarantee":
            c["trump"] = rng.choice(SUITS)
        elif ctype == "call":
            c["trump"] = rng.choice(SUITS)
            others = [card for s, h in enumerate(hands) if s != declarer for card in h]
            c["call"] = rng.choice(others)
            c["give"] = rng.choice(hands[declarer])
        elif ctype == "misere" and len(out) % 2 == 0:
            extra["variant"] = {"misere_points": True}
        out.append(problem(f"six-bid-solo-{len(out) + 1:02d}", "six-bid-solo", hands, c, **extra))
    return out


def frog(rng):
    out = []
    for ctype in ("frog", "chico", "grand", "frog"):
        hands, widow = deal(rng, DECKS["six"], 3, 11)
        declarer = rng.below(3)
        c = {"type": ctype, "declarer": declarer}
        if ctype == "chico":
            c["trump"] = rng.choice("SCD")
        if ctype == "frog" and out:
            # A fixed discard: three cards of the hand and widow together.
            pool = hands[declarer] + widow
            rng.shuffle(pool)
            c["discard"] = sorted(pool[:3], key=lambda card: (SUITS.index(card[0]), RANK_ORDER.index(card[1])))
        out.append(problem(f"frog-{len(out) + 1:02d}", "frog", hands, c, widow=widow))
    return out


GAMES = {
    "bridge": (bridge, 101),
    "german-solo": (german_solo, 202),
    "spanish-solo": (spanish_solo, 303),
    "solo-whist": (solo_whist, 410),  # seeds 404-409 gave deals that took over a minute
    "ombre": (ombre, 505),
    "quadrille": (lambda rng: quadrille_family(rng, "quadrille", 4, 10), 606),
    "quintille": (lambda rng: quadrille_family(rng, "quintille", 5, 8), 707),
    "six-bid-solo": (six_bid_solo, 808),
    "frog": (frog, 909),
}


def main():
    data = os.path.join(ROOT, "data")
    os.makedirs(data, exist_ok=True)
    paths = []
    for game, (make, seed) in GAMES.items():
        path = os.path.join(data, f"{game}.jsonl")
        with open(path, "w") as f:
            for p in make(Rng(seed)):
                f.write(json.dumps(p) + "\n")
        paths.append(path)
    if "--check" in sys.argv:
        binary = os.environ.get("SOLOIST", os.path.join(ROOT, "build", "bin", "soloist"))
        ok = True
        for path in paths:
            r = subprocess.run([binary, "solve", path], capture_output=True, text=True)
            lines = r.stdout.splitlines()
            errors = [l for l in lines if "error" in json.loads(l)]
            print(f"{os.path.basename(path)}: {len(lines)} solved, exit {r.returncode}, errors {len(errors)}")
            for e in errors:
                print("  ", e)
            ok &= r.returncode == 0 and not errors
        return 0 if ok else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
