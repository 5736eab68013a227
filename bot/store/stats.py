"""What one finished match gives each member seated in it (pure: no database)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Literal

from bot.engine.levels import COMPUTER_LEVELS, ranking_points
from bot.engine.match import Match
from bot.engine.players import Level, Opponent, Player

Result = Literal["won", "lost", "drawn"]

# docs/rules.md section 7: a whole match won against the computer, as the levels' table says.
RANKING_POINTS: Mapping[Level, int] = MappingProxyType(
    {level.name: level.ranking_points for level in COMPUTER_LEVELS}
)


@dataclass(frozen=True, slots=True)
class BiggestYaku:
    """A yaku and its points, as kept on a member's record."""

    key: str
    points: int


@dataclass(frozen=True, slots=True)
class SeatStats:
    """One member's share of one finished match."""

    seat: int
    user_id: int
    opponent: Opponent
    result: Result
    points_awarded: int
    best_round_score: int  # the seat's best round in this match (0 when no round was played)
    biggest_yaku: BiggestYaku | None  # the seat's highest yaku in a round it won
    koikoi_calls: int
    koikoi_won: int  # rounds in which the seat called koi-koi and then won the round


def result_of(match: Match, seat: int) -> Result:
    """Whether ``seat`` won, lost or drew the (ended) match."""
    if match.winner is None:
        return "drawn"
    return "won" if match.winner == seat else "lost"


def points_for(match: Match, seat: int, opponent: Player, *, hinted: bool = False) -> int:
    """Ranking points for ``seat``: only a member's win against the computer, never by forfeit,
    never in a match where a hint was used."""
    if hinted or opponent.level is None or match.winner != seat or match.forfeited_by is not None:
        return 0
    return ranking_points(opponent.level)


def seat_stats(
    match: Match, players: tuple[Player, Player], *, hinted: bool = False
) -> list[SeatStats]:
    """The share of every member seat of an ended ``match`` (computer seats get none)."""
    shares: list[SeatStats] = []
    for seat, player in enumerate(players):
        if player.user_id is None:
            continue
        opponent = players[1 - seat]
        best_round = max((r.points[seat] for r in match.results), default=0)
        biggest: BiggestYaku | None = None
        for result in match.results:
            if result.winner != seat:
                continue
            for yaku in result.yaku:
                if biggest is None or yaku.points > biggest.points:
                    biggest = BiggestYaku(yaku.key, yaku.points)
        shares.append(
            SeatStats(
                seat=seat,
                user_id=player.user_id,
                opponent=opponent.as_opponent,
                result=result_of(match, seat),
                points_awarded=points_for(match, seat, opponent, hinted=hinted),
                best_round_score=max(best_round, 0),
                biggest_yaku=biggest,
                koikoi_calls=sum(r.koikoi_calls[seat] for r in match.results),
                koikoi_won=sum(
                    1 for r in match.results if r.koikoi_calls[seat] and r.winner == seat
                ),
            )
        )
    return shares
