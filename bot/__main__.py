"""``python -m bot``: run the Discord bot."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from pydantic import ValidationError

from bot.cli.bot_options import parser
from bot.compiled import use_compiled_build
from bot.config import MissingPostgresError, MissingTokenError, load_settings


def problems(error: ValidationError) -> str:
    """The settings' problems in one line, each under its variable's name (no value shown)."""
    said = []
    for problem in error.errors():
        message = problem["msg"].removeprefix("Value error, ")
        names = "_".join(map(str, problem["loc"][:1])).upper()
        said.append(f"{names}: {message}" if names else message)
    return "; ".join(said)


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
