"""A tournament's next step, without Discord: the stored rows read as the pairing module's
games, a finished match read as a game's result, and the next round or the champion stored
(the store lets one process take each step).

A match that ended without a result (abandoned, damaged) counts as a drawn game without
points. A game that could not be opened by its deadline (a member kept playing elsewhere, or
was still in the pause after a forfeit) is lost by whoever was busy; when both were, or when
neither was (the thread could not be opened), nobody wins it."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from bot.store.tournaments import (
    Entrant,
    GameRecord,
    MatchEnd,
    NewGame,
    TournamentRecord,
    TournamentStore,
)
from bot.tournament.games import Ending, Format, Game, Pairing, Round
from bot.tournament.progress import champion, next_round, settled_at_once

MIN_DEADLINE = timedelta(minutes=10)  # a game's members get at least this long to be free


@dataclass(frozen=True, slots=True)
class Snapshot:
    """A tournament as stored: its row, players and games."""

    record: TournamentRecord
    entrants: tuple[Entrant, ...]
    games: tuple[GameRecord, ...]

    @property
    def form(self) -> Format:
        return Format(self.record.format)

    @property
    def seeds(self) -> list[int]:
        """The players in order of joining."""
        return [e.user_id for e in self.entrants]

    @property
    def withdrawn(self) -> set[int]:
        return {e.user_id for e in self.entrants if e.withdrawn}

    def rounds(self) -> list[list[Game]]:
        """The decided games, round by round."""
        found: dict[int, list[Game]] = {}
        for game in self.games:
            if game.status == "done":
                found.setdefault(game.round, []).append(as_game(game))
        return [found[number] for number in sorted(found)]

    def current(self) -> list[GameRecord]:
        """The games of the round being played."""
        return [g for g in self.games if g.round == self.record.round]

    def decided(self) -> list[Game]:
        """Every decided game."""
        return [game for games in self.rounds() for game in games]


def as_game(record: GameRecord) -> Game:
    """A stored game as the pairing module's game."""
    return Game(
        Pairing(record.first_id, record.second_id),
        record.winner_id,
        record.first_points,
        record.second_points,
        record.forfeit,
        ending_of(record),
    )


def ending_of(record: GameRecord) -> Ending:
    """How a stored game was decided (a game stored before endings were: from its forfeit)."""
    if record.ending is not None:
        return Ending(record.ending)
    if record.second_id is None:
        return Ending.BYE if record.winner_id is not None else Ending.WITHDRAWN
    return Ending.FORFEIT if record.forfeit else Ending.PLAYED


@dataclass(frozen=True, slots=True)
class Result:
    """A game's result to store."""

    winner_id: int | None
    points: tuple[int, int] = (0, 0)
    forfeit: bool = False
    ending: Ending = Ending.PLAYED


def result_of(game: GameRecord, end: MatchEnd) -> Result:
    """The result of ``game`` from its match's end (seat 0 is the game's first player)."""
    if end.status != "finished":
        return Result(None, ending=Ending.UNFINISHED)
    seats = (game.first_id, game.second_id)
    winner = None if end.winner is None else seats[end.winner]
    if end.forfeited_by is None:
        return Result(winner, (end.score0, end.score1))
    ending = Ending.TIME_OUT if end.timed_out else Ending.FORFEIT
    return Result(winner, (end.score0, end.score1), True, ending)


def no_show(game: GameRecord, busy: Collection[int]) -> Result:
    """The result of a game its deadline passed before: lost by whoever was busy."""
    free = [p for p in (game.first_id, game.second_id) if p is not None and p not in busy]
    return Result(free[0] if len(free) == 1 else None, forfeit=True, ending=Ending.NO_SHOW)


@dataclass(frozen=True, slots=True)
class Step:
    """What advancing did: a round stored (its number and pairings), or the tournament ended
    (``finished``, with its champion), or nothing."""

    number: int = 0
    pairings: Round = ()
    finished: bool = False
    champion_id: int | None = None
    games: tuple[NewGame, ...] = field(default=())


async def advance(store: TournamentStore, snapshot: Snapshot, now: datetime) -> Step:
    """Store the next round, or the end, once every game of the current round is decided."""
    record = snapshot.record
    if record.status != "running" or any(g.status != "done" for g in snapshot.current()):
        return Step()
    past = snapshot.rounds()
    pairs = next_round(snapshot.form, snapshot.seeds, snapshot.withdrawn, past)
    if pairs is None:
        winner = champion(snapshot.form, snapshot.seeds, snapshot.withdrawn, past)
        moved = await store.set_status(record.tournament_id, ["running"], "finished", winner)
        return Step(finished=moved, champion_id=winner)
    games = tuple(_new_game(pairing, snapshot.withdrawn) for pairing in pairs)
    deadline = now + max(timedelta(seconds=record.turn_seconds), MIN_DEADLINE)
    number = record.round + 1
    if not await store.add_round(record.tournament_id, number, games, deadline):
        return Step()
    return Step(number, pairs, games=games)


def _new_game(pairing: Pairing, withdrawn: Collection[int]) -> NewGame:
    settled = settled_at_once(pairing, withdrawn)
    if settled is None:
        return NewGame(pairing.first, pairing.second)
    return NewGame(
        pairing.first, pairing.second, True, settled.winner, settled.forfeit, settled.ending.value
    )


async def snapshot_of(store: TournamentStore, tournament_id: int) -> Snapshot:
    """The tournament as stored now."""
    record = await store.get(tournament_id)
    entrants = tuple(await store.entrants(tournament_id))
    games = tuple(await store.games(tournament_id))
    return Snapshot(record, entrants, games)


__all__ = [
    "Result",
    "Snapshot",
    "Step",
    "advance",
    "as_game",
    "ending_of",
    "no_show",
    "result_of",
    "snapshot_of",
]
