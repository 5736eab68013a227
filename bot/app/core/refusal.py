"""A request turned down: raised wherever the rules or the state say no, answered in one place.

The adapter's control base class and command tree catch it and answer the member privately
with its text (an i18n key and its arguments); nothing changes.
"""

from __future__ import annotations

from typing import Any


class Refusal(Exception):
    """A request the bot turns down with a message (an i18n key), changing nothing."""

    def __init__(self, key: str, **args: Any) -> None:
        super().__init__(key)
        self.key = key
        self.args_ = args
