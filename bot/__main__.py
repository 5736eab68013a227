"""``python -m bot``: run the Discord bot."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

from pydantic import ValidationError

from bot.compiled import use_compiled_build
from bot.config import MissingPostgresError, MissingTokenError, env_file, load_settings
from bot.config_help import settings_help


def problems(error: ValidationError) -> str:
    """The settings' problems in one line, each under its variable's name (no value shown)."""
    said = []
    for problem in error.errors():
        message = problem["msg"].removeprefix("Value error, ")
        names = "_".join(map(str, problem["loc"][:1])).upper()
        said.append(f"{names}: {message}" if names else message)
    return "; ".join(said)


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


def main(argv: Sequence[str] | None = None) -> int:
    """Read the options and settings and run the bot until it is stopped."""
    options = parser().parse_args(sys.argv[1:] if argv is None else argv)
    try:
        settings = load_settings()
    except (MissingTokenError, MissingPostgresError) as error:
        print(f"koikoi-bot: {error}", file=sys.stderr)
        return 2
    except ValidationError as error:
        print(f"koikoi-bot: invalid settings: {problems(error)}", file=sys.stderr)
        return 2
    if options.i_have_a_backup:
        settings = settings.model_copy(update={"i_have_a_backup": True})
    use_compiled_build()  # before the engine is imported
    from bot.app.run.runner import run_bot

    return run_bot(settings)


if __name__ == "__main__":
    sys.exit(main())
