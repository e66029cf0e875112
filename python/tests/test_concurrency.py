"""Several Python threads solving at once get the sequential answers."""

from concurrent.futures import ThreadPoolExecutor

import soloist
from conftest import DATA_FILES, REPOSITORY, read_problems, without_stats


def test_four_threads_equal_sequential():
    problems = [p for path in DATA_FILES for p in read_problems(path)]
    sequential = [without_stats(soloist.solve(p)) for p in problems]
    with ThreadPoolExecutor(max_workers=4) as pool:
        concurrent = [without_stats(r) for r in pool.map(soloist.solve, problems)]
    assert concurrent == sequential



def test_solving_releases_the_gil():
    # While a thread solves, this thread keeps running: the longest pause
    # between its steps is far shorter than the first solve (holding the GIL,
    # it would be at least that whole solve). The repeats are answered from
    # the table, which keeps the entries nearest the root, in about a
    # millisecond: less than Python's switch interval, so no measure.
    import threading
    import time
    problem = next(p for p in read_problems(REPOSITORY / "data" / "frog.jsonl") if p["id"] == "frog-01")
    durations = []

    def solve_three_times():
        for _ in range(3):
            start = time.perf_counter()
            soloist.solve(problem, leads=True, threads=1)
            durations.append(time.perf_counter() - start)

    solver = threading.Thread(target=solve_three_times)
    longest_pause = 0.0
    last = time.perf_counter()
    solver.start()
    while solver.is_alive():
        now = time.perf_counter()
        longest_pause = max(longest_pause, now - last)
        last = now
    solver.join()
    assert longest_pause < 0.5 * durations[0], (longest_pause, durations)
