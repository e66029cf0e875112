"""Bad input raises ProblemError naming the field; bad options ValueError."""

import pytest

import soloist
from conftest import DATA_FILES, read_problems


def a_problem():
    return read_problems(DATA_FILES[0])[0]


def test_bad_declarer_names_the_field():
    problem = a_problem()
    problem["contract"]["declarer"] = 9
    with pytest.raises(soloist.ProblemError) as caught:
        soloist.solve(problem)
    assert caught.value.field == "contract.declarer"
    assert caught.value.id == problem["id"]
    assert "declarer" in str(caught.value)


def test_problem_not_a_dict():
    with pytest.raises(soloist.ProblemError) as caught:
        soloist.solve(["not", "a", "problem"])
    assert caught.value.field == "json"


def test_problem_not_json():
    problem = a_problem()
    problem["id"] = object()
    with pytest.raises(soloist.ProblemError):
        soloist.solve(problem)


def test_unknown_game():
    with pytest.raises(soloist.ProblemError) as caught:
        soloist.table({"id": "x", "game": "skat", "hands": []})
    assert caught.value.field == "game"


def test_problem_error_is_a_value_error():
    assert issubclass(soloist.ProblemError, ValueError)


def test_bad_options_raise_value_error():
    with pytest.raises(ValueError):
        soloist.solve(a_problem(), question="maybe")
    with pytest.raises(ValueError):
        soloist.simulate(a_problem(), contracts="some")
    with pytest.raises(ValueError):
        soloist.batch([], analysis="guess")
    with pytest.raises(ValueError):
        soloist.deal("bridge", contract="9Z")
    with pytest.raises(ValueError):
        soloist.set_memory(0)
