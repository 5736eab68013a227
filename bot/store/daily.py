"""The deal of the day: each member's one try (its rules and move log), results and shares."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from bot.store.sql import Database, Session
from bot.store.timestamps import Clock, to_text

DailyStatus = Literal["playing", "finished", "lapsed"]

_PLAY_COLUMNS = "guild_id, user_id, day, rules, actions, moves, status, points, koikoi_calls"


@dataclass(frozen=True, slots=True)
class DailyPlay:
    """One member's try at one day's deal."""

    guild_id: int
    user_id: int
    day: str  # 'YYYY-MM-DD', UTC
    rules: str  # the rule set's JSON
    actions: tuple[str, ...]
    status: DailyStatus
    points: int | None = None
    koikoi_calls: int | None = None


@dataclass(frozen=True, slots=True)
class DailyResult:
    """A finished try, as the day's board lists it."""

    user_id: int
    points: int
    koikoi_calls: int


def _play(row: tuple[object, ...]) -> DailyPlay:
    guild_id, user_id, day, rules, actions, _, status, points, calls = row
    return DailyPlay(
        int(str(guild_id)), int(str(user_id)), str(day), str(rules),
        tuple(str(actions).split()), status,  # type: ignore[arg-type]
        None if points is None else int(str(points)),
        None if calls is None else int(str(calls)),
    )  # fmt: skip


def new_secret() -> str:
    """A fresh installation secret: 256 random bits."""
    return secrets.token_hex(32)


async def installation_secret(conn: Session) -> str:
    """The installation's secret, drawn the first time it is asked for (every process of the
    installation then reads the same one)."""
    await conn.execute(
        "INSERT INTO installation_secret (id, secret) VALUES (1, ?) ON CONFLICT (id) DO NOTHING",
        (new_secret(),),
    )
    row = await conn.fetchone("SELECT secret FROM installation_secret WHERE id = 1")
    assert row is not None  # written just above, or before
    return str(row[0])


async def start_play(
    conn: Session, guild_id: int, user_id: int, day: str, rules: str, now: datetime
) -> bool:
    """Record that the member starts the day's deal; False if they already had their try, in
    this server or in another one of the installation."""
    # The try's key comes first: a crash between the two writes leaves a key this server owns.
    await conn.execute(
        "INSERT INTO daily_tries (user_id, day, guild_id) VALUES (?, ?, ?) "
        "ON CONFLICT (user_id, day) DO NOTHING",
        (user_id, day, guild_id),
    )
    owner = await conn.fetchone(
        "SELECT guild_id FROM daily_tries WHERE user_id = ? AND day = ?", (user_id, day)
    )
    if owner is None or int(str(owner[0])) != guild_id:
        return False
    added = await conn.execute(
        "INSERT INTO daily_plays (guild_id, user_id, day, rules, started_at) "
        "VALUES (?, ?, ?, ?, ?) ON CONFLICT (guild_id, user_id, day) DO NOTHING",
        (guild_id, user_id, day, rules, to_text(now)),
    )
    return added == 1


async def get_play(conn: Session, guild_id: int, user_id: int, day: str) -> DailyPlay | None:
    """The member's try at the day's deal, if any."""
    row = await conn.fetchone(
        f"SELECT {_PLAY_COLUMNS} FROM daily_plays WHERE guild_id = ? AND user_id = ? AND day = ?",
        (guild_id, user_id, day),
    )
    return None if row is None else _play(tuple(row))


async def append_moves(
    conn: Session, guild_id: int, user_id: int, day: str, seen: int, actions: tuple[str, ...]
) -> bool:
    """Write-ahead: the log grows from ``seen`` moves to ``actions``; False if another write
    came first (a doubled click), or the try is no longer in play."""
    changed = await conn.execute(
        "UPDATE daily_plays SET actions = ?, moves = ? WHERE guild_id = ? AND user_id = ? "
        "AND day = ? AND moves = ? AND status = 'playing'",
        (" ".join(actions), len(actions), guild_id, user_id, day, seen),
    )
    return changed == 1


async def finish_play(
    conn: Session, guild_id: int, user_id: int, day: str, points: int, calls: int, now: datetime
) -> None:
    """Record the try's result."""
    await conn.execute(
        "UPDATE daily_plays SET status = 'finished', points = ?, koikoi_calls = ?, "
        "finished_at = ? WHERE guild_id = ? AND user_id = ? AND day = ? AND status = 'playing'",
        (points, calls, to_text(now), guild_id, user_id, day),
    )


async def lapse_before(conn: Session, day: str) -> int:
    """Tries of days before ``day`` still in play lapse; how many did."""
    return await conn.execute(
        "UPDATE daily_plays SET status = 'lapsed' WHERE status = 'playing' AND day < ?", (day,)
    )


async def playing(conn: Session) -> list[DailyPlay]:
    """Every try still in play (to restore after a restart)."""
    rows = await conn.fetchall(
        f"SELECT {_PLAY_COLUMNS} FROM daily_plays WHERE status = 'playing' "
        "ORDER BY guild_id, user_id"
    )
    return [_play(tuple(row)) for row in rows]


async def results(conn: Session, guild_id: int, day: str) -> list[DailyResult]:
    """The day's finished tries in the server, best first."""
    rows = await conn.fetchall(
        "SELECT user_id, points, koikoi_calls FROM daily_plays WHERE guild_id = ? AND day = ? "
        "AND status = 'finished' ORDER BY points DESC, finished_at, user_id",
        (guild_id, day),
    )
    return [DailyResult(int(row[0]), int(row[1]), int(row[2])) for row in rows]


async def days_played(conn: Session, guild_id: int, user_id: int, limit: int) -> list[str]:
    """The latest days the member finished the deal, newest first."""
    rows = await conn.fetchall(
        "SELECT day FROM daily_plays WHERE guild_id = ? AND user_id = ? AND status = 'finished' "
        "ORDER BY day DESC LIMIT ?",
        (guild_id, user_id, limit),
    )
    return [str(row[0]) for row in rows]


async def claim_share(conn: Session, guild_id: int, user_id: int, day: str, now: datetime) -> bool:
    """Record that the member's finished try is being shared; False if it was already."""
    changed = await conn.execute(
        "UPDATE daily_plays SET shared_at = ? WHERE guild_id = ? AND user_id = ? AND day = ? "
        "AND status = 'finished' AND shared_at IS NULL",
        (to_text(now), guild_id, user_id, day),
    )
    return changed == 1


async def release_share(conn: Session, guild_id: int, user_id: int, day: str) -> None:
    """Forget a share that could not be posted."""
    await conn.execute(
        "UPDATE daily_plays SET shared_at = NULL WHERE guild_id = ? AND user_id = ? AND day = ?",
        (guild_id, user_id, day),
    )


class DailyStore:
    """The store's door to the daily deal (``Store.daily``)."""

    def __init__(self, db: Database, clock: Clock) -> None:
        self._db = db
        self._clock = clock

    async def secret(self) -> str:
        """The installation's secret (never to be logged nor shown)."""
        return await self._db.run(installation_secret)

    async def start(self, guild_id: int, user_id: int, day: str, rules: str) -> bool:
        """Claim the member's one try at the day's deal; False if it was had, here or in
        another server."""
        now = self._clock()
        return await self._db.run(lambda c: start_play(c, guild_id, user_id, day, rules, now))

    async def play(self, guild_id: int, user_id: int, day: str) -> DailyPlay | None:
        """The member's try at the day's deal, if any."""
        return await self._db.read(lambda c: get_play(c, guild_id, user_id, day))

    async def append(
        self, guild_id: int, user_id: int, day: str, seen: int, actions: tuple[str, ...]
    ) -> bool:
        """Write-ahead of the try's log; False if the log had moved on or the try ended."""
        return await self._db.run(lambda c: append_moves(c, guild_id, user_id, day, seen, actions))

    async def finish(self, guild_id: int, user_id: int, day: str, points: int, calls: int) -> None:
        """Record the try's result."""
        now = self._clock()
        await self._db.run(lambda c: finish_play(c, guild_id, user_id, day, points, calls, now))

    async def lapse_before(self, day: str) -> int:
        """Unfinished tries of earlier days lapse; how many did."""
        return await self._db.run(lambda c: lapse_before(c, day))

    async def in_play(self) -> list[DailyPlay]:
        """Every try still in play."""
        return await self._db.read(playing)

    async def results(self, guild_id: int, day: str) -> list[DailyResult]:
        """The day's finished tries in the server, best first."""
        return await self._db.read(lambda c: results(c, guild_id, day))

    async def days_played(self, guild_id: int, user_id: int, limit: int = 400) -> list[str]:
        """The latest days the member finished the deal, newest first."""
        return await self._db.read(lambda c: days_played(c, guild_id, user_id, limit))

    async def claim_share(self, guild_id: int, user_id: int, day: str) -> bool:
        """Record that the try is shared now; False if it was before."""
        now = self._clock()
        return await self._db.run(lambda c: claim_share(c, guild_id, user_id, day, now))

    async def release_share(self, guild_id: int, user_id: int, day: str) -> None:
        """Forget a share that could not be posted."""
        await self._db.run(lambda c: release_share(c, guild_id, user_id, day))
