#!/bin/sh
# Builds the Python package `puzzlelab` into a virtual environment under target/ and runs its
# tests (python/tests, which also run examples/python), then lints its Rust with clippy.
#
#   python/run-tests.sh            # from anywhere; exits non-zero on any failure
#
# PYTHON picks the interpreter (python3 by default; 3.9 or later, with its venv module: on
# Debian the python3-venv package). CARGO_TARGET_DIR defaults to the repository's target/,
# so the puzzle crates are compiled once for the CLI and the package. Set
# PUZZLELAB_PY_CLIPPY=0 to skip clippy (CI's workspace clippy does not cover python/).
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-python3}
venv="$root/target/python-venv"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}"

fail() {
    echo "python/run-tests.sh: FAILED: $1" >&2
    exit 1
}

if [ ! -x "$venv/bin/python" ]; then
    echo "== creating $venv"
    "$python" -m venv "$venv" ||
        fail "could not create a virtual environment with $python (on Debian: apt-get install python3-venv)"
fi
py="$venv/bin/python"
# the build backend runs the `maturin` program: the one installed in the environment
export PATH="$venv/bin:$PATH"

# what the build and the tests need, installed once
"$py" -c "import maturin" 2>/dev/null ||
    "$py" -m pip install -q "maturin>=1.9.4,<2" || fail "pip install maturin"
"$py" -c "import pytest" 2>/dev/null ||
    "$py" -m pip install -q pytest || fail "pip install pytest"
"$py" -c "import aima3.search" 2>/dev/null ||
    "$py" -m pip install -q --no-deps aima3==1.0.11 || fail "pip install aima3==1.0.11"

echo "== building and installing python/ (CARGO_TARGET_DIR=$CARGO_TARGET_DIR)"
"$py" -m pip install -q --no-build-isolation --no-deps --force-reinstall "$root/python" ||
    fail "pip install ./python (the build)"

echo "== pytest python/tests"
# run from the repository root: python/ itself must not shadow the installed package
cd "$root"
"$venv/bin/pytest" -q python/tests || fail "pytest python/tests (see the failures above)"

if [ "${PUZZLELAB_PY_CLIPPY:-1}" != 0 ]; then
    echo "== cargo clippy (python/)"
    cargo clippy --manifest-path python/Cargo.toml --release -- -D warnings ||
        fail "cargo clippy on python/"
    cargo fmt --manifest-path python/Cargo.toml --check || fail "cargo fmt --check on python/"
fi
echo "python/run-tests.sh: all passed"
