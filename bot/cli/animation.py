"""``koikoi replay --log FILE | --db PATH --match N``: the bot's animated replay of a finished
match, or of one of its rounds, written as a GIF file.

The match comes from a match log file (a JSON object with ``rules``, ``seed``, ``actions`` and
optionally ``birth_months``, as ``Match.to_dict`` writes it; ``-`` reads stdin) or from the
bot's SQLite database. Without ``--seat`` the replay is the public one (no hand shown). A stored
match's turn time given back (the bot slow to show a hand) is printed, a line a turn.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, TypeAlias

from bot.cli.errors import fail
from bot.engine import ActionSyntaxError, IllegalActionError, UnknownPresetError
from bot.engine.players import Player
from bot.i18n import LOCALES, t
from bot.replay.reel import ReplayOrder, TooLong, draw_replay
from bot.replay.scenes import LENGTHS, PlayedMatch, Span
from bot.review import MatchLog

if TYPE_CHECKING:  # the store is imported only when a database is read
    from bot.store.given_back import GivenBack

    Played: TypeAlias = tuple[PlayedMatch, tuple[Player, Player] | None, list[GivenBack]]


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The options of the animated replay (beside the card-order form's ``--deck``)."""
    p.add_argument("--log", help="a finished match's log JSON file ('-' reads stdin)")
    p.add_argument("--db", help="the bot's SQLite database (with --match)")
    p.add_argument("--match", type=int, help="the match id in the database")
    p.add_argument("--out", help="the GIF file to write (with --log or --db)")
    p.add_argument("--length", choices=LENGTHS, default="match", help="default: match")
    p.add_argument("--round", type=int, help="the round to show (--length round; default: last)")
    p.add_argument("--seat", type=int, choices=(0, 1), help="a player's own replay (their hand)")
    p.add_argument("--names", help="the players' names, comma-separated")
    p.add_argument("--locale", default="en", choices=LOCALES, help="language of the words")


def run(args: argparse.Namespace) -> int:
    """Write the replay of the saved match, and say what was written on stderr."""
    if (args.log is None) == (args.db is None):
        return fail("give one of --deck, --log or --db")
    if args.out is None:
        return fail("--out FILE.gif: where to write the replay")
    try:
        played, players, given = _played(args)
        names = _names(args.names, players)
        order = ReplayOrder(played, Span(args.length, args.round), names, args.locale, args.seat)
        started = time.process_time()
        gif = draw_replay(order)
    except (OSError, ValueError, LookupError) as error:  # TooLong is a ValueError
        hint = " (a round, --length round, is shorter)" if isinstance(error, TooLong) else ""
        return fail(f"{error}{hint}")
    except (UnknownPresetError, ActionSyntaxError, IllegalActionError) as error:
        return fail(str(error))
    Path(args.out).write_bytes(gif)
    seconds = time.process_time() - started
    print(f"wrote {args.out}: {len(gif):,} bytes, {seconds:.1f} s of CPU", file=sys.stderr)
    for each in given:
        print(_given_back_line(each, names, args.locale))
    return 0


def _given_back_line(each: GivenBack, names: tuple[str, str], locale: str) -> str:
    """One turn's time given back, as the bot's replays say it."""
    seconds = f"{each.seconds:.1f}"
    name = names[each.seat]
    return t(locale, "replay-time-given-back", move=each.seq + 1, seconds=seconds, name=name)


def _played(args: argparse.Namespace) -> Played:
    """The finished match to replay, its players and its time given back where the database
    knows them."""
    if args.db is not None:
        if args.match is None:
            raise LookupError("--db needs --match N")
        if not Path(args.db).is_file():
            raise LookupError(f"no database at {args.db}")
        return _stored(args.db, args.match)
    text = sys.stdin.read() if args.log == "-" else Path(args.log).read_text("utf-8")
    log = MatchLog.from_json(text)
    if not log.replay().over:
        raise LookupError("the match is not over: only a finished match is replayed")
    actions = tuple(str(action) for action in log.actions)
    return PlayedMatch(log.rules, log.seed, actions, log.birth_months), None, []


def _stored(path: str, match_id: int) -> Played:
    """A finished match of the database (it must exist)."""
    from bot.store.errors import DamagedMatchError, MatchNotFoundError
    from bot.store.store import Store

    async def read() -> Played:
        async with await Store.open(path) as store:
            restored = await store.restore(match_id, mark_damaged=False)
            given = await store.time_given_back(match_id)
        if not restored.match.over:
            raise LookupError(f"match {match_id} is not over: only a finished match is replayed")
        return PlayedMatch.of(restored.match), restored.record.players, given

    try:
        return asyncio.run(read())
    except (MatchNotFoundError, DamagedMatchError) as error:
        raise LookupError(str(error)) from None


def _names(given: str | None, players: tuple[Player, Player] | None) -> tuple[str, str]:
    """The names the pictures show: given, or the seats' as the database knows them."""
    if given is not None:
        parts = [part.strip() for part in given.split(",")]
        if len(parts) != 2 or not all(parts):
            raise ValueError("--names takes two names, comma-separated")
        return parts[0], parts[1]
    if players is None:
        return "Seat 1", "Seat 2"
    first, second = (
        f"#{p.user_id % 10000:04d}" if p.user_id is not None else f"CPU ({p.level})"
        for p in players
    )
    return first, second
