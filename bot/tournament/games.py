"""The words of a tournament: its format, a pairing (two players, or one with a bye) and a
played game with its winner and the Koi-Koi points each side scored."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

Player = int  # a member's id; the order of joining is the seed (the first to join is seed 1)


class Format(StrEnum):
    """How a tournament pairs its players."""

    ROUND_ROBIN = "round-robin"  # everybody meets everybody once
    SWISS = "swiss"  # a few rounds, players with equal scores meet, nobody twice
    ELIMINATION = "elimination"  # single elimination: the loser of a game is out


@dataclass(frozen=True, slots=True)
class Pairing:
    """Two players who meet in a round; ``second`` is None for a bye (a free win)."""

    first: Player
    second: Player | None

    @property
    def bye(self) -> bool:
        """Whether this is a bye rather than a game."""
        return self.second is None

    @property
    def players(self) -> tuple[Player, ...]:
        """The one or two players of the pairing."""
        return (self.first,) if self.second is None else (self.first, self.second)


@dataclass(frozen=True, slots=True)
class Game:
    """A pairing once decided: the winner (None for a drawn match) and the Koi-Koi points each
    side scored (a bye or a forfeit scores none)."""

    pairing: Pairing
    winner: Player | None
    first_points: int = 0
    second_points: int = 0
    forfeit: bool = False  # the loser did not play (a no-show, a removal)

    def points_of(self, player: Player) -> int:
        """The Koi-Koi points ``player`` scored in this game."""
        return self.first_points if player == self.pairing.first else self.second_points

    def opponent_of(self, player: Player) -> Player | None:
        """Whom ``player`` met (None for a bye)."""
        if player == self.pairing.first:
            return self.pairing.second
        return self.pairing.first


Round = tuple[Pairing, ...]


def bye(player: Player) -> Game:
    """A bye, decided at once: a free win without points."""
    return Game(Pairing(player, None), player)


__all__ = ["Format", "Game", "Pairing", "Player", "Round", "bye"]
