"""A run without a PostgreSQL server says, in its last lines, what it left out and how to run it."""

import os
import subprocess
import sys
from pathlib import Path

from testing.postgres import HOW_TO_RUN
from testing.store import POSTGRES_URL_VARIABLE

ROOT = Path(__file__).resolve().parents[1]


def test_a_run_without_a_server_ends_with_one_line_counting_the_skipped_postgresql_tests():
    env = {k: v for k, v in os.environ.items() if k not in (POSTGRES_URL_VARIABLE, "CI")}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:xdist",
         "tests/store/test_pg_backup.py", "tests/store/test_lock.py"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout
    said, result = done.stdout.strip().splitlines()[-2:]
    assert said.startswith("3 PostgreSQL tests skipped") and said.endswith(HOW_TO_RUN)
    assert "skipped" in result and "passed" in result
