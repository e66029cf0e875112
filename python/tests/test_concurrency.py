"""Several Python threads solving at once get the sequential answers."""

from concurrent.futures import ThreadPoolExecutor

import soloist
from conftest import DATA_FILES, read_problems, without_stats


def test_four_threads_equal_sequential():
    problems = [p for path in DATA_FILES for p in read_problems(path)]
    sequential = [without_stats(soloist.solve(p)) for p in problems]
    with ThreadPoolExecutor(max_workers=4) as pool:
        concurrent = [without_stats(r) for r in pool.map(soloist.solve, problems)]
    assert concurrent == sequential

