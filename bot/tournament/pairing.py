"""Who meets whom: the round-robin schedule, a Swiss round, an elimination round.

Byes are fair: a bye goes to a player with the fewest byes so far, so nobody has a second bye
while someone still has none. In Swiss no two players meet twice while another pairing of the
round avoids it; among the pairings that do, the one closest to the standings is chosen (the
first of the standings meets the highest-ranked opponent it has not met, and so on)."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from enum import StrEnum

from bot.tournament.games import Format, Game, Pairing, Player, Round

MAX_PLAYERS = 64  # a tournament's seats; the Swiss search stays quick below this


def planned_rounds(form: Format, players: int) -> int:
    """How many rounds a tournament of ``players`` plays."""
    if players < 2:
        return 0
    if form is Format.ROUND_ROBIN:
        return players - 1 if players % 2 == 0 else players
    return math.ceil(math.log2(players))


def round_robin(seeds: Sequence[Player]) -> list[Round]:
    """Every round of a round robin (the circle method): each pair meets once, and with an odd
    number of players each has exactly one bye."""
    circle: list[Player | None] = list(seeds)
    if len(circle) % 2:
        circle.append(None)
    rounds: list[Round] = []
    for _ in range(len(circle) - 1):
        half = len(circle) // 2
        pairs = [_pair(circle[i], circle[-1 - i]) for i in range(half)]
        rounds.append(tuple(p for p in pairs if p is not None))
        circle = [circle[0], circle[-1], *circle[1:-1]]
    return rounds


def _pair(a: Player | None, b: Player | None) -> Pairing | None:
    if a is None:
        return None if b is None else Pairing(b, None)
    return Pairing(a, b)


def swiss(ranked: Sequence[Player], games: Iterable[Game]) -> Round:
    """The next Swiss round for the players still in, given in order of standing."""
    played = list(games)
    met = {frozenset(g.pairing.players) for g in played if not g.pairing.bye}
    byes = {p: 0 for p in ranked}
    for game in played:
        if game.pairing.bye and game.pairing.first in byes:
            byes[game.pairing.first] += 1
    candidates: list[Player | None] = [None]
    if len(ranked) % 2:
        fewest = min(byes.values())
        candidates = [p for p in reversed(ranked) if byes[p] == fewest]  # the lowest first
    for candidate in candidates:
        rest = [p for p in ranked if p != candidate]
        found = _without_rematch(tuple(rest), met, {})
        if found is not None:
            return _with_bye(found, candidate)
    rest = [p for p in ranked if p != candidates[0]]
    return _with_bye(_nearest(rest, met), candidates[0])


def _with_bye(pairs: list[Pairing], player: Player | None) -> Round:
    return tuple(pairs) if player is None else (*pairs, Pairing(player, None))


def _without_rematch(
    rest: tuple[Player, ...], met: set[frozenset[Player]], dead: dict[tuple[Player, ...], bool]
) -> list[Pairing] | None:
    """Pair ``rest`` in standing order with no two players who met (None if impossible)."""
    if not rest:
        return []
    if rest in dead:
        return None
    top = rest[0]
    for index in range(1, len(rest)):
        other = rest[index]
        if frozenset((top, other)) in met:
            continue
        below = _without_rematch(rest[1:index] + rest[index + 1 :], met, dead)
        if below is not None:
            return [Pairing(top, other), *below]
    dead[rest] = True
    return None


def _nearest(rest: list[Player], met: set[frozenset[Player]]) -> list[Pairing]:
    """When every pairing repeats a game: each meets the nearest it has not met, else the next."""
    left = list(rest)
    pairs: list[Pairing] = []
    while left:
        top = left.pop(0)
        other = next((p for p in left if frozenset((top, p)) not in met), left[0])
        left.remove(other)
        pairs.append(Pairing(top, other))
    return pairs


def bracket_order(size: int) -> list[int]:
    """The seeds (1-based) in bracket positions, so that the top seeds meet last."""
    order = [1]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [s for seed in order for s in (seed, total - seed)]
    return order


def first_elimination_round(seeds: Sequence[Player]) -> Round:
    """The first round of single elimination: the top seeds take the byes that fill the
    bracket to a power of two, and never meet each other there."""
    size = 1 << max(1, math.ceil(math.log2(max(len(seeds), 2))))
    order = bracket_order(size)
    pairs: list[Pairing] = []
    for index in range(0, size, 2):
        a, b = order[index], order[index + 1]
        first = seeds[a - 1]
        pairs.append(Pairing(first, seeds[b - 1] if b <= len(seeds) else None))
    return tuple(pairs)


def advancing(game: Game, seeds: Sequence[Player]) -> Player | None:
    """Who goes on from an elimination game: the winner; after a drawn match the one with more
    Koi-Koi points, and with equal points the higher seed. None when both forfeited."""
    if game.winner is not None:
        return game.winner
    if game.forfeit:
        return None
    first, second = game.pairing.first, game.pairing.second
    if second is None or game.first_points != game.second_points:
        return first if second is None or game.first_points > game.second_points else second
    return min((first, second), key=seeds.index)


class TieBreak(StrEnum):
    """What sent a player on from an elimination game nobody won."""

    POINTS = "points"  # more Koi-Koi points in the drawn match
    SEED = "seed"  # equal points: the higher seed, who joined first


def tie_break(game: Game) -> TieBreak | None:
    """Which step of ``advancing``'s tie-break decided ``game`` (None when it had a winner,
    was a bye, or sent nobody on)."""
    if game.winner is not None or game.forfeit or game.pairing.second is None:
        return None
    return TieBreak.POINTS if game.first_points != game.second_points else TieBreak.SEED


def next_elimination_round(previous: Sequence[Game], seeds: Sequence[Player]) -> Round:
    """The next elimination round: the winners of neighbouring games of the last round meet
    (one whose neighbours both forfeited goes on with a bye)."""
    going_on = [advancing(game, seeds) for game in previous]
    pairs: list[Pairing] = []
    for index in range(0, len(going_on) - 1, 2):
        a, b = going_on[index], going_on[index + 1]
        pair = _pair(a, b)
        if pair is not None:
            pairs.append(pair)
    return tuple(pairs)


__all__ = [
    "MAX_PLAYERS",
    "TieBreak",
    "advancing",
    "bracket_order",
    "first_elimination_round",
    "next_elimination_round",
    "planned_rounds",
    "round_robin",
    "swiss",
    "tie_break",
]
