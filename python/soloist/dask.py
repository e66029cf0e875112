"""python3 -m soloist.dask FILE... : `soloist batch` over a Dask cluster.

The JSON Lines input (the files one after another, blank lines skipped) is
cut into chunks of records; each chunk is analysed by a Dask worker with
soloist.batch, and the results are written in input order, one JSON line per
record with "index", as `soloist batch` writes them. Without --scheduler a
LocalCluster of --workers processes runs on this machine; with one, every
worker must be able to `import soloist` (same build, PYTHONPATH).
"""

from __future__ import annotations

import argparse
import collections
import itertools
import json
import sys
from typing import Iterable, Iterator, List, Optional, TextIO, Tuple

import soloist

Chunk = Tuple[int, List[str]]  # the index of its first record, and the records' lines


def read_records(paths: Iterable[str]) -> Iterator[str]:
    """The records of the JSON Lines files, one after another."""
    for path in paths:
        with open(path, encoding="utf-8") as file:
            for line in file:
                if line.strip():
                    yield line.rstrip("\r\n")


def chunks(records: Iterable[str], size: int) -> Iterator[Chunk]:
    records = iter(records)
    first_index = 0
    while True:
        chunk = list(itertools.islice(records, size))
        if not chunk:
            return
        yield first_index, chunk
        first_index += len(chunk)


def analyse_chunk(chunk: Chunk, analysis: str, threads: int, question: str,
                  budget_ms: Optional[float], vulnerable: str) -> List[str]:
    """Runs on a worker: the chunk's result lines, in its order."""
    first_index, lines = chunk
    results = soloist.batch(lines, analysis=analysis, threads=threads, question=question,
                            budget_ms=budget_ms, vulnerable=vulnerable, first_index=first_index)
    return [json.dumps(result, separators=(",", ":")) for result in results]


def run(client, paths: Iterable[str], output: TextIO, analysis: str = "solve", chunk_size: int = 16,
        in_flight: int = 8, threads: int = 0, question: str = "exact", budget_ms: Optional[float] = None,
        vulnerable: str = "none") -> Tuple[int, int]:
    """Writes every record's result line to `output` in input order, at most
    `in_flight` chunks on the cluster at once. Returns (records, errors)."""
    pending: collections.deque = collections.deque()
    records = errors = 0

    def write_oldest() -> None:
        nonlocal records, errors
        for line in pending.popleft().result():
            output.write(line + "\n")
            records += 1
            errors += "error" in json.loads(line)
        output.flush()

    for chunk in chunks(read_records(paths), chunk_size):
        pending.append(client.submit(analyse_chunk, chunk, analysis, threads, question, budget_ms, vulnerable,
                                     pure=False))
        if len(pending) >= in_flight:
            write_oldest()
    while pending:
        write_oldest()
    return records, errors


def parse_arguments(argv: Optional[List[str]]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python3 -m soloist.dask", description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", metavar="FILE", help="JSON Lines problems (docs/FORMAT.md)")
    parser.add_argument("--analysis", choices=("solve", "leads", "table"), default="solve")
    parser.add_argument("--scheduler", metavar="ADDRESS", help="a running Dask scheduler (default: a LocalCluster)")
    parser.add_argument("--workers", type=int, default=2, help="LocalCluster worker processes (default 2)")
    parser.add_argument("--output", "-o", metavar="F", help="write the results here (default: standard output)")
    parser.add_argument("--chunk-size", type=int, default=16, help="records per task (default 16)")
    parser.add_argument("--threads", type=int, default=0, help="records in flight per task (0: all cores)")
    parser.add_argument("--question", choices=("exact", "makeable"), default="exact")
    parser.add_argument("--budget-ms", type=float, default=None)
    parser.add_argument("--vulnerable", choices=("none", "ns", "ew", "both"), default="none")
    arguments = parser.parse_args(argv)
    if arguments.chunk_size < 1 or arguments.workers < 1 or arguments.threads < 0:
        parser.error("--chunk-size and --workers must be 1 or more, --threads 0 or more")
    return arguments


def main(argv: Optional[List[str]] = None) -> int:
    arguments = parse_arguments(argv)
    from distributed import Client, LocalCluster

    if arguments.scheduler:
        client = Client(arguments.scheduler)
        cluster = None
    else:
        cluster = LocalCluster(n_workers=arguments.workers, threads_per_worker=1, processes=True,
                               dashboard_address=None)
        client = Client(cluster)
    output = open(arguments.output, "w", encoding="utf-8") if arguments.output else sys.stdout
    try:
        in_flight = 4 * max(1, len(client.scheduler_info().get("workers", {})))
        records, errors = run(client, arguments.files, output, analysis=arguments.analysis,
                              chunk_size=arguments.chunk_size, in_flight=in_flight, threads=arguments.threads,
                              question=arguments.question, budget_ms=arguments.budget_ms,
                              vulnerable=arguments.vulnerable)
    finally:
        if output is not sys.stdout:
            output.close()
        client.close()
        if cluster is not None:
            cluster.close()
    print(f"soloist.dask: {records} records, {errors} errors", file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
