"""``koikoi review``: the expert's review of one player's decisions in a finished match, as JSON.

The match comes from the bot's database (``--db PATH --match N``) or from a match log file: a
JSON object with ``rules`` (a preset name or a full rule set), ``seed``, ``actions`` and
optionally ``birth_months``, such as ``Match.to_dict`` writes.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path
from typing import Any

from bot.cli.errors import fail
from bot.engine import ActionSyntaxError, IllegalActionError, UnknownPresetError
from bot.engine.players import Player
from bot.i18n import LOCALES
from bot.review import MatchLog, MatchReview, Reviewer, review_match
from bot.review.judge import REVIEW_PLAYOUTS
from bot.review.wording import action_text, reason_text, summary_lines


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``review`` subcommand."""
    p = subparsers.add_parser("review", help="review a finished match", description=__doc__)
    source = p.add_mutually_exclusive_group(required=True)
    source.add_argument("--db", help="the bot's SQLite database (with --match)")
    source.add_argument("--log", help="a match log JSON file ('-' reads stdin)")
    p.add_argument("--match", type=int, help="the match id in the database")
    who = p.add_mutually_exclusive_group()
    who.add_argument("--seat", type=int, choices=(0, 1), help="the seat to review")
    who.add_argument("--member", type=int, help="the member (user id) to review")
    p.add_argument(
        "--playouts",
        type=int,
        default=REVIEW_PLAYOUTS,
        help=f"expert playouts per decision (default: {REVIEW_PLAYOUTS})",
    )
    p.add_argument("--seed", type=int, default=0, help="the reviewer's seed (default: 0)")
    p.add_argument("--locale", default="en", choices=LOCALES, help="language of the reasons")
    p.add_argument("--progress", action="store_true", help="report progress on stderr")
    p.set_defaults(run=run)


def _stored(path: str, match_id: int) -> tuple[MatchLog, tuple[Player, Player]]:
    """The log and players of a stored match (the database must exist)."""
    from bot.store.errors import DamagedMatchError, MatchNotFoundError
    from bot.store.store import Store

    async def read() -> tuple[MatchLog, tuple[Player, Player]]:
        async with await Store.open(path) as store:
            restored = await store.restore(match_id, mark_damaged=False)
        return MatchLog.of(restored.match), restored.record.players

    try:
        return asyncio.run(read())
    except (MatchNotFoundError, DamagedMatchError) as error:
        raise LookupError(str(error)) from None


def _seat(args: argparse.Namespace, players: tuple[Player, Player] | None) -> int:
    """The seat to review: asked for, the member's, or the only member's at the table."""
    if args.seat is not None:
        return int(args.seat)
    if players is None:
        if args.member is not None:
            raise LookupError("--member needs --db; give --seat with a log file")
        return 0
    members = [s for s in (0, 1) if players[s].user_id is not None]
    if args.member is not None:
        members = [s for s in members if players[s].user_id == args.member]
        if not members:
            raise LookupError(f"member {args.member} did not play in this match")
    if len(members) != 1:
        raise LookupError("two members played: say which with --seat or --member")
    return members[0]


def _opponent(players: tuple[Player, Player] | None, seat: int) -> str:
    """How the reasons name the opponent."""
    if players is None:
        return "CPU"
    other = players[1 - seat]
    return "CPU" if other.user_id is None else f"#{other.user_id % 10000:04d}"


def review_json(review: MatchReview, locale: str, opponent: str) -> dict[str, Any]:
    """The review as printed: its data, with the summary and every reason in words."""
    data = review.to_dict()
    data["summary"] = summary_lines(locale, review)
    for entry, judged in zip(data["decisions"], review.decisions, strict=True):
        entry["why"] = reason_text(locale, judged.reason, judged.best, opponent)
        entry["better_text"] = action_text(locale, judged.best)
    return data


def run(args: argparse.Namespace) -> int:
    """Load the match, review the seat's decisions and print JSON."""
    if args.playouts < 1:
        return fail("--playouts must be at least 1")
    players: tuple[Player, Player] | None = None
    try:
        if args.db is not None:
            if args.match is None:
                return fail("--db needs --match N")
            if not Path(args.db).is_file():
                return fail(f"no database at {args.db}")
            log, players = _stored(args.db, args.match)
        else:
            text = sys.stdin.read() if args.log == "-" else Path(args.log).read_text("utf-8")
            log = MatchLog.from_json(text)
            log.replay()  # a log that does not replay is refused before any work
        seat = _seat(args, players)
    except (OSError, ValueError, LookupError) as error:
        return fail(str(error))
    except (UnknownPresetError, ActionSyntaxError, IllegalActionError) as error:
        return fail(str(error))

    def progress(done: int, total: int) -> None:
        print(f"reviewed {done}/{total}", file=sys.stderr)

    reviewer = Reviewer(seed=args.seed, playouts=args.playouts)
    review = review_match(log, seat, reviewer, progress if args.progress else None)
    data = review_json(review, args.locale, _opponent(players, seat))
    if args.match is not None:
        data["match"] = args.match
    print(json.dumps(data, ensure_ascii=False, indent=1))
    return 0
