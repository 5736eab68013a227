"""Finishing a match: its result and every member's points and records, in one transaction."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, ConfigDict

from bot.engine.match import Match
from bot.engine.players import Opponent
from bot.engine.rules import RuleSet
from bot.rating.ledger import RatedMatch, Seat
from bot.store import members, ratings, stats
from bot.store.errors import MatchMismatchError, MatchNotActiveError, MatchNotOverError
from bot.store.matches import MatchRecord, get_match, match_log
from bot.store.sql import Session
from bot.store.stats import BiggestYaku, Result
from bot.store.timestamps import to_text


class SeatOutcome(BaseModel):
    """What one member got from the match, and where it left them."""

    model_config = ConfigDict(frozen=True)

    seat: int
    user_id: int
    opponent: Opponent
    result: Result
    points_awarded: int
    ranking_points: int  # after this match
    best_round_score: int  # in this match
    new_best_round: bool  # beat their best round ever
    biggest_yaku: BiggestYaku | None  # in this match, in a round they won
    new_biggest_yaku: bool
    koikoi_calls: int
    koikoi_won: int


class FinishOutcome(BaseModel):
    """A finished match's result and its members' outcomes, exactly as first recorded."""

    model_config = ConfigDict(frozen=True)

    match_id: int
    winner: int | None  # seat; None: drawn
    scores: tuple[int, int]
    forfeited_by: int | None
    seats: tuple[SeatOutcome, ...]  # member seats only
    finished_at: datetime
    already_finished: bool = False  # True: an earlier call finished it; nothing changed now


def _check_same_match(record: MatchRecord, match: Match, log: list[str]) -> None:
    if match.seed != record.seed:
        raise MatchMismatchError(record.match_id, f"seed {match.seed} != {record.seed}")
    if match.rules != RuleSet.model_validate_json(record.rules_json):
        raise MatchMismatchError(record.match_id, "the rule sets differ")
    played = [str(action) for action in match.actions]
    if played != log:
        raise MatchMismatchError(
            record.match_id,
            f"it has {len(played)} action(s), the log {len(log)}, and they are not the same",
        )


def rated_match(record: MatchRecord, winner: int | None, now: datetime) -> RatedMatch:
    """The finished match as the ratings need it (a forfeit's winner is the other seat)."""
    seats = tuple(Seat(player.user_id, player.level) for player in record.players)
    assert len(seats) == 2
    pair = (seats[0], seats[1])
    return RatedMatch(record.match_id, record.guild_id, pair, winner, record.hinted, now)


async def finish(conn: Session, match_id: int, match: Match, now: datetime) -> FinishOutcome:
    """Record the result of ended ``match``; call inside one write transaction.

    A match already finished returns its first outcome with ``already_finished=True``.
    """
    record = await get_match(conn, match_id)
    if record.status == "finished":
        row = await conn.fetchone(
            "SELECT outcome_json FROM matches WHERE match_id = ?", (match_id,)
        )
        assert row is not None and row[0] is not None
        first = FinishOutcome.model_validate_json(row[0])
        return first.model_copy(update={"already_finished": True})
    if record.status != "active":
        raise MatchNotActiveError(match_id, record.status)
    if not match.over:
        raise MatchNotOverError(f"match {match_id} has not ended: it cannot be finished")
    _check_same_match(record, match, await match_log(conn, match_id))

    scores = (match.scores[0], match.scores[1])
    changed = await conn.execute(
        "UPDATE matches SET status = 'finished', finished_at = ?, updated_at = ?, winner = ?, "
        "score0 = ?, score1 = ?, forfeited_by = ? WHERE match_id = ? AND status = 'active'",
        (to_text(now), to_text(now), match.winner, *scores, match.forfeited_by, match_id),
    )
    # Only the one transaction that moved the match out of 'active' may count its points.
    if changed != 1:
        raise MatchNotActiveError(match_id, "no longer active")
    seats = []
    for share in stats.seat_stats(match, record.players, hinted=record.hinted):
        update = await members.record_match(conn, record.guild_id, share, now)
        seats.append(
            SeatOutcome(
                seat=share.seat,
                user_id=share.user_id,
                opponent=share.opponent,
                result=share.result,
                points_awarded=share.points_awarded,
                ranking_points=update.ranking_points,
                best_round_score=share.best_round_score,
                new_best_round=update.new_best_round,
                biggest_yaku=share.biggest_yaku,
                new_biggest_yaku=update.new_biggest_yaku,
                koikoi_calls=share.koikoi_calls,
                koikoi_won=share.koikoi_won,
            )
        )
    await ratings.record(conn, rated_match(record, match.winner, now), now)
    outcome = FinishOutcome(
        match_id=match_id,
        winner=match.winner,
        scores=scores,
        forfeited_by=match.forfeited_by,
        seats=tuple(seats),
        finished_at=now,
    )
    await conn.execute(
        "UPDATE matches SET outcome_json = ? WHERE match_id = ?",
        (outcome.model_dump_json(), match_id),
    )
    return outcome
