"""``koikoi``: score piles, show rules, replay deals, and more, from the terminal."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

# Each module defines register(subparsers); its parser sets ``run`` (args -> exit status).
COMMANDS = (
    "score", "rules", "replay", "render", "simulate", "play", "review", "db", "compile",
)  # fmt: skip


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand registered."""
    parser = argparse.ArgumentParser(prog="koikoi", description=__doc__)
    subparsers = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name in COMMANDS:
        importlib.import_module(f"bot.cli.{name}").register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the tool; returns the process exit status."""
    args = build_parser().parse_args(argv)
    try:
        status: int = args.run(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # e.g. piped into head
        return 0
    return status


def entry() -> int:
    """The ``koikoi`` command: the compiled engine when it is current, then ``main``."""
    from bot.compiled import use_compiled_build

    use_compiled_build()
    return main()


if __name__ == "__main__":
    sys.exit(entry())
