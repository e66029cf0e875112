"""The user install docs/PYTHON.md gives: `cmake --install build --component
python --prefix ~/.local`, then `import soloist` and `python3 -m
soloist.dask` work for the interpreter without PYTHONPATH. The test installs
under a temporary PYTHONUSERBASE, which that interpreter reads as it reads
~/.local."""

import json
import os
import pathlib
import shutil
import subprocess
import sys

import pytest

import soloist
from conftest import REPOSITORY, without_stats

BUILD = pathlib.Path(soloist.__file__).resolve().parents[2]


def user_environment(user_base: pathlib.Path) -> dict:
    environment = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    environment["PYTHONUSERBASE"] = str(user_base)
    return environment


@pytest.fixture(scope="module")
def user_base(tmp_path_factory) -> pathlib.Path:
    """A user base with the package installed as docs/PYTHON.md says."""
    cmake = shutil.which("cmake")
    assert cmake, "cmake is needed to install (scripts/install-deps.sh)"
    base = tmp_path_factory.mktemp("install") / "user"
    installed = subprocess.run([cmake, "--install", str(BUILD), "--component", "python", "--prefix", str(base)],
                               capture_output=True, text=True)
    assert installed.returncode == 0, installed.stderr
    return base


def test_user_install_imports_without_pythonpath(user_base, cli, tmp_path):
    environment = user_environment(user_base)
    user_site = subprocess.run([sys.executable, "-c", "import site; print(site.getusersitepackages())"],
                               capture_output=True, text=True, check=True, env=environment).stdout.strip()
    package = pathlib.Path(user_site) / "soloist"
    names = sorted(path.name for path in package.iterdir())
    assert [name for name in names if not name.startswith("_soloist.")] == \
        ["__init__.py", "__init__.pyi", "dask.py", "py.typed"]
    assert len(names) == 5 and any(name.startswith("_soloist.") and name.endswith(".so") for name in names)

    # Solved in the subprocess and by the CLI, not here: a solve on this
    # thread would leave the deal in its table, and later tests count nodes.
    problem = (REPOSITORY / "data" / "bridge.jsonl").read_text().splitlines()[0]
    (tmp_path / "problem.json").write_text(problem)
    script = ("import json, sys, soloist; print(soloist.__file__); "
              "print(json.dumps(soloist.solve(json.loads(sys.argv[1]))))")
    done = subprocess.run([sys.executable, "-c", script, problem], capture_output=True, text=True,
                          env=environment, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    where, result = done.stdout.splitlines()
    assert pathlib.Path(where).parent == package
    expected = cli("solve", str(tmp_path / "problem.json"))
    assert [without_stats(json.loads(result))] == [without_stats(r) for r in expected]


def test_user_install_runs_the_dask_batch(user_base, cluster, cli, tmp_path):
    pytest.importorskip("distributed", reason="python3-distributed (scripts/install-deps.sh)")
    deals = tmp_path / "deals.jsonl"
    deals.write_text("".join((REPOSITORY / "data" / "german-solo.jsonl").read_text().splitlines(keepends=True)[:6]))
    output = tmp_path / "out.jsonl"
    done = subprocess.run([sys.executable, "-m", "soloist.dask", str(deals), "--scheduler", cluster.address,
                           "--output", str(output), "--chunk-size", "2"],
                          capture_output=True, text=True, env=user_environment(user_base), cwd=tmp_path, timeout=60)
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in output.read_text().splitlines()]
    assert [r["index"] for r in results] == list(range(6))
    assert [without_stats(r) for r in results] == \
        [without_stats(r) for r in cli("batch", str(deals), "--progress", "none")]
