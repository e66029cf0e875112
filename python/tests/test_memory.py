"""set_memory is a budget for the module's tables (the CLI's --memory also
counts the program itself): the transposition tables of every worker thread
together stay within it, each thread keeping an equal share. Each case runs in a Python process of its own,
whose peak resident memory it measures from its own start."""

import os
import subprocess
import sys
import textwrap

from conftest import REPOSITORY

# What the analyses hold besides the tables: problems and results in flight,
# thread stacks (tests/memory_bound_test.cpp allows the CLI as much).
OVERHEAD_MB = 32

DEALS = REPOSITORY / "data" / "batch" / "german-solo.jsonl"
# Tables take memory only as they fill: these problems fill small ones
# (tests/data/README.md).
FILLING = REPOSITORY / "tests" / "data" / "tables_fill.jsonl"

GROWTH_SCRIPT = """
import json
from concurrent.futures import ThreadPoolExecutor
import soloist

def megabytes(field):
    for line in open("/proc/self/status"):
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    raise AssertionError(field)

problems = [json.loads(line) for line in open({deals!r})][:200]
with open("/proc/self/clear_refs", "w") as f:
    f.write("5")  # the peak (VmHWM) starts again from here
before = megabytes("VmRSS")
{work}
print(megabytes("VmHWM") - before)
"""


def run_python(code: str) -> str:
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True,
                          env=dict(os.environ), timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout


def peak_growth(work: str, deals=DEALS) -> float:
    """How far above its resident memory before `work` a process's peak goes, in MB."""
    return float(run_python(GROWTH_SCRIPT.format(deals=str(deals), work=textwrap.dedent(work))))


SOLVE_ON_TWO_THREADS = """
with ThreadPoolExecutor(max_workers=2) as pool:
    list(pool.map(soloist.solve, problems))
"""


def test_set_memory_is_shared_by_the_threads():
    for setting in ("soloist.set_threads(2)\nsoloist.set_memory(24)",
                    "soloist.set_memory(24)\nsoloist.set_threads(2)"):
        growth = peak_growth(setting + "\n" + SOLVE_ON_TWO_THREADS, FILLING)
        assert growth <= 24 + OVERHEAD_MB, (setting, growth)
        # The budget is used, not just respected: both threads' shares are there.
        assert growth >= 20, (setting, growth)


def test_batch_memory_is_shared_by_its_threads():
    growth = peak_growth("list(soloist.batch(problems, threads=2, memory=24))", FILLING)
    assert 20 <= growth <= 24 + OVERHEAD_MB, growth


def test_a_run_takes_only_the_table_it_uses():
    growth = peak_growth("soloist.set_threads(2)\n" + SOLVE_ON_TWO_THREADS)
    assert growth <= 16, growth


def test_a_budget_that_cannot_be_shared_is_a_value_error():
    run_python("""
        import pytest
        import soloist
        soloist.set_threads(4)
        with pytest.raises(ValueError, match="memory 3: less than 1 MB for each of the 4 threads"):
            soloist.set_memory(3)
        with pytest.raises(ValueError, match="memory 0: the tables need at least 1 MB"):
            soloist.set_memory(0)
        with pytest.raises(ValueError, match="memory 999999999: more than this machine's"):
            soloist.set_memory(999999999)
        soloist.set_memory(8)
        with pytest.raises(ValueError, match="memory 8: less than 1 MB for each of the 16 threads"):
            soloist.set_threads(16)
        with pytest.raises(ValueError, match="for each of the 9 threads"):
            list(soloist.batch([], threads=9, memory=8))
    """)
