"""Real matches played with seeded random legal actions, logged through the store."""

from __future__ import annotations

import itertools
import random
import sqlite3
from datetime import UTC, datetime, timedelta
from functools import cache
from pathlib import Path

from bot.engine import Match, Player, RuleSet, preset
from bot.store import MatchRecord, Store

POSTGRES_URL_VARIABLE = "KOIKOI_TEST_DATABASE_URL"


def with_schema(url: str, schema: str) -> str:
    """``url`` with every connection's search_path set to ``schema`` (one per test)."""
    return f"{url}{'&' if '?' in url else '?'}search_path={schema}"


async def tamper(store: Store, sql: str, params: tuple[object, ...] = ()) -> int:
    """Run ``sql`` on the store's database behind its back, as a person or another program."""
    return await store._db.run(lambda session: session.execute(sql, params))


class FakeClock:
    """A clock that moves one second forward each time it is read."""

    def __init__(self) -> None:
        self.now = datetime(2026, 1, 1, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=1)
        return self.now


def play_offline(rules: RuleSet, seed: int, rng_seed: int, limit: int | None = None) -> Match:
    """A match played with random legal actions, without any store."""
    match = Match(rules, seed)
    rng = random.Random(rng_seed)
    while not match.over and (limit is None or len(match.actions) < limit):
        match.apply(rng.choice(match.legal_actions()))
    return match


async def play_logged(
    store: Store, record: MatchRecord, match: Match, rng: random.Random, limit: int | None = None
) -> None:
    """Play random legal actions on ``match``, logging each before applying it."""
    steps = 0
    while not match.over and (limit is None or steps < limit):
        action = rng.choice(match.legal_actions())
        await store.append_action(record.match_id, len(match.actions), action)
        match.apply(action)
        steps += 1


# One active match per channel: each match started without a channel gets its own.
_channels = itertools.count(1000)


async def start(
    store: Store,
    players: tuple[Player, Player],
    *,
    guild_id: int = 1,
    channel_id: int | None = None,
    rules: RuleSet | None = None,
    seed: int = 7,
) -> tuple[MatchRecord, Match]:
    """Create a match in the store and its engine twin."""
    channel = next(_channels) if channel_id is None else channel_id
    record = await store.create_match(
        guild_id, channel, players, rules or preset("standard"), seed=seed
    )
    return record, Store.match_for(record)


@cache
def decisive_seed(winner: int | None, rules_name: str = "single-deal") -> tuple[int, int]:
    """(seed, rng_seed) of a random game, not ended by a forfeit, that ``winner`` wins."""
    for seed in range(1000):
        match = play_offline(preset(rules_name), seed, seed)
        if match.winner == winner and match.actions:
            return seed, seed
    raise AssertionError(f"no game won by {winner} in 1000 seeds")


async def play_to_result(
    store: Store,
    players: tuple[Player, Player],
    winner: int | None,
    *,
    guild_id: int = 1,
    rules_name: str = "single-deal",
) -> tuple[MatchRecord, Match]:
    """A match logged through the store and won by seat ``winner`` (None: a draw)."""
    seed, rng_seed = decisive_seed(winner, rules_name)
    record, match = await start(
        store, players, guild_id=guild_id, rules=preset(rules_name), seed=seed
    )
    await play_logged(store, record, match, random.Random(rng_seed))
    assert match.over and match.winner == winner
    return record, match


def raw(path: Path) -> sqlite3.Connection:
    """A plain sqlite3 connection to the file, standing for a person or another program."""
    return sqlite3.connect(path, isolation_level=None)
