#!/usr/bin/env bash
# Installs the Debian packages soloist needs to build, test and benchmark.
# Idempotent: does nothing when everything is already installed.
set -euo pipefail

packages=(
  build-essential cmake
  libboost-program-options-dev libtbb-dev nlohmann-json3-dev
  libgtest-dev libbenchmark-dev libdds-dev
  time  # /usr/bin/time: peak memory in scripts/bench.sh
  parallel  # GNU parallel: docs/BATCH.md's examples are run by tests/batch_cli_test.cpp
  pybind11-dev python3-dev  # the `import soloist` module (python/)
  python3-pytest python3-distributed  # python/tests; soloist.dask
  chromium  # headless, for tests/browser: the --format html pages in a real browser
  clang libclang-rt-dev  # libFuzzer and clang's sanitizer runtimes: scripts/fuzz.sh
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "installing: ${missing[*]}" >&2
$sudo apt-get update
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y "${missing[@]}"
