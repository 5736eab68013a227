"""How the tool reports bad input: one line on stderr and a non-zero status."""

from __future__ import annotations

import sys

from bot.engine import ActionSyntaxError, IllegalActionError, InvalidDeckError, UnknownPresetError
from bot.engine.rules import UnknownHouseRuleError

# Errors caused by what the user typed, as opposed to bugs.
INPUT_ERRORS = (
    UnknownPresetError,
    UnknownHouseRuleError,
    InvalidDeckError,
    ActionSyntaxError,
    IllegalActionError,
)


def fail(message: str, status: int = 2) -> int:
    """Print ``koikoi: message`` to stderr and return ``status``."""
    print(f"koikoi: {message}", file=sys.stderr)
    return status
