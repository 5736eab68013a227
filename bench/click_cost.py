"""What a click costs, this checkout beside another (e.g. main), measured in turns.

Run from the project root::

    python -m bench.click_cost --against ../main [--runs 3] [--matches 20] [--turns 120]

Runs ``bench.load`` (``--matches`` members clicking ``--turns`` times each) ``--runs`` times
on each checkout, alternately (this one, the other, this one, ...), so both meet the same
machine; then prints each figure as min / median / max of the runs, side by side. The other
checkout's bot runs under this checkout's benchmark (copied aside), so both are measured the same
way; each runs its own compiled engine when ``koikoi compile-engine`` made one for it (the
first line of each column says which). Every CPU figure is CPU time from ``/proc``, not wall
time. ``--logs A B`` summarises the logs of earlier runs instead (A: this checkout's, B: the
other's, each a comma-separated list of files).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

FIGURES: tuple[tuple[str, str], ...] = (
    ("rules engine", r"^rules engine: (\w+)"),
    ("CPU per click, total (ms)", r"^CPU per click: ([\d.]+) ms in all"),
    ("  bot process (ms)", r"^CPU per click: [\d.]+ ms in all = bot ([\d.]+) ms"),
    ("  drawing processes (ms)", r"^CPU per click: .*\+ drawing ([\d.]+) ms$"),
    ("uploaded per click (KiB)", r"^bytes uploaded per click: ([\d.]+) KiB"),
    ("  table.png (KiB)", r"^bytes uploaded per click: .*table\.png ([\d.]+) KiB"),
    ("  hand.png (KiB)", r"^bytes uploaded per click: .*hand\.png ([\d.]+) KiB"),
    # A table or hand drawn over the match's last frame (draw_*), or in full (render_*).
    ("drawing CPU, table (ms a picture)", r"drawing CPU, (?:draw|render)_table: ([\d.]+) ms"),
    ("drawing CPU, hand (ms a picture)", r"drawing CPU, (?:draw|render)_hand: ([\d.]+) ms"),
    ("drawing CPU, round result (ms a picture)", r"drawing CPU, render_round_result: ([\d.]+) ms"),
    ("drawing CPU, match result (ms a picture)", r"drawing CPU, render_match_result: ([\d.]+) ms"),
    ("service RSS idle (MB)", r"^service RSS .*?: ([\d.]+) MB idle"),
    ("service RSS after the clicks (MB)", r"^service RSS .*?MB idle, ([\d.]+) MB after"),
    ("  drawing processes, after (MB)", r"^service RSS .*idle, ([\d.]+) MB after\)"),
    ("clicks per second", r"^clicks per second reached: ([\d.]+)"),
)


def figures(text: str) -> dict[str, str]:
    """The figures one ``bench.load`` output prints, by name."""
    found: dict[str, str] = {}
    for name, pattern in FIGURES:
        match = re.search(pattern, text, re.MULTILINE)
        if match:
            found[name] = match.group(1)
    return found


def spread(values: list[str]) -> str:
    """min / median / max of numbers (or the words, when they are words)."""
    try:
        numbers = [float(v) for v in values]
    except ValueError:
        return ", ".join(sorted(set(values)))
    if not numbers:
        return "-"
    return f"{min(numbers):.1f} / {statistics.median(numbers):.1f} / {max(numbers):.1f}"


def table(ours: list[str], theirs: list[str]) -> str:
    """A Markdown table of both checkouts' figures over their runs."""
    mine, other = [figures(t) for t in ours], [figures(t) for t in theirs]
    lines = [
        f"| figure (min / median / max of {len(ours)} and {len(theirs)} runs) | this | other |",
        "|---|---|---|",
    ]
    for name, _ in FIGURES:
        a = [f[name] for f in mine if name in f]
        b = [f[name] for f in other if name in f]
        if a or b:
            lines.append(f"| {name} | {spread(a)} | {spread(b)} |")
    return "\n".join(lines)


def _aside() -> Path:
    """This checkout's benchmark copied into a folder of its own, to run another's bot."""
    folder = Path(tempfile.mkdtemp(prefix="koikoi-bench-"))
    shutil.copytree(ROOT / "bench", folder / "bench")
    return folder


def run_load(checkout: Path | None, args: argparse.Namespace) -> str:
    """One ``bench.load`` run's output, of this checkout (None) or another one."""
    command = [
        sys.executable, "-m", "bench.load",
        "--matches", str(args.matches), "--turns", str(args.turns),
    ]  # fmt: skip
    env = dict(os.environ)
    cwd = ROOT
    if checkout is not None:
        bench = _aside()
        env["PYTHONPATH"] = str(checkout)  # its bot and its fake Discord; the bench from here
        cwd = bench
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, check=False)
    return done.stdout + done.stderr


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--against", type=Path, help="the other checkout (e.g. main's)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--turns", type=int, default=120)
    parser.add_argument("--logs", nargs=2, metavar=("OURS", "THEIRS"))
    parser.add_argument("--save", type=Path, help="a folder: keep each run's output there")
    args = parser.parse_args()
    if args.logs:
        ours = [Path(p).read_text() for p in args.logs[0].split(",")]
        theirs = [Path(p).read_text() for p in args.logs[1].split(",")]
    else:
        if args.against is None:
            parser.error("--against or --logs is needed")
        ours, theirs = [], []
        for number in range(1, args.runs + 1):
            for checkout, into in ((None, ours), (args.against.resolve(), theirs)):
                print(f"run {number}: {checkout or ROOT}", flush=True)
                into.append(run_load(checkout, args))
                if args.save:
                    args.save.mkdir(parents=True, exist_ok=True)
                    side = "this" if checkout is None else "other"
                    (args.save / f"{side}-{number}.log").write_text(into[-1])
    print(table(ours, theirs))


if __name__ == "__main__":
    main()
