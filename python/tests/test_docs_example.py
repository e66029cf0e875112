"""docs/examples/solo_whist_trump_length.py runs as the docs say."""

import os
import pathlib
import subprocess
import sys

SOURCE = pathlib.Path(__file__).resolve().parents[2]


def test_trump_length_example_prints_a_rate_per_length():
    script = SOURCE / "docs" / "examples" / "solo_whist_trump_length.py"
    out = subprocess.run([sys.executable, str(script), "60"], capture_output=True, text=True, check=True,
                         env=dict(os.environ)).stdout.splitlines()
    assert out[0].split() == ["trumps", "deals", "makeable"]
    rows = [line.split() for line in out[1:]]
    assert sum(int(r[1]) for r in rows) == 60
    for length, deals, rate in rows:
        assert 4 <= int(length) <= 13 and rate.endswith("%")
