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


class Ending(StrEnum):
    """How a game was decided, as its posts and pictures tell it."""

    PLAYED = "played"  # its match was played to the end (a drawn match included)
    FORFEIT = "forfeit"  # the loser gave up the match
    TIME_OUT = "time-out"  # the loser let a turn's clock run out
    NO_SHOW = "no-show"  # the match could not start by the deadline: the one still busy lost
    WALKOVER = "walkover"  # the opponent had withdrawn before the round: nothing to play
    WITHDRAWN = "withdrawn"  # the loser was taken out of the tournament during the round
    BYE = "bye"  # nobody to meet: a free win
    UNFINISHED = "unfinished"  # the match ended without a result: a drawn game without points


NOT_PLAYED_OUT = frozenset(
    {Ending.FORFEIT, Ending.TIME_OUT, Ending.NO_SHOW, Ending.WALKOVER, Ending.WITHDRAWN}
)  # decided by one side not playing: a win, never a draw, whatever the points


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
    ending: Ending = Ending.PLAYED

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
    return Game(Pairing(player, None), player, ending=Ending.BYE)


__all__ = ["NOT_PLAYED_OUT", "Ending", "Format", "Game", "Pairing", "Player", "Round", "bye"]
