"""Shared by the tests: where the samples and the soloist CLI are, and how
to compare results."""

import json
import os
import pathlib
import subprocess

import pytest

import soloist

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
DATA_FILES = sorted((REPOSITORY / "data").glob("*.jsonl"))


def soloist_binary() -> pathlib.Path:
    given = os.environ.get("SOLOIST_BINARY")
    if given:
        return pathlib.Path(given)
    # PYTHONPATH=build/python: the CLI is build/bin/soloist.
    return pathlib.Path(soloist.__file__).resolve().parents[2] / "bin" / "soloist"


def run_cli(*args: str) -> list:
    """The JSON lines `soloist ARGS...` prints."""
    done = subprocess.run([str(soloist_binary()), *args], capture_output=True, text=True)
    assert done.returncode in (0, 1), done.stderr
    return [json.loads(line) for line in done.stdout.splitlines() if line.strip()]


def read_problems(path: pathlib.Path) -> list:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def without_time(result: dict) -> dict:
    """The result without stats.time_ms, the one field that differs run to run."""
    result = json.loads(json.dumps(result))
    if isinstance(result.get("stats"), dict):
        result["stats"].pop("time_ms", None)
    return result


def without_stats(result: dict) -> dict:
    return {key: value for key, value in result.items() if key != "stats"}


@pytest.fixture(scope="session")
def cli():
    if not soloist_binary().exists():
        pytest.fail(f"no soloist CLI at {soloist_binary()} (set SOLOIST_BINARY)")
    return run_cli
