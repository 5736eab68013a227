"""``koikoi score``: the yaku a capture pile forms under a preset."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from bot.cli.errors import fail
from bot.cli.house import add_house_argument, house_text, rules_of
from bot.engine import UnknownPresetError, score
from bot.engine.cards import DECK_SIZE, mask_of
from bot.engine.rules import UnknownHouseRuleError, house_rules_played
from bot.engine.scoring import base_points


class PileError(ValueError):
    """A capture pile that cannot exist."""


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``score`` subcommand."""
    p = subparsers.add_parser("score", help="score a capture pile", description=__doc__)
    p.add_argument("--rules", default="standard", help="rule preset (default: standard)")
    p.add_argument("--month", type=int, default=1, help="the round's month, 1-12 (default: 1)")
    p.add_argument("--jsonl", action="store_true", help="read one JSON request a line on stdin")
    p.add_argument("cards", nargs="*", help="card ids 0-47")
    add_house_argument(p)
    p.set_defaults(run=run)


def score_pile(rules_name: str, month: Any, cards: Any, house: Any = ()) -> dict[str, Any]:
    """The JSON result for one pile under a preset with house rules (RULE=CHOICE texts, or a
    mapping): its yaku and their total, and where house rules are played, which, and the total
    as it scores before koi-koi (``base``: 7 points or more doubled, where so played); raises
    PileError, UnknownPresetError or UnknownHouseRuleError on bad input."""
    if not isinstance(house, dict | list | tuple):
        raise PileError("house must be an object of house rule to choice")
    rules = rules_of(str(rules_name), house)
    if not isinstance(month, int) or isinstance(month, bool) or not 1 <= month <= 12:
        raise PileError(f"month must be a whole number from 1 to 12, got {month!r}")
    if not isinstance(cards, list):
        raise PileError("cards must be a list of card ids")
    for card in cards:
        if not isinstance(card, int) or isinstance(card, bool) or not 0 <= card < DECK_SIZE:
            raise PileError(f"card ids are whole numbers from 0 to 47, got {card!r}")
    if len(set(cards)) != len(cards):
        twice = next(c for c in cards if cards.count(c) > 1)
        raise PileError(f"card {twice} appears twice")
    yaku = score(mask_of(cards), rules, month)
    total = sum(y.points for y in yaku)
    answer: dict[str, Any] = {
        "yaku": [{"key": y.key, "points": y.points} for y in yaku],
        "total": total,
    }
    if house_rules_played(rules):  # the answer without house rules stays as it always was
        answer |= {"base": base_points(rules, total), "house": house_text(rules)}
    return answer


def _parse_ids(texts: list[str]) -> list[int]:
    ids = []
    for text in texts:
        if not text.lstrip("-").isdigit():
            raise PileError(f"card ids are whole numbers from 0 to 47, got {text!r}")
        ids.append(int(text))
    return ids


def run(args: argparse.Namespace) -> int:
    """Score the pile on the command line, or each JSON line of stdin with --jsonl."""
    if args.jsonl:
        return _run_jsonl()
    try:
        result = score_pile(args.rules, args.month, _parse_ids(args.cards), args.house)
    except (PileError, UnknownPresetError, UnknownHouseRuleError) as error:
        return fail(str(error))
    print(json.dumps(result))
    return 0


def _run_jsonl() -> int:
    for number, line in enumerate(sys.stdin, start=1):
        if not line.strip():
            continue
        try:
            request = json.loads(line)
            if not isinstance(request, dict):
                raise PileError("each line must be a JSON object")
            result = score_pile(
                request.get("rules", "standard"),
                request.get("month", 1),
                request.get("cards"),
                request.get("house", {}),
            )
        except json.JSONDecodeError as error:
            result = {"error": f"line {number}: malformed JSON ({error.msg})"}
        except (PileError, UnknownPresetError, UnknownHouseRuleError) as error:
            result = {"error": f"line {number}: {error}"}
        print(json.dumps(result), flush=True)
    return 0
