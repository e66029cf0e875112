"""python3 -m soloist.dask gives what soloist batch gives, in input order."""

import json
import os
import subprocess
import sys

import pytest

from conftest import REPOSITORY, without_stats

pytest.importorskip("distributed", reason="python3-distributed (scripts/install-deps.sh)")


def test_dask_matches_batch_on_bridge_and_solo(cli, tmp_path):
    files = [REPOSITORY / "data" / "bridge.jsonl", REPOSITORY / "data" / "german-solo.jsonl"]
    together = tmp_path / "together.jsonl"
    together.write_text("".join(path.read_text() for path in files))
    expected = cli("batch", str(together), "--progress", "none")

    output = tmp_path / "dask.jsonl"
    done = subprocess.run([sys.executable, "-m", "soloist.dask", *map(str, files), "--output", str(output),
                           "--chunk-size", "3"],
                          capture_output=True, text=True, env=dict(os.environ), timeout=120)
    assert done.returncode == 0, done.stderr
    got = [json.loads(line) for line in output.read_text().splitlines()]
    assert [r["index"] for r in got] == list(range(len(expected)))
    assert [without_stats(r) for r in got] == [without_stats(r) for r in expected]
