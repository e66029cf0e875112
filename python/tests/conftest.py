"""Shared by the tests: where the samples and the soloist CLI are, and how
to compare results."""

import json
import os
import pathlib
import re
import signal
import subprocess
import sys
import time

import pytest

import soloist

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
DATA_FILES = sorted((REPOSITORY / "data").glob("*.jsonl"))


def soloist_binary() -> pathlib.Path:
    given = os.environ.get("SOLOIST_BINARY")
    if given:
        return pathlib.Path(given)
    # PYTHONPATH=build/python: the CLI is build/bin/soloist.
    return pathlib.Path(soloist.__file__).resolve().parents[2] / "bin" / "soloist"


def run_cli(*args: str) -> list:
    """The JSON lines `soloist ARGS...` prints."""
    done = subprocess.run([str(soloist_binary()), *args], capture_output=True, text=True)
    assert done.returncode in (0, 1), done.stderr
    return [json.loads(line) for line in done.stdout.splitlines() if line.strip()]


def read_problems(path: pathlib.Path) -> list:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def without_time(result: dict) -> dict:
    """The result without stats.time_ms, the one field that differs run to run."""
    result = json.loads(json.dumps(result))
    if isinstance(result.get("stats"), dict):
        result["stats"].pop("time_ms", None)
    return result


def without_stats(result: dict) -> dict:
    return {key: value for key, value in result.items() if key != "stats"}


@pytest.fixture(scope="session")
def cli():
    if not soloist_binary().exists():
        pytest.fail(f"no soloist CLI at {soloist_binary()} (set SOLOIST_BINARY)")
    return run_cli


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


class Cluster:
    """docs/BATCH.md's set-up on one machine: `dask scheduler` and two `dask
    worker` processes (through `python3 -m dask`, the same command on this
    interpreter), each in a process group of its own."""

    DASK = [sys.executable, "-m", "dask"]

    def __init__(self, directory: pathlib.Path) -> None:
        self.directory = directory
        scheduler_file = directory / "scheduler.json"
        self.scheduler = start([*self.DASK, "scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard",
                                "--scheduler-file", str(scheduler_file)], directory / "scheduler.log")
        self.workers = {}
        try:
            self.address = self.scheduler_address(scheduler_file)
            for name in ("first", "second"):
                self.workers[name] = self.start_worker(name)
        except BaseException:
            self.close()
            raise

    def scheduler_address(self, scheduler_file: pathlib.Path) -> str:
        """The address the scheduler writes to its file once it listens (the
        file may be seen empty while being written)."""
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            assert self.scheduler.poll() is None, (self.directory / "scheduler.log").read_text()
            try:
                return json.loads(scheduler_file.read_text())["address"]
            except (FileNotFoundError, ValueError, KeyError):
                time.sleep(0.05)
        raise AssertionError("the scheduler wrote no address: " + (self.directory / "scheduler.log").read_text())

    def start_worker(self, name: str) -> subprocess.Popen:
        return start([*self.DASK, "worker", self.address, "--name", name, "--nthreads", "1", "--no-dashboard"],
                     self.directory / f"{name}.log")

    def wait_for_workers(self) -> None:
        """Until the scheduler has registered every worker (read from its log:
        a Client here would leave a pending timeout behind at exit)."""
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            log = (self.directory / "scheduler.log").read_text()
            if all(re.search(f"Register worker <WorkerState '[^']*', name: {name}", log) for name in self.workers):
                return
            time.sleep(0.1)
        raise AssertionError("the workers did not register: " + log)

    def close(self) -> None:
        for worker in self.workers.values():
            stop(worker)
        stop(self.scheduler)


@pytest.fixture(scope="session")
def cluster(tmp_path_factory):
    """One Dask cluster for every test that needs one: starting Dask processes takes seconds."""
    cluster = Cluster(tmp_path_factory.mktemp("cluster"))
    try:
        cluster.wait_for_workers()
        yield cluster
    finally:
        cluster.close()
