"""``python -m bot``: its options, before any setting is read."""

import subprocess
import sys
from pathlib import Path

from bot.config import Settings

ROOT = Path(__file__).resolve().parents[1]


def _bot(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)}  # no token anywhere
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_help_prints_every_setting_and_exits_without_starting_the_bot(tmp_path):
    done = _bot(tmp_path, "--help")
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    for name in Settings.model_fields:
        assert name.upper() in done.stdout
    assert str(tmp_path / ".env") in done.stdout  # where the settings are read from


def test_an_unknown_option_is_refused_in_one_line_that_points_at_help(tmp_path):
    done = _bot(tmp_path, "--frobnicate")
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "--frobnicate" in lines[0] and "--help" in lines[0]
