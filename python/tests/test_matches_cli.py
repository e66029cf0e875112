"""The module gives what the CLI gives, on every data/*.jsonl sample."""

import pytest

import soloist
from conftest import DATA_FILES, read_problems, without_time


@pytest.fixture
def one_thread():
    """One thread on both sides: an idle thread helping a search (lazy SMP)
    adds its nodes, a number that then varies run to run."""
    soloist.set_threads(1)
    yield
    soloist.set_threads(0)


@pytest.mark.parametrize("path", DATA_FILES, ids=lambda p: p.stem)
def test_solve_matches_cli(cli, path, one_thread):
    expected = cli("solve", "--threads", "1", str(path))
    got = [soloist.solve(problem) for problem in read_problems(path)]
    assert [without_time(r) for r in got] == [without_time(r) for r in expected]


@pytest.mark.parametrize("path", DATA_FILES[:3], ids=lambda p: p.stem)
def test_solve_with_leads_matches_cli(cli, path, one_thread):
    expected = cli("solve", "--threads", "1", "--leads", str(path))
    got = [soloist.solve(problem, leads=True) for problem in read_problems(path)]
    assert [without_time(r) for r in got] == [without_time(r) for r in expected]


def test_deal_matches_cli(cli):
    expected = cli("deal", "--game", "german-solo", "--count", "5", "--seed", "7", "--contract", "any")
    assert soloist.deal("german-solo", count=5, seed=7, contract="any") == expected


def test_deal_bridge_declarer_and_trump(cli):
    expected = cli("deal", "--game", "bridge", "--count", "3", "--contract", "4", "--declarer", "N",
                   "--trump", "longest")
    assert soloist.deal("bridge", count=3, contract="4", declarer="N", trump="longest") == expected
