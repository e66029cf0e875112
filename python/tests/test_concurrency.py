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


def test_threads_run_without_the_gil():
    # While solving, the GIL is free: another thread keeps counting.
    import threading
    problems = read_problems(DATA_FILES[0])
    ticks = 0
    done = threading.Event()

    def count():
        nonlocal ticks
        while not done.is_set():
            ticks += 1

    counter = threading.Thread(target=count)
    counter.start()
    try:
        for problem in problems:
            soloist.solve(problem)
    finally:
        done.set()
        counter.join()
    assert ticks > 0
