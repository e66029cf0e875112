from typing import Any, Iterable, Iterator, Literal, Optional, Sequence, Union

Question = Literal["exact", "makeable"]
Vulnerability = Literal["none", "ns", "ew", "both"]

class ProblemError(ValueError):
    message: str
    field: Optional[str]
    id: Any
    result: dict
    def __init__(self, message: str, field: Optional[str] = ..., id: Any = ...,
                 result: Optional[dict] = ...) -> None: ...

def solve(problem: dict, leads: bool = ..., question: Question = ...,
          budget_ms: Optional[float] = ..., threads: int = ...) -> dict: ...
def leads(problem: dict, question: Question = ..., budget_ms: Optional[float] = ...,
          threads: int = ...) -> dict: ...
def table(problem: dict, vulnerable: Vulnerability = ..., threads: int = ...) -> dict: ...
def simulate(problem: dict, samples: int = ..., seed: int = ...,
             contracts: Literal["given", "all"] = ..., leads: bool = ...,
             question: Question = ..., budget_ms: Optional[float] = ...,
             threads: int = ...) -> dict: ...
def play(problem: dict) -> dict: ...
def deal(game: str, count: int = ..., seed: int = ...,
         contract: Union[None, str, Sequence[str]] = ...,
         declarer: Union[int, str] = ..., trump: str = ...,
         choices: Literal["random", "solver"] = ...,
         variant: Optional[dict] = ...) -> list[dict]: ...
def batch(problems: Iterable[Union[dict, str]], analysis: Literal["solve", "leads", "table"] = ...,
          threads: int = ..., memory: Optional[int] = ..., question: Question = ...,
          budget_ms: Optional[float] = ..., vulnerable: Vulnerability = ...,
          first_index: int = ...) -> Iterator[dict]: ...
def set_memory(megabytes: int) -> None: ...
def set_threads(threads: int) -> None: ...
