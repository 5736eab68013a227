"""``python -m bot``: run the Discord bot."""

from __future__ import annotations

import sys

from pydantic import ValidationError

from bot.compiled import use_compiled_build
from bot.config import MissingTokenError, load_settings


def main() -> int:
    """Read the settings and run the bot until it is stopped."""
    try:
        settings = load_settings()
    except MissingTokenError as error:
        print(f"koikoi-bot: {error}", file=sys.stderr)
        return 2
    except ValidationError as error:
        problems = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in error.errors())
        print(f"koikoi-bot: invalid settings: {problems}", file=sys.stderr)
        return 2
    use_compiled_build()  # before the engine is imported
    from bot.app.runner import run_bot

    return run_bot(settings)


if __name__ == "__main__":
    sys.exit(main())
