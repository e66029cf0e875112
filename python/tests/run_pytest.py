"""ctest's entry to the Python tests: pytest over this directory, failing
clearly when pytest is missing or finds no tests (its exit code 5)."""

import pathlib
import sys

try:
    import pytest
except ImportError:
    sys.exit(f"{sys.executable} has no pytest: install python3-pytest (scripts/install-deps.sh)")

NO_TESTS_COLLECTED = 5

tests = pathlib.Path(__file__).resolve().parent
status = pytest.main(["-q", "-p", "no:cacheprovider", str(tests), *sys.argv[1:]])
if status == NO_TESTS_COLLECTED:
    sys.exit("pytest collected no tests: that is a failure here")
sys.exit(int(status))
