"""Actions a player takes, and their text form ('play:12', 'take:13', 'koikoi', 'stop')."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from bot.engine.cards import DECK_SIZE

Verb = Literal["play", "take", "koikoi", "stop", "forfeit"]
_CARD_VERBS = ("play", "take")


class ActionSyntaxError(ValueError):
    """Raised for text that is not an action."""


@dataclass(frozen=True, slots=True)
class Action:
    """One decision: play a hand card, take a field card, call koi-koi, stop, or forfeit.

    ``arg`` is the card for ``play``/``take`` and the seat for ``forfeit``.
    """

    verb: Verb
    arg: int | None = None

    def __str__(self) -> str:
        return self.verb if self.arg is None else f"{self.verb}:{self.arg}"

    @property
    def card(self) -> int:
        """The card of a play or take."""
        assert self.arg is not None and self.verb in _CARD_VERBS
        return self.arg

    @staticmethod
    def parse(text: str) -> Action:
        """Read an action from its text form; raises ActionSyntaxError."""
        verb, _, arg = text.strip().partition(":")
        if verb in ("koikoi", "stop") and not arg:
            return KOIKOI if verb == "koikoi" else STOP
        if verb in _CARD_VERBS:
            if not arg.isdigit() or not 0 <= int(arg) < DECK_SIZE:
                raise ActionSyntaxError(f"{text!r}: the card must be an id from 0 to 47")
            return PLAYS[int(arg)] if verb == "play" else TAKES[int(arg)]
        if verb == "forfeit" and arg in ("0", "1"):
            return Action("forfeit", int(arg))
        raise ActionSyntaxError(
            f"{text!r} is not an action (expected play:ID, take:ID, koikoi, stop or forfeit:SEAT)"
        )


PLAYS: tuple[Action, ...] = tuple(Action("play", c) for c in range(DECK_SIZE))
TAKES: tuple[Action, ...] = tuple(Action("take", c) for c in range(DECK_SIZE))
KOIKOI = Action("koikoi")
STOP = Action("stop")
