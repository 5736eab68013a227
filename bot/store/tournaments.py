"""Tournaments as stored: any bot process may take the next step, and the database decides
which one does (every change of state is a compare-and-set on the row's status or round)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

from bot.store.errors import StoreError
from bot.store.sql import Database, Session
from bot.store.timestamps import Clock, from_text, to_text

TournamentStatus = Literal["open", "running", "finished", "cancelled"]
GameStatus = Literal["waiting", "playing", "done"]
MAX_PLAYERS = 64

_TOURNAMENT = (
    "SELECT tournament_id, guild_id, channel_id, message_id, manager_id, format, rules_preset, "
    "turn_seconds, status, round, champion_id, variants, house_rules FROM tournaments"
)
_GAME = (
    "SELECT round, slot, first_id, second_id, status, match_id, winner_id, first_points, "
    "second_points, forfeit, deadline, ending FROM tournament_games"
)


class TournamentError(StoreError):
    """A tournament cannot do what was asked; ``reason`` says why, in a few words."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True, slots=True)
class TournamentRecord:
    """A tournament's row."""

    tournament_id: int
    guild_id: int
    channel_id: int
    message_id: int | None
    manager_id: int
    format: str
    rules_preset: str
    turn_seconds: int
    status: TournamentStatus
    round: int  # the round being played (0 before the first)
    champion_id: int | None
    variants: str | None = None  # its games' variants, as a server's are stored (None: none)
    house_rules: str = "{}"  # its games' house rules, rule to choice as JSON ('{}': none)


@dataclass(frozen=True, slots=True)
class Entrant:
    """A player of a tournament: seed 1 joined first."""

    user_id: int
    seed: int
    withdrawn: bool


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A game of a round, from pairing to result."""

    round: int
    slot: int
    first_id: int
    second_id: int | None
    status: GameStatus
    match_id: int | None
    winner_id: int | None
    first_points: int
    second_points: int
    forfeit: bool
    deadline: datetime
    ending: str | None = None  # how it was decided (bot.tournament.games.Ending); None: unknown


@dataclass(frozen=True, slots=True)
class NewGame:
    """A pairing to store with the round; ``decided`` when settled at once (a bye, a walkover)."""

    first_id: int
    second_id: int | None
    decided: bool = False
    winner_id: int | None = None
    forfeit: bool = False
    ending: str | None = None  # how a game settled at once was decided


def _number(value: Any) -> int:
    return int(str(value))


def _maybe(value: Any) -> int | None:
    return None if value is None else _number(value)


def _tournament(row: Sequence[Any]) -> TournamentRecord:
    return TournamentRecord(
        _number(row[0]), _number(row[1]), _number(row[2]), _maybe(row[3]), _number(row[4]),
        str(row[5]), str(row[6]), _number(row[7]), row[8], _number(row[9]), _maybe(row[10]),
        None if row[11] is None else str(row[11]), str(row[12]),
    )  # fmt: skip


def _game(row: Sequence[Any]) -> GameRecord:
    return GameRecord(
        _number(row[0]), _number(row[1]), _number(row[2]), _maybe(row[3]), row[4],
        _maybe(row[5]), _maybe(row[6]), _number(row[7]), _number(row[8]), bool(row[9]),
        from_text(str(row[10])), None if row[11] is None else str(row[11]),
    )  # fmt: skip


async def _get(conn: Session, tournament_id: int) -> TournamentRecord:
    row = await conn.fetchone(f"{_TOURNAMENT} WHERE tournament_id = ?", (tournament_id,))
    if row is None:
        raise TournamentError("not-found")
    return _tournament(row)


class TournamentStore:
    """The store's door to tournaments (``Store.tournaments``)."""

    def __init__(self, db: Database, clock: Clock) -> None:
        self._db = db
        self._clock = clock

    async def create(
        self,
        guild_id: int,
        channel_id: int,
        manager_id: int,
        form: str,
        rules_preset: str,
        turn_seconds: int,
        *,
        variants: str | None = None,
        house_rules: str = "{}",
    ) -> TournamentRecord:
        """Open a tournament in a channel, its games to play ``rules_preset`` with ``variants``
        and ``house_rules`` (stored forms: JSON objects); raises TournamentError("busy") while
        another one there is open or running."""
        now = to_text(self._clock())

        async def body(conn: Session) -> TournamentRecord:
            busy = await conn.fetchone(
                "SELECT 1 FROM tournaments WHERE channel_id = ? AND status IN ('open', 'running')",
                (channel_id,),
            )
            if busy is not None:
                raise TournamentError("busy")
            row = await conn.fetchone(
                "INSERT INTO tournaments (guild_id, channel_id, manager_id, format, rules_preset, "
                "turn_seconds, variants, house_rules, created_at, updated_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING tournament_id",
                (
                    guild_id,
                    channel_id,
                    manager_id,
                    form,
                    rules_preset,
                    turn_seconds,
                    variants,
                    house_rules,
                    now,
                    now,
                ),
            )
            assert row is not None
            return await _get(conn, _number(row[0]))

        return await self._db.transaction(body)

    async def get(self, tournament_id: int) -> TournamentRecord:
        """The tournament; raises TournamentError("not-found")."""
        return await self._db.read(lambda c: _get(c, tournament_id))

    async def in_channel(self, channel_id: int) -> TournamentRecord | None:
        """The open or running tournament of a channel, if any."""
        row = await self._db.read(
            lambda c: c.fetchone(
                f"{_TOURNAMENT} WHERE channel_id = ? AND status IN ('open', 'running')",
                (channel_id,),
            )
        )
        return None if row is None else _tournament(row)

    async def unfinished(self) -> list[TournamentRecord]:
        """Every open or running tournament."""
        rows = await self._db.read(
            lambda c: c.fetchall(
                f"{_TOURNAMENT} WHERE status IN ('open', 'running') ORDER BY tournament_id"
            )
        )
        return [_tournament(row) for row in rows]

    async def set_message(self, tournament_id: int, message_id: int) -> None:
        """Remember the tournament's message (the one members join on)."""
        await self._db.run(
            lambda c: c.execute(
                "UPDATE tournaments SET message_id = ? WHERE tournament_id = ?",
                (message_id, tournament_id),
            )
        )

    async def entrants(self, tournament_id: int) -> list[Entrant]:
        """The players in order of joining."""
        rows = await self._db.read(
            lambda c: c.fetchall(
                "SELECT user_id, seed, withdrawn FROM tournament_players "
                "WHERE tournament_id = ? ORDER BY seed",
                (tournament_id,),
            )
        )
        return [Entrant(_number(r[0]), _number(r[1]), bool(r[2])) for r in rows]

    async def join(self, tournament_id: int, user_id: int) -> bool:
        """Add a player while the tournament is open; False if they are in already. Raises
        TournamentError("closed") once it started or ended, ("full") at MAX_PLAYERS."""

        async def body(conn: Session) -> bool:
            if (await _get(conn, tournament_id)).status != "open":
                raise TournamentError("closed")
            found = await conn.fetchone(
                "SELECT COUNT(*), MAX(seed), SUM(CASE WHEN user_id = ? THEN 1 ELSE 0 END) "
                "FROM tournament_players WHERE tournament_id = ?",
                (user_id, tournament_id),
            )
            count, top, mine = found or (0, None, 0)
            if mine:
                return False
            if _number(count) >= MAX_PLAYERS:
                raise TournamentError("full")
            await conn.execute(
                "INSERT INTO tournament_players (tournament_id, user_id, seed) VALUES (?, ?, ?)",
                (tournament_id, user_id, (_maybe(top) or 0) + 1),
            )
            return True

        return await self._db.transaction(body)

    async def leave(self, tournament_id: int, user_id: int) -> bool:
        """Take a player out: before the start they leave the list, after it they withdraw
        (their games are lost). False when they were not in, or had withdrawn already."""

        async def body(conn: Session) -> bool:
            status = (await _get(conn, tournament_id)).status
            if status == "open":
                return bool(
                    await conn.execute(
                        "DELETE FROM tournament_players WHERE tournament_id = ? AND user_id = ?",
                        (tournament_id, user_id),
                    )
                )
            if status != "running":
                raise TournamentError("closed")
            return bool(
                await conn.execute(
                    "UPDATE tournament_players SET withdrawn = 1 "
                    "WHERE tournament_id = ? AND user_id = ? AND withdrawn = 0",
                    (tournament_id, user_id),
                )
            )

        return await self._db.transaction(body)

    async def set_status(
        self, tournament_id: int, old: Sequence[str], new: str, champion_id: int | None = None
    ) -> bool:
        """Move the tournament from one of ``old`` to ``new``; True for the one caller that did."""
        now = to_text(self._clock())
        marks = ", ".join("?" for _ in old)
        return bool(
            await self._db.run(
                lambda c: c.execute(
                    f"UPDATE tournaments SET status = ?, champion_id = ?, updated_at = ? "
                    f"WHERE tournament_id = ? AND status IN ({marks})",
                    (new, champion_id, now, tournament_id, *old),
                )
            )
        )

    async def games(self, tournament_id: int) -> list[GameRecord]:
        """Every game so far, round by round."""
        rows = await self._db.read(
            lambda c: c.fetchall(
                f"{_GAME} WHERE tournament_id = ? ORDER BY round, slot", (tournament_id,)
            )
        )
        return [_game(row) for row in rows]

    async def add_round(
        self, tournament_id: int, number: int, games: Sequence[NewGame], deadline: datetime
    ) -> bool:
        """Store round ``number`` with its games, if the tournament is running and still at the
        round before; True for the one caller that did."""
        now, until = to_text(self._clock()), to_text(deadline)

        async def body(conn: Session) -> bool:
            moved = await conn.execute(
                "UPDATE tournaments SET round = ?, updated_at = ? "
                "WHERE tournament_id = ? AND round = ? AND status = 'running'",
                (number, now, tournament_id, number - 1),
            )
            if not moved:
                return False
            for slot, game in enumerate(games):
                await conn.execute(
                    "INSERT INTO tournament_games (tournament_id, round, slot, first_id, "
                    "second_id, status, winner_id, forfeit, deadline, ending) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        tournament_id, number, slot, game.first_id, game.second_id,
                        "done" if game.decided else "waiting", game.winner_id,
                        int(game.forfeit), until, game.ending,
                    ),
                )  # fmt: skip
            return True

        return await self._db.transaction(body)

    async def set_match(self, tournament_id: int, number: int, slot: int, match_id: int) -> bool:
        """Link a waiting game to the match opened for it; True for the one caller that did."""
        return bool(
            await self._db.run(
                lambda c: c.execute(
                    "UPDATE tournament_games SET status = 'playing', match_id = ? "
                    "WHERE tournament_id = ? AND round = ? AND slot = ? AND status = 'waiting'",
                    (match_id, tournament_id, number, slot),
                )
            )
        )

    async def decide(
        self,
        tournament_id: int,
        number: int,
        slot: int,
        winner_id: int | None,
        points: tuple[int, int] = (0, 0),
        *,
        forfeit: bool = False,
        ending: str | None = None,
    ) -> bool:
        """Record a game's result once, and how it was decided; True for the one caller that
        did."""
        return bool(
            await self._db.run(
                lambda c: c.execute(
                    "UPDATE tournament_games SET status = 'done', winner_id = ?, "
                    "first_points = ?, second_points = ?, forfeit = ?, ending = ? "
                    "WHERE tournament_id = ? AND round = ? AND slot = ? AND status <> 'done'",
                    (winner_id, *points, int(forfeit), ending, tournament_id, number, slot),
                )
            )
        )

    async def match_result(self, match_id: int) -> MatchEnd | None:
        """How a match ended (None while it is played)."""
        row = await self._db.read(
            lambda c: c.fetchone(
                "SELECT m.status, m.winner, m.score0, m.score1, m.forfeited_by, m.log_length, "
                "t.seq FROM matches AS m LEFT JOIN turn_time_outs AS t ON t.match_id = m.match_id "
                "WHERE m.match_id = ?",
                (match_id,),
            )
        )
        if row is None or row[0] == "active":
            return None
        # A forfeit that is the turn the clock ran out on: the match's last action.
        timed_out = row[4] is not None and row[6] is not None
        timed_out = timed_out and _number(row[6]) == _number(row[5]) - 1
        return MatchEnd(
            str(row[0]),
            _maybe(row[1]),
            _maybe(row[2]) or 0,
            _maybe(row[3]) or 0,
            _maybe(row[4]),
            timed_out,
        )

    async def claim_notice(self, tournament_id: int, number: int, user_id: int) -> bool:
        """Whether the member may be told of their game of round ``number`` now: True once a
        member a round, for the one caller that claims it (a restart or another process gets
        False)."""
        return bool(
            await self._db.run(
                lambda c: c.execute(
                    "INSERT INTO tournament_notices (tournament_id, round, user_id) "
                    "VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                    (tournament_id, number, user_id),
                )
            )
        )


@dataclass(frozen=True, slots=True)
class MatchEnd:
    """A match's end as stored: 'finished' (or 'abandoned', 'damaged'), the winning seat (None
    for a draw), each seat's score, who forfeited and whether the turn clock made them."""

    status: str
    winner: int | None
    score0: int
    score1: int
    forfeited_by: int | None
    timed_out: bool = False


__all__ = [
    "MAX_PLAYERS",
    "Entrant",
    "GameRecord",
    "MatchEnd",
    "NewGame",
    "TournamentError",
    "TournamentRecord",
    "TournamentStore",
]
