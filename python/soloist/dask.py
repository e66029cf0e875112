"""python3 -m soloist.dask FILE... : `soloist batch` over a Dask cluster.

The input files (JSON Lines, JSON arrays or objects, PBN; the format read
from each file's content, as `soloist batch` reads it) are split into records
one at a time on the client, never read whole, and the records are sent in
chunks to the Dask workers, which analyse them with the soloist module. The
results are written in input order, one JSON line per record with "index"
(indexes run on across the files): the lines `soloist batch` writes for the
same input. Only the client reads the input and writes the output; the
workers need nothing but `import soloist`. Without --scheduler a
LocalCluster of --workers processes runs on this machine.

--resume continues an interrupted run as `soloist batch --resume` does: it
keeps the output's complete lines (a torn last line is cut off), checks each
against the index and id of the record it stands for, and appends the rest;
an output of another input is refused with exit code 2.
"""

from __future__ import annotations

import argparse
import collections
import functools
import json
import os
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Callable, Iterable, Iterator, List, Optional, Tuple

import soloist
from soloist import _soloist

EXIT_ALL_ANALYSED = 0
EXIT_SOME_FAILED = 1
EXIT_USAGE = 2

PROGRESS_SECONDS = 5.0


class UsageError(Exception):
    """Exit code 2: bad options, an input that cannot be read, a --resume of another input."""


@dataclass(frozen=True)
class Settings:
    """What every worker needs to analyse a record: soloist batch's options."""
    analysis: str = "solve"
    question: str = "exact"
    budget_ms: Optional[float] = None
    vulnerable: str = "none"
    game: str = ""
    contract: str = ""
    variant: str = ""
    threads: int = 0

    def batch_settings(self):
        budget = 0.0 if self.budget_ms is None else float(self.budget_ms)
        return _soloist.BatchSettings(self.analysis, self.question, budget, self.vulnerable,
                                      self.game, self.contract, self.variant)


def check_inputs(paths: Iterable[str], settings: Settings) -> None:
    """Refuses, before anything is written, inputs that soloist batch refuses."""
    for path in paths:
        try:
            format_name = _soloist.RecordFile(path).format
        except RuntimeError as e:
            raise UsageError(str(e)) from None
        if format_name == "PBN deal lines" and not settings.game:
            raise UsageError(f"{path}: the input is PBN deal lines: give the game with --game")
        if format_name == "PBN deal lines" and settings.analysis != "table" and not settings.contract:
            raise UsageError(f"{path}: PBN deal lines carry no contract: give one with --contract "
                             "(e.g. 4S:N, solo:2:H)")


def read_records(paths: Iterable[str]) -> Iterator:
    """The records of the files one after another, indexes running on across them."""
    first_index = 0
    for path in paths:
        count = 0
        for record in _soloist.RecordFile(path):
            record.index += first_index
            count += 1
            yield record
        first_index += count


def chunks(records: Iterable, size: int) -> Iterator[list]:
    chunk: list = []
    for record in records:
        chunk.append(record)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


_analysing_threads = threading.local()


def _thread_pool(threads: int) -> ThreadPoolExecutor:
    """This Dask thread's pool of analysing threads, kept from chunk to chunk:
    every analysing thread keeps its transposition table (up to 256 MB, which takes
    longer to make afresh than most records take to solve)."""
    kept = getattr(_analysing_threads, "pool", None)
    if kept is None or kept[0] != threads:
        if kept is not None:
            kept[1].shutdown(wait=False)
        kept = (threads, ThreadPoolExecutor(max_workers=threads, thread_name_prefix="soloist-dask"))
        _analysing_threads.pool = kept
    return kept[1]


def analyse_chunk(records: list, settings: Settings) -> Tuple[List[str], int]:
    """Runs on a worker: the records' result lines in their order, and how many are errors."""
    batch_settings = settings.batch_settings()
    threads = settings.threads or os.cpu_count() or 1
    tasks = (functools.partial(_soloist.record_line, record, batch_settings) for record in records)
    if threads == 1:  # on this Dask thread, which keeps its table
        lines = [task() for task in tasks]
    else:
        lines = list(soloist._in_order(tasks, threads, _thread_pool(threads)))
    errors = sum("error" in json.loads(line) for line in lines)
    return lines, errors


# --- the output, and resuming it ---------------------------------------------

class Output:
    """Result lines, each written whole with one write(2) (as soloist batch
    writes them), so a killed run leaves at most one torn line at the end."""

    def __init__(self, fd: int, owned: bool) -> None:
        self.fd = fd
        self.owned = owned

    @classmethod
    def file(cls, path: str, append: bool) -> "Output":
        try:
            return cls(os.open(path, os.O_WRONLY | os.O_CREAT | (os.O_APPEND if append else os.O_TRUNC), 0o644),
                       True)
        except OSError as e:
            raise UsageError(f"cannot open {path}: {e.strerror}") from None

    def write_line(self, line: str) -> None:
        data = memoryview((line + "\n").encode("utf-8"))
        while data:
            data = data[os.write(self.fd, data):]

    def close(self) -> None:
        if self.owned:
            os.close(self.fd)


def _parses(line: bytes) -> bool:
    def refuse(constant: str) -> None:
        raise ValueError(constant)
    try:
        json.loads(line.decode("utf-8"), parse_constant=refuse)
        return True
    except ValueError:  # also UnicodeDecodeError and JSONDecodeError
        return False


def keep_complete_lines(path: str) -> Tuple[int, bool]:
    """As soloist batch --resume: keeps the output's complete lines, cutting
    off a last line without its newline or a last line that does not parse
    (the end of a torn write). Returns (lines kept, whether a line was cut)."""
    try:
        file = open(path, "r+b")
    except FileNotFoundError:
        return 0, False
    except OSError as e:
        raise UsageError(f"cannot open {path}: {e.strerror}") from None
    with file:
        complete = 0
        offset = kept_bytes = kept_before_last = 0
        last = b""
        for line in file:
            offset += len(line)
            if line.endswith(b"\n"):
                complete += 1
                kept_before_last, kept_bytes, last = kept_bytes, offset, line
        torn = offset != kept_bytes
        if complete and not _parses(last):
            complete -= 1
            kept_bytes = kept_before_last
            torn = True
        if torn:
            file.truncate(kept_bytes)
    return complete, torn


def _excerpt(value) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:37] + "..."


def _same_json(a, b) -> bool:
    # Compared as written: 1, 1.0 and true are different ids.
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


def skip_kept_records(records: Iterator, path: str, kept: int) -> None:
    """Takes the first `kept` records off `records`, checking that line i of
    the output is the result of record i (its index and id), as soloist
    batch --resume does; UsageError, before anything is appended, if not."""
    refused = ": not the same input (the same files in the same order); nothing appended"
    with open(path, "rb") as file:
        for number in range(1, kept + 1):
            record = next(records, None)
            if record is None:
                raise UsageError("--resume: the output already has more lines than this input has records"
                                 + refused)
            where = f"line {number} of the output"
            try:
                result = json.loads(file.readline().decode("utf-8"))
            except ValueError:
                result = None
            if not isinstance(result, dict):
                raise UsageError(f"--resume: {where} is not a result line{refused}")
            index = result.get("index", record.index)
            if isinstance(index, bool) or index != record.index:
                raise UsageError(f"--resume: {where} has index {_excerpt(index)} but its record here is "
                                 f"{record.index}{refused}")
            record_id = json.loads(record.id_json)
            if "id" in result and not _same_json(result["id"], record_id):
                raise UsageError(f"--resume: {where} has id {_excerpt(result['id'])} but its record here "
                                 f"(index {record.index}) has id {_excerpt(record_id)}{refused}")


# --- the run -------------------------------------------------------------------

@dataclass
class Tally:
    records: int = 0
    errors: int = 0
    kept: int = 0


class ChunkFailed(Exception):
    """A chunk's task failed on the cluster (its workers died too often)."""


def run(client, paths: Iterable[str], output: Output, settings: Settings = Settings(), chunk_size: int = 16,
        in_flight: int = 8, records: Optional[Iterator] = None,
        progress: Optional[Callable[[Tally], None]] = None) -> Tally:
    """Writes the result line of every record of `paths` (or of `records`)
    to `output` in input order, at most `in_flight` chunks on the cluster at
    once. ChunkFailed when a chunk could not be analysed: the output then
    holds every line before that chunk's."""
    tally = Tally()
    pending: collections.deque = collections.deque()

    def write_oldest() -> None:
        try:
            lines, errors = pending.popleft().result()
        except Exception as e:
            for future in pending:
                future.cancel()
            raise ChunkFailed(f"{type(e).__name__}: {e}") from e
        for line in lines:
            output.write_line(line)
        tally.records += len(lines)
        tally.errors += errors
        if progress:
            progress(tally)

    for chunk in chunks(read_records(paths) if records is None else records, chunk_size):
        pending.append(client.submit(analyse_chunk, chunk, settings, pure=False))
        if len(pending) >= in_flight:
            write_oldest()
    while pending:
        write_oldest()
    return tally


def parse_arguments(argv: Optional[List[str]]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python3 -m soloist.dask", description=__doc__.split("\n\n")[0],
                                     epilog="Exit code 0: all analysed; 1: some records failed, or the run "
                                            "stopped (--resume continues it); 2: usage. See docs/BATCH.md.")
    parser.add_argument("files", nargs="+", metavar="FILE",
                        help="problems: JSON Lines, a JSON array or objects, a PBN file (docs/BATCH.md)")
    parser.add_argument("--analysis", choices=("solve", "leads", "table"), default="solve")
    parser.add_argument("--scheduler", metavar="ADDRESS",
                        help="a running Dask scheduler, e.g. tcp://host:8786 (default: a LocalCluster)")
    parser.add_argument("--workers", type=int, default=2, help="LocalCluster worker processes (default 2)")
    parser.add_argument("--output", "-o", metavar="F", help="write the results here (default: standard output)")
    parser.add_argument("--resume", action="store_true",
                        help="continue an interrupted run: keep the complete lines of --output, skip their "
                             "records, append the rest")
    parser.add_argument("--chunk-size", type=int, default=16, help="records per task (default 16)")
    parser.add_argument("--threads", type=int, default=0, help="records in flight per task (0: all cores)")
    parser.add_argument("--question", choices=("exact", "makeable"), default="exact")
    parser.add_argument("--budget-ms", type=float, default=None)
    parser.add_argument("--vulnerable", choices=("none", "ns", "ew", "both"), default="none")
    parser.add_argument("--game", default="", help="game of PBN records (PBN files default to bridge), "
                                                   "and of JSON records without one")
    parser.add_argument("--contract", default="", help="contract for records without one (as soloist batch)")
    parser.add_argument("--variant", default="", help="variant object for records without one")
    parser.add_argument("--progress", choices=("lines", "none"), default="lines",
                        help=f"lines: a line on stderr every {PROGRESS_SECONDS:g} s (default)")
    arguments = parser.parse_args(argv)
    if arguments.chunk_size < 1 or arguments.workers < 1 or arguments.threads < 0:
        parser.error("--chunk-size and --workers must be 1 or more, --threads 0 or more")
    if arguments.resume and not arguments.output:
        parser.error("--resume needs --output FILE (the file to continue)")
    if arguments.budget_ms is not None and not (0 <= arguments.budget_ms <= 1e9):
        parser.error("--budget-ms must be milliseconds from 0 to 1e9")
    return arguments


def _progress_printer(start: float) -> Callable[[Tally], None]:
    last = start

    def show(tally: Tally) -> None:
        nonlocal last
        now = time.monotonic()
        if now - last >= PROGRESS_SECONDS:
            last = now
            print(f"soloist.dask: {tally.records} records, {tally.errors} errors, "
                  f"{tally.records / (now - start):.1f} records/s", file=sys.stderr, flush=True)
    return show


def main(argv: Optional[List[str]] = None) -> int:
    arguments = parse_arguments(argv)
    settings = Settings(analysis=arguments.analysis, question=arguments.question, budget_ms=arguments.budget_ms,
                        vulnerable=arguments.vulnerable, game=arguments.game, contract=arguments.contract,
                        variant=arguments.variant, threads=arguments.threads)
    try:
        settings.batch_settings()
        check_inputs(arguments.files, settings)
        records = read_records(arguments.files)
        kept = cut = 0
        if arguments.resume:
            kept, cut = keep_complete_lines(arguments.output)
            if cut:
                print("soloist.dask: --resume: cut off a torn last line", file=sys.stderr)
            skip_kept_records(records, arguments.output, kept)
        output = (Output.file(arguments.output, append=arguments.resume) if arguments.output
                  else Output(sys.stdout.fileno(), owned=False))
    except (UsageError, ValueError) as e:
        print(f"soloist.dask: {e}", file=sys.stderr)
        return EXIT_USAGE

    from distributed import Client, LocalCluster

    start = time.monotonic()
    cluster = None
    if arguments.scheduler:
        client = Client(arguments.scheduler)
    else:
        cluster = LocalCluster(n_workers=arguments.workers, threads_per_worker=1, processes=True,
                               dashboard_address=None)
        client = Client(cluster)
    failure = None
    try:
        workers = client.scheduler_info().get("workers", {}).values()
        in_flight = 4 * max(1, sum(worker.get("nthreads", 1) for worker in workers))
        tally = run(client, arguments.files, output, settings, chunk_size=arguments.chunk_size,
                    in_flight=in_flight, records=records,
                    progress=_progress_printer(start) if arguments.progress == "lines" else None)
    except ChunkFailed as e:
        failure = f"a chunk failed on the cluster ({e}); the output keeps every line before it: " \
                  "run again with --resume to continue"
    except OSError as e:
        failure = f"cannot write the output: {e.strerror}"
    finally:
        output.close()
        client.close()
        if cluster is not None:
            cluster.close()
    if failure:
        print(f"soloist.dask: {failure}", file=sys.stderr)
        return EXIT_SOME_FAILED
    seconds = time.monotonic() - start
    resumed = f" ({kept} kept from the output)" if kept else ""
    print(f"soloist.dask: {tally.records} records{resumed}, {tally.errors} errors, {seconds:.2f} s",
          file=sys.stderr)
    return EXIT_SOME_FAILED if tally.errors else EXIT_ALL_ANALYSED


def batch(files: Iterable[str], output: Optional[str] = None, *, analysis: str = "solve",
          scheduler: Optional[str] = None, workers: int = 2, resume: bool = False, chunk_size: int = 16,
          threads: int = 0, question: str = "exact", budget_ms: Optional[float] = None,
          vulnerable: str = "none", game: str = "", contract: str = "", variant: str = "",
          progress: bool = False) -> int:
    """`python3 -m soloist.dask` as a function: analyses every record of
    `files` on the Dask cluster at `scheduler` (default: a LocalCluster of
    `workers` processes) and writes what `soloist batch` writes to `output`
    (default: standard output). Returns the exit code: 0 all analysed, 1 some
    records failed or the run stopped (resume=True continues it), 2 usage."""
    argv = [str(f) for f in files]
    argv += ["--analysis", analysis, "--workers", str(workers), "--chunk-size", str(chunk_size),
             "--threads", str(threads), "--question", question, "--vulnerable", vulnerable,
             "--progress", "lines" if progress else "none"]
    if scheduler:
        argv += ["--scheduler", scheduler]
    if output:
        argv += ["--output", str(output)]
    if resume:
        argv.append("--resume")
    if budget_ms is not None:
        argv += ["--budget-ms", str(budget_ms)]
    for name, value in (("--game", game), ("--contract", contract), ("--variant", variant)):
        if value:
            argv += [name, value]
    try:
        return main(argv)
    except SystemExit as e:  # argparse's usage errors
        return int(e.code) if isinstance(e.code, int) else EXIT_USAGE


if __name__ == "__main__":
    # Through the module's own name, so that what is sent to the workers is
    # soloist.dask's (imported there), not this __main__'s.
    from soloist.dask import main as dask_main
    sys.exit(dask_main())
