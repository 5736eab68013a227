"""The options of ``python -m bot``, for the admin at a terminal: ``--help`` lists every
setting with its default (the bot's members never read these words)."""

from __future__ import annotations

import argparse
from typing import NoReturn

from bot.config import env_file
from bot.config_help import settings_help


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # One line, not argparse's usage and error: the admin reads it in a service's log.
        self.exit(2, f"koikoi-bot: {message} (python -m bot --help lists the options)\n")


def parser() -> argparse.ArgumentParser:
    """The options of ``python -m bot``; its help lists every setting."""
    made = _Parser(
        prog="python -m bot",
        description="Run the Discord bot until SIGTERM or SIGINT. Its settings are read from "
        f"the environment, then from {env_file()} (the working directory's .env).",
        epilog="settings (variable, default, meaning):\n"
        + settings_help()
        + '\n\nexit statuses and what to do: docs/operations.md ("When it stops")',
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    made.add_argument(
        "--i-have-a-backup",
        action="store_true",
        help="on PostgreSQL, migrate a database an older bot wrote (take a backup first: "
        "koikoi db backup); the same as I_HAVE_A_BACKUP=true",
    )
    return made
