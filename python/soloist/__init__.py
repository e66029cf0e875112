"""soloist: double-dummy analysis of Solo-family card games and bridge.

Problems and results are the dicts of docs/FORMAT.md. A problem the solver
cannot take raises ProblemError; soloist.batch gives error records instead,
as ``soloist batch`` does. The analyses run without the GIL: Python threads
can call them at once.
"""

from __future__ import annotations

import collections
import functools
import json
import os
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable, Iterable, Iterator, Optional, Sequence, Union

from . import _soloist

__all__ = [
    "ProblemError", "solve", "leads", "table", "simulate", "play", "deal", "batch",
    "set_memory", "set_threads",
]

_QUESTIONS = ("exact", "makeable")
_ANALYSES = ("solve", "leads", "table")


class ProblemError(ValueError):
    """A problem the solver cannot take: ``field`` names the offending field
    (e.g. "contract.declarer", "json"), ``id`` is the problem's id, and
    ``result`` the whole error result (for play: the cards judged before the
    illegal one)."""

    def __init__(self, message: str, field: Optional[str] = None, id: Any = None,
                 result: Optional[dict] = None) -> None:
        super().__init__(message)
        self.message = message
        self.field = field
        self.id = id
        self.result = result if result is not None else {"id": id, "error": message, "field": field}


def _problem_text(problem: Any) -> str:
    if not isinstance(problem, dict):
        raise ProblemError(f"problem must be a dict (a docs/FORMAT.md object), got {type(problem).__name__}",
                           field="json")
    try:
        return json.dumps(problem, allow_nan=False)
    except (TypeError, ValueError) as e:
        raise ProblemError(f"problem is not JSON: {e}", field="json", id=problem.get("id")) from None


def _result(text: str) -> dict:
    result = json.loads(text)
    if "error" in result:
        raise ProblemError(result["error"], field=result.get("field"), id=result.get("id"), result=result)
    return result


def _question(question: str) -> str:
    if question not in _QUESTIONS:
        raise ValueError(f"question must be exact or makeable, got {question!r}")
    return question


def _budget(budget_ms: Optional[float]) -> float:
    if budget_ms is None:
        return 0.0
    if not (0 <= budget_ms <= 1e9):
        raise ValueError("budget_ms must be None (no limit) or milliseconds from 0 to 1e9")
    return float(budget_ms)


def solve(problem: dict, leads: bool = False, question: str = "exact",
          budget_ms: Optional[float] = None, threads: int = 0) -> dict:
    """Solves one problem (like ``soloist solve``): the result dict.

    leads: add the value of every legal card for the seat to play.
    question: "exact" or "makeable" (whether the contract makes, often far
    faster); a problem's own "question" wins. budget_ms: milliseconds the
    searches may take, past which the result has "exact": False.
    threads: 0 for all cores."""
    return _result(_soloist.solve(_problem_text(problem), bool(leads), _question(question),
                                  _budget(budget_ms), int(threads)))


def leads(problem: dict, question: str = "exact", budget_ms: Optional[float] = None,
          threads: int = 0) -> dict:
    """The solve result plus "lead_groups": the legal cards of the seat to
    play, best first, cards of equal value grouped (like ``soloist leads``)."""
    return _result(_soloist.leads(_problem_text(problem), _question(question), _budget(budget_ms), int(threads)))


def table(problem: dict, vulnerable: str = "none", threads: int = 0) -> dict:
    """Every contract for every declarer and trump on one deal (the contract
    is ignored), the best contract per seat, the double-dummy contract; bridge:
    the 4 x 5 table and par for ``vulnerable`` (none, ns, ew, both) unless the
    deal gives its own."""
    if vulnerable not in ("none", "ns", "ew", "both"):
        raise ValueError("vulnerable must be none, ns, ew or both")
    return _result(_soloist.table(_problem_text(problem), vulnerable, int(threads)))


def simulate(problem: dict, samples: int = 100, seed: int = 1, contracts: str = "given",
             leads: bool = False, question: str = "exact", budget_ms: Optional[float] = None,
             threads: int = 0) -> dict:
    """Judges a hand before the play (like ``soloist simulate``): the unseen
    cards (null hands, a null widow) dealt ``samples`` times, each sample
    solved. contracts: "given" (the problem's contract) or "all" (every
    contract the declarer could choose). leads: every opening card's chance
    and mean value (one contract)."""
    if contracts not in ("given", "all"):
        raise ValueError(f"contracts must be given or all, got {contracts!r}")
    if not (1 <= samples <= 1_000_000):
        raise ValueError("samples must be from 1 to 1000000")
    return _result(_soloist.simulate(_problem_text(problem), int(samples), int(seed), contracts == "all",
                                     bool(leads), _question(question), _budget(budget_ms), int(threads)))


def play(problem: dict) -> dict:
    """A problem plus "play" (the cards played in order), judged card by card
    (like ``soloist play``, docs/PLAY.md). An illegal card raises
    ProblemError whose ``result`` holds the cards judged before it."""
    return _result(_soloist.play(_problem_text(problem)))


def deal(game: str, count: int = 10, seed: int = 1, contract: Union[None, str, Sequence[str]] = None,
         declarer: Union[int, str] = "random", trump: str = "random", choices: str = "random",
         variant: Optional[dict] = None) -> list:
    """Seeded random deals of ``game`` as problems (like ``soloist deal``),
    ids "<game>-<seed>-<i>"; deal i does not depend on count.

    contract: None (bare deals, for table), a contract type ("4S", "solo"),
    several (a list, or one string with commas; one drawn per deal), or
    "any". declarer: a seat or "random". trump: S H D C N, "random" or
    "longest". choices: "random" or "solver". variant: copied into every
    problem. ValueError when these cannot give legal deals."""
    request = _soloist.DealRequest()
    request.game = game
    request.seed = int(seed)
    if contract is None:
        request.contract_types = []
    elif isinstance(contract, str):
        request.contract_types = [c for c in contract.split(",") if c]
        if not request.contract_types:
            raise ValueError("contract names no contract")
    else:
        request.contract_types = [str(c) for c in contract]
    request.declarer = str(declarer)
    request.trump = trump
    request.choices = choices
    request.variant_json = None if variant is None else json.dumps(variant)
    return [json.loads(text) for text in _soloist.deals(request, int(count))]


def _record_line(record: Any, index: int, settings: Any) -> dict:
    """One batch record's result, as `soloist batch` gives it."""
    if isinstance(record, str):
        return json.loads(_soloist.batch_record(record, index, settings))
    if not isinstance(record, dict):
        return {"index": index, "id": None, "field": "json",
                "error": f"json: a record must be a dict or JSON text, got {type(record).__name__}"}
    try:
        text = json.dumps(record, allow_nan=False)
    except (TypeError, ValueError) as e:
        return {"index": index, "id": None, "field": "json", "error": f"json: the record is not JSON: {e}"}
    return json.loads(_soloist.batch_record(text, index, settings))


def batch(problems: Iterable[Any], analysis: str = "solve", threads: int = 0,
          memory: Optional[int] = None, question: str = "exact", budget_ms: Optional[float] = None,
          vulnerable: str = "none", first_index: int = 0) -> Iterator[dict]:
    """Analyses every problem (a dict, or a str of JSON text) and yields one
    result per problem in input order, each with "index" (first_index plus
    its position), like ``soloist batch``. A bad problem yields an error
    record {"index", "id", "error", "field"}, never an exception.

    analysis: solve, leads or table. threads: problems in flight (0: all
    cores). memory: MB for the transposition tables of those threads
    together, each keeping an equal share (set_memory, split over this
    batch's threads; ``soloist batch --memory`` also counts the program's
    own memory, which here is the interpreter's).
    The input is read lazily; a bounded number of problems is in flight."""
    if analysis not in _ANALYSES:
        raise ValueError(f"unknown analysis {analysis!r} (solve, leads or table)")
    if threads < 0:
        raise ValueError("threads must be 0 (all cores) or more")
    workers = threads or os.cpu_count() or 1
    if memory is not None:
        _soloist.set_memory(int(memory), workers)
    settings = _soloist.BatchSettings(analysis, _question(question), _budget(budget_ms), vulnerable)
    return _ordered_results(problems, settings, workers, first_index)


def _ordered_results(problems: Iterable[Any], settings: Any, workers: int, first_index: int) -> Iterator[dict]:
    tasks = (functools.partial(_record_line, problem, index, settings)
             for index, problem in enumerate(problems, start=first_index))
    return _in_order(tasks, workers)


def _in_order(tasks: Iterable[Callable[[], Any]], workers: int,
              executor: Optional[ThreadPoolExecutor] = None) -> Iterator[Any]:
    """The tasks' results in their order, `workers` tasks running at once on
    `executor` (default: a pool of that many threads for this call)."""
    # Results leave in input order, so one slow task holds back the later
    # ones: a window of several tasks per worker keeps the others busy.
    window = 8 * workers
    pending: collections.deque = collections.deque()
    own_executor = executor is None
    if own_executor:
        executor = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="soloist-batch")
    try:
        for task in tasks:
            pending.append(executor.submit(task))
            while len(pending) >= window or (pending and pending[0].done()):
                yield pending.popleft().result()
        while pending:
            yield pending.popleft().result()
    finally:
        if own_executor:
            executor.shutdown(wait=True, cancel_futures=True)
        else:
            for future in pending:
                future.cancel()


def set_memory(megabytes: int) -> None:
    """MB for the transposition tables of all the process's worker threads
    together (the CLI's --memory also counts the program itself; here the
    interpreter is the caller's): each of the threads set_threads allows
    (all cores for 0) keeps an equal share, remade at that size when it next
    starts work; set_threads later shares it anew. Without it, up to 256 MB per
    thread (starting at 22 MB). ValueError when it is below 1 MB a thread or
    more than the machine's memory."""
    _soloist.set_memory(int(megabytes))


def set_threads(threads: int) -> None:
    """Caps the threads every analysis may use (the CLI's --threads; 0: all
    cores); a set_memory budget is shared among them anew."""
    _soloist.set_threads(int(threads))
