"""leads, table, simulate and play give what their CLI commands give."""

import json

import pytest

import soloist
from conftest import REPOSITORY, read_problems, without_stats

BRIDGE = REPOSITORY / "data" / "bridge.jsonl"
ENDING = {"id": "ending", "game": "bridge", "hands": ["A3..K.", "KQ...3", ".AK..2", "J4.Q.."],
          "won": {"tricks": [3, 3, 4, 0]}, "contract": {"type": "N", "declarer": 2},
          "play": ["SJ", "S3", "SK", "C2", "SQ"]}
UNSEEN = {"id": "unseen", "game": "german-solo", "hands": ["AKQJ.AK.7.8", None, None, None]}


def cli_on(cli, tmp_path, problems, *args):
    path = tmp_path / "problems.jsonl"
    path.write_text("".join(json.dumps(p) + "\n" for p in problems))
    return cli(*args, str(path))


def test_leads_matches_cli(cli):
    expected = cli("leads", str(BRIDGE))
    # Leads split a deal over threads: the node counts vary, the values do not.
    assert [without_stats(soloist.leads(p)) for p in read_problems(BRIDGE)] == [without_stats(r) for r in expected]


def test_table_matches_cli(cli):
    expected = cli("table", str(BRIDGE), "--vulnerable", "ns")
    got = [soloist.table(p, vulnerable="ns") for p in read_problems(BRIDGE)]
    # A table splits over threads: node counts vary, the values do not.
    assert [without_stats(r) for r in got] == [without_stats(r) for r in expected]


def test_play_matches_cli(cli, tmp_path):
    expected = cli_on(cli, tmp_path, [ENDING], "play")
    assert [without_stats(soloist.play(ENDING))] == [without_stats(r) for r in expected]


def test_play_illegal_card_keeps_the_cards_before(cli, tmp_path):
    illegal = dict(ENDING, play=["SJ", "S3", "HA"])
    expected = cli_on(cli, tmp_path, [illegal], "play")
    with pytest.raises(soloist.ProblemError) as caught:
        soloist.play(illegal)
    assert caught.value.field == expected[0]["field"]
    assert without_stats(caught.value.result) == without_stats(expected[0])


def test_simulate_matches_cli(cli, tmp_path):
    expected = cli_on(cli, tmp_path, [UNSEEN], "simulate", "--contracts", "all", "--samples", "8", "--seed", "3")
    got = soloist.simulate(UNSEEN, samples=8, seed=3, contracts="all")
    assert [without_stats(got)] == [without_stats(r) for r in expected]


def test_deal_declarer_as_a_number(cli):
    assert soloist.deal("ombre", count=2, contract="any", declarer=1) == \
        cli("deal", "--game", "ombre", "--count", "2", "--contract", "any", "--declarer", "1")
