"""python3 -m soloist.dask writes what soloist batch writes, byte for byte
(but for each record's stats): JSON Lines and PBN input, --resume
after a kill or a torn line, on a LocalCluster and on a scheduler and two
workers started as separate processes, as on several machines (docs/BATCH.md).
Starting Dask processes takes seconds, so all but the first test share one
such cluster."""

import json
import os
import pathlib
import re
import signal
import subprocess
import sys
import time

import pytest

from conftest import REPOSITORY, soloist_binary

pytest.importorskip("distributed", reason="python3-distributed (scripts/install-deps.sh)")

import soloist.dask  # noqa: E402  (after the check that Dask is there)

STATS = re.compile(rb'"stats":\{[^{}]*\}')


def stable(text: bytes) -> bytes:
    """The output with every record's stats emptied: the time differs run to
    run, and so do the nodes searched where a thread's table kept positions
    from the records it solved before (soloist batch on two threads too)."""
    return STATS.sub(b'"stats":{}', text)


def batch_output(tmp_path: pathlib.Path, *args: str) -> bytes:
    """What `soloist batch ARGS... --output F` writes to F."""
    path = tmp_path / "cli.jsonl"
    done = subprocess.run([str(soloist_binary()), "batch", *args, "--output", str(path), "--progress", "none"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode in (0, 1), done.stderr
    return path.read_bytes()


def dask_process(*args, **popen) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "soloist.dask", *map(str, args), "--progress", "none"],
                            env=dict(os.environ), **popen)


def dask_run(*args, timeout: float = 90) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "soloist.dask", *map(str, args), "--progress", "none"],
                          capture_output=True, text=True, env=dict(os.environ), timeout=timeout)


class Run:
    def __init__(self, returncode: int, stderr: str) -> None:
        self.returncode = returncode
        self.stderr = stderr


@pytest.fixture
def dask_main(capsys, cluster):
    """soloist.dask's main in this process, on the shared cluster: (exit code, stderr)."""
    def run(*args) -> Run:
        capsys.readouterr()
        code = soloist.dask.main([*map(str, args), "--scheduler", cluster.address, "--progress", "none"])
        return Run(code, capsys.readouterr().err)
    return run


def test_dask_matches_batch_on_bridge_and_solo(tmp_path):
    files = [REPOSITORY / "data" / "bridge.jsonl", REPOSITORY / "data" / "german-solo.jsonl"]
    together = tmp_path / "together.jsonl"
    together.write_bytes(b"".join(path.read_bytes() for path in files))
    expected = batch_output(tmp_path, str(together))

    output = tmp_path / "dask.jsonl"
    done = dask_run(*files, "--output", output, "--chunk-size", "3")
    assert done.returncode == 0, done.stderr
    assert stable(output.read_bytes()) == stable(expected)
    records = sum(len(path.read_bytes().splitlines()) for path in files)
    assert stable(expected).count(b'"stats":{}') == records == len(expected.splitlines())


def write_pbn(path: pathlib.Path, deal_lines: list) -> None:
    """A PBN file as a bridge program exports one: a header, games with tags
    the solver ignores (auction, play), one game without a Deal tag, and
    games that start without a blank line between them."""
    parts = ['% PBN 2.1\n[Event "Club night"]\n[Site "Home"]\n\n']
    contracts = ["4S", "3NT", "Pass", "5DX", "2H"]
    for i, deal in enumerate(deal_lines):
        contract = contracts[i % len(contracts)]
        parts.append(f'[Event "Club night"]\n[Board "{i + 1}"]\n[Dealer "N"]\n'
                     f'[Vulnerable "{["None", "NS", "EW", "All"][i % 4]}"]\n')
        if i != 7:
            parts.append(f'[Deal "{deal}"]\n')
        parts.append(f'[Declarer "{"NESW"[i % 4]}"]\n[Contract "{contract}"]\n[Auction "N"]\n1C Pass 1H Pass\n')
        parts.append("\n" if i % 3 else "")
    path.write_text("".join(parts))


def test_dask_reads_pbn_as_batch_does(dask_main, tmp_path):
    deals = tmp_path / "deals.txt"
    deals.write_text(subprocess.run([str(soloist_binary()), "deal", "--game", "bridge", "--count", "12", "--seed", "3",
                                     "--format", "line"], capture_output=True, text=True, check=True).stdout)
    pbn = tmp_path / "club.pbn"
    write_pbn(pbn, deals.read_text().splitlines())
    expected = batch_output(tmp_path, str(pbn))
    results = [json.loads(line) for line in expected.splitlines()]
    assert len(results) == 12
    assert results[7]["field"] == "Deal" and results[7]["id"] == "8"
    assert results[3]["id"] == "4" and results[3]["contract"]["type"] == "5D"

    output = tmp_path / "dask.jsonl"
    done = dask_main(pbn, "--output", output, "--chunk-size", "3")
    assert done.returncode == 1, done.stderr  # the game without a Deal tag
    assert stable(output.read_bytes()) == stable(expected)



@pytest.fixture(scope="module")
def solo_deals(tmp_path_factory):
    """480 German Solo deals and soloist batch's output for them."""
    directory = tmp_path_factory.mktemp("resume")
    deals = directory / "deals.jsonl"
    deals.write_text(subprocess.run([str(soloist_binary()), "deal", "--game", "german-solo", "--contract",
                                     "solo,tout,frog", "--count", "480", "--seed", "17"],
                                    capture_output=True, text=True, check=True).stdout)
    return deals, batch_output(directory, str(deals))


def test_resume_after_a_kill_loses_and_duplicates_nothing(solo_deals, cluster, dask_main, tmp_path):
    deals, expected = solo_deals
    output = tmp_path / "out.jsonl"
    run = dask_process(deals, "--scheduler", cluster.address, "--output", output, "--chunk-size", "8",
                       "--threads", "1", stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and (not output.exists() or output.stat().st_size < 12_000):
            time.sleep(0.005)
    finally:
        run.kill()
        run.wait()
    assert run.returncode == -signal.SIGKILL
    before = output.read_bytes()
    assert 30 < before.count(b"\n") < 480, "the kill did not land mid-run"

    done = dask_main(deals, "--output", output, "--resume", "--chunk-size", "50")
    assert done.returncode == 0, done.stderr
    after = output.read_bytes()
    assert after.startswith(before[:before.rfind(b"\n") + 1])
    assert stable(after) == stable(expected)


def test_resume_after_a_torn_line_and_on_a_finished_run(solo_deals, dask_main, tmp_path):
    deals, expected = solo_deals
    lines = expected.splitlines(keepends=True)
    output = tmp_path / "out.jsonl"
    # Torn without its newline, and torn with one (a line that does not parse).
    for torn in (lines[200][:50], lines[200][:50] + b"\n"):
        output.write_bytes(b"".join(lines[:200]) + torn)
        done = dask_main(deals, "--output", output, "--resume", "--chunk-size", "100")
        assert done.returncode == 0, done.stderr
        assert "cut off a torn last line" in done.stderr
        assert "280 records (200 kept" in done.stderr
        assert output.read_bytes().startswith(b"".join(lines[:200]))
        assert stable(output.read_bytes()) == stable(expected)
    # A finished run: nothing added.
    done = dask_main(deals, "--output", output, "--resume")
    assert done.returncode == 0, done.stderr
    assert "0 records (480 kept" in done.stderr
    assert stable(output.read_bytes()) == stable(expected)


def test_resume_refuses_another_input(solo_deals, dask_main, tmp_path):
    deals, expected = solo_deals
    lines = expected.splitlines(keepends=True)
    output = tmp_path / "out.jsonl"

    other = tmp_path / "other.jsonl"  # the same deals but the first
    other.write_text("".join(deals.read_text().splitlines(keepends=True)[1:]))
    output.write_bytes(b"".join(lines[:10]))
    done = dask_main(other, "--output", output, "--resume")
    assert done.returncode == 2
    assert "--resume: line 1 of the output has id \"german-solo-17-0\" but its record here (index 0) " \
           "has id \"german-solo-17-1\"" in done.stderr
    assert output.read_bytes() == b"".join(lines[:10])

    # More lines than the input has records.
    short = tmp_path / "short.jsonl"
    short.write_text("".join(deals.read_text().splitlines(keepends=True)[:5]))
    done = dask_main(short, "--output", output, "--resume")
    assert done.returncode == 2
    assert "more lines than this input has records" in done.stderr
    assert output.read_bytes() == b"".join(lines[:10])

    # An index that is not the record's.
    output.write_bytes(lines[1])
    done = dask_main(deals, "--output", output, "--resume")
    assert done.returncode == 2
    assert "line 1 of the output has index 1 but its record here is 0" in done.stderr


def test_inputs_refused_as_batch_refuses_them(dask_main, tmp_path):
    deal_lines = tmp_path / "deals.txt"
    deal_lines.write_text("0:AK.Q.J.T KQ.J.T.9 QJ.T.9.8 JT.9.8.7\n")
    done = dask_main(deal_lines)
    assert done.returncode == 2 and "give the game with --game" in done.stderr
    done = dask_main(tmp_path / "missing.jsonl")
    assert done.returncode == 2 and "cannot open" in done.stderr


def test_scheduler_and_two_workers_as_on_several_machines(solo_deals, cluster, tmp_path):
    """docs/BATCH.md's walkthrough: the runner given --scheduler, the workers
    `dask worker` processes; one of them killed mid-run, the other takes over
    the chunks that were on it."""
    deals, expected = solo_deals
    output = tmp_path / "out.jsonl"
    run = dask_process(deals, "--scheduler", cluster.address, "--output", output, "--chunk-size", "8",
                       "--threads", "1", stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and (not output.exists() or output.stat().st_size < 12_000):
            time.sleep(0.005)
        os.killpg(cluster.workers["first"].pid, signal.SIGKILL)  # the worker and its nanny
        cluster.workers["first"].wait()
        written_before_the_kill = output.read_bytes().count(b"\n")
        _, errors = run.communicate(timeout=90)
    finally:
        if run.poll() is None:
            run.kill()
        cluster.workers["first"] = cluster.start_worker("first")  # for any test after this one
    assert run.returncode == 0, errors
    assert written_before_the_kill < 480, "the run ended before the kill"
    assert output.read_bytes().count(b"\n") == 480
    assert stable(output.read_bytes()) == stable(expected)
    scheduler_log = (cluster.directory / "scheduler.log").read_text()
    assert re.search(r"Remove worker <WorkerState '[^']*', name: first", scheduler_log)


def test_batch_function_matches_the_command(solo_deals, cluster, tmp_path):
    """soloist.dask.batch: the runner as a function, the same output as
    soloist batch; a bad option is exit code 2, not an exception."""
    deals, expected = solo_deals
    output = tmp_path / "function.jsonl"
    assert soloist.dask.batch([deals], str(output), scheduler=cluster.address, chunk_size=32) in (0, 1)
    assert stable(output.read_bytes()) == stable(expected)
    assert soloist.dask.batch([deals], str(tmp_path / "x.jsonl"), analysis="guess",
                              scheduler=cluster.address) == 2
