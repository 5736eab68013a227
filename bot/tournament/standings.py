"""Who stands where: match points, then the stated tie-break.

A win (a bye and a forfeit included) earns 2 match points, a drawn match 1, a loss 0. Players
with equal match points are ordered by, in turn:

1. Buchholz: the sum of the match points of every opponent met (a bye adds nothing), so a
   score earned against strong opponents ranks first;
2. the Koi-Koi points scored in the tournament's matches;
3. the seed: who joined first.

Players equal in match points, Buchholz and Koi-Koi points share a place (the next place
counts them all: 1, 1, 3); the seed then only orders their lines, and decides who is champion.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from bot.tournament.games import Game, Player

WIN, DRAW = 2, 1  # match points; a loss earns none


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's line: place (shared by equal players), record, tie-break figures."""

    place: int
    player: Player
    match_points: int
    wins: int
    draws: int
    losses: int
    buchholz: int
    scored: int  # Koi-Koi points scored in the tournament's matches
    seed: int  # 1 for the first to join


def match_points(games: Iterable[Game]) -> dict[Player, int]:
    """Every player's match points from the decided games."""
    points: dict[Player, int] = {}
    for game in games:
        for player in game.pairing.players:
            points.setdefault(player, 0)
        if game.winner is not None:
            points[game.winner] += WIN
        elif not game.forfeit:
            for player in game.pairing.players:
                points[player] += DRAW
    return points


def standings(seeds: Sequence[Player], games: Sequence[Game]) -> list[Standing]:
    """The players in order of standing, by match points then the tie-break of this module."""
    points = match_points(games)
    lines: list[Standing] = []
    for seed, player in enumerate(seeds, start=1):
        own = [g for g in games if player in g.pairing.players]
        opponents = [o for g in own if (o := g.opponent_of(player)) is not None]
        wins = sum(1 for g in own if g.winner == player)
        draws = sum(1 for g in own if g.winner is None and not g.forfeit)
        lines.append(
            Standing(
                place=0,
                player=player,
                match_points=points.get(player, 0),
                wins=wins,
                draws=draws,
                losses=len(own) - wins - draws,
                buchholz=sum(points.get(o, 0) for o in opponents),
                scored=sum(g.points_of(player) for g in own),
                seed=seed,
            )
        )
    lines.sort(key=_order)
    placed: list[Standing] = []
    for index, line in enumerate(lines, start=1):
        tied = bool(placed) and _order(placed[-1])[:3] == _order(line)[:3]
        placed.append(replace(line, place=placed[-1].place if tied else index))
    return placed


def _order(line: Standing) -> tuple[int, int, int, int]:
    return (-line.match_points, -line.buchholz, -line.scored, line.seed)


__all__ = ["DRAW", "WIN", "Standing", "match_points", "standings"]
