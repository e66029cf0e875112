"""python3 -m soloist.dask writes what soloist batch writes, byte for byte
(but for the time each record took): JSON Lines and PBN input, --resume
after a kill or a torn line, and a scheduler with workers started as
separate processes, as on several machines."""

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

TIME = re.compile(rb'"time_ms":[-+.0-9eE]+')


def untimed(text: bytes) -> bytes:
    """The output with every record's time_ms set to 0: the one part that differs run to run."""
    return TIME.sub(b'"time_ms":0', text)


def batch_output(tmp_path: pathlib.Path, *args: str) -> bytes:
    """What `soloist batch ARGS... --output F` writes to F."""
    path = tmp_path / "cli.jsonl"
    done = subprocess.run([str(soloist_binary()), "batch", *args, "--output", str(path), "--progress", "none"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode in (0, 1), done.stderr
    return path.read_bytes()


def dask_run(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "soloist.dask", *map(str, args), "--progress", "none"],
                          capture_output=True, text=True, env=dict(os.environ), timeout=timeout)


def test_dask_matches_batch_on_bridge_and_solo(tmp_path):
    files = [REPOSITORY / "data" / "bridge.jsonl", REPOSITORY / "data" / "german-solo.jsonl"]
    together = tmp_path / "together.jsonl"
    together.write_bytes(b"".join(path.read_bytes() for path in files))
    expected = batch_output(tmp_path, str(together))

    output = tmp_path / "dask.jsonl"
    done = dask_run(*files, "--output", output, "--chunk-size", "3")
    assert done.returncode == 0, done.stderr
    assert untimed(output.read_bytes()) == untimed(expected)
    assert len(expected.splitlines()) == sum(len(path.read_bytes().splitlines()) for path in files)


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


def test_dask_reads_pbn_as_batch_does(cli, tmp_path):
    deals = tmp_path / "deals.txt"
    deals.write_text(subprocess.run([str(soloist_binary()), "deal", "--game", "bridge", "--count", "20", "--seed", "3",
                                     "--format", "pbn"], capture_output=True, text=True, check=True).stdout)
    pbn = tmp_path / "club.pbn"
    write_pbn(pbn, deals.read_text().splitlines())
    expected = batch_output(tmp_path, str(pbn))
    results = [json.loads(line) for line in expected.splitlines()]
    assert len(results) == 20
    assert results[7]["field"] == "Deal" and results[7]["id"] == "8"
    assert results[3]["id"] == "4" and results[3]["contract"]["type"] == "5D"

    output = tmp_path / "dask.jsonl"
    done = dask_run(pbn, "--output", output, "--chunk-size", "3")
    assert done.returncode == 1, done.stderr  # the game without a Deal tag
    assert untimed(output.read_bytes()) == untimed(expected)

    tables = tmp_path / "tables.jsonl"
    done = dask_run(pbn, "--analysis", "table", "--output", tables, "--chunk-size", "7")
    assert done.returncode == 1, done.stderr
    assert untimed(tables.read_bytes()) == untimed(batch_output(tmp_path, str(pbn), "--analysis", "table"))


@pytest.fixture(scope="module")
def solo_deals(tmp_path_factory):
    """1,200 German Solo deals and soloist batch's output for them."""
    directory = tmp_path_factory.mktemp("resume")
    deals = directory / "deals.jsonl"
    deals.write_text(subprocess.run([str(soloist_binary()), "deal", "--game", "german-solo", "--contract",
                                     "solo,tout,frog", "--count", "1200", "--seed", "17"],
                                    capture_output=True, text=True, check=True).stdout)
    return deals, batch_output(directory, str(deals))


def test_resume_after_a_kill_loses_and_duplicates_nothing(solo_deals, tmp_path):
    deals, expected = solo_deals
    output = tmp_path / "out.jsonl"
    run = subprocess.Popen([sys.executable, "-m", "soloist.dask", str(deals), "--output", str(output),
                            "--chunk-size", "4", "--threads", "1", "--workers", "1", "--progress", "none"],
                           stderr=subprocess.DEVNULL, env=dict(os.environ), start_new_session=True)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and (not output.exists() or output.stat().st_size < 40_000):
            time.sleep(0.01)
    finally:
        os.killpg(run.pid, signal.SIGKILL)  # the runner and its LocalCluster's processes
        run.wait()
    assert run.returncode == -signal.SIGKILL
    before = output.read_bytes()
    assert 100 < before.count(b"\n") < 1200, "the kill did not land mid-run"

    done = dask_run(deals, "--output", output, "--resume", "--chunk-size", "50")
    assert done.returncode == 0, done.stderr
    after = output.read_bytes()
    assert after.startswith(before[:before.rfind(b"\n") + 1])
    assert untimed(after) == untimed(expected)


def test_resume_after_a_torn_line_and_on_a_finished_run(solo_deals, tmp_path):
    deals, expected = solo_deals
    lines = expected.splitlines(keepends=True)
    output = tmp_path / "out.jsonl"
    # Torn without its newline, and torn with one (a line that does not parse).
    for torn in (lines[300][:50], lines[300][:50] + b"\n"):
        output.write_bytes(b"".join(lines[:300]) + torn)
        done = dask_run(deals, "--output", output, "--resume", "--chunk-size", "100")
        assert done.returncode == 0, done.stderr
        assert "cut off a torn last line" in done.stderr
        assert "900 records (300 kept" in done.stderr
        assert untimed(output.read_bytes()) == untimed(expected)
    # A finished run: nothing added.
    done = dask_run(deals, "--output", output, "--resume")
    assert done.returncode == 0, done.stderr
    assert "0 records (1200 kept" in done.stderr
    assert untimed(output.read_bytes()) == untimed(expected)


def test_resume_refuses_another_input(solo_deals, tmp_path):
    deals, expected = solo_deals
    lines = expected.splitlines(keepends=True)
    output = tmp_path / "out.jsonl"

    other = tmp_path / "other.jsonl"  # the same deals but the first
    other.write_text("".join(deals.read_text().splitlines(keepends=True)[1:]))
    output.write_bytes(b"".join(lines[:10]))
    done = dask_run(other, "--output", output, "--resume")
    assert done.returncode == 2
    assert "--resume: line 1 of the output has id \"german-solo-17-0\" but its record here (index 0) " \
           "has id \"german-solo-17-1\"" in done.stderr
    assert output.read_bytes() == b"".join(lines[:10])

    # More lines than the input has records.
    short = tmp_path / "short.jsonl"
    short.write_text("".join(deals.read_text().splitlines(keepends=True)[:5]))
    done = dask_run(short, "--output", output, "--resume")
    assert done.returncode == 2
    assert "more lines than this input has records" in done.stderr
    assert output.read_bytes() == b"".join(lines[:10])

    # An index that is not the record's.
    output.write_bytes(lines[1])
    done = dask_run(deals, "--output", output, "--resume")
    assert done.returncode == 2
    assert "line 1 of the output has index 1 but its record here is 0" in done.stderr


def test_inputs_refused_as_batch_refuses_them(tmp_path):
    deal_lines = tmp_path / "deals.txt"
    deal_lines.write_text("0:AK.Q.J.T KQ.J.T.9 QJ.T.9.8 JT.9.8.7\n")
    done = dask_run(deal_lines)
    assert done.returncode == 2 and "give the game with --game" in done.stderr
    done = dask_run(tmp_path / "missing.jsonl")
    assert done.returncode == 2 and "cannot open" in done.stderr


def start(command: list, log: pathlib.Path) -> subprocess.Popen:
    return subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=log.open("w"), env=dict(os.environ),
                            start_new_session=True)


def stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


def test_scheduler_and_two_workers_as_on_several_machines(solo_deals, tmp_path):
    """docs/BATCH.md's walkthrough on one machine: `dask scheduler`, two
    `dask worker`s, the runner given --scheduler; one worker is killed
    mid-run and the other finishes its chunks."""
    deals, expected = solo_deals
    scheduler_file = tmp_path / "scheduler.json"
    dask = [sys.executable, "-m", "dask"]  # the `dask` command, on this interpreter
    processes = [start([*dask, "scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard",
                        "--scheduler-file", str(scheduler_file)], tmp_path / "scheduler.log")]
    try:
        deadline = time.monotonic() + 30
        while not scheduler_file.exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        address = json.loads(scheduler_file.read_text())["address"]
        for name in ("first", "second"):
            processes.append(start([*dask, "worker", address, "--name", name, "--nthreads", "1",
                                    "--no-dashboard"], tmp_path / f"{name}.log"))
        output = tmp_path / "out.jsonl"
        run = subprocess.Popen([sys.executable, "-m", "soloist.dask", str(deals), "--scheduler", address,
                                "--output", str(output), "--chunk-size", "4", "--threads", "1",
                                "--progress", "none"], stderr=subprocess.PIPE, text=True, env=dict(os.environ))
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and (not output.exists() or output.stat().st_size < 30_000):
            time.sleep(0.01)
        os.killpg(processes[1].pid, signal.SIGKILL)  # the first worker and its nanny
        processes[1].wait()
        _, errors = run.communicate(timeout=60)
        assert run.returncode == 0, errors
        assert untimed(output.read_bytes()) == untimed(expected)
        second_log = (tmp_path / "second.log").read_text()
        assert "Starting Worker" in second_log
    finally:
        for process in reversed(processes):
            stop(process)
