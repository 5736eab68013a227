"""``koikoi replay``: play one round from a given card order and print its state as JSON; or,
with ``--log`` or ``--db``, write a finished match's animated replay (``bot.cli.animation``)."""

from __future__ import annotations

import argparse
import json
from typing import Any

from bot.cli import animation
from bot.cli.errors import fail
from bot.cli.house import add_house_argument, rules_of
from bot.engine import (
    Action,
    ActionSyntaxError,
    IllegalActionError,
    InvalidDeckError,
    Round,
    UnknownPresetError,
)
from bot.engine.cards import cards_of
from bot.engine.rules import UnknownHouseRuleError


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``replay`` subcommand."""
    p = subparsers.add_parser(
        "replay",
        help="replay a round from a card order, or write a finished match's replay as a GIF",
        description=__doc__ + " The 48 ids are dealt in order: 8 to the dealer (seat 0, who "
        "moves first), 8 to seat 1, 8 to the field; the other 24 form the draw pile, top first.",
    )
    p.add_argument("--rules", default="standard", help="rule preset (default: standard)")
    p.add_argument("--deck", help="48 comma-separated card ids")
    p.add_argument("--month", type=int, default=1, help="the round's month (default: 1)")
    p.add_argument("actions", nargs="*", help="play:ID, take:ID, koikoi or stop, in order")
    add_house_argument(p)
    animation.add_arguments(p)
    p.set_defaults(run=run)


def round_state(round_: Round) -> dict[str, Any]:
    """The JSON state the tool prints."""
    result = round_.result
    return {
        "month": round_.month,
        "to_move": round_.to_move,
        "pending": None if round_.over else round_.phase.value,
        "legal": [str(a) for a in round_.legal_actions()],
        "hands": [cards_of(h) for h in round_.hands],
        "field": cards_of(round_.field),
        "captures": [cards_of(c) for c in round_.captures],
        "draw_pile": len(round_.draw_pile),
        "koikoi_calls": list(round_.koikoi_calls),
        "yaku": [[{"key": y.key, "points": y.points} for y in round_.yaku_of(s)] for s in (0, 1)],
        "round_over": round_.over,
        "result": None if result is None else {
            "winner": result.winner,
            "points": list(result.points),
            "redeal": result.redeal,
            "end": result.end,
            "base": result.base,
            "multiplier": result.multiplier,
        },
    }  # fmt: skip


def _parse_deck(text: str) -> list[int]:
    parts = [p.strip() for p in text.split(",") if p.strip()]
    if not all(p.isdigit() for p in parts):
        raise InvalidDeckError("the deck is 48 card ids (0-47) separated by commas")
    return [int(p) for p in parts]


def run(args: argparse.Namespace) -> int:
    """Deal the deck, apply the actions and print the state (or write a saved match's replay)."""
    if args.deck is None:
        return animation.run(args)
    if not 1 <= args.month <= 12:
        return fail("--month must be from 1 to 12")
    try:
        rules = rules_of(args.rules, args.house)
        round_ = Round(rules, _parse_deck(args.deck), dealer=0, month=args.month)
    except (UnknownPresetError, UnknownHouseRuleError, InvalidDeckError) as error:
        return fail(str(error))
    for position, text in enumerate(args.actions, start=1):
        try:
            round_.apply(Action.parse(text))
        except IllegalActionError as error:  # its message lists the legal actions
            return fail(f"action {position}: {error}", status=1)
        except ActionSyntaxError as error:
            legal = ", ".join(str(a) for a in round_.legal_actions()) or "none"
            return fail(f"action {position}: {error} (legal: {legal})", status=1)
    print(json.dumps(round_state(round_)))
    return 0
